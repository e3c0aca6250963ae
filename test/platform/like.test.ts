// LIKE patterns written once for both databases: the term matches literally (its %, _ and \ too), as a substring or
// a prefix.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { likeContainsSql, likeSql } from '../../src/platform/db/codecs.js';
import { openDatabase, type Database } from '../../src/platform/db/index.js';
import { freshDatabase, type TestDatabase } from '../support/db.js';

type Tables = { words: { w: string } };

describe('likeSql', () => {
  let database: TestDatabase;
  let db: Database;
  beforeEach(async () => {
    database = await freshDatabase();
    db = openDatabase(database.url, { schema: database.schema });
    await sql`create table words (w text not null)`.execute(db.kysely);
    const words = ['booking.created', 'bookingxcreated', 'a_b', 'axb', '50%off', '50 off', 'back\\slash', 'backslash'];
    await db.kysely
      .withTables<Tables>()
      .insertInto('words')
      .values(words.map((w) => ({ w })))
      .execute();
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
  });

  const matching = async (where: ReturnType<typeof likeSql>) =>
    (await db.kysely.withTables<Tables>().selectFrom('words').select('w').where(where).execute())
      .map((r) => r.w)
      .sort();

  it('matches wildcards and the escape character literally', async () => {
    expect(await matching(likeSql('w', 'contains', '_'))).toEqual(['a_b']);
    expect(await matching(likeSql('w', 'contains', '0%'))).toEqual(['50%off']);
    expect(await matching(likeSql('w', 'contains', 'k\\s'))).toEqual(['back\\slash']);
  });

  it('matches a prefix', async () => {
    expect(await matching(likeSql('w', 'prefix', 'booking.'))).toEqual(['booking.created']);
    expect(await matching(likeSql('w', 'prefix', 'created'))).toEqual([]);
  });

  it('text search lower-cases the term', async () => {
    expect(await matching(likeContainsSql('w', 'OFF'))).toEqual(['50 off', '50%off']);
  });
});
