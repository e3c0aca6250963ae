// Stripe Checkout through the official library against the local Stripe stand-in (test/support/stripe.ts);
// webhooks signed with the library's test header, verified by the library's real check.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeAdapter } from '../../src/modules/bookings/payment-provider-stripe.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { payingWorkspace, submitted, trip } from '../support/bookings.js';
import { stripeStandIn, type StripeStandIn } from '../support/stripe.js';

const WHSEC = 'whsec_test_secret';
const CREDS = { secretKey: 'sk_test_standin', webhookSecret: WHSEC };

const stripe = new Stripe('sk_test_unused');

function checkoutEvent(type: string, orderId: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: `evt_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type,
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 99900,
        currency: 'eur',
        payment_intent: `pi_${orderId}`,
        metadata: { order_id: orderId },
        ...extra,
      },
    },
  });
}

describe('Stripe Checkout adapter', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let w: TestWorkspace;
  let accountId: string;

  beforeAll(async () => {
    standIn = await stripeStandIn({ secretKeys: [CREDS.secretKey] });
    t = await createTestApp({
      paymentCredentialsKey: randomBytes(32).toString('base64'),
      stripeApiBase: standIn.origin,
      publicUrl: 'https://tours.example',
    });
    w = await payingWorkspace(t);
    const r = await t.call('POST', '/v1/payments/accounts/upsert', {
      key: w.key,
      body: { provider: 'stripe', displayName: 'Stripe', liveMode: false, config: CREDS },
    });
    expect(r.status, r.text).toBe(200);
    accountId = r.body.id;
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const webhook = (raw: string, signature: string | undefined, account = accountId) =>
    t.call('POST', `/v1/integrations/stripe/${account}/webhook`, {
      rawBody: raw,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
  const signed = (raw: string, secret = WHSEC) => stripe.webhooks.generateTestHeaderString({ payload: raw, secret });
  const session = async (id: string, key = w.key) =>
    (await t.call('GET', `/v1/bookings/wizard/${id}`, { key })).body.session;

  it('starts a Checkout Session and confirms the booking from the signed checkout.session.completed', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    const started = await t.services.bookings.payments.start(w.id, s.code, {
      returnUrl: '/book/acme/done',
      cancelUrl: '/book/acme',
    });
    expect(started).toEqual({
      url: expect.stringMatching(new RegExp(`^${standIn.origin}/c/pay/cs_test_`)),
      orderId: s.code,
      provider: 'stripe',
    });
    const call = standIn.seen.at(-1)!;
    expect(call.path).toBe('POST /v1/checkout/sessions');
    expect(call.auth).toBe('Bearer sk_test_standin');
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      success_url: `https://tours.example/book/acme/done?payment=succeeded&order=${s.code}`,
      cancel_url: `https://tours.example/book/acme?payment=abandoned&order=${s.code}`,
      client_reference_id: s.code,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '99900',
      'metadata[order_id]': s.code,
    });

    const raw = checkoutEvent('checkout.session.completed', s.code);
    const r = await webhook(raw, signed(raw));
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ ok: true });
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done).toMatchObject({
      status: 'booked',
      payment: {
        status: 'confirmed',
        workflow_status: 'done',
        provider_payment_id: `pi_${s.code}`,
        paid_amount_minor: 99900,
      },
      seat_hold: { status: 'converted' },
    });
    const booking = await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: w.key });
    expect(booking.body).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    const types = (await t.events(w.id)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['booking.payment.success', 'payment.succeeded']));
    // Stripe repeats a webhook until it is answered: a repeat changes nothing.
    expect((await webhook(raw, signed(raw))).status).toBe(200);
  });

  it('refuses a forged or unsigned webhook (401), an unknown account (404), another workspace’s order (404)', async () => {
    const x = await trip(t, w.key, { capacity: 4 });
    const s = await submitted(t, w, x);
    const raw = checkoutEvent('checkout.session.completed', s.code);
    expect((await webhook(raw, undefined)).status).toBe(401);
    expect((await webhook(raw, signed(raw, 'whsec_other'))).status).toBe(401);
    const tampered = raw.replace('99900', '1');
    expect((await webhook(tampered, signed(raw))).status).toBe(401);
    expect((await webhook(raw, signed(raw), 'payacct_00000000-0000-7000-8000-000000000000')).status).toBe(404);
    const bad = await webhook(raw, signed(raw), 'org_x');
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('accountId');

    const other = await payingWorkspace(t);
    const ox = await trip(t, other.key, { capacity: 4 });
    const theirs = await submitted(t, other, ox);
    const foreign = checkoutEvent('checkout.session.completed', theirs.code);
    expect((await webhook(foreign, signed(foreign))).status).toBe(404);
    expect(await session(theirs.sessionId, other.key)).toMatchObject({ payment: { status: 'awaiting_payment' } });
    expect(await session(s.sessionId)).toMatchObject({ payment: { status: 'awaiting_payment' } });

    const unknownType = JSON.stringify({ id: 'evt_x', object: 'event', type: 'charge.refunded', data: { object: {} } });
    const u = await webhook(unknownType, signed(unknownType));
    expect(u.status).toBe(400);
    expect(u.body.details.field).toBe('type');

    const failed = checkoutEvent('checkout.session.async_payment_failed', s.code, { payment_status: 'unpaid' });
    expect((await webhook(failed, signed(failed))).status).toBe(200);
    expect(await session(s.sessionId)).toMatchObject({ booking_id: null, payment: { status: 'failed' } });
    expect((await t.events(w.id)).map((e) => e.type)).toContain('payment.failed');
  });

  it('refunds through the library', async () => {
    const adapter = stripeAdapter(CREDS, standIn.origin);
    const refund = await adapter.refund({ id: 'pay_1', provider_payment_id: 'pi_42' } as never, 5000);
    const call = standIn.seen.at(-1)!;
    expect(call.path).toBe('POST /v1/refunds');
    expect(Object.fromEntries(call.form)).toEqual({ payment_intent: 'pi_42', amount: '5000' });
    expect(refund.refundId).toMatch(/^re_/);
  });
});
