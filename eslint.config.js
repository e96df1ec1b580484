// ESLint for the whole repository, run by `npm test` (scripts/test.mjs) and `npm run lint`.
// Its job is the import boundaries (house rule 11: boundaries are enforced, not hoped for); the code rules are typescript-eslint's
// recommended set (none needed a sweeping rewrite; the two tuned below say why). Cycles between
// API modules are checked by apps/api/test/app/module-cycles.test.ts (no installed plugin detects cycles).
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
const API = 'apps/api/src';

/** Layer types a layer may import (besides itself, packages and @harmony/shared). */
const allow = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'apps/api/drizzle/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are the house way to mark a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `{}` is zod's empty shape as a generic default (`F extends z.ZodRawShape = {}`); empty interfaces stay banned.
      '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      // tsc's own resolution: the API and shared import `./x.js` meaning `./x.ts`.
      'import/resolver': { [path.join(ROOT, 'scripts/lib/eslint-ts-resolver.cjs')]: {} },
      // Test files may use the test harness (src/test); production code never does.
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/elements': [
        // Web: app → features | resources → components | lib; src/test is the tests' harness.
        { type: 'web-test-support', pattern: `${WEB}/test`, partialMatch: false },
        { type: 'web-feature', pattern: `${WEB}/features/*`, capture: ['name'], partialMatch: false },
        { type: 'web-resource', pattern: `${WEB}/resources/*`, capture: ['name'], partialMatch: false },
        { type: 'web-components', pattern: `${WEB}/components`, partialMatch: false },
        { type: 'web-lib', pattern: `${WEB}/lib`, partialMatch: false },
        // Everything else in src (app/, main.tsx, the first-frame and static-login entry points) is app.
        { type: 'web-app', pattern: WEB, partialMatch: false },
        // API: app → plugins → modules → lib → db (src/config.ts, the environment's settings, is open to all).
        { type: 'api-plugins', pattern: `${API}/plugins`, partialMatch: false },
        { type: 'api-module', pattern: `${API}/modules/*`, capture: ['name'], partialMatch: false },
        { type: 'api-lib', pattern: `${API}/lib`, partialMatch: false },
        // Seeding and the command-line scripts are programs that use the domain (password hashing, rates'
        // cost, budget alerts) to fill the database: they sit beside app, not inside the db layer.
        { type: 'api-provisioning', pattern: [`${API}/db/seed`, `${API}/db/scripts`], partialMatch: false },
        { type: 'api-db', pattern: `${API}/db`, partialMatch: false },
        // app.ts, server.ts, config.ts.
        { type: 'api-app', pattern: API, partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Inside one element anything goes; between elements only downwards.
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'web-test-support' } } } },
            { allow: { to: { file: { path: `${API}/config.ts` } } } },
            // db/prepare.ts migrates and then seeds: provisioning too, though it sits at the top of db/.
            { from: { file: { path: `${API}/db/prepare.ts` } }, allow: { to: { element: { types: { anyOf: ['api-provisioning', 'api-lib'] } } } } },
            allow('web-app', ['web-app', 'web-feature', 'web-resource', 'web-components', 'web-lib']),
            allow('web-test-support', ['web-app', 'web-feature', 'web-resource', 'web-components', 'web-lib']),
            allow('web-feature', ['web-components', 'web-lib']),
            allow('web-resource', ['web-components', 'web-lib']),
            allow('web-components', ['web-components', 'web-lib']),
            allow('web-lib', ['web-lib']),
            allow('api-app', ['api-app', 'api-plugins', 'api-module', 'api-lib', 'api-db', 'api-provisioning']),
            allow('api-provisioning', ['api-provisioning', 'api-module', 'api-lib', 'api-db']),
            allow('api-plugins', ['api-plugins', 'api-module', 'api-lib', 'api-db']),
            // Modules may use each other (apps/api/test/app/module-cycles.test.ts keeps that graph acyclic).
            allow('api-module', ['api-module', 'api-lib', 'api-db']),
            allow('api-lib', ['api-lib', 'api-db']),
            allow('api-db', ['api-db']),
          ],
        },
      ],
    },
  },
);
