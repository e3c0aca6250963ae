// Runs once around the suite: builds the server bundles the process tests start. On PostgreSQL: checks the database
// answers (a wrong TEST_DATABASE_URL fails fast), names this run's schemas, and drops them all at the end. Schemas are not dropped by each test file: Kysely's
// migrator reads the catalogue of every schema in the database, and a schema dropped by a file finishing at that
// moment failed another file's migration with "schema … does not exist".
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function withClient(url: string, fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

export default async function setup(): Promise<(() => Promise<void>) | void> {
  // The server and CLI bundles the process tests start (dist/main.js, dist/cli.js), rebuilt when a source changed.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--if-stale'], { stdio: 'inherit' });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await withClient(url, (c) => c.query('select 1'));
  // Test workers start after this and inherit the environment.
  const prefix = `t_${randomBytes(3).toString('hex')}_`;
  process.env.TEST_SCHEMA_PREFIX = prefix;
  return () =>
    withClient(url, async (c) => {
      const { rows } = await c.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of rows) await c.query(`drop schema if exists ${name} cascade`);
    });
}
