import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';

/** A link a visitor follows: http(s), mailto, or a path on the site ("/kontakt") — never javascript: or data:. */
export const SITE_LINK = /^(https?:\/\/|mailto:|\/)/i;
export const siteLink = () => v.text(500).refine((url) => SITE_LINK.test(url), { error: encodeRule('invalid') });
/** The same, or empty (no link). */
export const optionalSiteLink = () =>
  z.preprocess((x) => (x === null || x === undefined ? '' : x), z.string({ error: encodeRule('string') }).trim().max(500, { error: encodeRule('max', 500) })
    .refine((url) => url === '' || SITE_LINK.test(url), { error: encodeRule('invalid') }));
