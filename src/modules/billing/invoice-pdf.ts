// An invoice as the document a buyer files: seller and buyer with their tax ids, the lines (paginated, the table's
// header repeated), tax per rate, totals, payment details and page numbers, in English or Romanian (invoiceLocale).
// Pure: what it prints is all in its input, so the service decides what is stored and when.
import { PDF_FONTS, newPdf, pdfBytes, type PdfDocument } from '../../platform/pdf.js';
import { currencyExponent, fromUnits } from '../../platform/money.js';
import { jsonOrNull } from '../../platform/db/codecs.js';
import type { BuyerAddress } from './invoice-schemas.js';
import type { InvoiceLineRow, InvoiceRow } from './invoice-store.js';

export interface InvoiceSeller {
  name: string;
  taxId: string | null;
  registrationNumber: string | null;
  /** Lines separated by newlines. */
  address: string | null;
  email: string | null;
  phone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  /** `#rrggbb`. */
  color: string;
  /** PNG or JPEG bytes. */
  logo: Buffer | null;
}

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  seller: InvoiceSeller;
  /** Printed across every page: a draft's, or a voided draft's (an issued invoice's stored PDF never changes). */
  watermark: 'draft' | 'void' | null;
  locale: InvoiceLocale;
}

export type InvoiceLocale = 'en' | 'ro';

/**
 * The invoice's language: Romanian for a Romanian buyer, or for a workspace in Romania invoicing a buyer of no
 * stated country (a domestic sale); otherwise English, the language of cross-border invoices (docs/decisions.md).
 */
export function invoiceLocale(buyerCountry: string | undefined, timezone: string): InvoiceLocale {
  if (buyerCountry) return buyerCountry.toUpperCase() === 'RO' ? 'ro' : 'en';
  return timezone === 'Europe/Bucharest' ? 'ro' : 'en';
}

const INTL: Record<InvoiceLocale, string> = { en: 'en-GB', ro: 'ro-RO' };

const LABELS = {
  en: {
    invoice: 'INVOICE',
    number: 'Invoice no.',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    currency: 'Currency',
    seller: 'Seller',
    buyer: 'Buyer',
    taxId: 'VAT / tax ID',
    registration: 'Reg. no.',
    description: 'Description',
    unit: 'Unit',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    taxRate: 'VAT',
    rate: 'VAT rate',
    amount: 'Amount',
    taxSummary: 'VAT summary',
    taxBase: 'Taxable amount',
    tax: 'VAT',
    subtotal: 'Subtotal',
    discountTotal: 'Discounts',
    net: 'Total excl. VAT',
    total: 'Total due',
    payment: 'Payment details',
    bank: 'Bank',
    account: 'IBAN',
    reference: 'Reference',
    payBy: 'Pay by',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    draft: 'DRAFT',
    void: 'VOID',
    notIssued: 'not issued',
  },
  ro: {
    invoice: 'FACTURĂ',
    number: 'Factura nr.',
    issueDate: 'Data emiterii',
    dueDate: 'Data scadenței',
    currency: 'Moneda',
    seller: 'Furnizor',
    buyer: 'Cumpărător',
    taxId: 'CIF / CUI',
    registration: 'Nr. Reg. Com.',
    description: 'Denumire',
    unit: 'U.M.',
    quantity: 'Cant.',
    unitPrice: 'Preț unitar',
    discount: 'Reducere',
    taxRate: 'TVA',
    rate: 'Cota TVA',
    amount: 'Valoare',
    taxSummary: 'Defalcare TVA',
    taxBase: 'Bază de impozitare',
    tax: 'TVA',
    subtotal: 'Subtotal',
    discountTotal: 'Reduceri',
    net: 'Total fără TVA',
    total: 'Total de plată',
    payment: 'Detalii de plată',
    bank: 'Banca',
    account: 'IBAN',
    reference: 'Referință',
    payBy: 'Scadență',
    page: (n: number, of: number) => `Pagina ${n} din ${of}`,
    draft: 'CIORNĂ',
    void: 'ANULATĂ',
    notIssued: 'neemisă',
  },
} as const;

const INK = '#1d2430';
const MUTED = '#5f6b7a';
const RULE = '#d5dbe3';
const SHADE = '#f3f5f8';
const FOOTER_HEIGHT = 34;

/** The table's columns: x offset from the left margin and width (A4 less 2 × 48pt margins = 499pt). */
const COLUMNS = {
  description: { x: 0, w: 174, align: 'left' },
  unit: { x: 174, w: 36, align: 'left' },
  quantity: { x: 210, w: 40, align: 'right' },
  unitPrice: { x: 250, w: 70, align: 'right' },
  discount: { x: 320, w: 60, align: 'right' },
  taxRate: { x: 380, w: 36, align: 'right' },
  amount: { x: 416, w: 83, align: 'right' },
} as const;
type Column = keyof typeof COLUMNS;
const CELL_PAD = 4;

/** Whether text on `color` (`#rrggbb`) reads better dark than white (relative luminance, WCAG). */
function isLight(color: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4;
}

/** An IBAN as it is printed, in groups of four ("RO49 AAAA 1B31 …"); another account number as given. */
function printedAccount(account: string): string {
  const compact = account.replace(/\s+/g, '');
  return /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(compact) ? compact.replace(/(.{4})(?=.)/g, '$1 ') : account;
}

/** The invoice's PDF bytes. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, seller, locale } = input;
  const L = LABELS[locale];
  const title = invoice.number ? `${L.invoice} ${invoice.number}` : `${L.invoice} (${L.draft})`;
  const doc = await newPdf({ title, author: seller.name });
  // Dated by the invoice, not the moment of rendering: the same invoice renders the same document information.
  doc.info.CreationDate = new Date(invoice.issued_at ?? invoice.updated_at);
  const r = new Renderer(doc, input);
  r.header();
  r.parties();
  r.lines();
  r.summary();
  r.payment();
  r.decoratePages();
  return pdfBytes(doc);
}

class Renderer {
  private readonly L: (typeof LABELS)[InvoiceLocale];
  private readonly money: (minor: number) => string;
  private readonly decimal: Intl.NumberFormat;
  private readonly date: (iso: string) => string;
  /** The brand colour as a fill, what is written on it, and the colour of accent text (the brand's, unless too pale). */
  private readonly fill: string;
  private readonly onFill: string;
  private readonly accent: string;
  private readonly left: number;
  private readonly width: number;

  constructor(
    private readonly doc: PdfDocument,
    private readonly input: InvoicePdfInput,
  ) {
    this.L = LABELS[input.locale];
    const intl = INTL[input.locale];
    const { currency } = input.invoice;
    const exponent = currencyExponent(currency);
    const fmt = new Intl.NumberFormat(intl, { style: 'currency', currency });
    // Formatted from the exact decimal text, never through a float.
    this.money = (minor) => fmt.format(fromUnits(minor, exponent) as Intl.StringNumericLiteral);
    this.decimal = new Intl.NumberFormat(intl, { maximumFractionDigits: 3 });
    const light = isLight(input.seller.color);
    this.fill = input.seller.color;
    this.onFill = light ? INK : '#ffffff';
    this.accent = light ? INK : input.seller.color;
    const dates = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
    this.date = (iso) => dates.format(new Date(`${iso}T00:00:00Z`));
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  /** The lowest y content may reach on a page: the footer keeps its band. */
  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom - FOOTER_HEIGHT;
  }

  /** Logo and seller's name on the left; the title, number and dates on the right. */
  header(): void {
    const { doc, L, left, width } = this;
    const { invoice, seller } = this.input;
    const top = doc.page.margins.top;
    let nameY = top;
    if (seller.logo) {
      try {
        doc.image(seller.logo, left, top, { fit: [140, 48] });
        nameY = top + 56;
      } catch {
        // An image pdfkit cannot read (a corrupt upload) leaves the invoice without a logo rather than without a PDF.
      }
    }
    doc
      .font(PDF_FONTS.bold)
      .fontSize(15)
      .fillColor(INK)
      .text(seller.name, left, nameY, { width: width * 0.55 });

    const boxX = left + width * 0.58;
    const boxW = width * 0.42;
    doc
      .font(PDF_FONTS.bold)
      .fontSize(20)
      .fillColor(this.accent)
      .text(L.invoice, boxX, top, { width: boxW, align: 'right' });
    const meta: Array<[string, string]> = [
      [L.number, invoice.number ?? `— (${L.notIssued})`],
      [L.issueDate, this.date(invoice.issue_date)],
      [L.dueDate, this.date(invoice.due_date)],
      [L.currency, invoice.currency],
    ];
    const y = this.pairs(meta, top + 30, { x: boxX, labelWidth: boxW * 0.45, width: boxW, align: 'right' });
    doc.y = Math.max(doc.y, y) + 14;
  }

  /** Seller and buyer side by side, each with what identifies it for tax. */
  parties(): void {
    const { doc, L, left, width } = this;
    const { invoice, seller } = this.input;
    const buyer = jsonOrNull.read<BuyerAddress>(invoice.buyer_address) ?? {};
    const countries = new Intl.DisplayNames([INTL[this.input.locale]], { type: 'region' });
    const top = doc.y;
    const colW = (width - 24) / 2;
    const sellerLines = [
      ...(seller.address?.split('\n') ?? []),
      seller.taxId && `${L.taxId}: ${seller.taxId}`,
      seller.registrationNumber && `${L.registration}: ${seller.registrationNumber}`,
      seller.email,
      seller.phone,
    ];
    const buyerName = invoice.buyer_name ?? buyer.company ?? '—';
    const buyerLines = [
      buyer.company && buyer.company !== buyerName ? buyer.company : null,
      buyer.country && countries.of(buyer.country.toUpperCase()),
      buyer.vat && `${L.taxId}: ${buyer.vat}`,
      invoice.buyer_email,
    ];
    const end = Math.max(
      this.party(L.seller, seller.name, sellerLines, left, top, colW),
      this.party(L.buyer, buyerName, buyerLines, left + colW + 24, top, colW),
    );
    doc.y = end + 20;
  }

  private party(label: string, name: string, lines: Array<string | null | undefined>, x: number, y: number, w: number) {
    const { doc } = this;
    doc
      .font(PDF_FONTS.bold)
      .fontSize(8)
      .fillColor(this.accent)
      .text(label.toUpperCase(), x, y, { width: w, characterSpacing: 0.6 });
    doc
      .moveTo(x, doc.y + 2)
      .lineTo(x + w, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(PDF_FONTS.bold)
      .fontSize(10.5)
      .fillColor(INK)
      .text(name, x, doc.y + 6, { width: w });
    doc.font(PDF_FONTS.regular).fontSize(9).fillColor(INK);
    for (const line of lines) if (line) doc.text(line, x, doc.y + 1, { width: w });
    return doc.y;
  }

  /** The lines table; a line that does not fit goes to a new page under a repeated header. */
  lines(): void {
    const { doc } = this;
    this.tableHeader();
    this.input.lines.forEach((line, i) => {
      const cells: Record<Column, string> = {
        description: line.description,
        unit: line.unit ?? '',
        quantity: this.decimal.format(fromUnits(line.quantity_milli, 3, true) as Intl.StringNumericLiteral),
        unitPrice: this.money(line.unit_price_minor),
        discount: line.discount_minor ? `−${this.money(line.discount_minor)}` : '',
        taxRate: this.percent(line.tax_rate_bps),
        amount: this.money(line.line_total_minor - line.discount_minor),
      };
      doc.font(PDF_FONTS.regular).fontSize(8.5);
      const height =
        Math.max(
          ...Object.entries(cells).map(([c, text]) =>
            doc.heightOfString(text || ' ', { width: COLUMNS[c as Column].w - 2 * CELL_PAD }),
          ),
        ) +
        2 * CELL_PAD +
        2;
      if (doc.y + height > this.bottom) {
        doc.addPage();
        this.tableHeader();
      }
      const y = doc.y;
      if (i % 2 === 1) doc.rect(this.left, y, this.width, height).fill(SHADE);
      this.row(cells, y + CELL_PAD + 1, PDF_FONTS.regular, INK);
      doc
        .moveTo(this.left, y + height)
        .lineTo(this.left + this.width, y + height)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + height;
    });
    doc.y += 14;
  }

  private tableHeader(): void {
    const { doc, L } = this;
    const y = doc.y;
    doc.rect(this.left, y, this.width, 20).fill(this.fill);
    const labels: Record<Column, string> = {
      description: L.description,
      unit: L.unit,
      quantity: L.quantity,
      unitPrice: L.unitPrice,
      discount: L.discount,
      taxRate: L.taxRate,
      amount: L.amount,
    };
    doc.fontSize(8);
    this.row(labels, y + 6, PDF_FONTS.bold, this.onFill);
    doc.y = y + 20;
  }

  private row(cells: Record<Column, string>, y: number, font: string, color: string): void {
    const { doc } = this;
    doc.font(font).fillColor(color);
    for (const [c, text] of Object.entries(cells) as Array<[Column, string]>) {
      const col = COLUMNS[c];
      doc.text(text, this.left + col.x + CELL_PAD, y, { width: col.w - 2 * CELL_PAD, align: col.align });
    }
  }

  private percent(bps: number): string {
    return `${this.decimal.format(fromUnits(bps, 2, true) as Intl.StringNumericLiteral)}%`;
  }

  /** Tax per rate on the left, totals on the right; kept together on one page. */
  summary(): void {
    const { doc, L, left, width } = this;
    const { invoice } = this.input;
    const rates = new Map<number, { base: number; tax: number }>();
    for (const l of this.input.lines) {
      const r = rates.get(l.tax_rate_bps) ?? { base: 0, tax: 0 };
      r.base += l.line_total_minor - l.discount_minor;
      r.tax += l.tax_minor;
      rates.set(l.tax_rate_bps, r);
    }
    const totals: Array<[string, string, boolean]> = [];
    if (invoice.discount_minor > 0) {
      totals.push([L.subtotal, this.money(invoice.subtotal_minor), false]);
      totals.push([L.discountTotal, `−${this.money(invoice.discount_minor)}`, false]);
    }
    totals.push([L.net, this.money(invoice.subtotal_minor - invoice.discount_minor), false]);
    totals.push([L.tax, this.money(invoice.tax_minor), false]);
    totals.push([L.total, this.money(invoice.total_minor), true]);
    const needed = Math.max(24 + rates.size * 15, totals.length * 16 + 10) + 10;
    if (doc.y + needed > this.bottom) doc.addPage();
    const top = doc.y;

    // Tax summary.
    const taxW = width * 0.5;
    // Rate, taxable amount, tax: x offset and width of each.
    const cols: Array<[number, number]> = [
      [0, taxW * 0.3],
      [taxW * 0.3, taxW * 0.35],
      [taxW * 0.65, taxW * 0.35],
    ];
    const cell = (text: string, i: number, y: number) => {
      const [x, w] = cols[i]!;
      doc.text(text, left + x, y, { width: w, align: i === 0 ? 'left' : 'right' });
    };
    doc.font(PDF_FONTS.bold).fontSize(8).fillColor(MUTED).text(L.taxSummary.toUpperCase(), left, top);
    const heads = [L.rate, L.taxBase, L.tax];
    let y = top + 14;
    doc.font(PDF_FONTS.bold).fontSize(8).fillColor(INK);
    heads.forEach((h, i) => cell(h, i, y));
    y += 12;
    doc
      .moveTo(left, y)
      .lineTo(left + taxW, y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    y += 3;
    doc.font(PDF_FONTS.regular).fontSize(8.5);
    for (const [bps, r] of [...rates.entries()].sort((a, b) => b[0] - a[0])) {
      const cells = [this.percent(bps), this.money(r.base), this.money(r.tax)];
      cells.forEach((c, i) => cell(c, i, y));
      y += 14;
    }
    const taxEnd = y;

    // Totals, the amount due emphasised.
    const boxX = left + width * 0.58;
    const boxW = width * 0.42;
    y = top;
    for (const [label, value, strong] of totals) {
      if (strong) {
        y += 4;
        doc.rect(boxX, y - 4, boxW, 22).fill(this.fill);
        doc.font(PDF_FONTS.bold).fontSize(10.5).fillColor(this.onFill);
        doc.text(label, boxX + 8, y + 1, { width: boxW * 0.5 });
        doc.text(value, boxX + boxW * 0.4, y + 1, { width: boxW * 0.6 - 8, align: 'right' });
        y += 22;
      } else {
        doc.font(PDF_FONTS.regular).fontSize(9).fillColor(INK);
        doc.text(label, boxX + 8, y, { width: boxW * 0.5 });
        doc.text(value, boxX + boxW * 0.4, y, { width: boxW * 0.6 - 8, align: 'right' });
        y += 16;
      }
    }
    doc.y = Math.max(taxEnd, y) + 18;
  }

  /** Where and how to pay: bank, IBAN, the invoice number as the reference, the due date. */
  payment(): void {
    const { doc, L, left, width } = this;
    const { invoice, seller } = this.input;
    const rows: Array<[string, string]> = [];
    if (seller.bankName) rows.push([L.bank, seller.bankName]);
    if (seller.bankAccount) rows.push([L.account, printedAccount(seller.bankAccount)]);
    rows.push([L.reference, invoice.number ?? '—']);
    rows.push([L.payBy, this.date(invoice.due_date)]);
    const height = 22 + rows.length * 14 + 8;
    if (doc.y + height > this.bottom) doc.addPage();
    const top = doc.y;
    doc.rect(left, top, width, height).fill(SHADE);
    doc
      .font(PDF_FONTS.bold)
      .fontSize(8)
      .fillColor(this.accent)
      .text(L.payment.toUpperCase(), left + 10, top + 8, { characterSpacing: 0.6 });
    this.pairs(rows, top + 24, { x: left + 10, labelWidth: 90, width: width - 20, align: 'left', mono: L.account });
    doc.y = top + height;
  }

  /** Label and value rows (muted label, bold value; `mono`: the label whose value prints monospaced); answers y below. */
  private pairs(
    rows: Array<[string, string]>,
    y: number,
    at: { x: number; labelWidth: number; width: number; align: 'left' | 'right'; mono?: string },
  ): number {
    const { doc } = this;
    for (const [label, value] of rows) {
      doc.font(PDF_FONTS.regular).fontSize(9).fillColor(MUTED).text(label, at.x, y, { width: at.labelWidth });
      doc
        .font(label === at.mono ? PDF_FONTS.mono : PDF_FONTS.bold)
        .fillColor(INK)
        .text(value, at.x + at.labelWidth, y, { width: at.width - at.labelWidth, align: at.align });
      y += 14;
    }
    return y;
  }

  /** On every page: the footer (seller, page n of m) and the watermark, drawn once all pages exist. */
  decoratePages(): void {
    const { doc, L, left, width } = this;
    const { seller, watermark } = this.input;
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      // Writing inside the bottom margin would make pdfkit open a new page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.rect(0, 0, doc.page.width, 6).fill(this.fill);
      if (i > 0) {
        // A continuation page says whose it is before its table.
        const title = `${L.invoice} ${this.input.invoice.number ?? `(${L.draft})`}`;
        doc.font(PDF_FONTS.bold).fontSize(8).fillColor(MUTED).text(title, left, 24, { width, lineBreak: false });
      }
      const y = doc.page.height - margin - 14;
      doc
        .moveTo(left, y - 6)
        .lineTo(left + width, y - 6)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      const identity = [seller.name, seller.taxId && `${L.taxId} ${seller.taxId}`].filter(Boolean).join(' · ');
      doc.font(PDF_FONTS.regular).fontSize(7.5).fillColor(MUTED);
      doc.text(identity, left, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
      doc.text(L.page(i + 1, range.count), left + width * 0.7, y, { width: width * 0.3, align: 'right' });
      if (watermark) this.watermark(L[watermark]);
      doc.page.margins.bottom = margin;
    }
  }

  private watermark(text: string): void {
    const { doc } = this;
    const cx = doc.page.width / 2;
    const cy = doc.page.height / 2;
    doc.save();
    doc.rotate(-40, { origin: [cx, cy] });
    doc.font(PDF_FONTS.bold).fontSize(110).fillColor('#c62828').fillOpacity(0.13);
    const w = doc.widthOfString(text);
    doc.text(text, cx - w / 2, cy - 65, { lineBreak: false });
    doc.restore();
  }
}
