import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { matchRoute, paramsAreValid, splitLocale, STATIC_LOGIN_FILES, THEME_COOKIE } from '@harmony/shared';
import { firstFramePages, sendFramedPage } from './first-frame.js';
import { preloadHeader, routePreloads } from './route-preloads.js';
import { liveSession, SESSION_COOKIE } from './session.js';

/**
 * Serves the built SPA on the API's origin. Every screen of the route table gets index.html with 200;
 * an unknown path (or one failing its validity check) gets index.html with 404, where the SPA shows
 * its 404 page — so crawlers and monitors see the true status.
 */
export default fp(async (app, opts: { root: string }) => {
  const index = path.join(opts.root, 'index.html');
  const preloadsFor = routePreloads(opts.root);
  const framedPage = firstFramePages(app, opts.root);
  /** The static sign-in page of a language, when the build has one. */
  const staticLoginFile = (locale: keyof typeof STATIC_LOGIN_FILES) =>
    fs.existsSync(path.join(opts.root, STATIC_LOGIN_FILES[locale])) ? STATIC_LOGIN_FILES[locale] : null;
  if (!fs.existsSync(index)) {
    app.log.warn(`No web build at ${opts.root}; run "npm run build" (npm start does it for you).`);
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts): sent as they are, no
    // per-request compression; a file without them (or a client accepting neither) gets the original.
    preCompressed: true,
    // Hashed assets never change; index.html and the service worker must always be revalidated.
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send({ message: req.t('errors.notFoundRecord') });
    if (url.startsWith('/api/')) return reply.status(404).send({ message: req.t('errors.notFoundRecord') });
    const match = matchRoute(url);
    const known = match !== null && paramsAreValid(match.route, match.params);
    if (!fs.existsSync(index)) return reply.status(503).send({ message: req.t('errors.server') });
    // A live session (an expired or unknown session cookie is a guest's), read as the API reads it.
    const session = known ? await liveSession(app, req.cookies[SESSION_COOKIE]) : null;
    const signedIn = session !== null;
    // Without a session, the sign-in screen is the build's static page: it shows and works before the app's
    // scripts load. With one (signed in already), the app decides; in the dark theme (the static page is drawn
    // light) the app draws it too.
    const dark = req.cookies[THEME_COOKIE] === 'dark';
    const staticLogin = match?.route.name === 'login' && !signedIn && !dark ? staticLoginFile(splitLocale(url).locale) : null;
    if (staticLogin) return reply.header('cache-control', 'no-cache').type('text/html').sendFile(staticLogin);
    if (!known) return reply.status(404).header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    const preloads = preloadsFor(match.route, signedIn);
    // The dashboard drawn for the user: its chunks start downloading once it is painted (first-frame.ts), and
    // the data it was drawn with is in the page.
    const framed = session ? await framedPage(req, match.route, session, preloads.chunks) : null;
    if (framed) return sendFramedPage(req, reply, framed);
    // Otherwise the screen's own chunks start downloading with the page (Link: rel=modulepreload).
    const header = preloadHeader(preloads);
    if (header) reply.header('link', header);
    return reply.status(200).header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}, { name: 'spa', dependencies: ['locale', 'db', 'auth-cache'] });
