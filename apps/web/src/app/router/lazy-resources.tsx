import type { RouteDef } from '@harmony/shared';
import type { AnyResource } from '../../components/resource/types';
import { loadModuleTexts } from '../../lib/i18n/i18n';
import { lazyScreen } from '../../lib/pwa/lazy-screen';
import { queryClient } from '../../lib/query-client';

interface ScreenProps {
  route: RouteDef;
}

/** A declared resource (src/resources/<name>), loaded with its first screen, and the route names it serves. */
export interface LazyResource {
  load(): Promise<AnyResource>;
  /**
   * Route-table names of its list and form screens; lazy-resources.test.ts checks them against the declaration.
   * No list: a second view of another resource's records (a form's assigned fields).
   */
  list?: string;
  form?: readonly string[];
}

/**
 * The declarations carry cell renderers, form schemas and their components, so they load with their
 * screen instead of with the sign-in page (issue 5's /login budget): each screen is the declaration, the
 * generic page and the module texts, fetched side by side.
 */
export const LAZY_RESOURCES: readonly LazyResource[] = [
  { load: () => import('../../resources/statuses').then((m) => m.statuses), list: 'adminStatuses', form: ['adminStatusesCreate'] },
  { load: () => import('../../resources/types').then((m) => m.types), list: 'types', form: ['typesCreate', 'typesEdit'] },
  { load: () => import('../../resources/activities').then((m) => m.activities), list: 'adminActivities' },
  { load: () => import('../../resources/users').then((m) => m.users), list: 'adminUsers', form: ['adminUsersCreate', 'adminUsersEdit'] },
  { load: () => import('../../resources/roles').then((m) => m.roles), list: 'adminGroups', form: ['adminGroupsCreate', 'adminGroupsEdit'] },
  { load: () => import('../../resources/files').then((m) => m.files), list: 'adminFiles' },
  { load: () => import('../../resources/projects').then((m) => m.projects), list: 'projects', form: ['projectsCreate', 'projectsEdit'] },
  { load: () => import('../../resources/projects/archived').then((m) => m.archivedProjects), list: 'projectsArchived' },
  { load: () => import('../../resources/categories').then((m) => m.categories), list: 'categories', form: ['categoriesCreate', 'categoriesEdit'] },
  {
    load: () => import('../../resources/category-types').then((m) => m.categoryTypes),
    list: 'categoryTypes',
    form: ['categoryTypesCreate', 'categoryTypesEdit'],
  },
  { load: () => import('../../resources/time-entries').then((m) => m.timeEntries), list: 'times', form: ['timesEdit'] },
  { load: () => import('../../resources/groups').then((m) => m.groups), list: 'productCategories', form: ['productCategoriesCreate', 'productCategoriesEdit'] },
  { load: () => import('../../resources/customers').then((m) => m.customers), list: 'customers', form: ['customersCreate', 'customersEdit'] },
  { load: () => import('../../resources/contacts').then((m) => m.contacts), list: 'contacts', form: ['contactsCreate', 'contactsEdit'] },
  { load: () => import('../../resources/realizations').then((m) => m.realizations), list: 'realizations', form: ['realizationsCreate', 'realizationsEdit'] },
  { load: () => import('../../resources/posts').then((m) => m.posts), list: 'posts', form: ['postsCreate', 'postsEdit'] },
  { load: () => import('../../resources/pages').then((m) => m.pages), list: 'pages', form: ['pagesCreate', 'pagesEdit'] },
  { load: () => import('../../resources/galleries').then((m) => m.galleries), list: 'galleries', form: ['galleriesCreate', 'galleriesEdit'] },
  { load: () => import('../../resources/galleries').then((m) => m.sliders), list: 'sliders', form: ['slidersCreate', 'slidersEdit'] },
  { load: () => import('../../resources/popups').then((m) => m.popups), list: 'popups', form: ['popupsCreate'] },
  { load: () => import('../../resources/form-fields').then((m) => m.formFields), list: 'formFields', form: ['formFieldsCreate', 'formFieldsEdit'] },
  { load: () => import('../../resources/forms').then((m) => m.forms), list: 'forms', form: ['formsCreate', 'formsEdit'] },
  { load: () => import('../../resources/forms').then((m) => m.formAssignedFields), form: ['formsAssignedFields'] },
  { load: () => import('../../resources/messages').then((m) => m.messages), list: 'messages' },
  { load: () => import('../../resources/mails').then((m) => m.outboxMails), list: 'mailsOutbox', form: ['mailsCreate', 'mailsEdit'] },
  { load: () => import('../../resources/mails').then((m) => m.sentMails), list: 'mails' },
  { load: () => import('../../resources/push').then((m) => m.pushNotifications), list: 'pushList', form: ['pushCreate'] },
  { load: () => import('../../resources/newsletter-lists').then((m) => m.newsletterLists), list: 'newsletter', form: ['newsletterCreate', 'newsletterEdit'] },
  {
    load: () => import('../../resources/newsletter-campaigns').then((m) => m.newsletterCampaigns),
    list: 'newsletterCampaigns',
    form: ['newsletterCampaignsCreate', 'newsletterCampaignsEdit'],
  },
  {
    load: () => import('../../resources/attribute-types').then((m) => m.attributeTypes),
    list: 'productAttributeTypes',
    form: ['productAttributeTypesCreate', 'productAttributeTypesEdit'],
  },
  {
    load: () => import('../../resources/attributes').then((m) => m.attributes),
    list: 'productAttributes',
    form: ['productAttributesCreate', 'productAttributesEdit'],
  },
  { load: () => import('../../resources/product-types').then((m) => m.productTypes), list: 'productTypes', form: ['productTypesCreate', 'productTypesEdit'] },
  { load: () => import('../../resources/products').then((m) => m.products), list: 'products', form: ['productsCreate', 'productsEdit'] },
  { load: () => import('../../resources/orders').then((m) => m.orders), list: 'orders' },
  { load: () => import('../../resources/payments').then((m) => m.payments), list: 'pay' },
];

const loadListPage = () => import('../../components/resource/resource-list-page').then((m) => m.ResourceListPage);
const loadFormPage = () => import('../../components/resource/resource-form-page').then((m) => m.ResourceFormPage);

/** Starts the first page a list screen will show at `search` (a URL query), beside its chunks. */
const prefetchListData = (resource: LazyResource) => (search: string) =>
  Promise.all([resource.load(), import('../../components/resource/list/list-page-query')]).then(([declaration, { prefetchListPage }]) =>
    prefetchListPage(queryClient, declaration, search),
  );

function boundScreen(resource: LazyResource, loadPage: typeof loadListPage | typeof loadFormPage) {
  return lazyScreen<ScreenProps>(async () => {
    const [declaration, Page] = await Promise.all([resource.load(), loadPage(), loadModuleTexts()]);
    const Screen = ({ route }: ScreenProps) => <Page route={route} resource={declaration} />;
    Screen.displayName = `ResourceScreen(${declaration.name})`;
    return { default: Screen };
  });
}

/** The screens of every declared resource, keyed by route-table name. */
export function lazyResourceScreens(resources: readonly LazyResource[] = LAZY_RESOURCES) {
  const screens: Record<string, ReturnType<typeof boundScreen> & { prefetchData?(search: string): Promise<unknown> }> = {};
  for (const resource of resources) {
    if (resource.list) screens[resource.list] = Object.assign(boundScreen(resource, loadListPage), { prefetchData: prefetchListData(resource) });
    // One component per route, as before: going from create to edit mounts a fresh form.
    for (const name of resource.form ?? []) screens[name] = boundScreen(resource, loadFormPage);
  }
  return screens;
}
