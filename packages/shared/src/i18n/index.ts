import type { Locale } from '../constants.js';
import { en as shellEn } from './en.js';
import { pl as shellPl } from './pl.js';
import { crudI18n } from './modules/crud.js';
import { webResourcesI18n } from './modules/web-resources.js';
import { webUsersI18n } from './modules/web-users.js';
import { webTimeI18n } from './modules/web-time.js';
import { usersI18n } from './modules/users.js';
import { adminI18n } from './modules/admin.js';
import { timeI18n } from './modules/time.js';
import { projectsI18n } from './modules/projects.js';
import { reportsI18n } from './modules/reports.js';
import { webProjectsI18n } from './modules/web-projects.js';
import { timesheetI18n } from './modules/timesheet.js';
import { profileI18n } from './modules/profile.js';
import { webFieldsI18n } from './modules/web-fields.js';
import { shopCatalogueI18n } from './modules/shop-catalogue.js';
import { shopGroupsI18n } from './modules/shop-groups.js';
import { shopProductsI18n } from './modules/shop-products.js';
import { shopCustomersI18n } from './modules/shop-customers.js';
import { shopOrdersI18n } from './modules/shop-orders.js';
import { shopSummaryI18n } from './modules/shop-summary.js';
import { shopBulkI18n } from './modules/shop-bulk.js';
import { contentContactsI18n } from './modules/content-contacts.js';
import { contentRealizationsI18n } from './modules/content-realizations.js';
import { contentPostsI18n } from './modules/content-posts.js';
import { contentPagesI18n } from './modules/content-pages.js';
import { contentGalleriesI18n } from './modules/content-galleries.js';
import { contentPopupsI18n } from './modules/content-popups.js';
import { contentMapI18n } from './modules/content-map.js';
import { contentMediaI18n } from './modules/content-media.js';
import { formsI18n } from './modules/forms.js';
import { formsWebI18n } from './modules/forms-web.js';
import { mailsI18n } from './modules/mails.js';
import { notificationCentreI18n } from './modules/notification-centre.js';
import { mailsWebI18n } from './modules/mails-web.js';
import { pushI18n } from './modules/push.js';
import { newsletterI18n } from './modules/newsletter.js';
import { newsletterWebI18n } from './modules/newsletter-web.js';
import { contentPublishingI18n } from './modules/content-publishing.js';
import { menuI18n } from './modules/menu.js';
import { routeTitles } from './route-titles.js';
import type { Catalogue } from './modules/types.js';

export * from './dates.js';

/**
 * The catalogues: the shell's texts (pl.ts, en.ts) plus one file per module under modules/, each holding
 * its Polish and English halves side by side. Add a module here in both lines.
 */
export const pl = { ...shellPl, ...crudI18n.pl, ...webResourcesI18n.pl, ...webUsersI18n.pl, ...webTimeI18n.pl, ...usersI18n.pl, ...adminI18n.pl, ...timeI18n.pl, ...projectsI18n.pl, ...reportsI18n.pl, ...webProjectsI18n.pl, ...timesheetI18n.pl, ...profileI18n.pl, ...webFieldsI18n.pl,
  ...shopCatalogueI18n.pl, ...shopGroupsI18n.pl, ...shopProductsI18n.pl, ...shopCustomersI18n.pl, ...shopOrdersI18n.pl, ...shopSummaryI18n.pl, ...shopBulkI18n.pl,
  ...contentContactsI18n.pl, ...contentRealizationsI18n.pl, ...contentPostsI18n.pl, ...contentPagesI18n.pl, ...contentGalleriesI18n.pl, ...contentPopupsI18n.pl, ...contentMapI18n.pl, ...contentMediaI18n.pl, ...formsI18n.pl, ...formsWebI18n.pl, ...mailsI18n.pl, ...notificationCentreI18n.pl, ...mailsWebI18n.pl, ...pushI18n.pl, ...newsletterI18n.pl, ...newsletterWebI18n.pl, ...contentPublishingI18n.pl, ...menuI18n.pl,
  routes: { ...shellPl.routes, ...routeTitles.pl } };
export const en: Catalogue<typeof pl> = { ...shellEn, ...crudI18n.en, ...webResourcesI18n.en, ...webUsersI18n.en, ...webTimeI18n.en, ...usersI18n.en, ...adminI18n.en, ...timeI18n.en, ...projectsI18n.en, ...reportsI18n.en, ...webProjectsI18n.en, ...timesheetI18n.en, ...profileI18n.en, ...webFieldsI18n.en,
  ...shopCatalogueI18n.en, ...shopGroupsI18n.en, ...shopProductsI18n.en, ...shopCustomersI18n.en, ...shopOrdersI18n.en, ...shopSummaryI18n.en, ...shopBulkI18n.en,
  ...contentContactsI18n.en, ...contentRealizationsI18n.en, ...contentPostsI18n.en, ...contentPagesI18n.en, ...contentGalleriesI18n.en, ...contentPopupsI18n.en, ...contentMapI18n.en, ...contentMediaI18n.en, ...formsI18n.en, ...formsWebI18n.en, ...mailsI18n.en, ...notificationCentreI18n.en, ...mailsWebI18n.en, ...pushI18n.en, ...newsletterI18n.en, ...newsletterWebI18n.en, ...contentPublishingI18n.en, ...menuI18n.en,
  routes: { ...shellEn.routes, ...routeTitles.en } };
export const catalogues = { pl, en } as const;

/** Server-side lookup with i18next-style {{name}} interpolation; the web uses i18next over the same catalogues. */
export function translate(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogues[locale]);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Flattened keys of a catalogue: "app.loading", ... (used by the missing-key test). */
export function flatKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flatKeys(v as object, `${prefix}${k}.`),
  );
}
