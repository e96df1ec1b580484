/** Business constants and limits of the specification (seed section 9). One place, used by API and web. */
export const PRODUCT_NAME = '1CRM Harmony';
export const TITLE_TEMPLATE = '%s - 1CRM Harmony';
export const CMS_TITLE_TEMPLATE = '%s - Harmony CMS';

export const ALERT_TIMEOUT_MS = 3000;
export const TOAST_TIMEOUT_MS = 3000;
export const INSTALL_TOAST_MIN_MS = 4000;
export const INSTALL_TOAST_MAX_MS = 8000;
export const INSTALL_FALLBACK_DELAY_MS = 2000;

export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
export const TIMEZONE = 'Europe/Warsaw';

export const TOPBAR_DENSE_SCROLL_PX = 400;
export const TOPBAR_ELEVATED_SCROLL_PX = 50;
export const TIMER_POPUP_WIDTH = 400;
export const TIMER_POPUP_HEIGHT = 600;
/** After the timer pop-up reports a logout, the main window logs out this long later if the pop-up is closed. */
export const TIMER_LOGOUT_DELAY_MS = 2000;

export const CHUNK_RELOAD_GUARD_MS = 60000;
export const NOTIFICATION_LIST_MAX = 5;
export const FETCH_MIN_DISPLAY_DELAY_MS = 200;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

export const DEFAULT_APP_SETTINGS = {
  appName: PRODUCT_NAME,
  groupName: 'Grupa',
  productName: 'Produkt',
  orderName: 'Zamówienia',
} as const;
export type AppSettings = { [K in keyof typeof DEFAULT_APP_SETTINGS]: string };

export const THEME_COLOR = '#f5b135';
export const DARK_COLORS = {
  background: '#121212',
  paper: '#1e1e1e',
  primary: '#f5b135',
  text: '#f1f1f1',
} as const;
export const TABLE_MAX_HEIGHT = '70vh';

export const IMPERSONATING_STORAGE_KEY = 'impersonating';
export const THEME_STORAGE_KEY = 'theme';
/**
 * The theme mode again, as a cookie: the server draws the dashboard's first frame in it (apps/api/src/plugins/first-frame.ts)
 * and sends a dark theme the app's sign-in screen, not the light static page (plugins/spa.ts).
 */
export const THEME_COOKIE = 'harmony_theme';
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

/** Alert that the plain layout (sign-in) never shows: the user is already looking at the sign-in form. */
export const LOGIN_REQUIRED_MESSAGE = 'Zaloguj się aby kontynuować.';
/** Its English twin (en.ts `auth.loginRequired`), for the sign-in page that hides both without loading English. */
export const LOGIN_REQUIRED_MESSAGE_EN = 'Sign in to continue.';
export const GENERIC_ERROR_TOAST = 'Ups! Coś poszło nie tak.';
export const GENERIC_SUCCESS_TOAST = 'Operacja wykonana poprawnie.';
export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const NOT_FOUND_WARNING = '404 nie znaleziono';
export const INTERNAL_ERROR_WARNING = 'Wystąpił wewnętrzny błąd';

export const DEMO_PASSWORD = 'Harmony!2026';

/** Sessions: idle and absolute lifetimes. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/**
 * Login throttling (429 with Retry-After), counted in the database. Per e-mail + IP: 5 failures a minute
 * (Laravel's and Symfony's default), so one mistyping person is slowed and nobody else. Per IP across every
 * e-mail: 30 in 10 minutes, so one address cannot try a password against every account, while an office
 * behind one NAT is not stopped by a few people mistyping. Per e-mail across every IP: 30 in 30 minutes, so
 * a botnet cannot guess at one account either. The price of that last one: anyone who knows an address can
 * keep its owner out for up to 30 minutes at a time with 30 bad attempts (the answer never says whether the
 * account exists; administrators see the attempts nowhere but in login_failures).
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60 * 1000;
export const LOGIN_IP_MAX_FAILURES = 30;
export const LOGIN_IP_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_EMAIL_MAX_FAILURES = 30;
export const LOGIN_EMAIL_WINDOW_MS = 30 * 60 * 1000;

export const PER_PAGE_DEFAULT = 25;
export const PER_PAGE_MAX = 100;
/** The shop's lists (hundreds of thousands of rows) count their matches up to this many: "more than 1,000" beyond. */
export const LIST_COUNT_UP_TO = 1_000;

/**
 * The seed's groupName, productName and orderName name the product categories, the products and the orders in
 * the menu and on their screens' headings and titles (keys: menu entries and route names alike). The shipped
 * defaults read in the user's language ("Zamówienia" is "Orders" under /en); a value an administrator has
 * changed is the agency's own word and shows as written in both languages.
 */
const NAMED_BY_SETTING: Readonly<Record<string, keyof AppSettings>> = {
  productCategories: 'groupName',
  products: 'productName',
  orders: 'orderName',
};

/** The settings' own name for a menu entry or screen, or undefined when it keeps its translated label. */
export function settingNameOf(key: string, settings: Partial<AppSettings>): string | undefined {
  const setting = NAMED_BY_SETTING[key];
  if (!setting) return undefined;
  const value = settings[setting]?.trim();
  return value && value !== DEFAULT_APP_SETTINGS[setting] ? value : undefined;
}
