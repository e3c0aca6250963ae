// Booking holds through HTTP: create on hold, confirm, extend, expiry by the job with the controllable clock,
// cancellation, capacity under concurrency and racing workers (the status machine: booking-lifecycle.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import type { JobsTable } from '../../src/platform/jobs.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { bookingBody, seatsOf, trip, type Trip } from '../support/bookings.js';

const MINUTE = 60_000;

describe('booking holds', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const create = (tr: Trip, extra: Record<string, unknown> = {}, key = ws.key) =>
    t.call('POST', '/v1/bookings', { key, body: bookingBody(tr, extra) });
  const hold = async (tr: Trip, extra: Record<string, unknown> = {}) => {
    const r = await create(tr, { hold: true, ...extra });
    expect(r.status, r.text).toBe(201);
    return r.body as { id: string; status: string; hold_expires_at: string; seats: number };
  };
  const get = async (id: string) => (await t.call('GET', `/v1/bookings/${id}`, { key: ws.key })).body;
  const confirm = (id: string, key = ws.key) => t.call('POST', `/v1/bookings/${id}/confirm`, { key });
  const extend = (id: string, body: unknown, key = ws.key) =>
    t.call('POST', `/v1/bookings/${id}/extend`, { key, body });
  const eventsFor = async (type: string, bookingId: string) =>
    (await t.events(ws.id, type)).filter((e) => (e.data as { booking?: { id: string } }).booking?.id === bookingId);

  it('creates a booking on hold for the default 30 minutes, taking its seats and enqueuing its expiry job', async () => {
    const tr = await trip(t, ws.key, { capacity: 5 });
    const before = clock.nowMs();
    const b = await hold(tr, { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] });
    expect(b).toMatchObject({ status: 'on_hold', seats: 2, seats_held: true });
    const expires = Date.parse(b.hold_expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(expires).toBeLessThanOrEqual(clock.nowMs() + 30 * MINUTE);
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(3);
    expect(await eventsFor('booking.created', b.id)).toHaveLength(1);
    const jobs = await t.platform.db.kysely
      .withTables<JobsTable>()
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'bookings.hold.expire')
      .execute();
    const job = jobs.find((j) => JSON.parse(j.payload).bookingId === b.id);
    expect(job, 'the expiry job is a row: it survives a restart').toBeDefined();
    expect(job!.run_at).toBe(b.hold_expires_at);
    expect(await get(b.id)).toEqual(b);
    // A booking made without a hold is pending and never held.
    const p = await create(tr);
    expect(p.body).toMatchObject({ status: 'pending', hold_expires_at: null });
  });

  it('takes holdMinutes within the bounds; outside them, or without hold, is a 400 naming the field', async () => {
    const tr = await trip(t, ws.key, { capacity: 5 });
    const b = await hold(tr, { holdMinutes: 45 });
    expect(Math.abs(Date.parse(b.hold_expires_at) - (clock.nowMs() + 45 * MINUTE))).toBeLessThan(5_000);
    for (const extra of [
      { hold: true, holdMinutes: 0 },
      { hold: true, holdMinutes: t.config.holdMaxMinutes + 1 },
      { hold: true, holdMinutes: 2.5 },
      { holdMinutes: 10 },
      { hold: false, holdMinutes: 10 },
    ]) {
      const r = await create(tr, extra);
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.details.field).toBe('holdMinutes');
    }
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(4);
  });

  it('confirms a hold (keeping its seats), answers a confirmed one unchanged, and its job then does nothing', async () => {
    const tr = await trip(t, ws.key, { capacity: 5 });
    const b = await hold(tr, { holdMinutes: 10 });
    const r = await confirm(b.id);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      id: b.id,
      status: 'confirmed',
      seats_held: true,
      hold_expires_at: b.hold_expires_at,
    });
    expect(r.body.confirmed_at).toBeTruthy();
    expect(await eventsFor('booking.confirmed', b.id)).toHaveLength(1);
    expect((await eventsFor('booking.updated', b.id)).map((e) => e.data)).toMatchObject([
      { changes: ['status'], previous_status: 'on_hold' },
    ]);
    const again = await confirm(b.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(r.body);
    expect(await eventsFor('booking.confirmed', b.id)).toHaveLength(1);
    clock.advance(11 * MINUTE);
    await t.drainJobs();
    expect((await get(b.id)).status).toBe('confirmed');
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(4);
    expect(await eventsFor('booking.expired', b.id)).toHaveLength(0);
  });

  it('expires a lapsed hold by its job: status expired, seats back, booking.expired, inventory.updated and departure.capacity.changed, once', async () => {
    const tr = await trip(t, ws.key, { capacity: 5 });
    const b = await hold(tr, {
      holdMinutes: 10,
      paxAdults: 3,
      rooms: [{ categoryKey: 'single', occupancy: 1, quantity: 3 }],
    });
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(2);
    clock.advance(9 * MINUTE);
    await t.drainJobs();
    expect((await get(b.id)).status).toBe('on_hold');
    clock.advance(2 * MINUTE);
    await t.drainJobs();
    const expired = await get(b.id);
    expect(expired).toMatchObject({
      status: 'expired',
      seats_held: false,
      hold_expires_at: b.hold_expires_at,
      cancelled_at: null,
    });
    expect(await seatsOf(t, ws.key, tr.departureId)).toMatchObject({ remaining: 5, bookedPax: 0 });
    const ev = await eventsFor('booking.expired', b.id);
    expect(ev).toHaveLength(1);
    expect(ev[0]!.data).toMatchObject({ booking: { id: b.id, status: 'expired' }, seats_released: 3 });
    expect((await eventsFor('booking.updated', b.id)).map((e) => e.data)).toMatchObject([
      { changes: ['status'], previous_status: 'on_hold' },
    ]);
    const inventory = (await t.events(ws.id, 'inventory.updated')).filter(
      (e) => (e.data as { departureId: string }).departureId === tr.departureId,
    );
    expect(inventory.at(-1)!.data).toMatchObject({ remaining: 5 });
    // The seats came back on a timer, not through a request: the departure's event says why.
    const capacity = (await t.events(ws.id, 'departure.capacity.changed')).filter(
      (e) => (e.data as { id: string }).id === tr.departureId,
    );
    expect(capacity.map((e) => e.data)).toEqual([
      expect.objectContaining({
        id: tr.departureId,
        capacity: 5,
        bookedPax: 0,
        remaining: 5,
        previousRemaining: 2,
        seatsTaken: -3,
        reason: 'hold_expired',
        bookingId: b.id,
      }),
    ]);
    // Confirming, extending or confirming by PATCH a lapsed hold is refused; the booking stays expired.
    for (const r of [
      await confirm(b.id),
      await extend(b.id, { minutes: 10 }),
      await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { status: 'confirmed' } }),
    ]) {
      expect(r.status, r.text).toBe(410);
      expect(r.body.code).toBe('HOLD_EXPIRED');
    }
    const cancel = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { status: 'cancelled' } });
    expect(cancel.status).toBe(422);
    expect(cancel.body.code).toBe('INVALID_STATUS_TRANSITION');
    expect(await t.services.bookings.bookings.expireHold(ws.id, b.id)).toBe(false);
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(5);
  });

  it('refuses to confirm a lapsed hold before its job has run, then the job expires it', async () => {
    const tr = await trip(t, ws.key, { capacity: 5 });
    const b = await hold(tr, { holdMinutes: 5 });
    clock.advance(5 * MINUTE);
    const r = await confirm(b.id);
    expect(r.status).toBe(410);
    expect(r.body).toMatchObject({ code: 'HOLD_EXPIRED', hold_expires_at: b.hold_expires_at });
    expect((await get(b.id)).status).toBe('on_hold');
    await t.drainJobs();
    expect((await get(b.id)).status).toBe('expired');
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(5);
  });

  it('extends a hold within the bounds: the old job finds it extended, the new one expires it', async () => {
    const tr = await trip(t, ws.key, { capacity: 5 });
    const b = await hold(tr, { holdMinutes: 10 });
    for (const body of [{ minutes: 0 }, { minutes: t.config.holdMaxMinutes + 1 }, { minutes: 'ten' }, {}]) {
      const r = await extend(b.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field).toBe('minutes');
    }
    clock.advance(5 * MINUTE);
    const r = await extend(b.id, { minutes: 20 });
    expect(r.status, r.text).toBe(200);
    expect(r.body.status).toBe('on_hold');
    expect(Math.abs(Date.parse(r.body.hold_expires_at) - (clock.nowMs() + 20 * MINUTE))).toBeLessThan(5_000);
    expect((await eventsFor('booking.updated', b.id)).map((e) => e.data)).toMatchObject([
      { changes: ['hold_expires_at'], previous_status: 'on_hold' },
    ]);
    clock.advance(6 * MINUTE); // past the first expiry
    await t.drainJobs();
    expect((await get(b.id)).status).toBe('on_hold');
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(4);
    clock.advance(15 * MINUTE); // past the extended one
    await t.drainJobs();
    expect((await get(b.id)).status).toBe('expired');
    expect(await eventsFor('booking.expired', b.id)).toHaveLength(1);
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(5);
  });

  it('extends only a booking on hold (409 not_on_hold) and confirms neither a cancelled nor a completed one', async () => {
    const tr = await trip(t, ws.key, { capacity: 5 });
    const p = (await create(tr)).body;
    const r = await extend(p.id, { minutes: 10 });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('NOT_ON_HOLD');
    // A pending booking is confirmed as the PATCH would.
    expect((await confirm(p.id)).body.status).toBe('confirmed');
    const c = (await create(tr)).body;
    await t.call('PATCH', `/v1/bookings/${c.id}`, { key: ws.key, body: { status: 'cancelled' } });
    const rc = await confirm(c.id);
    expect(rc.status).toBe(422);
    expect(rc.body.code).toBe('INVALID_STATUS_TRANSITION');
    // A PATCH may not put a booking on hold or expire it.
    for (const status of ['on_hold', 'expired']) {
      const rp = await t.call('PATCH', `/v1/bookings/${p.id}`, { key: ws.key, body: { status } });
      expect(rp.status).toBe(400);
      expect(rp.body.details.field).toBe('status');
    }
  });

  it('gives a cancelled hold its seats back at once; its job then does nothing', async () => {
    const tr = await trip(t, ws.key, { capacity: 5 });
    const b = await hold(tr, {
      holdMinutes: 10,
      paxAdults: 2,
      rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
    });
    const r = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { status: 'cancelled' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.status).toBe('cancelled');
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(5);
    expect((await eventsFor('booking.cancelled', b.id))[0]!.data).toMatchObject({ seats_released: 2 });
    // A cancellation is a request, announced by booking.cancelled like any other: no departure.capacity.changed.
    expect(
      (await t.events(ws.id, 'departure.capacity.changed')).filter(
        (e) => (e.data as { id: string }).id === tr.departureId,
      ),
    ).toEqual([]);
    clock.advance(11 * MINUTE);
    await t.drainJobs();
    expect((await get(b.id)).status).toBe('cancelled');
    expect(await eventsFor('booking.expired', b.id)).toHaveLength(0);
    expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(5);
  });

  it('holds exactly the free seats for 50 concurrent holds on 10 seats; the rest get 422', async () => {
    const w = await t.workspace();
    const tr = await trip(t, w.key, { capacity: 10 });
    const rs = await Promise.all(Array.from({ length: 50 }, () => create(tr, { hold: true }, w.key)));
    const ok = rs.filter((r) => r.status === 201);
    expect(ok).toHaveLength(10);
    expect(ok.every((r) => r.body.status === 'on_hold')).toBe(true);
    const refused = rs.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 422 && r.body.code === 'CAPACITY_EXCEEDED')).toBe(true);
    expect(await seatsOf(t, w.key, tr.departureId)).toMatchObject({ bookedPax: 10, remaining: 0 });
    await expectNoDifferences(t);
  });

  it('releases an expired hold’s seats once when workers race', async () => {
    const w = await t.workspace();
    const tr = await trip(t, w.key, { capacity: 10 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create(tr, { hold: true, holdMinutes: 5 }, w.key)).body.id);
    expect((await seatsOf(t, w.key, tr.departureId)).remaining).toBe(7);
    clock.advance(6 * MINUTE);
    const expire = (id: string) => t.services.bookings.bookings.expireHold(w.id, id);
    const results = await Promise.all([
      ...ids.flatMap((id) => [expire(id), expire(id), expire(id)]),
      t.drainJobs(),
      t.drainJobs(),
    ]);
    const expiredByCalls = results.slice(0, 9).filter((x) => x === true).length;
    expect(expiredByCalls).toBeLessThanOrEqual(3);
    expect(await seatsOf(t, w.key, tr.departureId)).toMatchObject({ bookedPax: 0, remaining: 10 });
    const expiredEvents = await t.events(w.id, 'booking.expired');
    expect(expiredEvents.map((e) => (e.data as { booking: { id: string } }).booking.id).sort()).toEqual(
      [...ids].sort(),
    );
    for (const id of ids)
      expect((await t.call('GET', `/v1/bookings/${id}`, { key: w.key })).body.status).toBe('expired');
    await t.drainJobs();
    expect(await seatsOf(t, w.key, tr.departureId)).toMatchObject({ bookedPax: 0, remaining: 10 });
    await expectNoDifferences(t);
  });

  it('writes an expiry only while the row is still on hold and lapsed (the conditional update), even from a stale read', async () => {
    const w = await t.workspace();
    const tr = await trip(t, w.key, { capacity: 10 });
    const b = (await create(tr, { hold: true, holdMinutes: 5 }, w.key)).body;
    const { db } = t.platform;
    const svc = t.services.bookings.bookings;
    const stale = (await db.transaction((tx) => svc.getRowForUpdate(tx, w.id, b.id)))!;
    // Not lapsed yet: the guarded write matches no row.
    await expect(db.transaction((tx) => svc.expireIn(tx, w.id, stale, clock.iso()))).rejects.toMatchObject({
      statusCode: 409,
      code: 'BOOKING_CHANGED',
    });
    clock.advance(6 * MINUTE);
    expect(await svc.expireHold(w.id, b.id)).toBe(true);
    // A worker that read the row before the other expired it writes nothing and gives no seats back twice.
    await expect(db.transaction((tx) => svc.expireIn(tx, w.id, stale, clock.iso()))).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await seatsOf(t, w.key, tr.departureId)).toMatchObject({ bookedPax: 0, remaining: 10 });
    expect(await t.events(w.id, 'booking.expired')).toHaveLength(1);
  });

  it('lists holds by their lapse (sort=holdExpiresAt), the soonest first, and pages them by cursor', async () => {
    const w = await t.workspace();
    const tr = await trip(t, w.key, { capacity: 20 });
    const make = async (minutes: number) => {
      const r = await t.call('POST', '/v1/bookings', {
        key: w.key,
        body: bookingBody(tr, { hold: true, holdMinutes: minutes }),
      });
      expect(r.status, r.text).toBe(201);
      return r.body.id as string;
    };
    const late = await make(50);
    const soon = await make(10);
    const middle = await make(30);
    const list = async (query: Record<string, string | number>) =>
      (await t.call('GET', '/v1/bookings', { key: w.key, query: { status: 'on_hold', ...query } })).body;
    expect((await list({ sort: 'holdExpiresAt' })).data.map((b: { id: string }) => b.id)).toEqual([soon, middle, late]);
    expect((await list({ sortBy: 'hold_expires_at', sortOrder: 'desc' })).data[0].id).toBe(late);
    const first = await list({ sort: 'holdExpiresAt', limit: 2 });
    const next = await list({ sort: 'holdExpiresAt', limit: 2, cursor: first.pagination.next_cursor });
    expect(next.data.map((b: { id: string }) => b.id)).toEqual([late]);
  });

  it('answers 401 without a key, 403 without bookings:write and 404 for another workspace’s booking', async () => {
    const tr = await trip(t, ws.key, { capacity: 5 });
    const b = await hold(tr, { holdMinutes: 30 });
    const reader = await t.key(ws.id, { scopes: ['bookings:read'] });
    for (const [path, body] of [
      [`/v1/bookings/${b.id}/confirm`, undefined],
      [`/v1/bookings/${b.id}/extend`, { minutes: 10 }],
    ] as const) {
      expect((await t.call('POST', path, { body })).status).toBe(401);
      const denied = await t.call('POST', path, { key: reader, body });
      expect(denied.status).toBe(403);
      expect(denied.text).toContain('bookings:write');
      expect((await t.call('POST', path, { key: other.key, body })).status).toBe(404);
    }
    const missing = 'book_01930000-0000-7000-8000-000000000001';
    expect((await confirm(missing)).status).toBe(404);
    expect((await extend(missing, { minutes: 10 })).status).toBe(404);
    expect((await t.call('POST', '/v1/bookings', { key: reader, body: bookingBody(tr, { hold: true }) })).status).toBe(
      403,
    );
    expect((await get(b.id)).status).toBe('on_hold');
  });

  it('documents the new routes in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/v1/openapi.json')).body;
    const confirmOp = doc.paths['/v1/bookings/{id}/confirm'].post;
    const extendOp = doc.paths['/v1/bookings/{id}/extend'].post;
    expect(confirmOp.operationId).toBe('confirmBooking');
    expect(extendOp.operationId).toBe('extendBookingHold');
    for (const op of [confirmOp, extendOp]) {
      expect(op.tags).toEqual(['Bookings']);
      expect(op.summary).toBeTruthy();
      expect(op.description).toContain('**Emits:**');
      for (const code of ['200', '401', '403', '404', '410']) expect(op.responses[code], code).toBeDefined();
    }
    const media = extendOp.requestBody.content['application/json'];
    expect(media.example ?? media.examples).toBeTruthy();
    expect(doc.components.schemas.Booking.properties.status.enum).toEqual(
      expect.arrayContaining(['on_hold', 'expired']),
    );
  });
});
