// Runs once around the suite: builds the server bundles the process tests start, and migrates the run's template
// database that every test app's database is a copy of (test/support/db.ts). On PostgreSQL: checks the database
// answers (a wrong TEST_DATABASE_URL fails fast), names this run's schemas and databases, and drops them all at the
// end. Schemas are not dropped by each test file: Kysely's migrator reads the catalogue of every schema in the
// database, and a schema dropped by a file finishing at that moment failed another file's migration with "schema …
// does not exist". A copy of the template is a database of its own, which its file drops.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { announceTemplate, migrateDatabase, urlOfDatabase, withPgClient } from './db.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

export default async function setup(): Promise<() => Promise<void>> {
  // The server and CLI bundles the process tests start (dist/main.js, dist/cli.js), rebuilt when a source changed.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--if-stale'], { stdio: 'inherit' });
  // Test workers, and the servers and CLIs they start, inherit the environment: passwords hashed at scrypt cost
  // 2^10 instead of production's 2^15 (the same code and format, 1/32 of the work).
  process.env.PASSWORD_HASH_COST = '10';
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-template-'));
    const file = path.join(dir, 'template.sqlite');
    await migrateDatabase(`sqlite:${file}`);
    announceTemplate({ name: file });
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await withPgClient(url, (c) => c.query('select 1'));
  const prefix = `t_${randomBytes(3).toString('hex')}_`;
  process.env.TEST_SCHEMA_PREFIX = prefix;
  const template = `${prefix}template`;
  await withPgClient(url, (c) => c.query(`create database ${template}`));
  await migrateDatabase(urlOfDatabase(url, template), `${prefix}app`);
  announceTemplate({ name: template, schema: `${prefix}app` });
  return () =>
    withPgClient(url, async (c) => {
      const { rows: schemas } = await c.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of schemas) await c.query(`drop schema if exists ${name} cascade`);
      const { rows: databases } = await c.query<{ name: string }>(
        'select datname as name from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { name } of databases) await c.query(`drop database if exists ${name} with (force)`);
    });
}
