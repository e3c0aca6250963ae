// The booking page's public routes (issue 29 §1–2): /book/<handle>[/<product slug>] answer the page's shell or a
// 404 page; its JSON under /book/<handle>/api/ shows one workspace's active products only (shapes exactly what the
// page shows), a month of departures priced for the party, and the hold: the contract's wizard submission, which
// holds the seats for the workspace's hold minutes (no booking before payment), one winner when seats run out.
// No key anywhere; limited per client address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type CallOptions, type TestApp, type TestWorkspace } from '../support/app.js';
import { askQuestions, pageProduct, slugOfName, type PageProduct } from '../support/bookpage.js';
import { seatsOf } from '../support/bookings.js';

const GUEST = { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.com' };
const JULY = ['2031-07-01T07:00:00Z', '2031-07-01T13:00:00Z', '2031-07-15T07:00:00Z'];

describe('the booking page routes', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let handle: string;
  let boat: PageProduct;
  let theirs: PageProduct;
  let dist: string;

  beforeAll(async () => {
    // A stand-in for the built page: the shell's template is all these routes serve of it.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bookpage-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>{{title}}</title><div id="app"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'page-abc.js'), 'export {};');
    t = await createTestApp({ bookpageDir: dist, holdDefaultMinutes: 20 });
    w = await t.workspace({ name: `Delta Tours & Co ${Date.now()}` });
    other = await t.workspace({ name: 'Other Tours' });
    handle = slugOfName((await t.call('GET', '/v1/workspace', { key: w.key })).body.data.name);
    boat = await pageProduct(t, w.key, { startAts: JULY, capacity: 4 });
    await pageProduct(t, w.key, { title: 'Kayak Draft', status: 'draft', startAts: [] });
    theirs = await pageProduct(t, other.key, { title: 'Their Secret Trip', startAts: JULY });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** A guest's request, from an address of its own (each address has its own budget). */
  let guests = 0;
  const guest = (method: string, url: string, opts: CallOptions = {}) =>
    t.call(method, url, { remoteAddress: `10.9.${Math.floor(++guests / 250)}.${guests % 250}`, ...opts });
  const api = (p: string) => `/book/${handle}/api${p}`;

  it('serves the page at the default handle and at a product, titled; a 404 page for what leads nowhere', async () => {
    const home = await guest('GET', `/book/${handle}`);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    expect(home.text).toContain('<title>Delta Tours &amp; Co');
    const product = await guest('GET', `/book/${handle}/${boat.slug}`);
    expect(product.status).toBe(200);
    expect(product.text).toContain('<title>Danube Delta Boat Trip · Delta Tours &amp; Co');
    expect((await guest('GET', '/bookpage/assets/page-abc.js')).status).toBe(200);
    for (const url of [
      '/book/no-such-seller',
      `/book/${handle}/no-such-trip`,
      `/book/${handle}/kayak-draft`,
      `/book/${handle}/${theirs.slug}`,
      `/book/${handle}/${boat.id}`,
      '/book/UPPER',
    ]) {
      const r = await guest('GET', url);
      expect(r.status, url).toBe(404);
      expect(r.headers['content-type'], url).toMatch(/^text\/html/);
      expect(r.text, url).toContain('This booking page does not exist');
    }
    // The handle moves with the setting; the old address leads nowhere.
    const moved = `delta-${Date.now()}`;
    expect((await t.call('PATCH', '/v1/workspace', { key: w.key, body: { bookingPageHandle: moved } })).status).toBe(
      200,
    );
    expect((await guest('GET', `/book/${moved}`)).status).toBe(200);
    expect((await guest('GET', `/book/${handle}`)).status).toBe(404);
    expect((await t.call('PATCH', '/v1/workspace', { key: w.key, body: { bookingPageHandle: handle } })).status).toBe(
      200,
    );
  });

  it("lists the workspace's active products only, with what a card shows", async () => {
    const r = await guest('GET', api('/products'));
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({
      page: { name: expect.stringMatching(/^Delta Tours & Co/), handle, timeZone: 'UTC', logoUrl: null },
      data: [
        {
          slug: boat.slug,
          title: 'Danube Delta Boat Trip',
          summary: 'Pelicans, reeds and a fish lunch on the water.',
          durationDays: null,
          fromPrice: { amount: 25, amountMinor: 2500, currency: 'EUR' },
          image: null,
        },
      ],
    });
    const none = await guest('GET', '/book/no-such-seller/api/products');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('NOT_FOUND');
  });

  it("shows a product's description, units with their age rules and policies; others' and drafts are 404", async () => {
    const policy = await t.call('POST', '/v1/policies', {
      key: w.key,
      body: {
        kind: 'cancellation',
        scope: 'product',
        status: 'active',
        productId: boat.id,
        locale: 'en',
        title: 'Free cancellation',
        description_html: '<p>Free cancellation up to 24 hours before.</p>',
      },
    });
    expect(policy.status, policy.text).toBe(201);
    const r = await guest('GET', api(`/products/${boat.slug}`));
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toEqual({
      slug: boat.slug,
      title: 'Danube Delta Boat Trip',
      summary: 'Pelicans, reeds and a fish lunch on the water.',
      durationDays: null,
      fromPrice: { amount: 25, amountMinor: 2500, currency: 'EUR' },
      image: null,
      description: 'Four hours on the channels of the delta with a local guide.\n\nBring a hat and water.',
      currency: 'EUR',
      // July 2031 is more than the year ahead the calendar opens on.
      nextDate: null,
      units: [
        {
          key: 'adult',
          type: 'adult',
          label: 'Adult',
          minAge: 18,
          maxAge: null,
          minQuantity: null,
          maxQuantity: null,
          pax: 1,
        },
        {
          key: 'child',
          type: 'child',
          label: 'Child',
          minAge: 3,
          maxAge: 17,
          minQuantity: null,
          maxQuantity: null,
          pax: 1,
        },
        {
          key: 'infant',
          type: 'infant',
          label: 'Infant',
          minAge: 0,
          maxAge: 2,
          minQuantity: null,
          maxQuantity: null,
          pax: 1,
        },
      ],
      policies: [
        { kind: 'cancellation', title: 'Free cancellation', html: '<p>Free cancellation up to 24 hours before.</p>' },
      ],
      // No billing or passenger form configured: nothing more to ask.
      questions: { booking: [], traveller: [] },
    });
    for (const slug of [theirs.slug, 'kayak-draft', 'nothing-here'])
      expect((await guest('GET', api(`/products/${slug}`))).status, slug).toBe(404);
    const bad = await guest('GET', api('/products/Not_A_Slug'));
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('slug');
  });

  it('answers a month of departures with seats left, priced for the party', async () => {
    const r = await guest('GET', api(`/products/${boat.slug}/calendar`), {
      query: { month: '2031-07', units: 'adult:2,child:1' },
    });
    expect(r.status, r.text).toBe(200);
    const { data } = r.body;
    expect(data).toMatchObject({ month: '2031-07', timeZone: 'UTC', currency: 'EUR' });
    expect(data.days).toHaveLength(31);
    const first = data.days[0];
    expect(first).toMatchObject({ date: '2031-07-01', status: 'AVAILABLE' });
    expect(first.departures).toHaveLength(2);
    expect(first.departures[0]).toEqual({
      id: boat.departures[0],
      localStartAt: expect.stringMatching(/^2031-07-01T07:00/),
      localEndAt: expect.stringMatching(/^2031-07-01T11:00/),
      status: 'AVAILABLE',
      vacancies: 4,
      prices: [
        { unitKey: 'adult', amount: 49.5, amountMinor: 4950, currency: 'EUR' },
        { unitKey: 'child', amount: 25, amountMinor: 2500, currency: 'EUR' },
        { unitKey: 'infant', amount: 0, amountMinor: 0, currency: 'EUR' },
      ],
      total: { amount: 124, amountMinor: 12400, currency: 'EUR' },
    });
    expect(data.days[1]).toEqual({ date: '2031-07-02', status: 'CLOSED', lowestPrice: null, departures: [] });
    // A party larger than the seats left: sold out for them.
    const big = await guest('GET', api(`/products/${boat.slug}/calendar`), {
      query: { month: '2031-07', units: 'adult:5' },
    });
    expect(big.body.data.days[0].status).toBe('SOLD_OUT');
    // A month already past answers no days.
    const past = await guest('GET', api(`/products/${boat.slug}/calendar`), { query: { month: '2020-01' } });
    expect(past.body.data.days).toEqual([]);

    for (const query of <Array<Record<string, string>>>[
      {},
      { month: '2031-13' },
      { month: '2031-7' },
      { month: '2031-07', units: 'adult' },
    ]) {
      const bad = await guest('GET', api(`/products/${boat.slug}/calendar`), { query });
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(['month', 'units']).toContain(bad.body.details.field);
    }
    const unknownUnit = await guest('GET', api(`/products/${boat.slug}/calendar`), {
      query: { month: '2031-07', units: 'pirate:1' },
    });
    expect(unknownUnit.status).toBe(422);
    expect(unknownUnit.body.details.field).toBe('units');
    expect((await guest('GET', api(`/products/${theirs.slug}/calendar`), { query: { month: '2031-07' } })).status).toBe(
      404,
    );
  });

  describe('holding seats', () => {
    const hold = (body: Record<string, unknown>, h = handle) =>
      guest('POST', `/book/${h}/api/holds`, {
        body: {
          productSlug: boat.slug,
          departureId: boat.departures[2],
          units: [
            { unitKey: 'adult', quantity: 2 },
            { unitKey: 'child', quantity: 1 },
          ],
          guest: GUEST,
          language: 'ro',
          ...body,
        },
      });

    it('holds the seats for the hold minutes with no booking yet, answering the code and the total', async () => {
      const before = await t.call('GET', '/v1/bookings', { key: w.key });
      const r = await hold({ unknownField: 'dropped' });
      expect(r.status, r.text).toBe(201);
      expect(Object.keys(r.body.data).sort()).toEqual([
        'code',
        'due',
        'expiresAt',
        'needsPayment',
        'seats',
        'total',
        'voucher',
      ]);
      expect(r.body.data).toMatchObject({ seats: 3, total: { amount: 124, amountMinor: 12400, currency: 'EUR' } });
      const minutes = (Date.parse(r.body.data.expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(19);
      expect(minutes).toBeLessThanOrEqual(20);
      expect(await seatsOf(t, w.key, boat.departures[2]!)).toMatchObject({ capacity: 4, remaining: 1 });
      // No booking before payment.
      expect((await t.call('GET', '/v1/bookings', { key: w.key })).body.data).toEqual(before.body.data);

      // Seats run out: the next party gets a clear refusal and nothing is held.
      const late = await hold({ units: [{ unitKey: 'adult', quantity: 2 }] });
      expect(late.status, late.text).toBe(422);
      expect(late.body.code).toBe('CAPACITY_EXCEEDED');
      expect(await seatsOf(t, w.key, boat.departures[2]!)).toMatchObject({ remaining: 1 });
    });

    it('gives the last seat to one of two guests racing for it', async () => {
      const [a, b] = await Promise.all([
        hold({ departureId: boat.departures[1], units: [{ unitKey: 'adult', quantity: 3 }] }),
        hold({ departureId: boat.departures[1], units: [{ unitKey: 'adult', quantity: 3 }] }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 422]);
      expect(await seatsOf(t, w.key, boat.departures[1]!)).toMatchObject({ remaining: 1 });
    });

    it("starts paying a hold only in the hold's workspace; a live workspace's provider starts payments elsewhere", async () => {
      const held = await hold({ departureId: boat.departures[1], units: [{ unitKey: 'adult', quantity: 1 }] });
      expect(held.status, held.text).toBe(201);
      const pay = (code: string, h = handle, body: Record<string, unknown> = {}) =>
        guest('POST', `/book/${h}/api/holds/${code}/pay`, {
          body: { productSlug: boat.slug, language: 'en', ...body },
        });
      // The contract's provider (a live workspace's) is started at the provider, not through the API.
      const live = await pay(held.body.data.code);
      expect(live.status, live.text).toBe(501);
      expect(live.body.code).toBe('PAYMENT_OPERATION_UNSUPPORTED');
      // Another workspace's handle does not reach this order.
      expect((await pay(held.body.data.code, slugOfName('Other Tours'))).status).toBe(404);
      expect((await pay('0000000000000000')).status).toBe(404);
      const bad = await pay('not a code');
      expect(bad.status).toBe(400);
      expect((await pay(held.body.data.code, handle, { language: 'fr' })).body.details.field).toBe('language');
    });

    it("refuses bad input naming the field, and another workspace's product or departure, holding nothing", async () => {
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ guest: { ...GUEST, email: 'not-an-email' } }, 400, 'guest.email'],
        [{ guest: { ...GUEST, firstName: ' ' } }, 400, 'guest.firstName'],
        [{ guest: { firstName: 'A', lastName: 'B' } }, 400, 'guest.email'],
        [{ units: [] }, 400, 'units'],
        [{ units: [{ unitKey: 'adult', quantity: 0 }] }, 400, 'units[0].quantity'],
        [{ language: 'de' }, 400, 'language'],
        [{ departureId: 'nope' }, 400, 'departureId'],
        [{ units: [{ unitKey: 'pirate', quantity: 1 }] }, 422, 'units[0].unitKey'],
        [{ departureId: theirs.departures[0] }, 404, ''],
        [{ productSlug: theirs.slug, departureId: theirs.departures[0] }, 404, ''],
      ];
      for (const [body, status, field] of cases) {
        const r = await hold({ departureId: boat.departures[0], ...body });
        expect(r.status, `${JSON.stringify(body)}: ${r.text}`).toBe(status);
        if (field) expect(r.body.details.field, JSON.stringify(body)).toBe(field);
      }
      expect((await hold({}, 'no-such-seller')).status).toBe(404);
      // This workspace asks no questions: an answer to one is refused, an empty one is no answer.
      for (const [body, field] of <Array<[Record<string, unknown>, string]>>[
        [{ answers: { phone: '+40 721 000 000' } }, 'answers.phone'],
        [{ travellers: [{}, { passport: 'X1' }] }, 'travellers[1].passport'],
        [{ answers: { '1bad': 'x' } }, 'answers'],
        [{ answers: { note: { nested: true } } }, 'answers.note'],
      ]) {
        const r = await hold({ departureId: boat.departures[0], ...body });
        expect(r.status, r.text).toBe(400);
        expect(r.body.details.field, JSON.stringify(body)).toMatch(new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}`));
      }
      expect(await seatsOf(t, w.key, boat.departures[0]!)).toMatchObject({ remaining: 4 });
      expect(await seatsOf(t, other.key, theirs.departures[0]!)).toMatchObject({ remaining: 20 });
    });
  });

  describe("booking questions and the guest's order", () => {
    let sb: TestWorkspace;
    let sbHandle: string;
    let trip: PageProduct;
    afterEach(() => clock.reset());

    beforeAll(async () => {
      sb = await t.workspace({ name: `Sandbox Questions ${Date.now()}`, type: 'sandbox' });
      sbHandle = (await t.call('GET', '/v1/workspace', { key: sb.key })).body.data.bookingPageHandle;
      const series = await t.call('POST', '/v1/contract-series', {
        key: sb.key,
        body: { name: 'Contracts', pattern: 'CNT-{year}-{sequence:04}' },
      });
      await t.call('POST', `/v1/contract-series/${series.body.series.id}/set-default`, { key: sb.key });
      trip = await pageProduct(t, sb.key, { startAts: JULY, capacity: 6 });
      // The billing form lists the guest's own details too (the page asks them itself) and one that it does not.
      await askQuestions(
        t,
        sb.key,
        [
          { id: 'firstName', type: 'text', label: 'First name', required: true },
          { id: 'phone', type: 'phone', label: 'Phone on the day', required: true },
          { id: 'diet', type: 'select', label: 'Lunch', options: ['fish', { value: 'veg', label: 'Vegetarian' }] },
          { id: 'newsletter', type: 'checkbox', label: 'Send me news' },
        ],
        [
          { id: 'passport', type: 'text', label: 'Passport number', required: true },
          { id: 'birthDate', type: 'date', label: 'Date of birth' },
        ],
      );
    });

    const sbApi = (p: string, h = sbHandle) => `/book/${h}/api${p}`;
    const ANSWERS = { phone: '+40 721 000 000', diet: 'veg', newsletter: false };
    const TRAVELLERS = [{ passport: 'RO1' }, { passport: 'RO2', birthDate: '1990-04-01' }, { passport: 'RO3' }];
    const sbHold = (body: Record<string, unknown> = {}) =>
      guest('POST', sbApi('/holds'), {
        body: {
          productSlug: trip.slug,
          departureId: trip.departures[0],
          units: [
            { unitKey: 'adult', quantity: 2 },
            { unitKey: 'child', quantity: 1 },
          ],
          guest: GUEST,
          language: 'en',
          answers: ANSWERS,
          travellers: TRAVELLERS,
          ...body,
        },
      });
    const choose = (code: string, outcome: 'succeed' | 'fail') =>
      t.call('POST', `/pay/test/${code}`, {
        rawBody: new URLSearchParams({ outcome, return: `/book/${sbHandle}/${trip.slug}` }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const order = (code: string, h = sbHandle) => guest('GET', sbApi(`/orders/${code}`, h));

    it("asks the workspace's billing form once and its passenger form per traveller, less the guest's details", async () => {
      const r = await guest('GET', sbApi(`/products/${trip.slug}`));
      expect(r.status, r.text).toBe(200);
      expect(r.body.data.questions).toEqual({
        booking: [
          {
            id: 'phone',
            label: 'Phone on the day',
            type: 'phone',
            required: true,
            placeholder: null,
            options: [],
            maxLength: 32,
          },
          {
            id: 'diet',
            label: 'Lunch',
            type: 'select',
            required: false,
            placeholder: null,
            options: [
              { value: 'fish', label: 'fish' },
              { value: 'veg', label: 'Vegetarian' },
            ],
            maxLength: 200,
          },
          {
            id: 'newsletter',
            label: 'Send me news',
            type: 'checkbox',
            required: false,
            placeholder: null,
            options: [],
            maxLength: null,
          },
        ],
        traveller: [
          {
            id: 'passport',
            label: 'Passport number',
            type: 'text',
            required: true,
            placeholder: null,
            options: [],
            maxLength: 1000,
          },
          {
            id: 'birthDate',
            label: 'Date of birth',
            type: 'date',
            required: false,
            placeholder: null,
            options: [],
            maxLength: null,
          },
        ],
      });
    });

    it('refuses a missing or bad answer naming the question, holding nothing', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ answers: { diet: 'veg' } }, 'answers.phone'],
        [{ answers: { ...ANSWERS, phone: '  ' } }, 'answers.phone'],
        [{ answers: { ...ANSWERS, diet: 'steak' } }, 'answers.diet'],
        [{ answers: { ...ANSWERS, shoeSize: 42 } }, 'answers.shoeSize'],
        [{ travellers: [TRAVELLERS[0], {}, TRAVELLERS[2]] }, 'travellers[1].passport'],
        [
          { travellers: [TRAVELLERS[0], { passport: 'RO2', birthDate: '1 April' }, TRAVELLERS[2]] },
          'travellers[1].birthDate',
        ],
        [{ travellers: TRAVELLERS.slice(0, 2) }, 'travellers'],
        [{ travellers: undefined }, 'travellers'],
        [{ travellers: [...TRAVELLERS, { passport: 'RO4' }] }, 'travellers'],
      ];
      for (const [body, field] of cases) {
        const r = await sbHold(body);
        expect(r.status, `${JSON.stringify(body)}: ${r.text}`).toBe(400);
        expect(r.body.code).toBe('VALIDATION_FAILED');
        expect(r.body.details.field, JSON.stringify(body)).toBe(field);
      }
      // Every problem is named, each as the page's field.
      const all = await sbHold({ answers: {}, travellers: [{}, {}, {}] });
      expect(all.body.issues.map((i: { field: string }) => i.field)).toEqual([
        'answers.phone',
        'travellers[0].passport',
        'travellers[1].passport',
        'travellers[2].passport',
      ]);
      expect(await seatsOf(t, sb.key, trip.departures[0]!)).toMatchObject({ remaining: 6 });
    });

    it('keeps the answers on the booking the payment makes, and shows the guest where their order stands', async () => {
      const held = await sbHold();
      expect(held.status, held.text).toBe(201);
      const code = held.body.data.code as string;
      const waiting = await order(code);
      expect(waiting.status, waiting.text).toBe(200);
      expect(waiting.body).toEqual({
        data: {
          code,
          status: 'awaiting_payment',
          bookingCode: null,
          product: { title: 'Danube Delta Boat Trip' },
          localStartAt: '2031-07-01T07:00:00+00:00',
          party: [
            { unitKey: 'adult', quantity: 2 },
            { unitKey: 'child', quantity: 1 },
          ],
          total: { amount: 124, amountMinor: 12400, currency: 'EUR' },
          paid: null,
          ticketUrl: null,
        },
      });
      // The code is its workspace's only: under another handle it is not found.
      expect((await order(code, handle)).status).toBe(404);
      expect((await order('0000000000000000')).status).toBe(404);
      const bad = await order('not-a-code');
      expect(bad.status).toBe(400);
      expect(bad.body.details.field).toBe('code');

      expect((await choose(code, 'succeed')).status).toBe(303);
      // Paid, the booking not made yet (the workflow is a job): still awaiting, with what was paid.
      const paying = await order(code);
      expect(paying.body.data).toMatchObject({
        status: 'awaiting_payment',
        bookingCode: null,
        paid: { amountMinor: 12400 },
      });
      await t.drainJobs();
      const done = (await order(code)).body.data;
      expect(done).toMatchObject({ status: 'confirmed', paid: { amount: 124, currency: 'EUR' } });
      expect(done.bookingCode).toMatch(/\S/);
      expect(done.ticketUrl).toMatch(/\/tickets\/ticket\.pdf\?token=/);
      const ticket = await t.call('GET', new URL(done.ticketUrl).pathname + new URL(done.ticketUrl).search);
      expect(ticket.status).toBe(200);
      expect(ticket.headers['content-type']).toBe('application/pdf');

      const list = (await t.call('GET', '/v1/bookings', { key: sb.key })).body.data;
      const made = list.find((b: { code: string }) => b.code === done.bookingCode);
      const booking = (await t.call('GET', `/v1/bookings/${made.id}`, { key: sb.key })).body;
      expect(booking).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
      expect(booking.billing).toEqual({ ...GUEST, phone: '+40 721 000 000', diet: 'veg', newsletter: false });
      expect(booking.passengers).toEqual(TRAVELLERS);
      expect(await seatsOf(t, sb.key, trip.departures[0]!)).toMatchObject({ remaining: 3 });
    });

    it('says failed when the provider declined and expired when the hold lapsed unpaid, seats given back', async () => {
      const failed = (await sbHold({ departureId: trip.departures[1] })).body.data.code as string;
      expect((await choose(failed, 'fail')).status).toBe(303);
      await t.drainJobs();
      expect((await order(failed)).body.data).toMatchObject({ status: 'failed', bookingCode: null, paid: null });
      const abandoned = (await sbHold({ departureId: trip.departures[2] })).body.data.code as string;
      expect(await seatsOf(t, sb.key, trip.departures[2]!)).toMatchObject({ remaining: 3 });
      clock.advance((t.config.holdDefaultMinutes + 1) * 60_000);
      // Lapsed by the clock even before the lapse job has run.
      expect((await order(abandoned)).body.data.status).toBe('expired');
      await t.drainJobs();
      expect((await order(abandoned)).body.data).toMatchObject({ status: 'expired', ticketUrl: null });
      expect(await seatsOf(t, sb.key, trip.departures[2]!)).toMatchObject({ remaining: 6 });
      expect(await seatsOf(t, sb.key, trip.departures[1]!)).toMatchObject({ remaining: 6 });
      const bookings = (await t.call('GET', '/v1/bookings', { key: sb.key })).body.data;
      expect(bookings).toHaveLength(1);
    });
  });

  it('limits each client address like every public route', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await t.call('GET', api('/products'), { remoteAddress: '10.77.0.1' })).status);
    expect(statuses).toContain(429);
    expect(statuses[0]).toBe(200);
  });
});
