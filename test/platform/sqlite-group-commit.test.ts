// SQLite group commit (src/platform/db/sqlite-group-commit.ts): transactions that queue for the connection share
// one physical commit, each still rolls back alone, and nothing settles before another connection can see it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledOnce, openDatabase, type Database, type OpenOptions } from '../../src/platform/db/index.js';

type Tables = { t: { id: number; v: string } };

describe('SQLite group commit', () => {
  let dir: string;
  let db: Database;
  let other: SQLite.Database;

  const open = async (opts: OpenOptions = {}) => {
    db = openDatabase(`sqlite:${path.join(dir, 'g.sqlite')}`, opts);
    await sql`create table t (id integer primary key, v text not null)`.execute(db.kysely);
    // Another connection, as another process would have: it sees only what is committed.
    other = new SQLite(path.join(dir, 'g.sqlite'), { readonly: true });
  };
  const seenByOther = (id: number) => other.prepare('select count(*) from t where id = ?').pluck().get(id) === 1;
  const insert = (id: number) =>
    db.transaction((tx) =>
      tx
        .withTables<Tables>()
        .insertInto('t')
        .values({ id, v: `row ${id}` })
        .execute(),
    );

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-group-'));
  });
  afterEach(async () => {
    other?.close();
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commits transactions that queued while one ran in one physical commit, each settling only once it is visible to another connection', async () => {
    await open({ groupLimits: { maxMembers: 256, maxOpenMs: 60_000 } }); // no time bound: a loaded machine may take 10 ms
    const before = db.commitStats!();
    const visibleWhenSettled = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insert(i + 1).then(() => seenByOther(i + 1))),
    );
    expect(visibleWhenSettled).toEqual(Array(20).fill(true));
    const after = db.commitStats!();
    expect(after.members - before.members).toBe(20);
    expect(after.commits - before.commits).toBe(1);
  });

  it('rolls a failing transaction back alone while the rest of its group commits', async () => {
    await open();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx
            .withTables<Tables>()
            .insertInto('t')
            .values({ id: i + 1, v: 'x' })
            .execute();
          if (i === 4) throw new Error('refused');
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      ...Array(4).fill('fulfilled'),
      'rejected',
      ...Array(5).fill('fulfilled'),
    ]);
    expect(other.prepare('select id from t order by id').pluck().all()).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10]);
  });

  it('answers a read that saw uncommitted writes of its group only once they are durable', async () => {
    await open();
    const write = insert(1);
    const read = db.kysely
      .withTables<Tables>()
      .selectFrom('t')
      .select('id')
      .execute()
      .then((rows) => ({ rows, durable: seenByOther(1) }));
    const [, seen] = await Promise.all([write, read]);
    expect(seen).toEqual({ rows: [{ id: 1 }], durable: true });
  });

  it("runs a compiled read at once on a free connection, and answers one that saw its group's writes once they are durable", async () => {
    await open();
    await insert(1);
    const byId = compiledOnce(
      db.kysely,
      db.kysely.withTables<Tables>().selectFrom('t').selectAll().where('id', '=', 0),
    );
    const atOnce = byId(db.kysely, [1]);
    expect(atOnce).not.toBeInstanceOf(Promise); // the hot path: no connection handshake, no promise
    expect(atOnce).toEqual({ id: 1, v: 'row 1' });

    // Row 2's transaction has released the connection and its group waits for its commit (a macrotask away): a
    // read now sees row 2, and answers only once another connection can see it too.
    let inserted!: () => void;
    const insertedInTx = new Promise<void>((resolve) => (inserted = resolve));
    const write = db.transaction(async (tx) => {
      await tx.withTables<Tables>().insertInto('t').values({ id: 2, v: 'row 2' }).execute();
      inserted();
    });
    await insertedInTx;
    await new Promise((resolve) => process.nextTick(resolve)); // after the microtasks that commit and release it
    expect(seenByOther(2)).toBe(false);
    const pending = byId(db.kysely, [2]);
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual({ id: 2, v: 'row 2' });
    expect(seenByOther(2)).toBe(true);
    await write;
  });

  it('makes an autocommit write wait for its commit, and a write after a quiet spell commits at once', async () => {
    await open();
    await db.kysely.withTables<Tables>().insertInto('t').values({ id: 1, v: 'alone' }).execute();
    expect(seenByOther(1)).toBe(true);
    await insert(2);
    expect(seenByOther(2)).toBe(true);
  });

  it('rejects every member of a group whose COMMIT fails, keeps none of their writes, and goes on with the next', async () => {
    await open({ groupLimits: { maxMembers: 256, maxOpenMs: 60_000 } });
    // A deferred foreign key is checked only at COMMIT: the one way to make a COMMIT fail on demand.
    await sql`create table parent (id integer primary key)`.execute(db.kysely);
    await sql`create table child (id integer primary key, parent_id integer not null references parent (id) deferrable initially deferred)`.execute(
      db.kysely,
    );
    const outcomes = await Promise.allSettled([
      insert(1),
      db.transaction((tx) => sql`insert into child (id, parent_id) values (1, 999)`.execute(tx)),
      insert(2),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(other.prepare('select count(*) from t').pluck().get()).toBe(0);
    await insert(3);
    expect(seenByOther(3)).toBe(true);
  });

  it('closes a group at its size bound even while more transactions wait', async () => {
    await open({ groupLimits: { maxMembers: 3, maxOpenMs: 60_000 } });
    const before = db.commitStats!();
    await Promise.all(Array.from({ length: 10 }, (_, i) => insert(i + 1)));
    const after = db.commitStats!();
    expect(after.commits - before.commits).toBe(4);
    expect(other.prepare('select count(*) from t').pluck().get()).toBe(10);
  });

  it('lets a second handle of this process write while the first has a commit scheduled, instead of waiting on its lock', async () => {
    await open();
    const second = openDatabase(`sqlite:${path.join(dir, 'g.sqlite')}`);
    try {
      const first = insert(1);
      // Queued before the first handle schedules its commit, so this runs while that commit is still pending.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const started = performance.now();
      await second.kysely.withTables<Tables>().insertInto('t').values({ id: 2, v: 'second handle' }).execute();
      expect(performance.now() - started).toBeLessThan(1000); // not the 10 s busy timeout
      await first;
      expect([seenByOther(1), seenByOther(2)]).toEqual([true, true]);
    } finally {
      await second.close();
    }
  });

  it('keeps a transaction opened by hand (the migration lock) out of any group', async () => {
    await open();
    await db.kysely.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      await sql`insert into t (id, v) values (1, 'by hand')`.execute(conn);
      expect(seenByOther(1)).toBe(false);
      await sql`commit`.execute(conn);
    });
    expect(seenByOther(1)).toBe(true);
    await insert(2);
    expect(seenByOther(2)).toBe(true);
  });
});
