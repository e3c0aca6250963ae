// The built-in test provider of sandbox workspaces: its page, the guest's three choices, and what each does to the
// submission's seat hold and booking (through the real notification path: verification, audit, workflow).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { seatsOf, submitted, trip } from '../support/bookings.js';
import { hasChromium, launch, screenshot, watch } from '../support/browser.js';

const MINUTE = 60_000;

describe('the test payment provider', () => {
  let t: TestApp;
  let sandbox: TestWorkspace;
  let live: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    sandbox = await t.workspace({ type: 'sandbox' });
    live = await t.workspace({ type: 'live' });
    const series = await t.call('POST', '/v1/contract-series', {
      key: sandbox.key,
      body: { name: 'Contracts', pattern: 'CNT-{year}-{sequence:04}' },
    });
    await t.call('POST', `/v1/contract-series/${series.body.series.id}/set-default`, { key: sandbox.key });
  });
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  const payments = () => t.services.bookings.payments;
  const page = (url: string) => t.call('GET', url);
  const choose = (code: string, outcome: string, back = '/book/acme/done') =>
    t.call('POST', `/pay/test/${code}`, {
      rawBody: new URLSearchParams({ outcome, return: back }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const session = async (id: string) =>
    (await t.call('GET', `/v1/bookings/wizard/${id}`, { key: sandbox.key })).body.session;
  const eventTypes = async () => (await t.events(sandbox.id)).map((e) => e.type);

  it('Succeed: the page pays the submission, the workflow confirms the booking, the hold becomes it', async () => {
    const x = await trip(t, sandbox.key, { capacity: 4 });
    const s = await submitted(t, sandbox, x);
    const started = await payments().start(sandbox.id, s.code, {
      returnUrl: '/book/acme/done',
      cancelUrl: '/book/acme',
    });
    expect(started).toEqual({
      url: `/pay/test/${s.code}?return=%2Fbook%2Facme%2Fdone`,
      orderId: s.code,
      provider: 'test',
    });
    const shown = await page(started.url);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.text).toContain('€999.00');
    for (const label of ['Succeed', 'Fail', 'Abandon']) expect(shown.text).toMatch(new RegExp(`<button[^>]*>${label}`));

    const r = await choose(s.code, 'succeed');
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe(`/book/acme/done?payment=succeeded&order=${s.code}`);
    await t.drainJobs();
    const done = await session(s.sessionId);
    expect(done).toMatchObject({
      status: 'booked',
      payment: { status: 'confirmed', workflow_status: 'done', provider_status: 3 },
      seat_hold: { status: 'converted', booking_id: done.booking_id },
    });
    const booking = await t.call('GET', `/v1/bookings/${done.booking_id}`, { key: sandbox.key });
    expect(booking.body).toMatchObject({ status: 'confirmed', payment_status: 'paid', source: 'payment' });
    expect(await seatsOf(t, sandbox.key, x.departureId)).toMatchObject({ bookedPax: 2, remaining: 2 });
    expect(await eventTypes()).toEqual(expect.arrayContaining(['booking.payment.success', 'payment.succeeded']));
    // Paid: the page says so and offers no choice.
    expect((await page(started.url)).text).toContain('This order is paid.');
  });

  it('Fail: the payment fails (payment.failed), no booking; Abandon: nothing is sent, the hold lapses', async () => {
    const x = await trip(t, sandbox.key, { capacity: 4 });
    const failed = await submitted(t, sandbox, x);
    const r = await choose(failed.code, 'fail', '/book/acme?step=pay');
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe(`/book/acme?step=pay&payment=failed&order=${failed.code}`);
    await t.drainJobs();
    expect(await session(failed.sessionId)).toMatchObject({
      booking_id: null,
      payment: { status: 'failed', provider_status: 12 },
      seat_hold: { status: 'held' },
    });
    expect(await eventTypes()).toContain('payment.failed');

    const abandoned = await submitted(t, sandbox, x);
    const events = (await t.events(sandbox.id)).length;
    const a = await choose(abandoned.code, 'abandon');
    expect(a.headers.location).toBe(`/book/acme/done?payment=abandoned&order=${abandoned.code}`);
    expect(await session(abandoned.sessionId)).toMatchObject({ payment: { status: 'awaiting_payment' } });
    expect((await t.events(sandbox.id)).length).toBe(events);
    expect(await seatsOf(t, sandbox.key, x.departureId)).toMatchObject({ bookedPax: 4 });
    clock.freeze(Date.now() + (t.config.holdDefaultMinutes + 1) * MINUTE);
    await t.drainJobs();
    for (const s of [failed, abandoned])
      expect(await session(s.sessionId)).toMatchObject({ booking_id: null, seat_hold: { status: 'lapsed' } });
    expect(await seatsOf(t, sandbox.key, x.departureId)).toMatchObject({ bookedPax: 0, remaining: 4 });
  });

  it('serves only sandbox orders, refuses bad choices and foreign return addresses (400 details.field)', async () => {
    const lx = await trip(t, live.key, { capacity: 4 });
    const liveOrder = await submitted(t, live, lx);
    expect((await page(`/pay/test/${liveOrder.code}?return=/x`)).status).toBe(404);
    expect((await choose(liveOrder.code, 'succeed')).status).toBe(404);
    expect((await page('/pay/test/NOPE?return=/x')).status).toBe(404);
    // A live workspace is not paid through the test provider: its start goes to its own provider.
    await expect(
      payments().start(live.id, liveOrder.code, { returnUrl: 'https://x.example/b', cancelUrl: 'https://x.example/b' }),
    ).rejects.toMatchObject({ statusCode: 501, code: 'PAYMENT_OPERATION_UNSUPPORTED' });

    const x = await trip(t, sandbox.key, { capacity: 4 });
    const s = await submitted(t, sandbox, x);
    await expect(payments().start(live.id, s.code, { returnUrl: '/b', cancelUrl: '/b' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      payments().start(sandbox.id, s.code, { returnUrl: 'https://evil.example/', cancelUrl: '/b' }),
    ).rejects.toMatchObject({ statusCode: 400, extra: { details: { field: 'returnUrl' } } });
    for (const [r, field] of [
      [await choose(s.code, 'maybe'), 'outcome'],
      [await choose(s.code, 'succeed', '//evil.example/'), 'return'],
      [await choose(s.code, 'succeed', 'https://evil.example/'), 'return'],
      [await page(`/pay/test/${s.code}?return=//evil.example`), 'return'],
    ] as const) {
      expect(r.status, field).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
    expect(await session(s.sessionId)).toMatchObject({ payment: { status: 'awaiting_payment' } });
  });

  it('POST /v1/payments/start: the workspace’s provider page; 401, 403, another workspace’s order 404, bad input 400', async () => {
    const x = await trip(t, sandbox.key, { capacity: 4 });
    const s = await submitted(t, sandbox, x);
    const start = (body: unknown, key?: string) => t.call('POST', '/v1/payments/start', { key, body });
    const body = { orderId: s.code, returnUrl: '/book/acme/done', cancelUrl: '/book/acme' };
    const r = await start(body, sandbox.key);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({
      url: `/pay/test/${s.code}?return=%2Fbook%2Facme%2Fdone`,
      orderId: s.code,
      provider: 'test',
    });
    expect((await start(body)).status).toBe(401);
    const readOnly = await t.key(sandbox.id, { scopes: ['payments:read'] });
    const denied = await start(body, readOnly);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('payments:write');
    expect((await start(body, live.key)).status).toBe(404);
    for (const [bad, field] of [
      [{ orderId: s.code, cancelUrl: '/b' }, 'returnUrl'],
      [{ ...body, returnUrl: 'https://evil.example/' }, 'returnUrl'],
      [{ ...body, orderId: '' }, 'orderId'],
    ] as const) {
      const res = await start(bad, sandbox.key);
      expect(res.status, field).toBe(400);
      expect(res.body.details.field).toBe(field);
    }
    const lx = await trip(t, live.key, { capacity: 4 });
    const liveOrder = await submitted(t, live, lx);
    const unsupported = await start(
      { orderId: liveOrder.code, returnUrl: 'https://x.example/', cancelUrl: 'https://x.example/' },
      live.key,
    );
    expect(unsupported.status).toBe(501);
    expect(unsupported.body.code).toBe('PAYMENT_OPERATION_UNSUPPORTED');
    expect(await session(s.sessionId)).toMatchObject({ payment: { status: 'awaiting_payment' } });
  });

  it.skipIf(!hasChromium)('is usable by keyboard on a 390 px screen, asking nothing of another site', async () => {
    const x = await trip(t, sandbox.key, { capacity: 4 });
    const s = await submitted(t, sandbox, x);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = await launch();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const seen = watch(page, address);
      await page.goto(`${address}/pay/test/${s.code}?return=/book/acme/done`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: /Succeed/ }).waitFor();
      await page.getByRole('button', { name: /Fail/ }).waitFor();
      await page.getByRole('button', { name: /Abandon/ }).waitFor();
      await screenshot(page, 'payment-test-provider-390');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Succeed/);
      await Promise.all([page.waitForURL(/payment=succeeded/), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname).toBe('/book/acme/done');
      expect(seen.foreignRequests).toEqual([]);
      await t.drainJobs();
      expect(await session(s.sessionId)).toMatchObject({ status: 'booked', payment: { status: 'confirmed' } });
    } finally {
      await browser.close();
    }
  });
});
