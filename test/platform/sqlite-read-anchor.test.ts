// The WAL read lock held for an event-loop turn (src/platform/db/sqlite-read-anchor.ts): the turn's reads still see
// every commit, and the WAL still restarts, after this process's own writes at once and after another
// connection's (as another process's) once the turn is over. A real SQLite file; "another process" is a second
// connection, which SQLite's locks treat alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/index.js';

/**
 * The WAL header's checkpoint sequence number (https://www.sqlite.org/fileformat.html#wal_file_format): it grows by
 * one each time a writer restarts the WAL from its start.
 */
function walRestarts(file: string): number {
  const fd = fs.openSync(`${file}-wal`, 'r');
  try {
    const header = Buffer.alloc(16);
    fs.readSync(fd, header, 0, 16, 0);
    return header.readUInt32BE(12);
  } finally {
    fs.closeSync(fd);
  }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the read anchor', () => {
  let dir: string;
  let file: string;
  let db: Database;
  let other: SQLite.Database;

  const read = async () =>
    (await sql<{ v: string }>`select v from t order by id`.execute(db.kysely)).rows.map((r) => r.v);
  const write = (v: string) => sql`insert into t (v) values (${v})`.execute(db.kysely);
  /** Another connection's checkpoint; busy 1 when a reader kept it from finishing. */
  const checkpoint = (mode: 'PASSIVE' | 'TRUNCATE') =>
    (other.pragma(`wal_checkpoint(${mode})`) as { busy: number; log: number; checkpointed: number }[])[0]!;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-anchor-'));
    file = path.join(dir, 'a.sqlite');
    // Each write commits as its statement ends, within the turn, as a full group does under load.
    db = openDatabase(`sqlite:${file}`, { groupLimits: { maxMembers: 1, maxOpenMs: 0 } });
    await sql`create table t (id integer primary key, v text not null)`.execute(db.kysely);
    other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    await write('first');
    await nextTurn();
  });
  afterEach(async () => {
    other.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is held from a turn’s first read to the turn’s end, and the turn’s later reads still see a newer commit', async () => {
    expect(checkpoint('TRUNCATE').busy).toBe(0); // nothing held between turns
    const stampBefore = db.externalChangeStamp!();
    expect(await read()).toEqual(['first']);
    other.prepare('insert into t (v) values (?)').run('from another connection');
    // The anchor's read transaction, begun before that commit, keeps the WAL from being emptied...
    expect(checkpoint('TRUNCATE').busy).toBe(1);
    // ...but the main connection's next reads take their own snapshot: they see the commit, and the change stamp
    // the key cache and kept reads trust moves with it (read anew once the awaits above ended its run).
    expect(await read()).toEqual(['first', 'from another connection']);
    expect(db.externalChangeStamp!()).toBeGreaterThan(stampBefore);
    await nextTurn();
    expect(checkpoint('TRUNCATE').busy).toBe(0);
  });

  it('lets go before this process’s own write: its commit restarts a checkpointed WAL within the same turn', async () => {
    await write('second');
    await nextTurn();
    const before = walRestarts(file);
    // The anchor begins on a WAL with a commit not yet checkpointed: it holds a slot past the first.
    expect(await read()).toEqual(['first', 'second']);
    expect(checkpoint('PASSIVE').busy).toBe(0); // everything copied back: the anchor's snapshot is the latest
    await write('third'); // committed within the turn
    expect(walRestarts(file)).toBe(before + 1);
    expect(await read()).toEqual(['first', 'second', 'third']);
  });

  it('keeps another connection’s writer from restarting the WAL for the rest of the turn only', async () => {
    const before = walRestarts(file);
    await read(); // holds the anchor, on a slot past the first ('first' is not checkpointed)
    expect(checkpoint('PASSIVE').busy).toBe(0);
    other.prepare('insert into t (v) values (?)').run('during the turn');
    expect(walRestarts(file)).toBe(before); // appended: a reader held a slot past the first
    await nextTurn();
    expect(checkpoint('PASSIVE').busy).toBe(0);
    other.prepare('insert into t (v) values (?)').run('after the turn');
    expect(walRestarts(file)).toBe(before + 1);
  });

  it('keeps the WAL from growing while every turn reads and writes', async () => {
    for (let i = 0; i < 200; i++) {
      await read();
      await write(`row ${i}`);
      if (i % 10 === 9) checkpoint('PASSIVE');
    }
    // Without restarts these 200 commits would have appended over 400 frames (4 KB pages).
    expect(fs.statSync(`${file}-wal`).size).toBeLessThan(100 * 4_120);
    expect((await read()).length).toBe(201);
  });
});
