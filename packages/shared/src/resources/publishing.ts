import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';

/**
 * Publishing (posts, pages): a status and the times a record is live. `draft` is never public; `published`
 * is live from `publish_at` (now when empty) until `unpublish_at`; `scheduled` names its `publish_at`. The
 * public API reads the times at each request, so a schedule takes effect the moment its time comes — no job.
 */
export const PUBLISH_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
/** What a record is now, from its status and times: the lists' chip and filter. */
export const PUBLISH_STATES = ['draft', 'scheduled', 'published', 'expired'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

const emptyToNull = (x: unknown) => (x === '' || x === undefined ? null : x);
/** An instant with its offset, or null (publishing, a slide's or a pop-up's dates). */
export const optionalInstant = () =>
  z.preprocess(emptyToNull, z.iso.datetime({ offset: true, error: encodeRule('date') }).nullable()).default(null);

/** A window's end, when both are given, comes after its start: else the end's field is told so. */
export function endAfterStart<K extends string>(value: Record<K, string | null>, start: K, end: K, ctx: z.RefinementCtx): void {
  const [from, to] = [value[start], value[end]];
  if (from && to && Date.parse(to) <= Date.parse(from)) ctx.addIssue({ code: 'custom', path: [end], message: 'publishing.endBeforeStart' });
}

export const publishingInput = {
  status: v.oneOf(PUBLISH_STATUSES).default('draft'),
  publish_at: optionalInstant(),
  unpublish_at: optionalInstant(),
};
export const publishingRead = {
  status: z.enum(PUBLISH_STATUSES),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  state: z.enum(PUBLISH_STATES),
};

/** A scheduled record names its time; an end comes after the start. */
export function publishingRules(value: { status: PublishStatus; publish_at: string | null; unpublish_at: string | null }, ctx: z.RefinementCtx): void {
  if (value.status === 'scheduled' && !value.publish_at) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: encodeRule('required') });
  endAfterStart(value, 'publish_at', 'unpublish_at', ctx);
}

/** What a record is at `now`: the same rule the public API's query applies. */
export function publishStateOf(record: { status: PublishStatus; publish_at: string | null; unpublish_at: string | null }, now = Date.now()): PublishState {
  if (record.status === 'draft') return 'draft';
  if (record.publish_at && Date.parse(record.publish_at) > now) return 'scheduled';
  if (record.unpublish_at && Date.parse(record.unpublish_at) <= now) return 'expired';
  return 'published';
}

export const publishingFilters = {
  state: z.preprocess((x) => (x === '' || x === null ? undefined : x), z.enum(PUBLISH_STATES, { error: encodeRule('in') }).optional()),
};
