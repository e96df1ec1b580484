import { defineConfig } from 'vitest/config';

/** The API suite, once per database; projects with their own maxWorkers need their own group (vitest 4). */
function apiProject(database: 'pglite' | 'postgres', groupOrder: number) {
  return {
    test: {
      name: `api-${database}`,
      include: ['apps/api/test/**/*.test.ts'],
      // Two server processes on one database (issue 29): PostgreSQL only, PGlite has one process at a time.
      ...(database === 'pglite' ? { exclude: ['apps/api/test/cluster/**'] } : {}),
      environment: 'node' as const,
      env: { HARMONY_TEST_DB: database },
      sequence: { groupOrder },
      globalSetup: ['apps/api/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      pool: 'forks' as const,
      maxWorkers: 2,
      // A worker runs file after file in one module graph: the app's modules load once per worker instead of
      // once per file (a full run ~2× faster). Each file still builds its own app on its own database copy;
      // a test that changes process.env puts it back.
      isolate: false,
    },
  };
}

/**
 * Test projects. `npm test` (scripts/test.mjs) picks which run: api-postgres only when
 * TEST_DATABASE_URL is set or the local PostgreSQL answers; e2e after the web build.
 */
export default defineConfig({
  test: {
    // The first group (shared, web, web-node) on both cores: vitest's default leaves one of two idle (web: 111 s → 60 s).
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      apiProject('pglite', 1),
      apiProject('postgres', 2),
      {
        // The web files that run in Node (build plugins, the server's first-frame renderer) have a project of
        // their own: in one shared module graph, a Node file between two jsdom files leaves the app's
        // cached modules (emotion's style sheet, React's root) holding a document that is gone.
        test: {
          name: 'web-node',
          include: ['apps/web/build/**/*.test.ts', 'apps/web/src/first-frame/render.test.tsx'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/first-frame/render.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One module graph per worker: MUI and the app are imported once, not once per file (3× faster);
          // the setup file resets the shared state after every test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A poll's default (1 s) is shorter than a sign-in's password hashing on a busy 2-core machine (two
          // workers, two servers): a poll ends as soon as it holds, so the long limit costs a passing test nothing.
          expect: { poll: { timeout: 10_000 } },
          // Two workers, each with its own server and database (e2e/global-setup.ts): files run two at a time,
          // and within a worker one after another as before.
          pool: 'forks',
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          fileParallelism: true,
        },
      },
    ],
  },
});
