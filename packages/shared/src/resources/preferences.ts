import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';

/** Per-user UI preferences (e.g. a list's chosen columns): /api/preferences/{key}, the caller's own only. */
export const PREFERENCE_KEY_PATTERN = /^[a-z0-9][a-z0-9._:-]{0,99}$/;
export const PREFERENCE_VALUE_MAX_BYTES = 10 * 1024;

export const preferenceKeyParams = z.object({
  key: z.string({ error: encodeRule('required') }).regex(PREFERENCE_KEY_PATTERN, { error: encodeRule('in') }),
});

/** Any JSON value (null included) up to 10 KB serialised. */
export const preferenceInput = z.object({ value: z.unknown().optional() }).superRefine(({ value }, ctx) => {
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: encodeRule('required') });
  } else if (new TextEncoder().encode(JSON.stringify(value)).length > PREFERENCE_VALUE_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: encodeRule('max', PREFERENCE_VALUE_MAX_BYTES) });
  }
});

/** GET and PUT /api/preferences/{key}; a key never saved reads as `value: null`. */
export const preferenceRead = z.object({ key: z.string(), value: z.unknown() });
export type Preference = z.infer<typeof preferenceRead>;
