// The gapless counter every numbering draws from: consecutive values under concurrency, a rolled-back value given
// back, a floor for the first value (and when it rises), on both databases.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gaplessCounter } from '../../src/platform/counters.js';
import { openDatabase, type Database } from '../../src/platform/db/index.js';
import { freshDatabase, type TestDatabase } from '../support/db.js';

describe('gapless counters', () => {
  let database: TestDatabase;
  let db: Database;
  const next = gaplessCounter<{ owner: string; period: string }>('counters_t', { stamp: () => ({ touched: 'yes' }) });
  beforeEach(async () => {
    database = await freshDatabase();
    db = openDatabase(database.url, { schema: database.schema });
    await sql`create table counters_t (owner text not null, period text not null, last_value bigint not null, touched text not null, primary key (owner, period))`.execute(
      db.kysely,
    );
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
  });

  it('hands out consecutive values to concurrent transactions, per counter', async () => {
    const draw = (owner: string) => db.transaction((tx) => next(db, tx, { owner, period: '2026' }));
    const values = await Promise.all(Array.from({ length: 20 }, (_, i) => draw(i % 2 ? 'a' : 'b')));
    expect(values.filter((_, i) => i % 2).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(values.filter((_, i) => !(i % 2)).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
  });

  it('gives a rolled-back value back', async () => {
    await db.transaction((tx) => next(db, tx, { owner: 'a', period: '' }));
    await expect(
      db.transaction(async (tx) => {
        await next(db, tx, { owner: 'a', period: '' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.transaction((tx) => next(db, tx, { owner: 'a', period: '' }))).toBe(2);
  });

  it('starts at the floor, and jumps to a floor above the next value', async () => {
    const draw = (floor: number) => db.transaction((tx) => next(db, tx, { owner: 'a', period: '' }, floor));
    expect([await draw(5), await draw(5), await draw(10), await draw(1)]).toEqual([5, 6, 10, 11]);
    const row = await sql<{ touched: string }>`select touched from counters_t`.execute(db.kysely);
    expect(row.rows).toEqual([{ touched: 'yes' }]);
  });
});
