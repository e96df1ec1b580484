import type { Catalogue } from './types.js';

/** Texts of the shop (issue 25): orders, their items, statuses and documents, and payments. */
const pl = {};

const en: Catalogue<typeof pl> = {};

export const shopOrdersI18n = { pl, en };
