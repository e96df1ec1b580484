import { z } from 'zod';
import { LIST_COUNT_UP_TO } from '../constants.js';
import { v } from '../validation/rules.js';
import { optionalDay, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { everyTime, onMapFilter, positionInput, positionRead, requireWholePosition } from './geo.js';
import { RESOURCES } from './identities.js';
import { imageListInput, imageListRead } from './images.js';
import { optionalSlug } from './products.js';

/**
 * Realizations (/realizacje, /api/realizations): the agency's portfolio — a title with its slug, the client,
 * a category, the date it was finished, a description (rich text, sanitised on the server), ordered images
 * from the media library with a main one, and the place on the map (a city and both coordinates or neither).
 */

export const REALIZATION_SORTABLE = ['id', 'title', 'client', 'category', 'completed_on', 'created_at'] as const;
export const REALIZATION_IMAGES_MAX = 30;

export const realizationInput = z.object({
  title: v.text(200),
  slug: optionalSlug(),
  client: textOrEmpty(200),
  category: textOrEmpty(100),
  completed_on: optionalDay(),
  city: textOrEmpty(100),
  ...positionInput,
  description: textOrEmpty(100_000),
  images: imageListInput(REALIZATION_IMAGES_MAX),
}).superRefine(requireWholePosition, everyTime);
export type RealizationInput = z.input<typeof realizationInput>;

export const realizationRead = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  client: z.string(),
  category: z.string(),
  completed_on: z.string().nullable(),
  city: z.string(),
  ...positionRead,
  description: z.string().optional(),
  /** The main image's file, for the list's thumbnail and the map's pop-up. */
  main_image_id: z.number().int().nullable(),
  images: imageListRead.optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Realization = z.infer<typeof realizationRead>;

const blank = (x: unknown) => (x === '' || x === null ? undefined : x);
export const realizationFilters = {
  category: z.preprocess(blank, z.string().trim().max(100).optional()),
  on_map: onMapFilter,
};

export const realizationsContract = defineContract({
  name: 'realizations',
  path: '/api/realizations',
  ...RESOURCES.realizations,
  input: realizationInput,
  read: realizationRead,
  list: {
    sort: REALIZATION_SORTABLE, defaultSort: 'completed_on', defaultOrder: 'desc', filters: realizationFilters,
    search: ['title', 'client', 'category', 'city'], countUpTo: LIST_COUNT_UP_TO,
  },
  labels: 'realizations.fields',
});

/** GET /api/realizations/categories: the categories in use, for the list's filter and the form's suggestions. */
export const realizationCategoriesPath = `${realizationsContract.path}/categories` as const;
