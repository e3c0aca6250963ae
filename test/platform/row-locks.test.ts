// Row locks are written once for both databases: `.forUpdate()` locks the row on PostgreSQL and is dropped from the
// statement on SQLite (whose write transactions are serialised whole), so stores need no dialect check. The same for
// the database handle's other dialect-dependent pieces (lockKey, jsonArrayText).
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/index.js';
import { freshDatabase, type TestDatabase } from '../support/db.js';

type Tables = { t: { id: number; v: number } };

describe('row locks', () => {
  let database: TestDatabase;
  let db: Database;
  beforeEach(async () => {
    database = await freshDatabase();
    db = openDatabase(database.url, { schema: database.schema });
    await sql`create table t (id integer primary key, v integer not null)`.execute(db.kysely);
    await db.kysely.withTables<Tables>().insertInto('t').values({ id: 1, v: 0 }).execute();
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
  });

  const locked = (executor: Database['kysely']) =>
    executor.withTables<Tables>().selectFrom('t').selectAll().where('id', '=', 1).forUpdate();

  it('compile to FOR UPDATE on PostgreSQL only', () => {
    expect(/for update/i.test(locked(db.kysely).compile().sql)).toBe(db.dialect === 'postgres');
  });

  it('serialise concurrent read-modify-write transactions on both databases', async () => {
    const bump = () =>
      db.transaction(async (tx) => {
        const row = await locked(tx).executeTakeFirstOrThrow();
        await new Promise((r) => setTimeout(r, 5));
        await tx
          .withTables<Tables>()
          .updateTable('t')
          .set({ v: row.v + 1 })
          .where('id', '=', 1)
          .execute();
      });
    await Promise.all(Array.from({ length: 10 }, bump));
    expect((await db.kysely.withTables<Tables>().selectFrom('t').select('v').executeTakeFirstOrThrow()).v).toBe(10);
  });

  it('lockKey serialises transactions that lock the same key, on both databases', async () => {
    const bump = () =>
      db.transaction(async (tx) => {
        await db.lockKey(tx, 1, 'the key');
        const row = await tx
          .withTables<Tables>()
          .selectFrom('t')
          .selectAll()
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await new Promise((r) => setTimeout(r, 5));
        await tx
          .withTables<Tables>()
          .updateTable('t')
          .set({ v: row.v + 1 })
          .where('id', '=', 1)
          .execute();
      });
    await Promise.all(Array.from({ length: 10 }, bump));
    expect((await db.kysely.withTables<Tables>().selectFrom('t').select('v').executeTakeFirstOrThrow()).v).toBe(10);
  });

  it('jsonArrayText answers the rows as one JSON array, in order, and [] for none', async () => {
    await db.kysely
      .withTables<Tables>()
      .insertInto('t')
      .values([
        { id: 3, v: 1 },
        { id: 2, v: 1 },
      ])
      .execute();
    const arrayOf = (min: number) =>
      db.jsonArrayText(sql`select id, v from t where v >= ${min}`, ['id', 'v'], ['v', 'id']).execute(db.kysely);
    expect(JSON.parse((await arrayOf(0)).rows[0]!.body)).toEqual([
      { id: 1, v: 0 },
      { id: 2, v: 1 },
      { id: 3, v: 1 },
    ]);
    expect(JSON.parse((await arrayOf(5)).rows[0]!.body)).toEqual([]);
  });
});
