// The booking page in headless Chromium (issue 29 §1–2): a guest on a phone (390 px) and on a desktop (1280 px)
// opens the seller's page, picks a date, a departure and two adults and a child, sees the total, fills in their
// details (refused beside the field when missing) and holds the seats, which the API then shows taken with no
// booking yet; a lapsed hold asks to choose again; two browsers racing for the last seat get one hold and one
// clear message. Screenshots of each step at both widths go to test-artifacts/bookpage-*.png.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { buildBookpage } from '../../scripts/build-bookpage.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { askQuestions, pageProduct, slugOfName, type PageProduct } from '../support/bookpage.js';
import { seatsOf } from '../support/bookings.js';
import { hasChromium, launch } from '../support/browser.js';
import { confirmedOnThePage, guestShot, openGuestPage } from '../support/bookpage-browser.js';

const DAY = 86_400_000;
/** A UTC day `days` from now at `hour`:00. */
const at = (days: number, hour: number) =>
  new Date(Math.floor(Date.now() / DAY + days) * DAY + hour * 3_600_000).toISOString();
const dateOf = (iso: string) => iso.slice(0, 10);

describe.skipIf(!hasChromium)('the booking page in a browser', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let origin: string;
  let browser: Browser;
  let dir: string;
  let handle: string;
  let boat: PageProduct;
  let lastSeat: PageProduct;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookpage-e2e-'));
    const built = await buildBookpage({ outDir: path.join(dir, 'dist') });
    // The budget the issue sets for the page's script.
    expect(built.jsGzipBytes).toBeLessThan(80 * 1024);
    t = await createTestApp({ bookpageDir: built.dir, holdDefaultMinutes: 20 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    w = await t.workspace({ name: 'Delta Tours' });
    handle = slugOfName('Delta Tours');
    boat = await pageProduct(t, w.key, { startAts: [at(3, 7), at(3, 13), at(4, 7)], capacity: 12 });
    lastSeat = await pageProduct(t, w.key, {
      title: 'Sunset Kayak',
      summary: 'Two hours at dusk, one guide, very few boats.',
      startAts: [at(3, 17)],
      capacity: 1,
    });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = (width: number, url: string) => openGuestPage(browser, origin, width, url);
  const shot = (page: Page, width: number, step: string) => guestShot(page, origin, width, `bookpage-${step}`);

  for (const [width, hour] of [
    [390, 7],
    [1280, 13],
  ] as const) {
    it(`lets a guest at ${width} px hold seats for two adults and a child`, async () => {
      const { page, seen, context } = await open(width, `/book/${handle}`);
      await page.getByRole('heading', { level: 1, name: 'What you can book' }).waitFor();
      await expect.poll(() => page.title()).toBe('Delta Tours');
      expect(await page.getByText('from €25.00').count()).toBe(2);
      await shot(page, width, '1-products');

      await page.getByRole('link', { name: 'Danube Delta Boat Trip' }).click();
      await page.getByRole('heading', { level: 1, name: 'Danube Delta Boat Trip' }).waitFor();
      // The calendar opens on the month of the next departure, days saying their status in words.
      const day = page.getByRole('button', { name: new RegExp(`${Number(dateOf(at(3, 7)).slice(8))} .*, open$`) });
      await day.waitFor();
      await shot(page, width, '2-product');

      await day.click();
      await page.getByRole('button', { name: 'One more Adult' }).click();
      await page.getByRole('button', { name: 'One more Child' }).click();
      const departure = page.getByRole('radio', { name: new RegExp(`^${String(hour).padStart(2, '0')}:00`) });
      await departure.check();
      await expect.poll(() => page.locator('.total').innerText()).toBe('Total: €124.00');
      await expect.poll(() => page.getByText('12 seats left').count()).toBeGreaterThan(0);
      await shot(page, width, '3-party');

      // Details left out are refused beside their field, the first one focused.
      await page.getByRole('button', { name: 'Hold my seats' }).click();
      await expect.poll(() => page.getByText('Please fill this in.').count()).toBe(3);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
      await page.getByLabel('First name').fill('Ioana');
      await page.getByLabel('Last name').fill('Popescu');
      await page.getByLabel('Email').fill('ioana@example');
      await page.getByRole('button', { name: 'Hold my seats' }).click();
      await page.getByText('Please enter an email address like name@example.com.').waitFor();
      await shot(page, width, '4-details');
      await page.getByLabel('Email').fill('ioana@example.com');
      await page.getByRole('button', { name: 'Hold my seats' }).click();

      await page.getByRole('heading', { name: 'Your seats are held' }).waitFor();
      expect(await page.getByRole('timer').innerText()).toMatch(/^(20:00|19:5\d)$/);
      await shot(page, width, '5-held');
      const departureId = boat.departures[hour === 7 ? 0 : 1]!;
      expect(await seatsOf(t, w.key, departureId)).toMatchObject({ capacity: 12, remaining: 9 });
      expect((await t.call('GET', '/v1/bookings', { key: w.key })).body.data).toEqual([]);
      expect(seen.foreignRequests).toEqual([]);
      // A live workspace's contract provider starts payments at the provider, not from the page: 501, and the page
      // says payment opens once set up.
      await page.getByText('Payment opens here once the seller has set it up.').waitFor();
      expect(seen.errors.filter((e) => !/status of 501 .*\/pay\)$/.test(e))).toEqual([]);
      await context.close();
    });
  }

  describe('a sandbox workspace: questions, the test provider and the confirmation', () => {
    let sandbox: TestWorkspace;
    let sandboxHandle: string;
    let trip: PageProduct;
    let canoe: PageProduct;
    const GUEST_PHONE = '+40 721 234 567';

    beforeAll(async () => {
      sandbox = await t.workspace({ name: 'Delta Sandbox', type: 'sandbox' });
      sandboxHandle = slugOfName('Delta Sandbox');
      const series = await t.call('POST', '/v1/contract-series', {
        key: sandbox.key,
        body: { name: 'Contracts', pattern: 'CNT-{year}-{sequence:04}' },
      });
      await t.call('POST', `/v1/contract-series/${series.body.series.id}/set-default`, { key: sandbox.key });
      trip = await pageProduct(t, sandbox.key, { startAts: [at(3, 9), at(3, 15)], capacity: 10 });
      canoe = await pageProduct(t, sandbox.key, { title: 'Sunrise Canoe', startAts: [at(3, 6)], capacity: 10 });
      await askQuestions(
        t,
        sandbox.key,
        [
          { id: 'phone', type: 'phone', label: 'Mobile phone on the day', required: true },
          {
            id: 'lunch',
            type: 'select',
            label: 'Lunch on board',
            options: [
              { value: 'fish', label: 'Fish' },
              { value: 'veg', label: 'Vegetarian' },
            ],
          },
          { id: 'notes', type: 'textarea', label: 'Anything we should know?' },
          { id: 'terms', type: 'checkbox', label: 'I can swim or will wear a life jacket', required: true },
        ],
        [
          { id: 'fullName', type: 'text', label: 'Full name as on the ID', required: true },
          { id: 'birthDate', type: 'date', label: 'Date of birth' },
        ],
      );
    });
    afterEach(() => clock.reset());

    const bookingsOf = async () =>
      (await t.call('GET', '/v1/bookings', { key: sandbox.key })).body.data as Array<{
        id: string;
        code: string;
      }>;
    /** The guest's details and answers (two adults and a child: three travellers). */
    const answerAll = async (page: Page, first: string) => {
      await page.getByLabel('First name').fill(first);
      await page.getByLabel('Last name').fill('Popescu');
      await page.getByLabel('Email').fill(`${first.toLowerCase()}@example.com`);
      await page.getByLabel('Mobile phone on the day').fill(GUEST_PHONE);
      await page.getByLabel('Lunch on board').selectOption('veg');
      await page.getByLabel('I can swim or will wear a life jacket').check();
      const names = page.getByLabel('Full name as on the ID');
      const count = await names.count();
      for (let i = 0; i < count; i++) await names.nth(i).fill(`${first} Traveller ${i + 1}`);
    };

    for (const [width, hour] of [
      [390, 9],
      [1280, 15],
    ] as const) {
      it(`takes a guest at ${width} px from the list to a paid, confirmed booking with their answers`, async () => {
        const step = (page: Page, name: string) => shot(page, width, `guest-${name}`);
        const { page, seen, context } = await open(width, `/book/${sandboxHandle}`);
        await page.getByRole('heading', { level: 1, name: 'What you can book' }).waitFor();
        await step(page, '01-list');
        await page.getByRole('link', { name: 'Danube Delta Boat Trip' }).click();
        await page.getByRole('heading', { level: 1, name: 'Danube Delta Boat Trip' }).waitFor();
        const day = page.getByRole('button', { name: new RegExp(`${Number(dateOf(at(3, 9)).slice(8))} .*, open$`) });
        await day.waitFor();
        await step(page, '02-product');
        await day.click();
        await page.getByRole('radio', { name: new RegExp(`^${String(hour).padStart(2, '0')}:00`) }).waitFor();
        await step(page, '03-calendar');
        await page.getByRole('button', { name: 'One more Adult' }).click();
        await page.getByRole('button', { name: 'One more Child' }).click();
        await page.getByRole('radio', { name: new RegExp(`^${String(hour).padStart(2, '0')}:00`) }).check();
        await expect.poll(() => page.locator('.total').innerText()).toBe('Total: €124.00');
        await step(page, '04-party');

        // One set of traveller questions per person, each labelled with who it is for.
        await expect.poll(() => page.getByLabel('Full name as on the ID').count()).toBe(3);
        for (const legend of ['Traveller 1 · Adult', 'Traveller 2 · Adult', 'Traveller 3 · Child'])
          expect(await page.getByRole('group', { name: legend }).count(), legend).toBe(1);
        await page.getByLabel('First name').fill('Ioana');
        await page.getByLabel('Last name').fill('Popescu');
        await page.getByLabel('Email').fill('ioana@example.com');
        await step(page, '05-questions');

        // Required questions left out: refused beside each, in the browser, the first focused; nothing held.
        await page.getByRole('button', { name: 'Hold my seats' }).click();
        await page.getByText('Please tick this box to go on.').waitFor();
        expect(await page.getByText('Please fill this in.').count()).toBe(4);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
          .toBe('answers.phone');
        await page.getByLabel('Mobile phone on the day').fill('call me');
        await page.getByRole('button', { name: 'Hold my seats' }).click();
        await page.getByText('Please enter a phone number, like +40 721 234 567.').waitFor();
        await step(page, '06-error');
        expect(await seatsOf(t, sandbox.key, trip.departures[hour === 9 ? 0 : 1]!)).toMatchObject({ remaining: 10 });

        await answerAll(page, 'Ioana');
        // One traveller's answer still missing: refused beside that traveller's field.
        await page.getByLabel('Full name as on the ID').nth(1).fill('');
        await page.getByRole('button', { name: 'Hold my seats' }).click();
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
          .toBe('travellers[1].fullName');
        await page.getByLabel('Full name as on the ID').nth(1).fill('Ioana Traveller 2');
        await page.getByLabel('Date of birth').nth(2).fill('2015-06-01');
        await page.getByRole('button', { name: 'Hold my seats' }).click();

        await page.getByRole('heading', { name: 'Your seats are held' }).waitFor();
        await page.getByRole('link', { name: 'Pay' }).waitFor();
        await step(page, '07-held');
        const departureId = trip.departures[hour === 9 ? 0 : 1]!;
        expect(await seatsOf(t, sandbox.key, departureId)).toMatchObject({ remaining: 7 });
        const before = (await bookingsOf()).length;

        await page.getByRole('link', { name: 'Pay' }).click();
        await page.getByRole('button', { name: 'Succeed' }).waitFor();
        await step(page, '08-test-provider');
        await page.getByRole('button', { name: 'Succeed' }).click();
        await confirmedOnThePage(page, t);
        const code = await page.locator('.booking-code').innerText();
        await page.getByText('A confirmation email with your ticket is on its way to you.').waitFor();
        expect(await page.locator('.confirmation dl').innerText()).toContain('2 × Adult, 1 × Child');
        expect(await page.locator('.confirmation dl').innerText()).toContain('€124.00');
        await step(page, '09-confirmation');
        const ticket = page.getByRole('link', { name: 'Download your ticket' });
        const href = (await ticket.getAttribute('href'))!;
        expect(href).toMatch(/^\/tickets\/ticket\.pdf\?token=/);
        const pdf = await page.request.get(`${origin}${href}`);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        // The address now names the order: a reload shows the confirmation again.
        expect(new URL(page.url()).searchParams.get('order')).toMatch(/^[A-Z0-9]+$/);
        expect(new URL(page.url()).searchParams.get('payment')).toBeNull();
        await page.reload();
        await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
        expect(await page.locator('.booking-code').innerText()).toBe(code);

        // The API: one booking more, confirmed and paid, with the answers, the seats taken.
        const list = await bookingsOf();
        expect(list).toHaveLength(before + 1);
        const made = list.find((b) => b.code === code)!;
        const booking = (await t.call('GET', `/v1/bookings/${made.id}`, { key: sandbox.key })).body;
        expect(booking).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
        expect(booking.billing).toEqual({
          firstName: 'Ioana',
          lastName: 'Popescu',
          email: 'ioana@example.com',
          phone: GUEST_PHONE,
          lunch: 'veg',
          terms: true,
        });
        expect(booking.passengers).toEqual([
          { fullName: 'Ioana Traveller 1' },
          { fullName: 'Ioana Traveller 2' },
          { fullName: 'Ioana Traveller 3', birthDate: '2015-06-01' },
        ]);
        expect(await seatsOf(t, sandbox.key, departureId)).toMatchObject({ remaining: 7 });
        expect(seen.foreignRequests).toEqual([]);
        expect(seen.errors).toEqual([]);
        await context.close();
      });
    }

    for (const [outcome, width] of [
      ['Fail', 390],
      ['Fail', 1280],
      ['Abandon', 390],
    ] as const) {
      it(`books nothing when the payment is ${outcome === 'Fail' ? 'declined' : 'abandoned'} (${width} px), and gives the seats back when the hold lapses`, async () => {
        const departureId = canoe.departures[0]!;
        const { page, context } = await open(width, `/book/${sandboxHandle}/${canoe.slug}`);
        await page.getByRole('radio', { name: /^06:00/ }).check();
        await answerAll(page, 'Mara');
        const before = (await bookingsOf()).length;
        await page.getByRole('button', { name: 'Hold my seats' }).click();
        const code = await page.locator('.held .code').innerText();
        await page.getByRole('link', { name: 'Pay' }).click();
        expect(await seatsOf(t, sandbox.key, departureId)).toMatchObject({ remaining: 9 });
        await page.getByRole('button', { name: outcome }).click();
        await page.getByText('The payment was not completed, so nothing was charged. Please choose again.').waitFor();
        await shot(page, width, `guest-${outcome === 'Fail' ? '10-failed' : '11-abandoned'}`);
        expect(new URL(page.url()).searchParams.get('payment')).toBeNull();
        await t.drainJobs();
        expect(await bookingsOf()).toHaveLength(before);
        // The hold keeps the seats until it lapses (the guest may pay again), then they come back.
        expect(await seatsOf(t, sandbox.key, departureId)).toMatchObject({ remaining: 9 });
        if (outcome === 'Abandon') {
          // The order's own address while nothing has paid it: the page asks for about a minute, then says so.
          await page.clock.install();
          await page.goto(`${origin}/book/${sandboxHandle}/${canoe.slug}?order=${code}`);
          await page.getByRole('heading', { name: 'Confirming your booking…' }).waitFor();
          // Each ask waits for its answer before the next is timed: move the page's clock on a step at a time.
          const pending = page.getByRole('heading', { name: 'Your booking is not confirmed yet' });
          await expect
            .poll(
              async () => {
                await page.clock.runFor(5_000);
                return pending.count();
              },
              { timeout: 20_000, interval: 200 },
            )
            .toBe(1);
          await shot(page, width, 'guest-12-pending');
        }
        clock.advance((t.config.holdDefaultMinutes + 1) * 60_000);
        await t.drainJobs();
        expect(await seatsOf(t, sandbox.key, departureId)).toMatchObject({ remaining: 10 });
        expect(await bookingsOf()).toHaveLength(before);
        if (outcome === 'Abandon') {
          // Asked again once the hold lapsed: not paid, nothing booked, choose again.
          await page.getByRole('button', { name: 'Check again' }).click();
          await page.getByText('Your hold ended before the payment arrived, so nothing was booked.').waitFor();
          await shot(page, width, 'guest-13-expired');
          await page.getByRole('button', { name: 'Choose again' }).click();
          await page.getByRole('button', { name: 'Hold my seats' }).waitFor();
          expect(new URL(page.url()).searchParams.get('order')).toBeNull();
        }
        await context.close();
      });
    }
  });

  it("counts the hold down by the server's clock and asks the guest to choose again when it lapses", async () => {
    const { page, context } = await open(390, `/book/${handle}/${boat.slug}`);
    // A phone whose clock is ten minutes fast still sees the whole hold.
    await page.clock.install({ time: Date.now() + 10 * 60_000 });
    await page.reload();
    await page
      .getByRole('button', { name: /, open$/ })
      .first()
      .click();
    await page.getByRole('radio', { name: /^07:00/ }).check();
    await page.getByLabel('First name').fill('Mara');
    await page.getByLabel('Last name').fill('Ionescu');
    await page.getByLabel('Email').fill('mara@example.com');
    await page.getByRole('button', { name: 'Hold my seats' }).click();
    await page.getByRole('heading', { name: 'Your seats are held' }).waitFor();
    expect(await page.getByRole('timer').innerText()).toMatch(/^(20:00|19:5\d)$/);
    await page.clock.fastForward('20:05');
    await page.getByText('Your hold ended and the seats were given back. Please choose again.').waitFor();
    expect(await page.getByRole('button', { name: 'Hold my seats' }).count()).toBe(1);
    await shot(page, 390, '6-lapsed');
    await context.close();
  });

  it('gives the last seat to one of two guests racing for it, and tells the other', async () => {
    const guests = await Promise.all(
      ['Ana', 'Bogdan'].map(async (name) => {
        const g = await open(390, `/book/${handle}/${lastSeat.slug}`);
        await g.page.getByRole('radio', { name: /^17:00/ }).check();
        await g.page.getByLabel('First name').fill(name);
        await g.page.getByLabel('Last name').fill('Racer');
        await g.page.getByLabel('Email').fill(`${name.toLowerCase()}@example.com`);
        return g;
      }),
    );
    await Promise.all(guests.map((g) => g.page.getByRole('button', { name: 'Hold my seats' }).click()));
    const outcome = async (page: Page) => {
      await page
        .getByText(/Your seats are held|Someone else just took these seats/)
        .first()
        .waitFor();
      return (await page.getByRole('heading', { name: 'Your seats are held' }).count()) ? 'held' : 'refused';
    };
    const results = await Promise.all(guests.map((g) => outcome(g.page)));
    expect([...results].sort()).toEqual(['held', 'refused']);
    const loser = guests[results.indexOf('refused')]!;
    await loser.page.getByRole('alert').getByText('Someone else just took these seats').waitFor();
    await shot(loser.page, 390, '7-race-lost');
    expect(await seatsOf(t, w.key, lastSeat.departures[0]!)).toMatchObject({ capacity: 1, remaining: 0 });
    for (const g of guests) await g.context.close();
  });

  it("says why a voucher code was refused beside the field, and shows a voucher's part and what is left to pay", async () => {
    const cruise = await pageProduct(t, w.key, { title: 'Voucher Cruise', startAts: [at(3, 10)], capacity: 5 });
    const voucher = async (body: Record<string, unknown>) => {
      const r = await t.call('POST', '/v1/vouchers', { key: w.key, body: { currency: 'EUR', ...body } });
      expect(r.status, r.text).toBe(201);
      return r.body.data as { id: string; code: string };
    };
    const balanceOf = async (id: string) =>
      (await t.call('GET', `/v1/vouchers/${id}`, { key: w.key })).body.data.current_balance_minor as number;
    const suspended = await voucher({ initial_balance_minor: 2000 });
    expect(
      (await t.call('PATCH', `/v1/vouchers/${suspended.id}`, { key: w.key, body: { status: 'suspended' } })).status,
    ).toBe(200);
    const part = await voucher({ initial_balance_minor: 2000 });
    const whole = await voucher({ initial_balance_minor: 100_000 });
    const sent: Array<Record<string, unknown>> = [];
    const { page, context } = await open(390, `/book/${handle}/${cruise.slug}?lang=ro`);
    page.on('request', (r) => {
      if (r.url().endsWith('/api/holds') && r.method() === 'POST') sent.push(r.postDataJSON());
    });
    await page.getByRole('radio', { name: /^10:00/ }).check();
    await page.getByLabel('Prenume').fill('Ioana');
    await page.getByLabel('Nume', { exact: true }).fill('Popescu');
    await page.getByLabel('E-mail').fill('ioana@example.com');
    await page.getByLabel(/Card cadou sau cod voucher/).fill(` ${suspended.code.toLowerCase()} `);
    await page.getByRole('button', { name: 'Rezervă locurile' }).click();
    await page.getByText('Acest cod nu este activ.', { exact: false }).waitFor();
    expect(sent[0]).toMatchObject({ voucherCode: suspended.code.toLowerCase() });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('voucherCode');
    expect(await seatsOf(t, w.key, cruise.departures[0]!)).toMatchObject({ remaining: 5 });
    await shot(page, 390, 'guest-voucher-refused');

    await page.getByLabel(/Card cadou sau cod voucher/).fill(part.code);
    await page.getByRole('button', { name: 'Rezervă locurile' }).click();
    await page.getByRole('heading', { name: 'Locurile sunt rezervate' }).waitFor();
    const held = await page.locator('.held dl').innerText();
    expect(held).toMatch(new RegExp(`Voucher ${part.code}\\s+−20,00\\sEUR`));
    expect(held).toMatch(/De plată\s+\d+,\d\d\sEUR/);
    expect(await balanceOf(part.id)).toBe(0);
    await shot(page, 390, 'guest-voucher-held');
    await context.close();

    // A voucher that covers everything: nothing to pay, straight to the confirmation of a confirmed booking.
    const again = await open(390, `/book/${handle}/${cruise.slug}`);
    await again.page.getByRole('radio', { name: /^10:00/ }).check();
    await again.page.getByLabel('First name').fill('Mara');
    await again.page.getByLabel('Last name').fill('Ionescu');
    await again.page.getByLabel('Email').fill('mara@example.com');
    await again.page.getByLabel(/Gift card or voucher code/).fill(whole.code);
    await again.page.getByRole('button', { name: 'Hold my seats' }).click();
    await again.page
      .getByText(/Booking code/i)
      .first()
      .waitFor();
    expect(new URL(again.page.url()).searchParams.get('order')).toMatch(/^[A-Z0-9]+$/);
    expect(await again.page.getByRole('link', { name: 'Pay' }).count()).toBe(0);
    // The voucher paid it all: the booking's ledger, not the provider's nothing, is what the guest paid.
    const spent = 100_000 - (await balanceOf(whole.id));
    expect(spent).toBeGreaterThan(0);
    expect(await again.page.locator('.confirmation dl').innerText()).toMatch(
      new RegExp(`Total paid\\s+€${(spent / 100).toFixed(2)}`),
    );
    await shot(again.page, 390, 'guest-voucher-covered');
    await again.context.close();
  });

  it('speaks Romanian when asked, with money and dates in its forms', async () => {
    const { page, context } = await open(390, `/book/${handle}/${boat.slug}?lang=ro`);
    await page.getByRole('heading', { level: 1, name: 'Danube Delta Boat Trip' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
    await page.getByText('Cine vine').waitFor();
    expect(await page.getByText('18+ ani').count()).toBe(1);
    await page
      .getByRole('button', { name: /, liber$/ })
      .first()
      .click();
    await page.getByRole('radio').first().check();
    await expect.poll(() => page.locator('.total').innerText()).toMatch(/^Total: 49,50\sEUR$/);
    await shot(page, 390, '8-romanian');
    await context.close();
  });
});
