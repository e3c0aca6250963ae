// Offset pages deep into a list: exactly the rows the offset names, in every sort (a nullable one too, whose NULLs
// sit first or last by database), with a filter, at the edges (the end of the list, beyond it), and a next_cursor
// that continues them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { allPages } from '../support/pages.js';

describe('deep offset pages', () => {
  let t: TestApp;
  let w: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
    const other = await t.workspace();
    // 800 vouchers: 400 that never expire (NULL), 200 on each of two days (ties ordered by id), two types.
    for (const [prefix, type, expires_at] of [
      ['NEVER', 'gift_card', null],
      ['JUNE', 'store_credit', '2030-06-01T00:00:00.000Z'],
      ['JAN', 'gift_card', '2031-01-01T00:00:00.000Z'],
    ] as const) {
      const count = prefix === 'NEVER' ? 400 : 200;
      const body = { bulk: true, count, prefix, type, initial_balance_minor: 1000, currency: 'EUR', expires_at };
      const r = await t.call('POST', '/v1/vouchers', { key: w.key, body });
      expect(r.status, r.text).toBe(201);
    }
    const r = await t.call('POST', '/v1/vouchers', {
      key: other.key,
      body: { bulk: true, count: 600, prefix: 'OTHER', type: 'gift_card', initial_balance_minor: 1, currency: 'EUR' },
    });
    expect(r.status, r.text).toBe(201);
  });
  afterAll(() => t.close());

  type Page = {
    data: Array<{ id: string }>;
    pagination: { total: number; has_more: boolean; next_cursor: string | null };
  };
  const get = async (path: string): Promise<Page> => {
    const r = await t.call('GET', path, { key: w.key });
    expect(r.status, `${path}: ${r.text}`).toBe(200);
    return r.body as Page;
  };
  /** The whole list by cursor pages: the order every offset page must agree with. */
  const everything = async (query: string) =>
    (await allPages<{ id: string }>(t, w.key, `/v1/vouchers?${query}`, 100)).rows.map((v) => v.id);

  it('answers exactly the rows the offset names, and a next_cursor that continues them', async () => {
    for (const query of [
      'sort=expires_at',
      'sort=-expires_at',
      'sort=code',
      'sort=-created_at',
      'type=gift_card&sort=expires_at',
    ]) {
      const all = await everything(query);
      expect(all.length, query).toBe(query.includes('type=') ? 600 : 800);
      for (const offset of [
        0,
        450,
        499,
        500,
        501,
        599,
        600,
        601,
        all.length - 20,
        all.length - 1,
        all.length,
        all.length + 5,
      ]) {
        const page = await get(`/v1/vouchers?${query}&offset=${offset}&limit=20`);
        const expected = all.slice(offset, offset + 20);
        expect(
          page.data.map((v) => v.id),
          `${query} offset ${offset}`,
        ).toEqual(expected);
        expect(page.pagination.total, `${query} offset ${offset}`).toBe(all.length);
        expect(page.pagination.has_more, `${query} offset ${offset}`).toBe(offset + 20 < all.length);
        if (page.pagination.next_cursor) {
          const next = await get(`/v1/vouchers?${query}&limit=20&cursor=${page.pagination.next_cursor}`);
          expect(
            next.data.map((v) => v.id),
            `${query} after offset ${offset}`,
          ).toEqual(all.slice(offset + 20, offset + 40));
        }
      }
    }
  });
});
