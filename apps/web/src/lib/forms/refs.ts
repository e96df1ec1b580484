import { z } from 'zod';
import { encodeRule } from '@harmony/shared';

/** A form's reference field (a select's id): an empty choice is "required" (or null), not a number out of range. */
const blank = (x: unknown) => x === '' || x === null || x === undefined;
const INT4 = 2_147_483_647;

export const requiredRef = () =>
  z.preprocess((x) => (blank(x) ? undefined : Number(x)), z.number({ error: encodeRule('required') }).int({ error: encodeRule('integer') }).min(1).max(INT4));

export const optionalRef = () => z.preprocess((x) => (blank(x) ? null : Number(x)), z.number({ error: encodeRule('integer') }).int().min(1).max(INT4).nullable());
