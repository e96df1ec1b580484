import { z } from 'zod';
import { LIST_COUNT_UP_TO } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { optionalRef, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { everyTime } from './geo.js';
import { RESOURCES } from './identities.js';
import { optionalSlug } from './products.js';
import { endAfterStart, optionalInstant } from './publishing.js';
import { optionalSiteLink } from './site-links.js';

/**
 * Galleries (/galerie) and sliders (/slidery): ordered images from the media library (drag and keyboard) with a
 * caption, alt text and a link. A slide also has a mobile image and the dates it is shown between. One permission
 * subject covers both. `/galerie/{id}` and `/slidery/{id}` show them as a visitor would see them.
 */

export const GALLERY_ITEMS_MAX = 100;
export const SLIDES_MAX = 30;

const many = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: encodeRule('array', 0, max) }).max(max, { error: encodeRule('array', 0, max) }).default([]);

export const galleryItemInput = z.object({
  file_id: v.id(),
  caption: textOrEmpty(300),
  alt: textOrEmpty(300),
  link: optionalSiteLink(),
});

export const galleryInput = z.object({
  name: v.text(200),
  slug: optionalSlug(),
  description: textOrEmpty(2000),
  items: many(galleryItemInput, GALLERY_ITEMS_MAX),
});
export type GalleryInput = z.input<typeof galleryInput>;

export const galleryRead = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  items_count: z.number().int(),
  /** The first image, for the list's thumbnail. */
  cover_file_id: z.number().int().nullable(),
  items: z.array(z.object({ file_id: z.number().int(), caption: z.string(), alt: z.string(), link: z.string() })).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Gallery = z.infer<typeof galleryRead>;

export const slideInput = z.object({
  file_id: v.id(),
  mobile_file_id: optionalRef(),
  title: textOrEmpty(200),
  alt: textOrEmpty(300),
  link: optionalSiteLink(),
  active_from: optionalInstant(),
  active_to: optionalInstant(),
}).superRefine((slide, ctx) => endAfterStart(slide, 'active_from', 'active_to', ctx), everyTime);
export type SlideInput = z.input<typeof slideInput>;

/** Whether a slide is shown at `now`: its start passed (or none) and its end not come (or none). */
export const slideActive = (slide: { active_from: string | null; active_to: string | null }, now = Date.now()) =>
  (!slide.active_from || Date.parse(slide.active_from) <= now) && (!slide.active_to || Date.parse(slide.active_to) > now);

export const sliderInput = z.object({
  name: v.text(200),
  slug: optionalSlug(),
  slides: many(slideInput, SLIDES_MAX),
});
export type SliderInput = z.input<typeof sliderInput>;

export const sliderRead = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  slides_count: z.number().int(),
  /** Slides shown now. */
  active_count: z.number().int(),
  cover_file_id: z.number().int().nullable(),
  slides: z.array(z.object({
    file_id: z.number().int(), mobile_file_id: z.number().int().nullable(), title: z.string(), alt: z.string(), link: z.string(),
    active_from: z.string().nullable(), active_to: z.string().nullable(),
  })).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Slider = z.infer<typeof sliderRead>;

const SORTABLE = ['id', 'name', 'updated_at'] as const;

export const galleriesContract = defineContract({
  name: 'galleries',
  path: '/api/galleries',
  ...RESOURCES.galleries,
  input: galleryInput,
  read: galleryRead,
  list: { sort: SORTABLE, defaultSort: 'name', search: ['name', 'slug'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'galleries.fields',
});

export const slidersContract = defineContract({
  name: 'sliders',
  path: '/api/sliders',
  ...RESOURCES.sliders,
  input: sliderInput,
  read: sliderRead,
  list: { sort: SORTABLE, defaultSort: 'name', search: ['name', 'slug'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'sliders.fields',
});
