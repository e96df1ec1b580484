/** Files of the web build (apps/web/dist) that the build writes and the API reads, and their shapes. */

/**
 * The sign-in screen as static HTML, per language (apps/web/build/static-login.ts writes them; the API sends
 * them to a browser without a session).
 */
export const STATIC_LOGIN_FILES: Record<'pl' | 'en', string> = { pl: 'login.html', en: 'en/login.html' };

/** Each route's and layout's chunks (apps/web/build/route-preloads.ts); not served, the API reads it. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** What the server adds as `Link: rel=modulepreload` for a signed-in request (apps/api/src/plugins/route-preloads.ts). */
export interface RoutePreloads {
  /**
   * index.html's own scripts, in its order. They lead the header: a browser requests the header's
   * preloads before it reads the HTML, and the entry must not queue behind a screen's chunks.
   */
  entry: string[];
  /** Route name → the chunks its screen loads beyond the entry, as URL paths. */
  routes: Record<string, string[]>;
  /** Layout name → the same for the layout. */
  layouts: Record<string, string[]>;
}
