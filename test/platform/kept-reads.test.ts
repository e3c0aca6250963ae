// Reads kept between changes (src/platform/db/kept-reads.ts): on SQLite a kept value is answered until anything
// could have changed it — a write, a rollback or a transaction of this process, or another process's commit — and
// never inside a transaction; on PostgreSQL every call reads.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/index.js';
import { KeptReads } from '../../src/platform/db/kept-reads.js';

type Tables = { t: { id: number; v: string } };

describe('KeptReads', () => {
  let dir: string;
  let file: string;
  let db: Database;
  let kept: KeptReads<string | undefined>;
  let reads: number;

  const read = (executor = db.kysely) => {
    const run = async () => {
      reads++;
      const row = await executor
        .withTables<Tables>()
        .selectFrom('t')
        .select('v')
        .where('id', '=', 1)
        .executeTakeFirst();
      return row?.v;
    };
    return kept.get(executor, 'row 1', run);
  };
  const write = (v: string) => db.kysely.withTables<Tables>().updateTable('t').set({ v }).where('id', '=', 1).execute();

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-kept-'));
    file = path.join(dir, 'k.sqlite');
    db = openDatabase(`sqlite:${file}`);
    await sql`create table t (id integer primary key, v text not null)`.execute(db.kysely);
    await sql`insert into t (id, v) values (1, 'first')`.execute(db.kysely);
    kept = new KeptReads(db);
    reads = 0;
  });
  afterEach(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a kept value without reading while nothing changed', async () => {
    expect(await read()).toBe('first');
    expect(await read()).toBe('first');
    expect(await read()).toBe('first');
    expect(reads).toBe(1);
  });

  it("reads again after this process's write and answers it", async () => {
    expect(await read()).toBe('first');
    await write('second');
    expect(await read()).toBe('second');
    expect(reads).toBe(2);
  });

  it('reads again after a transaction rolled back (what it wrote is undone, and read as undone)', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.withTables<Tables>().updateTable('t').set({ v: 'undone' }).where('id', '=', 1).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read()).toBe('first');
    await expect(
      db.transaction(async (tx) => {
        await tx.withTables<Tables>().updateTable('t').set({ v: 'undone' }).where('id', '=', 1).execute();
        expect(await read(tx)).toBe('undone'); // inside the transaction: read, never kept
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read()).toBe('first');
    expect(reads).toBe(3);
  });

  it("reads again after another process's commit, on the very next call", async () => {
    expect(await read()).toBe('first');
    expect(await read()).toBe('first');
    // Another process (not this one's driver, which counts its own writes) commits through its own connection.
    execFileSync(process.execPath, [
      '-e',
      `const D = require('better-sqlite3'); const c = new D(${JSON.stringify(file)}); c.pragma('busy_timeout = 5000');` +
        `c.prepare("update t set v = 'from elsewhere' where id = 1").run(); c.close();`,
    ]);
    expect(await read()).toBe('from elsewhere');
    expect(reads).toBe(2);
  });

  it('keeps nothing read through a transaction', async () => {
    await db.transaction(async (tx) => {
      expect(await read(tx)).toBe('first');
      expect(await read(tx)).toBe('first');
    });
    expect(reads).toBe(2);
  });
});

describe('KeptReads without a read stamp (PostgreSQL)', () => {
  it('reads on every call', async () => {
    const database = { kysely: {}, readStamp: undefined } as unknown as Database;
    const kept = new KeptReads<number>(database);
    let reads = 0;
    for (let i = 0; i < 3; i++) expect(await kept.get(database.kysely, 'k', () => ++reads)).toBe(i + 1);
    expect(reads).toBe(3);
  });
});
