import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';

/** A place on the map (contacts, realizations): latitude and longitude in degrees, both or neither. */

const emptyToNull = (x: unknown) => (x === '' || x === undefined ? null : x);
/** A coordinate in degrees, rounded to 6 places (about 10 cm), or null. */
const coordinate = (limit: number) =>
  z.preprocess(emptyToNull, v.between(-limit, limit).transform((n) => Math.round(n * 1e6) / 1e6).nullable()).default(null);

/** The input fields of a position. */
export const positionInput = { latitude: coordinate(90), longitude: coordinate(180) };
/** The read fields of a position. */
export const positionRead = { latitude: z.number().nullable(), longitude: z.number().nullable() };

/** A position given whole or not at all: the missing half is required. */
export function requireWholePosition(value: { latitude: number | null; longitude: number | null }, ctx: z.RefinementCtx): void {
  if ((value.latitude === null) === (value.longitude === null)) return;
  ctx.addIssue({ code: 'custom', path: [value.latitude === null ? 'latitude' : 'longitude'], message: encodeRule('required') });
}

/**
 * For a cross-field rule (superRefine's params): run it even when another field failed, so one answer tells
 * every error (Zod skips an object's refinements after any failure by default). The rule must read its fields
 * as they came.
 */
export const everyTime = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The list filter: only records with (true) or without (false) a place on the map. */
export const onMapFilter = z.preprocess((x) => (x === '' || x === null ? undefined : x), z.enum(['true', 'false']).optional());
