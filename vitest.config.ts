import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One Vitest run, five projects (charts: packages/charts) (web-build: the build's own scripts, e.g. the bundle budget). Server tests use embedded PGlite unless TEST_DATABASE_URL points
 * at PostgreSQL (the global setup then prepares a migrated template database).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle, which on a 2-core CI machine halves the speed.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'charts',
          include: ['packages/charts/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // npm test leaves some server tests out of one of its two database runs (scripts/test-all.mjs).
          exclude: [...configDefaults.exclude, ...(process.env.SERVER_TESTS_EXCLUDE?.split(',').filter(Boolean) ?? [])],
          environment: 'node',
          pool: 'forks',
          // One module graph per worker, not per file: loading Fastify, Drizzle and the features again
          // for each of the ~50 files was over 40% of the project's CPU. Each file still gets its own
          // database (createTestApp); module-level caches must be keyed by that database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // As in the server project: one module graph and one document per worker. Setting them up
          // for each of the ~85 files was most of the project's time; test/setup.ts puts the app's
          // module-level state back after each file.
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'web-build',
          include: ['apps/web/scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
