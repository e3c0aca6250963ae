// Runs once before the suite: on PostgreSQL, checks the database answers so a wrong TEST_DATABASE_URL fails fast.
import pg from 'pg';

export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('select 1');
  await client.end();
}
