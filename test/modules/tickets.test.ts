// Ticket PDFs (issue 28 §3) through HTTP: the document's shape per layout, what prints on it (diacritics included,
// English or Romanian), the refusals, the guest's public link, and the QR code itself: the page rendered by pdf.js in
// headless Chromium, decoded by jsQR, checks the traveller in. The rendered tickets are saved as test artifacts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { redactUrl } from '../../src/platform/index.js';
import type { TicketKeyTables } from '../../src/modules/documents/ticket-key-store.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { ARTIFACTS, hasChromium } from '../support/browser.js';
import { pdfPages, pdfText } from '../support/pdf.js';
import { pdfRenderer, readQrCode, type PdfRenderer } from '../support/pdf-render.js';
import {
  FAMILY_NAMES,
  PRODUCT_TITLE,
  familyBooking,
  galleryFile,
  logoPng,
  printedTokens,
  sunriseDrive,
  ticketPdf,
  type Drive,
} from '../support/tickets.js';

const DAY = 86_400_000;

describe('ticket PDFs', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let drive: Drive;

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace({ name: 'Carpathian Trails' });
    other = await t.workspace();
    const zone = await t.call('PATCH', '/v1/workspace', {
      key: w.key,
      body: {
        timezone: 'Europe/Bucharest',
        businessName: 'Carpathian Trails SRL',
        businessPhone: '+40 721 000 111',
        businessEmail: 'hello@carpathiantrails.ro',
      },
    });
    expect(zone.status, zone.text).toBe(200);
    // 07:00 UTC is 09:00 or 10:00 in Bucharest, so an hour before the start is the same local day whenever this runs.
    const start = new Date(Date.now() + 10 * DAY);
    start.setUTCHours(7, 0, 0, 0);
    drive = await sunriseDrive(t, w.key, start.toISOString());
  });
  afterAll(() => t.close());

  it('answers a page per traveller by default, each with its own code, and one page per booking when asked', async () => {
    const booking = await familyBooking(t, w.key, drive);
    const perTraveller = await ticketPdf(t, w.key, booking.id);
    expect(perTraveller.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(perTraveller);
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page).toContain(PRODUCT_TITLE);
      expect(page).toContain(booking.code);
      expect(page).toContain(FAMILY_NAMES[i]);
      expect(page).toContain('Brașov, Council Square');
      expect(page).toContain('Carpathian Trails SRL');
    });
    expect(pages[2]).toContain('Child');
    const tokens = await printedTokens(perTraveller);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^tc1\.[A-Za-z0-9_-]{68}$/);

    const perBooking = await ticketPdf(t, w.key, booking.id, 'per_booking');
    const text = await pdfText(perBooking);
    expect(await pdfPages(perBooking)).toHaveLength(1);
    for (const name of FAMILY_NAMES) expect(text).toContain(name);
    expect(text).toContain('Valid for 3 travellers');

    // The workspace's layout is the default.
    const set = await t.call('PATCH', '/v1/workspace', { key: w.key, body: { ticketLayout: 'per_booking' } });
    expect(set.status, set.text).toBe(200);
    expect(await pdfPages(await ticketPdf(t, w.key, booking.id))).toHaveLength(1);
    await t.call('PATCH', '/v1/workspace', { key: w.key, body: { ticketLayout: 'per_traveller' } });
  });

  it("prints the departure in the workspace's time zone, in the booking's language", async () => {
    const ro = await familyBooking(t, w.key, drive, { language: 'ro' });
    const text = await pdfText(await ticketPdf(t, w.key, ro.id, 'per_booking'));
    const local = new Intl.DateTimeFormat('ro-RO', {
      timeZone: 'Europe/Bucharest',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(drive.startAt));
    const month = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', month: 'long' }).format(
      new Date(drive.startAt),
    );
    expect(text).toContain(local);
    expect(text).toContain(month);
    expect(text).toContain('Punct de întâlnire'.toUpperCase());
    expect(text).toContain('Valabil pentru 3 călători');
    expect(text).toContain('Europe/Bucharest');
  });

  it("draws the business's PNG logo, and leaves out a logo of another type or that is gone", async () => {
    const booking = await familyBooking(t, w.key, drive);
    const images = async () =>
      (await ticketPdf(t, w.key, booking.id, 'per_booking')).toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ??
      0;
    const setLogo = async (logoFileId: string | null) =>
      expect((await t.call('PATCH', '/v1/workspace', { key: w.key, body: { logoFileId } })).status).toBe(200);
    expect(await images()).toBe(0);

    await setLogo(await galleryFile(t, w.key, 'logo.png', logoPng()));
    expect(await images()).toBe(1);
    // A GIF (the gallery takes it; a PDF cannot draw it) and a file since deleted: the ticket has no logo.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    await setLogo(await galleryFile(t, w.key, 'logo.gif', gif));
    expect(await images()).toBe(0);
    await setLogo('gal_file_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f');
    expect(await images()).toBe(0);
    await setLogo(null);
  });

  it('refuses without a key or scope, for another workspace, for a booking without a ticket, and a bad layout', async () => {
    const booking = await familyBooking(t, w.key, drive);
    const url = `/v1/bookings/${booking.id}/ticket.pdf`;
    expect((await t.call('GET', url)).status).toBe(401);
    const noScope = await t.key(w.id, { scopes: ['catalog:read'] });
    expect((await t.call('GET', url, { key: noScope })).status).toBe(403);
    const reader = await t.key(w.id, { scopes: ['bookings:read'] });
    expect((await t.app.inject({ url, headers: { authorization: `Bearer ${reader}` } })).statusCode).toBe(200);
    expect((await t.call('GET', url, { key: other.key })).status).toBe(404);
    expect(
      (await t.call('GET', `/v1/bookings/book_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f/ticket.pdf`, { key: w.key })).status,
    ).toBe(404);
    const bad = await t.call('GET', url, { key: w.key, query: { layout: 'poster' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toContain('layout');

    const pending = await familyBooking(t, w.key, drive, { confirm: false });
    const refused = await t.call('GET', `/v1/bookings/${pending.id}/ticket.pdf`, { key: w.key });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TICKET_NOT_AVAILABLE', status: 'pending' });
  });

  it("makes a workspace's signing key once, whoever asks first", async () => {
    const fresh = await t.workspace();
    const freshDrive = await sunriseDrive(t, fresh.key, drive.startAt);
    const booking = await familyBooking(t, fresh.key, freshDrive);
    const keys = () =>
      t.platform.db.kysely
        .withTables<TicketKeyTables>()
        .selectFrom('ticket_keys')
        .select('secret')
        .where('workspace_id', '=', fresh.id)
        .execute();
    expect(await keys()).toHaveLength(0);
    // Four first uses at once (each reads no key yet, each inserts one): one key, and every link signed with it.
    const links = await Promise.all(
      Array.from({ length: 4 }, () => t.services.documents.guestTicketUrl(fresh.id, booking.id)),
    );
    expect(new Set(links).size).toBe(1);
    expect(await keys()).toHaveLength(1);
  });

  it("serves the guest's link without a key while the booking stands, and not once it is cancelled", async () => {
    const booking = await familyBooking(t, w.key, drive);
    const link = await t.services.documents.guestTicketUrl(w.id, booking.id);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tickets\/ticket\.pdf\?token=tc1\.[A-Za-z0-9_-]{68}$/);
    const pathOf = (u: string) => new URL(u).pathname + new URL(u).search;
    // The token is a credential: the request log writes the link without it.
    expect(redactUrl(pathOf(link))).toBe('/tickets/ticket.pdf?token=[redacted]');
    const ok = await t.app.inject({ url: pathOf(link) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['referrer-policy']).toBe('no-referrer');
    expect(await pdfText(ok.rawPayload)).toContain(booking.code);

    // Altered, or a single traveller's code (the QR of a page): not a link.
    const token = new URL(link).searchParams.get('token')!;
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const single = (await printedTokens(await ticketPdf(t, w.key, booking.id)))[0]!;
    for (const bad of [`?token=${altered}`, `?token=${single}`, '?token=nonsense', '']) {
      const r = await t.app.inject({ url: `/tickets/ticket.pdf${bad}` });
      expect(r.statusCode).toBe(404);
      expect(r.headers['content-type']).toContain('text/plain');
      expect(r.body).toBe('This ticket link is not valid.');
    }

    const cancel = await t.call('PATCH', `/v1/bookings/${booking.id}`, { key: w.key, body: { status: 'cancelled' } });
    expect(cancel.status, cancel.text).toBe(200);
    const gone = await t.app.inject({ url: pathOf(link) });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('no longer valid');
  });

  describe.skipIf(!hasChromium)('the QR code, rendered in Chromium', () => {
    let renderer: PdfRenderer;
    beforeAll(async () => {
      renderer = await pdfRenderer();
    });
    afterAll(() => renderer?.close());

    it('decodes to the token printed under it, which checks the traveller in', async () => {
      const booking = await familyBooking(t, w.key, drive);
      const logoFileId = await galleryFile(t, w.key, 'logo.png', logoPng());
      await t.call('PATCH', '/v1/workspace', { key: w.key, body: { logoFileId } });
      const pdf = await ticketPdf(t, w.key, booking.id, 'per_traveller');
      const printed = await printedTokens(pdf);
      fs.mkdirSync(ARTIFACTS, { recursive: true });

      const page = await renderer.render(pdf, 2, 3);
      fs.writeFileSync(path.join(ARTIFACTS, 'ticket-per-traveller.png'), page.png);
      const qr = readQrCode(page);
      expect(qr).toBe(printed[1]);

      const whole = await ticketPdf(t, w.key, booking.id, 'per_booking');
      const wholePage = await renderer.render(whole, 1, 3);
      fs.writeFileSync(path.join(ARTIFACTS, 'ticket-per-booking.png'), wholePage.png);
      expect(readQrCode(wholePage)).toBe((await printedTokens(whole))[0]);

      // At the meeting point, on the departure's day: the scanned code checks Andrei in.
      clock.freeze(Date.parse(drive.startAt) - 3_600_000);
      try {
        const scan = await t.call('POST', '/v1/check-ins', { key: w.key, body: { token: qr! } });
        expect(scan.status, scan.text).toBe(200);
        expect(scan.body).toMatchObject({
          result: 'checked_in',
          booking: { id: booking.id, code: booking.code },
          traveller: { index: 1, name: 'Andrei Popescu', unit: 'adult' },
          travellers: 1,
          departure: { id: drive.departureId, productName: PRODUCT_TITLE },
        });
      } finally {
        clock.reset();
      }
    });
  });
});
