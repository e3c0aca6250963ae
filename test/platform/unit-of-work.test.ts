// The database handle's unit of work (src/platform/db/index.ts), which the idempotency layer wraps around a request:
// every transaction and read in the unit's async context joins one transaction that commits only with the unit;
// each inner transaction still rolls back alone; nothing is visible to another connection before the commit.
import { sql } from 'kysely';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFileOf, type Database } from '../../src/platform/db/index.js';
import { freshDatabase, urlWithSchema, type TestDatabase } from '../support/db.js';

type Tables = { t: { id: number; v: string } };

describe('Database.unitOfWork', () => {
  let database: TestDatabase;
  let db: Database;
  /** Counts the rows another connection (another process) sees: only committed ones. */
  let seenByOther: () => Promise<number>;
  let closeOther: () => Promise<void>;

  beforeEach(async () => {
    database = await freshDatabase();
    db = openDatabase(database.url, { schema: database.schema });
    await sql`create table t (id integer primary key, v text not null)`.execute(db.kysely);
    const file = sqliteFileOf(database.url);
    if (file) {
      const other = new SQLite(file, { readonly: true });
      seenByOther = async () => other.prepare('select count(*) from t').pluck().get() as number;
      closeOther = async () => {
        other.close();
      };
    } else {
      const other = new pg.Client({ connectionString: urlWithSchema(database.url, database.schema) });
      await other.connect();
      seenByOther = async () => Number((await other.query('select count(*) as n from t')).rows[0].n);
      closeOther = async () => {
        await other.end();
      };
    }
  });
  afterEach(async () => {
    await closeOther();
    await db.close();
    await database.drop();
  });

  const insert = (id: number, fail = false) =>
    db.transaction(async (tx) => {
      await tx
        .withTables<Tables>()
        .insertInto('t')
        .values({ id, v: `row ${id}` })
        .execute();
      if (fail) throw new Error('refused');
    });
  const countHere = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from t`.execute(db.kysely)).rows[0]?.n);

  it('joins the transactions it runs into one, visible inside at once and outside only after commit', async () => {
    const unit = db.unitOfWork();
    let committedListener = 0;
    db.onCommit(() => committedListener++);
    await unit.run(async () => {
      await insert(1);
      await insert(2);
      expect(await countHere()).toBe(2); // db.kysely reads through the unit's transaction
    });
    expect(committedListener).toBe(0);
    expect(await seenByOther()).toBe(0);
    await unit.commit(async (tx) => {
      await tx.withTables<Tables>().insertInto('t').values({ id: 3, v: 'the answer' }).execute();
    });
    expect(committedListener).toBe(1);
    expect(await seenByOther()).toBe(3);
  });

  it('rolls an inner transaction back alone, and the whole unit back on rollback', async () => {
    const unit = db.unitOfWork();
    await unit.run(async () => {
      await insert(1);
      await expect(insert(1)).rejects.toThrow(); // duplicate key: only this inner transaction is undone
      await expect(insert(2, true)).rejects.toThrow('refused');
      await insert(3);
      expect(await countHere()).toBe(2);
    });
    await unit.rollback();
    expect(await countHere()).toBe(0);
    expect(await seenByOther()).toBe(0);
  });

  it('undoes a failed first transaction (the one that opened the unit, without a savepoint) alone: later ones commit', async () => {
    const unit = db.unitOfWork();
    await unit.run(async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.withTables<Tables>().insertInto('t').values({ id: 1, v: 'undone' }).execute();
          await tx.withTables<Tables>().insertInto('t').values({ id: 1, v: 'duplicate' }).execute(); // fails: on PostgreSQL the transaction is aborted
        }),
      ).rejects.toThrow();
      expect(await countHere()).toBe(0);
      await insert(2);
      await expect(insert(3, true)).rejects.toThrow('refused');
      expect(await countHere()).toBe(1);
    });
    expect(await seenByOther()).toBe(0);
    await unit.commit();
    expect(await seenByOther()).toBe(1);
  });

  it('rolls everything back when the last write or the commit fails', async () => {
    const unit = db.unitOfWork();
    await unit.run(() => insert(1));
    await expect(
      unit.commit(async () => {
        throw new Error('answer could not be stored');
      }),
    ).rejects.toThrow('answer could not be stored');
    expect(await countHere()).toBe(0);
    expect(await seenByOther()).toBe(0);
    // The handle works normally afterwards.
    await insert(5);
    expect(await seenByOther()).toBe(1);
  });

  it('runs concurrent transactions of one unit one after another, and nests a transaction started inside another', async () => {
    const unit = db.unitOfWork();
    await unit.run(async () => {
      await Promise.all([insert(1), insert(2), insert(3)]);
      await db.transaction(async () => {
        await insert(4);
        await expect(insert(4)).rejects.toThrow();
      });
    });
    await unit.commit();
    expect(await seenByOther()).toBe(4);
  });

  it('leaves code outside the unit on its own transactions while the unit is open', async () => {
    const unit = db.unitOfWork();
    await unit.run(() => insert(1));
    if (db.dialect === 'postgres') {
      // Another request's transaction commits on its own, and does not see the unit's row.
      await insert(2);
      expect(await seenByOther()).toBe(1);
    }
    await unit.commit();
    expect(await seenByOther()).toBe(db.dialect === 'postgres' ? 2 : 1);
  });

  it('commits nothing and opens no transaction for a unit that wrote nothing', async () => {
    const unit = db.unitOfWork();
    expect(await unit.run(() => countHere())).toBe(0);
    await unit.commit();
    await insert(1);
    expect(await seenByOther()).toBe(1);
  });
});
