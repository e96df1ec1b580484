import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { TAG_MAX } from './tags.js';
import type { ImageVariant } from './files.js';

/**
 * The public read API for the agency's website (no sign-in): only what is live now — never a draft, a
 * scheduled item before its time or an expired one. Answers carry an ETag (If-None-Match → 304) and a
 * Cache-Control whose max-age ends when the answer could next change by a schedule; calls are rate-limited
 * per address (429 with Retry-After).
 */
export const PUBLIC_API = '/api/public';
export const PUBLIC_POSTS_PATH = `${PUBLIC_API}/posts`;
export const publicPostPath = (slug: string) => `${PUBLIC_POSTS_PATH}/${encodeURIComponent(slug)}`;
/** A live page by its slug, with its sections in order. */
export const PUBLIC_PAGES_PATH = `${PUBLIC_API}/pages`;
export const publicPagePath = (slug: string) => `${PUBLIC_PAGES_PATH}/${encodeURIComponent(slug)}`;
/** A gallery by its slug, and a slider by its slug with the slides shown now. */
export const PUBLIC_GALLERIES_PATH = `${PUBLIC_API}/galleries`;
export const PUBLIC_SLIDERS_PATH = `${PUBLIC_API}/sliders`;
/** A library image a live item shows (cover, gallery): its bytes, cached long (a file's bytes never change). */
export const PUBLIC_MEDIA_PATH = `${PUBLIC_API}/media`;
export const publicMediaPath = (fileId: number, variant?: ImageVariant) => `${PUBLIC_MEDIA_PATH}/${fileId}${variant ? `?variant=${variant}` : ''}`;

/**
 * A library image as a website gets it beside its URL: its size, alt text in both languages, the focal point to
 * crop around (CSS object-position), and its WebP renditions as a ready `srcset` ("… 320w, … 1024w").
 */
export const publicImageRead = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt_pl: z.string(),
  alt_en: z.string(),
  focal_x: z.number().nullable(),
  focal_y: z.number().nullable(),
  srcset: z.string(),
});
export type PublicImage = z.infer<typeof publicImageRead>;
/** At most this many requests a minute from one address to the public API. */
export const PUBLIC_RATE_PER_MINUTE = 300;
/** The public posts list counts its matches up to this many (`meta.more` beyond: a website's news has no last page then). */
export const PUBLIC_COUNT_UP_TO = 1000;
/** The longest a public answer may be cached (seconds), when no schedule comes sooner. */
export const PUBLIC_MAX_AGE = 60;

const blank = (x: unknown) => (x === '' || x === null ? undefined : x);
export const publicPostsQuery = z.object({
  page: z.preprocess(blank, z.coerce.number({ error: encodeRule('integer') }).int().min(1).max(10_000).default(1)),
  per_page: z.preprocess(blank, z.coerce.number({ error: encodeRule('integer') }).int().min(1).max(50).default(10)),
  category: z.preprocess(blank, z.string().trim().max(TAG_MAX).optional()),
  tag: z.preprocess(blank, z.string().trim().max(TAG_MAX).optional()),
});
export type PublicPostsQuery = z.output<typeof publicPostsQuery>;

export const publicPostSummaryRead = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** The cover's bytes at PUBLIC_MEDIA_PATH, or null; `cover` the same image with its alt texts and renditions. */
  cover_url: z.string().nullable(),
  cover: publicImageRead.nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  author: z.string().nullable(),
  published_at: z.string(),
});
export const publicPostRead = publicPostSummaryRead.extend({ content: z.string() });
export type PublicPost = z.infer<typeof publicPostRead>;
export const publicPostsPage = z.object({
  data: z.array(publicPostSummaryRead),
  meta: z.object({
    current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int(),
    /** More than PUBLIC_COUNT_UP_TO match: `total` and `last_page` stop there. */
    more: z.boolean(),
  }),
});

/**
 * The pop-ups active now for a page of the website (`?page=` its slug; without it, those on every page), and a
 * pop-up's view or click, reported by the website (POST, no body, no sign-in: 204, or 404 once it is not shown).
 */
export const PUBLIC_POPUPS_PATH = `${PUBLIC_API}/popups`;
export const POPUP_EVENTS = ['view', 'click'] as const;
export type PopupEvent = (typeof POPUP_EVENTS)[number];
export const publicPopupEventPath = (id: number, event: PopupEvent) => `${PUBLIC_POPUPS_PATH}/${id}/${event}`;
export const publicPopupsQuery = z.object({ page: z.preprocess(blank, z.string().trim().max(200).optional()) });
export const publicPopupRead = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  image_url: z.string().nullable(),
  image: publicImageRead.nullable(),
  button_label: z.string(),
  button_url: z.string(),
  trigger: z.string(),
  delay_seconds: z.number().int(),
  scroll_percent: z.number().int(),
  frequency: z.string(),
  frequency_days: z.number().int(),
});
export type PublicPopup = z.infer<typeof publicPopupRead>;
