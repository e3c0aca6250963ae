// A fresh database per test app: a temp SQLite file, or with TEST_DATABASE_URL a new PostgreSQL schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TestDatabase {
  url: string;
  schema?: string;
  drop(): Promise<void>;
}

export async function freshDatabase(): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    // The run's prefix (global-setup.ts drops the run's schemas when the suite ends).
    const schema = `${process.env.TEST_SCHEMA_PREFIX ?? 't_'}${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    return { url: pgUrl, schema, drop: async () => undefined };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-test-'));
  return {
    url: `sqlite:${path.join(dir, 'test.sqlite')}`,
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL URL whose connections use `schema` (for child processes that only read DATABASE_URL). */
export function urlWithSchema(url: string, schema?: string): string {
  if (!schema) return url;
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}
