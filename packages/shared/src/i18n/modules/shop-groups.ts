import type { Catalogue } from './types.js';

/** Texts of the shop (issue 25): the product categories (API groups) and the assignment of products to them. */
const pl = {};

const en: Catalogue<typeof pl> = {};

export const shopGroupsI18n = { pl, en };
