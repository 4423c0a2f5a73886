/**
 * Vitest config: a 'node' project for server, shared and integration tests (real database:
 * PGlite by default, PostgreSQL when DATABASE_URL is set), and a 'web' project (jsdom) for
 * React component tests.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@shared': fromRoot('./src/shared'),
  '@web': fromRoot('./src/web'),
};

export default defineConfig({
  test: {
    // Each integration file holds one PGlite instance (~800 MB): two files at a time on 2 cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // With DATABASE_URL, the integration tests run a second time on PostgreSQL.
      ...(process.env.DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'postgres',
                environment: 'node',
                include: ['tests/integration/**/*.test.ts'],
                globalSetup: ['tests/setup/global-setup.ts'],
                env: { VITRINE_TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['src/web/test/setup.ts'],
          // Whole flows (upload to results) take a few seconds in jsdom; a loaded machine must not fail them.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
