// Refunds at the payment provider (POST /v1/payments/{id}/refund): the session's own provider gives the money back
// (the sandbox's test provider at once, Stripe through the official library against a local stand-in of its Refunds
// API, the contract's provider not at all: 501), then the refund is a row of the booking's ledger; never more than
// the provider took and has not given back, also when refunds race.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { hmacHex, notification, NOTIFY, payingWorkspace, submitted, trip } from '../support/bookings.js';

const SECRET = 'refunds-notify-secret';
const WHSEC = 'whsec_refunds';

/** Stripe's Refunds API as far as a refund needs it: each call seen with its idempotency key. */
async function stripeRefundsStandIn() {
  const calls: Array<{ form: Record<string, string>; key: string | undefined }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const key = req.headers['idempotency-key'] as string | undefined;
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/v1/refunds') {
        res.statusCode = 404;
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown' } }));
      }
      if (form.amount === '1') {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Amount too small' } }));
      }
      calls.push({ form, key });
      res.end(JSON.stringify({ id: `re_${calls.length}`, object: 'refund', amount: Number(form.amount) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('refunds at the payment provider', () => {
  let t: TestApp;
  let sandbox: TestWorkspace;
  let live: TestWorkspace;
  let stripeLive: TestWorkspace;
  let stripeAccount: string;
  let standIn: Awaited<ReturnType<typeof stripeRefundsStandIn>>;

  beforeAll(async () => {
    standIn = await stripeRefundsStandIn();
    t = await createTestApp({
      paymentNotifySecret: SECRET,
      paymentNotifyAllowedIps: ['198.51.100.0/24'],
      paymentCredentialsKey: randomBytes(32).toString('base64'),
      stripeApiBase: standIn.origin,
      publicUrl: 'https://tours.example',
    });
    sandbox = await t.workspace({ type: 'sandbox' });
    const series = await t.call('POST', '/v1/contract-series', {
      key: sandbox.key,
      body: { name: 'Contracts', pattern: 'CNT-{year}-{sequence:04}' },
    });
    await t.call('POST', `/v1/contract-series/${series.body.series.id}/set-default`, { key: sandbox.key });
    live = await payingWorkspace(t);
    stripeLive = await payingWorkspace(t);
    const account = await t.call('POST', '/v1/payments/accounts/upsert', {
      key: stripeLive.key,
      body: {
        provider: 'stripe',
        displayName: 'Stripe',
        config: { secretKey: 'sk_test_refunds', webhookSecret: WHSEC },
      },
    });
    expect(account.status, account.text).toBe(200);
    stripeAccount = account.body.id;
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const session = async (w: TestWorkspace, id: string) =>
    (await t.call('GET', `/v1/bookings/wizard/${id}`, { key: w.key })).body.session;
  const refund = (w: TestWorkspace, paymentId: string, body: Record<string, unknown>, key = w.key) =>
    t.call('POST', `/v1/payments/${paymentId}/refund`, { key, body });
  /** A sandbox submission (999 EUR) paid through the test provider's page; its wizard session. */
  const paidInSandbox = async () => {
    const s = await submitted(t, sandbox, await trip(t, sandbox.key, { capacity: 4 }));
    const r = await t.call('POST', `/pay/test/${s.code}`, {
      rawBody: new URLSearchParams({ outcome: 'succeed', return: '/book/x' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(303);
    await t.drainJobs();
    return session(sandbox, s.sessionId);
  };

  it('refunds through the test provider and records it on the ledger: in part, then the rest by default', async () => {
    const paid = await paidInSandbox();
    expect(paid.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done' });
    const part = await refund(sandbox, paid.payment.id, { amount: 100.5, reason: 'Lunch was not served' });
    expect(part.status, part.text).toBe(201);
    expect(part.body.movement).toMatchObject({
      kind: 'refund',
      method: 'provider',
      amount: 100.5,
      amount_minor: 10050,
      currency: 'EUR',
      reason: 'Lunch was not served',
      reference: expect.stringMatching(/^tref_/),
      payment_session_id: paid.payment.id,
      booking_id: paid.booking_id,
      created_by: expect.any(String),
    });
    expect(part.body.booking).toMatchObject({ id: paid.booking_id, payment_status: 'partially_refunded' });
    const events = await t.events(sandbox.id, 'payment.refunded');
    expect(events.at(-1)!.data).toMatchObject({
      booking_id: paid.booking_id,
      movement: { id: part.body.movement.id, method: 'provider' },
      previous_payment_status: 'paid',
    });

    // No amount: the rest of what the provider took.
    const rest = await refund(sandbox, paid.payment.id, { reason: 'Trip cancelled' });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body.movement.amount_minor).toBe(99900 - 10050);
    expect(rest.body.booking.payment_status).toBe('refunded');
    const more = await refund(sandbox, paid.payment.id, { reason: 'Again' });
    expect(more.status).toBe(422);
    expect(more.body).toMatchObject({ code: 'REFUND_EXCEEDS_PAID', details: { field: 'amount' } });
    const ledger = await t.call('GET', `/v1/bookings/${paid.booking_id}/payments`, { key: sandbox.key });
    expect(ledger.body.data.map((m: { kind: string; amount_minor: number }) => [m.kind, m.amount_minor])).toEqual([
      ['payment', 99900],
      ['refund', 10050],
      ['refund', 89850],
    ]);
  });

  it('never refunds more than was paid when refunds race', async () => {
    const paid = await paidInSandbox();
    const answers = await Promise.all(
      [1, 2, 3].map(() => refund(sandbox, paid.payment.id, { amount: 600, reason: 'Racing refunds' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    const booking = await t.call('GET', `/v1/bookings/${paid.booking_id}`, { key: sandbox.key });
    expect(booking.body.money).toMatchObject({ paid_minor: 99900, refunded_minor: 60000 });
    expect(booking.body.payment_status).toBe('partially_refunded');
    await expectNoDifferences(t);
  });

  it('is 404 for another workspace, 409 for an unpaid session, 400 for bad input, 403 without payments:write', async () => {
    const paid = await paidInSandbox();
    const other = await t.workspace({ type: 'sandbox' });
    const foreign = await refund(other, paid.payment.id, { reason: 'Not mine' });
    expect(foreign.status).toBe(404);
    const unpaid = await submitted(t, sandbox, await trip(t, sandbox.key, { capacity: 4 }));
    const waiting = await session(sandbox, unpaid.sessionId);
    const r = await refund(sandbox, waiting.payment.id, { reason: 'Nothing paid' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('PAYMENT_NOT_REFUNDABLE');
    for (const [id, body, field] of [
      ['book_1', { reason: 'x' }, 'id'],
      [paid.payment.id, { amount: 0, reason: 'x' }, 'amount'],
      [paid.payment.id, { amount: 10.005, reason: 'x' }, 'amount'],
      [paid.payment.id, {}, 'reason'],
    ] as const) {
      const bad = await refund(sandbox, id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.details.field, JSON.stringify(body)).toBe(field);
    }
    const reader = await t.key(sandbox.id, { scopes: ['payments:read'] });
    expect((await refund(sandbox, paid.payment.id, { reason: 'x' }, reader)).status).toBe(403);
    const booking = await t.call('GET', `/v1/bookings/${paid.booking_id}`, { key: sandbox.key });
    expect(booking.body.money.refunded_minor).toBe(0);
  });

  it("is 501 for the contract's provider, which refunds only at its own end; nothing is recorded", async () => {
    const s = await submitted(t, live, await trip(t, live.key, { capacity: 4 }));
    const raw = notification(s.code, 3);
    const n = await t.call('POST', NOTIFY, {
      rawBody: raw,
      headers: { 'x-signature': hmacHex(SECRET, raw) },
      remoteAddress: '198.51.100.7',
    });
    expect(n.status, n.text).toBe(200);
    await t.drainJobs();
    const paid = await session(live, s.sessionId);
    const r = await refund(live, paid.payment.id, { reason: 'Cancelled' });
    expect(r.status, r.text).toBe(501);
    expect(r.body.code).toBe('PAYMENT_OPERATION_UNSUPPORTED');
    const booking = await t.call('GET', `/v1/bookings/${paid.booking_id}`, { key: live.key });
    expect(booking.body).toMatchObject({ payment_status: 'paid', money: { refunded_minor: 0 } });
  });

  it('refunds a Stripe payment through the library with an idempotency key; a refusal by Stripe records nothing', async () => {
    const s = await submitted(t, stripeLive, await trip(t, stripeLive.key, { capacity: 4 }));
    const raw = JSON.stringify({
      id: 'evt_refunds',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_refunds',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 99900,
          currency: 'eur',
          payment_intent: `pi_${s.code}`,
          metadata: { order_id: s.code },
        },
      },
    });
    const signature = new Stripe('sk_unused').webhooks.generateTestHeaderString({ payload: raw, secret: WHSEC });
    const hook = await t.call('POST', `/v1/integrations/stripe/${stripeAccount}/webhook`, {
      rawBody: raw,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(hook.status, hook.text).toBe(200);
    await t.drainJobs();
    const paid = await session(stripeLive, s.sessionId);

    const refused = await refund(stripeLive, paid.payment.id, { amount: 0.01, reason: 'Too small for Stripe' });
    expect(refused.status, refused.text).toBe(502);
    expect(refused.body.code).toBe('PAYMENT_PROVIDER_ERROR');

    const r = await refund(stripeLive, paid.payment.id, { amount: 250, reason: 'Partial cancellation' });
    expect(r.status, r.text).toBe(201);
    expect(standIn.calls.at(-1)).toEqual({
      form: { payment_intent: `pi_${s.code}`, amount: '25000' },
      key: `refund-${paid.payment.id}-0-25000`,
    });
    expect(r.body.movement).toMatchObject({ method: 'provider', amount_minor: 25000, reference: 're_1' });
    const booking = await t.call('GET', `/v1/bookings/${paid.booking_id}`, { key: stripeLive.key });
    expect(booking.body).toMatchObject({ payment_status: 'partially_refunded', money: { refunded_minor: 25000 } });
  });
});
