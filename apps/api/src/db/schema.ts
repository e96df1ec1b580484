/** The database schema, one file per area under tables/. drizzle-kit reads this barrel. */
export * from './tables/core.js';
export * from './tables/admin.js';
export * from './tables/mails.js';
export * from './tables/push.js';
export * from './tables/newsletter.js';
export * from './tables/content.js';
export * from './tables/crm.js';
export * from './tables/shop.js';
export * from './tables/website.js';
export * from './tables/pages.js';
export * from './tables/media-sets.js';
export * from './tables/popups.js';
export * from './tables/forms.js';
export * from './tables/form-answers.js';
