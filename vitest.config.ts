import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: two test files at a time keeps SQLite and PostgreSQL runs steady.
    maxWorkers: 2,
    // A page answers on its own time under load: expect.poll waits up to 5 s (its default, 1 s, flaked on a busy CI).
    expect: { poll: { timeout: 5_000 } },
    globalSetup: ['test/support/global-setup.ts'],
  },
});
