import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineEntryCss } from './build/inline-entry-css';
import { precompress } from './build/precompress';
import { routeChunkGroups, type RouteGroup } from './build/route-chunks';
import { routePreloadsManifest } from './build/route-preloads';
import { sideEffectFree } from './build/side-effects';
import { tooltipAnchorAfterCommit } from './build/third-party/tooltip-anchor';
import { reactRouterProductionAlias } from './build/third-party/react-router-production';

const API = process.env.HARMONY_API_URL ?? 'http://localhost:3000';

const fromRoot = (file: string) => path.resolve(import.meta.dirname, file);

/** The screens a visit opens first get a chunk each for what they need beyond the entry (build/route-chunks.ts). */
const ROUTE_GROUPS: RouteGroup[] = [
  // What the app's sign-in screen and the signed-in shell both use (MUI's inputs, the language switch), so a
  // signed-in page load does not download the sign-in form, and the sign-in screen does not download the shell.
  { name: 'sign-in-and-shell', roots: [], sharedBy: ['login', 'signed-in'] },
  // What the sign-in form and every resource's list use (MUI's text field and select): the list's chunk is
  // fetched while the dashboard idles, and without this it would take them from the sign-in screen's chunk.
  { name: 'sign-in-and-lists', roots: [], sharedBy: ['login', 'resource-list'] },
  // The app's sign-in screen: where signing out, an expired session and a signed-out visit to any screen land
  // (a first visit to /login gets the static page). The server preloads it for a guest (plugins/route-preloads.ts).
  { name: 'login', roots: [fromRoot('src/features/auth/login-page.tsx')] },
  {
    // Every signed-in screen opens in a shell layout, with the background sync and the module texts;
    // the dashboard is where a sign-in lands.
    name: 'signed-in',
    roots: [
      fromRoot('src/app/layouts/crm-layout.tsx'),
      fromRoot('src/app/layouts/default-layout.tsx'),
      fromRoot('src/app/router/signed-in-sync.tsx'),
      fromRoot('src/features/dashboard/dashboard-page.tsx'),
      fromRoot('../../packages/shared/src/i18n/index.ts'),
    ],
  },
  // What a page load of a list needs to ask for its first page (app/router/first-screen-data.ts): the
  // query and what every resource's declaration is built with, a few KB that run as soon as the session is
  // known, instead of after the grid's chunk below (where they went as modules the grid uses too).
  {
    name: 'list-data',
    roots: [fromRoot('src/components/resource/list/list-page-query.ts'), fromRoot('src/components/resource/define-resource.ts')],
    withRoots: true,
  },
  // Every declared resource's list (/czasy, /projekty…): the grid, its toolbar and dialogs in one file
  // instead of some thirty that a page load of a list waited on.
  { name: 'resource-list', roots: [fromRoot('src/components/resource/resource-list-page.tsx')] },
];

/** Where the route table's screens and layouts are loaded; the server preloads a route's chunks (build/route-preloads.ts). */
const ROUTE_SOURCES = {
  signIn: fromRoot('src/app/router/screens.ts'),
  screens: fromRoot('src/app/router/screen-registry.ts'),
  resources: fromRoot('src/app/router/lazy-resources.tsx'),
  layouts: fromRoot('src/app/layouts/layouts.ts'),
  signedIn: [fromRoot('src/app/router/signed-in-sync.tsx'), fromRoot('../../packages/shared/src/i18n/index.ts')],
};

/** The chunks the entry imports statically (codeSplitting's `framework` group and the runtime). */
const ENTRY_STATIC = /(^|\/)(framework|rolldown-runtime)-[\w-]+\.js$/;

/** In dev the SPA and the API are one origin through this proxy, as they are in production (the API serves dist). */

export default defineConfig(({ command }) => ({
  // tooltipAnchorAfterCommit rewrites a line of MUI's Tooltip: a patch of a dependency, fenced in build/third-party/.
  plugins: [react(), tooltipAnchorAfterCommit(), precompress(), inlineEntryCss(), routePreloadsManifest(ROUTE_SOURCES)],
  // A patch of a dependency, fenced in build/third-party/ (its README: what it buys, measured).
  resolve: command === 'build' ? { alias: [reactRouterProductionAlias()] } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API },
      // Only the POST is the API; a GET of /login is the sign-in screen of the SPA.
      '/login': { target: API, bypass: (req) => (req.method === 'POST' ? undefined : '/index.html') },
      '/logout': { target: API },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.WEB_SOURCEMAP === "1",
    // scripts/bundle-budget.mjs follows the manifest to size what each route downloads.
    manifest: true,
    // No modulepreload polyfill in the entry: every browser we support (Chromium, Firefox 115+, Safari 17+) preloads
    // modules itself, and the sign-in page's 200 KB had no room for code only older ones run.
    // A lazy chunk's preload list leaves out the entry's own static chunks (the framework, the runtime): the entry
    // loaded them before any lazy import can run, and naming them in every list only made the entry larger.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ENTRY_STATIC.test(dep)) : deps),
    },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree(id) },
      output: {
        // What every page loads (the entry's static imports) in two files instead of dozens: gzip
        // compresses one large file better than many small ones. Lazily loaded code keeps its own chunks.
        codeSplitting: {
          groups: [
            { name: 'framework', tags: ['$initial'], test: /node_modules/ },
            { name: 'shell', tags: ['$initial'] },
            ...routeChunkGroups(ROUTE_GROUPS),
          ],
        },
      },
    },
  },
}));
