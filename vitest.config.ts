import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: two test files at a time keeps SQLite and PostgreSQL runs steady.
    maxWorkers: 2,
    // Files share their worker's modules instead of importing the whole app again each (about 4 s of a file's
    // start on this machine). The app keeps no state in modules but the clock, which each file starts reset
    // (test/support/each-file.ts); everything else (database, metrics registry, jobs) belongs to the app a file makes.
    isolate: false,
    setupFiles: ['test/support/each-file.ts'],
    // A page answers on its own time under load: expect.poll waits up to 5 s (its default, 1 s, flaked on a busy CI).
    expect: { poll: { timeout: 5_000 } },
    globalSetup: ['test/support/global-setup.ts'],
  },
});
