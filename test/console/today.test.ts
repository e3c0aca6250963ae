// Today, Settings and the navigation in a browser. A workspace in a time zone west of UTC with a departure at 23:30
// local today (already tomorrow in UTC: it must be under today) and one tomorrow morning, their bookings made
// through the API (a hold, a partly paid booking, one flagged for attention, one of a departure beyond the coming
// week): Today shows each where it belongs with the right figures and links. Settings saves what the form changed
// and shows the API's refusal beside its field; a viewer reads the settings without a form. On a phone the
// navigation is a menu that works by keyboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localMidnight, todayIn } from '../../src/platform/dates.js';
import { hasChromium } from '../support/browser.js';
import { bookingBody, trip, type Trip } from '../support/bookings.js';
import type { TestWorkspace } from '../support/app.js';
import {
  refusal,
  startConsoleServer,
  type ConsolePage,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';

const HOUR = 3_600_000;

/** A zone west of UTC where it is not yet late evening: 23:30 there today is in the future and on the next UTC day. */
function westernZone(): string {
  for (const zone of ['Pacific/Honolulu', 'America/Los_Angeles', 'America/New_York', 'America/Sao_Paulo']) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    if (hour < 21) return zone;
  }
  throw new Error('no western zone before 21:00 now');
}

describe.skipIf(!hasChromium)('console: Today, Settings and the navigation', () => {
  let s: ConsoleServer;
  let ws: TestWorkspace;
  let owner: ConsoleUser;
  let viewer: ConsoleUser;
  let zone: string;
  let evening: Trip;
  let morning: Trip;
  let far: Trip;
  const titles: Record<string, string> = {};
  const codes: Record<string, { id: string; code: string }> = {};

  const call = async (method: string, path: string, body?: unknown) => {
    const r = await s.t.call(method, path, { key: ws.key, body });
    expect(r.status, r.text).toBeLessThan(300);
    return r.body;
  };
  const book = async (name: string, tr: Trip, extra: Record<string, unknown> = {}) => {
    const b = await call('POST', '/v1/bookings', bookingBody(tr, extra));
    codes[name] = { id: b.id, code: b.code };
    return b;
  };
  const titleOf = async (tr: Trip) => (await call('GET', `/v1/products/${tr.productId}`)).data.title as string;

  beforeAll(async () => {
    s = await startConsoleServer();
    ws = await s.t.workspace({ name: 'Harbour Tours' });
    zone = westernZone();
    await call('PATCH', '/v1/workspace', { timezone: zone });
    owner = await s.createUser(ws.id, 'owner');
    viewer = await s.createUser(ws.id, 'viewer');
    const today = todayIn(zone);
    evening = await trip(s.t, ws.key, {
      capacity: 12,
      startAt: new Date(localMidnight(today, zone) + 23.5 * HOUR).toISOString(),
    });
    morning = await trip(s.t, ws.key, {
      capacity: 8,
      startAt: new Date(localMidnight(addDays(today, 1), zone) + 9 * HOUR).toISOString(),
    });
    far = await trip(s.t, ws.key, {
      capacity: 5,
      startAt: new Date(localMidnight(addDays(today, 10), zone) + 9 * HOUR).toISOString(),
    });
    for (const [name, tr] of Object.entries({ evening, morning, far })) titles[name] = await titleOf(tr);

    // Tonight: 3 of 12 seats; 499.50 unpaid and 999 of which 100 paid: 1,398.50 owed by 2 bookings.
    await book('single', evening);
    const pair = await book('pair', evening, {
      paxAdults: 2,
      rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
    });
    await call('POST', `/v1/bookings/${pair.id}/payments`, { amount: 100, method: 'cash' });
    // Tomorrow: a hold of 1 seat lapsing in 15 minutes and a paid booking of 2: 3 of 8 seats, 499.50 owed.
    await book('hold', morning, { hold: true, holdMinutes: 15 });
    const paid = await book('paid', morning, {
      paxAdults: 2,
      rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
    });
    await call('POST', `/v1/bookings/${paid.id}/payments`, { amount: 999, method: 'bank_transfer' });
    // Beyond the coming week: owed, but not in Today's balances.
    await book('far', far);
    // The payment workflow flags bookings (a payment after a cancellation…); no public call does, so the test
    // flags the newest one through the bookings service the workflow uses.
    const svc = s.t.services.bookings.bookings;
    await s.t.platform.db.transaction(async (tx) => {
      const row = (await svc.getRowForUpdate(tx, ws.id, codes.far!.id))!;
      await svc.run(tx, ws.id, row, 'annotate', {
        attention: { reason: 'paid_after_cancellation', message: 'the payment arrived after the cancellation' },
      });
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  async function fitsTheScreen(p: ConsolePage) {
    const { scroll, inner } = await p.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, 'the page is wider than the screen').toBeLessThanOrEqual(inner);
  }

  for (const width of [1280, 390]) {
    it(`shows the day in the workspace's time zone at ${width} px`, async () => {
      const p = await s.open(width);
      const { page } = p;
      await s.signIn(p, owner);
      await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
      const main = page.getByRole('main');
      const card = (name: string) => main.getByRole('region', { name });

      const today = card('Today’s departures');
      const tonight = today.getByRole('listitem').filter({ hasText: titles.evening! });
      await tonight.waitFor();
      expect(await tonight.innerText()).toMatch(/3\s*\/\s*12/);
      expect(await tonight.getByRole('link').first().getAttribute('href')).toBe(`#/departures/${evening.departureId}`);
      expect(await tonight.getByRole('link', { name: titles.evening! }).getAttribute('href')).toBe(
        `#/products/${evening.productId}`,
      );
      expect(await today.getByText(titles.morning!).count()).toBe(0);
      const tomorrow = card('Tomorrow’s departures');
      const tomorrowMorning = tomorrow.getByRole('listitem').filter({ hasText: titles.morning! });
      await tomorrowMorning.waitFor();
      expect(await tomorrowMorning.innerText()).toMatch(/3\s*\/\s*8/);
      expect(await tomorrow.getByText(titles.evening!).count()).toBe(0);
      // The clock time is the workspace's, not the browser's (UTC here).
      expect(await tonight.innerText()).toContain(
        new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
          new Date(localMidnight(todayIn(zone), zone) + 23.5 * HOUR),
        ),
      );

      const holds = card('Holds about to lapse');
      const hold = holds.getByRole('listitem').filter({ hasText: codes.hold!.code });
      await hold.waitFor();
      expect(await hold.innerText()).toMatch(/Lapses in 1[45] minutes/);
      expect(await holds.getByRole('link', { name: codes.hold!.code }).getAttribute('href')).toBe(
        `#/bookings/${codes.hold!.id}`,
      );

      const attention = card('Needing attention');
      await attention.getByRole('link', { name: codes.far!.code }).waitFor();
      expect(await attention.innerText()).toContain('Paid after cancellation');
      expect(await attention.getByRole('listitem').count()).toBe(1);

      const latest = card('Latest bookings');
      await latest.getByRole('link', { name: codes.far!.code }).waitFor();
      expect(await latest.getByRole('listitem').count()).toBe(5);

      await page.waitForLoadState('networkidle');
      await fitsTheScreen(p);
      await s.shot(p, `console-today-${width}`);

      const owed = card('Balances owed, next 7 days');
      const owedTonight = owed.getByRole('listitem').filter({ hasText: titles.evening! });
      await owedTonight.waitFor();
      expect(await owedTonight.innerText()).toMatch(/€1,398\.50[\s\S]*2 bookings owing/);
      expect(await owed.getByRole('listitem').filter({ hasText: titles.morning! }).innerText()).toMatch(
        /€499\.50[\s\S]*1 booking owing/,
      );
      expect(await owed.getByText(titles.far!).count()).toBe(0);
      expect(await owed.innerText()).toContain('€1,898.00 owed across 2 departures');
      await owed.scrollIntoViewIfNeeded();
      await s.shot(p, `console-today-balances-${width}`);

      // A booking's code leads to its page.
      await holds.getByRole('link', { name: codes.hold!.code }).click();
      await page.getByRole('heading', { level: 1, name: `Booking ${codes.hold!.code}` }).waitFor();
      p.assertClean();
    });
  }

  it('says so when a section is empty', async () => {
    const other = await s.t.workspace({ name: 'Quiet Tours' });
    const dev = await s.createUser(other.id, 'developer');
    const p = await s.open(1280);
    await s.signIn(p, dev);
    const main = p.page.getByRole('main');
    await main.getByText('No departures today.').waitFor();
    await main.getByText('No departures tomorrow.').waitFor();
    await main.getByText('No bookings on hold.').waitFor();
    await main.getByText('No booking needs attention.').waitFor();
    await main.getByText('Nothing is owed for departures of the next 7 days.').waitFor();
    await main.getByText('No bookings yet.').waitFor();
    p.assertClean();
  });

  it('saves the settings the form changed and shows the API’s refusal beside its field', async () => {
    const form = await call('POST', '/v1/forms', {
      name: 'Passenger details',
      title: 'Passenger details',
      fields: [{ id: 'name', type: 'text', label: 'Name', required: true }],
    });
    const formId = (form.data ?? form).id as string;
    for (const width of [1280, 390]) {
      const p = await s.open(width);
      const { page } = p;
      await s.signIn(p, owner);
      await page.goto(`${s.origin}/console/#/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      const settings = page.getByRole('form', { name: 'Workspace settings' });
      await settings.getByLabel('Workspace name').waitFor();
      expect(await settings.getByLabel('Time zone').inputValue()).toBe(zone);
      // Each field's help is the API's description of the setting.
      expect(await settings.getByText('once vacancies are at most this percentage').count()).toBe(1);
      await page.waitForLoadState('networkidle');
      await fitsTheScreen(p);
      await s.shot(p, `console-settings-${width}`);
      if (width !== 1280) {
        p.assertClean();
        continue;
      }

      await settings.getByLabel('Workspace name').fill('Harbour Tours & Sons');
      await settings.getByLabel('“Limited” availability threshold (%)').fill('30');
      await settings.getByLabel('Booking wizard: passenger form').selectOption({ label: 'Passenger details' });
      // The business's details: an address of several lines, a colour picker, the ticket layout as a choice.
      await settings.getByLabel('Business address').fill('Strada Lungă 12\n500035 Brașov');
      await settings.getByLabel('Brand colour').fill('#0a7d4f');
      await settings.getByLabel('Ticket layout').selectOption({ label: 'One page for the whole booking' });
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await settings.getByRole('status').filter({ hasText: 'Saved:' }).waitFor();
      const stored = (await call('GET', '/v1/workspace')).data;
      expect(stored).toMatchObject({
        name: 'Harbour Tours & Sons',
        availabilityLimitedPercent: 30,
        wizardPassengerFormId: formId,
        wizardBillingFormId: null,
        timezone: zone,
        defaultCurrency: 'EUR',
        businessAddress: 'Strada Lungă 12\n500035 Brașov',
        brandColor: '#0a7d4f',
        ticketLayout: 'per_booking',
      });
      // The header shows the new name.
      await page.locator('.ws-name', { hasText: 'Harbour Tours & Sons' }).waitFor();

      // Three capital letters pass the form; the API knows no such currency and says so beside the field.
      const currency = settings.getByLabel('Default currency');
      await currency.fill('XYZ');
      await settings.getByRole('button', { name: 'Save settings' }).click();
      const field = settings.locator('.field').filter({ has: page.getByLabel('Default currency') });
      const error = field.locator('.field-error');
      await error.waitFor();
      expect(await error.innerText()).toMatch(/currency/i);
      expect(await currency.getAttribute('aria-describedby')).toContain(await error.getAttribute('id'));
      await s.shot(p, `console-settings-error-${width}`);
      expect((await call('GET', '/v1/workspace')).data.defaultCurrency).toBe('EUR');
      p.assertClean([refusal(400, '/v1/workspace')]);
    }
    // Back to the name the other tests know.
    await call('PATCH', '/v1/workspace', { name: 'Harbour Tours' });
  });

  it('shows a viewer the settings read-only', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, viewer);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Your role can read these settings').waitFor();
    expect(await main.getByRole('textbox').count()).toBe(0);
    expect(await main.getByRole('combobox').count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
    expect(await main.locator('dd').filter({ hasText: zone }).count()).toBe(1);
    p.assertClean();
  });

  /** The console's pages an owner sees, in the navigation's order: the day-to-day ones first. */
  const NAV_LINKS = [
    'Today',
    'Calendar',
    'Bookings',
    'Customers',
    'Products',
    'Check-in',
    'Messages',
    'Analytics',
    'Members',
    'Audit log',
    'Settings',
    'Booking page',
    'API keys',
    'Webhooks',
  ];

  it('makes the navigation a menu on a phone, worked by keyboard; a bar on a wide screen', async () => {
    const wide = await s.open(1280);
    await s.signIn(wide, owner);
    const wideNav = wide.page.getByRole('navigation', { name: 'Console' });
    expect(await wideNav.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    for (const name of NAV_LINKS) expect(await wideNav.getByRole('link', { name }).isVisible(), name).toBe(true);
    wide.assertClean();

    const p = await s.open(390);
    const { page } = p;
    await s.signIn(p, owner);
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Members' }).isVisible()).toBe(false);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    // By keyboard from the top of the page to the button.
    for (let i = 0; i < 20 && (await focused()) !== 'Menu'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Menu');
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    expect(await list.isVisible()).toBe(true);
    await s.shot(p, 'console-menu-open-390');
    // Every link is reachable and on the screen.
    for (const name of NAV_LINKS) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(name);
      const box = (await nav.getByRole('link', { name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    await fitsTheScreen(p);
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    expect(await focused()).toBe('Menu');
    // Following a link closes it and shows the page.
    await page.keyboard.press('Space');
    for (let i = 0; i <= NAV_LINKS.indexOf('Settings'); i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Settings');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.locator('.nav-current').innerText()).toBe('Settings');
    p.assertClean();
  });
});
