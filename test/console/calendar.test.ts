// The calendar and a departure's page in a browser, in a workspace on Europe/Vienna time: month and week views with
// each departure's load and status word, making one departure and a schedule, changing capacity (refused below the
// seats booked, said beside the field), closing out and reopening, cancelling with its bookings after the dialog
// showed what it touches, the manifest's check-in and undo, its CSV and its printout, the keyboard and 390 px.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, dateLabel, daysBetween, instantOf } from '../../console/src/pages/calendar-dates.js';
import { hasChromium } from '../support/browser.js';
import {
  fitsTheScreen,
  refusal,
  startConsoleServer,
  type ConsolePage,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';

const TZ = 'Europe/Vienna';

describe.skipIf(!hasChromium)('console: calendar and departures', () => {
  let s: ConsoleServer;
  let key: string;
  let owner: ConsoleUser;
  let viewer: ConsoleUser;
  let wachau: string;
  let nightWalk: string;
  /** The first day of the month after next: every departure of the test is in the future. */
  let month: string;
  const deps = {} as Record<
    'available' | 'limited' | 'soldOut' | 'closed' | 'cancelled' | 'toCancel' | 'toKeep',
    string
  >;
  const bookings = {} as Record<'ada' | 'grace' | 'toCancelPaid' | 'toCancelUnpaid' | 'kept', string>;

  const call = async (method: string, path: string, body?: unknown, query?: Record<string, string | number>) => {
    const r = await s.t.call(method, path, { key, body, query });
    expect(r.status, `${method} ${path}: ${r.text}`).toBeLessThan(300);
    return r.body;
  };
  const day = (n: number) => addDays(month, n - 1);

  async function product(title: string, price: number): Promise<string> {
    const p = await call('POST', '/v1/products', {
      title,
      type: 'tour',
      status: 'active',
      category: 'day-trip',
      pricingModel: 'per_person',
      currency: 'EUR',
    });
    const id = (p.data ?? p).id as string;
    await call('PUT', `/v1/products/${id}/pricing`, {
      roomCategories: [{ key: 'standard', label: 'Per person', pax: 1 }],
      ratePlans: [{ name: 'Standard', prices: [{ categoryKey: 'standard', amountPerPerson: price, currency: 'EUR' }] }],
    });
    return id;
  }

  async function departure(productId: string, date: string, time: string, capacity: number, status = 'scheduled') {
    const startAt = instantOf(date, time, TZ);
    const d = await call('POST', '/v1/departures', {
      productId,
      startAt,
      endAt: new Date(Date.parse(startAt) + 4 * 3_600_000).toISOString(),
      capacity,
      status,
    });
    return d.data.id as string;
  }

  /** A booking of `names` (the first is the billing contact), confirmed unless said, paid in full if asked. */
  async function book(
    productId: string,
    departureId: string,
    names: string[],
    opts: { confirm?: boolean; pay?: boolean; notes?: string } = {},
  ) {
    const people = names.map((n) => ({ firstName: n.split(' ')[0], lastName: n.split(' ')[1] }));
    const b = await call('POST', '/v1/bookings', {
      productId,
      departureId,
      paxAdults: names.length,
      billing: { ...people[0], email: `${names[0]!.split(' ')[0]!.toLowerCase()}@example.com` },
      passengers: people,
      ...(opts.notes ? { notes: opts.notes } : {}),
    });
    const id = (b.data ?? b).id as string;
    if (opts.confirm !== false) await call('PATCH', `/v1/bookings/${id}`, { status: 'confirmed' });
    if (opts.pay) {
      const total = (await call('GET', `/v1/bookings/${id}`)).pricing.total as number;
      await call('POST', `/v1/bookings/${id}/payments`, { amount: total, method: 'cash' });
    }
    return id;
  }

  beforeAll(async () => {
    s = await startConsoleServer();
    const w = await s.t.workspace({ name: 'Calendar Travel' });
    key = w.key;
    await call('PATCH', '/v1/workspace', { timezone: TZ });
    owner = await s.createUser(w.id, 'owner');
    viewer = await s.createUser(w.id, 'viewer');
    const now = new Date().toISOString().slice(0, 10);
    month = addMonths(now, 2);
    wachau = await product('Wachau Valley Day Trip', 89);
    nightWalk = await product('Vienna Night Walk', 25);

    deps.available = await departure(wachau, day(3), '09:00', 10);
    bookings.ada = await book(wachau, deps.available, ['Ada Lovelace', 'Charles Babbage'], {
      pay: true,
      notes: 'Window seat, "vegan" meal',
    });
    // A note a guest could have typed that a spreadsheet would run as a formula.
    bookings.grace = await book(wachau, deps.available, ['Grace Hopper'], {
      confirm: false,
      notes: '=HYPERLINK("http://evil.example","Open")',
    });
    deps.limited = await departure(wachau, day(3), '14:00', 10);
    await book(
      wachau,
      deps.limited,
      Array.from({ length: 9 }, (_, i) => `Guest G${i + 1}`),
    );
    deps.soldOut = await departure(nightWalk, day(5), '19:00', 4);
    await book(nightWalk, deps.soldOut, ['Alan Turing', 'Joan Clarke', 'Tommy Flowers', 'Max Newman']);
    deps.closed = await departure(wachau, day(8), '09:00', 10, 'closed');
    deps.cancelled = await departure(nightWalk, day(10), '19:00', 10, 'cancelled');
    deps.toCancel = await departure(wachau, day(12), '09:00', 12);
    bookings.toCancelPaid = await book(wachau, deps.toCancel, ['Hedy Lamarr', 'Lise Meitner'], { pay: true });
    bookings.toCancelUnpaid = await book(wachau, deps.toCancel, ['Emmy Noether']);
    deps.toKeep = await departure(wachau, day(14), '09:00', 12);
    bookings.kept = await book(wachau, deps.toKeep, ['Marie Curie']);
  });
  afterAll(async () => {
    await s?.close();
  });

  const calendar = (query: string) => `${s.origin}/console/#/calendar?${query}`;

  /** The link of a departure on the calendar. */
  const depLink = (p: ConsolePage, id: string) => p.page.locator(`a.dep[href="#/departures/${id}"]`);

  /** A day of the calendar, found by its full name. */
  const dayCell = (p: ConsolePage, date: string) =>
    p.page.locator('li.cal-day').filter({
      has: p.page.locator('.cal-long', {
        hasText: new RegExp(`^${dateLabel(date, { weekday: 'long', day: 'numeric', month: 'long' })}$`),
      }),
    });

  async function signedIn(width: number) {
    const p = await s.open(width);
    await s.signIn(p, owner);
    return p;
  }

  async function openCalendar(p: ConsolePage, query: string) {
    await p.page.goto(calendar(query));
    await p.page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    await depLink(p, deps.available).first().waitFor();
    await p.page.waitForLoadState('networkidle');
  }

  it('shows a month and a week of departures with their load and status, and moves by keyboard', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    await openCalendar(p, `view=month&date=${day(1)}`);
    const expected: Array<[string, RegExp]> = [
      [deps.available, /9:00\sAM\s*Wachau Valley Day Trip\s*Booked\s*3 \/ 10\s*Available/],
      [deps.limited, /2:00\sPM\s*Wachau Valley Day Trip\s*Booked\s*9 \/ 10\s*Limited/],
      [deps.soldOut, /7:00\sPM\s*Vienna Night Walk\s*Booked\s*4 \/ 4\s*Sold out/],
      [deps.closed, /Booked\s*0 \/ 10\s*Closed/],
      [deps.cancelled, /Booked\s*0 \/ 10\s*Cancelled/],
    ];
    for (const [id, text] of expected) expect(await depLink(p, id).innerText()).toMatch(text);
    // The day a departure is on, in Vienna.
    await expect(dayCell(p, day(5)).locator('a.dep').count()).resolves.toBe(1);
    await expect(dayCell(p, day(5)).locator(`a.dep[href="#/departures/${deps.soldOut}"]`).count()).resolves.toBe(1);
    await s.shot(p, 'console-calendar-month-1280');

    // Keyboard: after the period links, Tab goes through the departures in time order.
    await page.getByRole('link', { name: 'Next month' }).focus();
    const order: string[] = [];
    for (let i = 0; i < 12 && order.length < 3; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
      if (at.startsWith('#/departures/')) order.push(at.slice('#/departures/'.length));
    }
    expect(order).toEqual([deps.available, deps.limited, deps.soldOut]);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /Vienna Night Walk/ }).waitFor();
    await page.goBack();
    // The calendar drawn again (under load a choice made before it was, went with the page it replaced).
    await depLink(p, deps.soldOut).waitFor();

    // One product only.
    await page.getByLabel('Product', { exact: true }).selectOption({ label: 'Wachau Valley Day Trip' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => depLink(p, deps.soldOut).count()).toBe(0);
    await depLink(p, deps.available).waitFor();
    // Across one product, the product is not repeated on each departure.
    expect(await depLink(p, deps.available).innerText()).not.toContain('Wachau');

    // The week of day 3, from the view switch.
    await page.getByRole('link', { name: 'Week' }).click();
    await expect.poll(() => page.locator('li.cal-day').count()).toBe(7);
    await depLink(p, deps.limited).waitFor();
    expect(new URL(page.url()).hash).toContain(`product=${wachau}`);
    await openCalendar(p, `view=week&date=${day(3)}`);
    expect(await depLink(p, deps.limited).innerText()).toMatch(/Limited/);
    await s.shot(p, 'console-calendar-week-1280');
    await page.getByRole('navigation', { name: 'Calendar period' }).getByRole('link', { name: 'Today' }).click();
    await expect.poll(() => page.locator('li.cal-today').count()).toBe(1);
    p.assertClean();
  });

  it('creates one departure from the dialog', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    await openCalendar(p, `date=${day(1)}`);
    await page.getByRole('button', { name: 'New departure' }).click();
    const dialog = page.getByRole('dialog', { name: 'New departure' });
    await dialog.getByLabel('Product').selectOption({ label: 'Vienna Night Walk' });
    await dialog.getByLabel('Date').fill(day(20));
    await dialog.getByLabel('Start time').fill('10:30');
    await dialog.getByLabel('Duration (minutes)').fill('180');
    await dialog.getByLabel('Capacity (seats)').fill('15');
    await dialog.getByLabel('Sales cut-off (minutes)').fill('60');
    await dialog.getByRole('button', { name: 'Create departure' }).click();
    await page.getByRole('status').filter({ hasText: 'Departure created' }).waitFor();
    const list = await call('GET', '/v1/departures', undefined, { productId: nightWalk, from: day(20), to: day(20) });
    expect(list.data).toHaveLength(1);
    const made = list.data[0];
    expect(made).toMatchObject({ capacity: 15, salesCutoffMinutes: 60, status: 'scheduled' });
    expect(Date.parse(made.startAt)).toBe(Date.parse(instantOf(day(20), '10:30', TZ)));
    expect(Date.parse(made.endAt) - Date.parse(made.startAt)).toBe(180 * 60_000);
    await expect(depLink(p, made.id).innerText()).resolves.toMatch(
      /10:30\sAM\s*Vienna Night Walk\s*Booked\s*0 \/ 15\s*Available/,
    );
    p.assertClean();
  });

  it('creates a daily schedule for a month and shows it on the calendar', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    const next = addMonths(month, 1);
    const last = addDays(addMonths(next, 1), -1);
    const planned = daysBetween(next, last).length * 3;
    await openCalendar(p, `date=${day(1)}`);
    await page.getByRole('button', { name: 'New schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New schedule' });
    await dialog.getByLabel('Product').selectOption({ label: 'Vienna Night Walk' });
    await dialog.getByLabel('From').fill(next);
    await dialog.getByLabel('To (included)').fill(last);
    await dialog.getByLabel('Start time 1').fill('09:00');
    await dialog.getByRole('button', { name: 'Add a start time' }).click();
    await dialog.getByLabel('Start time 2').fill('13:00');
    await dialog.getByRole('button', { name: 'Add a start time' }).click();
    await dialog.getByLabel('Start time 3').fill('17:00');
    await dialog.getByLabel('Capacity (seats)').fill('12');
    await expect(dialog.locator('.schedule-count').innerText()).resolves.toMatch(new RegExp(`^${planned} departures`));
    await s.shot(p, 'console-schedule-dialog-1280');
    // The first answer is lost on the way back (the departures are made): sending again carries the same
    // Idempotency-Key, so the API answers what it did the first time and makes nothing twice. A double click
    // sends once.
    const keys: string[] = [];
    await page.route('**/v1/products/*/departures/schedule', async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    const create = dialog.getByRole('button', { name: `Create ${planned} departures` });
    await create.click();
    await dialog.getByRole('alert').filter({ hasText: 'could not be reached' }).waitFor();
    await create.dblclick();
    const done = page.getByRole('dialog', { name: 'Schedule created' });
    await expect(done.getByRole('status').innerText()).resolves.toBe(`Created ${planned}, 0 already existed.`);
    await done.getByRole('button', { name: 'Done' }).click();
    const made = await call('GET', '/v1/departures', undefined, {
      productId: nightWalk,
      from: next,
      to: last,
      limit: 1,
    });
    expect(made.pagination.total).toBe(planned);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The calendar went to the schedule's month: three departures on its 15th.
    await expect.poll(() => new URL(page.url()).hash).toContain(`date=${next}`);
    await expect
      .poll(() => page.locator('li.cal-day:not(.cal-outside) a.dep').filter({ hasText: 'Vienna Night Walk' }).count())
      .toBe(planned);
    await expect(dayCell(p, addDays(next, 14)).locator('a.dep').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^9:00\sAM/),
      expect.stringMatching(/^1:00\sPM/),
      expect.stringMatching(/^5:00\sPM/),
    ]);
    p.assertClean([/ERR_CONNECTION_RESET/]);
  });

  it('changes capacity (refused below the seats booked, beside the field), closes out and reopens', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    await page.goto(`${s.origin}/console/#/departures/${deps.available}`);
    await page.getByRole('heading', { level: 1, name: /Wachau Valley Day Trip/ }).waitFor();
    await page.getByText('3 / 10').first().waitFor();
    const capacity = page.getByLabel('Capacity (seats)');
    await capacity.fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    const field = page.locator('.field').filter({ has: capacity });
    await expect(field.locator('.field-error').innerText()).resolves.toBe('must be at least the 3 seats booked');
    await expect(capacity.getAttribute('aria-describedby')).resolves.toContain(
      await field.locator('.field-error').getAttribute('id'),
    );
    expect((await call('GET', `/v1/departures/${deps.available}`)).data.capacity).toBe(10);
    await capacity.fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await call('GET', `/v1/departures/${deps.available}`)).data.capacity).toBe(12);
    await page.getByText('3 / 12').first().waitFor();

    await page.getByRole('button', { name: 'Close out' }).click();
    await page.getByRole('status').filter({ hasText: 'Closed out' }).waitFor();
    expect((await call('GET', `/v1/departures/${deps.available}`)).data.status).toBe('closed');
    await expect.poll(() => page.locator('.load-badge').innerText()).toBe('Closed');
    await page.getByRole('button', { name: 'Reopen sales' }).click();
    await page.getByRole('status').filter({ hasText: 'Reopened' }).waitFor();
    expect((await call('GET', `/v1/departures/${deps.available}`)).data.status).toBe('scheduled');
    await expect.poll(() => page.locator('.load-badge').innerText()).toBe('Available');
    p.assertClean([refusal(422, `/v1/departures/${deps.available}`)]);
  });

  it('lists the manifest, checks in one traveller and everyone, undoes, downloads the CSV and prints', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    await page.goto(`${s.origin}/console/#/departures/${deps.available}`);
    const rows = page.locator('.manifest tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await expect(rows.locator('th').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Ada Lovelace'),
      expect.stringContaining('Charles Babbage'),
      expect.stringContaining('Grace Hopper'),
    ]);
    const traveller = (name: string) => rows.filter({ has: page.locator('th', { hasText: name }) });
    const ada = traveller('Ada Lovelace');
    await expect(ada.innerText()).resolves.toMatch(/ada@example\.com[\s\S]*Window seat, "vegan" meal[\s\S]*Paid/);
    // Grace's booking is pending: the API checks in confirmed bookings only, so there is no button.
    await expect(traveller('Grace Hopper').getByRole('button').count()).resolves.toBe(0);
    await expect(ada.locator('a.mono').getAttribute('href')).resolves.toBe(`#/bookings/${bookings.ada}`);

    const checkedIn = async () => (await call('GET', `/v1/bookings/${bookings.ada}`)).checked_in.count as number;
    // By keyboard: the button named for its traveller, then Enter.
    await page.getByRole('button', { name: 'Check in Ada Lovelace' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Undo Ada Lovelace' }).waitFor();
    expect(await checkedIn()).toBe(1);
    await page.getByRole('button', { name: 'Check in everyone' }).click();
    await page.getByRole('button', { name: 'Undo Charles Babbage' }).waitFor();
    expect(await checkedIn()).toBe(2);
    await expect(page.locator('.manifest-totals').innerText()).resolves.toContain('2 checked in, 1 not yet');
    await page.getByRole('button', { name: 'Undo Ada Lovelace' }).click();
    await page.getByRole('button', { name: 'Check in Ada Lovelace' }).waitFor();
    expect(await checkedIn()).toBe(1);
    const manifest = (await call('GET', `/v1/departures/${deps.available}/manifest`)).data;
    expect(manifest.travellers.find((t: { name: string }) => t.name === 'Charles Babbage').checked_in).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`manifest-wachau-valley-day-trip-${day(3)}-0900.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Traveller,Unit,Booking,Booking status,Contact,Email,Phone,Notes,Payment,Checked in,Checked in at',
    );
    expect(lines).toHaveLength(5);
    const adaLine = lines.find((l) => l.startsWith('Ada Lovelace,'))!;
    expect(adaLine).toContain(',confirmed,Ada Lovelace,ada@example.com,,"Window seat, ""vegan"" meal",paid,no,');
    expect(lines.find((l) => l.startsWith('Charles Babbage,'))).toMatch(/,paid,yes,\d{4}-\d{2}-\d{2}T/);
    // A cell a spreadsheet would read as a formula starts with an apostrophe (OWASP CSV injection).
    expect(lines.find((l) => l.startsWith('Grace Hopper,'))).toContain(
      ',pending,Grace Hopper,grace@example.com,,"\'=HYPERLINK(""http://evil.example"",""Open"")",unpaid,',
    );

    await page.evaluate(() => window.scrollTo(0, 0));
    await s.shot(p, 'console-departure-1280');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Console' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Download CSV' }).isVisible()).resolves.toBe(false);
    await expect(page.locator('.manifest table').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await s.shot(p, 'console-departure-print-1280');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.length).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });
    p.assertClean();
  });

  it('cancels a departure and its bookings after showing what they are', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    await page.goto(`${s.origin}/console/#/departures/${deps.toCancel}`);
    await page.getByRole('heading', { level: 1, name: /Wachau Valley Day Trip/ }).waitFor();
    await page.getByRole('button', { name: 'Cancel departure…' }).click();
    const dialog = page.getByRole('alertdialog', { name: /Cancel the departure of/ });
    const paid = (await call('GET', `/v1/bookings/${bookings.toCancelPaid}`)).money.paid as number;
    expect(paid).toBeGreaterThan(0);
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(paid);
    await expect(dialog.locator('.cancel-facts').innerText()).resolves.toBe(
      `It has 2 active bookings with 3 travellers; they paid ${euros}.`,
    );
    await expect(dialog.getByLabel('Cancel its 2 bookings').isChecked()).resolves.toBe(true);
    await dialog.getByLabel(/^Reason/).fill('River flooding');
    await s.shot(p, 'console-departure-cancel-1280');
    await dialog.getByRole('button', { name: 'Cancel it and its 2 bookings' }).click();
    await page.getByRole('status').filter({ hasText: 'The departure is cancelled. 2 bookings cancelled.' }).waitFor();
    expect((await call('GET', `/v1/departures/${deps.toCancel}`)).data.status).toBe('cancelled');
    for (const id of [bookings.toCancelPaid, bookings.toCancelUnpaid])
      expect(await call('GET', `/v1/bookings/${id}`)).toMatchObject({
        status: 'cancelled',
        cancellation_reason: 'River flooding',
      });
    await expect.poll(() => page.locator('.load-badge').innerText()).toBe('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel departure…' }).count()).resolves.toBe(0);

    // Keeping the bookings: the departure is cancelled, its booking stays; later it is cancelled from the same page.
    await page.goto(`${s.origin}/console/#/departures/${deps.toKeep}`);
    await page.getByRole('button', { name: 'Cancel departure…' }).click();
    const keep = page.getByRole('alertdialog', { name: /Cancel the departure of/ });
    await expect(keep.locator('.cancel-facts').innerText()).resolves.toMatch(
      /^It has 1 active booking with 1 traveller;/,
    );
    await keep.getByLabel('Keep the bookings to move them').check();
    await keep.getByRole('button', { name: 'Cancel the departure' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '0 bookings cancelled, 1 booking kept to be moved to another departure.' })
      .waitFor();
    expect((await call('GET', `/v1/departures/${deps.toKeep}`)).data.status).toBe('cancelled');
    expect((await call('GET', `/v1/bookings/${bookings.kept}`)).status).toBe('confirmed');
    await page.getByRole('button', { name: 'Cancel its remaining bookings…' }).click();
    await page
      .getByRole('alertdialog', { name: /Cancel the bookings of/ })
      .getByRole('button', { name: 'Cancel its 1 booking' })
      .click();
    await page.getByRole('status').filter({ hasText: '1 booking cancelled.' }).waitFor();
    expect((await call('GET', `/v1/bookings/${bookings.kept}`)).status).toBe('cancelled');
    p.assertClean();
  });

  it('shows a viewer the calendar and the manifest without the controls that change them', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, viewer);
    await openCalendar(p, `date=${day(1)}`);
    await expect(page.getByRole('button', { name: 'New departure' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'New schedule' }).count()).resolves.toBe(0);
    await depLink(p, deps.limited).click();
    await page.locator('.manifest tbody tr').first().waitFor();
    await expect(page.getByRole('button', { name: 'Download CSV' }).isVisible()).resolves.toBe(true);
    for (const name of ['Save', 'Close out', 'Cancel departure…', 'Check in everyone'])
      await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    await expect(page.locator('.manifest tbody').getByRole('button').count()).resolves.toBe(0);
    p.assertClean();
  });

  it('works at 390 px: the month is a list of days, the week, a departure, the schedule dialog and the printout', async () => {
    const p = await signedIn(390);
    const { page } = p;
    await openCalendar(p, `view=month&date=${day(1)}`);
    await fitsTheScreen(p, 'month at 390');
    // A list of the days with departures, each named in full.
    const days = page.locator('li.cal-day');
    const shown = await days.evaluateAll((els) =>
      els.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.querySelector('h3')!.innerText),
    );
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.length).toBeLessThan(10);
    expect(shown[0]).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ 3$/);
    await s.shot(p, 'console-calendar-month-390');
    await openCalendar(p, `view=week&date=${day(3)}`);
    await fitsTheScreen(p, 'week at 390');
    await s.shot(p, 'console-calendar-week-390');

    await page.getByRole('button', { name: 'New schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New schedule' });
    await dialog.getByRole('button', { name: 'Add a start time' }).click();
    await dialog.getByLabel('Start time 2').fill('13:00');
    await fitsTheScreen(p, 'schedule dialog at 390');
    await s.shot(p, 'console-schedule-dialog-390');
    await page.keyboard.press('Escape');

    await depLink(p, deps.available).click();
    await page.locator('.manifest tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    await fitsTheScreen(p, 'departure at 390');
    await page.evaluate(() => window.scrollTo(0, 0));
    await s.shot(p, 'console-departure-390');
    await page.emulateMedia({ media: 'print' });
    await s.shot(p, 'console-departure-print-390');
    p.assertClean();
  });
});
