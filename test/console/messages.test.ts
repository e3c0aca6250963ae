// The guest's messages in the console, in headless Chromium against a real server without SMTP_URL (so messages are
// kept, not sent): the log says so plainly, shows a confirmation with its status in words, filters by status; a
// message's page shows the server's answer, the attachment and the email in a sandboxed frame, and Resend makes a new
// message; the templates page previews a template with a real booking at desktop and phone widths and sends a test to
// the signed-in person; a booking's page lists its messages and links its ticket PDF. What the console did is
// checked through the API. Screenshots at 1280 and 390 px (console-messages-*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import { BILLING, bookingBody, trip, type Trip } from '../support/bookings.js';
import type { TestWorkspace } from '../support/app.js';
import { galleryFile, logoPng } from '../support/tickets.js';
import {
  fitsTheScreen,
  startConsoleServer,
  type ConsolePage,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';

describe.skipIf(!hasChromium)('console: messages and templates', () => {
  let s: ConsoleServer;
  let ws: TestWorkspace;
  let owner: ConsoleUser;
  let tr: Trip;
  let booking: { id: string; code: string };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the tests
  const call = async (method: string, path: string, body?: unknown): Promise<any> => {
    const r = await s.t.call(method, path, { key: ws.key, body });
    expect(r.status, `${method} ${path}: ${r.text}`).toBeLessThan(300);
    return r.body;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the messages list, read by the tests
  const messagesOf = async (bookingId: string): Promise<any[]> =>
    (await call('GET', `/v1/messages?bookingId=${bookingId}`)).data;

  beforeAll(async () => {
    s = await startConsoleServer();
    ws = await s.t.workspace({ name: 'Carpathian Roads' });
    owner = await s.createUser(ws.id, 'owner');
    // A logo: inline (cid:) in the sent email, a data: URL in the preview.
    const logo = await galleryFile(s.t, ws.key, 'logo.png', logoPng());
    await call('PATCH', '/v1/workspace', { logoFileId: logo });
    tr = await trip(s.t, ws.key);
    await call('PATCH', `/v1/products/${tr.productId}`, { title: 'Transfăgărășan by jeep' });
    const b = await call('POST', '/v1/bookings', bookingBody(tr, { billing: BILLING }));
    booking = { id: b.id, code: b.code };
    await call('POST', `/v1/bookings/${b.id}/confirm`);
    await s.t.drainJobs();
  });
  afterAll(async () => {
    await s?.close();
  });

  async function signedIn(width: number): Promise<ConsolePage> {
    const p = await s.open(width);
    await s.signIn(p, owner);
    return p;
  }

  for (const width of [1280, 390]) {
    it(`lists the kept confirmation with its status in words, and says email is not set up, at ${width} px`, async () => {
      const [confirmation] = await messagesOf(booking.id);
      expect(confirmation).toMatchObject({ template: 'booking_confirmed', status: 'kept', to: BILLING.email });
      const p = await signedIn(width);
      const { page } = p;
      await page.goto(`${s.origin}/console/#/messages`);
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
      await page
        .getByText('Email is not set up (SMTP_URL), so messages are kept here and not sent to guests.')
        .waitFor();
      const row = page.getByRole('row').filter({ hasText: BILLING.email });
      await row.getByRole('link', { name: booking.code }).waitFor();
      expect(await row.getByText('kept', { exact: true }).count()).toBe(1);
      await page.waitForLoadState('networkidle');
      await fitsTheScreen(p, `messages log at ${width}`);
      await s.shot(p, `console-messages-log-${width}`);

      // A filter is kept in the address; a status without messages shows none.
      await page.getByLabel('Status').selectOption('failed');
      await page.getByText('No messages match.').waitFor();
      expect(page.url()).toContain('status=failed');
      await page.getByLabel('Status').selectOption('kept');
      await row.waitFor();
      p.assertClean();
    });
  }

  it('shows a message with its answer, attachment and the email in a sandboxed frame; Resend makes a new one', async () => {
    const [confirmation] = await messagesOf(booking.id);
    for (const width of [1280, 390]) {
      const p = await signedIn(width);
      const { page } = p;
      await page.goto(`${s.origin}/console/#/messages/${confirmation.id}`);
      await page.getByRole('heading', { level: 1, name: /confirmed/i }).waitFor();
      await page.getByText(confirmation.subject, { exact: true }).waitFor();
      for (const a of confirmation.attachments) await page.getByText(a.filename).waitFor();
      const frame = page.locator('iframe.email-frame');
      expect(await frame.getAttribute('sandbox')).toBe('');
      const shown = await frame.getAttribute('srcdoc');
      expect(shown).toContain(booking.code);
      // The logo is a part of the sent email (cid:), which the log does not serve: no refused request for it.
      expect((await call('GET', `/v1/messages/${confirmation.id}`)).data.html).toContain('src="cid:');
      expect(shown).not.toContain('cid:');
      await page.frameLocator('iframe.email-frame').getByText(booking.code).first().waitFor();
      await page.locator('pre.email-text').getByText(booking.code).first().waitFor();
      await fitsTheScreen(p, `message at ${width}`);
      await s.shot(p, `console-messages-detail-${width}`);
      await frame.scrollIntoViewIfNeeded();
      await s.shot(p, `console-messages-detail-email-${width}`);
      p.assertClean();
    }

    const p = await signedIn(1280);
    const { page } = p;
    await page.goto(`${s.origin}/console/#/messages/${confirmation.id}`);
    await page.getByRole('button', { name: 'Resend' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Resend this message?' });
    await dialog.getByText(BILLING.email).waitFor();
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await page.getByRole('status').getByRole('link', { name: 'see it' }).click();
    await page.getByRole('link', { name: 'the earlier message' }).waitFor();
    const after = await messagesOf(booking.id);
    const resent = after.find((m) => m.resendOf === confirmation.id);
    expect(resent).toMatchObject({ template: 'booking_confirmed', to: BILLING.email });
    expect(page.url()).toContain(`#/messages/${resent.id}`);
    p.assertClean();
  });

  it('previews a template with a real booking at desktop and phone widths and sends a test to me', async () => {
    for (const width of [1280, 390]) {
      const p = await signedIn(width);
      const { page } = p;
      await page.goto(`${s.origin}/console/#/messages/templates`);
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
      await page.getByRole('radio', { name: /Booking confirmed/ }).check();
      await page.getByRole('searchbox', { name: 'Find a booking' }).fill(booking.code);
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('radio', { name: new RegExp(booking.code) }).check();
      await page.frameLocator('iframe.email-frame').getByText(booking.code).first().waitFor();
      await page.getByText(`${BILLING.email} (the guest; the preview sends nothing)`).waitFor();
      expect(await page.locator('iframe.email-frame').getAttribute('sandbox')).toBe('');
      await page.getByRole('radio', { name: /Phone/ }).check();
      // A phone's width, or the column's on a phone.
      const shown = await page.locator('iframe.email-frame').evaluate((f) => f.getBoundingClientRect().width);
      if (width > 760) expect(shown).toBe(375);
      else expect(shown).toBeLessThan(375);
      await fitsTheScreen(p, `template preview at ${width}`);
      await s.shot(p, `console-messages-template-${width}`);
      p.assertClean();
    }

    const p = await signedIn(1280);
    const { page } = p;
    await page.goto(`${s.origin}/console/#/messages/templates`);
    await page.getByRole('radio', { name: /Booking confirmed/ }).check();
    await page.frameLocator('iframe.email-frame').locator('body').waitFor();
    const to = page.getByLabel('Send a test to');
    expect(await to.inputValue()).toBe(owner.email);
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await page.getByText(`A test is on its way to ${owner.email}`).waitFor();
    const tests = (await call('GET', '/v1/messages?template=booking_confirmed')).data.filter(
      (m: { test: boolean }) => m.test,
    );
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({ to: owner.email, template: 'booking_confirmed' });
    p.assertClean();
  });

  it('lists a booking’s messages on its page and links its ticket PDF', async () => {
    const p = await signedIn(1280);
    const { page } = p;
    await page.goto(`${s.origin}/console/#/bookings/${booking.id}`);
    const section = page.locator('.card').filter({ has: page.getByRole('heading', { level: 2, name: 'Messages' }) });
    await section.getByRole('row').filter({ hasText: BILLING.email }).first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await s.shot(p, 'console-messages-booking-1280');
    const link = page.getByRole('link', { name: 'Ticket (PDF)' });
    const pdf = await page.request.get(new URL((await link.getAttribute('href'))!, s.origin).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    p.assertClean();
  });
});
