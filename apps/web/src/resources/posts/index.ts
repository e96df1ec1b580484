import Article from '@mui/icons-material/ArticleOutlined';
import { POST_AUTHORS_PATH, postInput, postsContract, routePath, type Post } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { lazyPart } from '../../components/resource/lazy-part';
import { publishingFields, publishStateCell, publishStateOptions } from '../../components/publishing/publishing';
import { dateTime, thumbnail } from '../../components/resource/renderers';

export type PostRow = Post & Record<string, unknown>;

const PostVersions = lazyPart(() => import('../../components/versions/versions-panel').then((m) => m.VersionsExtra<PostRow>));

/**
 * Posts: /posty (+ /nowy, /{id}/edycja) — title and slug, excerpt, rich content, a cover from the media library,
 * categories and tags, the author, and publishing (draft, published, scheduled with its times: Warsaw time).
 * The list shows what each post is now; the edit screen keeps its versions (compare, restore).
 */
export const posts = defineResource<PostRow>({
  contract: postsContract,
  routes: { create: routePath('postsCreate'), edit: routePath('postsEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'cover_image_id', width: 72, render: thumbnail('cover_image_id', Article, 'post-cover') },
      { field: 'title', flex: 2 },
      { field: 'state', width: 140, render: publishStateCell('post-state') },
      { field: 'author_name', width: 180 },
      { field: 'categories', flex: 1, render: (row) => (row.categories ?? []).join(', ') },
      { field: 'publish_at', width: 170, render: dateTime('publish_at') },
      { field: 'updated_at', width: 170, render: dateTime('updated_at') },
    ],
    filters: [
      { name: 'state', kind: 'select', options: publishStateOptions },
      { name: 'category', kind: 'text' },
      { name: 'tag', kind: 'text' },
    ],
  },
  form: {
    schema: postInput,
    testId: 'post-form',
    fields: [
      { name: 'title', kind: 'text', span: 8 },
      { name: 'slug', kind: 'text', span: 4 },
      { name: 'excerpt', kind: 'text', multiline: true, wide: true },
      { name: 'content', kind: 'richText', wide: true },
      { name: 'cover_image_id', kind: 'image', span: 6 },
      { name: 'author_id', kind: 'relation', optionsPath: POST_AUTHORS_PATH, span: 6 },
      { name: 'categories', kind: 'tags', span: 6 },
      { name: 'tags', kind: 'tags', span: 6 },
      ...publishingFields(),
    ],
    defaults: {
      title: '', slug: '', excerpt: '', content: '', cover_image_id: null, author_id: null, categories: [], tags: [],
      status: 'draft', publish_at: '', unpublish_at: '',
    },
    fromRecord: (record) => ({
      title: record.title, slug: record.slug, excerpt: record.excerpt, content: record.content ?? '', cover_image_id: record.cover_image_id,
      author_id: record.author_id, categories: record.categories ?? [], tags: record.tags ?? [], status: record.status,
      publish_at: record.publish_at ?? '', unpublish_at: record.unpublish_at ?? '',
    }),
  },
  editExtras: PostVersions,
});
