/** Files of the web build (apps/web/dist) that the build writes and the API reads, and their shapes. */
import type { AppConfig, SessionUser } from './schemas/auth.js';

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

/**
 * The first frame of the signed-in dashboard: the web build bundles its renderer for Node into `module`
 * (apps/web/build/first-frame.ts; in a dot-folder, which the static file server never sends); the API renders
 * it into the page for a phone (apps/api/src/plugins/first-frame.ts); the app removes it once its own screen is
 * in place (apps/web/src/first-frame/first-frame.ts).
 */
export const FIRST_FRAME = {
  module: '.server/first-frame.mjs',
  /** The id of the frame's element, a sibling before #root. */
  id: 'first-frame',
  /** The attribute on the frame's <style>. */
  style: 'data-first-frame',
  /**
   * The id of a <script type="application/json"> in the frame: the session's user and the app config the frame
   * was drawn with (FirstFrameData), which the app starts from instead of asking the API again.
   */
  data: 'first-frame-data',
} as const;

/** What the dashboard's first frame hands the app: GET /api/session's user and GET /api/app-config's answer. */
export interface FirstFrameData {
  user: SessionUser;
  appConfig: AppConfig;
}

/** index.html's font faces swap in when they arrive (fonts.css): a page drawn before its scripts run keeps the first. */
export const FONT_SWAP = /font-display:\s*swap/g;

/**
 * `<link rel="preload">`s of the Roboto faces (files index.html names) that a page drawn before its scripts
 * run uses, in these weights, so they arrive with it; Latin Extended (regular and medium) only where the
 * page's text has such letters (Polish does). Throws when index.html has no such face.
 */
export function robotoPreloads(indexHtml: string, pageHtml: string, weights: number[]): string {
  const text = pageHtml.replace(/<[^>]*>/g, '');
  const extended = /[\u0100-\u02ff]/.test(text) ? weights.filter((weight) => weight <= 500).map((weight) => `latin-ext-${weight}`) : [];
  return [...weights.map((weight) => `latin-${weight}`), ...extended]
    .map((face) => {
      const href = new RegExp(`/assets/roboto-${face}-normal-[\\w-]+\\.woff2`).exec(indexHtml)?.[0];
      if (!href) throw new Error(`index.html has no Roboto ${face} face to preload`);
      return `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${href}" />`;
    })
    .join('');
}
