// A fresh database per test app: a temp SQLite file, or with TEST_DATABASE_URL a new PostgreSQL schema. A migrated
// one is a copy of the run's template (global-setup.ts migrates it once): a file copy on SQLite, a database made
// with `create database … template` on PostgreSQL, each in a few hundred ms where migrating took seconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { closePlatform, createPlatform } from '../../src/platform/index.js';
import { wireModules } from '../../src/modules/index.js';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TestDatabase {
  url: string;
  schema?: string;
  drop(): Promise<void>;
}

/** The run's template, named by global-setup.ts: a migrated SQLite file, or a migrated PostgreSQL database. */
export interface Template {
  /** SQLite: the file; PostgreSQL: the database's name. */
  name: string;
  /** PostgreSQL: the schema the template was migrated in (every copy has it). */
  schema?: string;
}

const TEMPLATE_ENV = 'TEST_DATABASE_TEMPLATE';

export function templateOf(): Template | undefined {
  const raw = process.env[TEMPLATE_ENV];
  return raw ? (JSON.parse(raw) as Template) : undefined;
}

/** Names the run's template for the test workers (which inherit the environment). */
export function announceTemplate(template: Template): void {
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
}

/** Applies every area's migrations to a database, as createTestApp's apps would (the template's content). */
export async function migrateDatabase(url: string, schema?: string): Promise<void> {
  const platform = createPlatform(
    { ...loadConfig({}), databaseUrl: url, logLevel: 'silent' },
    { log: pino({ level: 'silent' }), pgSchema: schema },
  );
  try {
    await migrate(platform.db, wireModules(platform).migrations, schema ? { url, schema } : undefined);
  } finally {
    await closePlatform(platform);
  }
}

/** `url` naming another database of the same server. */
export function urlOfDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withPgClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty database, or with `migrated` one with every migration applied (a copy of the run's template when there
 * is one: the tests that migrate by hand, or watch migrations run, take an empty one).
 */
export async function freshDatabase(opts: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const template = opts.migrated ? templateOf() : undefined;
  const pgUrl = process.env.TEST_DATABASE_URL;
  // The run's prefix (global-setup.ts drops the run's schemas and databases when the suite ends).
  const name = `${process.env.TEST_SCHEMA_PREFIX ?? 't_'}${randomBytes(6).toString('hex')}`;
  if (pgUrl && template) {
    // A database of its own, so its catalogue holds one schema: migrators read every schema of their database.
    // Its sessions commit without waiting for the WAL flush (docs/decisions.md, "Tests on PostgreSQL commit without
    // waiting for the disk"): what a commit makes visible, and when, is unchanged.
    await withPgClient(pgUrl, async (c) => {
      await c.query(`create database ${name} template ${template.name}`);
      await c.query(`alter database ${name} set synchronous_commit = off`);
    });
    return {
      url: urlOfDatabase(pgUrl, name),
      schema: template.schema,
      drop: () => withPgClient(pgUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
    };
  }
  if (pgUrl) {
    await withPgClient(pgUrl, (c) => c.query(`create schema ${name}`));
    return { url: pgUrl, schema: name, drop: async () => undefined };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-test-'));
  const file = path.join(dir, 'test.sqlite');
  if (template) fs.copyFileSync(template.name, file);
  return {
    url: `sqlite:${file}`,
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
