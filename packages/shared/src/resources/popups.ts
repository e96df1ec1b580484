import { z } from 'zod';
import { LIST_COUNT_UP_TO } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { optionalRef, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { everyTime } from './geo.js';
import { RESOURCES } from './identities.js';
import { endAfterStart, optionalInstant } from './publishing.js';
import { optionalSiteLink } from './site-links.js';

/**
 * Pop-ups (/popupy, /api/popups): what a visitor of the agency's website sees over a page — a title, rich content
 * (sanitised on the server), an optional library image and a button with its link; shown while it is on and
 * between its dates, on every page or the chosen ones, after a delay, at a scroll depth or when the visitor is
 * about to leave, as often as its frequency says. The website reads the ones active for a page from the public
 * API and reports each view and click there; the counts show on the list and on the content home.
 */

export const POPUP_TRIGGERS = ['delay', 'scroll', 'exit'] as const;
export type PopupTrigger = (typeof POPUP_TRIGGERS)[number];
/** Every page view; once a browser session; again after `frequency_days`; only once ever (per browser). */
export const POPUP_FREQUENCIES = ['always', 'session', 'days', 'once'] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];
/** What a pop-up is now: switched off, waiting for its start, shown, past its end. */
export const POPUP_STATES = ['off', 'scheduled', 'active', 'expired'] as const;
export type PopupState = (typeof POPUP_STATES)[number];

export const POPUP_DELAY_MAX = 600;
export const POPUP_DAYS_MAX = 365;
export const POPUP_PAGES_MAX = 200;
export const POPUP_SORTABLE = ['id', 'name', 'views', 'clicks', 'active_from', 'updated_at'] as const;

const whole = (min: number, max: number, fallback: number) =>
  z.preprocess((x) => (x === '' || x === null || x === undefined ? fallback : x), v.intBetween(min, max));

export const popupInput = z.object({
  name: v.text(200),
  title: textOrEmpty(200),
  /** Rich text: the server sanitises it with the allow-list. */
  content: textOrEmpty(50_000),
  image_id: optionalRef(),
  button_label: textOrEmpty(100),
  button_url: optionalSiteLink(),
  active: z.boolean({ error: encodeRule('boolean') }).default(true),
  active_from: optionalInstant(),
  active_to: optionalInstant(),
  trigger: v.oneOf(POPUP_TRIGGERS).default('delay'),
  /** `delay`: seconds after the page opens. */
  delay_seconds: whole(0, POPUP_DELAY_MAX, 5),
  /** `scroll`: how far down the page (percent). */
  scroll_percent: whole(1, 100, 50),
  frequency: v.oneOf(POPUP_FREQUENCIES).default('session'),
  /** `days`: shown again after this many days. */
  frequency_days: whole(1, POPUP_DAYS_MAX, 7),
  /** On every page of the site, or only on `page_ids`. */
  all_pages: z.boolean({ error: encodeRule('boolean') }).default(true),
  page_ids: z.array(v.id(), { error: encodeRule('array', 0, POPUP_PAGES_MAX) })
    .max(POPUP_PAGES_MAX, { error: encodeRule('array', 0, POPUP_PAGES_MAX) }).default([]),
}).superRefine((popup, ctx) => {
  endAfterStart(popup, 'active_from', 'active_to', ctx);
  // The API's page set may be left out of a PUT (the stored pages stay): only a sent, empty one is refused.
  const chosen = popup.page_ids as number[] | undefined;
  if (!popup.all_pages && chosen?.length === 0) ctx.addIssue({ code: 'custom', path: ['page_ids'], message: encodeRule('required') });
  // A button needs both its words and where it leads.
  if (popup.button_label && !popup.button_url) ctx.addIssue({ code: 'custom', path: ['button_url'], message: encodeRule('required') });
  if (popup.button_url && !popup.button_label) ctx.addIssue({ code: 'custom', path: ['button_label'], message: encodeRule('required') });
}, everyTime);
export type PopupInput = z.input<typeof popupInput>;

export const popupRead = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  content: z.string().optional(),
  image_id: z.number().int().nullable(),
  button_label: z.string(),
  button_url: z.string(),
  active: z.boolean(),
  active_from: z.string().nullable(),
  active_to: z.string().nullable(),
  trigger: z.enum(POPUP_TRIGGERS),
  delay_seconds: z.number().int(),
  scroll_percent: z.number().int(),
  frequency: z.enum(POPUP_FREQUENCIES),
  frequency_days: z.number().int(),
  all_pages: z.boolean(),
  page_ids: z.array(z.number().int()).optional(),
  /** How many pages it is limited to (0 with `all_pages`), for the list. */
  pages_count: z.number().int(),
  state: z.enum(POPUP_STATES),
  views: z.number().int(),
  clicks: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Popup = z.infer<typeof popupRead>;

export const popupFilters = {
  state: z.preprocess((x) => (x === '' || x === null ? undefined : x), z.enum(POPUP_STATES, { error: encodeRule('in') }).optional()),
  trigger: z.preprocess((x) => (x === '' || x === null ? undefined : x), z.enum(POPUP_TRIGGERS, { error: encodeRule('in') }).optional()),
};

export const popupsContract = defineContract({
  name: 'popups',
  path: '/api/popups',
  ...RESOURCES.popups,
  input: popupInput,
  read: popupRead,
  list: { sort: POPUP_SORTABLE, defaultSort: 'updated_at', defaultOrder: 'desc', filters: popupFilters, search: ['name', 'title'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'popups.fields',
});

/** Click-through rate in whole percent (0 with no views): the list's and the content home's figure. */
export const popupClickRate = (p: { views: number; clicks: number }): number => (p.views ? Math.round((p.clicks / p.views) * 100) : 0);
