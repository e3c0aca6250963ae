// List conventions: limit (default 50, max 100, 0/negative/>100 → 400), offset, sort / sortBy+sortOrder from an
// allow-list, has_more, and the {data, pagination} envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { clock } from '../../src/platform/clock.js';
import { listEnvelope, parseSort } from '../../src/platform/http/pagination.js';

describe('lists', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  const TOTAL = 120;
  let names: string[];

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    names = Array.from({ length: TOTAL }, (_, i) => `Org ${String(i).padStart(3, '0')}`);
    // Created through the service, one millisecond apart, in an order that differs from the name order.
    const order = names.map((n, i) => ({ n, k: (i * 37) % TOTAL })).sort((a, b) => a.k - b.k);
    for (const { n } of order) {
      clock.advance(1);
      await t.services.organizations.create(ws.id, { name: n });
    }
  });
  afterAll(() => t.close());

  const list = (query: string) => t.call('GET', `/v1/organizations${query}`, { key: ws.key });
  const namesOf = (body: { data: Array<{ name: string }> }) => body.data.map((o) => o.name);

  it('defaults to 50 items from offset 0, newest first', async () => {
    const r = await list('');
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(50);
    expect(r.body.pagination).toEqual({
      total: TOTAL,
      limit: 50,
      offset: 0,
      has_more: true,
      next_cursor: expect.any(String),
    });
    const created = r.body.data.map((o: { createdAt: string }) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('accepts limit up to 100 and rejects 0, negatives, > 100 and non-integers with 400 naming limit', async () => {
    const max = await list('?limit=100');
    expect(max.body.data).toHaveLength(100);
    expect(max.body.pagination).toEqual({
      total: TOTAL,
      limit: 100,
      offset: 0,
      has_more: true,
      next_cursor: expect.any(String),
    });
    expect((await list('?limit=1')).body.data).toHaveLength(1);
    for (const bad of ['0', '-1', '-100', '101', '1000', '2.5', 'ten', '']) {
      const r = await list(`?limit=${bad}`);
      expect(r.status, `limit=${bad}`).toBe(400);
      expect(r.body.details.field, `limit=${bad}`).toBe('limit');
    }
  });

  it('pages with offset and reports has_more until the last page', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < TOTAL; offset += 50) {
      const r = await list(`?sort=name&limit=50&offset=${offset}`);
      expect(r.body.pagination).toEqual({
        total: TOTAL,
        limit: 50,
        offset,
        has_more: offset + 50 < TOTAL,
        next_cursor: offset + 50 < TOTAL ? expect.any(String) : null,
      });
      seen.push(...namesOf(r.body));
    }
    expect(seen).toEqual(names);
    const past = await list('?offset=500');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({ total: TOTAL, limit: 50, offset: 500, has_more: false, next_cursor: null });
    const exact = await list(`?limit=20&offset=${TOTAL - 20}`);
    expect(exact.body.pagination.has_more).toBe(false);
    expect(exact.body.data).toHaveLength(20);
    expect((await list('?offset=-1')).status).toBe(400);
  });

  it('continues from next_cursor: the same rows as offsets, in every sort, without overlap or gap', async () => {
    for (const sort of ['name', '-name', 'created_at', '-created_at', 'updated_at']) {
      const byOffset: string[] = [];
      for (let offset = 0; offset < TOTAL; offset += 50)
        byOffset.push(...namesOf((await list(`?sort=${sort}&limit=50&offset=${offset}`)).body));
      const byCursor: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const r = await list(`?sort=${sort}&limit=17${cursor ? `&cursor=${cursor}` : ''}`);
        expect(r.status, r.text).toBe(200);
        expect(r.body.pagination).toMatchObject({ total: TOTAL, limit: 17, offset: 0 });
        expect(r.body.pagination.has_more).toBe(r.body.pagination.next_cursor !== null);
        byCursor.push(...namesOf(r.body));
        cursor = r.body.pagination.next_cursor;
        pages++;
      } while (cursor);
      expect(byCursor, sort).toEqual(byOffset);
      expect(pages).toBe(Math.ceil(TOTAL / 17));
    }
  });

  it('refuses a cursor with an offset, of another sort, or not given by the service (400 naming the field)', async () => {
    const first = (await list('?sort=name&limit=5')).body.pagination.next_cursor as string;
    const cases: Array<[string, string]> = [
      [`?sort=name&cursor=${first}&offset=5`, 'offset'],
      [`?sort=-name&cursor=${first}`, 'cursor'],
      [`?cursor=${first}`, 'cursor'],
      ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
      [
        `?cursor=${Buffer.from(JSON.stringify(['name', 'asc', { x: 1 }, 'org_x'])).toString('base64url')}&sort=name`,
        'cursor',
      ],
      ['?cursor=a%20b', 'cursor'],
    ];
    for (const [query, field] of cases) {
      const r = await list(query);
      expect(r.status, query).toBe(400);
      expect(r.body.details.field, query).toBe(field);
    }
  });

  it('walks a sort whose column has NULLs (vouchers by expires_at) the same by cursor as by offset, on either database', async () => {
    const w = await t.workspace();
    const codes: string[] = [];
    for (let i = 0; i < 9; i++) {
      const code = `NULLS-${i}`;
      codes.push(code);
      // Every third voucher never expires (NULL); two share an expiry (a tie broken by id).
      const expires = i % 3 === 0 ? null : `2031-0${1 + (i % 4)}-01T00:00:00Z`;
      const r = await t.call('POST', '/v1/vouchers', {
        key: w.key,
        body: { code, initial_balance_minor: 100, ...(expires ? { expires_at: expires } : {}) },
      });
      expect(r.status, r.text).toBe(201);
    }
    const codesOf = (body: { data: Array<{ code: string }> }) => body.data.map((v) => v.code);
    for (const sort of ['expires_at', '-expires_at']) {
      const all = codesOf((await t.call('GET', `/v1/vouchers?sort=${sort}&limit=100`, { key: w.key })).body);
      expect(all.sort()).toEqual([...codes].sort());
      const ordered = codesOf((await t.call('GET', `/v1/vouchers?sort=${sort}&limit=100`, { key: w.key })).body);
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const r = await t.call('GET', `/v1/vouchers?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
          key: w.key,
        });
        expect(r.status, r.text).toBe(200);
        walked.push(...codesOf(r.body));
        cursor = r.body.pagination.next_cursor;
      } while (cursor);
      expect(walked, sort).toEqual(ordered);
    }
  });

  it('sorts by an allowed field, ascending or with - descending', async () => {
    expect(namesOf((await list('?sort=name&limit=3')).body)).toEqual(names.slice(0, 3));
    expect(namesOf((await list('?sort=-name&limit=3')).body)).toEqual(names.slice(-3).reverse());
    const byCreated = (await list('?sort=created_at&limit=100')).body.data.map(
      (o: { createdAt: string }) => o.createdAt,
    );
    expect(byCreated).toEqual([...byCreated].sort());
    const camel = (await list('?sort=-createdAt&limit=100')).body.data.map((o: { createdAt: string }) => o.createdAt);
    expect(camel).toEqual([...camel].sort().reverse());
  });

  it('accepts sortBy + sortOrder too', async () => {
    expect(namesOf((await list('?sortBy=name&sortOrder=desc&limit=2')).body)).toEqual([
      names[TOTAL - 1],
      names[TOTAL - 2],
    ]);
    expect(namesOf((await list('?sortBy=name&sortOrder=asc&limit=2')).body)).toEqual([names[0], names[1]]);
    expect(namesOf((await list('?sortBy=name&limit=2')).body)).toEqual([names[0], names[1]]);
    expect((await list('?sortBy=name&sortOrder=up')).status).toBe(400);
  });

  it('rejects fields outside the allow-list with 400 naming sort', async () => {
    for (const bad of [
      'secret',
      'workspace_id',
      '-deleted_at',
      'search_text',
      'name;drop',
      '__proto__',
      'constructor',
      '--name',
    ]) {
      const r = await list(`?sort=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toBe('sort');
    }
    expect((await list('?sortBy=hasOwnProperty')).status).toBe(400);
  });

  it('combines filters with AND and counts only matches', async () => {
    await t.services.organizations.create(ws.id, { name: 'Filter Alpha', kind: 'agency' });
    await t.services.organizations.create(ws.id, { name: 'Filter Beta', kind: 'agency' });
    await t.services.organizations.create(ws.id, { name: 'Filter Gamma', kind: 'wholesale' });
    const r = await list('?q=filter&kind=agency&sort=name');
    expect(namesOf(r.body)).toEqual(['Filter Alpha', 'Filter Beta']);
    expect(r.body.pagination).toEqual({ total: 2, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const one = await list('?q=filter&kind=agency&sort=name&limit=1&offset=1');
    expect(namesOf(one.body)).toEqual(['Filter Beta']);
    expect(one.body.pagination).toEqual({ total: 2, limit: 1, offset: 1, has_more: false, next_cursor: null });
  });

  it('matches q literally: % and _ are not wildcards', async () => {
    await t.services.organizations.create(ws.id, { name: '100% Travel' });
    await t.services.organizations.create(ws.id, { name: 'snake_case tours' });
    await t.services.organizations.create(ws.id, { name: 'snakeXcase tours' });
    expect(namesOf((await list(`?q=${encodeURIComponent('100%')}`)).body)).toEqual(['100% Travel']);
    expect(namesOf((await list(`?q=${encodeURIComponent('%')}`)).body)).toEqual(['100% Travel']);
    expect(namesOf((await list('?q=snake_case')).body)).toEqual(['snake_case tours']);
    expect((await list(`?q=${encodeURIComponent('\\')}`)).body.data).toEqual([]);
  });

  it('builds the envelope and reads sort as documented (unit)', () => {
    expect(listEnvelope([1, 2], 5, { limit: 2, offset: 2 })).toEqual({
      data: [1, 2],
      pagination: { total: 5, limit: 2, offset: 2, has_more: true, next_cursor: null },
    });
    expect(listEnvelope([1], 5, { limit: 2, offset: 4 }).pagination.has_more).toBe(false);
    const allowed = { name: 'name', createdAt: 'created_at' } as const;
    const fallback = { column: 'created_at' as const, direction: 'desc' as const };
    expect(parseSort({}, allowed, fallback)).toEqual(fallback);
    expect(parseSort({ sort: '-name' }, allowed, fallback)).toEqual({ column: 'name', direction: 'desc' });
    expect(parseSort({ sort: 'createdAt', sortBy: 'name', sortOrder: 'desc' }, allowed, fallback)).toEqual({
      column: 'created_at',
      direction: 'asc',
    });
    expect(() => parseSort({ sort: 'toString' }, allowed, fallback)).toThrow();
  });
});
