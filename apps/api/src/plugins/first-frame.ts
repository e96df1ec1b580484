import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_FRAME, FONT_SWAP, type FirstFrameData, robotoPreloads, splitLocale, THEME_COOKIE, type AppConfig, type Locale, type RouteDef, type SessionUser } from '@harmony/shared';
import { buildFile } from '../lib/build-file.js';
import { readAppConfig } from '../modules/app-config/index.js';
import { sessionUser } from './auth.js';
import type { SessionState } from './session.js';

/** What the web build's renderer takes and gives (apps/web/src/first-frame/render.tsx). */
interface FirstFrameInput {
  path: string;
  locale: Locale;
  theme: 'light' | 'dark';
  user: SessionUser;
  appConfig: AppConfig;
}
/** `html`: the frame's element, for the body before #root; `head`: its style elements. */
type Render = (input: FirstFrameInput) => Promise<{ html: string; head: string }>;

/** The screens the web build can draw a first frame of. */
const FRAMED_SCREENS = new Set(['dashboard']);

/**
 * Starts the app under the frame once the browser has painted it: loads the page's chunks (data-preload) and
 * imports the entry (data-app-entry). A browser runs a page's module scripts as soon as they are in, which on
 * a fast connection is before its first paint; the frame is there to be seen first. A hidden tab (which paints
 * nothing) or a browser that does not report paints starts at once; three seconds is the longest wait. Inline,
 * so it costs no request; the content security policy names its hash (app.ts).
 */
export const FRAME_STARTER =
  'const d=document.querySelector("script[data-app-entry]").dataset;let started=false;' +
  'const start=()=>{if(started)return;started=true;' +
  'for(const href of d.preload.split(" ").filter(Boolean)){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}' +
  'import(d.appEntry)};' +
  'if(document.hidden||!PerformanceObserver.supportedEntryTypes?.includes("paint"))start();' +
  'else{new PerformanceObserver(start).observe({type:"paint",buffered:true});setTimeout(start,3000)}';
export const FRAME_STARTER_HASH = `'sha256-${crypto.createHash('sha256').update(FRAME_STARTER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html made into the dashboard's page with its first frame: the frame's style elements at the end of the
 * head, the frame before #root, and after it the user and app config it was drawn with (`data`), which the app
 * starts from. The app's entry, index.html's module preloads and the screen's chunks (`chunks`) load once the
 * frame is painted (FRAME_STARTER). The Roboto faces the frame draws with load with the page, and the page keeps
 * the font it first drew with (no second paint of the heading, no shift).
 */
export function pageWithFrame(indexHtml: string, frame: { html: string; head: string }, chunks: string[], data: FirstFrameData): string | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  const head = indexHtml.indexOf('</head>');
  const root = indexHtml.indexOf('<div id="root">');
  if (!entry || head < 0 || root < head) return null;
  const ownPreloads = [...indexHtml.slice(0, head).matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
  const preload = escapeAttribute([...new Set([...ownPreloads, ...chunks])].filter((chunk) => chunk !== entry).join(' '));
  const starter = `<script type="module" data-app-entry="${escapeAttribute(entry)}" data-preload="${preload}">${FRAME_STARTER}</script>`;
  const fonts = robotoPreloads(indexHtml, frame.html, [400, 500]);
  const top = indexHtml.slice(0, head).replace(ENTRY_SCRIPT, starter).replace(MODULE_PRELOAD, '').replace(FONT_SWAP, 'font-display:optional');
  // Without scripts nothing would remove it: index.html's <noscript> message shows instead.
  const noScript = `<noscript><style>#${FIRST_FRAME.id}{display:none}</style></noscript>`;
  const styles = `\n    ${frame.head}${noScript}\n  `;
  // Not run (JSON), so outside the content security policy's reach; `<` escaped, so no text ends the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const dataScript = `<script type="application/json" id="${FIRST_FRAME.data}">${json}</script>`;
  return `${top}${fonts}${styles}${indexHtml.slice(head, root)}${frame.html}${dataScript}${indexHtml.slice(root)}`;
}

/**
 * A page with a first frame, compressed as the browser accepts it (brotli, else gzip) or as it is. It names
 * the user, so no cache keeps it (the service worker neither: public/sw.js).
 */
export function sendFramedPage(req: FastifyRequest, reply: FastifyReply, page: string) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding').type('text/html');
  if (/\bbr\b/.test(accepts)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(page, { params }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(page));
  return reply.send(page);
}

/**
 * The dashboard's page with its first frame: the shell, the heading and the greeting as the app first draws
 * them for this user on a phone, rendered by the web build's own components (apps/web/src/first-frame/), so
 * the browser paints the page before the app's scripts have run. The renderer is imported in the background
 * once the server is ready: until then (and without one in the build) the page goes out as before.
 */
export function firstFramePages(app: FastifyInstance, root: string) {
  const indexHtml = buildFile(path.join(root, 'index.html'), (text) => text);
  const module = path.join(root, FIRST_FRAME.module);
  let render: Render | null = null;
  app.addHook('onReady', async () => {
    if (!fs.existsSync(module)) return;
    void import(pathToFileURL(module).href).then(
      (loaded: { renderFirstFrame: Render }) => {
        render = loaded.renderFirstFrame;
      },
      (error: unknown) => app.log.error({ err: error }, 'The first frame renderer did not load; pages go out without it'),
    );
  });

  /**
   * The page with its frame, its chunks loading once it is painted; or null: the screen has none (then
   * index.html goes out as it is, its chunks preloaded with it).
   */
  return async (req: FastifyRequest, route: RouteDef, session: SessionState, chunks: string[]): Promise<string | null> => {
    if (!render || !FRAMED_SCREENS.has(route.name)) return null;
    const [user, appConfig] = await Promise.all([sessionUser(app, session), readAppConfig(app.db)]);
    const html = indexHtml();
    if (!user || !html) return null;
    const url = req.url.split('?')[0] ?? '/';
    const input: FirstFrameInput = {
      path: url,
      locale: splitLocale(url).locale,
      theme: req.cookies[THEME_COOKIE] === 'dark' ? 'dark' : 'light',
      user,
      appConfig,
    };
    return render(input)
      .then((frame) => pageWithFrame(html, frame, chunks, { user, appConfig }))
      .catch((error: unknown) => {
        // A renderer's failure or a build without the faces the page preloads: the page as before.
        req.log.error({ err: error }, 'The first frame failed to render; the page goes out without it');
        return null;
      });
  };
}
