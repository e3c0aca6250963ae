// `q` through an index (src/platform/db/text-search.ts): the same substring matches as a scan would give, terms
// with the patterns' wildcards taken literally, short terms, updates and deletes followed, and the index is what
// the database reads (SQLite's FTS5 trigram table, PostgreSQL's pg_trgm GIN index).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '../../src/platform/db/text-search.js';
import { PEOPLE_TEXT } from '../../src/modules/people/store.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { allPages } from '../support/pages.js';

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
    // A rare term (one match among the workspace's people): its rows come from the index by rowid on SQLite.
    const found = await searchText(db, PEOPLE_TEXT, {
      workspaceId: ws.id,
      column: 'search_text',
      term: 'lovelace',
      listed: 6,
      reach: 101,
    });
    const query = db
      .withTables<{ people: { id: string; workspace_id: string; search_text: string; emails: string } }>()
      .selectFrom('people')
      .select('id')
      .where(found.byRowid ? sql<string>`+workspace_id` : sql<string>`workspace_id`, '=', ws.id)
      .where(found.where)
      .compile();
    if (t.platform.db.dialect === 'sqlite') {
      expect(found).toMatchObject({ total: 1, byRowid: true });
      const rows = (await db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` }))
        .rows;
      expect(rows.map((r) => r.detail).join(' | ')).toMatch(/people_search VIRTUAL TABLE INDEX/);
    } else {
      await db.transaction().execute(async (tx) => {
        await sql`set local enable_seqscan = off`.execute(tx);
        const plan = await tx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
        expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/people_search_text_trgm/);
      });
    }
  });
  it('q and email over many rows: totals and pages equal a plain filter of the list, in every order and by offset or cursor', async () => {
    const w = await t.workspace();
    const other = await t.workspace();
    const people = t.services.people;
    const ids: string[] = [];
    for (let i = 0; i < 300; i++) {
      const person = await people.create(w.id, {
        firstName: i % 3 === 0 ? `Marin ${i}` : `Ana ${i}`,
        lastName: i % 5 === 0 ? 'Popescu' : 'Ionescu',
        emails: [`guest${i}@${i % 4 === 0 ? 'harbour' : 'example'}.com`],
      });
      ids.push(person.id);
    }
    for (let i = 0; i < 20; i++)
      await people.create(other.id, { firstName: `Marin elsewhere ${i}`, lastName: 'Popescu' });
    // Deleted and erased people leave the search; edits move people in and out of it.
    for (const i of [0, 3, 30, 33]) await people.remove(w.id, ids[i]!);
    for (const i of [6, 9])
      expect((await t.call('POST', `/v1/people/${ids[i]}/erase`, { key: w.key })).status).toBe(200);
    for (const i of [1, 2, 4]) await people.update(w.id, ids[i]!, { lastName: 'Marinescu' });
    for (const i of [12, 15]) await people.update(w.id, ids[i]!, { firstName: 'Elena' });

    type Person = { id: string; firstName: string; lastName: string; emails: string[] };
    const pages = (path: string, limit: number) => allPages<Person>(t, w.key, path, limit);
    const contains = (p: Person, term: string) =>
      [p.firstName, p.lastName, ...p.emails].join(' ').toLowerCase().includes(term.toLowerCase());
    // A common term (a third of the rows or more), a rare one, one shorter than a trigram, and an email with a term:
    // by the page's reach, a page of the first walks the sort index and one of the second reads the rows the index names.
    for (const [term, email] of [
      ['marin', undefined],
      ['MARIN 17', undefined],
      ['an', undefined],
      ['ionescu', 'GUEST8@harbour.com'],
      [undefined, 'guest10@example.com'],
    ] as const) {
      for (const sort of ['-created_at', 'last_name', '-first_name', 'updated_at']) {
        const everything = (await pages(`/v1/people?sort=${sort}`, 100)).rows;
        const expected = everything
          .filter(
            (p) =>
              (term === undefined || contains(p, term)) &&
              (email === undefined || p.emails.includes(email.toLowerCase())),
          )
          .map((p) => p.id);
        expect(expected.length, `${term} ${email}`).toBeGreaterThan(email ? 0 : term === 'MARIN 17' ? 2 : 50);
        const filters = `${term ? `&q=${encodeURIComponent(term)}` : ''}${email ? `&email=${encodeURIComponent(email)}` : ''}`;
        const path = `/v1/people?sort=${sort}${filters}`;
        for (const limit of [10, 100]) {
          const found = await pages(path, limit);
          expect(
            found.rows.map((p) => p.id),
            `${path} limit ${limit}`,
          ).toEqual(expected);
          expect(found.totals, `${path} limit ${limit}`).toEqual([expected.length]);
        }
        const deep = await t.call('GET', `${path}&offset=40&limit=20`, { key: w.key });
        expect(deep.body.data.map((p: Person) => p.id)).toEqual(expected.slice(40, 60));
        expect(deep.body.pagination.total).toBe(expected.length);
      }
    }
    // A total asked again is never stale: every change to a searched row shows in the next answer's total.
    const total = async () =>
      (await t.call('GET', '/v1/people?q=marin&limit=1', { key: w.key })).body.pagination.total as number;
    const before = await total();
    expect(await total()).toBe(before);
    const added = await people.create(w.id, { firstName: 'Marin', lastName: 'Nou' });
    expect(await total()).toBe(before + 1);
    await people.update(w.id, added.id, { firstName: 'Petru' });
    expect(await total()).toBe(before);
    await people.update(w.id, added.id, { lastName: 'Marinov' });
    expect(await total()).toBe(before + 1);
    expect((await t.call('POST', `/v1/people/${added.id}/erase`, { key: w.key })).status).toBe(200);
    expect(await total()).toBe(before);
    await people.create(other.id, { firstName: 'Marin', lastName: 'Again' });
    expect(await total()).toBe(before);
  });
});
