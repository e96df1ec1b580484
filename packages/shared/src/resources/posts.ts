import { z } from 'zod';
import { LIST_COUNT_UP_TO } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { optionalRef, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { everyTime } from './geo.js';
import { RESOURCES } from './identities.js';
import { optionalSlug } from './products.js';
import { publishingFilters, publishingInput, publishingRead, publishingRules } from './publishing.js';
import { TAG_MAX, tagsInput } from './tags.js';

/**
 * Posts (/posty, /api/posts): the website's news and blog — title and slug, excerpt, rich content (sanitised on
 * the server), a cover image from the media library, categories and tags, the author, and publishing (a status
 * with publish and unpublish times). Every save keeps a version (GET …/versions; restore makes a new one).
 */

export const POST_SORTABLE = ['id', 'title', 'publish_at', 'updated_at', 'created_at'] as const;

export const postInput = z.object({
  title: v.text(200),
  slug: optionalSlug(),
  excerpt: textOrEmpty(1000),
  /** Rich text: the server sanitises it with the allow-list. */
  content: textOrEmpty(200_000),
  cover_image_id: optionalRef(),
  categories: tagsInput(),
  tags: tagsInput(),
  /** Empty: the user who creates the post. */
  author_id: optionalRef(),
  ...publishingInput,
}).superRefine(publishingRules, everyTime);
export type PostInput = z.input<typeof postInput>;

export const postRead = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string().optional(),
  cover_image_id: z.number().int().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  ...publishingRead,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Post = z.infer<typeof postRead>;

const blank = (x: unknown) => (x === '' || x === null ? undefined : x);
export const postFilters = {
  ...publishingFilters,
  category: z.preprocess(blank, z.string().trim().max(TAG_MAX).optional()),
  tag: z.preprocess(blank, z.string().trim().max(TAG_MAX).optional()),
  author_id: z.preprocess(blank, z.coerce.number({ error: encodeRule('integer') }).int().positive().optional()),
};

export const postsContract = defineContract({
  name: 'posts',
  path: '/api/posts',
  ...RESOURCES.posts,
  input: postInput,
  read: postRead,
  list: { sort: POST_SORTABLE, defaultSort: 'updated_at', defaultOrder: 'desc', filters: postFilters, search: ['title', 'excerpt'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'posts.fields',
});

/** The author picker's source (GET {this}/options: active users by name). */
export const POST_AUTHORS_PATH = `${postsContract.path}/authors` as const;
