// A live workspace's booking page paying through Stripe Checkout, in headless Chromium (issue 29 §3): the operator
// sets up a Stripe payment account through the API and a webhook endpoint in "Stripe" (the local stand-in,
// test/support/stripe.ts, which follows Stripe's HTTP API); a guest holds seats on the page, is sent to the
// stand-in's hosted checkout, pays and comes back; the stand-in's signed `checkout.session.completed` reaches our
// webhook, whose verification is the library's own, and the payment workflow books the order. A cancelled checkout
// books nothing. Screenshots: test-artifacts/bookpage-stripe-*.png.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookpage } from '../../scripts/build-bookpage.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { pageProduct, slugOfName, type PageProduct } from '../support/bookpage.js';
import { seatsOf } from '../support/bookings.js';
import { gradientPng } from '../support/png.js';
import { hasChromium, launch } from '../support/browser.js';
import { confirmedOnThePage, guestShot, openGuestPage } from '../support/bookpage-browser.js';
import { stripeStandIn, type StripeStandIn } from '../support/stripe.js';

const DAY = 86_400_000;
const at = (days: number, hour: number) =>
  new Date(Math.floor(Date.now() / DAY + days) * DAY + hour * 3_600_000).toISOString();
const SECRET_KEY = 'sk_test_harbour';

/** A port free now, so the server's PUBLIC_URL (Stripe's return addresses) can name it before it listens. */
async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe.skipIf(!hasChromium)('a live workspace’s booking page paying through Stripe', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let stand: StripeStandIn;
  let origin: string;
  let browser: Browser;
  let dir: string;
  let handle: string;
  let trip: PageProduct;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookpage-stripe-'));
    const built = await buildBookpage({ outDir: path.join(dir, 'dist') });
    stand = await stripeStandIn({ secretKeys: [SECRET_KEY] });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      bookpageDir: built.dir,
      holdDefaultMinutes: 20,
      publicUrl: origin,
      stripeApiBase: stand.origin,
      paymentCredentialsKey: randomBytes(32).toString('base64'),
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    w = await t.workspace({ name: 'Harbour Tours' });
    expect(w.type).toBe('live');
    handle = slugOfName('Harbour Tours');
    const series = await t.call('POST', '/v1/contract-series', {
      key: w.key,
      body: { name: 'Contracts', pattern: 'CNT-{year}-{sequence:04}' },
    });
    await t.call('POST', `/v1/contract-series/${series.body.series.id}/set-default`, { key: w.key });
    trip = await pageProduct(t, w.key, { title: 'Harbour Sail', startAts: [at(3, 10)], capacity: 8 });
    // Its image, from the gallery (a PNG made here): the page shows it on the card and the product.
    const upload = await t.call('POST', '/v1/gallery/upload', {
      key: w.key,
      body: {
        fileName: 'harbour.png',
        contentBase64: gradientPng(320, 240, [14, 80, 150], [250, 190, 90]).toString('base64'),
      },
    });
    await t.drainJobs();
    const media = [{ fileId: upload.body.fileId, altText: 'Sailing boats in the harbour at sunset' }];
    expect((await t.call('PATCH', `/v1/products/${trip.id}`, { key: w.key, body: { media } })).status).toBe(200);

    // The operator's set-up: the account (its id names the webhook URL), the endpoint in Stripe, then its secret.
    const upsert = (webhookSecret: string) =>
      t.call('POST', '/v1/payments/accounts/upsert', {
        key: w.key,
        body: {
          provider: 'stripe',
          displayName: 'Stripe',
          liveMode: false,
          config: { secretKey: SECRET_KEY, webhookSecret },
        },
      });
    const first = await upsert('whsec_pending');
    expect(first.status, first.text).toBe(200);
    const stripe = new Stripe(SECRET_KEY, {
      host: '127.0.0.1',
      port: new URL(stand.origin).port,
      protocol: 'http',
      telemetry: false,
    });
    const endpoint = await stripe.webhookEndpoints.create({
      url: `${origin}/v1/integrations/stripe/${first.body.id}/webhook`,
      enabled_events: ['checkout.session.completed', 'checkout.session.expired'],
    });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const second = await upsert(endpoint.secret!);
    expect(second.body.id).toBe(first.body.id);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await stand?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = (width: number, url: string) => openGuestPage(browser, origin, width, url);
  const shot = (page: Page, width: number, step: string) => guestShot(page, origin, width, `bookpage-stripe-${step}`);

  /** A guest holds two adults' seats and follows the page's Pay link to Stripe's (the stand-in's) checkout. */
  async function toCheckout(width: number, first: string) {
    const g = await open(width, `/book/${handle}/${trip.slug}`);
    await g.page.getByRole('heading', { level: 1, name: 'Harbour Sail' }).waitFor();
    await g.page.getByRole('img', { name: 'Sailing boats in the harbour at sunset' }).waitFor();
    await g.page.getByRole('radio', { name: /^10:00/ }).check();
    await g.page.getByRole('button', { name: 'One more Adult' }).click();
    await g.page.getByLabel('First name').fill(first);
    await g.page.getByLabel('Last name').fill('Marin');
    await g.page.getByLabel('Email').fill(`${first.toLowerCase()}@example.com`);
    await g.page.getByRole('button', { name: 'Hold my seats' }).click();
    await g.page.getByRole('heading', { name: 'Your seats are held' }).waitFor();
    const code = await g.page.locator('.code').innerText();
    const pay = g.page.getByRole('link', { name: 'Pay' });
    expect(await pay.getAttribute('href')).toMatch(new RegExp(`^${stand.origin}/c/pay/cs_test_`));
    await shot(g.page, width, '1-held');
    await pay.click();
    await g.page.getByRole('button', { name: /^Pay €99\.00$/ }).waitFor();
    await shot(g.page, width, '2-checkout');
    return { ...g, code };
  }

  /** The order's wizard session as the API shows it (the page's guest knows only the order code). */
  async function wizardOf(code: string) {
    const row = await t.platform.db.kysely
      .selectFrom('payment_sessions' as never)
      .select('wizard_session_id' as never)
      .where('order_id' as never, '=', code as never)
      .executeTakeFirstOrThrow();
    const r = await t.call('GET', `/v1/bookings/wizard/${(row as { wizard_session_id: string }).wizard_session_id}`, {
      key: w.key,
    });
    expect(r.status, r.text).toBe(200);
    return r.body.session;
  }

  const bookings = async () =>
    (await t.call('GET', '/v1/bookings', { key: w.key })).body.data as Record<string, unknown>[];

  for (const width of [390, 1280]) {
    it(`shows the product's image on its card at ${width} px, sized before it loads`, async () => {
      const { page, seen, context } = await open(width, `/book/${handle}`);
      const img = page.getByRole('img', { name: 'Sailing boats in the harbour at sunset' });
      await img.waitFor();
      expect(await img.getAttribute('loading')).toBe('lazy');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
      const box = (await img.boundingBox())!;
      expect(Math.round((box.width / box.height) * 100)).toBe(133); // the 4:3 box
      await shot(page, width, '0-products');
      expect(seen.foreignRequests).toEqual([]);
      expect(seen.errors).toEqual([]);
      await context.close();
    });

    it(`a guest at ${width} px pays on Stripe's checkout and the webhook confirms the booking`, async () => {
      const before = (await bookings()).length;
      const { page, seen, context, code } = await toCheckout(width, width === 390 ? 'Ioana' : 'Radu');
      const created = stand.seen.filter((c) => c.path === 'POST /v1/checkout/sessions').at(-1)!;
      expect(created.auth).toBe(`Bearer ${SECRET_KEY}`);
      expect(created.form.get('success_url')).toBe(
        `${origin}/book/${handle}/${trip.slug}?lang=en&payment=succeeded&order=${code}`,
      );
      expect(created.form.get('line_items[0][price_data][unit_amount]')).toBe('9900');

      await page.getByRole('button', { name: /^Pay / }).click();
      // Back on the page (its committed navigation; what the guest sees next is waited for below, not every image).
      await page.waitForURL((u) => u.origin === origin && u.searchParams.get('payment') === 'succeeded', {
        waitUntil: 'commit',
      });
      await confirmedOnThePage(page, t);
      expect(await page.locator('.confirmation dl').innerText()).toMatch(/Total paid\s+€99\.00/);
      await shot(page, width, '3-paid');
      // Stripe's event reached the webhook, which accepted it (the library verified the signature).
      const delivery = stand.deliveries.at(-1)!;
      expect(delivery).toMatchObject({ type: 'checkout.session.completed', status: 200 });
      const session = [...stand.sessions.values()].find((s) => s.metadata.order_id === code)!;
      expect(session).toMatchObject({ status: 'complete', payment_status: 'paid' });

      await t.drainJobs();
      expect(await bookings()).toHaveLength(before + 1);
      // Through the API: the order's wizard session booked, paid by the Checkout Session's payment intent.
      const wizard = await wizardOf(code);
      expect(wizard).toMatchObject({
        status: 'booked',
        payment: { status: 'confirmed', provider_payment_id: session.payment_intent, paid_amount_minor: 9900 },
        seat_hold: { status: 'converted' },
      });
      const booking = await t.call('GET', `/v1/bookings/${wizard.booking_id}`, { key: w.key });
      expect(booking.body).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
      expect(seen.foreignRequests.every((u) => u.startsWith(`${stand.origin}/c/pay/`))).toBe(true);
      expect(seen.errors).toEqual([]);
      await context.close();
    });
  }

  it('a cancelled checkout books nothing and the page asks to choose again', async () => {
    const before = (await bookings()).length;
    const seatsBefore = (await seatsOf(t, w.key, trip.departures[0]!)).remaining;
    const { page, context, code } = await toCheckout(390, 'Mara');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((u) => u.origin === origin && u.searchParams.get('payment') === 'abandoned', {
      waitUntil: 'commit',
    });
    await page.getByText('The payment was not completed, so nothing was charged. Please choose again.').waitFor();
    await shot(page, 390, '4-cancelled');
    await t.drainJobs();
    expect(await bookings()).toHaveLength(before);
    expect(stand.deliveries.filter((d) => d.type === 'checkout.session.completed')).toHaveLength(2);
    // The seats stay held until the hold lapses (the guest may come back and pay), then come back.
    expect((await seatsOf(t, w.key, trip.departures[0]!)).remaining).toBe(seatsBefore - 2);
    expect(await wizardOf(code)).toMatchObject({
      booking_id: null,
      payment: { status: 'awaiting_payment', provider_payment_id: null },
      seat_hold: { status: 'held' },
    });
    await context.close();
  });
});
