// Accepting an invitation in the console, in headless Chromium at 1280 and 390 pixels wide (SQLite, or PostgreSQL
// with TEST_DATABASE_URL): an owner invites the email of someone who already has an account elsewhere; the Members
// page lists them `invited` and says what the link is for; signed in at home, the person does not see the inviting
// workspace; opening the link they see the workspace and their email and are asked for their own password (a wrong
// one is said plainly and changes nothing); accepting with the keyboard signs them in to the inviting workspace, which
// now lists them `active`; the link then works no more. No page logs an unexpected error, asks another host or is
// wider than the screen; screenshots go to test-artifacts/ (console-accept-*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import {
  refusal,
  startConsoleServer,
  type ConsolePage,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';

describe.skipIf(!hasChromium)('console: accepting an invitation with an existing account', () => {
  let s: ConsoleServer;
  let home: { id: string };
  let inviting: { id: string };
  let owner: ConsoleUser;

  beforeAll(async () => {
    s = await startConsoleServer();
    home = await s.t.workspace({ name: 'Carpathia Travel' });
    inviting = await s.t.workspace({ name: 'Danube Tours' });
    owner = await s.createUser(inviting.id, 'owner');
  });
  afterAll(async () => {
    await s?.close();
  });

  async function fitsTheScreen(p: ConsolePage, what: string) {
    const { scroll, inner } = await p.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, `${what}: the page is wider than the screen`).toBeLessThanOrEqual(inner);
  }

  const statusOf = (p: ConsolePage, email: string) =>
    p.page.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(2).innerText();

  for (const width of [1280, 390]) {
    it(`lets someone with an account accept with their password, and only then opens the workspace (${width} px)`, async () => {
      const person = await s.createUser(home.id, 'viewer', { email: `has-an-account-${width}@example.com` });

      // The owner invites the person's email: the link's text says what it is for; the member is invited.
      const inviter = await s.open(width);
      await s.signIn(inviter, owner);
      await inviter.page.goto(`${s.origin}/console/#/members`);
      await inviter.page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
      await inviter.page.getByRole('button', { name: 'Invite member' }).click();
      const invite = inviter.page.getByRole('dialog', { name: 'Invite a member' });
      await invite.getByLabel('Email').fill(person.email);
      await invite.getByLabel('Role').selectOption('developer');
      await invite.getByRole('button', { name: 'Invite' }).click();
      const invited = inviter.page.getByRole('dialog', { name: `${person.email} invited` });
      await invited
        .getByText('someone who already has an account signs in there with their password to accept')
        .waitFor();
      expect(await invited.getByText('They already have a password').count()).toBe(0);
      const setupUrl = await invited.getByLabel('Setup link').inputValue();
      await fitsTheScreen(inviter, 'the invitation’s link');
      await s.shot(inviter, `console-accept-invited-${width}`);
      await invited.getByRole('button', { name: 'Done' }).click();
      expect(await statusOf(inviter, person.email)).toBe('invited');

      // Signed in at home, the person has one workspace: the invitation gives nothing yet.
      const guest = await s.open(width);
      await s.signIn(guest, person);
      await guest.page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
      expect(await guest.page.locator('.ws-name').innerText()).toBe('Carpathia Travel');
      expect(await guest.page.getByLabel('Workspace').count()).toBe(0);

      // The link's page: who invited which email, and their own password asked for.
      await guest.page.goto(setupUrl);
      await guest.page.getByRole('heading', { level: 1, name: 'Accept the invitation' }).waitFor();
      const main = guest.page.getByRole('main');
      await main.getByText('Danube Tours', { exact: true }).waitFor();
      await main.getByText(person.email, { exact: true }).waitFor();
      expect(await guest.page.getByLabel('New password').count()).toBe(0);
      await fitsTheScreen(guest, 'accept');
      await s.shot(guest, `console-accept-${width}`);

      // With the keyboard: a wrong password is said plainly and changes nothing.
      const password = guest.page.getByLabel('Password', { exact: true });
      await password.focus();
      await guest.page.keyboard.type('not my password at all');
      await guest.page.keyboard.press('Enter');
      await guest.page
        .getByRole('alert')
        .filter({ hasText: `That is not the password of ${person.email}.` })
        .waitFor();
      await fitsTheScreen(guest, 'accept, wrong password');
      await s.shot(guest, `console-accept-wrong-${width}`);
      await inviter.page.reload();
      await inviter.page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
      await inviter.page.getByRole('cell', { name: person.email, exact: true }).waitFor();
      expect(await statusOf(inviter, person.email)).toBe('invited');

      await password.fill('');
      await password.focus();
      await guest.page.keyboard.type(person.password);
      await guest.page.keyboard.press('Enter');
      // Signed in to the inviting workspace, the token gone from the address; both workspaces in the picker.
      await guest.page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
      expect(guest.page.url()).not.toContain('token=');
      const picker = guest.page.getByLabel('Workspace');
      await expect
        .poll(() => picker.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent))
        .toMatch(/^Danube Tours/);
      expect(await picker.locator('option').allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Carpathia Travel/), expect.stringMatching(/^Danube Tours/)]),
      );
      await fitsTheScreen(guest, 'accepted');
      await s.shot(guest, `console-accept-done-${width}`);

      await inviter.page.reload();
      await inviter.page.getByRole('cell', { name: person.email, exact: true }).waitFor();
      expect(await statusOf(inviter, person.email)).toBe('active');

      // The link works once.
      await guest.page.goto(setupUrl);
      await guest.page.getByText('This link is not valid any more').waitFor();
      expect(await guest.page.getByLabel('Password', { exact: true }).count()).toBe(0);

      guest.assertClean([refusal(401, '/v1/auth/accept-invitation'), refusal(410, '/v1/auth/invitation')]);
      inviter.assertClean();
    });
  }
});
