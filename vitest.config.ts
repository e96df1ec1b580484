import { defineConfig } from 'vitest/config';

/** The API suite, once per database; projects with their own maxWorkers need their own group (vitest 4). */
function apiProject(database: 'pglite' | 'postgres', groupOrder: number) {
  return {
    test: {
      name: `api-${database}`,
      include: ['apps/api/test/**/*.test.ts'],
      environment: 'node' as const,
      env: { HARMONY_TEST_DB: database },
      sequence: { groupOrder },
      globalSetup: ['apps/api/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      pool: 'forks' as const,
      maxWorkers: 2,
    },
  };
}

/**
 * Test projects. `npm test` (scripts/test.mjs) picks which run: api-postgres only when
 * TEST_DATABASE_URL is set or the local PostgreSQL answers; e2e after the web build.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      apiProject('pglite', 1),
      apiProject('postgres', 2),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
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
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
