// Every migration of the service, collected the way the processes collect them (each area's module returns its
// own), from areas built on a throwaway in-memory platform: for tests that migrate by hand.
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { createPlatform } from '../../src/platform/index.js';
import { createModules, migrationsOf } from '../../src/modules/index.js';

export const allMigrations = migrationsOf(
  createModules(
    createPlatform(
      { ...loadConfig({}), databaseUrl: 'sqlite::memory:', logLevel: 'silent' },
      { log: pino({ level: 'silent' }) },
    ),
  ),
);
