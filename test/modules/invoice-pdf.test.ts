// Invoices as documents: GET /v1/billing/invoices/{id}/pdf. An issued invoice's PDF is fixed as it is issued, stored
// once and answered byte for byte ever after; a draft's is rendered live under a DRAFT watermark. The text is read back with
// pdf.js, and page 1 is rendered to PNG in headless Chromium (test-artifacts/invoice-issued.png) to be looked at.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { ARTIFACTS, hasChromium } from '../support/browser.js';
import { pdfPages, pdfText } from '../support/pdf.js';
import { renderPdfPage } from '../support/pdf-render.js';
import { galleryFile, logoPng } from '../support/tickets.js';

const BRAND = {
  businessName: 'Transfăgărășan Tours SRL',
  businessTaxId: 'RO12345678',
  businessRegistrationNumber: 'J40/1234/2020',
  businessAddress: 'Strada Ștefan cel Mare 12\n010101 București\nRomânia',
  businessEmail: 'office@transfagarasan.example',
  businessPhone: '+40 21 123 4567',
  bankName: 'Banca Transilvania',
  bankAccount: 'RO49AAAA1B31007593840000',
  brandColor: '#0f6e5a',
};

const BASE = { series: 'INV', currency: 'EUR', issueDate: '2026-06-01', dueDate: '2026-06-15' };
const LINES = [
  { description: 'Transfăgărășan road trip, 2 days', unit: 'pax', quantity: 2, unitPrice: 490, taxRate: 9 },
  { description: 'Bâlea Lac ice hotel, 1 night', unit: 'room', quantity: 1, unitPrice: 320, taxRate: 9 },
  { description: 'Airport transfer', quantity: 1, unitPrice: 35.5, discountAmount: 5.5, taxRate: 19 },
];

describe('invoice PDFs', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace({ name: 'Munții Noștri' });
    other = await t.workspace();
    const logoFileId = await galleryFile(t, ws.key, 'logo.png', logoPng());
    const patched = await t.call('PATCH', '/v1/workspace', {
      key: ws.key,
      body: { ...BRAND, logoFileId, timezone: 'Europe/Bucharest' },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  });
  afterAll(() => t.close());

  const draft = async (body: Record<string, unknown> = {}, w = ws) => {
    const r = await t.call('POST', '/v1/billing/invoices', {
      key: w.key,
      body: {
        ...BASE,
        buyerName: 'Ștefan Müller',
        buyerEmail: 'stefan@bluedanube.example',
        buyerAddress: { company: 'Blue Danube Tours GmbH', vat: 'ATU12345678', country: 'AT' },
        lines: LINES,
        ...body,
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return `inv_${r.body.id as string}`;
  };
  const issued = async (body: Record<string, unknown> = {}, w = ws) => {
    const id = await draft(body, w);
    const r = await t.call('POST', `/v1/billing/invoices/${id}/issue`, { key: w.key });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { id, number: r.body.number as string };
  };
  /** The PDF route through inject, for its raw bytes (errors go through t.call, which checks their codes). */
  const pdf = async (id: string, key = ws.key, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/billing/invoices/${id}/pdf`,
      headers: { authorization: `Bearer ${key}`, ...headers },
    });
    return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
  };

  it("answers an issued invoice's PDF: seller and buyer with their tax ids, lines, VAT per rate, totals, payment details", async () => {
    const { id, number } = await issued();
    const r = await pdf(id);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
    expect(r.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(r.bytes);
    for (const s of [
      'Transfăgărășan Tours SRL',
      'Strada Ștefan cel Mare 12',
      'RO12345678',
      'J40/1234/2020',
      'Ștefan Müller',
      'Blue Danube Tours GmbH',
      'ATU12345678',
      'Austria',
      'stefan@bluedanube.example',
      number,
      'INVOICE',
      'Transfăgărășan road trip, 2 days',
      'Bâlea Lac ice hotel, 1 night',
      // Per rate: 9% on 980 + 320 = 1300 → 117; 19% on 35.50 − 5.50 = 30 → 5.70.
      '€1,300.00',
      '€117.00',
      '€30.00',
      '€5.70',
      // Net 1330, VAT 122.70, total 1452.70.
      '€1,330.00',
      '€122.70',
      '€1,452.70',
      'Due date',
      '15 Jun 2026',
      'Banca Transilvania',
      'Page 1 of 1',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('DRAFT');
    expect(text).toMatch(/IBAN\s+RO49\s+AAAA\s+1B31\s+0075\s+9384\s+0000/); // printed in groups of four
    expect(text).toMatch(/VAT rate\s+Taxable amount\s+VAT\s+19%\s+€30.00\s+€5.70\s+9%\s+€1,300.00\s+€117.00/);
    expect(text).toMatch(new RegExp(`Reference\\s+${number}`));

    if (hasChromium) {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      fs.writeFileSync(path.join(ARTIFACTS, 'invoice-issued.png'), (await renderPdfPage(r.bytes, 1, 2)).png);
    }
  });

  it("freezes the seller's details as an invoice is issued: the same bytes on every call, whatever changes after", async () => {
    const { id } = await issued();
    // The details change before the PDF is even rendered: it prints those of the moment of issue.
    const rebrand = await t.call('PATCH', '/v1/workspace', {
      key: ws.key,
      body: { businessName: 'Carpathian Roads SRL', bankAccount: 'RO09BTRL0000000000000001', brandColor: '#aa0000' },
    });
    expect(rebrand.status).toBe(200);
    try {
      const first = await pdf(id);
      expect(first.status).toBe(200);
      const text = await pdfText(first.bytes);
      expect(text).toContain('Transfăgărășan Tours SRL');
      expect(text).not.toContain('Carpathian Roads SRL');

      // The queued rendering finds the PDF stored and keeps it.
      await t.drainJobs();
      const again = await pdf(id);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);

      expect((await t.call('POST', `/v1/billing/invoices/${id}/void`, { key: ws.key })).status).toBe(200);
      expect((await pdf(id)).bytes.equals(first.bytes)).toBe(true);

      // A client holding the bytes asks whether they changed.
      const cached = await pdf(id, ws.key, { 'if-none-match': first.headers.etag as string });
      expect(cached.status).toBe(304);
      expect(cached.bytes.length).toBe(0);

      // An invoice issued now prints the new details.
      const fresh = await issued();
      const freshText = await pdfText((await pdf(fresh.id)).bytes);
      expect(freshText).toContain('Carpathian Roads SRL');
      expect(freshText).not.toContain('Transfăgărășan Tours SRL');
    } finally {
      await t.call('PATCH', '/v1/workspace', { key: ws.key, body: BRAND });
    }
  });

  it('renders a draft live under a DRAFT watermark, without a number; a voided draft says VOID', async () => {
    const id = await draft();
    const r = await pdf(id);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toBe(`inline; filename="draft-${id}.pdf"`);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.headers.etag).toBeUndefined();
    const text = await pdfText(r.bytes);
    expect(text).toContain('DRAFT');
    expect(text).not.toMatch(/INV-\d{4}-\d{5}/);
    expect(text).toContain('Transfăgărășan Tours SRL');

    // Edits show at once: a draft is never stored.
    await t.call('PATCH', `/v1/billing/invoices/${id}`, { key: ws.key, body: { buyerName: 'Ana Ionescu' } });
    expect(await pdfText((await pdf(id)).bytes)).toContain('Ana Ionescu');

    expect((await t.call('POST', `/v1/billing/invoices/${id}/void`, { key: ws.key })).status).toBe(200);
    const voided = await pdfText((await pdf(id)).bytes);
    expect(voided).toContain('VOID');
    expect(voided).not.toContain('DRAFT');
  });

  it('prints in Romanian for a Romanian buyer, amounts and dates formatted per locale', async () => {
    const { id, number } = await issued({
      buyerName: 'Ion Popescu',
      buyerAddress: { company: 'Drumeții Montane SRL', vat: 'RO87654321', country: 'RO' },
    });
    const text = await pdfText((await pdf(id)).bytes);
    for (const s of ['FACTURĂ', 'FURNIZOR', 'CUMPĂRĂTOR', 'Drumeții Montane SRL', 'România', number, 'Cota TVA'])
      expect(text).toContain(s);
    expect(text).toMatch(/Total de plată\s+1\.452,70\sEUR/);
    expect(text).toContain('15 iun. 2026');
    expect(text).toContain('Pagina 1 din 1');
  });

  it('paginates many lines, the table header repeated on every page, numbered "Page n of m"', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Day ${i + 1}: guided hike on the Transfăgărășan ridge`,
      unit: 'pax',
      quantity: 1,
      unitPrice: 10,
      taxRate: 9,
    }));
    const { id } = await issued({ lines });
    const pages = await pdfPages((await pdf(id)).bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const withHeader = pages.filter((p) => /Description\s+Unit\s+Qty\s+Unit price/.test(p));
    expect(withHeader.length).toBeGreaterThanOrEqual(pages.length - 1); // the totals may sit alone on the last
    expect(pages.join('\n')).toContain('Day 60:');
    expect(pages.at(-1)).toContain('€654.00'); // 600 + 9%
  });

  it('renders and stores the PDF of a booking invoice issued through the booking flow, after its transaction', async () => {
    const res = await t.platform.db.transaction((tx) =>
      t.services.billing.bookingPort.issueBookingInvoice(tx, ws.id, {
        bookingId: 'book_00000000-0000-7000-8000-000000000001',
        bookingCode: 'BKG-2026-0001',
        currency: 'RON',
        totalMinor: 123_456,
        description: 'Transfăgărășan sunrise tour (BKG-2026-0001)',
        buyer: { name: 'Ștefan Pop', email: 'stefan@example.com' },
      }),
    );
    const stored = () =>
      t.platform.db.kysely
        .withTables<{ invoice_documents: { invoice_id: string; sha256: string | null } }>()
        .selectFrom('invoice_documents')
        .select('sha256')
        .where('invoice_id', '=', res.id)
        .executeTakeFirstOrThrow();
    expect((await stored()).sha256).toBeNull(); // frozen, its rendering queued
    await t.drainJobs();
    const { sha256 } = await stored();
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);

    const answer = await t.services.billing.invoices.pdf(ws.id, res.id);
    expect(answer.filename).toBe(`${res.number}.pdf`);
    expect(answer.sha256).toBe(sha256);
    const text = await pdfText(answer.bytes);
    // No buyer country, a workspace in Bucharest: a domestic invoice, in Romanian.
    expect(text).toMatch(/Transfăgărășan sunrise tour\s+\(BKG-2026-0001\)/);
    expect(text).toContain('Ștefan Pop');
    expect(text).toMatch(/Total de plată\s+1\.234,56\sRON/);
  });

  it('freezes, renders and stores on first request the PDF of an invoice issued before documents; once, under a race', async () => {
    const { id } = await issued();
    await t.platform.db.kysely
      .withTables<{ invoice_documents: { invoice_id: string } }>()
      .deleteFrom('invoice_documents')
      .where('invoice_id', '=', id)
      .execute();
    const [a, b] = await Promise.all([pdf(id), pdf(id)]);
    expect(a.status).toBe(200);
    expect(b.bytes.equals(a.bytes)).toBe(true);
    expect((await pdf(id)).bytes.equals(a.bytes)).toBe(true);
  });

  it("401 without a key, 403 without billing:read, 404 for another workspace's invoice, 400 for a wrong prefix", async () => {
    const { id } = await issued();
    expect((await t.call('GET', `/v1/billing/invoices/${id}/pdf`, { key: null })).status).toBe(401);
    const writeOnly = await t.key(ws.id, { scopes: ['bookings:read'] });
    expect((await t.call('GET', `/v1/billing/invoices/${id}/pdf`, { key: writeOnly })).status).toBe(403);
    expect((await t.call('GET', `/v1/billing/invoices/${id}/pdf`, { key: other.key })).status).toBe(404);
    expect((await t.call('GET', `/v1/billing/invoices/${id.slice(4)}/pdf`, { key: ws.key })).status).toBe(200);
    const wrong = await t.call('GET', `/v1/billing/invoices/book_${id.slice(4)}/pdf`, { key: ws.key });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.field).toBe('id');
    await expect(t.services.billing.invoices.pdf(other.id, id)).rejects.toThrow(/not found/i);
  });
});
