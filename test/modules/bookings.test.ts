import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bookingsMigrations } from '../../src/modules/bookings/migrations.js';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { bookingBody, record, seatsOf, trip, type Trip } from '../support/bookings.js';

describe('bookings', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  let tr: Trip;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
    tr = await trip(t, ws.key, { capacity: 20 });
  });
  afterAll(() => t.close());

  const create = (body: unknown, key = ws.key, headers?: Record<string, string>) =>
    t.call('POST', '/v1/bookings', { key, body, headers });

  describe('create', () => {
    it('prices the booking, snapshots the price, takes its seats and emits booking.created', async () => {
      const before = await seatsOf(t, ws.key, tr.departureId);
      const r = await create(
        bookingBody(tr, {
          paxAdults: 2,
          paxChildren: 1,
          rooms: [
            { categoryKey: 'double', occupancy: 2, quantity: 1 },
            { categoryKey: 'single', occupancy: 1, quantity: 1 },
          ],
          notes: 'window seat',
          metadata: { ref: 'x1' },
        }),
      );
      expect(r.status, r.text).toBe(201);
      const b = r.body;
      expect(b.id).toMatch(/^book_[0-9a-f-]{36}$/);
      expect(b.code).toMatch(new RegExp(`^BKG-${clock.now().getUTCFullYear()}-\\d{6}$`));
      expect(b).toMatchObject({
        status: 'pending',
        payment_status: 'unpaid',
        source: 'api',
        product: { id: tr.productId, category: 'city-break', type: 'tour' },
        departure: { id: tr.departureId },
        pax: { adults: 2, children: 1, infants: 0 },
        seats: 3,
        seats_held: true,
        notes: 'window seat',
        metadata: { ref: 'x1' },
        attention_required: false,
      });
      expect(b.pricing).toMatchObject({ currency: 'EUR', total: 1498.5, total_minor: 149850 });
      expect(b.pricing.computed_at <= b.created_at).toBe(true); // priced just before its transaction
      const after = await seatsOf(t, ws.key, tr.departureId);
      expect(after.bookedPax).toBe(before.bookedPax + 3);
      expect(after.remaining).toBe(before.remaining - 3);
      const events = await t.events(ws.id, 'booking.created');
      expect(events.at(-1)?.data).toMatchObject({ booking: { id: b.id, code: b.code } });
      expect((await t.call('GET', `/v1/bookings/${b.id}`, { key: ws.key })).body).toEqual(b);
    });

    it('numbers bookings per workspace, consecutively', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await create(bookingBody(wt), w.key)).body.code);
      const year = clock.now().getUTCFullYear();
      expect(codes).toEqual([`BKG-${year}-000001`, `BKG-${year}-000002`, `BKG-${year}-000003`]);
    });

    it('rejects bad input with 400 details.field and refusals with 422, writing nothing', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 2 });
      const bad: Array<[unknown, string]> = [
        [{ departureId: wt.departureId }, 'productId'],
        [{ productId: wt.productId }, 'departureId'],
        [{ productId: wt.departureId, departureId: wt.departureId }, 'productId'],
        [bookingBody(wt, { paxAdults: -1 }), 'paxAdults'],
        [bookingBody(wt, { currency: 'euro' }), 'currency'],
        [bookingBody(wt, { billingPersonId: 'org_01930000-0000-7000-8000-000000000001' }), 'billingPersonId'],
        [bookingBody(wt, { rooms: [{ categoryKey: 'single', occupancy: 0, quantity: 1 }] }), 'rooms[0].occupancy'],
        [bookingBody(wt, { notes: 'a\u0000b' }), 'notes'],
        [bookingBody(wt, { language: 'english please' }), 'language'],
      ];
      for (const [body, field] of bad) {
        const r = await create(body, w.key);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.details.field).toBe(field);
      }
      const refused: Array<[unknown, string]> = [
        [bookingBody(wt, { paxAdults: 0, paxChildren: 1 }), 'paxAdults'],
        [bookingBody(wt, { paxAdults: 2 }), 'rooms'],
        [bookingBody(wt, { paxInfants: 2 }), 'paxInfants'],
        [bookingBody(wt, { currency: 'USD' }), 'currency'],
        [
          bookingBody(wt, { paxAdults: 3, rooms: [{ categoryKey: 'single', occupancy: 1, quantity: 3 }] }),
          'departureId',
        ],
        [bookingBody(wt, { billingPersonId: 'ppl_01930000-0000-7000-8000-000000000001' }), 'billingPersonId'],
        [bookingBody(wt, { organizationId: 'org_01930000-0000-7000-8000-000000000001' }), 'organizationId'],
      ];
      for (const [body, field] of refused) {
        const r = await create(body, w.key);
        expect(r.status, JSON.stringify(body)).toBe(422);
        expect(r.body.details.field, JSON.stringify(body)).toBe(field);
      }
      expect((await t.call('GET', '/v1/bookings', { key: w.key })).body.pagination.total).toBe(0);
      expect((await seatsOf(t, w.key, wt.departureId)).remaining).toBe(2);
      expect(await t.events(w.id, 'booking.created')).toHaveLength(0);
    });

    it('accepts references to the workspace’s own people and organizations only', async () => {
      const person = (
        await t.call('POST', '/v1/people', {
          key: ws.key,
          body: { firstName: 'Ana', lastName: 'Pop', emails: ['ana@example.com'] },
        })
      ).body;
      const org = record(
        await t.call('POST', '/v1/organizations', { key: ws.key, body: { name: 'Partner' } }),
        'organization',
      );
      const ok = await create(bookingBody(tr, { billingPersonId: person.id, organizationId: org.id }));
      expect(ok.status, ok.text).toBe(201);
      expect(ok.body).toMatchObject({ billing_person_id: person.id, organization_id: org.id });
      const foreign = await create(bookingBody(await trip(t, other.key), { billingPersonId: person.id }), other.key);
      expect(foreign.status).toBe(422);
      expect(foreign.body.details.field).toBe('billingPersonId');
    });

    it('refuses another workspace’s product or departure', async () => {
      const r = await create(bookingBody(tr), other.key);
      expect([404, 422]).toContain(r.status);
      expect(await t.events(other.id, 'booking.created')).toHaveLength(0);
    });

    it('honours Idempotency-Key: the repeat replays the booking and takes no more seats', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 5 });
      const headers = { 'idempotency-key': 'book-once-1' };
      const first = await create(bookingBody(wt), w.key, headers);
      const again = await create(bookingBody(wt), w.key, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(first.body.id);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await seatsOf(t, w.key, wt.departureId)).remaining).toBe(4);
      expect((await t.call('GET', '/v1/bookings', { key: w.key })).body.pagination.total).toBe(1);
      expect((await create(bookingBody(wt, { notes: 'different' }), w.key, headers)).status).toBe(422);
    });

    it('answers 401 without a key and 403 naming the scope', async () => {
      expect((await t.call('POST', '/v1/bookings', { body: bookingBody(tr) })).status).toBe(401);
      const reader = await t.key(ws.id, { scopes: ['bookings:read'] });
      const r = await create(bookingBody(tr), reader);
      expect(r.status).toBe(403);
      expect(r.body.message).toContain('bookings:write');
      expect((await t.call('GET', '/v1/bookings', { key: reader })).status).toBe(200);
      const writer = await t.key(ws.id, { scopes: ['bookings:write'] });
      expect((await t.call('GET', '/v1/bookings', { key: writer })).body.message).toContain('bookings:read');
    });
  });

  describe('capacity under concurrency', () => {
    it('sells exactly the free seats to 200 concurrent bookings; the rest get 422', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 50 });
      const results = await Promise.all(Array.from({ length: 200 }, () => create(bookingBody(wt), w.key)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(50);
      expect(statuses.filter((s) => s === 422)).toHaveLength(150);
      const refused = results.find((r) => r.status === 422);
      expect(refused?.body).toMatchObject({ code: 'CAPACITY_EXCEEDED', details: { field: 'departureId' } });
      expect(await seatsOf(t, w.key, wt.departureId)).toEqual({ capacity: 50, bookedPax: 50, remaining: 0 });
      const codes = results.filter((r) => r.status === 201).map((r) => r.body.code);
      expect(new Set(codes).size).toBe(50);
      expect((await t.call('GET', '/v1/bookings?limit=1', { key: w.key })).body.pagination.total).toBe(50);
      expect(await t.events(w.id, 'booking.created')).toHaveLength(50);
      await expectNoDifferences(t);
    });
  });

  describe('get and list', () => {
    it('gets by id (bkg_/bk_ aliases too); another workspace’s or an unknown id is 404, a wrong prefix 400', async () => {
      const b = (await create(bookingBody(tr))).body;
      const uuid = b.id.slice('book_'.length);
      expect((await t.call('GET', `/v1/bookings/bkg_${uuid}`, { key: ws.key })).body.id).toBe(b.id);
      expect((await t.call('GET', `/v1/bookings/bk_${uuid}`, { key: ws.key })).body.id).toBe(b.id);
      expect((await t.call('GET', `/v1/bookings/${b.id}`, { key: other.key })).status).toBe(404);
      expect(
        (await t.call('GET', '/v1/bookings/book_01930000-0000-7000-8000-000000000000', { key: ws.key })).status,
      ).toBe(404);
      const wrong = await t.call('GET', `/v1/bookings/prod_${uuid}`, { key: ws.key });
      expect(wrong.status).toBe(400);
      expect(wrong.body.details.field).toBe('id');
    });

    it('filters by status, product, departure, payment status and creation range, and sorts', async () => {
      const w = await t.workspace();
      const a = await trip(t, w.key);
      const b = await trip(t, w.key);
      const b1 = (await create(bookingBody(a), w.key)).body;
      clock.advance(2 * 86_400_000);
      const b2 = (
        await create(
          bookingBody(b, { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] }),
          w.key,
        )
      ).body;
      const b3 = (await create(bookingBody(b), w.key)).body;
      await t.call('PATCH', `/v1/bookings/${b3.id}`, { key: w.key, body: { status: 'cancelled' } });
      const ids = async (query: string) =>
        (await t.call('GET', `/v1/bookings?${query}`, { key: w.key })).body.data.map((x: { id: string }) => x.id);
      expect(await ids('')).toEqual([b3.id, b2.id, b1.id]);
      expect(await ids('sort=created_at')).toEqual([b1.id, b2.id, b3.id]);
      expect(await ids('sort=-total')).toEqual([b2.id, b3.id, b1.id]); // ties by id, in the same direction
      expect(await ids('status=cancelled')).toEqual([b3.id]);
      expect(await ids(`productId=${a.productId}`)).toEqual([b1.id]);
      expect(await ids(`departureId=${b.departureId}&status=pending`)).toEqual([b2.id]);
      expect(await ids('paymentStatus=unpaid&sort=created_at')).toEqual([b1.id, b2.id, b3.id]);
      expect(await ids('payment_status=paid')).toEqual([]);
      const day1 = b1.created_at.slice(0, 10);
      expect(await ids(`createdFrom=${day1}&createdTo=${day1}`)).toEqual([b1.id]);
      expect(await ids(`createdFrom=${b2.created_at}&sort=created_at`)).toEqual([b2.id, b3.id]);
      expect(await ids('needsAttention=true')).toEqual([]);
      const list = await t.call('GET', '/v1/bookings?limit=2', { key: w.key });
      expect(list.body.pagination).toEqual({
        total: 3,
        limit: 2,
        offset: 0,
        has_more: true,
        next_cursor: expect.any(String),
      });
      const bad = await t.call('GET', '/v1/bookings?status=lost', { key: w.key });
      expect(bad.status).toBe(400);
      expect(bad.body.details.field).toBe('status');
      const range = await t.call('GET', `/v1/bookings?createdFrom=${day1}&createdTo=2000-01-01`, { key: w.key });
      expect(range.status).toBe(400);
      expect(range.body.details.field).toBe('createdTo');
      // A day the calendar does not have is a 400 naming the parameter, not a roll-over into the next month.
      for (const query of [
        'createdFrom=2026-02-30',
        'createdFrom=2026-13-01',
        'createdTo=2025-02-29',
        'createdTo=2026-04-31T10:00:00Z',
      ]) {
        const r = await t.call('GET', `/v1/bookings?${query}`, { key: w.key });
        expect(r.status, query).toBe(400);
        expect(r.body.details.field, query).toBe(query.split('=')[0]);
      }
      expect(
        (await t.call('GET', '/v1/bookings?createdFrom=2024-02-29&createdTo=2024-02-29', { key: w.key })).status,
      ).toBe(200);
      expect(
        (await t.call('GET', '/v1/bookings', { key: other.key })).body.data.map((x: { id: string }) => x.id),
      ).not.toContain(b1.id);
    });

    it('a list page shows each booking as it is now: after a change through the API and after one by plain SQL', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await create(bookingBody(wt), w.key)).body.id);
      const page = async () => (await t.call('GET', '/v1/bookings?limit=2', { key: w.key })).body;
      const first = await page();
      expect(first.data.map((b: { id: string }) => b.id)).toEqual([ids[2], ids[1]]);
      expect(await page()).toEqual(first); // read again: the same bytes
      // Each page item equals the booking's own answer, before and after each change.
      const same = async () => {
        for (const b of (await page()).data)
          expect(b).toEqual((await t.call('GET', `/v1/bookings/${b.id}`, { key: w.key })).body);
      };
      await same();
      const patched = await t.call('PATCH', `/v1/bookings/${ids[2]}`, { key: w.key, body: { notes: 'late arrival' } });
      expect(patched.status, patched.text).toBe(200);
      expect((await page()).data[0]).toMatchObject({ id: ids[2], notes: 'late arrival' });
      await same();
      // A writer that knows nothing of what the process keeps (an operator's repair): seen at once too.
      await sql`update bookings set notes = ${'by hand'} where id = ${ids[1]}`.execute(t.platform.db.kysely);
      expect((await page()).data[1]).toMatchObject({ id: ids[1], notes: 'by hand' });
      await same();
      const next = await t.call('GET', `/v1/bookings?limit=2&cursor=${first.pagination.next_cursor}`, { key: w.key });
      expect(next.body.data.map((b: { id: string }) => b.id)).toEqual([ids[0]]);
      expect(next.body.pagination).toMatchObject({ total: 3, has_more: false, next_cursor: null });
    });
  });

  describe('PATCH', () => {
    it('updates notes and answers {id, status, notes}; null clears; booking.updated names the change', async () => {
      const b = (await create(bookingBody(tr))).body;
      const r = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { notes: 'VIP' } });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ id: b.id, status: 'pending', notes: 'VIP' });
      expect(
        (await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { notes: null } })).body.notes,
      ).toBeNull();
      const updated = (await t.events(ws.id, 'booking.updated')).filter(
        (e) => (e.data as { booking: { id: string } }).booking.id === b.id,
      );
      expect(updated).toHaveLength(2);
      expect(updated[0]!.data).toMatchObject({ changes: ['notes'], booking: { notes: 'VIP' } });
    });

    it('walks pending → confirmed → completed with events; a final state allows nothing', async () => {
      const b = (await create(bookingBody(tr))).body;
      const c = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { status: 'confirmed' } });
      expect(c.body).toEqual({ id: b.id, status: 'confirmed', notes: null });
      expect(
        (await t.events(ws.id, 'booking.confirmed')).some(
          (e) => (e.data as { booking: { id: string } }).booking.id === b.id,
        ),
      ).toBe(true);
      expect(
        (await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { status: 'completed' } })).body.status,
      ).toBe('completed');
      const got = (await t.call('GET', `/v1/bookings/${b.id}`, { key: ws.key })).body;
      expect(got.confirmed_at).toBeTruthy();
      expect(got.completed_at).toBeTruthy();
      const r = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { status: 'cancelled' } });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({
        code: 'INVALID_STATUS_TRANSITION',
        allowed_next: [],
        details: { field: 'status' },
      });
      expect(r.body.details.message).toContain('final state');
    });

    it('every from → to pair: a transition of the machine emits booking.updated then its own event; any other is 422 and emits nothing', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 40 });
      type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled';
      const statuses: Status[] = ['pending', 'confirmed', 'completed', 'cancelled'];
      const next: Record<Status, Status[]> = {
        pending: ['confirmed', 'cancelled'],
        confirmed: ['completed', 'cancelled'],
        completed: [],
        cancelled: [],
      };
      const reach: Record<Status, Status[]> = {
        pending: [],
        confirmed: ['confirmed'],
        completed: ['confirmed', 'completed'],
        cancelled: ['cancelled'],
      };
      const own: Partial<Record<Status, string>> = { confirmed: 'booking.confirmed', cancelled: 'booking.cancelled' };
      const patch = (id: string, status: Status) =>
        t.call('PATCH', `/v1/bookings/${id}`, { key: w.key, body: { status } });
      const eventsOf = async (id: string) =>
        (await t.events(w.id)).filter((e) => (e.data as { booking?: { id: string } }).booking?.id === id);
      for (const from of statuses) {
        for (const to of statuses) {
          const pair = `${from} → ${to}`;
          const id = (await create(bookingBody(wt), w.key)).body.id;
          for (const step of reach[from]) expect((await patch(id, step)).status, pair).toBe(200);
          const before = (await eventsOf(id)).length;
          const r = await patch(id, to);
          const emitted = (await eventsOf(id)).slice(before);
          if (to === from) {
            expect(r.status, pair).toBe(200);
            expect(emitted, pair).toEqual([]);
          } else if (next[from].includes(to)) {
            expect(r.status, pair).toBe(200);
            expect(r.body.status, pair).toBe(to);
            expect(
              emitted.map((e) => e.type),
              pair,
            ).toEqual(['booking.updated', ...(own[to] ? [own[to]] : [])]);
            expect(emitted[0]!.data, pair).toMatchObject({
              changes: ['status'],
              previous_status: from,
              booking: { id, status: to },
            });
          } else {
            expect(r.status, pair).toBe(422);
            expect(r.body, pair).toMatchObject({
              code: 'INVALID_STATUS_TRANSITION',
              from,
              to,
              allowed_next: next[from],
            });
            expect(emitted, pair).toEqual([]);
            expect((await t.call('GET', `/v1/bookings/${id}`, { key: w.key })).body.status, pair).toBe(from);
          }
        }
      }
    });

    it('refuses a transition outside the machine with 422 naming the allowed next states, changing nothing', async () => {
      const b = (await create(bookingBody(tr))).body;
      const r = await t.call('PATCH', `/v1/bookings/${b.id}`, {
        key: ws.key,
        body: { status: 'completed', notes: 'should not stick' },
      });
      expect(r.status).toBe(422);
      expect(r.body.allowed_next).toEqual(['confirmed', 'cancelled']);
      expect(r.body.details.message).toContain('confirmed, cancelled');
      expect((await t.call('GET', `/v1/bookings/${b.id}`, { key: ws.key })).body).toMatchObject({
        status: 'pending',
        notes: null,
      });
      const bad = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { status: 'lost' } });
      expect(bad.status).toBe(400);
      expect(bad.body.details.field).toBe('status');
    });

    it('cancelling gives the seats back once and emits booking.cancelled', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 3 });
      const b = (
        await create(
          bookingBody(wt, { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] }),
          w.key,
        )
      ).body;
      await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'confirmed' } });
      expect((await seatsOf(t, w.key, wt.departureId)).remaining).toBe(1);
      const r = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } });
      expect(r.body.status).toBe('cancelled');
      expect((await seatsOf(t, w.key, wt.departureId)).remaining).toBe(3);
      expect(
        (await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } })).status,
      ).toBe(200);
      expect((await seatsOf(t, w.key, wt.departureId)).remaining).toBe(3);
      const cancelled = await t.events(w.id, 'booking.cancelled');
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.data).toMatchObject({
        seats_released: 2,
        booking: { id: b.id, status: 'cancelled', seats_held: false },
      });
    });

    it('is 404 for another workspace’s booking, 401/403 without key or scope', async () => {
      const b = (await create(bookingBody(tr))).body;
      expect((await t.call('PATCH', `/v1/bookings/${b.id}`, { key: other.key, body: { notes: 'x' } })).status).toBe(
        404,
      );
      expect((await t.call('PATCH', `/v1/bookings/${b.id}`, { body: { notes: 'x' } })).status).toBe(401);
      const reader = await t.key(ws.id, { scopes: ['bookings:read'] });
      const r = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: reader, body: { notes: 'x' } });
      expect(r.status).toBe(403);
      expect(r.body.message).toContain('bookings:write');
    });

    it('lets concurrent cancellations release the seats exactly once', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 4 });
      const b = (await create(bookingBody(wt), w.key)).body;
      const rs = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } }),
        ),
      );
      expect(rs.every((r) => r.status === 200)).toBe(true);
      expect((await seatsOf(t, w.key, wt.departureId)).remaining).toBe(4);
      expect(await t.events(w.id, 'booking.cancelled')).toHaveLength(1);
      await expectNoDifferences(t);
    });
  });

  describe('catalog deletes', () => {
    it('refuses to delete a departure or product with bookings that are not cancelled (409), allows it after', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key);
      const b = (await create(bookingBody(wt), w.key)).body;
      const delDeparture = () =>
        t.call('DELETE', `/v1/departures/${wt.departureId}?productId=${wt.productId}`, { key: w.key });
      expect((await delDeparture()).status).toBe(409);
      expect((await t.call('DELETE', `/v1/products/${wt.productId}`, { key: w.key })).status).toBe(409);
      await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } });
      expect((await delDeparture()).status).toBe(200);
      expect((await t.call('DELETE', `/v1/products/${wt.productId}`, { key: w.key })).status).toBeLessThan(300);
    });
  });

  describe('analytics', () => {
    const categories = (key: string, query: Record<string, string>, headers?: Record<string, string>) =>
      t.call('GET', '/v1/analytics/bookings/categories', { key, query, headers });

    it('answers the rollup by UTC day and category for bookings not cancelled, sorted', async () => {
      const w = await t.workspace();
      const city = await trip(t, w.key, { category: 'city-break', amountPerPerson: 100 });
      const beach = await trip(t, w.key, { category: 'beach', amountPerPerson: 250.25 });
      const day1 = clock.iso().slice(0, 10);
      await create(bookingBody(city), w.key);
      await create(bookingBody(beach), w.key);
      await create(
        bookingBody(city, { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] }),
        w.key,
      );
      const cancelled = (await create(bookingBody(beach), w.key)).body;
      await t.call('PATCH', `/v1/bookings/${cancelled.id}`, { key: w.key, body: { status: 'cancelled' } });
      clock.advance(86_400_000);
      const day2 = clock.iso().slice(0, 10);
      await create(bookingBody(beach), w.key);
      const r = await categories(w.key, { from: day1, to: day2, workspaceId: w.id });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.body).toEqual([
        { day: day1, product_category: 'beach', amount_cents_sum: 25025, cnt: 1 },
        { day: day1, product_category: 'city-break', amount_cents_sum: 30000, cnt: 2 },
        { day: day2, product_category: 'beach', amount_cents_sum: 25025, cnt: 1 },
      ]);
      expect((await categories(w.key, { from: day2, to: day2, workspaceId: w.id })).body).toHaveLength(1);
      expect((await categories(w.key, { from: '2000-01-01', to: '2000-12-31', workspaceId: w.id })).body).toEqual([]);
    });

    it('needs from, to and workspaceId; to not before from; at most 366 days', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ to: '2026-01-31', workspaceId: ws.id }, 'from'],
        [{ from: '2026-01-01', workspaceId: ws.id }, 'to'],
        [{ from: '2026-01-01', to: '2026-01-31' }, 'workspaceId'],
        [{ from: '2026-01-31', to: '2026-01-01', workspaceId: ws.id }, 'to'],
        [{ from: '2026-01-01', to: '2027-01-02', workspaceId: ws.id }, 'to'],
        [{ from: '2026-02-30', to: '2026-03-01', workspaceId: ws.id }, 'from'],
        [
          { from: '2026-01-01', to: '2026-01-02', workspaceId: 'org_01930000-0000-7000-8000-000000000001' },
          'workspaceId',
        ],
      ];
      for (const [query, field] of cases) {
        const r = await categories(ws.key, query);
        expect(r.status, JSON.stringify(query)).toBe(400);
        expect(r.body.details.field, JSON.stringify(query)).toBe(field);
      }
      expect((await categories(ws.key, { from: '2026-01-01', to: '2026-12-31', workspaceId: ws.id })).status).toBe(200);
      expect((await categories(ws.key, { from: '2024-01-01', to: '2024-12-31', workspaceId: ws.id })).status).toBe(200); // leap year: 366 days
    });

    it('lets a normal key name only its own workspace (another → 404); an internal key any', async () => {
      const q = { from: '2026-01-01', to: '2026-01-31' };
      expect((await categories(ws.key, { ...q, workspaceId: other.id })).status).toBe(404);
      const internal = await t.key(ws.id, { internal: true });
      const acting = { 'x-workspace-id': ws.id };
      expect((await categories(internal, { ...q, workspaceId: other.id }, acting)).status).toBe(200);
      expect(
        (await categories(internal, { ...q, workspaceId: 'ws_01930000-0000-7000-8000-000000000000' }, acting)).status,
      ).toBe(404);
    });

    it('needs analytics:read', async () => {
      const q = { from: '2026-01-01', to: '2026-01-31', workspaceId: ws.id };
      expect((await t.call('GET', '/v1/analytics/bookings/categories', { query: q })).status).toBe(401);
      const r = await categories(await t.key(ws.id, { scopes: ['bookings:read'] }), q);
      expect(r.status).toBe(403);
      expect(r.body.message).toContain('analytics:read');
    });
  });

  describe('bad input and answers that cannot be sent (issue 25 item 3)', () => {
    /** Events, bookings and seats of a fresh workspace's trip: what a refused request must leave as it was. */
    const stateOf = async (w: TestWorkspace, wt: Trip) => ({
      events: (await t.events(w.id)).length,
      bookings: (await t.call('GET', '/v1/bookings', { key: w.key })).body.pagination.total,
      seats: (await seatsOf(t, w.key, wt.departureId)).bookedPax,
    });

    it('refuses billing and passengers of the wrong shape with 400 before writing anything, and stores well-formed ones', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key);
      const before = await stateOf(w, wt);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ billing: 'str' }, 'billing'],
        [{ billing: ['Ada'] }, 'billing'],
        [{ billing: { email: 'not an email' } }, 'billing.email'],
        [{ passengers: 'Ada, Bob' }, 'passengers'],
        [{ passengers: [{ firstName: 'Ada' }, 'Bob'] }, 'passengers[1]'],
      ];
      for (const [extra, field] of cases) {
        const r = await create(bookingBody(wt, extra), w.key);
        expect(r.status, JSON.stringify(extra)).toBe(400);
        expect(r.body.details.field, JSON.stringify(extra)).toBe(field);
      }
      expect(await stateOf(w, wt)).toEqual(before);
      const billing = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
      };
      const passengers = [{ firstName: 'Ada', lastName: 'Lovelace' }];
      const ok = await create(bookingBody(wt, { billing, passengers }), w.key);
      expect(ok.status, ok.text).toBe(201);
      // The code was not used by any refused attempt: the first booking of the workspace has number 1.
      expect(ok.body).toMatchObject({ billing, passengers, code: `BKG-${clock.now().getUTCFullYear()}-000001` });
      expect((await t.call('GET', `/v1/bookings/${ok.body.id}`, { key: w.key })).body).toMatchObject({
        billing,
        passengers,
      });
    });

    it('keeps none of a change whose answer cannot be serialised (500): the booking, its seats and its events stay as they were', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key);
      const held = await create(bookingBody(wt, { hold: true }), w.key);
      expect(held.status, held.text).toBe(201);
      // A row in a shape the answer cannot have (as POST /v1/bookings stored before its body was checked).
      await sql`update bookings set billing = ${'"str"'} where id = ${held.body.id}`.execute(t.platform.db.kysely);
      const events = (await t.events(w.id)).length;
      const r = await t.call('POST', `/v1/bookings/${held.body.id}/confirm`, { key: w.key });
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
      const row = await sql<{ status: string }>`select status from bookings where id = ${held.body.id}`.execute(
        t.platform.db.kysely,
      );
      expect(row.rows[0]!.status).toBe('on_hold');
      expect((await t.events(w.id)).length).toBe(events);
    });

    it('repairs stored billing and passengers of the wrong shape (migration 0670), so the booking and its list pages answer again', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key);
      const a = (await create(bookingBody(wt), w.key)).body;
      const b = (
        await create(bookingBody(wt, { billing: { firstName: 'Kept' }, passengers: [{ firstName: 'Kept' }] }), w.key)
      ).body;
      const db = t.platform.db.kysely;
      await sql`update bookings set billing = ${'"str"'}, passengers = ${'[{"firstName":"Ada"},"Bob",7]'} where id = ${a.id}`.execute(
        db,
      );
      expect((await t.call('GET', `/v1/bookings/${a.id}`, { key: w.key })).status).toBe(500);
      expect((await t.call('GET', '/v1/bookings', { key: w.key })).status).toBe(500);
      await bookingsMigrations['0670_bookings_repair_contacts']!.up(db as never);
      const repaired = await t.call('GET', `/v1/bookings/${a.id}`, { key: w.key });
      expect(repaired.status, repaired.text).toBe(200);
      expect(repaired.body).toMatchObject({ billing: null, passengers: [{ firstName: 'Ada' }] });
      expect((await t.call('GET', `/v1/bookings/${b.id}`, { key: w.key })).body).toMatchObject({
        billing: { firstName: 'Kept' },
        passengers: [{ firstName: 'Kept' }],
      });
      const list = await t.call('GET', '/v1/bookings', { key: w.key });
      expect(list.status).toBe(200);
      expect(list.body.data).toHaveLength(2);
    });
  });
});
