import { createHash, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsTables } from '../../src/modules/bookings/payment-store.js';
import { clock } from '../../src/platform/clock.js';
import { PAYMENT_WORKFLOW_JOB } from '../../src/modules/bookings/payment-service.js';
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
  submitted,
  trip,
  type Trip,
} from '../support/bookings.js';
import { databaseUrlOf, runCli } from '../support/cli.js';
import { startReceiver } from '../support/receiver.js';

const SECRET = 'notify-secret';
const PROVIDER_IP = '198.51.100.7';
/** Notifications come from addresses across the provider's allowed /24, so a fast run never meets the per-IP burst limit. */
let sent = 0;
const providerIp = () => `198.51.100.${(sent++ % 250) + 1}`;

type Db = TestApp['platform']['db'];
const tables = (db: Db) => db.kysely.withTables<PaymentsTables>();
const audit = (db: Db, orderId: string) =>
  tables(db)
    .selectFrom('payment_notifications')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
const lastAudit = (db: Db) =>
  tables(db).selectFrom('payment_notifications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const jobsOf = (db: Db) =>
  db.kysely
    .withTables<{ jobs: { kind: string; status: string } }>()
    .selectFrom('jobs')
    .select(['kind', 'status'])
    .where('kind', '=', PAYMENT_WORKFLOW_JOB)
    .execute();

describe('payments (hmac verifier, address allow-list)', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let tr: Trip;

  beforeAll(async () => {
    t = await createTestApp({ paymentNotifySecret: SECRET, paymentNotifyAllowedIps: ['198.51.100.0/24'] });
    w = await payingWorkspace(t);
    tr = await trip(t, w.key, { capacity: 10 });
  });
  afterAll(() => t.close());

  const notify = (raw: string, opts: { signature?: string | null; ip?: string } = {}) =>
    t.call('POST', NOTIFY, {
      rawBody: raw,
      headers: {
        'x-provider-trace': 'abc',
        ...(opts.signature === null ? {} : { 'x-signature': opts.signature ?? hmacHex(SECRET, raw) }),
      },
      remoteAddress: opts.ip ?? providerIp(),
    });
  const session = async (id: string) => (await t.call('GET', `/v1/bookings/wizard/${id}`, { key: w.key })).body.session;

  it('stores every payload first; a bad signature or address is 401 and changes nothing', async () => {
    const s = await submitted(t, w, tr);
    const raw = notification(s.code, 5);
    const cases: Array<[{ signature?: string | null; ip?: string }, string]> = [
      [{ signature: null }, 'rejected_signature'],
      [{ signature: hmacHex('wrong', raw) }, 'rejected_signature'],
      [{ signature: hmacHex(SECRET, `${raw} `) }, 'rejected_signature'],
      [{ ip: '203.0.113.9' }, 'rejected_ip'],
    ];
    for (const [opts, verdict] of cases) {
      const r = await notify(raw, opts);
      expect(r.status, verdict).toBe(401);
      const a = await lastAudit(t.platform.db);
      expect(a).toMatchObject({
        verdict,
        raw_body: raw,
        body_encoding: 'utf8',
        verifier: 'hmac',
        source_ip: opts.ip ?? expect.stringMatching(/^198\.51\.100\.\d+$/),
        workspace_id: null,
      });
      expect(JSON.parse(a.headers)).toMatchObject({ 'x-provider-trace': 'abc' });
    }
    expect((await session(s.sessionId)).payment).toMatchObject({
      status: 'awaiting_payment',
      workflow_status: 'pending',
    });
    expect(await jobsOf(t.platform.db)).toHaveLength(0);
    expect(await t.events(w.id, 'payment.succeeded')).toHaveLength(0);
  });

  it('needs no Authorization (a key is ignored) and refuses malformed payloads with 400, unknown orders with 404', async () => {
    const bad = await notify('{"order":');
    expect(bad.status).toBe(400);
    expect((await lastAudit(t.platform.db)).verdict).toBe('invalid_payload');
    const noStatus = await notify(JSON.stringify({ order: { orderID: 'X' }, payment: {} }));
    expect(noStatus.status).toBe(400);
    expect(noStatus.body.details.field).toBe('payment.status');
    const unknown = await notify(notification('DEADBEEFDEADBEEF', 5));
    expect(unknown.status).toBe(404);
    expect(await audit(t.platform.db, 'DEADBEEFDEADBEEF')).toMatchObject([
      { verdict: 'unknown_order', provider_status: 5 },
    ]);
    const binary = Buffer.from([0xff, 0xfe, 0x00]).toString('latin1');
    expect((await notify(binary)).status).toBe(400);
    // A key changes nothing (the signature decides) and credentials never reach the audit log.
    const raw = notification('0123456789ABCDEF', 5);
    const withKey = await t.call('POST', NOTIFY, {
      key: w.key,
      rawBody: raw,
      headers: { 'x-signature': hmacHex(SECRET, raw), cookie: 'sid=1' },
      remoteAddress: PROVIDER_IP,
    });
    expect(withKey.status).toBe(404);
    const stored = JSON.parse((await lastAudit(t.platform.db)).headers);
    expect(stored).toMatchObject({ 'x-signature': hmacHex(SECRET, raw) });
    expect(stored).not.toHaveProperty('authorization');
    expect(stored).not.toHaveProperty('cookie');
  });

  it('status 3 or 5 confirms the session and queues the workflow: booking confirmed and paid, invoice issued, contract numbered', async () => {
    const s = await submitted(t, w, tr);
    // No booking before the payment: the workflow makes it (from the submission's seat hold) and confirms it.
    expect((await session(s.sessionId)).booking_id).toBeNull();
    const raw = notification(s.code, 3);
    const r = await notify(raw);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
    expect((await session(s.sessionId)).payment).toMatchObject({
      status: 'confirmed',
      workflow_status: 'queued',
      booking_id: null,
    });
    expect((await audit(t.platform.db, s.code)).at(-1)).toMatchObject({
      verdict: 'confirmed',
      workspace_id: w.id,
      provider_status: 3,
    });
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.booking_id).toMatch(/^book_/);
    expect(done.payment).toMatchObject({
      status: 'confirmed',
      workflow_status: 'done',
      booking_id: done.booking_id,
      invoice_id: expect.stringMatching(/^inv_/),
      contract_number: expect.stringMatching(/^CNT-\d{4}-0001$/),
    });
    const b = (await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body;
    expect(b).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      source: 'payment',
      seats_held: true,
      invoice_id: done.payment.invoice_id,
      contract_number: done.payment.contract_number,
      attention_required: false,
    });
    const invoice = await t.call('GET', `/v1/billing/invoices/${b.invoice_id}`, { key: w.key });
    expect(invoice.body).toMatchObject({ status: 'issued', bookingId: b.id, number: expect.any(String) });
  });

  it('a final failure (12) marks the session failed with booking.payment.failed and payment.failed; a later success (5) still confirms it', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    expect((await notify(notification(s.code, 12))).status).toBe(200);
    expect((await session(s.sessionId)).payment).toMatchObject({
      status: 'failed',
      failed_at: expect.any(String),
      provider_status: 12,
    });
    const failed = (await t.events(w.id, 'payment.failed')).filter(
      (e) => (e.data as { order_id: string }).order_id === s.code,
    );
    expect(failed).toHaveLength(1);
    const bookingFailed = (await t.events(w.id, 'booking.payment.failed')).filter(
      (e) => (e.data as { order_id: string }).order_id === s.code,
    );
    expect(bookingFailed).toHaveLength(1);
    // A failure does not end the submission's seat hold: its seats stay held (another card may still pay) until it
    // lapses. No booking exists yet to name.
    expect(bookingFailed[0]!.data).toMatchObject({ booking_id: null, booking: null });
    expect((await session(s.sessionId)).seat_hold).toMatchObject({ status: 'held' });
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(2);
    // The customer's second card paid: the provider took the money, so the session is confirmed after all
    // (it used to be recorded as a duplicate and dropped).
    expect((await notify(notification(s.code, 5))).status).toBe(200);
    expect((await audit(t.platform.db, s.code)).map((a) => a.verdict)).toEqual(['failed', 'confirmed']);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({
      status: 'confirmed',
      workflow_status: 'done',
      provider_status: 5,
      paid_amount_minor: 99900,
      invoice_id: expect.stringMatching(/^inv_/),
      contract_number: expect.any(String),
    });
    expect((await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      seats_held: true,
    });
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(2);
    expect(
      (await t.events(w.id, 'payment.succeeded')).filter((e) => (e.data as { order_id: string }).order_id === s.code),
    ).toHaveLength(1);
  });

  it('applies the same notification once: a repeat (even concurrent) changes nothing', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    const raw = notification(s.code, 5);
    const rs = await Promise.all(Array.from({ length: 5 }, () => notify(raw)));
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await t.drainJobs();
    expect((await notify(raw)).status).toBe(200);
    await t.drainJobs();
    const verdicts = (await audit(t.platform.db, s.code)).map((a) => a.verdict).sort();
    expect(verdicts).toEqual(['confirmed', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const bookingId = (await session(s.sessionId)).booking_id;
    for (const type of ['booking.created', 'booking.confirmed', 'booking.payment.success']) {
      expect(
        (await t.events(w.id, type)).filter((e) => (e.data as { booking: { id: string } }).booking.id === bookingId),
        type,
      ).toHaveLength(1);
    }
    expect(
      (await t.events(w.id, 'payment.succeeded')).filter((e) => (e.data as { order_id: string }).order_id === s.code),
    ).toHaveLength(1);
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(2);
    await expectNoDifferences(t);
  });

  it('runs the workflow exactly once however often the job runs', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    await notify(notification(s.code, 5));
    const ps = (await session(s.sessionId)).payment;
    const payments = t.services.bookings.payments;
    await Promise.all([payments.runWorkflow(w.id, ps.id), payments.runWorkflow(w.id, ps.id)]);
    await payments.runWorkflow(w.id, ps.id);
    await t.drainJobs();
    const bookings = (await t.call('GET', `/v1/bookings?departureId=${x.departureId}`, { key: w.key })).body;
    expect(bookings.pagination.total).toBe(1);
    const bookingId = bookings.data[0].id;
    for (const type of ['booking.created', 'booking.confirmed', 'booking.payment.success']) {
      expect(
        (await t.events(w.id, type)).filter((e) => (e.data as { booking: { id: string } }).booking.id === bookingId),
        type,
      ).toHaveLength(1);
    }
    expect(
      (await t.events(w.id, 'payment.succeeded')).filter((e) => (e.data as { order_id: string }).order_id === s.code),
    ).toHaveLength(1);
    const invoices = await t.call('GET', '/v1/billing/invoices', { key: w.key, query: { limit: 100 } });
    expect(invoices.body.data.filter((i: { bookingId: string }) => i.bookingId === bookingId)).toHaveLength(1);
  });

  it('confirms the booking a session already committed instead of making another', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const id = (
      await t.call('POST', '/v1/bookings/wizard/session', {
        key: w.key,
        body: {
          currency: 'EUR',
          productId: x.productId,
          departureId: x.departureId,
          paxAdults: 2,
          rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
          billing: BILLING,
        },
      })
    ).body.id;
    const committed = (await t.call('POST', `/v1/bookings/wizard/${id}/commit`, { key: w.key })).body.bookingId;
    const s = await submitted(t, w, x, { sessionId: id, productId: undefined, departureId: undefined });
    expect(s.sessionId).toBe(id);
    await notify(notification(s.code, 5));
    await t.drainJobs();
    expect((await session(id)).payment.booking_id).toBe(committed);
    expect((await t.call('GET', `/v1/bookings/${committed}`, { key: w.key })).body).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
    expect(
      (await t.call('GET', `/v1/bookings?departureId=${x.departureId}`, { key: w.key })).body.pagination.total,
    ).toBe(1);
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(2);
  });

  it('a confirmed payment whose seats are gone leaves the booking flagged for attention, never an oversold departure', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await submitted(t, w, x);
    const twoAdults = bookingBody(x, { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] });
    // The submission holds the seats; they can only be gone once its hold lapsed unpaid and gave them back.
    expect((await t.call('POST', '/v1/bookings', { key: w.key, body: twoAdults })).status).toBe(422);
    try {
      clock.advance((t.config.holdDefaultMinutes + 1) * 60_000);
      await t.drainJobs();
      expect((await t.call('POST', '/v1/bookings', { key: w.key, body: twoAdults })).status).toBe(201);
      expect((await notify(notification(s.code, 5))).status).toBe(200);
      await t.drainJobs();
      const done = await session(s.sessionId);
      // Paid but not confirmable: the session waits for an operator (it said `confirmed` before needs_attention existed).
      expect(done.payment).toMatchObject({
        status: 'needs_attention',
        attention_reason: 'seats_unavailable',
        workflow_status: 'done',
        invoice_id: null,
        contract_number: null,
      });
      const b = (await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body;
      expect(b).toMatchObject({
        status: 'pending',
        payment_status: 'paid',
        seats_held: false,
        attention_required: true,
        attention_reason: 'seats_unavailable',
      });
      expect(await seatsOf(t, w.key, x.departureId)).toEqual({ capacity: 2, bookedPax: 2, remaining: 0 });
      const flagged = await t.call('GET', '/v1/bookings?needsAttention=true', { key: w.key });
      expect(flagged.body.data.map((x: { id: string }) => x.id)).toEqual([b.id]);
      expect(
        (await t.events(w.id, 'booking.attention_required')).map(
          (e) => (e.data as { booking: { id: string } }).booking.id,
        ),
      ).toEqual([b.id]);
      // Confirming it by hand needs the seats it does not have.
      expect(
        (await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'confirmed' } })).status,
      ).toBe(422);
      // Holding no seats, it still keeps its departure and product from being deleted.
      const seated = (
        await t.call('GET', `/v1/bookings?departureId=${x.departureId}&needsAttention=false`, { key: w.key })
      ).body.data[0].id;
      await t.call('PATCH', `/v1/bookings/${seated}`, { key: w.key, body: { status: 'cancelled' } });
      expect((await seatsOf(t, w.key, x.departureId)).bookedPax).toBe(0);
      const del = await t.call('DELETE', `/v1/departures/${x.departureId}?productId=${x.productId}`, { key: w.key });
      expect(del.status).toBe(409);
      expect(del.body.code).toBe('HAS_ACTIVE_BOOKINGS');
      expect((await t.call('DELETE', `/v1/products/${x.productId}`, { key: w.key })).status).toBe(409);
      await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } });
      expect(
        (await t.call('DELETE', `/v1/departures/${x.departureId}?productId=${x.productId}`, { key: w.key })).status,
      ).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('a payment short of the total (or in another currency) is in the ledger and flags the booking, without invoice', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const short = await submitted(t, w, x);
    expect((await notify(notification(short.code, 5, { amount: 500 }))).status).toBe(200);
    const other = await submitted(t, w, x);
    expect((await notify(notification(other.code, 5, { currency: 'RON' }))).status).toBe(200);
    await t.drainJobs();
    // Short: partially paid. In another currency: listed in its own, out of the booking's totals (still unpaid).
    for (const [s, paymentStatus, paid, movement] of [
      [short, 'partially_paid', 500, { amount: 500, amount_minor: 50_000, currency: 'EUR' }],
      [other, 'unpaid', 0, { amount: 999, amount_minor: 99_900, currency: 'RON' }],
    ] as const) {
      const done = await session(s.sessionId);
      const b = (await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body;
      expect(b).toMatchObject({
        status: 'pending',
        payment_status: paymentStatus,
        money: { paid, refunded: 0, balance: 999 - paid },
        seats_held: true,
        invoice_id: null,
        contract_number: null,
        attention_required: true,
        attention_reason: 'payment_amount_mismatch',
      });
      const ledger = (await t.call('GET', `/v1/bookings/${b.id}/payments`, { key: w.key })).body.data;
      expect(ledger).toEqual([
        expect.objectContaining({
          kind: 'payment',
          method: 'provider',
          reference: `ntp-${s.code}`,
          payment_session_id: done.payment.id,
          created_by: null,
          ...movement,
        }),
      ]);
    }
  });

  it('a payment for a committed booking cancelled meanwhile is recorded and flagged, never re-confirmed', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const id = (
      await t.call('POST', '/v1/bookings/wizard/session', {
        key: w.key,
        body: {
          currency: 'EUR',
          productId: x.productId,
          departureId: x.departureId,
          paxAdults: 2,
          rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
          billing: BILLING,
        },
      })
    ).body.id;
    const s = await submitted(t, w, x, { sessionId: id, productId: undefined, departureId: undefined });
    // A queued (submitted) session may still be committed; the payment then confirms that booking.
    const bookingId = (await t.call('POST', `/v1/bookings/wizard/${id}/commit`, { key: w.key })).body.bookingId;
    expect(
      (await t.call('PATCH', `/v1/bookings/${bookingId}`, { key: w.key, body: { status: 'cancelled' } })).status,
    ).toBe(200);
    expect((await notify(notification(s.code, 5))).status).toBe(200);
    await t.drainJobs();
    expect((await session(id)).payment).toMatchObject({
      status: 'needs_attention',
      attention_reason: 'paid_after_cancellation',
      workflow_status: 'done',
      booking_id: bookingId,
      invoice_id: null,
    });
    const b = (await t.call('GET', `/v1/bookings/${bookingId}`, { key: w.key })).body;
    expect(b).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      attention_required: true,
      attention_reason: 'paid_after_cancellation',
      seats_held: false,
    });
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(4);
    expect(
      (await t.events(w.id, 'booking.attention_required')).some(
        (e) => (e.data as { booking: { id: string } }).booking.id === bookingId,
      ),
    ).toBe(true);
  });

  it('without a default contract series the booking is confirmed and invoiced, and flagged for the missing contract number', async () => {
    const bare = await t.workspace();
    const x = await trip(t, bare.key, { capacity: 4 });
    const s = await submitted(t, bare, x);
    expect((await notify(notification(s.code, 5))).status).toBe(200);
    await t.drainJobs();
    const done = (await t.call('GET', `/v1/bookings/wizard/${s.sessionId}`, { key: bare.key })).body.session;
    const b = (await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: bare.key })).body;
    expect(b).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      contract_number: null,
      invoice_id: expect.stringMatching(/^inv_/),
      attention_required: true,
      attention_reason: 'contract_series_missing',
    });
    expect(await t.events(bare.id, 'booking.attention_required')).toHaveLength(1);
  });

  it('a payment confirms its booking through the same change as a PATCH: booking.updated (what changed, the previous status) right before booking.confirmed', async () => {
    const x = await trip(t, w.key, { capacity: 6 });
    const ofBooking = async (id: string) =>
      (await t.events(w.id)).filter((e) => (e.data as { booking?: { id: string } }).booking?.id === id);
    // The booking the payment makes from a submission names its payment session from the start: payment, invoice,
    // contract and status change.
    const s = await submitted(t, w, x);
    expect((await notify(notification(s.code, 5))).status).toBe(200);
    await t.drainJobs();
    const paid = (await session(s.sessionId)).booking_id;
    const paidEvents = await ofBooking(paid);
    expect(paidEvents.map((e) => e.type)).toEqual([
      'booking.created',
      'booking.updated',
      'booking.confirmed',
      'booking.payment.success',
      'payment.succeeded',
    ]);
    const updated = paidEvents[1]!.data as {
      changes: string[];
      previous_status: string;
      booking: Record<string, unknown>;
    };
    expect(updated.changes).toEqual(['payment_status', 'invoice_id', 'contract_number', 'status']);
    expect(updated.previous_status).toBe('pending');
    expect(updated.booking).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      invoice_id: expect.stringMatching(/^inv_/),
      contract_number: expect.any(String),
    });
    expect(paidEvents[2]!.data).toEqual({ booking: updated.booking });
    // A committed booking gets its payment session too.
    const id = (
      await t.call('POST', '/v1/bookings/wizard/session', {
        key: w.key,
        body: {
          currency: 'EUR',
          productId: x.productId,
          departureId: x.departureId,
          paxAdults: 2,
          rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
          billing: BILLING,
        },
      })
    ).body.id;
    const committed = (await t.call('POST', `/v1/bookings/wizard/${id}/commit`, { key: w.key })).body.bookingId;
    const c = await submitted(t, w, x, { sessionId: id, productId: undefined, departureId: undefined });
    expect((await notify(notification(c.code, 5))).status).toBe(200);
    await t.drainJobs();
    const committedUpdate = (await ofBooking(committed)).find((e) => e.type === 'booking.updated')!.data as {
      changes: string[];
    };
    expect(committedUpdate.changes).toEqual([
      'payment_status',
      'payment_session_id',
      'invoice_id',
      'contract_number',
      'status',
    ]);
    // The same order as a PATCH to confirmed.
    const patched = (await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x) })).body.id;
    expect(
      (await t.call('PATCH', `/v1/bookings/${patched}`, { key: w.key, body: { status: 'confirmed' } })).status,
    ).toBe(200);
    const patchedEvents = await ofBooking(patched);
    expect(patchedEvents.map((e) => e.type)).toEqual(['booking.created', 'booking.updated', 'booking.confirmed']);
    expect(patchedEvents[1]!.data).toMatchObject({ changes: ['status'], previous_status: 'pending' });
  });

  it('end to end: wizard submission → signed notification → booking confirmed, invoice issued, contract numbered, webhooks delivered', async () => {
    const e2e = await payingWorkspace(t);
    const rx = await startReceiver();
    const sub = await t.call('POST', '/v1/webhooks/subscriptions', {
      key: e2e.key,
      body: { url: rx.url(), events: ['booking.*', 'payment.*'] },
    });
    expect(sub.status, sub.text).toBeLessThan(300);
    const x = await trip(t, e2e.key, { capacity: 6 });
    const s = await submitted(t, e2e, x);
    // The submission holds the seats, and no booking exists before the payment.
    expect(await t.events(e2e.id, 'booking.created')).toEqual([]);
    expect((await seatsOf(t, e2e.key, x.departureId)).remaining).toBe(4);
    const r = await notify(notification(s.code, 5, { amount: 999, currency: 'EUR' }));
    expect(r.body).toEqual({ ok: true });
    await t.drainJobs();
    const types = (await t.events(e2e.id))
      .map((e) => e.type)
      .filter((type) => type.startsWith('booking.') || type.startsWith('payment.'));
    expect(types).toEqual([
      'booking.created',
      'booking.updated',
      'booking.confirmed',
      'booking.payment.success',
      'payment.succeeded',
    ]);
    const success = (await t.events(e2e.id, 'payment.succeeded'))[0]!.data as Record<string, unknown>;
    expect(success).toMatchObject({
      order_id: s.code,
      wizard_session_id: s.sessionId,
      provider_payment_id: `ntp-${s.code}`,
      provider_status: 5,
      payment: { status: 'confirmed', amount: 999, currency: 'EUR' },
      // The payment as a row of the booking's ledger, and the booking it paid.
      movement: { kind: 'payment', method: 'provider', amount: 999, amount_minor: 99_900, currency: 'EUR' },
      booking: { status: 'confirmed', payment_status: 'paid', money: { paid: 999, refunded: 0, balance: 0 } },
      previous_payment_status: 'unpaid',
    });
    const list = (await t.call('GET', '/v1/bookings', { key: e2e.key })).body.data;
    expect(list).toHaveLength(1);
    expect(success.booking_id).toBe(list[0].id);
    expect((await t.call('GET', `/v1/bookings/${list[0].id}/payments`, { key: e2e.key })).body.data).toEqual([
      success.movement,
    ]);
    expect(list[0]).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      contract_number: 'CNT-' + new Date().getUTCFullYear() + '-0001',
      billing: BILLING,
    });
    expect((await t.call('GET', `/v1/billing/invoices/${list[0].invoice_id}`, { key: e2e.key })).body).toMatchObject({
      status: 'issued',
      bookingId: list[0].id,
    });
    expect((await seatsOf(t, e2e.key, x.departureId)).remaining).toBe(4);
    try {
      const delivered = await rx.waitFor(5);
      expect(delivered.map((r) => r.headers['x-webhook-event']).sort()).toEqual([
        'booking.confirmed',
        'booking.created',
        'booking.payment.success',
        'booking.updated',
        'payment.succeeded',
      ]);
      expect(delivered.find((r) => r.headers['x-webhook-event'] === 'payment.succeeded')?.body).toMatchObject({
        data: { order_id: s.code },
      });
    } finally {
      await rx.close();
    }
  });
});

describe('payments (jwt verifier)', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let t: TestApp;
  let w: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp({
      paymentNotifyVerifier: 'jwt',
      paymentNotifyJwtPublicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      paymentNotifyJwtIssuer: 'Payment Provider',
      paymentNotifyJwtAudience: 'POS-1',
    });
    w = await payingWorkspace(t);
  });
  afterAll(() => t.close());

  const token = (raw: string, aud = 'POS-1') =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS512' })
      .setSubject(createHash('sha512').update(raw).digest('base64'))
      .setIssuer('Payment Provider')
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  it('accepts a Verification-token over the raw body and refuses others with 401', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    const raw = notification(s.code, 5);
    const notify = async (headers: Record<string, string>) => t.call('POST', NOTIFY, { rawBody: raw, headers });
    expect((await notify({ 'verification-token': await token(raw, 'POS-2') })).status).toBe(401);
    expect((await notify({ 'verification-token': await token(`${raw}\n`) })).status).toBe(401);
    expect((await notify({ 'x-signature': hmacHex(SECRET, raw) })).status).toBe(401);
    expect((await lastAudit(t.platform.db)).verifier).toBe('jwt');
    const ok = await notify({ 'verification-token': await token(raw) });
    expect(ok.status).toBe(200);
    await t.drainJobs();
    const done = (await t.call('GET', `/v1/bookings/wizard/${s.sessionId}`, { key: w.key })).body.session;
    expect(done.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done' });
    expect((await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body.status).toBe('confirmed');
  });
});

describe('payments: provider status codes, late successes and the operators’ queue', () => {
  let t: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ paymentNotifySecret: SECRET, paymentNotifyAllowedIps: ['198.51.100.0/24'] });
    env = { DATABASE_URL: databaseUrlOf(t.database) };
  });
  afterAll(() => t.close());

  const notify = (raw: string) =>
    t.call('POST', NOTIFY, {
      rawBody: raw,
      headers: { 'x-signature': hmacHex(SECRET, raw) },
      remoteAddress: providerIp(),
    });
  const session = async (w: TestWorkspace, id: string) =>
    (await t.call('GET', `/v1/bookings/wizard/${id}`, { key: w.key })).body.session;
  const ofOrder = (events: Array<{ data: unknown }>, code: string) =>
    events.filter((e) => (e.data as { order_id: string }).order_id === code);
  const attention = async (w: TestWorkspace, query: Record<string, string | number> = {}) =>
    t.call('GET', '/v1/payments/attention', { key: w.key, query });
  const cli = (...args: string[]) => runCli(args, env);

  type Kind = 'success' | 'failure' | 'intermediate' | 'post_payment' | 'unknown';
  /** Netopia's payment.status codes by what they do to an unpaid session (docs/decisions.md), and codes it does not have. */
  const CODES: Array<[Kind, number[]]> = [
    ['success', [3, 5]],
    ['failure', [4, 11, 12, 13, 23]],
    ['intermediate', [1, 2, 6, 7, 14, 15, 18, 19, 20, 21, 22]],
    ['post_payment', [8, 9, 10, 16, 17]],
    ['unknown', [0, 24, 99]],
  ];
  const UNPAID_OUTCOME: Record<Kind, { status: string; verdict: string; recorded: boolean }> = {
    success: { status: 'confirmed', verdict: 'confirmed', recorded: true },
    failure: { status: 'failed', verdict: 'failed', recorded: true },
    intermediate: { status: 'awaiting_payment', verdict: 'intermediate', recorded: true },
    // A refund or chargeback of a payment that never happened, or a code the table lacks: audited only.
    post_payment: { status: 'awaiting_payment', verdict: 'post_payment', recorded: false },
    unknown: { status: 'awaiting_payment', verdict: 'unknown_status', recorded: false },
  };

  it('every status code class: only final failures fail an unpaid session, and a success after any of them still confirms it', async () => {
    const w = await payingWorkspace(t);
    const x = await trip(t, w.key, { capacity: 60 });
    const cases = CODES.flatMap(([kind, codes]) => codes.map((code) => ({ kind, code })));
    const paid: Array<{ code: number; s: { code: string; sessionId: string } }> = [];
    for (const c of cases) {
      const s = await submitted(t, w, x);
      expect((await notify(notification(s.code, c.code))).status, `status ${c.code}`).toBe(200);
      const expected = UNPAID_OUTCOME[c.kind];
      expect((await session(w, s.sessionId)).payment, `status ${c.code}`).toMatchObject({
        status: expected.status,
        provider_status: expected.recorded ? c.code : null,
      });
      expect(
        (await audit(t.platform.db, s.code)).map((a) => a.verdict),
        `status ${c.code}`,
      ).toEqual([expected.verdict]);
      expect(ofOrder(await t.events(w.id, 'payment.failed'), s.code), `status ${c.code}`).toHaveLength(
        c.kind === 'failure' ? 1 : 0,
      );
      expect((await notify(notification(s.code, 3))).status).toBe(200);
      expect((await audit(t.platform.db, s.code)).at(-1)?.verdict, `3 after ${c.code}`).toBe(
        c.kind === 'success' ? 'duplicate' : 'confirmed',
      );
      paid.push({ code: c.code, s });
    }
    await t.drainJobs();
    for (const c of paid) {
      const done = await session(w, c.s.sessionId);
      expect(done.payment, `3 after ${c.code}`).toMatchObject({
        status: 'confirmed',
        workflow_status: 'done',
        invoice_id: expect.stringMatching(/^inv_/),
      });
      expect((await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body.status).toBe('confirmed');
      expect(ofOrder(await t.events(w.id, 'payment.succeeded'), c.s.code)).toHaveLength(1);
    }
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(60 - 2 * cases.length);
  });

  it('a paid session is never unpaid: late failures are ignored, intermediate words only audited, refunds and chargebacks shown on it', async () => {
    const w = await payingWorkspace(t);
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    await notify(notification(s.code, 3));
    await t.drainJobs();
    const before = await session(w, s.sessionId);
    const eventsBefore = (await t.events(w.id)).length;
    const steps: Array<[number, string, number]> = [
      [12, 'ignored', 3],
      [4, 'ignored', 3],
      [15, 'intermediate', 3],
      [99, 'unknown_status', 3],
      [5, 'duplicate', 3],
      [8, 'post_payment', 8],
      [9, 'post_payment', 9],
      [1, 'intermediate', 9],
    ];
    for (const [code, verdict, shown] of steps) {
      expect((await notify(notification(s.code, code, { message: `word ${code}` }))).status).toBe(200);
      expect((await audit(t.platform.db, s.code)).at(-1), `status ${code}`).toMatchObject({
        verdict,
        provider_status: code,
        workspace_id: w.id,
        payment_session_id: before.payment.id,
      });
      expect((await session(w, s.sessionId)).payment, `status ${code}`).toMatchObject({
        status: 'confirmed',
        provider_status: shown,
      });
    }
    expect((await session(w, s.sessionId)).payment.provider_message).toBe('word 9');
    await t.drainJobs();
    const after = await session(w, s.sessionId);
    expect({ ...after.payment, provider_status: 3, provider_message: 'ok' }).toEqual(before.payment);
    expect((await t.call('GET', `/v1/bookings/${after.booking_id}`, { key: w.key })).body).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      attention_required: false,
    });
    expect((await t.events(w.id)).length).toBe(eventsBefore);
  });

  it('15 → 3: 3-D Secure pending leaves the session waiting, the success confirms it once', async () => {
    const w = await payingWorkspace(t);
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    expect((await notify(notification(s.code, 15, { message: '3-D Secure authentication pending' }))).status).toBe(200);
    expect((await session(w, s.sessionId)).payment).toMatchObject({
      status: 'awaiting_payment',
      failed_at: null,
      provider_status: 15,
      provider_message: '3-D Secure authentication pending',
    });
    expect(await t.events(w.id, 'payment.failed')).toHaveLength(0);
    expect((await notify(notification(s.code, 3))).status).toBe(200);
    await t.drainJobs();
    const done = await session(w, s.sessionId);
    expect(done.payment).toMatchObject({
      status: 'confirmed',
      workflow_status: 'done',
      provider_status: 3,
      invoice_id: expect.stringMatching(/^inv_/),
      contract_number: expect.stringMatching(/^CNT-/),
    });
    expect((await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
    expect((await t.events(w.id)).map((e) => e.type).filter((type) => /^(booking|payment)\./.test(type))).toEqual([
      'booking.created',
      'booking.updated',
      'booking.confirmed',
      'booking.payment.success',
      'payment.succeeded',
    ]);
    expect((await audit(t.platform.db, s.code)).map((a) => a.verdict)).toEqual(['intermediate', 'confirmed']);
  });

  it('3 → 3 and 3 → 5, even concurrent, are applied once: one booking, one invoice, one contract number, one set of events', async () => {
    const w = await payingWorkspace(t);
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    const rs = await Promise.all([3, 5, 3, 5, 3, 5].map((code) => notify(notification(s.code, code))));
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await Promise.all([t.drainJobs(), notify(notification(s.code, 5)), notify(notification(s.code, 3))]);
    await t.drainJobs();
    const verdicts = (await audit(t.platform.db, s.code)).map((a) => a.verdict).sort();
    expect(verdicts).toEqual(['confirmed', ...Array(7).fill('duplicate')]);
    const bookings = (await t.call('GET', `/v1/bookings?departureId=${x.departureId}`, { key: w.key })).body;
    expect(bookings.pagination.total).toBe(1);
    const bookingId = bookings.data[0].id;
    expect(bookings.data[0]).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      contract_number: expect.stringMatching(/^CNT-\d{4}-0001$/),
    });
    const invoices = await t.call('GET', '/v1/billing/invoices', { key: w.key, query: { limit: 100 } });
    expect(invoices.body.data.filter((i: { bookingId: string }) => i.bookingId === bookingId)).toHaveLength(1);
    expect(
      (await t.events(w.id, 'contract-series.number.allocated')).filter(
        (e) => (e.data as { bookingId: string }).bookingId === bookingId,
      ),
    ).toHaveLength(1);
    expect((await t.events(w.id)).map((e) => e.type).filter((type) => /^(booking|payment)\./.test(type))).toEqual([
      'booking.created',
      'booking.updated',
      'booking.confirmed',
      'booking.payment.success',
      'payment.succeeded',
    ]);
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(2);
    await expectNoDifferences(t);
  });

  it('a decline racing a success never loses the success', async () => {
    const w = await payingWorkspace(t);
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    await Promise.all([notify(notification(s.code, 12)), notify(notification(s.code, 3))]);
    await t.drainJobs();
    expect((await session(w, s.sessionId)).payment).toMatchObject({ status: 'confirmed', workflow_status: 'done' });
    // Whichever came first: 12 then 3 (failed, confirmed) or 3 then 12 (confirmed, ignored).
    expect(['confirmed,failed', 'confirmed,ignored']).toContain(
      (await audit(t.platform.db, s.code))
        .map((a) => a.verdict)
        .sort()
        .join(),
    );
    await expectNoDifferences(t);
  });

  it('a success must carry an exact amount and a currency; short or in another currency it is not full payment (needs_attention)', async () => {
    const w = await payingWorkspace(t);
    const x = await trip(t, w.key, { capacity: 10 });
    const s = await submitted(t, w, x);
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ amount: undefined }, 'payment.amount'],
      [{ amount: null }, 'payment.amount'],
      [{ amount: '999' }, 'payment.amount'],
      [{ amount: -1 }, 'payment.amount'],
      // 998.999 is no amount of euros: never rounded up into the 999.00 total.
      [{ amount: 998.999 }, 'payment.amount'],
      [{ currency: undefined }, 'payment.currency'],
      [{ currency: 'eur' }, 'payment.currency'],
      [{ currency: 'ABC' }, 'payment.currency'],
    ];
    for (const [extra, field] of refused) {
      const r = await notify(notification(s.code, 3, extra));
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.details.field, JSON.stringify(extra)).toBe(field);
      expect(await lastAudit(t.platform.db)).toMatchObject({ verdict: 'invalid_payload' });
    }
    expect((await session(w, s.sessionId)).payment).toMatchObject({
      status: 'awaiting_payment',
      provider_status: null,
    });
    expect(await jobsOf(t.platform.db)).toHaveLength(0);

    const short = s;
    expect((await notify(notification(short.code, 3, { amount: 500 }))).status).toBe(200);
    const other = await submitted(t, w, x);
    expect((await notify(notification(other.code, 3, { currency: 'RON' }))).status).toBe(200);
    await t.drainJobs();
    for (const [sub, paid] of [
      [short, { paid_amount: 500, paid_amount_minor: 50000, paid_currency: 'EUR' }],
      [other, { paid_amount: 999, paid_amount_minor: 99900, paid_currency: 'RON' }],
    ] as const) {
      const done = await session(w, sub.sessionId);
      expect(done.payment).toMatchObject({
        status: 'needs_attention',
        attention_reason: 'payment_amount_mismatch',
        attention_at: expect.any(String),
        invoice_id: null,
        ...paid,
      });
      expect((await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body).toMatchObject({
        status: 'pending',
        payment_status: paid.paid_currency === 'EUR' ? 'partially_paid' : 'unpaid',
        attention_required: true,
        attention_reason: 'payment_amount_mismatch',
      });
      expect(
        ofOrder(await t.events(w.id, 'payment.succeeded'), sub.code).map(
          (e) => (e.data as { payment: { status: string } }).payment.status,
        ),
      ).toEqual(['needs_attention']);
    }
    const listed = await attention(w);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p: { order_id: string }) => p.order_id).sort()).toEqual(
      [short.code, other.code].sort(),
    );
  });

  it('amounts convert to minor units exactly (84.5 RON is 8450 bani)', async () => {
    const w = await payingWorkspace(t);
    const x = await trip(t, w.key, { capacity: 4, currency: 'RON', amountPerPerson: 42.25 });
    const s = await submitted(t, w, x, { currency: 'RON' });
    expect((await session(w, s.sessionId)).payment).toMatchObject({
      amount: 84.5,
      amount_minor: 8450,
      currency: 'RON',
    });
    expect((await notify(notification(s.code, 3, { amount: 84.5, currency: 'RON' }))).status).toBe(200);
    await t.drainJobs();
    const done = await session(w, s.sessionId);
    expect(done.payment).toMatchObject({
      status: 'confirmed',
      paid_amount: 84.5,
      paid_amount_minor: 8450,
      paid_currency: 'RON',
    });
    expect((await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
  });

  it('a success after the wizard session expired confirms it while the seats are free; with the seats gone or the booking cancelled it needs attention', async () => {
    const w = await payingWorkspace(t);
    const free = await trip(t, w.key, { capacity: 4 });
    const full = await trip(t, w.key, { capacity: 2 });
    const declined = await submitted(t, w, free);
    const pending = await submitted(t, w, full);
    // A committed booking (seats held) whose payment was declined, then cancelled by the back office.
    const sessionId = (
      await t.call('POST', '/v1/bookings/wizard/session', {
        key: w.key,
        body: {
          currency: 'EUR',
          productId: free.productId,
          departureId: free.departureId,
          paxAdults: 2,
          rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
          billing: BILLING,
        },
      })
    ).body.id;
    const committed = (await t.call('POST', `/v1/bookings/wizard/${sessionId}/commit`, { key: w.key })).body.bookingId;
    const cancelledLater = await submitted(t, w, free, { sessionId, productId: undefined, departureId: undefined });
    expect((await notify(notification(declined.code, 12))).status).toBe(200);
    expect((await notify(notification(pending.code, 15))).status).toBe(200);
    expect((await notify(notification(cancelledLater.code, 13))).status).toBe(200);
    expect(
      (await t.call('PATCH', `/v1/bookings/${committed}`, { key: w.key, body: { status: 'cancelled' } })).status,
    ).toBe(200);
    try {
      clock.advance((t.config.wizardSessionTtlMinutes + 1) * 60_000);
      for (const s of [declined, pending, cancelledLater]) expect((await session(w, s.sessionId)).expired).toBe(true);
      // The unpaid submissions' holds (shorter than the session's TTL) have lapsed: their jobs give the seats back.
      await t.drainJobs();
      // Someone else books the last seats of the full departure meanwhile.
      expect(
        (
          await t.call('POST', '/v1/bookings', {
            key: w.key,
            body: bookingBody(full, { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] }),
          })
        ).status,
      ).toBe(201);
      for (const s of [declined, pending, cancelledLater])
        expect((await notify(notification(s.code, 3))).status).toBe(200);
      await t.drainJobs();
    } finally {
      clock.reset();
    }
    const ok = await session(w, declined.sessionId);
    expect(ok.payment).toMatchObject({
      status: 'confirmed',
      workflow_status: 'done',
      invoice_id: expect.stringMatching(/^inv_/),
    });
    expect((await t.call('GET', `/v1/bookings/${ok.booking_id}`, { key: w.key })).body).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      seats_held: true,
    });

    const seatless = await session(w, pending.sessionId);
    expect(seatless.payment).toMatchObject({
      status: 'needs_attention',
      attention_reason: 'seats_unavailable',
      booking_id: expect.stringMatching(/^book_/),
      invoice_id: null,
    });
    expect(await seatsOf(t, w.key, full.departureId)).toEqual({ capacity: 2, bookedPax: 2, remaining: 0 });
    const cancelled = await session(w, cancelledLater.sessionId);
    expect(cancelled.payment).toMatchObject({
      status: 'needs_attention',
      attention_reason: 'paid_after_cancellation',
      booking_id: committed,
    });
    expect((await t.call('GET', `/v1/bookings/${committed}`, { key: w.key })).body).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      attention_required: true,
    });
    for (const s of [pending, cancelledLater]) {
      const events = ofOrder(await t.events(w.id, 'payment.succeeded'), s.code);
      expect(
        events.map((e) => (e.data as { payment: { status: string; attention_reason: string } }).payment),
      ).toMatchObject([{ status: 'needs_attention', attention_reason: expect.any(String) }]);
    }

    // The operators' queue: the endpoint (oldest first, paginated) and the CLI.
    const listed = await attention(w);
    expect(listed.status).toBe(200);
    expect(listed.body.pagination).toEqual({ total: 2, limit: 50, offset: 0, has_more: false, next_cursor: null });
    expect(listed.body.data.map((p: { id: string }) => p.id).sort()).toEqual(
      [seatless.payment.id, cancelled.payment.id].sort(),
    );
    expect(listed.body.data.find((p: { id: string }) => p.id === seatless.payment.id)).toEqual(seatless.payment);
    const newest = await attention(w, { sort: '-attention_at', limit: 1 });
    expect(newest.body).toMatchObject({
      data: [{ id: listed.body.data[1].id }],
      pagination: { total: 2, limit: 1, has_more: true, next_cursor: expect.any(String) },
    });
    const run = await cli('payment', 'attention', '--workspace', w.id, '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(listed.body.data);
  }, 60_000);

  it('the attention list needs payments:read, shows only the caller’s workspace and refuses bad paging or sorting', async () => {
    const w = await payingWorkspace(t);
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    await notify(notification(s.code, 3, { amount: 1 }));
    await t.drainJobs();
    expect((await attention(w)).body.data.map((p: { order_id: string }) => p.order_id)).toEqual([s.code]);
    expect((await t.call('GET', '/v1/payments/attention')).status).toBe(401);
    const bookingsOnly = await t.key(w.id, { scopes: ['bookings:read'] });
    const forbidden = await t.call('GET', '/v1/payments/attention', { key: bookingsOnly });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ required_scope: 'payments:read' });
    expect(
      (await t.call('GET', '/v1/payments/attention', { key: await t.key(w.id, { scopes: ['payments:read'] }) })).body
        .pagination.total,
    ).toBe(1);
    const other = await t.workspace();
    expect((await attention(other)).body).toEqual({
      data: [],
      pagination: { total: 0, limit: 50, offset: 0, has_more: false, next_cursor: null },
    });
    for (const [query, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ sort: 'amount' }, 'sort'],
    ] as const) {
      const r = await attention(w, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
  });

  it('a success for an unknown order is 404 (the provider keeps retrying), audited, and listed for operators by the CLI', async () => {
    const raw = notification('FEEDFACEFEEDFACE', 3, { amount: 120, currency: 'EUR' });
    const r = await notify(raw);
    expect(r.status).toBe(404);
    expect(await audit(t.platform.db, 'FEEDFACEFEEDFACE')).toMatchObject([
      { verdict: 'unknown_order', provider_status: 3, workspace_id: null, raw_body: raw },
    ]);
    // An unknown order that did not pay is audited but not an operator's business.
    expect((await notify(notification('FEEDFACE00000000', 12))).status).toBe(404);
    const listed = await cli('payment', 'unmatched', '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const rows = JSON.parse(listed.stdout) as Array<{ order_id: string; provider_status: number; raw_body: string }>;
    expect(rows.map((x) => x.order_id)).toEqual(['FEEDFACEFEEDFACE']);
    expect(rows[0]).toMatchObject({
      provider_status: 3,
      raw_body: raw,
      received_at: expect.any(String),
      source_ip: expect.stringMatching(/^198\.51\.100\./),
    });
    const missing = await cli('payment', 'attention', '--workspace', 'ws_00000000-0000-7000-8000-000000000000');
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stderr.trim())).toMatchObject({ error: expect.stringMatching(/not found/i) });
    expect((await cli('payment', 'attention')).code).toBe(2);
    expect((await cli('payment', 'unmatched', '--limit', '0')).code).toBe(2);
  }, 60_000);
});
