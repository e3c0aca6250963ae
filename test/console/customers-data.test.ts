// A guest's data on their page in the console, in headless Chromium at 390 px (and the card at 1280 px): "Export data" downloads the API's
// export as a JSON file; "Erase personal data" opens a dialog that says what goes and what stays and erases only once
// the word is typed, with the keyboard alone; the page then names an erased person and offers no edit; a viewer may
// export but not erase. Screenshots: console-person-data-*.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import { bookingBody, trip } from '../support/bookings.js';
import { fitsTheScreen, startConsoleServer, type ConsoleServer, type ConsoleUser } from '../support/console.js';

describe.skipIf(!hasChromium)('console: a guest’s data on their page', () => {
  let s: ConsoleServer;
  let key: string;
  let admin: ConsoleUser;
  let viewer: ConsoleUser;
  let personId: string;
  let bookingId: string;

  beforeAll(async () => {
    s = await startConsoleServer();
    const ws = await s.t.workspace({ name: 'Data agency' });
    key = ws.key;
    admin = await s.createUser(ws.id, 'admin');
    viewer = await s.createUser(ws.id, 'viewer');
    const person = await s.t.call('POST', '/v1/people', {
      key,
      body: { firstName: 'Ioana', lastName: 'Popescu', emails: ['ioana@example.com'], phones: ['+40 721 234 567'] },
    });
    personId = person.body.id;
    const x = await trip(s.t, key);
    const booking = await s.t.call('POST', '/v1/bookings', {
      key,
      body: bookingBody(x, {
        billingPersonId: personId,
        billing: { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.com' },
      }),
    });
    expect(booking.status, booking.text).toBe(201);
    bookingId = (booking.body.data ?? booking.body).id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('exports the data as a file, then erases it after the word is typed, with the keyboard at 390 px', async () => {
    const p = await s.open(390);
    await s.signIn(p, admin);
    const { page } = p;
    await page.goto(`${s.origin}/console/#/customers/people/${personId}`);
    await page.getByRole('heading', { level: 1, name: 'Ioana Popescu' }).waitFor();
    await page.getByRole('heading', { name: 'Personal data' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`person-${personId}.json`);
    const doc = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(doc.person).toMatchObject({ id: personId, firstName: 'Ioana', emails: ['ioana@example.com'] });
    expect(doc.bookings.map((b: { id: string }) => b.id)).toEqual([bookingId]);
    await page.getByText('The export was downloaded.').waitFor();

    // The keyboard alone: focus the button, open the dialog, type the word, Enter.
    await page.getByRole('button', { name: 'Erase personal data' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Erase Ioana Popescu’s personal data?' });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain('This cannot be undone.');
    await expect(dialog.innerText()).resolves.toContain('Issued invoices keep their buyer details');
    const confirm = dialog.getByRole('button', { name: 'Erase personal data' });
    expect(await confirm.isDisabled()).toBe(true);
    // The word's field has the focus and its label.
    const word = dialog.getByLabel('Type ERASE to confirm');
    expect(await word.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter'); // nothing typed: nothing erased
    expect((await s.t.call('GET', `/v1/people/${personId}`, { key })).body.firstName).toBe('Ioana');
    await page.keyboard.type('erase');
    expect(await confirm.isDisabled()).toBe(false);
    await fitsTheScreen(p, 'the erasure dialog at 390 px');
    await s.shot(p, 'console-person-data-erase-390');
    await page.keyboard.press('Enter');

    await page.getByText('Their personal data was erased.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Erased person' }).waitFor();
    await page.getByText(/Their personal data was erased on /).waitFor();
    expect(await page.getByRole('button', { name: 'Erase personal data' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await fitsTheScreen(p, 'an erased person at 390 px');
    await s.shot(p, 'console-person-data-erased-390');

    const after = (await s.t.call('GET', `/v1/people/${personId}`, { key })).body;
    expect(after).toMatchObject({ firstName: '', emails: [], erasedAt: expect.any(String) });
    const booking = (await s.t.call('GET', `/v1/bookings/${bookingId}`, { key })).body;
    expect((booking.data ?? booking).billing).toBeNull();
  });

  it('shows the personal data card beside the person at 1280 px', async () => {
    const other = await s.t.call('POST', '/v1/people', {
      key,
      body: { firstName: 'Mara', lastName: 'Ionescu', emails: ['mara@example.com'] },
    });
    const p = await s.open(1280);
    await s.signIn(p, admin);
    await p.page.goto(`${s.origin}/console/#/customers/people/${other.body.id}`);
    await p.page.getByRole('heading', { level: 1, name: 'Mara Ionescu' }).waitFor();
    await p.page.getByRole('heading', { name: 'Personal data' }).waitFor();
    await p.page.getByRole('button', { name: 'Export data' }).waitFor();
    await p.page.getByRole('button', { name: 'Erase personal data' }).waitFor();
    await fitsTheScreen(p, 'a person with the personal data card at 1280 px');
    await s.shot(p, 'console-person-data-1280');
  });

  it('lets a viewer export, not erase', async () => {
    const other = await s.t.call('POST', '/v1/people', { key, body: { firstName: 'Jonas', lastName: 'Berger' } });
    const p = await s.open(1280);
    await s.signIn(p, viewer);
    await p.page.goto(`${s.origin}/console/#/customers/people/${other.body.id}`);
    await p.page.getByRole('heading', { level: 1, name: 'Jonas Berger' }).waitFor();
    await p.page.getByRole('button', { name: 'Export data' }).waitFor();
    expect(await p.page.getByRole('button', { name: 'Erase personal data' }).count()).toBe(0);
  });
});
