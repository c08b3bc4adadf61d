import { defineConfig } from 'vitest/config';

// One project per kind of test. Suites that open SQLite databases or spawn
// processes use the forks pool (native modules and worker threads do not mix).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Property tests over real SQLite files take seconds on a loaded 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['test/reliability/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
