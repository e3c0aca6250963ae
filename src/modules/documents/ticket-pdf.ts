// Drawing a ticket: an A6 page (a phone screen's proportions, and a quarter of an A4 sheet when printed) per
// traveller or per booking, in the business's colour with its logo and name, what the guest needs at the meeting
// point (product, date and time in the workspace's zone, traveller, booking code, where to meet) and the QR code of
// the ticket's token, drawn as vector squares so it stays crisp at any zoom, with the token printed under it for
// manual entry. English or Romanian, by the booking's language.
import type QRCodeLib from 'qrcode';
import { newPdf, pdfBytes, PDF_FONTS, type PdfDocument } from '../../platform/pdf.js';
import type { LogoImage, MeetingPoint } from './ports.js';

const MM = 72 / 25.4;
/** The QR code's side, quiet zone included: well above the 35 mm a phone camera reads from arm's length. */
const QR_SIZE = 42 * MM;
/** Light modules around the code, as the standard asks (4). */
const QUIET_MODULES = 4;
const MARGIN = 18;
const INK = '#1d2330';
const MUTED = '#667085';
const RULE = '#d0d5dd';

export type TicketLocale = 'en' | 'ro';

const LABELS = {
  en: {
    ticket: 'TICKET',
    bookingTicket: 'BOOKING TICKET',
    date: 'Date and time',
    traveller: 'Traveller',
    travellers: 'Travellers',
    booking: 'Booking',
    meetingPoint: 'Meeting point',
    scan: 'Show this code at the meeting point',
    manual: 'Code for manual entry',
    validFor: (n: number) => (n === 1 ? 'Valid for 1 traveller' : `Valid for ${n} travellers`),
    more: (n: number) => `and ${n} more`,
    of: (i: number, n: number) => `${i} of ${n}`,
    units: { adult: 'Adult', child: 'Child', infant: 'Infant' } as Record<string, string>,
  },
  ro: {
    ticket: 'BILET',
    bookingTicket: 'BILET DE REZERVARE',
    date: 'Data și ora',
    traveller: 'Călător',
    travellers: 'Călători',
    booking: 'Rezervare',
    meetingPoint: 'Punct de întâlnire',
    scan: 'Arătați acest cod la punctul de întâlnire',
    manual: 'Cod pentru introducere manuală',
    validFor: (n: number) => (n === 1 ? 'Valabil pentru 1 călător' : `Valabil pentru ${n} călători`),
    more: (n: number) => `și încă ${n}`,
    of: (i: number, n: number) => `${i} din ${n}`,
    units: { adult: 'Adult', child: 'Copil', infant: 'Bebeluș' } as Record<string, string>,
  },
} as const;

export interface TicketTraveller {
  /** The traveller's place in the party, from 0. */
  index: number;
  name: string;
  unit: string | null;
}

/** One page: a traveller's ticket, or (traveller null) the whole booking's. */
export interface TicketPage {
  traveller: TicketTraveller | null;
  token: string;
}

export interface TicketDocument {
  locale: TicketLocale;
  timeZone: string;
  business: { name: string; email: string | null; phone: string | null };
  /** `#rrggbb` */
  color: string;
  logo: LogoImage | null;
  booking: { code: string; productTitle: string; startsAt: string | null; travellers: TicketTraveller[] };
  meetingPoint: MeetingPoint | null;
  pages: TicketPage[];
}

/** The locale a booking's language asks for: Romanian for `ro…`, English otherwise. */
export function ticketLocale(language: string | null | undefined): TicketLocale {
  return language?.toLowerCase().startsWith('ro') ? 'ro' : 'en';
}

/** The departure's local date and time, as the guest reads them. */
export function departureText(
  startsAt: string,
  timeZone: string,
  locale: TicketLocale,
): { date: string; time: string } {
  const tag = locale === 'ro' ? 'ro-RO' : 'en-GB';
  const at = new Date(startsAt);
  const date = new Intl.DateTimeFormat(tag, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat(tag, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
  return { date: date.charAt(0).toLocaleUpperCase(tag) + date.slice(1), time };
}

/** A unit as a guest reads it: `adult` → Adult (Romanian: Adult, Copil, Bebeluș), `family_ticket` → Family ticket. */
export function unitLabel(unit: string | null, locale: TicketLocale): string | null {
  if (!unit) return null;
  const known = LABELS[locale].units[unit.toLowerCase()];
  if (known) return known;
  const words = unit.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The token as printed under the code: its prefix, then groups of four (whitespace is ignored when typed back). */
export function groupedToken(token: string): string {
  const dot = token.indexOf('.') + 1;
  return `${token.slice(0, dot)} ${token
    .slice(dot)
    .match(/.{1,4}/g)!
    .join(' ')}`;
}

/** Whether `#rrggbb` is light enough that text on it must be dark (WCAG relative luminance). */
export function isLight(color: string): boolean {
  const channel = (i: number) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) > 0.4;
}

export async function renderTicketPdf(t: TicketDocument): Promise<Buffer> {
  // Loaded with the first ticket, not at every process start.
  const { default: qrcode } = await import('qrcode');
  const doc = await newPdf({
    title: `${t.booking.productTitle} · ${t.booking.code}`,
    author: t.business.name,
    size: 'A6',
    margin: MARGIN,
  });
  t.pages.forEach((page, i) => {
    if (i > 0) doc.addPage({ size: 'A6', margin: MARGIN });
    drawPage(doc, t, page, qrcode);
  });
  return pdfBytes(doc);
}

function drawPage(doc: PdfDocument, t: TicketDocument, page: TicketPage, qrcode: typeof QRCodeLib): void {
  const L = LABELS[t.locale];
  const width = doc.page.width;
  const inner = width - 2 * MARGIN;

  // The band: the business's colour, its logo and name, and what the page is; dark text on a light colour, and
  // the colour kept off white paper (the booking code) when it would not read there.
  const light = isLight(t.color);
  const onBand = light ? INK : '#ffffff';
  const accent = light ? INK : t.color;
  const bandHeight = 50;
  doc.rect(0, 0, width, bandHeight).fill(t.color);
  let nameX = MARGIN;
  if (t.logo) {
    const box = { x: MARGIN, y: 9, w: 32, h: 32 };
    doc.roundedRect(box.x, box.y, box.w, box.h, 4).fill('#ffffff');
    try {
      doc.image(t.logo.bytes, box.x + 2, box.y + 2, { fit: [box.w - 4, box.h - 4], align: 'center', valign: 'center' });
      nameX = box.x + box.w + 8;
    } catch {
      // An image pdfkit cannot read (a damaged file) is left out, as no logo would be.
      doc.rect(box.x, box.y, box.w, box.h).fill(t.color);
    }
  }
  const kind = page.traveller ? L.ticket : L.bookingTicket;
  doc.font(PDF_FONTS.bold).fontSize(6.5);
  const kindWidth = doc.widthOfString(kind, { characterSpacing: 1 });
  doc.fillColor(onBand).text(kind, width - MARGIN - kindWidth, 21, { characterSpacing: 1, lineBreak: false });
  // The name on one line, or on two a size smaller when it is long (a legal name often is).
  const nameWidth = width - MARGIN - kindWidth - 10 - nameX;
  doc.font(PDF_FONTS.bold).fontSize(10.5);
  if (doc.widthOfString(t.business.name) <= nameWidth)
    doc.text(t.business.name, nameX, 19, { width: nameWidth, lineBreak: false });
  else
    doc.fontSize(8.5).text(t.business.name, nameX, 14, { width: nameWidth, height: 22, ellipsis: true, lineGap: -0.5 });

  // What and when.
  let y = bandHeight + 14;
  doc.fillColor(INK).font(PDF_FONTS.bold).fontSize(13);
  doc.text(t.booking.productTitle, MARGIN, y, { width: inner, height: 34, ellipsis: true, lineGap: 1 });
  y = doc.y + 8;

  // Each field a label, a one-line value and up to `subLines` of detail: the page's upper half never outgrows itself.
  const field = (label: string, value: string, sub: string | null, subLines = 1) => {
    doc.font(PDF_FONTS.regular).fontSize(6.5).fillColor(MUTED);
    doc.text(label.toUpperCase(), MARGIN, y, { width: inner, characterSpacing: 0.5 });
    doc.font(PDF_FONTS.bold).fontSize(9.5).fillColor(INK);
    doc.text(value, MARGIN, doc.y + 1.5, { width: inner, height: 12, ellipsis: true });
    if (sub) {
      doc.font(PDF_FONTS.regular).fontSize(7.5).fillColor(MUTED);
      doc.text(sub, MARGIN, doc.y + 1, { width: inner, height: 9.5 * subLines, ellipsis: true });
    }
    y = doc.y + 7;
  };

  if (t.booking.startsAt) {
    const when = departureText(t.booking.startsAt, t.timeZone, t.locale);
    field(L.date, `${when.date} · ${when.time}`, t.timeZone);
  }
  if (page.traveller) {
    const place = L.of(page.traveller.index + 1, t.booking.travellers.length);
    const unit = unitLabel(page.traveller.unit, t.locale);
    field(L.traveller, page.traveller.name, unit ? `${unit} · ${place}` : place);
  } else {
    const names = t.booking.travellers.map((tr) => tr.name);
    // As many whole names as the line holds (at least one); the detail line counts the others.
    doc.font(PDF_FONTS.bold).fontSize(9.5);
    let shown = 1;
    while (shown < names.length && doc.widthOfString(names.slice(0, shown + 1).join(', ')) <= inner) shown += 1;
    const rest = names.length - shown;
    field(L.travellers, names.slice(0, shown).join(', '), rest > 0 ? L.more(rest) : null);
  }

  // Booking code and meeting point side by side would crowd an A6 page: the code goes with the QR code below.
  if (t.meetingPoint) field(L.meetingPoint, t.meetingPoint.name, t.meetingPoint.address, 2);

  // The tear line, then the code.
  const tear = Math.max(y, doc.page.height - 200);
  doc
    .moveTo(MARGIN, tear)
    .lineTo(width - MARGIN, tear)
    .dash(3, { space: 3 })
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke()
    .undash();
  doc.circle(0, tear, 7).fill('#ffffff').circle(0, tear, 7).lineWidth(0.7).strokeColor(RULE).stroke();
  doc.circle(width, tear, 7).fill('#ffffff').circle(width, tear, 7).strokeColor(RULE).stroke();

  const qrTop = tear + 10;
  const qrLeft = MARGIN - 2;
  drawQr(doc, qrcode, page.token, qrLeft, qrTop, QR_SIZE);

  // Beside the code: the booking code, for whom it is valid, and what to do with it.
  const sideX = qrLeft + QR_SIZE + 8;
  const sideWidth = width - MARGIN - sideX;
  doc
    .font(PDF_FONTS.regular)
    .fontSize(6.5)
    .fillColor(MUTED)
    .text(L.booking.toUpperCase(), sideX, qrTop + 10, {
      width: sideWidth,
      characterSpacing: 0.5,
    });
  doc
    .font(PDF_FONTS.bold)
    .fontSize(12)
    .fillColor(accent)
    .text(t.booking.code, sideX, doc.y + 1.5, { width: sideWidth });
  const validFor = page.traveller ? 1 : t.booking.travellers.length;
  doc
    .font(PDF_FONTS.regular)
    .fontSize(7.5)
    .fillColor(INK)
    .text(L.validFor(validFor), sideX, doc.y + 3, { width: sideWidth });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(L.scan, sideX, doc.y + 8, { width: sideWidth });

  const manualTop = qrTop + QR_SIZE + 4;
  doc
    .font(PDF_FONTS.regular)
    .fontSize(6)
    .fillColor(MUTED)
    .text(L.manual, MARGIN, manualTop, { width: inner, characterSpacing: 0.3 });
  doc
    .font(PDF_FONTS.mono)
    .fontSize(7)
    .fillColor(INK)
    .text(groupedToken(page.token), MARGIN, doc.y + 1.5, { width: inner, lineGap: 1 });

  // Who to call.
  const contact = [t.business.phone, t.business.email].filter(Boolean).join('  ·  ');
  // Below the bottom margin, where pdfkit would otherwise start a new page.
  doc.page.margins.bottom = 0;
  if (contact)
    doc
      .font(PDF_FONTS.regular)
      .fontSize(6.5)
      .fillColor(MUTED)
      .text(contact, MARGIN, doc.page.height - MARGIN - 6, { width: inner, align: 'center', lineBreak: false });
}

/** The token's QR code as filled squares, dark on a white quiet zone, `size` points square. */
function drawQr(doc: PdfDocument, qrcode: typeof QRCodeLib, token: string, x: number, y: number, size: number): void {
  const { modules } = qrcode.create(token, { errorCorrectionLevel: 'M' });
  const count = modules.size + 2 * QUIET_MODULES;
  const cell = size / count;
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      // A hair wider than the cell so neighbouring squares leave no seam at any zoom.
      doc.rect(x + (col + QUIET_MODULES) * cell, y + (row + QUIET_MODULES) * cell, cell + 0.02, cell + 0.02);
    }
  }
  doc.fill('#000000');
}
