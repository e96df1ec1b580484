import type { Catalogue } from './types.js';

/** Texts of the shop (issue 25): attribute types, attributes and product types. */
const pl = {};

const en: Catalogue<typeof pl> = {};

export const shopCatalogueI18n = { pl, en };
