// The booking wizard's hold (issue 19): a submission takes its seats at once with a booking `on_hold`, the payment
// confirms that booking, a payment after the hold lapsed books again when the seats are free (else needs
// attention), and a lapsed hold announces departure.capacity.changed. Through HTTP, with the controllable clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsTables } from '../../src/modules/bookings/payment-store.js';
import type { WizardTables } from '../../src/modules/bookings/wizard-store.js';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { BILLING, bookingBody, hmacHex, notification, NOTIFY, payingWorkspace, seatsOf, trip, type Trip } from '../support/bookings.js';

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
    t = await createTestApp({ paymentNotifySecret: SECRET });
    w = await payingWorkspace(t);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const submit = (x: Trip, extra: Record<string, unknown> = {}, key = w.key) =>
    t.call('POST', '/v1/bookings/wizard', { key, body: { productId: x.productId, departureId: x.departureId, currency: 'EUR', language: 'en', billing: BILLING, ...TWO_ADULTS, ...extra } });
  const accepted = async (x: Trip, extra: Record<string, unknown> = {}) => {
    const r = await submit(x, extra);
    expect(r.status, r.text).toBe(202);
    return r.body as { code: string; sessionId: string };
  };
  const session = async (id: string) => (await t.call('GET', `/v1/bookings/wizard/${id}`, { key: w.key })).body.session;
  const booking = async (id: string): Promise<Booking> => (await t.call('GET', `/v1/bookings/${id}`, { key: w.key })).body;
  const bookingsOn = async (x: Trip): Promise<Booking[]> => (await t.call('GET', `/v1/bookings?departureId=${x.departureId}&limit=100`, { key: w.key })).body.data;
  const pay = async (code: string, extra: Record<string, unknown> = {}) => {
    const raw = notification(code, 5, extra);
    const r = await t.call('POST', NOTIFY, { rawBody: raw, headers: { 'x-signature': hmacHex(SECRET, raw) } });
    expect(r.status, r.text).toBe(200);
  };
  const eventsOf = async (type: string, bookingId: string) =>
    (await t.events(w.id, type)).filter((e) => (e.data as { booking?: { id: string } }).booking?.id === bookingId);
  const capacityChanges = async (x: Trip) => (await t.events(w.id, 'departure.capacity.changed')).filter((e) => (e.data as { id: string }).id === x.departureId).map((e) => e.data);
  const rows = async () => {
    const db = t.platform.db.kysely;
    const [sessions, payments] = await Promise.all([
      db.withTables<WizardTables>().selectFrom('wizard_sessions').select(['id', 'consumed_at', 'booking_id', 'version']).where('workspace_id', '=', w.id).orderBy('id').execute(),
      db.withTables<PaymentsTables>().selectFrom('payment_sessions').select('id').where('workspace_id', '=', w.id).execute(),
    ]);
    const bookings = (await t.call('GET', '/v1/bookings?limit=1', { key: w.key })).body.pagination.total as number;
    return { sessions, payments: payments.length, bookings, events: (await t.events(w.id)).length };
  };

  it('takes the seats at submission: on a departure with 1 seat the first submission holds it, the second is 422 and writes nothing', async () => {
    const x = await trip(t, w.key, { capacity: 1 });
    const a = await accepted(x, ONE_ADULT);
    const held = (await session(a.sessionId)).booking_id as string;
    const b0 = await booking(held);
    expect(b0).toMatchObject({ status: 'on_hold', source: 'wizard', seats_held: true, payment_status: 'unpaid', wizard_session_id: a.sessionId, payment_session_id: (await session(a.sessionId)).payment.id });
    expect(Date.parse(b0.hold_expires_at!) - clock.nowMs()).toBeGreaterThan((t.config.holdDefaultMinutes - 1) * MINUTE);
    expect(Date.parse(b0.hold_expires_at!) - clock.nowMs()).toBeLessThanOrEqual(t.config.holdDefaultMinutes * MINUTE);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 1, remaining: 0 });

    // B, with its own open session: refused, and the session is neither frozen nor linked; no payment, no booking, no event.
    const draft = (await t.call('POST', '/v1/bookings/wizard/session', { key: w.key, body: { currency: 'EUR', productId: x.productId, departureId: x.departureId, ...ONE_ADULT } })).body.id as string;
    const before = await rows();
    for (const body of [{ sessionId: draft, billing: BILLING }, { productId: x.productId, departureId: x.departureId, currency: 'EUR', billing: BILLING, ...ONE_ADULT }]) {
      const r = await t.call('POST', '/v1/bookings/wizard', { key: w.key, body });
      expect(r.status, r.text).toBe(422);
      expect(r.body).toMatchObject({ code: 'capacity_exceeded', details: { field: 'departureId' } });
    }
    expect(await rows()).toEqual(before);
    expect((await session(draft))).toMatchObject({ status: 'open', booking_id: null, consumed_at: null, code: null, payment: null });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 1, remaining: 0 });
  });

  it('holds exactly the free seats when submissions race; the rest get 422 capacity_exceeded', async () => {
    const x = await trip(t, w.key, { capacity: 5 });
    const rs = await Promise.all(Array.from({ length: 12 }, () => submit(x, ONE_ADULT)));
    expect(rs.filter((r) => r.status === 202)).toHaveLength(5);
    for (const r of rs.filter((r) => r.status !== 202)) expect(r.body).toMatchObject({ code: 'capacity_exceeded' });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 5, remaining: 0 });
    const held = await bookingsOn(x);
    expect(held).toHaveLength(5);
    expect(held.every((b) => b.status === 'on_hold' && b.source === 'wizard')).toBe(true);
  });

  it('the payment confirms the held booking: one booking, confirmed and invoiced, seats taken once; its expiry job then does nothing', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await accepted(x);
    const submittedSession = await session(s.sessionId);
    expect(submittedSession).toMatchObject({ status: 'submitted', payment: { booking_id: submittedSession.booking_id } });
    const held = submittedSession.booking_id as string;
    await pay(s.code);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done).toMatchObject({ status: 'booked', booking_id: held, payment: { status: 'confirmed', workflow_status: 'done', booking_id: held, invoice_id: expect.stringMatching(/^inv_/) } });
    const b = await booking(held);
    expect(b).toMatchObject({ status: 'confirmed', source: 'wizard', payment_status: 'paid', seats_held: true, invoice_id: done.payment.invoice_id, attention_required: false });
    expect(await bookingsOn(x)).toHaveLength(1);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 2 });
    expect((await eventsOf('booking.updated', held)).map((e) => e.data)).toMatchObject([{ changes: ['payment_status', 'invoice_id', 'contract_number', 'status'], previous_status: 'on_hold' }]);
    expect(await eventsOf('booking.confirmed', held)).toHaveLength(1);
    expect(await eventsOf('booking.created', held)).toHaveLength(1);
    const invoice = await t.call('GET', `/v1/billing/invoices/${b.invoice_id}`, { key: w.key });
    expect(invoice.body).toMatchObject({ status: 'issued', bookingId: held });
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect((await booking(held)).status).toBe('confirmed');
    expect(await eventsOf('booking.expired', held)).toHaveLength(0);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2 });
  });

  it('an unpaid hold lapses: expired, seats back, booking.expired and departure.capacity.changed (hold_expired) next to inventory.updated', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await accepted(x);
    const held = (await session(s.sessionId)).booking_id as string;
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect(await booking(held)).toMatchObject({ status: 'expired', seats_held: false });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 0, remaining: 4 });
    expect((await eventsOf('booking.expired', held)).map((e) => e.data)).toMatchObject([{ seats_released: 2 }]);
    const changes = await capacityChanges(x);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toEqual(expect.objectContaining({ id: x.departureId, capacity: 4, bookedPax: 0, remaining: 4, previousRemaining: 2, seatsTaken: -2, reason: 'hold_expired', bookingId: held }));
    const inventory = (await t.events(w.id, 'inventory.updated')).filter((e) => (e.data as { departureId: string }).departureId === x.departureId);
    expect(inventory.at(-1)!.data).toMatchObject({ remaining: 4, previousRemaining: 2 });
    // The session stays submitted (its payment may still come) with the lapsed hold linked.
    expect(await session(s.sessionId)).toMatchObject({ status: 'submitted', booking_id: held, payment: { status: 'awaiting_payment' } });
  });

  it('announces the lapse of an API hold too; cancelling a hold, or any booking, does not announce departure.capacity.changed', async () => {
    const x = await trip(t, w.key, { capacity: 5 });
    const lapsing = (await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x, { hold: true, holdMinutes: 5 }) })).body.id as string;
    const cancelled = (await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x, { hold: true, holdMinutes: 5 }) })).body.id as string;
    const pending = (await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x) })).body.id as string;
    for (const id of [cancelled, pending]) expect((await t.call('PATCH', `/v1/bookings/${id}`, { key: w.key, body: { status: 'cancelled' } })).status).toBe(200);
    expect(await capacityChanges(x)).toEqual([]);
    clock.advance(6 * MINUTE);
    await t.drainJobs();
    expect((await capacityChanges(x)).map((d) => [d.reason, d.bookingId, d.seatsTaken])).toEqual([['hold_expired', lapsing, -1]]);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 0, remaining: 5 });
  });

  it('a payment after the hold expired books again from the snapshot while the seats are free: confirmed, invoiced, the lapsed hold stays expired', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    const held = (await session(s.sessionId)).booking_id as string;
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect((await booking(held)).status).toBe('expired');
    await pay(s.code);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.booking_id).not.toBe(held);
    expect(done).toMatchObject({ status: 'booked', payment: { status: 'confirmed', workflow_status: 'done', booking_id: done.booking_id, invoice_id: expect.stringMatching(/^inv_/) } });
    expect(await booking(done.booking_id)).toMatchObject({ status: 'confirmed', source: 'payment', payment_status: 'paid', seats_held: true, wizard_session_id: s.sessionId, payment_session_id: done.payment.id, attention_required: false });
    expect(await booking(held)).toMatchObject({ status: 'expired', seats_held: false, payment_status: 'unpaid' });
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
    expect(await eventsOf('booking.expired', held)).toHaveLength(1);
    expect((await eventsOf('booking.created', done.booking_id)).map((e) => (e.data as { booking: Booking }).booking.status)).toEqual(['pending']);
    expect(await eventsOf('booking.confirmed', done.booking_id)).toHaveLength(1);
  });

  it('a payment after the hold expired and its seats were taken needs attention: the new booking is kept without seats and flagged, never oversold', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    const held = (await session(s.sessionId)).booking_id as string;
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    const other = await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x, TWO_ADULTS) });
    expect(other.status, other.text).toBe(201);
    await pay(s.code);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({ status: 'needs_attention', attention_reason: 'seats_unavailable', workflow_status: 'done', invoice_id: null });
    expect(done.booking_id).not.toBe(held);
    expect(await booking(done.booking_id)).toMatchObject({ status: 'pending', payment_status: 'paid', seats_held: false, attention_required: true, attention_reason: 'seats_unavailable' });
    expect((await booking(held)).status).toBe('expired');
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ capacity: 2, bookedPax: 2, remaining: 0 });
    const queue = (await t.call('GET', '/v1/payments/attention', { key: w.key })).body.data.map((p: { id: string }) => p.id);
    expect(queue).toContain(done.payment.id);
  });

  it('a payment after the lapse but before the expiry job ran: the workflow expires the hold itself and books again', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    const held = (await session(s.sessionId)).booking_id as string;
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await pay(s.code);
    const paymentId = (await session(s.sessionId)).payment.id as string;
    // The workflow runs before the hold's job (called directly: a drain could pick either first).
    await t.services.bookings.payments.runWorkflow(w.id, paymentId);
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done' });
    expect(done.booking_id).not.toBe(held);
    expect(await booking(done.booking_id)).toMatchObject({ status: 'confirmed', payment_status: 'paid', seats_held: true });
    expect(await booking(held)).toMatchObject({ status: 'expired', seats_held: false });
    expect(await eventsOf('booking.expired', held)).toHaveLength(1);
    expect((await capacityChanges(x)).map((d) => [d.reason, d.bookingId])).toEqual([['hold_expired', held]]);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
    // The hold's job then finds it expired and changes nothing.
    await t.drainJobs();
    expect(await eventsOf('booking.expired', held)).toHaveLength(1);
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
  });

  it('a payment that arrived while the seats were held confirms the hold even when the workflow runs after the lapse; the expiry job leaves a paid hold alone', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    const held = (await session(s.sessionId)).booking_id as string;
    clock.advance((t.config.holdDefaultMinutes - 1) * MINUTE);
    await pay(s.code);
    clock.advance(5 * MINUTE);
    expect(await t.services.bookings.bookings.expireHold(w.id, held)).toBe(false);
    expect((await booking(held)).status).toBe('on_hold');
    // The due expiry job and the workflow, in whatever order the worker takes them.
    await t.drainJobs();
    expect(await booking(held)).toMatchObject({ status: 'confirmed', payment_status: 'paid', seats_held: true });
    expect(await session(s.sessionId)).toMatchObject({ booking_id: held, payment: { status: 'confirmed', booking_id: held } });
    expect(await eventsOf('booking.expired', held)).toHaveLength(0);
    expect(await capacityChanges(x)).toEqual([]);
    expect(await bookingsOn(x)).toHaveLength(1);
    // By hand, a lapsed hold is still refused.
    const other = await accepted(await trip(t, w.key, { capacity: 2 }));
    const otherHeld = (await session(other.sessionId)).booking_id as string;
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    expect((await t.call('POST', `/v1/bookings/${otherHeld}/confirm`, { key: w.key })).status).toBe(410);
  });

  it('a payment short of the total keeps the hold as a pending booking with its seats, flagged, instead of letting it lapse', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    const held = (await session(s.sessionId)).booking_id as string;
    await pay(s.code, { amount: 500 });
    await t.drainJobs();
    expect((await session(s.sessionId)).payment).toMatchObject({ status: 'needs_attention', attention_reason: 'payment_amount_mismatch', booking_id: held });
    expect(await booking(held)).toMatchObject({ status: 'pending', payment_status: 'partial', seats_held: true, attention_required: true, attention_reason: 'payment_amount_mismatch' });
    expect((await eventsOf('booking.updated', held)).map((e) => e.data)).toMatchObject([{ changes: ['payment_status', 'status'], previous_status: 'on_hold' }]);
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect((await booking(held)).status).toBe('pending');
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 0 });
    // An operator can still confirm it.
    expect((await t.call('PATCH', `/v1/bookings/${held}`, { key: w.key, body: { status: 'confirmed' } })).status).toBe(200);
  });

  it('a failed payment leaves the hold until it lapses; a later success still books the customer', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await accepted(x);
    const held = (await session(s.sessionId)).booking_id as string;
    const raw = notification(s.code, 12);
    expect((await t.call('POST', NOTIFY, { rawBody: raw, headers: { 'x-signature': hmacHex(SECRET, raw) } })).status).toBe(200);
    await t.drainJobs();
    expect(await booking(held)).toMatchObject({ status: 'on_hold', seats_held: true });
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    expect((await booking(held)).status).toBe('expired');
    await pay(s.code);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done' });
    expect(await booking(done.booking_id)).toMatchObject({ status: 'confirmed', seats_held: true });
  });

  it('a committed session keeps its booking: its submission takes no seats (even on a full departure), commit answers the held booking', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const id = (await t.call('POST', '/v1/bookings/wizard/session', { key: w.key, body: { currency: 'EUR', productId: x.productId, departureId: x.departureId, ...TWO_ADULTS, billing: BILLING } })).body.id as string;
    const committed = (await t.call('POST', `/v1/bookings/wizard/${id}/commit`, { key: w.key })).body.bookingId as string;
    expect(await seatsOf(t, w.key, x.departureId)).toMatchObject({ remaining: 0 });
    const s = await accepted(x, { sessionId: id, productId: undefined, departureId: undefined });
    expect(s.sessionId).toBe(id);
    expect(await session(id)).toMatchObject({ status: 'booked', booking_id: committed, payment: { booking_id: committed } });
    expect(await bookingsOn(x)).toHaveLength(1);
    expect((await booking(committed)).status).toBe('pending');
    // Committing a submitted session answers the booking its submission holds.
    const y = await trip(t, w.key, { capacity: 2 });
    const draft = (await t.call('POST', '/v1/bookings/wizard/session', { key: w.key, body: { currency: 'EUR', productId: y.productId, departureId: y.departureId, ...TWO_ADULTS } })).body.id as string;
    await accepted(y, { sessionId: draft, productId: undefined, departureId: undefined });
    const held = (await session(draft)).booking_id as string;
    const c = await t.call('POST', `/v1/bookings/wizard/${draft}/commit`, { key: w.key });
    expect(c.body).toEqual({ ok: true, bookingId: held, reused: true });
    expect(await seatsOf(t, w.key, y.departureId)).toMatchObject({ bookedPax: 2 });
  });

  it('documents what the submission emits', async () => {
    const doc = (await t.call('GET', '/v1/openapi.json')).body;
    const op = doc.paths['/v1/bookings/wizard'].post;
    expect(op.description).toContain('**Emits:** `booking.created`, `inventory.updated`');
    expect(op.description).toContain('on_hold');
    expect(op.responses['422']).toBeDefined();
  });
});
