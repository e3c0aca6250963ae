// Applies every migration (platform's and each module's) in name order. Safe when several processes start at
// once: on PostgreSQL a session advisory lock serialises them, on SQLite the write lock does.
import { Migrator, type Migration } from 'kysely';
import pg from 'pg';
import type { Database } from './index.js';

export type Migrations = Record<string, Migration>;

const LOCK_KEY = 7_302_113; // arbitrary, fixed: the advisory lock every process of this app takes to migrate

/**
 * The migration tables live in the handle's own schema: without naming it, Kysely finds them in any schema of the
 * database and skips creating them in a fresh one.
 */
function migratorFor(db: Database, migrations: Migrations): Migrator {
  return new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Each module numbers its migrations in its own range, so a module's new migration can sort before another
    // module's migration that a database already has: it must still apply (by default Kysely refuses to start).
    allowUnorderedMigrations: true,
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
}

export async function migrate(
  db: Database,
  migrations: Migrations,
  pgUrl?: { url: string; schema?: string },
): Promise<string[]> {
  const migrator = migratorFor(db, migrations);
  return withMigrationLock(db.dialect === 'postgres' ? pgUrl?.url : undefined, async () => {
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}

/**
 * Runs `fn` holding the advisory lock every migrating process takes (PostgreSQL; nothing to hold without a URL).
 * Schema changes made outside `migrate` take it too: Kysely's migrator reads the catalogue of every schema in the
 * database, and a table dropped while it reads fails it with "relation … does not exist".
 */
export async function withMigrationLock<T>(pgUrl: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!pgUrl) return fn();
  const lockClient = new pg.Client({ connectionString: pgUrl });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    return await fn();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await lockClient.end().catch(() => undefined);
  }
}

/** True when every known migration has been applied (readiness). */
export async function migrationsApplied(db: Database, migrations: Migrations): Promise<boolean> {
  const all = await migratorFor(db, migrations).getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}

/** The migrations not applied yet, in the order `migrate` would apply them (`migrate --dry-run`). */
export async function pendingMigrations(db: Database, migrations: Migrations): Promise<string[]> {
  const all = await migratorFor(db, migrations).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
