import { createRequire } from 'node:module';
import path from 'node:path';

/** The react-router version this alias was checked and measured against (apps/web/package.json pins it). */
export const REACT_ROUTER_VERSION = '7.18.5';

/**
 * react-router's package exports point every bundler at its development build (warnings, invariants with
 * messages, no dead-code removal); the build takes the production one, which the package ships beside it in
 * `dist/production/` but does not export. Measured without it (same sources, session of issue 24): the
 * app's /login downloads 200.2 KB gzip instead of 199.6 KB, over the 200 KB budget (scripts/bundle-budget.mjs);
 * the framework chunk grows from 165.2 to 165.8 KB gzip. It leans on the file layout of react-router 7.18.5:
 * third-party.test.ts fails when the file moves or when the package starts exporting its production build.
 */
export const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

/** Vite's `resolve.alias` entry for the production build (only `vite build` uses it). */
export const reactRouterProductionAlias = () => ({ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION });
