import type { Catalogue } from './types.js';

/** Texts of the shop (issue 25): customers. */
const pl = {};

const en: Catalogue<typeof pl> = {};

export const shopCustomersI18n = { pl, en };
