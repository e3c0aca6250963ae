// WAL checkpoints on their own thread (src/platform/db/sqlite-checkpointer.ts): the server's writes reach the
// database file without any COMMIT of the main connection doing the copying.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/index.js';
import { startCheckpointer } from '../../src/platform/db/sqlite-checkpointer.js';

describe('SQLite background checkpoints', () => {
  const dirs: string[] = [];
  const dbs: Database[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Writes about 600 pages (under both the default and the backstop thresholds), then watches the file. */
  async function fileSizeAfterWrites(backgroundCheckpoints: boolean, watchMs: number): Promise<number> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-ckpt-'));
    dirs.push(dir);
    const file = path.join(dir, 'c.sqlite');
    const db = openDatabase(`sqlite:${file}`, { backgroundCheckpoints });
    dbs.push(db);
    await sql`create table t (id integer primary key, body text not null)`.execute(db.kysely);
    for (let batch = 0; batch < 6; batch++) {
      await db.transaction(async (tx) => {
        for (let i = 0; i < 100; i++) await sql`insert into t (body) values (${'x'.repeat(3500)})`.execute(tx);
      });
    }
    const deadline = Date.now() + watchMs;
    while (fs.statSync(file).size < 2_000_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return fs.statSync(file).size;
  }

  it('copies committed pages into the database file from its own thread', async () => {
    expect(await fileSizeAfterWrites(true, 5000)).toBeGreaterThan(2_000_000); // the thread checkpoints every 100 ms
  });

  it('reports a thread that dies to its caller instead of ending the process', async () => {
    const failed = await new Promise<Error>((resolve) => {
      startCheckpointer(path.join(os.tmpdir(), 'tca-no-such-dir', 'x', 'c.sqlite'), resolve);
    });
    expect(failed.message).toMatch(/open|directory/i);
  });

  it('(without it, the same writes stay in the WAL: the check above can fail)', async () => {
    expect(await fileSizeAfterWrites(false, 500)).toBeLessThan(100_000);
  });
});
