import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';

/*
 * Free tags (contacts; posts and realizations later): short texts a record carries, typed as chips in the form
 * (the web's `tags` field) and filtered by one at a time.
 */

/** At most this many tags on a record, each at most TAG_MAX characters. */
export const TAGS_MAX = 20;
export const TAG_MAX = 50;

/** Trimmed, empty ones and repeats (ignoring case) left out, the first spelling kept. */
export const distinctTags = (tags: readonly string[]): string[] =>
  tags.map((t) => t.trim()).filter((t, i, all) => t && all.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i);

/** A record's tags in a body: as distinctTags leaves them; nothing given is none. */
export const tagsInput = () => z.preprocess((x) => x ?? [],
  z.array(z.string({ error: encodeRule('string') }).trim().max(TAG_MAX, { error: encodeRule('max', TAG_MAX) }), { error: encodeRule('array', 0, TAGS_MAX) })
    .max(TAGS_MAX, { error: encodeRule('array', 0, TAGS_MAX) })
    .transform(distinctTags));
