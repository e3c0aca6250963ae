// Runs once around the suite. On PostgreSQL: checks the database answers (a wrong TEST_DATABASE_URL fails fast),
// names this run's schemas, and drops them all at the end. Schemas are not dropped by each test file: Kysely's
// migrator reads the catalogue of every schema in the database, and a schema dropped by a file finishing at that
// moment failed another file's migration with "schema … does not exist".
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
