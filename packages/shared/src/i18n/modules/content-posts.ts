import type { Catalogue } from './types.js';

/** Texts of the website content (issue 26): posts. */
const pl = {
  posts: {
    fields: {
      id: 'ID',
      title: 'tytuł',
      slug: 'adres (slug)',
      excerpt: 'zajawka',
      content: 'treść',
      cover_image_id: 'okładka',
      categories: 'kategorie',
      category: 'kategoria',
      tags: 'tagi',
      tag: 'tag',
      author_id: 'autor',
      author_name: 'autor',
      status: 'status',
      state: 'stan',
      publish_at: 'publikacja od',
      unpublish_at: 'publikacja do',
      version: 'wersja',
      created_at: 'utworzono',
      updated_at: 'zmieniono',
    },
  },
};

const en: Catalogue<typeof pl> = {
  posts: {
    fields: {
      id: 'ID',
      title: 'title',
      slug: 'address (slug)',
      excerpt: 'excerpt',
      content: 'content',
      cover_image_id: 'cover',
      categories: 'categories',
      category: 'category',
      tags: 'tags',
      tag: 'tag',
      author_id: 'author',
      author_name: 'author',
      status: 'status',
      state: 'state',
      publish_at: 'published from',
      unpublish_at: 'published until',
      version: 'version',
      created_at: 'created',
      updated_at: 'updated',
    },
  },
};

export const contentPostsI18n = { pl, en };
