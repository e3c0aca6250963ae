// List totals from the counters the tables' triggers keep (src/platform/db/list-counts.ts): each total a list
// answers equals the rows it actually holds, through creates, changes, soft deletes, hard deletes, concurrent
// writers and across workspaces; filters the counters do not cover still count their matches; and the migration's
// backfill counts rows written before it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countList, uncountList } from '../../src/platform/db/list-counts.js';
import { BOOKING_COUNTS } from '../../src/modules/bookings/booking-store.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, trip } from '../support/bookings.js';

describe('list totals from counters', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  /** The list's total, and the rows it really holds (walked by cursor, so no total is trusted). */
  async function totalAndRows(path: string, key = ws.key): Promise<{ total: number; rows: number }> {
    const sep = path.includes('?') ? '&' : '?';
    const first = await t.call('GET', `${path}${sep}limit=100`, { key });
    expect(first.status, first.text).toBe(200);
    let rows = first.body.data.length as number;
    let cursor = first.body.pagination.next_cursor as string | null;
    while (cursor) {
      const next = await t.call('GET', `${path}${sep}limit=100&cursor=${cursor}`, { key });
      rows += next.body.data.length;
      cursor = next.body.pagination.next_cursor;
    }
    return { total: first.body.pagination.total, rows };
  }
  const expectExact = async (path: string, rows: number, key = ws.key) =>
    expect(await totalAndRows(path, key), path).toEqual({ total: rows, rows });

  it('people: creates, soft deletes and other workspaces; a search counts its matches', async () => {
    const ids: string[] = [];
    for (const name of ['Ada', 'Grace', 'Alan', 'Edsger']) {
      const r = await t.call('POST', '/v1/people', {
        key: ws.key,
        body: { firstName: name, lastName: 'Tester', emails: [`${name.toLowerCase()}@example.com`] },
      });
      expect(r.status, r.text).toBe(201);
      ids.push(r.body.id ?? r.body.data?.id);
    }
    await t.call('POST', '/v1/people', { key: other.key, body: { firstName: 'Other', lastName: 'Workspace' } });
    await expectExact('/v1/people', 4);
    expect((await t.call('DELETE', `/v1/people/${ids[1]}`, { key: ws.key })).status).toBe(200);
    await expectExact('/v1/people', 3);
    await expectExact('/v1/people?q=al', 1); // Alan: a search counts its matches
    await expectExact('/v1/people', 1, other.key);
  });

  it('organizations: per kind, following a change of kind and a delete', async () => {
    const make = async (kind: string) =>
      (await t.call('POST', '/v1/organizations', { key: ws.key, body: { name: `Org ${kind} ${Math.random()}`, kind } }))
        .body.data.id as string;
    const a = await make('agency');
    await make('agency');
    const s = await make('supplier');
    await expectExact('/v1/organizations?kind=agency', 2);
    await expectExact('/v1/organizations?kind=supplier', 1);
    expect((await t.call('PATCH', `/v1/organizations/${a}`, { key: ws.key, body: { kind: 'supplier' } })).status).toBe(
      200,
    );
    await expectExact('/v1/organizations?kind=agency', 1);
    await expectExact('/v1/organizations?kind=supplier', 2);
    expect((await t.call('DELETE', `/v1/organizations/${s}`, { key: ws.key })).status).toBe(200);
    await expectExact('/v1/organizations?kind=supplier', 1);
    await expectExact('/v1/organizations', 2);
  });

  it('bookings: per status, payment status, product and departure, following status changes; combined filters count', async () => {
    const w = await t.workspace();
    const a = await trip(t, w.key, { capacity: 50 });
    const b = await trip(t, w.key, { capacity: 50 });
    const made: string[] = [];
    for (const tr of [a, a, a, b])
      made.push((await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(tr) })).body.id);
    await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(a, { hold: true }) });
    expect(
      (await t.call('PATCH', `/v1/bookings/${made[0]}`, { key: w.key, body: { status: 'cancelled' } })).status,
    ).toBe(200);
    expect(
      (await t.call('PATCH', `/v1/bookings/${made[1]}`, { key: w.key, body: { status: 'confirmed' } })).status,
    ).toBe(200);
    await expectExact('/v1/bookings', 5, w.key);
    await expectExact('/v1/bookings?status=pending', 2, w.key);
    await expectExact('/v1/bookings?status=cancelled', 1, w.key);
    await expectExact('/v1/bookings?status=on_hold', 1, w.key);
    await expectExact(`/v1/bookings?productId=${a.productId}`, 4, w.key);
    await expectExact(`/v1/bookings?departureId=${b.departureId}`, 1, w.key);
    await expectExact('/v1/bookings?paymentStatus=unpaid', 5, w.key);
    await expectExact(`/v1/bookings?productId=${a.productId}&status=pending`, 1, w.key);
    await expectExact('/v1/bookings?needsAttention=false', 5, w.key);
  });

  it('departures: per product, status and both, following a close-out', async () => {
    const w = await t.workspace();
    const a = await trip(t, w.key);
    const extra = await t.call('POST', '/v1/departures', {
      key: w.key,
      body: { productId: a.productId, startAt: '2031-01-01T08:00:00Z', endAt: '2031-01-02T08:00:00Z', capacity: 5 },
    });
    await expectExact(`/v1/departures?productId=${a.productId}`, 2, w.key);
    expect(
      (await t.call('PATCH', `/v1/departures/${extra.body.data.id}`, { key: w.key, body: { status: 'closed' } }))
        .status,
    ).toBe(200);
    await expectExact(`/v1/departures?productId=${a.productId}&status=scheduled`, 1, w.key);
    await expectExact(`/v1/departures?productId=${a.productId}&status=closed`, 1, w.key);
    await expectExact('/v1/departures?status=closed', 1, w.key);
    expect(
      (await t.call('DELETE', `/v1/departures/${extra.body.data.id}?productId=${a.productId}`, { key: w.key })).status,
    ).toBe(200);
    await expectExact('/v1/departures?status=closed', 0, w.key);
  });

  it('events: all and per type', async () => {
    const w = await t.workspace();
    for (let i = 0; i < 3; i++)
      await t.call('POST', '/v1/organizations', { key: w.key, body: { name: `Evented ${i}` } });
    await expectExact('/v1/events', 3, w.key);
    await expectExact('/v1/events?type=organization.created', 3, w.key);
    await expectExact('/v1/events?type=organization.*', 3, w.key);
    await expectExact('/v1/events?type=customer.created', 0, w.key);
  });

  it('stays exact under concurrent writers of one workspace', async () => {
    const w = await t.workspace();
    const rs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call('POST', '/v1/people', { key: w.key, body: { firstName: `P${i}`, lastName: 'Concurrent' } }),
      ),
    );
    expect(rs.every((r) => r.status === 201)).toBe(true);
    await expectExact('/v1/people', 40, w.key);
  });

  it("the migration's backfill counts the rows written before counting started", async () => {
    const w = await t.workspace();
    const a = await trip(t, w.key, { capacity: 20 });
    for (let i = 0; i < 3; i++) await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(a) });
    const db = t.platform.db.kysely as never;
    await uncountList(db, BOOKING_COUNTS);
    // Written while nothing counts: only the backfill can know of it.
    await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(a) });
    const stale = await sql<{ n: number }>`select count(*) as n from list_counts where list = 'bookings'`.execute(
      t.platform.db.kysely,
    );
    expect(Number(stale.rows[0]!.n)).toBe(0);
    await countList(db, BOOKING_COUNTS);
    await expectExact('/v1/bookings', 4, w.key);
    await expectExact('/v1/bookings?status=pending', 4, w.key);
    await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(a) });
    await expectExact('/v1/bookings', 5, w.key);
  });
});
