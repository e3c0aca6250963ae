// A database's contents as one file and back (src/modules/backups/): the dialect-specific half of a backup. SQLite:
// better-sqlite3's online backup API, all pages in one step (on a thread), so the copy is one read transaction's
// snapshot however hard another process writes meanwhile. PostgreSQL: pg_dump in its custom format, run on a snapshot exported by a
// repeatable-read transaction that also counts the rows, so the counts and the dump are the same instant; restored
// with pg_restore. Both answer the applied migrations and the row counts of the copy they made.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from './index.js';
import { sqliteFileOf } from './index.js';

/** What a copy holds besides its rows: the migrations applied to it, and its tables' row counts. */
export interface DumpFacts {
  /** `sqlite` (a database file) or `pg_dump` (pg_dump's custom format). */
  format: 'sqlite' | 'pg_dump';
  /** PostgreSQL: the schema that was dumped, and the extensions of the database (they live outside it). */
  schema?: string;
  extensions?: Array<{ name: string; schema: string }>;
  migrations: string[];
  rowCounts: Record<string, number>;
}

/** A refusal an operator can act on (a tool missing, a target that is not empty): printed as its message alone. */
export class DumpError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DumpError';
  }
}

const MIGRATION_TABLE = 'kysely_migration';

// Plain CommonJS evaluated in a thread (as sqlite-checkpointer.ts), so it runs the same under tsx and compiled
// builds. The first step (0 pages) only sizes the copy; the progress callback then asks for every page (2^31 − 1,
// better-sqlite3's most) so the second step copies them all inside one read transaction. Had a step stopped part
// way, another process's commit would restart the copy, and a busy server could starve it.
const BACKUP_THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.from, { fileMustExist: true });
db.pragma('busy_timeout = 10000');
db.backup(workerData.to, { progress: () => 0x7fffffff }).then(
  () => { db.close(); parentPort.postMessage({}); },
  (err) => { db.close(); parentPort.postMessage({ error: String((err && err.message) || err) }); },
);
`;

/**
 * Copies the SQLite database `from` into the file `to` through SQLite's online backup API, on a thread of its own:
 * the one step holding every page would otherwise stall the event loop (a server's requests) for the whole copy.
 */
function sqliteBackup(from: string, to: string): Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(BACKUP_THREAD, { eval: true, workerData: { driver, from, to } });
  return new Promise<void>((resolve, reject) => {
    worker.once('message', (m: { error?: string }) => (m.error ? reject(new Error(m.error)) : resolve()));
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('the backup thread stopped')));
  }).finally(() => void worker.terminate());
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Writes a copy of the database `db` (opened from `url`) to `file`. */
export async function dumpDatabase(db: Database, url: string, file: string): Promise<DumpFacts> {
  return db.dialect === 'sqlite' ? dumpSqlite(url, file) : dumpPostgres(url, db.pgSchema ?? 'public', file);
}

async function dumpSqlite(url: string, file: string): Promise<DumpFacts> {
  const source = sqliteFileOf(url);
  if (!source || source === ':memory:') throw new DumpError('NO_DATABASE_FILE', 'an in-memory database has no backup');
  await sqliteBackup(source, file);
  const copy = new SQLite(file);
  try {
    // The copy keeps the source's WAL mode in its header: a rollback journal makes it one self-contained file.
    copy.pragma('journal_mode = DELETE');
    const tables = copy
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
      .pluck()
      .all() as string[];
    return {
      format: 'sqlite',
      migrations: tables.includes(MIGRATION_TABLE)
        ? (copy.prepare(`select name from ${MIGRATION_TABLE} order by name`).pluck().all() as string[])
        : [],
      rowCounts: Object.fromEntries(
        tables.map((t) => [
          t,
          Number(
            copy
              .prepare(`select count(*) from ${quoted(t)}`)
              .pluck()
              .get(),
          ),
        ]),
      ),
    };
  } finally {
    copy.close();
  }
}

/** libpq's view of a URL: the password moved to PGPASSWORD, so it never shows in the process list. */
function libpqTarget(url: string): { conninfo: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  // URLSearchParams writes a space as `+`, which libpq reads as itself (`-c+search_path=…`): percent-encode instead.
  u.search = [...u.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return { conninfo: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool, answering its output; its absence is a DumpError saying how to install it. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new DumpError(
              'PG_CLIENT_MISSING',
              `${tool} is not installed (not found on PATH): install the PostgreSQL client tools of the server's ` +
                `major version or newer (Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq), ` +
                `then run the command again`,
            )
          : err,
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new DumpError(`${tool.toUpperCase()}_FAILED`, `${tool} failed: ${stderr.trim()}`)),
    );
  });
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function tablesOf(c: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await c.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
    [schema],
  );
  return rows.map((r) => r.name);
}

async function dumpPostgres(url: string, schema: string, file: string): Promise<DumpFacts> {
  return withClient(url, async (c) => {
    // The transaction's snapshot is taken by its first statement, the export: pg_dump then reads that same snapshot.
    await c.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await c.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const tables = await tablesOf(c, schema);
      const rowCounts: Record<string, number> = {};
      for (const t of tables)
        rowCounts[t] = Number(
          (await c.query<{ n: string }>(`select count(*) as n from ${quoted(schema)}.${quoted(t)}`)).rows[0]!.n,
        );
      const migrations = tables.includes(MIGRATION_TABLE)
        ? (
            await c.query<{ name: string }>(`select name from ${quoted(schema)}.${MIGRATION_TABLE} order by name`)
          ).rows.map((r) => r.name)
        : [];
      const { conninfo, env } = libpqTarget(url);
      await runTool(
        'pg_dump',
        [
          '--format=custom',
          `--snapshot=${rows[0]!.snapshot}`,
          `--schema=${quoted(schema)}`,
          '--no-owner',
          '--no-privileges',
          `--file=${file}`,
          `--dbname=${conninfo}`,
        ],
        env,
      );
      const extensions = (
        await c.query<{ name: string; schema: string }>(
          `select e.extname as name, n.nspname as schema from pg_extension e
             join pg_namespace n on n.oid = e.extnamespace where n.nspname <> 'pg_catalog' order by e.extname`,
        )
      ).rows;
      return { format: 'pg_dump', schema, extensions, migrations, rowCounts };
    } finally {
      await c.query('commit').catch(() => undefined);
    }
  });
}

/** The tables of the database's schema (SQLite: of the file), the migrations' own included. */
export async function tableNames(db: Database): Promise<string[]> {
  const query =
    db.dialect === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = ${db.pgSchema ?? 'public'} and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  return (await query.execute(db.kysely)).rows.map((r) => r.name);
}

/**
 * Loads a copy made by dumpDatabase into the database `db` (opened from `url`), which the caller found empty. On
 * PostgreSQL into the schema the dump was taken from (a URL's search_path names another), after the extensions
 * the dump's objects use: `pg_dump --schema` leaves them out.
 */
export async function loadDump(db: Database, url: string, file: string, facts: DumpFacts): Promise<void> {
  if (facts.format !== (db.dialect === 'sqlite' ? 'sqlite' : 'pg_dump'))
    throw new DumpError(
      'WRONG_DATABASE_KIND',
      `this backup holds a ${facts.format === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database; restore it into one of ` +
        'the same kind (a backup is not converted between SQLite and PostgreSQL)',
    );
  if (db.dialect === 'sqlite') {
    // Through the backup API rather than a file copy: it writes the target's pages under its own lock, -wal included.
    await sqliteBackup(file, sqliteFileOf(url)!);
    return;
  }
  const schema = facts.schema ?? 'public';
  if ((db.pgSchema ?? 'public') !== schema)
    throw new DumpError(
      'OTHER_SCHEMA',
      `this backup holds the schema "${schema}" and the target URL names "${db.pgSchema ?? 'public'}": restore it ` +
        `into a URL whose search_path is ${schema} (?options=-c%20search_path%3D${schema}), and run the server on that URL`,
    );
  await withClient(url, async (c) => {
    await c.query(`create schema if not exists ${quoted(schema)}`);
    for (const e of facts.extensions ?? []) {
      await c.query(`create schema if not exists ${quoted(e.schema)}`);
      await c.query(`create extension if not exists ${quoted(e.name)} with schema ${quoted(e.schema)}`);
    }
  });
  const { conninfo, env } = libpqTarget(url);
  // Every entry of the dump but its schema's own (and its comment): the schema exists now (a new database's public).
  const entries = (await runTool('pg_restore', ['--list', file], env))
    .split('\n')
    .filter((line) => !line.includes(` SCHEMA - ${schema} `))
    .join('\n');
  const list = `${file}.list`;
  await fs.promises.writeFile(list, entries);
  await runTool(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--use-list=${list}`,
      `--dbname=${conninfo}`,
      file,
    ],
    env,
  );
}
