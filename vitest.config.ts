import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: two test files at a time keeps SQLite and PostgreSQL runs steady.
    maxWorkers: 2,
    globalSetup: ['test/support/global-setup.ts'],
  },
});
