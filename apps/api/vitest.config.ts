import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    // Engine-specific files (crash safety of the SQLite file; two app processes on one PostgreSQL).
    exclude: [
      process.env.TEST_DB === 'postgres' ? 'test/**/*.sqlite.test.ts' : 'test/**/*.postgres.test.ts',
      '**/node_modules/**',
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file opens its own databases; on PostgreSQL keep the connection count modest.
    maxWorkers: 2,
  },
});
