// `q` through an index (src/platform/db/text-search.ts): the same substring matches as a scan would give, terms
// with the patterns' wildcards taken literally, short terms, updates and deletes followed, and the index is what
// the database reads (SQLite's FTS5 trigram table, PostgreSQL's pg_trgm GIN index).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText } from '../../src/platform/db/text-search.js';
import { PEOPLE_TEXT } from '../../src/modules/people/store.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('text search through an index', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    const other = await t.workspace();
    const people = [
      ['Ada', 'Lovelace'],
      ['Grace', 'Hopper'],
      ['Ștefan', 'Ionescu'],
      ['Star*', 'Wild?Card'],
      ['Bracket', '[x]Man'],
      ['Per%cent', 'Under_score'],
    ];
    for (const [firstName, lastName] of people) {
      const r = await t.call('POST', '/v1/people', {
        key: ws.key,
        body: { firstName, lastName, emails: [`${firstName!.toLowerCase().replace(/[^a-z]/g, '')}@example.com`] },
      });
      expect(r.status, r.text).toBe(201);
      ids.set(firstName!, r.body.id);
    }
    await t.call('POST', '/v1/people', { key: other.key, body: { firstName: 'Ada', lastName: 'Elsewhere' } });
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const r = await t.call('GET', `/v1/people?limit=100&q=${encodeURIComponent(q)}`, { key: ws.key });
    expect(r.status, r.text).toBe(200);
    expect(r.body.pagination.total).toBe(r.body.data.length);
    return (r.body.data as Array<{ firstName: string }>).map((p) => p.firstName).sort();
  };

  it('finds substrings of names and emails, case-insensitively, only in the workspace', async () => {
    expect(await search('love')).toEqual(['Ada']);
    expect(await search('LOVELACE')).toEqual(['Ada']);
    expect(await search('hopp')).toEqual(['Grace']);
    expect(await search('ștef')).toEqual(['Ștefan']);
    expect(await search('grace@exa')).toEqual(['Grace']);
    expect(await search('nobody-here')).toEqual([]);
  });

  it('takes wildcards literally: * ? [ % _', async () => {
    expect(await search('star*')).toEqual(['Star*']);
    expect(await search('d?ca')).toEqual(['Star*']);
    expect(await search('[x]m')).toEqual(['Bracket']);
    expect(await search('r%ce')).toEqual(['Per%cent']);
    expect(await search('er_sc')).toEqual(['Per%cent']);
    expect(await search('s*w')).toEqual([]);
  });

  it('answers terms shorter than a trigram by reading the rows', async () => {
    expect(await search('ad')).toEqual(['Ada']);
    expect(await search('pp')).toEqual(['Grace']);
  });

  it('follows renames and deletes', async () => {
    const grace = ids.get('Grace')!;
    expect((await t.call('PATCH', `/v1/people/${grace}`, { key: ws.key, body: { lastName: 'Brewster' } })).status).toBe(
      200,
    );
    expect(await search('hopper')).toEqual([]);
    expect(await search('brewst')).toEqual(['Grace']);
    expect((await t.call('DELETE', `/v1/people/${grace}`, { key: ws.key })).status).toBe(200);
    expect(await search('brewst')).toEqual([]);
  });

  it('filters by an exact email through the same index', async () => {
    const r = await t.call('GET', '/v1/people?email=ADA@example.com', { key: ws.key });
    expect(r.body.data.map((p: { id: string }) => p.id)).toEqual([ids.get('Ada')]);
  });

  it('reads the index, not the table', async () => {
    const db = t.platform.db.kysely;
    const query = db
      .withTables<{ people: { id: string; workspace_id: string; search_text: string; emails: string } }>()
      .selectFrom('people')
      .select('id')
      .where('workspace_id', '=', ws.id)
      .where(containsText(db, PEOPLE_TEXT, 'search_text', 'lovelace'))
      .compile();
    if (t.platform.db.dialect === 'sqlite') {
      const rows = (await db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` }))
        .rows;
      expect(rows.map((r) => r.detail).join(' | ')).toMatch(/people_fts VIRTUAL TABLE INDEX/);
    } else {
      await db.transaction().execute(async (tx) => {
        await sql`set local enable_seqscan = off`.execute(tx);
        const plan = await tx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
        expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/people_search_text_trgm/);
      });
    }
  });
});
