import { defineConfig } from 'vitest/config';

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
      {
        test: {
          name: 'api-pglite',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          env: { HARMONY_TEST_DB: 'pglite' },
          // Projects with their own maxWorkers need their own group (vitest 4); groups run one after another.
          sequence: { groupOrder: 1 },
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          env: { HARMONY_TEST_DB: 'postgres' },
          sequence: { groupOrder: 2 },
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
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
