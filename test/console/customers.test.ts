// Customers in the console, in headless Chromium: a person made through the form (the API's refusal of an email
// shows beside that email), found by name and by exact email, edited, and deleted after a confirmation (a delete the
// API refuses is said in the dialog); a person's page lists the bookings billed to them and adds up what those paid
// less what was refunded, per currency (over their latest 500 at most, and says so); organizations listed, made,
// edited and deleted; a viewer sees everything and can change nothing; a person made with the keyboard alone at
// 390 px. Screenshots: console-customers-*, console-person-*, console-organization(s)-*.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import { bookingBody, record, trip } from '../support/bookings.js';
import {
  fitsTheScreen,
  refusal,
  startConsoleServer,
  type ConsolePage,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';

describe.skipIf(!hasChromium)('console: customers in a browser', () => {
  let s: ConsoleServer;
  let key: string;
  let admin: ConsoleUser;
  let viewer: ConsoleUser;

  const person = (body: Record<string, unknown>) => s.t.call('POST', '/v1/people', { key, body });
  const findByEmail = async (email: string) =>
    (await s.t.call('GET', '/v1/people', { key, query: { email } })).body.data as Array<Record<string, unknown>>;

  beforeAll(async () => {
    s = await startConsoleServer();
    const ws = await s.t.workspace({ name: 'Customer agency' });
    key = ws.key;
    admin = await s.createUser(ws.id, 'admin');
    viewer = await s.createUser(ws.id, 'viewer');
    for (const [firstName, lastName, email, country] of [
      ['Ioana', 'Popescu', 'ioana.popescu@example.com', 'RO'],
      ['Jonas', 'Berger', 'jonas@berger.example', 'AT'],
      ['Marta', 'Kowalska', 'marta.k@example.org', 'PL'],
    ])
      await person({ firstName, lastName, emails: [email], phones: ['+40 721 234 567'], country });
    await s.t.call('POST', '/v1/organizations', { key, body: { name: 'Alpine Partners', kind: 'partner' } });
  });
  afterAll(async () => {
    await s?.close();
  });

  async function signedIn(width: number, user = admin): Promise<ConsolePage> {
    const p = await s.open(width);
    await s.signIn(p, user);
    return p;
  }

  async function go(p: ConsolePage, hash: string, heading: string | RegExp) {
    await p.page.goto(`${s.origin}/console/#${hash}`);
    await p.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  /** The message shown beside the control labelled `label` (tied to it with aria-describedby). */
  async function besideField(p: ConsolePage, label: string): Promise<string> {
    const control = p.page.getByLabel(label, { exact: true });
    await control.locator('xpath=ancestor::div[contains(@class,"field-invalid")]').waitFor();
    return control.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }

  it('makes a person through the form, with the API’s refusal of an email beside that email', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page.getByRole('link', { name: 'Ioana Popescu' }).waitFor();
    await s.shot(p, 'console-customers-1280');

    await page.getByRole('link', { name: 'New person' }).click();
    await page.getByRole('heading', { level: 1, name: 'New person' }).waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    // The browser takes `ada@example` as an email; the API does not (no dot in the domain).
    await page.getByLabel('Email 1', { exact: true }).fill('ada@example');
    await page.getByRole('button', { name: 'Add email' }).click();
    // The entry just added has the focus, for the keyboard.
    await expect
      .poll(() => page.getByLabel('Email 2', { exact: true }).evaluate((input) => input === document.activeElement))
      .toBe(true);
    await page.getByLabel('Email 2', { exact: true }).fill('ada.work@example.com');
    await page.getByLabel('Phone 1', { exact: true }).fill('+44 20 7946 0000');
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await s.shot(p, 'console-person-new-1280');
    await page.getByRole('button', { name: 'Add person' }).click();
    expect(await besideField(p, 'Email 1')).toMatch(/format "email"/);
    // Focus goes to the field at fault; nothing was stored.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('ada@example');
    expect(await findByEmail('ada.work@example.com')).toEqual([]);
    await s.shot(p, 'console-person-field-error-1280');

    await page.getByLabel('Email 1', { exact: true }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    const [stored] = await findByEmail('ada@example.com');
    expect(stored).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emails: ['ada@example.com', 'ada.work@example.com'],
      defaultEmail: 'ada@example.com',
      phones: ['+44 20 7946 0000'],
      country: 'GB',
    });
    expect(page.url()).toContain(`#/customers/people/${stored!.id}`);
    p.assertClean([/status of 400 .*\/v1\/people\)$/]);
  });

  it('finds people by any part of a name and by an exact email', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    await go(p, '/customers', 'Customers');
    const rows = page.getByRole('main').locator('tbody tr');
    await page.getByLabel('Name or email').fill('popes');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=popes/);
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('Ioana Popescu')]);

    await page.getByRole('button', { name: 'Clear' }).click();
    // The form takes the address's filters once the address changed: typed before that, a value would be replaced.
    await expect.poll(() => page.getByLabel('Name or email').inputValue()).toBe('');
    await page.getByLabel('Exact email').fill('Jonas@Berger.example');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('Jonas Berger')]);
    // The search is in the address: a reload shows the same.
    await page.reload();
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('Jonas Berger')]);
    expect(await page.getByLabel('Exact email').inputValue()).toBe('Jonas@Berger.example');

    await page.getByLabel('Exact email').fill('');
    await page.getByLabel('Name or email').fill('nobody-like-this');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Nobody matches this search.').waitFor();
    p.assertClean();
  });

  it('edits a person: changed fields saved, an email removed', async () => {
    const created = record(
      await person({ firstName: 'Grace', lastName: 'Hopper', emails: ['grace@example.com', 'old@example.com'] }),
      'person',
    );
    const p = await signedIn(1280);
    const { page } = p;
    await go(p, `/customers/people/${created.id}`, 'Grace Hopper');
    await page.getByRole('button', { name: 'Edit' }).click();
    // The form takes focus on its first field.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Grace');
    await page.getByLabel('Last name').fill('Brewster Hopper');
    await page.getByRole('button', { name: 'Remove email 2' }).click();
    await page.getByLabel('Country').selectOption('US');
    await s.shot(p, 'console-person-edit-1280');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Grace Brewster Hopper' }).waitFor();
    const now = await s.t.call('GET', `/v1/people/${created.id}`, { key });
    expect(now.body).toMatchObject({ lastName: 'Brewster Hopper', emails: ['grace@example.com'], country: 'US' });

    // A delete the API refuses (someone deleted her meanwhile) is said in the dialog, which stays open.
    expect((await s.t.call('DELETE', `/v1/people/${created.id}`, { key })).status).toBe(200);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Grace Brewster Hopper?' });
    await dialog.getByRole('button', { name: 'Delete person' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /not found/i })
      .waitFor();
    p.assertClean([refusal(404, `/v1/people/${created.id}`)]);
  });

  it('shows the bookings billed to a person and what they spent, then deletes the person after a confirmation', async () => {
    const buyer = record(
      await person({ firstName: 'Otto', lastName: 'Buyer', emails: ['otto@example.com'], phones: ['+43 1 234'] }),
      'person',
    );
    const other = record(await person({ firstName: 'Someone', lastName: 'Else' }), 'person');
    const eur = await trip(s.t, key, { amountPerPerson: 400 });
    const usd = await trip(s.t, key, { amountPerPerson: 80, currency: 'USD' });
    const book = async (t: typeof eur, personId: string) =>
      record(
        await s.t.call('POST', '/v1/bookings', { key, body: bookingBody(t, { billingPersonId: personId }) }),
        'booking',
      );
    const pay = async (id: string, amount: number) =>
      expect(
        (await s.t.call('POST', `/v1/bookings/${id}/payments`, { key, body: { amount, method: 'cash' } })).status,
      ).toBe(201);
    const first = await book(eur, buyer.id);
    const second = await book(eur, buyer.id);
    const dollars = await book(usd, buyer.id);
    const notTheirs = await book(eur, other.id);
    await pay(first.id, 150);
    await pay(second.id, 200.5);
    const refund = await s.t.call('POST', `/v1/bookings/${second.id}/refunds`, {
      key,
      body: { amount: 50, reason: 'Late pick-up' },
    });
    expect(refund.status, refund.text).toBe(201);
    await pay(dollars.id, 30);
    await pay(notTheirs.id, 400);

    const p = await signedIn(1280);
    const { page } = p;
    await go(p, `/customers/people/${buyer.id}`, 'Otto Buyer');
    const spent = page.locator('.spent-amounts');
    // 150 + 200.50 − 50 in euros; 30 in dollars; the other person's booking not counted.
    await expect.poll(() => spent.innerText()).toMatch(/€300\.50\s+\$30\.00/);
    await page.getByText('over 3 bookings').waitFor();
    const rows = page.getByRole('table', { name: 'Bookings billed to this person' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const codes = await rows.locator('a').allInnerTexts();
    expect(codes.sort()).toEqual([first.code, second.code, dollars.code].sort());
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(String(second.code)) }).innerText())
      .toMatch(/€150\.50/);
    await fitsTheScreen(p, 'person at 1280');
    await s.shot(p, 'console-person-1280');
    const phone = await signedIn(390);
    await go(phone, `/customers/people/${buyer.id}`, 'Otto Buyer');
    await phone.page.getByText('over 3 bookings').waitFor();
    await phone.page.getByRole('link', { name: String(first.code) }).waitFor();
    await fitsTheScreen(phone, 'person at 390');
    await s.shot(phone, 'console-person-390');
    phone.assertClean();
    await page.getByRole('link', { name: String(first.code) }).click();
    await page.getByRole('heading', { level: 1, name: `Booking ${first.code}` }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Otto Buyer' }).waitFor();

    // Delete: the dialog says what happens to their bookings; Cancel changes nothing.
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Otto Buyer?' });
    await dialog.getByText('Their 3 bookings keep the link to them').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await s.t.call('GET', `/v1/people/${buyer.id}`, { key })).status).toBe(200);
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete person' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Otto Buyer was deleted.' }).waitFor();
    expect((await s.t.call('GET', `/v1/people/${buyer.id}`, { key })).status).toBe(404);
    // The bookings keep their billing person.
    const kept = await s.t.call('GET', `/v1/bookings/${first.id}`, { key });
    expect(kept.body.billing_person_id).toBe(buyer.id);
    p.assertClean();
  });

  it('lists, makes, edits and deletes organizations', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    await go(p, '/customers', 'Customers');
    await page.getByRole('navigation', { name: 'Customers' }).getByRole('link', { name: 'Organizations' }).click();
    await page.getByRole('link', { name: 'Alpine Partners' }).waitFor();
    await page.getByRole('link', { name: 'New organization' }).click();
    await page.getByRole('heading', { level: 1, name: 'New organization' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Blue Danube Tours');
    await page.getByLabel('Legal name').fill('Blue Danube Tours GmbH');
    await page.getByLabel('Kind').fill('supplier');
    await page.getByLabel('Email').fill('office@bluedanube');
    const billing = page.getByRole('group', { name: 'Billing address' });
    await billing.getByLabel('Street and number').fill('Kärntner Straße 21');
    await billing.getByLabel('City').fill('Vienna');
    await billing.getByLabel('Country').selectOption('AT');
    await page.getByLabel('Metadata').fill('{"crm": ');
    await page.getByRole('button', { name: 'Add organization' }).click();
    // Checked before sending: the metadata is not JSON.
    expect(await besideField(p, 'Metadata')).toMatch(/not valid JSON/);
    await page.getByLabel('Metadata').fill('{"crm": "A-1024", "vip": true}');
    await page.getByRole('button', { name: 'Add organization' }).click();
    // Refused by the API: the email beside the email.
    expect(await besideField(p, 'Email')).toMatch(/format "email"/);
    await s.shot(p, 'console-organization-new-1280');
    await page.getByLabel('Email').fill('office@bluedanube.example');
    await page.getByRole('button', { name: 'Add organization' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blue Danube Tours' }).waitFor();
    const id = page.url().split('/').pop()!;
    const stored = await s.t.call('GET', `/v1/organizations/${id}`, { key });
    expect(stored.body.data).toMatchObject({
      name: 'Blue Danube Tours',
      legalName: 'Blue Danube Tours GmbH',
      kind: 'supplier',
      email: 'office@bluedanube.example',
      phone: null,
      billingAddress: { line1: 'Kärntner Straße 21', city: 'Vienna', country: 'AT' },
      visitingAddress: null,
      metadata: { crm: 'A-1024', vip: true },
    });
    await page.getByText('Austria (AT)').waitFor();
    await s.shot(p, 'console-organization-1280');

    // Edit: a cleared field is cleared (null), a visiting address added.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Legal name').fill('');
    await page.getByLabel('Phone').fill('+43 1 512 34 56');
    await page.getByRole('group', { name: 'Visiting address' }).getByLabel('City').fill('Salzburg');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const edited = await s.t.call('GET', `/v1/organizations/${id}`, { key });
    expect(edited.body.data).toMatchObject({
      legalName: null,
      phone: '+43 1 512 34 56',
      visitingAddress: { city: 'Salzburg' },
      metadata: { crm: 'A-1024', vip: true },
    });

    // Search by name, then delete after the confirmation.
    await go(p, '/customers/organizations', 'Customers');
    await page.getByLabel('Name').fill('danube');
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('main').locator('tbody tr');
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('Blue Danube Tours')]);
    await s.shot(p, 'console-organizations-1280');
    await page.getByRole('link', { name: 'Blue Danube Tours' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Blue Danube Tours?' });
    await dialog.getByText('keep the reference').waitFor();
    await dialog.getByRole('button', { name: 'Delete organization' }).click();
    await page.getByRole('status').filter({ hasText: 'Blue Danube Tours was deleted.' }).waitFor();
    expect((await s.t.call('GET', `/v1/organizations/${id}`, { key })).status).toBe(404);
    p.assertClean([/status of 400 .*\/v1\/organizations\)$/]);
  });

  it('adds up at most the latest 500 bookings of a person, and says so', async () => {
    const many = record(await person({ firstName: 'Frequent', lastName: 'Traveller' }), 'person');
    const trips = await Promise.all([0, 1, 2, 3].map(() => trip(s.t, key, { capacity: 200, amountPerPerson: 400 })));
    const book = async (i: number) =>
      record(
        await s.t.call('POST', '/v1/bookings', { key, body: bookingBody(trips[i % 4]!, { billingPersonId: many.id }) }),
        'booking',
      );
    // The oldest, paid in full, falls outside the latest 500; the newest paid 10.
    const oldest = await book(0);
    await new Promise((r) => setTimeout(r, 5));
    // 499 more, ten at a time: 501 in all, one over the bound.
    for (let i = 1; i < 500; i += 10)
      await Promise.all(Array.from({ length: Math.min(10, 500 - i) }, (_, j) => book(i + j)));
    await new Promise((r) => setTimeout(r, 5));
    const newest = await book(0);
    for (const [b, amount] of [
      [oldest, 400],
      [newest, 10],
    ] as const) {
      const paid = await s.t.call('POST', `/v1/bookings/${b.id}/payments`, { key, body: { amount, method: 'cash' } });
      expect(paid.status, paid.text).toBe(201);
    }

    const p = await signedIn(1280);
    const { page } = p;
    await go(p, `/customers/people/${many.id}`, 'Frequent Traveller');
    await page.getByText('Counted over their latest 500 of 501 bookings only').waitFor({ timeout: 20_000 });
    expect(await page.locator('.spent-amounts').innerText()).toBe('€10.00');
    await page.getByRole('navigation', { name: 'Bookings pages' }).getByText('Showing 1–10 of 501').waitFor();
    p.assertClean();
  }, 180_000);

  it('lets a viewer look and change nothing', async () => {
    const somebody = record(await person({ firstName: 'Viewed', lastName: 'Person' }), 'person');
    const org = record(await s.t.call('POST', '/v1/organizations', { key, body: { name: 'Viewed Org' } }), 'org');
    const p = await signedIn(1280, viewer);
    const { page } = p;
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('link', { name: 'Viewed Person' }).waitFor();
    expect(await page.getByRole('link', { name: 'New person' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Viewed Person' }).click();
    await page.getByRole('heading', { level: 1, name: 'Viewed Person' }).waitFor();
    await page.getByText('No bookings are billed to this person.').waitFor();
    // Reading is all a viewer may do: exporting the person's data is a read (test/console/customers-data.test.ts).
    expect(await page.getByRole('main').getByRole('button').allInnerTexts()).toEqual(['Export data']);
    await go(p, '/customers/people/new', 'New person');
    await page.getByText('can look at people but not add or change them').waitFor();
    expect(await page.locator('form').count()).toBe(0);
    await go(p, `/customers/organizations/${org.id}`, 'Viewed Org');
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0);
    await go(p, '/customers/organizations', 'Customers');
    await page.getByRole('link', { name: 'Viewed Org' }).waitFor();
    expect(await page.getByRole('link', { name: 'New organization' }).count()).toBe(0);
    expect((await s.t.call('GET', `/v1/people/${somebody.id}`, { key })).status).toBe(200);
    p.assertClean();
  });

  it('makes a person with the keyboard alone at 390 px, every page fitting the screen', async () => {
    const p = await signedIn(390);
    const { page } = p;
    await go(p, '/customers', 'Customers');
    await page.getByRole('link', { name: 'Ioana Popescu' }).waitFor();
    await fitsTheScreen(p, 'people at 390');
    await s.shot(p, 'console-customers-390');
    // From the heading, Tab reaches "New person".
    await page.getByRole('heading', { level: 1 }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('New person');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'New person' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@keys.example');
    await fitsTheScreen(p, 'new person at 390');
    await s.shot(p, 'console-person-new-390');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Kim Keyboard' }).waitFor();
    expect(await findByEmail('kim@keys.example')).toMatchObject([{ firstName: 'Kim', lastName: 'Keyboard' }]);
    await page.getByText('No bookings are billed to this person.').waitFor();
    await fitsTheScreen(p, 'new person’s page at 390');

    await go(p, '/customers/organizations/new', 'New organization');
    await fitsTheScreen(p, 'new organization at 390');
    await s.shot(p, 'console-organization-new-390');
    await go(p, '/customers/organizations', 'Customers');
    await page.getByRole('link', { name: 'Alpine Partners' }).first().waitFor();
    await fitsTheScreen(p, 'organizations at 390');
    await s.shot(p, 'console-organizations-390');
    p.assertClean();
  });
});
