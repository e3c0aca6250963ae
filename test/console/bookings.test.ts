// Bookings in the console, in headless Chromium against a real server (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// a phone booking for a new customer paid in cash, a hold of 15 minutes, a party bigger than the seats left (the
// API's refusal beside the travellers), the whole new-booking form by keyboard alone; on a booking's page: change the
// travellers, move to another departure, record a refund and cancel, each confirmed with its money effect shown; the
// list found by the customer's email and by the booking's code, filtered by departure dates and product. What the
// console did is checked through the API. Screenshots of each step at 1280 and 390 px (console-booking-*).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemo } from '../../src/demo.js';
import { hasChromium } from '../support/browser.js';
import {
  fitsTheScreen,
  refusal,
  startConsoleServer,
  type ConsolePage,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';

const DAY_MS = 86_400_000;

describe.skipIf(!hasChromium)('console: bookings in a browser', () => {
  let s: ConsoleServer;
  let owner: ConsoleUser;
  let key: string;
  let productId: string;
  /** Two departures on one day (12 and 8 seats) of the product the tests book. */
  let early: { id: string; day: number };
  let late: { id: string };

  beforeAll(async () => {
    s = await startConsoleServer();
    const demo = await createDemo(s.t.platform, s.t.modules, 'Danube Demo Travel');
    // Raised like every test workspace's (test/support/app.ts): the test's own calls beside the page's must not meet
    // the live default burst of 30.
    await s.t.services.workspaces.setLimits(demo.workspaceId, { perMinute: 1_000_000, burst: 100_000 });
    key = demo.key;
    owner = await s.createUser(demo.workspaceId, 'owner');
    const product = await api('POST', '/v1/products', {
      title: 'Harbour Kayak Tour',
      type: 'experience',
      category: 'adventure',
      status: 'active',
      currency: 'EUR',
      pricingModel: 'per_unit',
    });
    productId = product.data.id;
    await api('PUT', `/v1/products/${productId}/pricing`, {
      unitTypes: [
        { key: 'adult', type: 'adult', label: 'Adult' },
        { key: 'child', type: 'child', label: 'Child', maxAge: 11 },
      ],
      ratePlans: [
        {
          name: 'Standard',
          unitPrices: [
            { unitKey: 'adult', amount: 40, currency: 'EUR' },
            { unitKey: 'child', amount: 25, currency: 'EUR' },
          ],
        },
      ],
    });
    const now = new Date();
    const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 10 * DAY_MS;
    const departure = async (hour: number, capacity: number) =>
      (
        await api('POST', '/v1/departures', {
          productId,
          startAt: new Date(day + hour * 3_600_000).toISOString(),
          endAt: new Date(day + (hour + 3) * 3_600_000).toISOString(),
          capacity,
          status: 'scheduled',
        })
      ).data.id as string;
    early = { id: await departure(9, 12), day: new Date(day).getUTCDate() };
    late = { id: await departure(14, 8) };
  });
  afterAll(async () => {
    await s?.close();
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the tests
  async function api(method: string, path: string, body?: unknown, query?: Record<string, string>): Promise<any> {
    const res = await s.t.call(method, path, { key, body, query });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  }

  async function step(p: ConsolePage, name: string, width: number) {
    await p.page.getByRole('heading', { level: 2, name }).waitFor();
    await p.page.waitForLoadState('networkidle');
    await fitsTheScreen(p, `${name} at ${width}`);
  }

  const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

  /** Product, the early departure, `adults` adults and `children` children: the steps up to the customer. */
  async function throughTravellers(p: ConsolePage, width: number, adults: number, children: number, shots = false) {
    const { page } = p;
    await page.goto(`${s.origin}/console/#/bookings/new`);
    await step(p, 'Product', width);
    await page.getByLabel('Search products').fill('Kayak');
    // The search's answer (a moment after the typing stops) leaves one product: checked before, the list would
    // shrink under the pointer on its way to Next.
    await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    await page.getByRole('radio', { name: /Harbour Kayak Tour/ }).check();
    if (shots) await s.shot(p, `console-booking-new-product-${width}`);
    await next(page);
    await step(p, 'Date and departure', width);
    await page.getByRole('button', { name: new RegExp(`\\b${early.day}\\b[^:]*: 2 departures`) }).click();
    await page.getByRole('radio', { name: /of 12 seats left/ }).check();
    if (shots) await s.shot(p, `console-booking-new-departure-${width}`);
    await next(page);
    await step(p, 'Travellers', width);
    await page.getByLabel('Adult', { exact: true }).fill(String(adults));
    await page.getByLabel('Child', { exact: true }).fill(String(children));
  }

  for (const width of [1280, 390]) {
    it(`takes a phone booking for a new customer paid in cash at ${width} px`, async () => {
      const p = await s.open(width);
      const { page } = p;
      await s.signIn(p, owner);
      await page.goto(`${s.origin}/console/#/bookings`);
      await page.getByRole('link', { name: 'New booking' }).click();
      await throughTravellers(p, width, 2, 1, true);
      // The API prices the party: 2 × 40 + 25.
      await page.getByRole('status').filter({ hasText: 'Total €105.00' }).waitFor();
      await s.shot(p, `console-booking-new-travellers-${width}`);
      await next(page);

      await step(p, 'Customer', width);
      await page.getByRole('button', { name: 'New customer' }).click();
      const email = `guest-${width}@example.com`;
      await page.getByLabel('First name').fill('Lena');
      await page.getByLabel('Last name').fill(`Walker ${width}`);
      await page.getByLabel('Email').fill('not an address');
      await page.getByRole('button', { name: 'Create customer' }).click();
      // The API's refusal shows beside the email field, tied to it.
      const emailField = page.getByLabel('Email');
      await expect.poll(() => emailField.getAttribute('aria-describedby')).toMatch(/error/);
      const describedBy = (await emailField.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()).toMatch(/email/i);
      await s.shot(p, `console-booking-new-customer-error-${width}`);
      await emailField.fill(email);
      await page.getByRole('button', { name: 'Create customer' }).click();
      await page.getByText(`Customer: Lena Walker ${width}`).waitFor();
      await s.shot(p, `console-booking-new-customer-${width}`);
      await next(page);

      await step(p, 'Hold or confirm', width);
      await page.getByLabel('The guest paid now').check();
      expect(await page.getByLabel('Amount (EUR)').inputValue()).toBe('105');
      await page.getByLabel('Method').selectOption('cash');
      await page.getByLabel('Reference (optional)').fill('Receipt 17');
      await s.shot(p, `console-booking-new-finish-${width}`);
      await next(page);

      await step(p, 'Summary', width);
      await page.getByText('€105.00 by cash (Receipt 17)').waitFor();
      await s.shot(p, `console-booking-new-summary-${width}`);
      // A double submit makes one booking.
      await page.getByRole('button', { name: 'Make the booking' }).dblclick();
      await page.getByRole('heading', { level: 1, name: /^Booking BKG-/ }).waitFor();
      const id = page.url().split('/bookings/')[1]!;
      expect((await api('GET', '/v1/bookings', undefined, { q: email })).data).toHaveLength(1);

      const people = await api('GET', '/v1/people', undefined, { email });
      expect(people.data).toHaveLength(1);
      const person = people.data[0];
      expect(person).toMatchObject({ firstName: 'Lena', lastName: `Walker ${width}` });
      const b = await api('GET', `/v1/bookings/${id}`);
      expect(b).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
        billing_person_id: person.id,
        billing: { firstName: 'Lena', lastName: `Walker ${width}`, email },
        departure: { id: early.id },
        pricing: { total: 105 },
      });
      const ledger = await api('GET', `/v1/bookings/${id}/payments`);
      expect(ledger.data).toMatchObject([{ kind: 'payment', amount: 105, method: 'cash', reference: 'Receipt 17' }]);

      await page.getByRole('cell', { name: 'Receipt 17' }).waitFor();
      await page.getByText('booking.confirmed').waitFor();
      const customer = page.getByRole('link', { name: `Lena Walker ${width}` });
      expect(await customer.getAttribute('href')).toBe(`#/customers/people/${person.id}`);
      await page.waitForLoadState('networkidle');
      await fitsTheScreen(p, `booking page at ${width}`);
      await s.shot(p, `console-booking-page-${width}`);
      // The move dialog's calendar fits the screen too; Escape closes it and nothing moved.
      await page.getByRole('button', { name: 'Move to another departure' }).click();
      const move = page.getByRole('dialog', { name: /to another departure/ });
      await move.getByRole('button', { name: new RegExp(`\\b${early.day}\\b[^:]*: 1 departure`) }).click();
      await move.getByRole('radio', { name: /of 8 seats left/ }).check();
      await move.getByText('Nothing will be owed either way.').waitFor();
      await fitsTheScreen(p, `move dialog at ${width}`);
      await s.shot(p, `console-booking-move-${width}`);
      await page.keyboard.press('Escape');
      await move.waitFor({ state: 'detached' });
      expect((await api('GET', `/v1/bookings/${id}`)).departure.id).toBe(early.id);
      p.assertClean([refusal(400, '/v1/people')]);
    });
  }

  it('holds the seats of an existing customer for 15 minutes', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, owner);
    await throughTravellers(p, 1280, 1, 0);
    await next(page);
    await step(p, 'Customer', 1280);
    await page.getByLabel('Find a customer').fill('Popescu');
    await page.getByRole('radio', { name: /Ana Popescu/ }).check();
    await next(page);
    await page.getByRole('radio', { name: /^Hold/ }).check();
    await page.getByLabel('Hold for (minutes)').fill('15');
    await next(page);
    await page.getByText('held for 15 minutes').waitFor();
    const asked = Date.now();
    await page.getByRole('button', { name: 'Hold the seats' }).click();
    await page.getByRole('heading', { level: 1, name: /^Booking BKG-/ }).waitFor();
    const b = await api('GET', `/v1/bookings/${page.url().split('/bookings/')[1]}`);
    expect(b.status).toBe('on_hold');
    expect(b.billing).toMatchObject({ firstName: 'Ana', lastName: 'Popescu', email: 'ana.popescu@example.com' });
    expect(Math.abs(Date.parse(b.hold_expires_at) - (asked + 15 * 60_000))).toBeLessThan(60_000);
    p.assertClean();
  });

  it('shows the API refusal of a party bigger than the seats left beside the travellers', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, owner);
    await throughTravellers(p, 1280, 20, 0);
    // The availability answer says so at once; the booking is refused when it is made anyway.
    await page.getByText(/Only \d seats are left on this departure/).waitFor();
    await next(page);
    await page.getByLabel('Find a customer').fill('Ionescu');
    await page.getByRole('radio', { name: /Mihai Ionescu/ }).check();
    await next(page);
    await next(page);
    await page.getByRole('button', { name: 'Make the booking' }).click();
    await step(p, 'Travellers', 1280);
    const travellers = page.getByRole('group', { name: 'Travellers' });
    await travellers
      .locator('.field-error')
      .filter({ hasText: /20 requested/ })
      .waitFor();
    expect(await page.getByLabel('Adult', { exact: true }).getAttribute('aria-describedby')).toBeTruthy();
    await s.shot(p, 'console-booking-new-error-1280');
    p.assertClean([refusal(422, '/v1/bookings')]);
  });

  it('books rooms of a product priced per room, priced per person from the pricing options', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, owner);
    await page.goto(`${s.origin}/console/#/bookings/new`);
    await page.getByLabel('Search products').fill('Black Sea');
    await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    await page.getByRole('radio', { name: /Black Sea Seaside Week/ }).check();
    await next(page);
    await page.locator('button.day').first().click();
    await page
      .getByRole('radio', { name: /seats left/ })
      .first()
      .check();
    await next(page);
    await page.getByText('€455.00 per person').waitFor();
    await page.getByLabel('Double room (rooms)').fill('1');
    await next(page);
    await page.getByLabel('Find a customer').fill('Tudor');
    await page.getByRole('radio', { name: /Maria Tudor/ }).check();
    await next(page);
    await next(page);
    await page.getByText('1 × Double room').waitFor();
    await page.getByRole('button', { name: 'Make the booking' }).click();
    await page.getByRole('heading', { level: 1, name: /^Booking BKG-/ }).waitFor();
    const b = await api('GET', `/v1/bookings/${page.url().split('/bookings/')[1]}`);
    expect(b).toMatchObject({
      status: 'confirmed',
      rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
      pax: { adults: 2 },
      pricing: { total: 910 },
    });
    p.assertClean();
  });

  it('makes a booking with the keyboard alone', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, owner);
    await page.goto(`${s.origin}/console/#/bookings/new`);
    await page.getByRole('heading', { level: 2, name: 'Product' }).waitFor();
    await tabTo(page, 'Search products');
    await page.keyboard.type('Kayak');
    await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    await tabTo(page, /Harbour Kayak Tour/);
    await page.keyboard.press('Space');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Date and departure' }).waitFor();
    await tabTo(page, new RegExp(`\\b${early.day}\\b[^:]*: 2 departures`));
    await page.keyboard.press('Enter');
    // A radio group is one Tab stop; the arrow keys move (and check) within it.
    await tabTo(page, /of 12 seats left/);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /of 8 seats left/ }).isChecked()).toBe(true);
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Travellers' }).waitFor();
    await tabTo(page, 'Adult');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.getByRole('status').filter({ hasText: 'Total €80.00' }).waitFor();
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Customer' }).waitFor();
    await tabTo(page, 'Find a customer');
    await page.keyboard.type('Dumitrescu');
    await page.getByRole('radio', { name: /Elena Dumitrescu/ }).waitFor();
    await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    await tabTo(page, /Elena Dumitrescu/);
    await page.keyboard.press('Space');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Hold or confirm' }).waitFor();
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Summary' }).waitFor();
    await tabTo(page, 'Make the booking');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /^Booking BKG-/ }).waitFor();
    const b = await api('GET', `/v1/bookings/${page.url().split('/bookings/')[1]}`);
    expect(b).toMatchObject({ status: 'confirmed', departure: { id: late.id }, pricing: { total: 80 } });
    p.assertClean();
  });

  it('changes the travellers, moves the booking, records a refund and cancels, each confirmed first', async () => {
    const made = await api('POST', '/v1/bookings', {
      productId,
      departureId: early.id,
      units: [{ unitKey: 'adult', quantity: 2 }],
      billing: { firstName: 'Ola', lastName: 'Nordmann', email: 'ola@example.com' },
    });
    const id = made.id as string;
    await api('POST', `/v1/bookings/${id}/confirm`);
    await api('POST', `/v1/bookings/${id}/payments`, { amount: 80, method: 'card_terminal' });
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, owner);
    await page.goto(`${s.origin}/console/#/bookings/${id}`);
    await page.getByRole('heading', { level: 1, name: /^Booking BKG-/ }).waitFor();

    await page.getByRole('button', { name: 'Change travellers' }).click();
    const change = page.getByRole('dialog', { name: /Change the travellers/ });
    await change.getByLabel('Adult', { exact: true }).fill('3');
    // The API's preview: €120 now, €40 owed.
    await change.getByText('The guest will owe €40.00.').waitFor();
    await s.shot(p, 'console-booking-change-1280');
    expect((await api('GET', `/v1/bookings/${id}`)).pricing.total).toBe(80);
    await change.getByRole('button', { name: 'Change travellers' }).click();
    await change.waitFor({ state: 'detached' });
    await page.getByText('The travellers of').waitFor();
    let b = await api('GET', `/v1/bookings/${id}`);
    expect(b).toMatchObject({
      pricing: { total: 120 },
      units: [{ unitKey: 'adult', quantity: 3 }],
      money: { balance: 40 },
    });

    await page.getByRole('button', { name: 'Move to another departure' }).click();
    const move = page.getByRole('dialog', { name: /to another departure/ });
    await move.getByRole('button', { name: new RegExp(`\\b${early.day}\\b[^:]*: 1 departure`) }).click();
    await move.getByRole('radio', { name: /of 8 seats left/ }).check();
    await move.getByText('The guest will owe €40.00.').waitFor();
    await s.shot(p, 'console-booking-move-1280');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await move.waitFor({ state: 'detached' });
    b = await api('GET', `/v1/bookings/${id}`);
    expect(b.departure.id).toBe(late.id);

    await page.getByRole('button', { name: 'Record refund' }).click();
    const refund = page.getByRole('dialog', { name: /Record a refund/ });
    expect(await refund.getByLabel('Amount (EUR)').inputValue()).toBe('80');
    await refund.getByLabel('Amount (EUR)').fill('90');
    await refund.getByLabel('Reason').fill('Goodwill');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    // More than was paid: the API's refusal beside the amount.
    await refund.locator('.field-error').waitFor();
    await refund.getByLabel('Amount (EUR)').fill('20');
    await refund.getByText('The guest will owe €60.00.').waitFor();
    await s.shot(p, 'console-booking-refund-1280');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await refund.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Goodwill' }).waitFor();
    b = await api('GET', `/v1/bookings/${id}`);
    expect(b).toMatchObject({ payment_status: 'partially_refunded', money: { paid: 80, refunded: 20 } });

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('alertdialog', { name: /Cancel booking/ });
    await cancel.getByText('€60.00 will be owed back to the guest').waitFor();
    await s.shot(p, 'console-booking-cancel-1280');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await cancel.waitFor({ state: 'detached' });
    await page.getByText('The booking is cancelled now.').waitFor();
    expect((await api('GET', `/v1/bookings/${id}`)).status).toBe('cancelled');
    p.assertClean([refusal(422, `/v1/bookings/${id}/refunds`)]);
  });

  for (const width of [1280, 390]) {
    it(`finds a booking by the customer's email and by its code, and filters by dates and product at ${width} px`, async () => {
      const book = (departureId: string, firstName: string) =>
        api('POST', '/v1/bookings', {
          productId,
          departureId,
          units: [{ unitKey: 'child', quantity: 1 }],
          billing: { firstName, lastName: `Findme${width}`, email: `${firstName.toLowerCase()}-${width}@example.com` },
        });
      const b = await book(late.id, 'Mira');
      await book(early.id, 'Noor');
      const p = await s.open(width);
      const { page } = p;
      await s.signIn(p, owner);
      await page.goto(`${s.origin}/console/#/bookings`);
      await page.getByLabel('Search').fill(`MIRA-${width}@example.com`);
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByRole('link', { name: b.code }).waitFor();
      await expect.poll(() => page.getByRole('main').locator('tbody tr').count()).toBe(1);
      expect(page.url()).toContain(`q=MIRA-${width}%40example.com`);

      await page.getByLabel('Search').fill(b.code);
      await page.getByRole('button', { name: 'Filter' }).click();
      // The list of the code (its address first: the form takes the address's filters when it changes).
      await page.waitForURL(new RegExp(`q=${b.code}`));
      await page.getByRole('cell', { name: `Mira Findme${width}` }).waitFor();

      const day = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
      await page.getByLabel('Search').fill('');
      await page.getByLabel('Departure from').fill(day);
      await page.getByLabel('Departure to').fill(day);
      await page.getByLabel('Product').selectOption({ label: 'Harbour Kayak Tour' });
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL(/product=prod_/);
      await page.getByRole('link', { name: b.code }).waitFor();
      // The same bookings the API lists for those filters (the day's two departures, so more than this one).
      const expected = await api('GET', '/v1/bookings', undefined, { productId, departureFrom: day, departureTo: day });
      expect(expected.pagination.total).toBeGreaterThan(1);
      await expect.poll(() => page.getByRole('main').locator('tbody tr').count()).toBe(expected.pagination.total);
      for (const row of await page.getByRole('main').locator('tbody tr').allInnerTexts())
        expect(row).toContain('Harbour Kayak Tour');
      // Kept in the address: a reload shows the same.
      await page.reload();
      await expect.poll(() => page.getByLabel('Product').inputValue()).toBe(productId);
      await page.getByRole('link', { name: b.code }).waitFor();
      await page.waitForLoadState('networkidle');
      await fitsTheScreen(p, `filtered list at ${width}`);
      await s.shot(p, `console-booking-list-filtered-${width}`);
      p.assertClean();
    });
  }
});

/** Presses Tab until the focused control's name (its label, aria-label or text) matches; fails after 60. */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const current = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return '';
      return (el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? current === name : name.test(current)) return;
  }
  const where = await page.evaluate(() => document.querySelector('main h2')?.textContent);
  throw new Error(`Tab never reached ${String(name)} (on ${where})`);
}
