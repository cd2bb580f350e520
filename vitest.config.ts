import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { endpointPathsPlugin } from './apps/web/scripts/endpoint-paths';
import { preactAliases } from './apps/web/scripts/preact-aliases';

/**
 * One Vitest run, four projects (web-build: the build's own scripts, e.g. the bundle budget). Server tests use embedded PGlite unless TEST_DATABASE_URL points
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
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
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
        plugins: [react(), endpointPathsPlugin('packages/shared/src', 'apps/web/src')],
        // The app ships on Preact (preact/compat, apps/web/vite.config.ts) and is tested on it: the
        // libraries that import React are pre-bundled with React's names pointed at Preact (Vitest
        // keeps 'react' itself out of that bundling, hence the plugin), Preact included once.
        resolve: { alias: preactAliases },
        test: {
          name: 'web',
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  ...['preact', 'preact/hooks', 'preact/compat', 'preact/compat/client', 'preact/compat/jsx-runtime', 'preact/test-utils'],
                  ...['@testing-library/react', 'react-router', 'react-router/dom', '@tanstack/react-query', '@tanstack/react-virtual', 'radix-ui', 'cmdk'],
                  ...['lucide-react', 'sonner', 'zustand', 'zustand/middleware', 'react-hook-form', '@hookform/resolvers/zod'],
                  ...['@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities', '@tiptap/react', '@tiptap/starter-kit', '@xyflow/react'],
                ],
                rolldownOptions: {
                  plugins: [
                    {
                      name: 'saram-preact',
                      resolveId(id: string) {
                        const alias = preactAliases.find((a) => a.find.test(id));
                        return alias ? this.resolve(alias.replacement) : null;
                      },
                    },
                  ],
                },
              },
            },
          },
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
