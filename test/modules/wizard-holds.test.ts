// The booking wizard's seat hold (issues 19 and 25): a submission is accepted and queued with no booking (the
// contract's "no booking exists yet"), its seats held by a seat hold of its own; the payment turns the hold into the
// booking (booking.created then), a payment after the hold lapsed books when the seats are free (else needs
// attention), a queued session's commit books with the hold's seats, and a lapsed hold gives its seats back with
// departure.capacity.changed. Through HTTP, with the controllable clock (held at the lapse's instant and 1 ms either
// side).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsTables } from '../../src/modules/bookings/payment-store.js';
import type { SeatHoldsTables } from '../../src/modules/bookings/seat-hold-store.js';
import type { WizardTables } from '../../src/modules/bookings/wizard-store.js';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import {
  BILLING,
  bookingBody,
  hmacHex,
  notification,
  NOTIFY,
  payingWorkspace,
  seatsOf,
  trip,
  type Trip,
} from '../support/bookings.js';

const SECRET = 'wizard-hold-secret';
const MINUTE = 60_000;
const ONE_ADULT = { paxAdults: 1, rooms: [{ categoryKey: 'single', occupancy: 1, quantity: 1 }] };
const TWO_ADULTS = { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] };

interface Booking {
  id: string;
  status: string;
  source: string;
  seats_held: boolean;
  payment_status: string;
  invoice_id: string | null;
  hold_expires_at: string | null;
  wizard_session_id: string | null;
  payment_session_id: string | null;
  attention_required: boolean;
  attention_reason: string | null;
}

describe('wizard submissions hold their seats', () => {
  let t: TestApp;
  let w: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp({
      paymentNotifySecret: SECRET,
      paymentNotifyRatePerMinute: 10_000,
      paymentNotifyRateBurst: 1_000,
    });
    w = await payingWorkspace(t);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const submit = (x: Trip, extra: Record<string, unknown> = {}, key = w.key) =>
    t.call('POST', '/v1/bookings/wizard', {
      key,
      body: {
        productId: x.productId,
        departureId: x.departureId,
        currency: 'EUR',
        language: 'en',
        billing: BILLING,
        ...TWO_ADULTS,
        ...extra,
      },
    });
  const accepted = async (x: Trip, extra: Record<string, unknown> = {}) => {
    const r = await submit(x, extra);
    expect(r.status, r.text).toBe(202);
    return r.body as { code: string; sessionId: string };
  };
  const session = async (id: string) => (await t.call('GET', `/v1/bookings/wizard/${id}`, { key: w.key })).body.session;
  /** The submission's seat hold, as its session shows it. */
  const holdOf = async (
    sessionId: string,
  ): Promise<{
    id: string;
    status: string;
    seats: number;
    expires_at: string;
    booking_id: string | null;
    departure_id: string;
  }> => (await session(sessionId)).seat_hold;
  const booking = async (id: string): Promise<Booking> =>
    (await t.call('GET', `/v1/bookings/${id}`, { key: w.key })).body;
  const bookingsOn = async (x: Trip): Promise<Booking[]> =>
    (await t.call('GET', `/v1/bookings?departureId=${x.departureId}&limit=100`, { key: w.key })).body.data;
  const pay = async (code: string, extra: Record<string, unknown> = {}) => {
    const raw = notification(code, 5, extra);
    const r = await t.call('POST', NOTIFY, { rawBody: raw, headers: { 'x-signature': hmacHex(SECRET, raw) } });
    expect(r.status, r.text).toBe(200);
  };
  const eventsOf = async (type: string, bookingId: string) =>
    (await t.events(w.id, type)).filter((e) => (e.data as { booking?: { id: string } }).booking?.id === bookingId);
  /** Every booking event of the workspace: a submission makes none. */
  const bookingEvents = async () => (await t.events(w.id)).filter((e) => e.type.startsWith('booking.'));
  const capacityChanges = async (x: Trip) =>
    (await t.events(w.id, 'departure.capacity.changed'))
      .filter((e) => (e.data as { id: string }).id === x.departureId)
      .map((e) => e.data);
  const rows = async () => {
    const db = t.platform.db.kysely;
    const [sessions, payments, holds] = await Promise.all([
      db
        .withTables<WizardTables>()
        .selectFrom('wizard_sessions')
        .select(['id', 'consumed_at', 'booking_id', 'version'])
        .where('workspace_id', '=', w.id)
        .orderBy('id')
        .execute(),
      db
        .withTables<PaymentsTables>()
        .selectFrom('payment_sessions')
        .select('id')
        .where('workspace_id', '=', w.id)
        .execute(),
      db
        .withTables<SeatHoldsTables>()
        .selectFrom('seat_holds')
        .select(['id', 'status'])
        .where('workspace_id', '=', w.id)
        .orderBy('id')
        .execute(),
    ]);
    const bookings = (await t.call('GET', '/v1/bookings?limit=1', { key: w.key })).body.pagination.total as number;
    return { sessions, payments: payments.length, holds, bookings, events: (await t.events(w.id)).length };
  };

  it('accepts and queues a submission with no booking: a seat hold takes its seats; on a departure with 1 seat the second submission is 422 and writes nothing', async () => {
    const x = await trip(t, w.key, { capacity: 1 });
    const bookingsBefore = (await t.call('GET', '/v1/bookings?limit=1', { key: w.key })).body.pagination
      .total as number;
    const eventsBefore = (await bookingEvents()).length;
    const a = await accepted(x, ONE_ADULT);
    const s = await session(a.sessionId);
    expect(s).toMatchObject({
      status: 'submitted',
      booking_id: null,
      payment: { status: 'awaiting_payment', booking_id: null },
    });
    expect(s.seat_hold).toMatchObject({
      id: expect.stringMatching(/^seat_hold_/),
      status: 'held',
      departure_id: x.departureId,
      seats: 1,
      booking_id: null,
    });
    expect(Date.parse(s.seat_hold.expires_at) - clock.nowMs()).toBeGreaterThan(
      (t.config.holdDefaultMinutes - 1) * MINUTE,
    );
    expect(Date.parse(s.seat_hold.expires_at) - clock.nowMs()).toBeLessThanOrEqual(
      t.config.holdDefaultMinutes * MINUTE,
    );
    // No booking exists yet, and none is announced: only the seats moved.
    expect((await t.call('GET', '/v1/bookings?limit=1', { key: w.key })).body.pagination.total).toBe(bookingsBefore);
    expect((await bookingEvents()).length).toBe(eventsBefore);
    expect((await t.events(w.id, 'inventory.updated')).at(-1)!.data).toMatchObject({
      departureId: x.departureId,
      remaining: 0,
      previousRemaining: 1,
    });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 1, remaining: 0 });

    // B, with its own open session: refused, and the session is neither frozen nor linked; no payment, no hold, no event.
    const draft = (
      await t.call('POST', '/v1/bookings/wizard/session', {
        key: w.key,
        body: { currency: 'EUR', productId: x.productId, departureId: x.departureId, ...ONE_ADULT },
      })
    ).body.id as string;
    const before = await rows();
    for (const body of [
      { sessionId: draft, billing: BILLING },
      { productId: x.productId, departureId: x.departureId, currency: 'EUR', billing: BILLING, ...ONE_ADULT },
    ]) {
      const r = await t.call('POST', '/v1/bookings/wizard', { key: w.key, body });
      expect(r.status, r.text).toBe(422);
      expect(r.body).toMatchObject({ code: 'CAPACITY_EXCEEDED', details: { field: 'departureId' } });
    }
    expect(await rows()).toEqual(before);
    expect(await session(draft)).toMatchObject({
      status: 'open',
      booking_id: null,
      consumed_at: null,
      code: null,
      payment: null,
      seat_hold: null,
    });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 1, remaining: 0 });
  });

  it("holds the seats for the workspace's own hold length when it sets one", async () => {
    const x = await trip(t, w.key, { capacity: 5 });
    const set = await t.call('PATCH', '/v1/workspace', { key: w.key, body: { holdMinutes: 12 } });
    expect(set.status, set.text).toBe(200);
    try {
      clock.freeze(Date.now());
      const a = await accepted(x, ONE_ADULT);
      expect(Date.parse((await holdOf(a.sessionId)).expires_at) - clock.nowMs()).toBe(12 * MINUTE);
    } finally {
      await t.call('PATCH', '/v1/workspace', { key: w.key, body: { holdMinutes: null } });
    }
  });

  it('holds exactly the free seats when submissions race; the rest get 422 capacity_exceeded; no booking is made', async () => {
    const x = await trip(t, w.key, { capacity: 5 });
    const rs = await Promise.all(Array.from({ length: 12 }, () => submit(x, ONE_ADULT)));
    expect(rs.filter((r) => r.status === 202)).toHaveLength(5);
    for (const r of rs.filter((r) => r.status !== 202)) expect(r.body).toMatchObject({ code: 'CAPACITY_EXCEEDED' });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 5, remaining: 0 });
    expect(await bookingsOn(x)).toHaveLength(0);
    const holds = await Promise.all(rs.filter((r) => r.status === 202).map((r) => holdOf(r.body.sessionId)));
    expect(holds.map((h) => h.status)).toEqual(['held', 'held', 'held', 'held', 'held']);
    await expectNoDifferences(t);
  });

  it('the payment turns the hold into the booking: created then, confirmed and invoiced, its seats taken once; the hold’s expiry job then does nothing', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await accepted(x);
    const hold = await holdOf(s.sessionId);
    await pay(s.code);
    await t.drainJobs();
    const done = await session(s.sessionId);
    const id = done.booking_id as string;
    expect(id).toMatch(/^book_/);
    expect(done).toMatchObject({
      status: 'booked',
      payment: {
        status: 'confirmed',
        workflow_status: 'done',
        booking_id: id,
        invoice_id: expect.stringMatching(/^inv_/),
      },
      seat_hold: { id: hold.id, status: 'converted', booking_id: id },
    });
    const b = await booking(id);
    expect(b).toMatchObject({
      status: 'confirmed',
      source: 'payment',
      payment_status: 'paid',
      seats_held: true,
      hold_expires_at: null,
      wizard_session_id: s.sessionId,
      payment_session_id: done.payment.id,
      invoice_id: done.payment.invoice_id,
      attention_required: false,
    });
    expect(await bookingsOn(x)).toHaveLength(1);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 2 });
    expect((await eventsOf('booking.created', id)).map((e) => (e.data as { booking: Booking }).booking.status)).toEqual(
      ['pending'],
    );
    expect((await eventsOf('booking.updated', id)).map((e) => e.data)).toMatchObject([
      { changes: ['payment_status', 'invoice_id', 'contract_number', 'status'], previous_status: 'pending' },
    ]);
    expect(await eventsOf('booking.confirmed', id)).toHaveLength(1);
    const invoice = await t.call('GET', `/v1/billing/invoices/${b.invoice_id}`, { key: w.key });
    expect(invoice.body).toMatchObject({ status: 'issued', bookingId: id });
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect((await holdOf(s.sessionId)).status).toBe('converted');
    expect((await booking(id)).status).toBe('confirmed');
    expect(await capacityChanges(x)).toEqual([]);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2 });
  });

  it('an unpaid hold lapses at its instant, not a millisecond before: seats back, departure.capacity.changed (hold_expired, the hold named) next to inventory.updated, no booking event', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await accepted(x);
    const hold = await holdOf(s.sessionId);
    const events = (await bookingEvents()).length;
    const lapse = () => t.services.bookings.seatHolds.expire(w.id, hold.id);
    clock.freeze(Date.parse(hold.expires_at) - 1);
    expect(await lapse()).toBe(false);
    expect((await holdOf(s.sessionId)).status).toBe('held');
    clock.freeze(Date.parse(hold.expires_at));
    expect(await lapse()).toBe(true);
    clock.freeze(Date.parse(hold.expires_at) + 1);
    expect(await lapse()).toBe(false); // once
    await t.drainJobs(); // its job, due now, finds it lapsed
    expect(await holdOf(s.sessionId)).toMatchObject({ status: 'lapsed', booking_id: null });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 0, remaining: 4 });
    const changes = await capacityChanges(x);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toEqual(
      expect.objectContaining({
        id: x.departureId,
        capacity: 4,
        bookedPax: 0,
        remaining: 4,
        previousRemaining: 2,
        seatsTaken: -2,
        reason: 'hold_expired',
        bookingId: null,
        seatHoldId: hold.id,
      }),
    );
    const inventory = (await t.events(w.id, 'inventory.updated')).filter(
      (e) => (e.data as { departureId: string }).departureId === x.departureId,
    );
    expect(inventory.at(-1)!.data).toMatchObject({ remaining: 4, previousRemaining: 2 });
    expect((await bookingEvents()).length).toBe(events);
    // The session stays submitted: its payment may still come.
    expect(await session(s.sessionId)).toMatchObject({
      status: 'submitted',
      booking_id: null,
      payment: { status: 'awaiting_payment' },
    });
  });

  it('judges a payment at its arrival: 1 ms before the lapse it gets the held seats, at the lapse itself it books them anew', async () => {
    for (const [offset, converted] of [
      [-1, true],
      [0, false],
      [1, false],
    ] as const) {
      const x = await trip(t, w.key, { capacity: 2 });
      const s = await accepted(x);
      const hold = await holdOf(s.sessionId);
      clock.freeze(Date.parse(hold.expires_at) + offset);
      await pay(s.code);
      await t.services.bookings.payments.runWorkflow(w.id, (await session(s.sessionId)).payment.id);
      const done = await session(s.sessionId);
      expect(done.seat_hold, String(offset)).toMatchObject({
        status: converted ? 'converted' : 'lapsed',
        booking_id: converted ? done.booking_id : null,
      });
      expect(await booking(done.booking_id)).toMatchObject({ status: 'confirmed', seats_held: true });
      expect((await capacityChanges(x)).length, String(offset)).toBe(converted ? 0 : 1);
      expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
      clock.reset();
    }
  });

  it('a payment racing the lapse job at the lapse: the seats are given back at most once and booked exactly once', async () => {
    for (let i = 0; i < 4; i++) {
      const x = await trip(t, w.key, { capacity: 2 });
      const s = await accepted(x);
      const hold = await holdOf(s.sessionId);
      clock.freeze(Date.parse(hold.expires_at));
      await Promise.all([pay(s.code), t.services.bookings.seatHolds.expire(w.id, hold.id)]);
      await t.drainJobs();
      const done = await session(s.sessionId);
      expect(done.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done' });
      expect(done.seat_hold.status).toBe('lapsed');
      expect(await booking(done.booking_id)).toMatchObject({ status: 'confirmed', seats_held: true });
      expect(await bookingsOn(x)).toHaveLength(1);
      expect((await capacityChanges(x)).map((d) => d.seatHoldId)).toEqual([hold.id]);
      expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
      clock.reset();
    }
    await expectNoDifferences(t);
  });

  it('announces the lapse of an API hold too; cancelling a hold, or any booking, does not announce departure.capacity.changed', async () => {
    const x = await trip(t, w.key, { capacity: 5 });
    const lapsing = (
      await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x, { hold: true, holdMinutes: 5 }) })
    ).body.id as string;
    const cancelled = (
      await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x, { hold: true, holdMinutes: 5 }) })
    ).body.id as string;
    const pending = (await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x) })).body.id as string;
    for (const id of [cancelled, pending])
      expect((await t.call('PATCH', `/v1/bookings/${id}`, { key: w.key, body: { status: 'cancelled' } })).status).toBe(
        200,
      );
    expect(await capacityChanges(x)).toEqual([]);
    clock.advance(6 * MINUTE);
    await t.drainJobs();
    expect((await capacityChanges(x)).map((d) => [d.reason, d.bookingId, d.seatHoldId, d.seatsTaken])).toEqual([
      ['hold_expired', lapsing, null, -1],
    ]);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 0, remaining: 5 });
  });

  it('a payment after the hold lapsed books from the snapshot while the seats are free: confirmed, invoiced; the hold stays lapsed', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect((await holdOf(s.sessionId)).status).toBe('lapsed');
    await pay(s.code);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done).toMatchObject({
      status: 'booked',
      payment: {
        status: 'confirmed',
        workflow_status: 'done',
        booking_id: done.booking_id,
        invoice_id: expect.stringMatching(/^inv_/),
      },
      seat_hold: { status: 'lapsed', booking_id: null },
    });
    expect(await booking(done.booking_id)).toMatchObject({
      status: 'confirmed',
      source: 'payment',
      payment_status: 'paid',
      seats_held: true,
      wizard_session_id: s.sessionId,
      payment_session_id: done.payment.id,
      attention_required: false,
    });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
    expect(await bookingsOn(x)).toHaveLength(1);
    expect(
      (await eventsOf('booking.created', done.booking_id)).map((e) => (e.data as { booking: Booking }).booking.status),
    ).toEqual(['pending']);
    expect(await eventsOf('booking.confirmed', done.booking_id)).toHaveLength(1);
  });

  it('a payment after the hold lapsed and its seats were taken needs attention: the booking is kept without seats and flagged, never oversold', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    const other = await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x, TWO_ADULTS) });
    expect(other.status, other.text).toBe(201);
    await pay(s.code);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({
      status: 'needs_attention',
      attention_reason: 'seats_unavailable',
      workflow_status: 'done',
      invoice_id: null,
    });
    expect(await booking(done.booking_id)).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
      seats_held: false,
      attention_required: true,
      attention_reason: 'seats_unavailable',
    });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ capacity: 2, bookedPax: 2, remaining: 0 });
    const queue = (await t.call('GET', '/v1/payments/attention', { key: w.key })).body.data.map(
      (p: { id: string }) => p.id,
    );
    expect(queue).toContain(done.payment.id);
  });

  it('a payment after the lapse but before the expiry job ran: the workflow lapses the hold itself and books anew', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    const hold = await holdOf(s.sessionId);
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await pay(s.code);
    const paymentId = (await session(s.sessionId)).payment.id as string;
    // The workflow runs before the hold's job (called directly: a drain could pick either first).
    await t.services.bookings.payments.runWorkflow(w.id, paymentId);
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done' });
    expect(done.seat_hold).toMatchObject({ status: 'lapsed', booking_id: null });
    expect(await booking(done.booking_id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      seats_held: true,
    });
    expect((await capacityChanges(x)).map((d) => [d.reason, d.seatHoldId])).toEqual([['hold_expired', hold.id]]);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
    // The hold's job then finds it lapsed and changes nothing.
    await t.drainJobs();
    expect(await capacityChanges(x)).toHaveLength(1);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
  });

  it('a payment that arrived while the seats were held gets them even when the workflow runs after the lapse; the expiry job leaves a paid hold alone', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    const hold = await holdOf(s.sessionId);
    clock.advance((t.config.holdDefaultMinutes - 1) * MINUTE);
    await pay(s.code);
    clock.advance(5 * MINUTE);
    expect(await t.services.bookings.seatHolds.expire(w.id, hold.id)).toBe(false);
    expect((await holdOf(s.sessionId)).status).toBe('held');
    // The due expiry job and the workflow, in whatever order the worker takes them.
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done).toMatchObject({
      seat_hold: { status: 'converted', booking_id: done.booking_id },
      payment: { status: 'confirmed', booking_id: done.booking_id },
    });
    expect(await booking(done.booking_id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      seats_held: true,
    });
    expect(await capacityChanges(x)).toEqual([]);
    expect(await bookingsOn(x)).toHaveLength(1);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
  });

  it('a payment short of the total books the held seats as a pending booking, flagged, instead of letting them lapse', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    await pay(s.code, { amount: 500 });
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({
      status: 'needs_attention',
      attention_reason: 'payment_amount_mismatch',
      booking_id: done.booking_id,
    });
    expect(done.seat_hold).toMatchObject({ status: 'converted', booking_id: done.booking_id });
    expect(await booking(done.booking_id)).toMatchObject({
      status: 'pending',
      payment_status: 'partially_paid',
      seats_held: true,
      attention_required: true,
      attention_reason: 'payment_amount_mismatch',
    });
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect((await booking(done.booking_id)).status).toBe('pending');
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
    // An operator can still confirm it.
    expect(
      (await t.call('PATCH', `/v1/bookings/${done.booking_id}`, { key: w.key, body: { status: 'confirmed' } })).status,
    ).toBe(200);
  });

  it('a failed payment leaves the hold until it lapses; a later success still books the customer', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    const raw = notification(s.code, 12);
    expect(
      (await t.call('POST', NOTIFY, { rawBody: raw, headers: { 'x-signature': hmacHex(SECRET, raw) } })).status,
    ).toBe(200);
    await t.drainJobs();
    expect(await holdOf(s.sessionId)).toMatchObject({ status: 'held' });
    expect((await t.events(w.id, 'booking.payment.failed')).at(-1)!.data).toMatchObject({ booking: null });
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect((await holdOf(s.sessionId)).status).toBe('lapsed');
    await pay(s.code);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done' });
    expect(await booking(done.booking_id)).toMatchObject({ status: 'confirmed', seats_held: true });
  });

  it('commits a queued session into the booking with its hold’s seats (the spec’s queued → booking created); its payment then confirms that booking', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const draft = (
      await t.call('POST', '/v1/bookings/wizard/session', {
        key: w.key,
        body: { currency: 'EUR', productId: x.productId, departureId: x.departureId, ...TWO_ADULTS },
      })
    ).body.id as string;
    const s = await accepted(x, { sessionId: draft, productId: undefined, departureId: undefined });
    const hold = await holdOf(draft);
    const c = await t.call('POST', `/v1/bookings/wizard/${draft}/commit`, { key: w.key });
    expect(c.status, c.text).toBe(200);
    expect(c.body).toEqual({ ok: true, bookingId: expect.stringMatching(/^book_/) });
    const id = c.body.bookingId as string;
    expect(await session(draft)).toMatchObject({
      status: 'booked',
      booking_id: id,
      seat_hold: { id: hold.id, status: 'converted', booking_id: id },
      payment: { status: 'awaiting_payment', booking_id: id },
    });
    expect(await booking(id)).toMatchObject({
      status: 'pending',
      source: 'wizard',
      seats_held: true,
      payment_status: 'unpaid',
      payment_session_id: (await session(draft)).payment.id,
    });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
    expect(await t.call('POST', `/v1/bookings/wizard/${draft}/commit`, { key: w.key })).toMatchObject({
      status: 200,
      body: { ok: true, bookingId: id, reused: true },
    });
    // The hold became the booking: its lapse gives nothing back; the payment confirms that booking.
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect(await capacityChanges(x)).toEqual([]);
    await pay(s.code);
    await t.drainJobs();
    expect(await booking(id)).toMatchObject({ status: 'confirmed', payment_status: 'paid', seats_held: true });
    expect(await bookingsOn(x)).toHaveLength(1);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
  });

  it('commits a queued session whose hold lapsed by taking the seats anew, or refuses it (422) when they are gone', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const draft = async () =>
      (
        await t.call('POST', '/v1/bookings/wizard/session', {
          key: w.key,
          body: { currency: 'EUR', productId: x.productId, departureId: x.departureId, ...TWO_ADULTS },
        })
      ).body.id as string;
    const first = await draft();
    await accepted(x, { sessionId: first, productId: undefined, departureId: undefined });
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs(); // the first hold lapses
    const second = await draft(); // (within WIZARD_SESSION_TTL_MINUTES of its commit below)
    await accepted(x, { sessionId: second, productId: undefined, departureId: undefined });
    // The first session's hold lapsed and the second one's holds the seats now: committing the first finds none.
    const refused = await t.call('POST', `/v1/bookings/wizard/${first}/commit`, { key: w.key });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ code: 'CAPACITY_EXCEEDED', details: { field: 'departureId' } });
    expect(await session(first)).toMatchObject({
      status: 'submitted',
      booking_id: null,
      seat_hold: { status: 'lapsed' },
    });
    // The second hold lapses before its job runs: its commit ends it and books the seats it gave back.
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    const ok = await t.call('POST', `/v1/bookings/wizard/${second}/commit`, { key: w.key });
    expect(ok.status, ok.text).toBe(200);
    expect(await session(second)).toMatchObject({
      status: 'booked',
      booking_id: ok.body.bookingId,
      seat_hold: { status: 'lapsed', booking_id: null },
    });
    expect(await booking(ok.body.bookingId)).toMatchObject({ status: 'pending', seats_held: true });
    expect((await capacityChanges(x)).map((d) => d.seatsTaken)).toEqual([-2, -2]);
    await t.drainJobs();
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
  });

  it('a committed session keeps its booking: its submission takes no seats (even on a full departure) and holds nothing', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const id = (
      await t.call('POST', '/v1/bookings/wizard/session', {
        key: w.key,
        body: { currency: 'EUR', productId: x.productId, departureId: x.departureId, ...TWO_ADULTS, billing: BILLING },
      })
    ).body.id as string;
    const committed = (await t.call('POST', `/v1/bookings/wizard/${id}/commit`, { key: w.key })).body
      .bookingId as string;
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ remaining: 0 });
    const s = await accepted(x, { sessionId: id, productId: undefined, departureId: undefined });
    expect(s.sessionId).toBe(id);
    expect(await session(id)).toMatchObject({
      status: 'booked',
      booking_id: committed,
      seat_hold: null,
      payment: { booking_id: committed },
    });
    expect(await bookingsOn(x)).toHaveLength(1);
    expect((await booking(committed)).status).toBe('pending');
  });

  it('documents what the submission emits: no booking event', async () => {
    const doc = (await t.call('GET', '/v1/openapi.json')).body;
    const op = doc.paths['/v1/bookings/wizard'].post;
    expect(op.description).toContain('**Emits:** `inventory.updated`');
    expect(op.description).not.toMatch(/\*\*Emits:\*\*[^\n]*booking\./);
    expect(op.description).toContain('No booking exists yet');
    expect(op.responses['422']).toBeDefined();
  });
});
