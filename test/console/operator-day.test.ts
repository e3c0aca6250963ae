// Issue 27 end to end: one operator (an owner) of a workspace on Bucharest time walks their day through the console
// alone, in headless Chromium: a per-unit product with adult and child prices, a daily schedule for next month seen
// on the calendar and what 2 adults + 1 child pay, a phone booking for a new customer paid in cash, found again by
// the customer's email, checked in on the departure's manifest, a second booking moved to another departure from its
// page, and that departure cancelled with its bookings after the dialog said what it touches. The API is used only to
// make the workspace and the user and to check what the console stored. Screenshots: console-day-<n>-<step>-1280 for
// each step, console-day-<page>-390 for the pages the walk made.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, instantOf, todayIn } from '../../console/src/pages/calendar-dates.js';
import { hasChromium } from '../support/browser.js';
import { fitsTheScreen, startConsoleServer, type ConsolePage, type ConsoleServer } from '../support/console.js';

const TZ = 'Europe/Bucharest';
const PRODUCT = 'Bucharest Old Town Walk';

// A loaded machine starts a browser and PostgreSQL slowly, and the walk has many steps: generous timeouts.
describe.skipIf(!hasChromium)('console: an operator’s day, end to end', { timeout: 300_000 }, () => {
  let s: ConsoleServer;
  let key: string;
  let owner: { email: string; password: string };
  /** The first and last day of next month (in Bucharest), the schedule's range. */
  let from: string;
  let to: string;
  /** What the walk made, for the 390 px visit. */
  const made = {} as {
    productId: string;
    bookingA: { id: string; code: string };
    bookingB: { id: string; code: string };
    personA: string;
    departureA: string;
    departureMovedTo: string;
  };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the asserts
  async function api(path: string, query?: Record<string, string | number>): Promise<any> {
    const r = await s.t.call('GET', path, { key, query });
    expect(r.status, `GET ${path}: ${r.text}`).toBe(200);
    return r.body;
  }

  beforeAll(async () => {
    s = await startConsoleServer();
    const ws = await s.t.workspace({ name: 'Carpathian Day Tours' });
    key = ws.key;
    const tz = await s.t.call('PATCH', '/v1/workspace', { key, body: { timezone: TZ } });
    expect(tz.status, tz.text).toBe(200);
    owner = await s.createUser(ws.id, 'owner');
    from = addMonths(todayIn(TZ), 1);
    to = addDays(addMonths(from, 1), -1);
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  /** Fits the screen, from the top: a screenshot of the page as the operator sees it first. */
  async function shot(p: ConsolePage, name: string) {
    await p.page.waitForLoadState('networkidle');
    await fitsTheScreen(p, name);
    await p.page.evaluate(() => window.scrollTo(0, 0));
    await s.shot(p, name);
  }
  const nav = (page: Page, label: string) =>
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: label, exact: true }).click();
  const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
  /** A day of the new-booking and move pickers: "Friday, December 5: 2 departures, 24 seats left". */
  const pickerDay = (page: Page | Locator, date: string, departures: number) =>
    page.getByRole('button', {
      name: new RegExp(`\\b${Number(date.slice(8))}: ${departures} departures?,`),
    });
  /**
   * Times are the departure's own, in the workspace's zone (the calendar and the departure's page say 9:00 AM). The
   * browser here is on UTC, two hours behind Bucharest: a page that writes the browser's clock instead is caught by a
   * soft assertion (reported, and the walk goes on).
   */
  const showsLocalTime = async (where: string, text: Locator, time: RegExp) => {
    await expect.poll(() => text.innerText()).not.toBe('');
    // Until a page has the workspace's zone (its own GET /v1/workspace), it writes times in the browser's: wait for
    // the zone's time, then report a page still on the browser's clock.
    await expect
      .poll(() => text.innerText())
      .toMatch(time)
      .catch(() => undefined);
    expect.soft(await text.innerText(), `${where}: the time in ${TZ}, not the browser's zone`).toMatch(time);
  };
  const day5 = () => addDays(from, 4);
  const day6 = () => addDays(from, 5);

  /** The departure of the product starting at `time` on `date`, Bucharest time (through the API, to check). */
  async function departureAt(date: string, time: string): Promise<string> {
    const list = await api('/v1/departures', { productId: made.productId, from: date, to: date });
    const at = Date.parse(instantOf(date, time, TZ));
    const d = list.data.find((x: { startAt: string }) => Date.parse(x.startAt) === at);
    expect(d, `a departure at ${date} ${time}`).toBeTruthy();
    return d.id as string;
  }

  /**
   * Bookings → New booking of the product at 09:00 on `date`: the travellers, a new customer made inline, paid in
   * cash in full, then made. Screenshots of each step if `shots` names them.
   */
  async function phoneBooking(
    p: ConsolePage,
    opts: { date: string; adults: number; children: number; total: string; first: string; last: string; email: string },
    shots?: string,
  ): Promise<{ id: string; code: string }> {
    const { page } = p;
    await nav(page, 'Bookings');
    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    await page.getByRole('link', { name: 'New booking' }).click();
    await page.getByRole('heading', { level: 2, name: 'Product' }).waitFor();
    await page.getByLabel('Search products').fill('Old Town');
    await page.getByRole('radio', { name: new RegExp(PRODUCT) }).check();
    if (shots) await shot(p, `${shots}-product-1280`);
    await next(page);
    await page.getByRole('heading', { level: 2, name: 'Date and departure' }).waitFor();
    // The picker opens on the month of the product's next departure: next month.
    await pickerDay(page, opts.date, 2).click();
    await page.getByRole('radio', { name: /^09:00/ }).check();
    if (shots) await shot(p, `${shots}-departure-1280`);
    await next(page);
    await page.getByRole('heading', { level: 2, name: 'Travellers' }).waitFor();
    await page.getByLabel('Adult', { exact: true }).fill(String(opts.adults));
    await page.getByLabel('Child', { exact: true }).fill(String(opts.children));
    await page
      .getByRole('status')
      .filter({ hasText: `Total ${opts.total}` })
      .waitFor();
    if (shots) await shot(p, `${shots}-travellers-1280`);
    await next(page);
    await page.getByRole('heading', { level: 2, name: 'Customer' }).waitFor();
    await page.getByRole('button', { name: 'New customer' }).click();
    await page.getByLabel('First name').fill(opts.first);
    await page.getByLabel('Last name').fill(opts.last);
    await page.getByLabel('Email').fill(opts.email);
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.getByText(`Customer: ${opts.first} ${opts.last}`).waitFor();
    if (shots) await shot(p, `${shots}-customer-1280`);
    await next(page);
    await page.getByRole('heading', { level: 2, name: 'Hold or confirm' }).waitFor();
    await page.getByLabel('The guest paid now').check();
    await page.getByLabel('Method').selectOption('cash');
    if (shots) await shot(p, `${shots}-payment-1280`);
    await next(page);
    await page.getByRole('heading', { level: 2, name: 'Summary' }).waitFor();
    await page.getByText(`${opts.total} by cash`).waitFor();
    if (shots) await shot(p, `${shots}-summary-1280`);
    await page.getByRole('button', { name: 'Make the booking' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Booking BKG-/ });
    await heading.waitFor();
    const code = (await heading.innerText()).replace(/^Booking /, '').trim();
    return { id: page.url().split('/bookings/')[1]!, code };
  }

  /** Calendar → the month of the schedule → the departure (by its link). */
  async function toDeparture(p: ConsolePage, departureId: string) {
    const { page } = p;
    await nav(page, 'Calendar');
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    await page.getByRole('link', { name: 'Next month' }).click();
    await page.locator(`a.dep[href="#/departures/${departureId}"]`).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(PRODUCT) }).waitFor();
    await page.locator('.manifest').waitFor();
  }

  it('walks the day through the console: product, prices, schedule, bookings, search, check-in, move, cancel', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, owner);
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    await shot(p, 'console-day-0-today-1280');

    // 1. Products → New product: per unit, in euros, on sale.
    await nav(page, 'Products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await page.getByLabel('Title').fill(PRODUCT);
    await page.getByLabel('Type').selectOption('tour');
    await page.getByLabel('Category').fill('Walking tours');
    await page.getByLabel('Pricing model').selectOption('per_unit');
    await page.getByLabel('Currency').fill('EUR');
    await page.getByLabel('Status').selectOption('active');
    await page.getByLabel('Summary').fill('Two hours through Lipscani, with a local guide.');
    await shot(p, 'console-day-1-new-product-1280');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Product created.' }).waitFor();
    made.productId = /#\/products\/([^/?]+)/.exec(page.url())![1]!;
    expect((await api(`/v1/products/${made.productId}`)).data).toMatchObject({
      title: PRODUCT,
      pricingModel: 'per_unit',
      currency: 'EUR',
      status: 'active',
    });
    await shot(p, 'console-day-1-product-1280');

    // Its prices: adults from 12, children 3 to 11, a rate plan with a price for each.
    await page.getByRole('link', { name: 'Prices' }).click();
    await page.getByRole('heading', { level: 1, name: `Prices: ${PRODUCT}` }).waitFor();
    const group = (legend: string | RegExp) => page.getByRole('group', { name: legend });
    await page.getByRole('button', { name: 'Add unit type' }).click();
    await group('Adult').getByLabel('Min age').fill('12');
    await page.getByRole('button', { name: 'Add unit type' }).click();
    await group('Child').getByLabel('Min age').fill('3');
    await group('Child').getByLabel('Max age').fill('11');
    await page.getByRole('button', { name: 'Add rate plan' }).click();
    await group(/^Standard/)
      .getByLabel('Adult (EUR)')
      .fill('35');
    await group(/^Standard/)
      .getByLabel('Child (EUR)')
      .fill('20');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByRole('status').filter({ hasText: 'Prices saved.' }).waitFor();
    const pricing = (await api(`/v1/products/${made.productId}/pricing`)).data;
    expect(pricing.unitTypes).toMatchObject([
      { key: 'adult', type: 'adult', minAge: 12, maxAge: null },
      { key: 'child', type: 'child', minAge: 3, maxAge: 11 },
    ]);
    expect(pricing.ratePlans).toMatchObject([
      {
        unitPrices: [
          { unitKey: 'adult', amount: 35, currency: 'EUR' },
          { unitKey: 'child', amount: 20, currency: 'EUR' },
        ],
      },
    ]);
    // No departure yet: nothing to price a party on.
    await page.getByText('The product has no upcoming scheduled departure').waitFor();
    await shot(p, 'console-day-1-prices-1280');

    // 2. Calendar → New schedule: every day of next month at 09:00 and 15:00, 12 seats.
    await nav(page, 'Calendar');
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    await page.getByRole('button', { name: 'New schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New schedule' });
    await dialog.getByLabel('Product').selectOption({ label: PRODUCT });
    await dialog.getByLabel('From').fill(from);
    await dialog.getByLabel('To (included)').fill(to);
    // Every day of the week is ticked unless the operator unticks some.
    for (const d of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      expect(await dialog.getByRole('checkbox', { name: d }).isChecked(), d).toBe(true);
    await dialog.getByLabel('Start time 1').fill('09:00');
    await dialog.getByRole('button', { name: 'Add a start time' }).click();
    await dialog.getByLabel('Start time 2').fill('15:00');
    await dialog.getByLabel('Duration (minutes)').fill('120');
    await dialog.getByLabel('Capacity (seats)').fill('12');
    const planned = daysBetween(from, to).length * 2;
    await expect
      .poll(() => dialog.locator('.schedule-count').innerText())
      .toMatch(new RegExp(`^${planned} departures`));
    await shot(p, 'console-day-2-schedule-1280');
    await dialog.getByRole('button', { name: `Create ${planned} departures` }).click();
    const done = page.getByRole('dialog', { name: 'Schedule created' });
    await expect.poll(() => done.getByRole('status').innerText()).toBe(`Created ${planned}, 0 already existed.`);
    await done.getByRole('button', { name: 'Done' }).click();
    const stored = await api('/v1/departures', { productId: made.productId, from, to, limit: 100 });
    expect(stored.pagination.total).toBe(planned);
    expect(stored.data.every((d: { capacity: number }) => d.capacity === 12)).toBe(true);
    // The month view shows them all, two a day, the first at 09:00 Bucharest time.
    // The calendar goes to the schedule's first day only when it is not shown already (the month view shows whole
    // weeks, so next month's first days are often on this month's page): then Next month.
    if (!new URL(page.url()).hash.includes(`date=${from}`))
      await page.getByRole('link', { name: 'Next month' }).click();
    await expect.poll(() => page.locator('li.cal-day:not(.cal-outside) a.dep').count()).toBe(planned);
    await expect
      .poll(() => page.locator(`li.cal-day:not(.cal-outside) a.dep`).first().innerText())
      .toMatch(/^9:00\sAM/);
    await shot(p, 'console-day-2-calendar-1280');

    // 1 (end). The product's prices now price a party on its next departure: 2 × 35 + 20.
    await nav(page, 'Products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: PRODUCT, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    await page.getByRole('link', { name: 'Prices' }).click();
    await page.getByRole('heading', { level: 1, name: `Prices: ${PRODUCT}` }).waitFor();
    await expect.poll(() => page.locator('.party-total').textContent()).toMatch(/2 × Adult, 1 × Child: €90\.00/);
    await showsLocalTime(
      'prices page, next departure',
      page.getByText(/^Next departure:/),
      /Next departure: Dec 1, \d{4}, 9:00\sAM/,
    );
    await shot(p, 'console-day-2-party-price-1280');

    // 3. A phone booking: 2 adults and a child on the 5th at 09:00, a new customer, paid in cash.
    const email = 'ioana.marin@example.com';
    made.bookingA = await phoneBooking(
      p,
      { date: day5(), adults: 2, children: 1, total: '€90.00', first: 'Ioana', last: 'Marin', email },
      'console-day-3-new-booking',
    );
    made.departureA = await departureAt(day5(), '09:00');
    const people = (await api('/v1/people', { email })).data;
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ firstName: 'Ioana', lastName: 'Marin' });
    made.personA = people[0].id;
    expect(await api(`/v1/bookings/${made.bookingA.id}`)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      billing_person_id: made.personA,
      billing: { firstName: 'Ioana', lastName: 'Marin', email },
      departure: { id: made.departureA },
      units: expect.arrayContaining([
        { unitKey: 'adult', quantity: 2 },
        { unitKey: 'child', quantity: 1 },
      ]),
      pricing: { total: 90 },
      money: { paid: 90, balance: 0 },
    });
    expect((await api(`/v1/bookings/${made.bookingA.id}/payments`)).data).toMatchObject([
      { kind: 'payment', amount: 90, method: 'cash' },
    ]);
    // The person's page lists the booking.
    expect((await api('/v1/bookings', { billingPersonId: made.personA })).data).toMatchObject([
      { id: made.bookingA.id },
    ]);
    await showsLocalTime(
      'booking page, departure',
      page.locator('dl.facts').first(),
      /Departure\s+Dec 5, \d{4}, 9:00\sAM/,
    );
    // Its history: the booking's own events and its payment's, oldest first.
    const history = page.locator('ol.events li');
    await expect
      .poll(() => history.locator('.mono').allInnerTexts())
      .toEqual(['booking.created', 'booking.updated', 'booking.confirmed', 'payment.succeeded']);
    await shot(p, 'console-day-3-booking-1280');

    // A second phone booking on the same departure: 1 adult, another new customer, paid in cash.
    made.bookingB = await phoneBooking(p, {
      date: day5(),
      adults: 1,
      children: 0,
      total: '€35.00',
      first: 'Radu',
      last: 'Stoica',
      email: 'radu.stoica@example.com',
    });
    expect(await api(`/v1/bookings/${made.bookingB.id}`)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      departure: { id: made.departureA },
    });

    // 4. Bookings → search by the customer's email (typed in capitals): only her booking.
    await nav(page, 'Bookings');
    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    await page.getByLabel('Search').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('link', { name: made.bookingA.code }).waitFor();
    await expect.poll(() => page.getByRole('main').locator('tbody tr').count()).toBe(1);
    await shot(p, 'console-day-4-search-1280');

    // 5. The departure's manifest (from the calendar): both bookings; one traveller checked in.
    await toDeparture(p, made.departureA);
    const rows = page.locator('.manifest tbody tr');
    const ofBooking = (code: string) => rows.filter({ has: page.getByRole('link', { name: code }) });
    await expect.poll(() => ofBooking(made.bookingA.code).count()).toBe(3);
    await expect.poll(() => ofBooking(made.bookingB.code).count()).toBe(1);
    // By booking: a party's travellers stay together.
    const codes = await rows.locator('a.mono').allInnerTexts();
    expect(codes).toEqual([made.bookingA.code, made.bookingA.code, made.bookingA.code, made.bookingB.code]);
    await ofBooking(made.bookingA.code)
      .first()
      .getByRole('button', { name: /^Check in/ })
      .click();
    await ofBooking(made.bookingA.code).first().getByRole('button', { name: /^Undo/ }).waitFor();
    expect((await api(`/v1/bookings/${made.bookingA.id}`)).checked_in.count).toBe(1);
    await expect.poll(() => page.locator('.manifest-totals').innerText()).toContain('1 checked in, 3 not yet');
    await shot(p, 'console-day-5-departure-1280');
    await page.locator('.manifest').scrollIntoViewIfNeeded();
    await s.shot(p, 'console-day-5-manifest-1280');

    // 6. The second booking's page (from the manifest): moved to 15:00 the next day.
    await ofBooking(made.bookingB.code).getByRole('link', { name: made.bookingB.code }).click();
    await page.getByRole('heading', { level: 1, name: `Booking ${made.bookingB.code}` }).waitFor();
    await page.getByRole('button', { name: 'Move to another departure' }).click();
    const move = page.getByRole('dialog', { name: `Move ${made.bookingB.code} to another departure` });
    await pickerDay(move, day6(), 2).click();
    await move.getByRole('radio', { name: /^15:00/ }).check();
    await showsLocalTime(
      'move dialog, where the booking is now',
      move.getByText(/^Now on/),
      /Now on Dec 5, \d{4}, 9:00\sAM/,
    );
    await shot(p, 'console-day-6-move-1280');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await move.waitFor({ state: 'detached' });
    made.departureMovedTo = await departureAt(day6(), '15:00');
    const moved = await api(`/v1/bookings/${made.bookingB.id}`);
    expect(moved.departure.id).toBe(made.departureMovedTo);
    expect(moved).toMatchObject({ status: 'confirmed', pricing: { total: 35 } });
    await showsLocalTime(
      'booking page, the move notice',
      page.getByRole('status').filter({ hasText: 'moved to' }),
      /moved to Dec 6, \d{4}, 3:00\sPM/,
    );
    await shot(p, 'console-day-6-moved-1280');

    // 7. That departure (the booking's page links to it) cancelled, and its booking with it, after the dialog said
    // what it touches.
    await page
      .locator('dl.facts')
      .first()
      .getByRole('link', { name: /Dec 6, \d{4}, 3:00\sPM/ })
      .click();
    await page.getByRole('heading', { level: 1, name: /Dec 6, \d{4}, 3:00\sPM/ }).waitFor();
    await expect.poll(() => ofBooking(made.bookingB.code).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel departure…' }).click();
    const cancel = page.getByRole('alertdialog', { name: /Cancel the departure of/ });
    await expect
      .poll(() => cancel.locator('.cancel-facts').innerText())
      .toBe('It has 1 active booking with 1 traveller; they paid €35.00.');
    expect(await cancel.getByLabel('Cancel its 1 booking').isChecked()).toBe(true);
    await cancel.getByLabel(/^Reason/).fill('Guide ill');
    await shot(p, 'console-day-7-cancel-1280');
    await cancel.getByRole('button', { name: 'Cancel it and its 1 booking' }).click();
    await page.getByRole('status').filter({ hasText: 'The departure is cancelled. 1 booking cancelled.' }).waitFor();
    expect((await api(`/v1/departures/${made.departureMovedTo}`)).data.status).toBe('cancelled');
    expect(await api(`/v1/bookings/${made.bookingB.id}`)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Guide ill',
      money: { paid: 35 },
    });
    // The first booking, on another departure, is untouched.
    expect((await api(`/v1/bookings/${made.bookingA.id}`)).status).toBe('confirmed');
    await shot(p, 'console-day-7-cancelled-1280');

    // The day's end on Today: both bookings among the latest.
    await nav(page, 'Today');
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    for (const b of [made.bookingA, made.bookingB]) await page.getByRole('link', { name: b.code }).first().waitFor();
    // The cancelled booking still holds the guest's money: Today says a refund is due.
    const refunds = page.getByRole('region', { name: 'Cancelled, still paid' });
    await refunds.getByRole('link', { name: made.bookingB.code }).waitFor();
    expect(await refunds.innerText()).toContain('€35.00 to refund');
    await shot(p, 'console-day-8-today-1280');
    p.assertClean();
  });

  it('shows the pages the walk made at 390 px, each fitting the screen', async () => {
    expect(made.bookingA, 'the walk made its booking').toBeTruthy();
    const p = await s.open(390);
    const { page } = p;
    await s.signIn(p, owner);
    const visit = async (hash: string, heading: string | RegExp, name: string, ready?: () => Promise<unknown>) => {
      await page.goto(`${s.origin}/console/#${hash}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await ready?.();
      await shot(p, `console-day-${name}-390`);
    };
    await visit('/', 'Today', 'today');
    await visit(`/calendar?view=month&date=${from}`, 'Calendar', 'calendar', () =>
      page.locator(`a.dep[href="#/departures/${made.departureA}"]`).waitFor(),
    );
    await visit(`/departures/${made.departureA}`, new RegExp(PRODUCT), 'departure', () =>
      page.locator('.manifest tbody tr').first().waitFor(),
    );
    await visit(`/bookings/${made.bookingA.id}`, `Booking ${made.bookingA.code}`, 'booking', () =>
      page.getByRole('link', { name: 'Ioana Marin' }).waitFor(),
    );
    await visit(`/customers/people/${made.personA}`, 'Ioana Marin', 'customer', () =>
      page.getByRole('link', { name: made.bookingA.code }).waitFor(),
    );
    await visit(`/products/${made.productId}`, PRODUCT, 'product');
    await visit(`/products/${made.productId}/prices`, `Prices: ${PRODUCT}`, 'prices', () =>
      page.locator('.party-total').filter({ hasText: '€90.00' }).waitFor(),
    );
    await visit('/settings', 'Settings', 'settings');
    p.assertClean();
  });
});
