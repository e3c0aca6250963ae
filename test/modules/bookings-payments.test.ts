import { createHash, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingsTables } from '../../src/modules/bookings/store.js';
import { PAYMENT_WORKFLOW_JOB } from '../../src/modules/bookings/payments.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, hmacHex, notification, NOTIFY, seatsOf, trip, type Trip } from '../support/bookings.js';
import { startReceiver } from '../support/receiver.js';

const SECRET = 'notify-secret';
const BILLING = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const PROVIDER_IP = '198.51.100.7';
/** Notifications come from addresses across the provider's allowed /24, so a fast run never meets the per-IP burst limit. */
let sent = 0;
const providerIp = () => `198.51.100.${(sent++ % 250) + 1}`;

type Db = TestApp['platform']['db'];
const tables = (db: Db) => db.kysely.withTables<BookingsTables>();
const audit = (db: Db, orderId: string) => tables(db).selectFrom('payment_notifications').selectAll().where('order_id', '=', orderId).orderBy('received_at').orderBy('id').execute();
const lastAudit = (db: Db) => tables(db).selectFrom('payment_notifications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const jobsOf = (db: Db) => db.kysely.withTables<{ jobs: { kind: string; status: string } }>().selectFrom('jobs').select(['kind', 'status']).where('kind', '=', PAYMENT_WORKFLOW_JOB).execute();

/** A workspace with a default contract series, ready for the payment workflow. */
async function payingWorkspace(t: TestApp): Promise<TestWorkspace> {
  const w = await t.workspace();
  const series = (await t.call('POST', '/v1/contract-series', { key: w.key, body: { name: 'Contracts', pattern: 'CNT-{year}-{sequence:04}' } })).body.series.id;
  expect((await t.call('POST', `/v1/contract-series/${series}/set-default`, { key: w.key })).status).toBe(200);
  return w;
}

async function submitted(t: TestApp, w: TestWorkspace, x: Trip, extra: Record<string, unknown> = {}) {
  const r = await t.call('POST', '/v1/bookings/wizard', {
    key: w.key,
    body: { productId: x.productId, departureId: x.departureId, currency: 'EUR', language: 'en', paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }], billing: BILLING, ...extra },
  });
  expect(r.status, r.text).toBe(202);
  return r.body as { code: string; sessionId: string };
}

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
    t.call('POST', NOTIFY, { rawBody: raw, headers: { 'x-provider-trace': 'abc', ...(opts.signature === null ? {} : { 'x-signature': opts.signature ?? hmacHex(SECRET, raw) }) }, remoteAddress: opts.ip ?? providerIp() });
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
      expect(a).toMatchObject({ verdict, raw_body: raw, body_encoding: 'utf8', verifier: 'hmac', source_ip: opts.ip ?? expect.stringMatching(/^198\.51\.100\.\d+$/), workspace_id: null });
      expect(JSON.parse(a.headers)).toMatchObject({ 'x-provider-trace': 'abc' });
    }
    expect((await session(s.sessionId)).payment).toMatchObject({ status: 'awaiting_payment', workflow_status: 'pending' });
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
    expect(await audit(t.platform.db, 'DEADBEEFDEADBEEF')).toMatchObject([{ verdict: 'unknown_order', provider_status: 5 }]);
    const binary = Buffer.from([0xff, 0xfe, 0x00]).toString('latin1');
    expect((await notify(binary)).status).toBe(400);
    // A key changes nothing (the signature decides) and credentials never reach the audit log.
    const raw = notification('0123456789ABCDEF', 5);
    const withKey = await t.call('POST', NOTIFY, { key: w.key, rawBody: raw, headers: { 'x-signature': hmacHex(SECRET, raw), cookie: 'sid=1' }, remoteAddress: PROVIDER_IP });
    expect(withKey.status).toBe(404);
    const stored = JSON.parse((await lastAudit(t.platform.db)).headers);
    expect(stored).toMatchObject({ 'x-signature': hmacHex(SECRET, raw) });
    expect(stored).not.toHaveProperty('authorization');
    expect(stored).not.toHaveProperty('cookie');
  });

  it('status 3 or 5 confirms the session and queues the workflow: booking confirmed and paid, invoice issued, contract numbered', async () => {
    const s = await submitted(t, w, tr);
    const raw = notification(s.code, 3);
    const r = await notify(raw);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
    expect((await session(s.sessionId)).payment).toMatchObject({ status: 'confirmed', workflow_status: 'queued', booking_id: null });
    expect((await audit(t.platform.db, s.code)).at(-1)).toMatchObject({ verdict: 'confirmed', workspace_id: w.id, provider_status: 3 });
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done', booking_id: expect.stringMatching(/^book_/), invoice_id: expect.stringMatching(/^inv_/), contract_number: expect.stringMatching(/^CNT-\d{4}-0001$/) });
    expect(done.booking_id).toBe(done.payment.booking_id);
    const b = (await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body;
    expect(b).toMatchObject({ status: 'confirmed', payment_status: 'paid', source: 'payment', seats_held: true, invoice_id: done.payment.invoice_id, contract_number: done.payment.contract_number, attention_required: false });
    const invoice = await t.call('GET', `/v1/billing/invoices/${b.invoice_id}`, { key: w.key });
    expect(invoice.body).toMatchObject({ status: 'issued', bookingId: b.id, number: expect.any(String) });
  });

  it('any other status marks the session failed with booking.payment.failed and payment.failed; no booking', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    expect((await notify(notification(s.code, 12))).status).toBe(200);
    expect((await session(s.sessionId)).payment).toMatchObject({ status: 'failed', failed_at: expect.any(String) });
    const failed = (await t.events(w.id, 'payment.failed')).filter((e) => (e.data as { order_id: string }).order_id === s.code);
    expect(failed).toHaveLength(1);
    expect((await t.events(w.id, 'booking.payment.failed')).filter((e) => (e.data as { order_id: string }).order_id === s.code)).toHaveLength(1);
    // A late success for a failed session changes nothing.
    expect((await notify(notification(s.code, 5))).status).toBe(200);
    await t.drainJobs();
    expect((await session(s.sessionId)).payment.status).toBe('failed');
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(4);
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
      expect((await t.events(w.id, type)).filter((e) => (e.data as { booking: { id: string } }).booking.id === bookingId), type).toHaveLength(1);
    }
    expect((await t.events(w.id, 'payment.succeeded')).filter((e) => (e.data as { order_id: string }).order_id === s.code)).toHaveLength(1);
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(2);
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
      expect((await t.events(w.id, type)).filter((e) => (e.data as { booking: { id: string } }).booking.id === bookingId), type).toHaveLength(1);
    }
    expect((await t.events(w.id, 'payment.succeeded')).filter((e) => (e.data as { order_id: string }).order_id === s.code)).toHaveLength(1);
    const invoices = await t.call('GET', '/v1/billing/invoices', { key: w.key, query: { limit: 100 } });
    expect(invoices.body.data.filter((i: { bookingId: string }) => i.bookingId === bookingId)).toHaveLength(1);
  });

  it('confirms the booking a session already committed instead of making another', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const id = (await t.call('POST', '/v1/bookings/wizard/session', { key: w.key, body: { currency: 'EUR', productId: x.productId, departureId: x.departureId, paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }], billing: BILLING } })).body.id;
    const committed = (await t.call('POST', `/v1/bookings/wizard/${id}/commit`, { key: w.key })).body.bookingId;
    const s = await submitted(t, w, x, { sessionId: id, productId: undefined, departureId: undefined });
    expect(s.sessionId).toBe(id);
    await notify(notification(s.code, 5));
    await t.drainJobs();
    expect((await session(id)).payment.booking_id).toBe(committed);
    expect((await t.call('GET', `/v1/bookings/${committed}`, { key: w.key })).body).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect((await t.call('GET', `/v1/bookings?departureId=${x.departureId}`, { key: w.key })).body.pagination.total).toBe(1);
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(2);
  });

  it('a confirmed payment whose seats are gone leaves the booking flagged for attention, never an oversold departure', async () => {
    const x = await trip(t, w.key, { capacity: 2 });
    const s = await submitted(t, w, x);
    expect((await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x, { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] }) })).status).toBe(201);
    expect((await notify(notification(s.code, 5))).status).toBe(200);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done', invoice_id: null, contract_number: null });
    const b = (await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body;
    expect(b).toMatchObject({ status: 'pending', payment_status: 'paid', seats_held: false, attention_required: true, attention_reason: 'seats_unavailable' });
    expect(await seatsOf(t, w.key, x.departureId)).toEqual({ capacity: 2, bookedPax: 2, remaining: 0 });
    const flagged = await t.call('GET', '/v1/bookings?needsAttention=true', { key: w.key });
    expect(flagged.body.data.map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect((await t.events(w.id, 'booking.attention_required')).map((e) => (e.data as { booking: { id: string } }).booking.id)).toEqual([b.id]);
    // Confirming it by hand needs the seats it does not have.
    expect((await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'confirmed' } })).status).toBe(422);
    // Holding no seats, it still keeps its departure and product from being deleted.
    const seated = (await t.call('GET', `/v1/bookings?departureId=${x.departureId}&needsAttention=false`, { key: w.key })).body.data[0].id;
    await t.call('PATCH', `/v1/bookings/${seated}`, { key: w.key, body: { status: 'cancelled' } });
    expect((await seatsOf(t, w.key, x.departureId)).bookedPax).toBe(0);
    const del = await t.call('DELETE', `/v1/departures/${x.departureId}?productId=${x.productId}`, { key: w.key });
    expect(del.status).toBe(409);
    expect(del.body.code).toBe('has_active_bookings');
    expect((await t.call('DELETE', `/v1/products/${x.productId}`, { key: w.key })).status).toBe(409);
    await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } });
    expect((await t.call('DELETE', `/v1/departures/${x.departureId}?productId=${x.productId}`, { key: w.key })).status).toBe(200);
  });

  it('a payment short of the total (or in another currency) marks the booking partial and flags it, without invoice', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const short = await submitted(t, w, x);
    expect((await notify(notification(short.code, 5, { amount: 500 }))).status).toBe(200);
    const other = await submitted(t, w, x);
    expect((await notify(notification(other.code, 5, { currency: 'RON' }))).status).toBe(200);
    await t.drainJobs();
    for (const s of [short, other]) {
      const done = await session(s.sessionId);
      const b = (await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key })).body;
      expect(b).toMatchObject({ status: 'pending', payment_status: 'partial', seats_held: true, invoice_id: null, contract_number: null, attention_required: true, attention_reason: 'payment_amount_mismatch' });
    }
  });

  it('a payment for a committed booking cancelled meanwhile is recorded and flagged, never re-confirmed', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const id = (await t.call('POST', '/v1/bookings/wizard/session', { key: w.key, body: { currency: 'EUR', productId: x.productId, departureId: x.departureId, paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }], billing: BILLING } })).body.id;
    const s = await submitted(t, w, x, { sessionId: id, productId: undefined, departureId: undefined });
    // A queued (submitted) session may still be committed; the payment then confirms that booking.
    const bookingId = (await t.call('POST', `/v1/bookings/wizard/${id}/commit`, { key: w.key })).body.bookingId;
    expect((await t.call('PATCH', `/v1/bookings/${bookingId}`, { key: w.key, body: { status: 'cancelled' } })).status).toBe(200);
    expect((await notify(notification(s.code, 5))).status).toBe(200);
    await t.drainJobs();
    expect((await session(id)).payment).toMatchObject({ status: 'confirmed', workflow_status: 'done', booking_id: bookingId, invoice_id: null });
    const b = (await t.call('GET', `/v1/bookings/${bookingId}`, { key: w.key })).body;
    expect(b).toMatchObject({ status: 'cancelled', payment_status: 'paid', attention_required: true, attention_reason: 'paid_after_cancellation', seats_held: false });
    expect((await seatsOf(t, w.key, x.departureId)).remaining).toBe(4);
    expect((await t.events(w.id, 'booking.attention_required')).some((e) => (e.data as { booking: { id: string } }).booking.id === bookingId)).toBe(true);
  });

  it('without a default contract series the booking is confirmed and invoiced, and flagged for the missing contract number', async () => {
    const bare = await t.workspace();
    const x = await trip(t, bare.key, { capacity: 4 });
    const s = await submitted(t, bare, x);
    expect((await notify(notification(s.code, 5))).status).toBe(200);
    await t.drainJobs();
    const done = (await t.call('GET', `/v1/bookings/wizard/${s.sessionId}`, { key: bare.key })).body.session;
    const b = (await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: bare.key })).body;
    expect(b).toMatchObject({ status: 'confirmed', payment_status: 'paid', contract_number: null, invoice_id: expect.stringMatching(/^inv_/), attention_required: true, attention_reason: 'contract_series_missing' });
    expect(await t.events(bare.id, 'booking.attention_required')).toHaveLength(1);
  });

  it('end to end: wizard submission → signed notification → booking confirmed, invoice issued, contract numbered, webhooks delivered', async () => {
    const e2e = await payingWorkspace(t);
    const rx = await startReceiver();
    const sub = await t.call('POST', '/v1/webhooks/subscriptions', { key: e2e.key, body: { url: rx.url(), events: ['booking.*', 'payment.*'] } });
    expect(sub.status, sub.text).toBeLessThan(300);
    const x = await trip(t, e2e.key, { capacity: 6 });
    const s = await submitted(t, e2e, x);
    expect(await t.events(e2e.id, 'booking.created')).toHaveLength(0);
    const r = await notify(notification(s.code, 5, { amount: 999, currency: 'EUR' }));
    expect(r.body).toEqual({ ok: true });
    await t.drainJobs();
    const types = (await t.events(e2e.id)).map((e) => e.type).filter((type) => type.startsWith('booking.') || type.startsWith('payment.'));
    expect(types).toEqual(['booking.created', 'booking.confirmed', 'booking.payment.success', 'payment.succeeded']);
    const success = (await t.events(e2e.id, 'payment.succeeded'))[0]!.data as Record<string, unknown>;
    expect(success).toMatchObject({ order_id: s.code, wizard_session_id: s.sessionId, provider_payment_id: `ntp-${s.code}`, provider_status: 5, payment: { status: 'confirmed', amount: 999, currency: 'EUR' } });
    const list = (await t.call('GET', '/v1/bookings', { key: e2e.key })).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'confirmed', payment_status: 'paid', contract_number: 'CNT-' + new Date().getUTCFullYear() + '-0001', billing: BILLING });
    expect((await t.call('GET', `/v1/billing/invoices/${list[0].invoice_id}`, { key: e2e.key })).body).toMatchObject({ status: 'issued', bookingId: list[0].id });
    expect((await seatsOf(t, e2e.key, x.departureId)).remaining).toBe(4);
    try {
      const delivered = await rx.waitFor(4);
      expect(delivered.map((r) => r.headers['x-webhook-event']).sort()).toEqual(['booking.confirmed', 'booking.created', 'booking.payment.success', 'payment.succeeded']);
      expect(delivered.find((r) => r.headers['x-webhook-event'] === 'payment.succeeded')?.body).toMatchObject({ data: { order_id: s.code } });
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
    new SignJWT({}).setProtectedHeader({ alg: 'RS512' }).setSubject(createHash('sha512').update(raw).digest('base64')).setIssuer('Payment Provider').setAudience(aud).setIssuedAt().setExpirationTime('5m').sign(privateKey);

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
