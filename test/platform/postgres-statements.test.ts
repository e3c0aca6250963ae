// PostgreSQL statements are prepared once per connection; a statement whose result type a migration changed must
// keep working (it falls back to an unnamed statement on that connection).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { onPostgres } from '../support/db.js';

describe.skipIf(!onPostgres)('PostgreSQL prepared statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prepares a statement once, and runs it unnamed once a migration changed its result columns', async () => {
    const db = t.platform.db.kysely;
    await sql`create table probe (id integer primary key, a text)`.execute(db);
    await sql`insert into probe values (1, 'x')`.execute(db);
    const read = () => sql<Record<string, unknown>>`select * from probe where id = ${1}`.execute(db);
    for (let i = 0; i < 3; i++) expect((await read()).rows).toEqual([{ id: 1, a: 'x' }]);
    const prepared = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_prepared_statements where statement like 'select * from probe%'`.execute(db);
    expect(prepared.rows[0]!.n).toBe(1);
    await sql`alter table probe add column b text`.execute(db);
    for (let i = 0; i < 3; i++) expect((await read()).rows).toEqual([{ id: 1, a: 'x', b: null }]);
  });
});
