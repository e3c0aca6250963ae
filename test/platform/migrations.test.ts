// Migrations: applied twice is a no-op; several migrators (platforms, processes) at once on a fresh database all
// succeed, and exactly one of them applies each migration.
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { migrate, migrationsApplied } from '../../src/platform/db/migrate.js';
import { closePlatform, createPlatform, type Platform } from '../../src/platform/index.js';
import { allMigrations as migrations } from '../support/migrations.js';
import { databaseUrlOf, runCli } from '../support/cli.js';
import { freshDatabase, onPostgres, type TestDatabase } from '../support/db.js';

const log = pino({ level: 'silent' });
const ALL = Object.keys(migrations).sort();

describe('migrations', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  async function fresh(): Promise<TestDatabase> {
    const database = await freshDatabase();
    cleanup.push(() => database.drop());
    return database;
  }
  function platformOn(database: TestDatabase): Platform {
    const p = createPlatform(
      { ...loadConfig({}), databaseUrl: database.url, logLevel: 'silent' },
      { log, pgSchema: database.schema },
    );
    cleanup.push(() => closePlatform(p));
    return p;
  }
  const lockUrl = (database: TestDatabase) =>
    database.schema ? { url: database.url, schema: database.schema } : undefined;

  it('applies every migration in name order once; applying again is a no-op', async () => {
    const database = await fresh();
    const p = platformOn(database);
    expect(await migrationsApplied(p.db, migrations)).toBe(false);
    const first = await migrate(p.db, migrations, lockUrl(database));
    expect(first).toEqual(ALL);
    expect(await migrationsApplied(p.db, migrations)).toBe(true);
    expect(await migrate(p.db, migrations, lockUrl(database))).toEqual([]);
    // A second process (another handle) finds nothing to do either.
    const again = platformOn(database);
    expect(await migrate(again.db, migrations, lockUrl(database))).toEqual([]);
    expect(await migrationsApplied(again.db, migrations)).toBe(true);
  });

  it('applies only what is new when a migration is added later', async () => {
    const database = await fresh();
    const p = platformOn(database);
    const [firstName] = ALL;
    const some = Object.fromEntries(Object.entries(migrations).filter(([name]) => name === firstName));
    expect(await migrate(p.db, some, lockUrl(database))).toEqual([firstName]);
    expect(await migrationsApplied(p.db, migrations)).toBe(false);
    expect(await migrate(p.db, migrations, lockUrl(database))).toEqual(ALL.slice(1));
  });

  it("applies a module's new migration that sorts before ones already applied (numbers are ranges per module)", async () => {
    const database = await fresh();
    const p = platformOn(database);
    // A leaf of the catalog's range (nothing after it builds on it), with other modules' migrations after it.
    const middle = '0470_catalog_product_text_index';
    expect(ALL.indexOf(middle)).toBeGreaterThan(0);
    expect(ALL.indexOf(middle)).toBeLessThan(ALL.length - 5);
    const without = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== middle));
    expect(await migrate(p.db, without, lockUrl(database))).toEqual(ALL.filter((name) => name !== middle));
    expect(await migrate(p.db, migrations, lockUrl(database))).toEqual([middle]);
    expect(await migrationsApplied(p.db, migrations)).toBe(true);
  });

  it.skipIf(!onPostgres)('lets several platforms migrate one fresh PostgreSQL schema at once', async () => {
    const database = await fresh();
    const platforms = Array.from({ length: 4 }, () => platformOn(database));
    const results = await Promise.all(platforms.map((p) => migrate(p.db, migrations, lockUrl(database))));
    expect(results.flat().sort()).toEqual(ALL);
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
    for (const p of platforms) expect(await migrationsApplied(p.db, migrations)).toBe(true);
  });

  it('lets three processes migrate one fresh database at once', async () => {
    const database = await fresh();
    const env = { DATABASE_URL: databaseUrlOf(database) };
    const runs = await Promise.all([1, 2, 3].map(() => runCli(['migrate', '--json'], env)));
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const applied = runs.flatMap((r) => JSON.parse(r.stdout).applied as string[]).sort();
    expect(applied).toEqual(ALL);
    const p = platformOn(database);
    expect(await migrationsApplied(p.db, migrations)).toBe(true);
  }, 60_000);
});
