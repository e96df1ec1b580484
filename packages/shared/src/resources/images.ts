import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';

/** One image of a record's ordered list (products, realizations): a library image file and whether it is the main one. */
export const imageRefInput = z.object({
  file_id: v.id(),
  main: z.boolean({ error: encodeRule('boolean') }).default(false),
});
export type ImageRef = z.output<typeof imageRefInput>;

/** An ordered list of at most `max` images (the server keeps exactly one main: the first marked, else the first). */
export const imageListInput = (max: number) =>
  z.array(imageRefInput, { error: encodeRule('array', 0, max) }).max(max, { error: encodeRule('array', 0, max) }).default([]);

/** The images as a record's answer carries them, in order. */
export const imageListRead = z.array(z.object({ file_id: z.number().int(), main: z.boolean() }));
