/**
 * Every screen of the specification (seed section 2), declared once. The web router, the side menus,
 * the server's 404 status for unknown paths and the route tests are all generated from this table.
 * Paths are Polish (no prefix); every one also exists under /en.
 */
import type { Verb } from './permissions/catalogue.js';

export type LayoutName = 'crm' | 'default' | 'timer' | 'plain';
/** Guards a route may name; an unknown name fails with 500 "Unknown middleware {name}". */
export type MiddlewareName = 'auth' | 'guest' | 'admin';
export type ParamCheck = 'id' | 'uuid' | 'token';
/** Which part of the product builds the screen; anything but `shell` shows "module in preparation" until then. */
export type ModuleName = 'shell' | 'crm' | 'admin' | 'shop' | 'content' | 'messaging';

export interface RouteDef {
  /** React Router pattern, Polish path: `/projekty/:id/edycja`, optional segment `:id?`. */
  path: string;
  /** i18n key under `routes.` for the page title and heading. */
  name: string;
  layout: LayoutName;
  middleware: string[];
  /** Subjects checked with `verb`, pipe-separated (any of). */
  permission?: string;
  /**
   * The verb `permission` is checked with; default `listowanie`. A create screen needs `dodawanie` and an edit
   * screen `edycja`, as the API's calls behind them do: without it the screen would open and end in a refusal.
   */
  verb?: Verb;
  /** Validity check: each named param must be of this kind, else 404. */
  params?: Record<string, ParamCheck>;
  module: ModuleName;
}

const AUTH = ['auth'];
const ADMIN = ['auth', 'admin'];
// Literal on purpose: this table is in the sign-in page's first bundle (≤ 200 KB gzip). routes.test.ts checks
// each resource's screens against its identity (resources/identities.ts): segment and permission.
const PROJECTS = 'Projekty__wszystkie|Projekty__wlasne';
const TIMES = 'Czasy__wszystkie|Czasy__kontraktorow|Czasy__wlasne';
const CATEGORIES = 'Administracja__kategorie__projektow';
const REPORTS = 'Raporty__wlasne';
const ADMINISTRATION = 'Administracja';
const USERS = 'Administracja__uzytkownicy';
const PRODUCTS = 'Sklep__produkty';
const ORDERS = 'Sklep__zamowienia';
const CUSTOMERS = 'Sklep__klienci';
const PAYMENTS = 'Sklep__platnosci';
const CONTACTS = 'Tresci__kontakty';
const REALIZATIONS = 'Tresci__realizacje';
const POSTS = 'Tresci__posty';
const PAGES = 'Tresci__strony';
const GALLERIES = 'Tresci__galerie';
const POPUPS = 'Tresci__popupy';
const FORMS = 'Formularze';
const MESSAGES = 'Wiadomosci';
const MAILING = 'Mailing';
const PUSH = 'Push';
const NEWSLETTER = 'Newsletter';
const ID = { id: 'id' } as const;
const ADD = { verb: 'dodawanie' } as const;
const EDIT = { verb: 'edycja' } as const;
const UUID = { uuid: 'uuid' } as const;

type Extra = Partial<Pick<RouteDef, 'permission' | 'verb' | 'params' | 'middleware'>>;
const crm = (path: string, name: string, module: ModuleName, extra: Extra = {}): RouteDef => ({
  path, name, layout: 'crm', middleware: AUTH, module, ...extra,
});
const cms = (path: string, name: string, module: ModuleName, extra: Extra = {}): RouteDef => ({
  path, name, layout: 'default', middleware: AUTH, permission: ADMINISTRATION, module, ...extra,
});
const admin = (path: string, name: string, module: ModuleName, extra: Extra = {}): RouteDef => ({
  path, name, layout: 'crm', middleware: ADMIN, module, ...extra,
});

export const ROUTES: RouteDef[] = [
  // Shell
  { path: '/', name: 'dashboard', layout: 'crm', middleware: AUTH, module: 'shell' },
  { path: '/login', name: 'login', layout: 'plain', middleware: ['guest'], module: 'shell' },
  // Not in the seed: where the one-time link of a `send_password` e-mail lands (PRODUCT.md, users).
  { path: '/ustaw-haslo/:token', name: 'setPassword', layout: 'plain', middleware: [], params: { token: 'token' }, module: 'shell' },
  { path: '/timer', name: 'timer', layout: 'timer', middleware: AUTH, permission: 'Timer', module: 'crm' },

  // Projects, time, reports, calendar (CRM layout)
  crm('/projekty', 'projects', 'crm', { permission: PROJECTS }),
  crm('/projekty/dodaj', 'projectsCreate', 'crm', { permission: PROJECTS, ...ADD }),
  crm('/projekty/archiwalne', 'projectsArchived', 'crm', { permission: PROJECTS }),
  crm('/projekty/:id/alokacja', 'projectsAllocation', 'crm', { permission: PROJECTS, params: ID }),
  crm('/projekty/:id/edycja', 'projectsEdit', 'crm', { permission: PROJECTS, ...EDIT, params: ID }),
  crm('/projekty/:id/szczegoly', 'projectsDetails', 'crm', { permission: PROJECTS, params: ID }),
  crm('/kategorie', 'categories', 'crm', { permission: CATEGORIES }),
  crm('/kategorie/dodaj', 'categoriesCreate', 'crm', { permission: CATEGORIES, ...ADD }),
  crm('/kategorie/:id/edycja', 'categoriesEdit', 'crm', { permission: CATEGORIES, ...EDIT, params: ID }),
  crm('/category-types', 'categoryTypes', 'crm', { permission: CATEGORIES }),
  crm('/category-types/create', 'categoryTypesCreate', 'crm', { permission: CATEGORIES, ...ADD }),
  crm('/category-types/:id?/edit', 'categoryTypesEdit', 'crm', { permission: CATEGORIES, ...EDIT, params: ID }),
  crm('/czasy', 'times', 'crm', { permission: TIMES }),
  // Not in the seed: the weekly timesheet beside the list (issue 23; Kimai's and solidtime's week view).
  crm('/czasy/tydzien', 'timesWeek', 'crm', { permission: TIMES }),
  crm('/czasy/:id/edycja', 'timesEdit', 'crm', { permission: TIMES, ...EDIT, params: ID }),
  crm('/raporty', 'reports', 'crm', { permission: REPORTS }),
  crm('/raporty/projekty', 'reportsProjects', 'crm', { permission: REPORTS }),
  crm('/raporty/projekty/:id', 'reportsProject', 'crm', { permission: REPORTS, params: ID }),
  crm('/uzytkownik/kalendarz', 'calendar', 'crm', { permission: 'Kalendarz__wlasne' }),
  // Not in the seed: the user menu's "my profile" and "change password" (PRODUCT.md, shell), for every signed-in user.
  crm('/uzytkownik/profil', 'profile', 'shell'),
  crm('/typy', 'types', 'admin', { permission: ADMINISTRATION }),
  crm('/typy/dodaj', 'typesCreate', 'admin', { permission: ADMINISTRATION, ...ADD }),
  crm('/typy/:id/edycja', 'typesEdit', 'admin', { permission: ADMINISTRATION, ...EDIT, params: ID }),

  // Administrator (role guard: Superadministrator or Administrator; plus the permission the API behind each screen asks for)
  admin('/administrator/aktywnosci', 'adminActivities', 'admin', { permission: ADMINISTRATION }),
  admin('/administrator/grupy-uzytkownikow', 'adminGroups', 'admin', { permission: ADMINISTRATION }),
  admin('/administrator/grupy-uzytkownikow/dodaj', 'adminGroupsCreate', 'admin', { permission: ADMINISTRATION, ...ADD }),
  admin('/administrator/grupy-uzytkownikow/:id?/edytuj', 'adminGroupsEdit', 'admin', { permission: ADMINISTRATION, ...EDIT, params: ID }),
  admin('/administrator/menu', 'adminMenu', 'admin', { permission: ADMINISTRATION }),
  admin('/administrator/online', 'adminOnline', 'crm', { permission: 'Timer__lista__online' }),
  admin('/administrator/pliki', 'adminFiles', 'admin', { permission: 'Tresci__media' }),
  admin('/administrator/projekty', 'adminProjects', 'crm'),
  admin('/administrator/projekty/archiwalne', 'adminProjectsArchived', 'crm'),
  admin('/administrator/statusy', 'adminStatuses', 'admin', { permission: ADMINISTRATION }),
  admin('/administrator/statusy/dodaj', 'adminStatusesCreate', 'admin', { permission: ADMINISTRATION, ...ADD }),
  admin('/administrator/ustawienia', 'adminSettings', 'admin', { permission: ADMINISTRATION }),
  admin('/administrator/uzytkownicy', 'adminUsers', 'admin', { permission: USERS }),
  admin('/administrator/uzytkownicy/dodaj', 'adminUsersCreate', 'admin', { permission: USERS, ...ADD }),
  admin('/administrator/uzytkownicy/import', 'adminUsersImport', 'admin', { permission: USERS, ...ADD }),
  admin('/administrator/uzytkownicy/:id/edytuj', 'adminUsersEdit', 'admin', { permission: USERS, ...EDIT, params: ID }),
  admin('/administrator/uzytkownicy/:id/nowy-dzien-pracy', 'adminUsersWorkDay', 'crm', { permission: TIMES, ...ADD, params: ID }),
  admin('/administrator/uzytkownicy/:id/projekty', 'adminUsersProjects', 'crm', { permission: USERS, params: ID }),
  admin('/administrator/uzytkownicy/:id/stawki', 'adminUsersRates', 'crm', { permission: USERS, params: ID }),

  // Shop (default layout)
  cms('/panel', 'panel', 'content'),
  cms('/pay', 'pay', 'shop', { permission: PAYMENTS }),
  cms('/produkty', 'products', 'shop', { permission: PRODUCTS }),
  cms('/produkty/dodaj', 'productsCreate', 'shop', { permission: PRODUCTS, ...ADD }),
  // Not in the seed: the products import (as the users import) and the product types ("ptypes") screens.
  cms('/produkty/import', 'productsImport', 'shop', { permission: PRODUCTS, ...ADD }),
  cms('/produkty/:id/edytuj', 'productsEdit', 'shop', { permission: PRODUCTS, ...EDIT, params: ID }),
  cms('/produkty/atrybuty', 'productAttributes', 'shop', { permission: PRODUCTS }),
  cms('/produkty/atrybuty/dodaj', 'productAttributesCreate', 'shop', { permission: PRODUCTS, ...ADD }),
  cms('/produkty/atrybuty/:id/edytuj', 'productAttributesEdit', 'shop', { permission: PRODUCTS, ...EDIT, params: ID }),
  cms('/produkty/kategorie', 'productCategories', 'shop', { permission: PRODUCTS }),
  cms('/produkty/kategorie/dodaj', 'productCategoriesCreate', 'shop', { permission: PRODUCTS, ...ADD }),
  cms('/produkty/kategorie/przypisz', 'productCategoriesAssign', 'shop', { permission: PRODUCTS, ...EDIT }),
  cms('/produkty/kategorie/:id/edytuj', 'productCategoriesEdit', 'shop', { permission: PRODUCTS, ...EDIT, params: ID }),
  cms('/produkty/typy', 'productTypes', 'shop', { permission: PRODUCTS }),
  cms('/produkty/typy/dodaj', 'productTypesCreate', 'shop', { permission: PRODUCTS, ...ADD }),
  cms('/produkty/typy/:id/edytuj', 'productTypesEdit', 'shop', { permission: PRODUCTS, ...EDIT, params: ID }),
  cms('/produkty/typy-atrybutow', 'productAttributeTypes', 'shop', { permission: PRODUCTS }),
  cms('/produkty/typy-atrybutow/dodaj', 'productAttributeTypesCreate', 'shop', { permission: PRODUCTS, ...ADD }),
  cms('/produkty/typy-atrybutow/:id?/edytuj', 'productAttributeTypesEdit', 'shop', { permission: PRODUCTS, ...EDIT, params: ID }),
  cms('/zamowienia', 'orders', 'shop', { permission: ORDERS }),
  cms('/zamowienia/:id/szczegoly', 'ordersDetails', 'shop', { permission: ORDERS, params: ID }),
  // Not in the seed: the printable order (plain layout, the browser's print).
  { path: '/zamowienia/:id/wydruk', name: 'ordersPrint', layout: 'plain', middleware: AUTH, permission: ORDERS, params: ID, module: 'shop' },
  cms('/klienci', 'customers', 'shop', { permission: CUSTOMERS }),
  // Not in the seed: a customer's form, with their orders and lifetime value.
  cms('/klienci/dodaj', 'customersCreate', 'shop', { permission: CUSTOMERS, ...ADD }),
  cms('/klienci/:id/edycja', 'customersEdit', 'shop', { permission: CUSTOMERS, ...EDIT, params: ID }),

  // Content (default layout)
  cms('/strony', 'pages', 'content', { permission: PAGES }),
  cms('/strony/dodaj', 'pagesCreate', 'content', { permission: PAGES, ...ADD }),
  cms('/strony/:id/edycja', 'pagesEdit', 'content', { permission: PAGES, ...EDIT, params: ID }),
  cms('/posty', 'posts', 'content', { permission: POSTS }),
  cms('/posty/nowy', 'postsCreate', 'content', { permission: POSTS, ...ADD }),
  cms('/posty/:id/edycja', 'postsEdit', 'content', { permission: POSTS, ...EDIT, params: ID }),
  cms('/galerie', 'galleries', 'content', { permission: GALLERIES }),
  cms('/galerie/dodaj', 'galleriesCreate', 'content', { permission: GALLERIES, ...ADD }),
  cms('/galerie/:id', 'galleriesShow', 'content', { permission: GALLERIES, params: ID }),
  cms('/galerie/:id/edycja', 'galleriesEdit', 'content', { permission: GALLERIES, ...EDIT, params: ID }),
  cms('/slidery', 'sliders', 'content', { permission: GALLERIES }),
  cms('/slidery/dodaj', 'slidersCreate', 'content', { permission: GALLERIES, ...ADD }),
  cms('/slidery/:id', 'slidersShow', 'content', { permission: GALLERIES, params: ID }),
  cms('/slidery/:id/edycja', 'slidersEdit', 'content', { permission: GALLERIES, ...EDIT, params: ID }),
  cms('/popupy', 'popups', 'content', { permission: POPUPS }),
  cms('/popupy/dodaj', 'popupsCreate', 'content', { permission: POPUPS, ...ADD }),
  cms('/formularze', 'forms', 'content', { permission: FORMS }),
  cms('/formularze/dodaj', 'formsCreate', 'content', { permission: FORMS, ...ADD }),
  cms('/formularze/pola', 'formFields', 'content', { permission: FORMS }),
  cms('/formularze/pola/dodaj', 'formFieldsCreate', 'content', { permission: FORMS, ...ADD }),
  cms('/formularze/pola/:id/edytuj', 'formFieldsEdit', 'content', { permission: FORMS, ...EDIT, params: ID }),
  cms('/formularze/:uuid/edytuj', 'formsEdit', 'content', { permission: FORMS, ...EDIT, params: UUID }),
  cms('/formularze/:uuid/odpowiedzi', 'formsAnswers', 'content', { permission: FORMS, params: UUID }),
  cms('/formularze/:uuid/przypisane-pola', 'formsAssignedFields', 'content', { permission: FORMS, ...EDIT, params: UUID }),
  cms('/formularze/:uuid/wygenerowane', 'formsGenerated', 'content', { permission: FORMS, params: UUID }),
  cms('/kontakt', 'contacts', 'content', { permission: CONTACTS }),
  cms('/kontakt/dodaj', 'contactsCreate', 'content', { permission: CONTACTS, ...ADD }),
  cms('/kontakt/:id/edycja', 'contactsEdit', 'content', { permission: CONTACTS, ...EDIT, params: ID }),
  cms('/realizacje', 'realizations', 'content', { permission: REALIZATIONS }),
  cms('/realizacje/dodaj', 'realizationsCreate', 'content', { permission: REALIZATIONS, ...ADD }),
  cms('/realizacje/:id/edycja', 'realizationsEdit', 'content', { permission: REALIZATIONS, ...EDIT, params: ID }),
  cms('/map', 'map', 'content', { permission: `${CONTACTS}|${REALIZATIONS}` }),
  cms('/wiadomosci', 'messages', 'content', { permission: MESSAGES }),

  // Messaging (default layout)
  cms('/maile', 'mails', 'messaging', { permission: MAILING }),
  cms('/maile/nowy', 'mailsCreate', 'messaging', { permission: MAILING, ...ADD }),
  cms('/maile/skrzynka-nadawcza', 'mailsOutbox', 'messaging', { permission: MAILING }),
  cms('/maile/:id/edytuj', 'mailsEdit', 'messaging', { permission: MAILING, ...EDIT, params: ID }),
  // The newsletter (issue 28): its lists, a list's subscribers and their import, the campaigns and their compose form.
  cms('/newsletter', 'newsletter', 'messaging', { permission: NEWSLETTER }),
  cms('/newsletter/dodaj', 'newsletterCreate', 'messaging', { permission: NEWSLETTER, ...ADD }),
  cms('/newsletter/:id/edycja', 'newsletterEdit', 'messaging', { permission: NEWSLETTER, ...EDIT, params: ID }),
  cms('/newsletter/:id/subskrybenci', 'newsletterSubscribers', 'messaging', { permission: NEWSLETTER, params: ID }),
  cms('/newsletter/:id/import', 'newsletterImport', 'messaging', { permission: NEWSLETTER, ...ADD, params: ID }),
  cms('/newsletter/kampanie', 'newsletterCampaigns', 'messaging', { permission: NEWSLETTER }),
  cms('/newsletter/kampanie/nowa', 'newsletterCampaignsCreate', 'messaging', { permission: NEWSLETTER, ...ADD }),
  cms('/newsletter/kampanie/:id/edycja', 'newsletterCampaignsEdit', 'messaging', { permission: NEWSLETTER, ...EDIT, params: ID }),
  cms('/push/list', 'pushList', 'messaging', { permission: PUSH }),
  cms('/push/new', 'pushCreate', 'messaging', { permission: PUSH, ...ADD }),
  // Everyone's own notifications: no subject, only a signed-in user.
  cms('/powiadomienia', 'notifications', 'messaging', { permission: undefined }),
];

/**
 * A screen's path by its name in the table, for a link or a resource's create and edit routes: the path is
 * written once, here. An unknown name throws when the module loads, not when someone clicks.
 */
export function routePath(name: string): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name} in ROUTES`);
  return route.path;
}

export const EN_PREFIX = '/en';

const PARAM_PATTERNS: Record<ParamCheck, RegExp> = {
  id: /^[1-9]\d{0,17}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i,
  token: /^[A-Za-z0-9_-]{32,128}$/,
};

/** The page's validity check: every declared param that is present must have the right shape. */
export function paramsAreValid(route: RouteDef, params: Record<string, string | undefined>): boolean {
  return Object.entries(route.params ?? {}).every(([name, kind]) => {
    const value = params[name];
    return value === undefined || PARAM_PATTERNS[kind].test(value);
  });
}

/** The locale a path is in, and the path without its /en prefix. */
export function splitLocale(pathname: string): { locale: 'pl' | 'en'; path: string } {
  if (pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`)) {
    return { locale: 'en', path: pathname.slice(EN_PREFIX.length) || '/' };
  }
  return { locale: 'pl', path: pathname };
}

export function localisePath(path: string, locale: 'pl' | 'en'): string {
  const bare = splitLocale(path).path;
  if (locale === 'pl') return bare;
  return bare === '/' ? EN_PREFIX : `${EN_PREFIX}${bare}`;
}

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg.startsWith(':')) return seg.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
      return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

const COMPILED = ROUTES.map((route) => ({
  route,
  regexp: toRegExp(route.path),
  names: [...route.path.matchAll(/:(\w+)\??/g)].map((m) => m[1]!),
}));

/** Finds the route of a pathname (Polish or /en), with its params; the server uses it for 404 statuses. */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string | undefined> } | null {
  const { path } = splitLocale(pathname);
  // A pattern whose params fail their validity check gives way to a later one: with its optional id left
  // out, /produkty/typy-atrybutow/edytuj must not be taken for /produkty/:id/edytuj.
  let invalid: { route: RouteDef; params: Record<string, string | undefined> } | null = null;
  for (const { route, regexp, names } of COMPILED) {
    const m = regexp.exec(path);
    if (!m) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, m[i + 1]]));
    if (paramsAreValid(route, params)) return { route, params };
    invalid ??= { route, params };
  }
  return invalid;
}
