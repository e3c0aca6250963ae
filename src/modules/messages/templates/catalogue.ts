// Each template: what it says, from the records as they are when it is rendered and the facts its event carried.
import { toMinorUnits } from '../../../platform/money.js';
import { formatDateTime, formatDay, formatMoney, formatTime } from './locale.js';
import type { BookingView, Email, TemplateInput, TemplateKey } from './model.js';
import { STRINGS, type Strings } from './strings.js';

/** A template that needs a record the input lacks: the caller asked for it with the wrong one. */
export class MissingRecordError extends Error {}

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new MissingRecordError(`this template needs a ${what}`);
  return value;
}

function travellersLine(s: Strings, b: BookingView): string {
  return b.travellers
    .map(({ unit, quantity }) => `${quantity} × ${s.units[unit] ?? unit.charAt(0).toUpperCase() + unit.slice(1)}`)
    .join(', ');
}

/** The booking's rows: code, tour, departure, travellers, and its money. */
function bookingDetails(input: TemplateInput, b: BookingView, money: 'totals' | 'none' = 'totals') {
  const { locale, brand } = input;
  const s = STRINGS[locale];
  const m = (minor: number) => formatMoney(locale, minor, b.currency);
  const rows = [
    { label: s.label.code, value: b.code },
    { label: s.label.product, value: b.productTitle },
    ...(b.startAt ? [{ label: s.label.departure, value: formatDateTime(locale, b.startAt, brand.timezone) }] : []),
    ...(b.travellers.length ? [{ label: s.label.travellers, value: travellersLine(s, b) }] : []),
  ];
  if (money === 'totals') {
    rows.push({ label: s.label.total, value: m(b.totalMinor) });
    if (b.paidMinor > 0) rows.push({ label: s.label.paid, value: m(b.paidMinor) });
    if (b.balanceMinor > 0) rows.push({ label: s.label.balance, value: m(b.balanceMinor) });
  }
  return rows;
}

/** Meeting point and cancellation terms, where the booking has them. */
function bookingSections(s: Strings, b: BookingView) {
  return [
    ...(b.meetingPoint ? [{ title: s.label.meetingPoint, body: b.meetingPoint }] : []),
    ...(b.cancellationTerms ? [{ title: s.label.cancellation, body: b.cancellationTerms }] : []),
  ];
}

const ticketButton = (s: Strings, b: BookingView) =>
  b.ticketUrl ? { label: s.label.viewTicket, url: b.ticketUrl } : null;

type Build = (input: TemplateInput) => Email;

/** The booking fields a change names, as the guest reads them (the detail row each shows in). */
const CHANGED_ROW: Record<string, keyof Strings['label']> = {
  product_id: 'product',
  departure_id: 'departure',
  seats: 'travellers',
  pax_adults: 'travellers',
  pax_children: 'travellers',
  pax_infants: 'travellers',
  units: 'travellers',
  rooms: 'travellers',
};

/** "What changed: Departure and Travellers." for a change that names what it changed. */
function changedLine(input: TemplateInput, words: Strings['confirmed']): string[] {
  const s = STRINGS[input.locale];
  const rows = [...new Set((input.facts.changes ?? []).map((c) => CHANGED_ROW[c]).filter((r) => r !== undefined))];
  if (!words.what || rows.length === 0) return [];
  const list = new Intl.ListFormat(input.locale, { type: 'conjunction' });
  return [words.what(list.format(rows.map((r) => s.label[r].toLocaleLowerCase(input.locale))))];
}

/** A confirmation or a change: the booking as it is now, its ticket link, meeting point and terms. */
function bookingNews(input: TemplateInput, words: Strings['confirmed'], ticketLine: boolean): Email {
  const s = STRINGS[input.locale];
  const b = need(input.booking, 'booking');
  return {
    subject: words.subject(b.code, b.productTitle),
    preheader: words.intro,
    heading: words.heading,
    intro: [words.intro, ...changedLine(input, words), ...(ticketLine ? [words.ticket] : [])],
    details: bookingDetails(input, b),
    button: ticketButton(s, b),
    sections: bookingSections(s, b),
    closing: s.closing(input.brand.name),
  };
}

const BUILD: Record<TemplateKey, Build> = {
  booking_confirmed: (input) => bookingNews(input, STRINGS[input.locale].confirmed, true),
  booking_changed: (input) => bookingNews(input, STRINGS[input.locale].changed, Boolean(input.booking?.ticketUrl)),
  booking_cancelled(input) {
    const { locale } = input;
    const s = STRINGS[locale];
    const b = need(input.booking, 'booking');
    const m = (minor: number) => formatMoney(locale, minor, b.currency);
    const held = b.paidMinor - b.refundedMinor;
    const refund = [
      ...(b.refundedMinor > 0 ? [s.cancelled.refunded(m(b.refundedMinor))] : []),
      ...(held > 0 ? [s.cancelled.pending(m(held))] : []),
      ...(b.paidMinor === 0 ? [s.cancelled.nothing] : []),
    ].join(' ');
    const details = bookingDetails(input, b, 'none');
    if (b.paidMinor > 0) details.push({ label: s.label.paid, value: m(b.paidMinor) });
    if (b.refundedMinor > 0) details.push({ label: s.label.refunded, value: m(b.refundedMinor) });
    if (held > 0) details.push({ label: s.label.toRefund, value: m(held) });
    return {
      subject: s.cancelled.subject(b.code, b.productTitle),
      preheader: s.cancelled.intro,
      heading: s.cancelled.heading,
      intro: [s.cancelled.intro],
      details,
      button: null,
      sections: [
        { title: s.label.refund, body: refund },
        ...(b.cancellationTerms ? [{ title: s.label.cancellation, body: b.cancellationTerms }] : []),
      ],
      closing: s.closing(input.brand.name),
    };
  },
  payment_received(input) {
    const { locale } = input;
    const s = STRINGS[locale];
    const b = need(input.booking, 'booking');
    const p = input.facts.payment ?? { amountMinor: b.paidMinor, currency: b.currency, method: null };
    const amount = formatMoney(locale, p.amountMinor, p.currency);
    return {
      subject: s.payment.subject(b.code),
      preheader: s.payment.intro(amount),
      heading: s.payment.heading,
      intro: [s.payment.intro(amount), ...(b.balanceMinor <= 0 ? [s.payment.settled] : [])],
      details: [{ label: s.label.amount, value: amount }, ...bookingDetails(input, b)],
      button: ticketButton(s, b),
      sections: [],
      closing: s.closing(input.brand.name),
    };
  },
  invoice_issued(input) {
    const { locale, brand } = input;
    const s = STRINGS[locale];
    const inv = need(input.invoice, 'invoice');
    const minor = toMinorUnits(Number(inv.total), inv.currency);
    const total = minor === null ? `${inv.total} ${inv.currency}` : formatMoney(locale, minor, inv.currency);
    return {
      subject: s.invoice.subject(inv.number, brand.name),
      preheader: s.invoice.intro(inv.number),
      heading: s.invoice.heading,
      intro: [s.invoice.intro(inv.number)],
      details: [
        { label: s.label.invoice, value: inv.number },
        ...(inv.bookingCode ? [{ label: s.label.code, value: inv.bookingCode }] : []),
        { label: s.label.issued, value: formatDay(locale, inv.issueDate) },
        { label: s.label.due, value: formatDay(locale, inv.dueDate) },
        { label: s.label.total, value: total },
      ],
      button: null,
      sections: [],
      closing: s.closing(brand.name),
    };
  },
  hold_expiring(input) {
    const { locale, brand } = input;
    const s = STRINGS[locale];
    const h = need(input.facts.hold, 'seat hold');
    const until = formatDateTime(locale, h.expiresAt, brand.timezone);
    return {
      subject: s.hold.subject(h.productTitle, formatTime(locale, h.expiresAt, brand.timezone)),
      preheader: s.hold.intro(until),
      heading: s.hold.heading,
      intro: [s.hold.intro(until), s.hold.after],
      details: [
        { label: s.label.product, value: h.productTitle },
        ...(h.startAt ? [{ label: s.label.departure, value: formatDateTime(locale, h.startAt, brand.timezone) }] : []),
        { label: s.label.seats, value: String(h.seats) },
        { label: s.label.total, value: formatMoney(locale, h.totalMinor, h.currency) },
        { label: s.label.heldUntil, value: until },
      ],
      button: null,
      sections: [],
      closing: s.closing(brand.name),
    };
  },
};

export function buildEmail(template: TemplateKey, input: TemplateInput): Email {
  return BUILD[template](input);
}
