// What a guest sees: the confirmation's preview rendered in headless Chromium at a desktop mail client's width
// (600 px) and a phone's (390 px), saved to test-artifacts/ (look at them); and the logo, a gallery image, sent as
// an inline (cid:) attachment rather than a remote image.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { ARTIFACTS, hasChromium, launch } from '../support/browser.js';
import type { Trip } from '../support/bookings.js';
import { brandedWorkspace, confirm, guestBooking } from '../support/messages.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';

describe.skipIf(!hasChromium)('the confirmation email as a guest sees it', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let browser: Browser;
  let w: TestWorkspace;
  let x: Trip;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url });
    browser = await launch();
    ({ w, x } = await brandedWorkspace(t));
    // The business's logo: a wordmark drawn by the browser, uploaded to the gallery as a PNG.
    const page = await browser.newPage({ deviceScaleFactor: 2 });
    await page.setContent(
      `<div id="logo" style="display:inline-flex;align-items:center;gap:10px;padding:6px 4px;font:700 22px system-ui,sans-serif;color:#b4452f">
        <svg width="34" height="26" viewBox="0 0 34 26"><path d="M0 26 L12 6 L18 15 L23 9 L34 26 Z" fill="#b4452f"/></svg>
        <span>Carpathian Roads</span></div>`,
    );
    const png = await page.locator('#logo').screenshot({ omitBackground: true });
    await page.close();
    const logo = await t.call('POST', '/v1/gallery/upload', {
      key: w.key,
      body: { fileName: 'logo.png', contentBase64: png.toString('base64') },
    });
    expect(logo.status, logo.text).toBe(202);
    await t.drainJobs();
    const patched = await t.call('PATCH', '/v1/workspace', { key: w.key, body: { logoFileId: logo.body.fileId } });
    expect(patched.status, patched.text).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await t.close();
    await smtp.close();
  });

  it('sends the logo inline, as a cid: attachment', async () => {
    const b = await guestBooking(t, w, x, { email: 'inline@example.com' });
    await confirm(t, w, b.id);
    await t.drainJobs();
    const [mail] = smtp.received.filter((m) => JSON.stringify(m.to).includes('inline@example.com'));
    const logo = mail!.attachments.find((a) => a.contentType === 'image/png')!;
    expect(logo.contentDisposition).toBe('inline');
    expect(logo.cid).toBeTruthy();
    expect(String(mail!.html)).not.toMatch(/<img[^>]+src="https?:/);
  });

  it('reads well at 600 px and at 390 px', async () => {
    const b = await guestBooking(t, w, x, { email: 'preview@example.com', firstName: 'Ioana' });
    await confirm(t, w, b.id);
    for (const [locale, suffix] of [
      ['en', ''],
      ['ro', '-ro'],
    ] as const) {
      const r = await t.call('POST', '/v1/messages/preview', {
        key: w.key,
        body: { template: 'booking_confirmed', bookingId: b.id, locale },
      });
      expect(r.status, r.text).toBe(200);
      expect(r.body.data.html).toContain('data:image/png;base64,');
      expect(r.body.data.subject).toBe(
        locale === 'ro'
          ? `Rezervarea ${b.code} este confirmată — Transfăgărășan sunrise drive`
          : `Booking ${b.code} confirmed — Transfăgărășan sunrise drive`,
      );
      for (const width of [600, 390]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.setContent(r.body.data.html);
        // Nothing wider than the screen: a phone never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        fs.mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({
          path: path.join(ARTIFACTS, `email-booking-confirmed${suffix}-${width}.png`),
          fullPage: true,
        });
        await page.close();
      }
    }
  });
  it('shows every template a guest receives', async () => {
    const b = await guestBooking(t, w, x, { email: 'all@example.com' });
    await t.call('POST', `/v1/bookings/${b.id}/payments`, { key: w.key, body: { amount: 150, method: 'cash' } });
    await t.call('POST', `/v1/bookings/${b.id}/refunds`, { key: w.key, body: { amount: 50, reason: 'Goodwill' } });
    const draft = await t.call('POST', '/v1/billing/invoices', {
      key: w.key,
      body: {
        series: 'INV',
        currency: 'EUR',
        issueDate: '2027-05-01',
        dueDate: '2027-05-15',
        buyerName: 'Ioana Popescu',
        buyerEmail: 'ioana@example.com',
        lines: [{ description: 'Transfăgărășan sunrise drive', quantity: 1, unitPrice: 499.5 }],
      },
    });
    const invoiceId = `inv_${draft.body.id ?? draft.body.data.id}`;
    expect((await t.call('POST', `/v1/billing/invoices/${invoiceId}/issue`, { key: w.key })).status).toBe(200);
    const shown: Array<[string, Record<string, string>]> = [
      ['booking_changed', { bookingId: b.id }],
      ['booking_cancelled', { bookingId: b.id }],
      ['payment_received', { bookingId: b.id }],
      ['invoice_issued', { invoiceId }],
      ['hold_expiring', { bookingId: b.id, locale: 'ro' }],
    ];
    for (const [template, records] of shown) {
      const r = await t.call('POST', '/v1/messages/preview', { key: w.key, body: { template, ...records } });
      expect(r.status, `${template}: ${r.text}`).toBe(200);
      const page = await browser.newPage({ viewport: { width: 600, height: 900 } });
      await page.setContent(r.body.data.html);
      await page.screenshot({
        path: path.join(ARTIFACTS, `email-${template.replace('_', '-')}-600.png`),
        fullPage: true,
      });
      await page.close();
    }
  });
});
