// What a template is made from (the records as they are when it is rendered, and the facts its event carried) and
// what it makes: one structure that the layout turns into MJML (HTML) and into the plain-text part.
import type { MessageLocale } from './locale.js';

export const TEMPLATE_KEYS = [
  'booking_confirmed',
  'booking_changed',
  'booking_cancelled',
  'payment_received',
  'invoice_issued',
  'hold_expiring',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** The business as its emails show it (the workspace's brand settings). */
export interface BrandView {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  /** `#rrggbb` */
  color: string;
  /** The logo's image source: `cid:…` in a sent email, a data: URL in a preview. */
  logoSrc: string | null;
  /** The workspace's IANA time zone: departures and hold ends are shown in it. */
  timezone: string;
}

export interface BookingView {
  code: string;
  productTitle: string;
  startAt: string | null;
  meetingPoint: string | null;
  guestName: string | null;
  travellers: Array<{ unit: string; quantity: number }>;
  currency: string;
  totalMinor: number;
  paidMinor: number;
  refundedMinor: number;
  balanceMinor: number;
  /** The guest's link to their ticket (a signed URL); null where the booking has none. */
  ticketUrl: string | null;
  /** The product's cancellation terms as plain text (the policies area), in the message's language if it has them. */
  cancellationTerms: string | null;
}

export interface InvoiceView {
  number: string;
  issueDate: string;
  dueDate: string;
  /** Decimal major units, as invoices keep them (`"980.00"`). */
  total: string;
  currency: string;
  buyerName: string | null;
  bookingCode: string | null;
}

/** A wizard customer's seat hold, as it was when the reminder was scheduled. */
export interface HoldFacts {
  code: string;
  productTitle: string;
  startAt: string | null;
  expiresAt: string;
  seats: number;
  totalMinor: number;
  currency: string;
  guestName: string | null;
}

/** What the event knew that the records do not keep. */
export interface Facts {
  /** booking_changed: the fields the change named. */
  changes?: string[];
  /** payment_received: the payment. */
  payment?: { amountMinor: number; currency: string; method: string | null };
  /** hold_expiring */
  hold?: HoldFacts;
}

export interface TemplateInput {
  locale: MessageLocale;
  brand: BrandView;
  booking: BookingView | null;
  invoice: InvoiceView | null;
  facts: Facts;
}

/** An email's content, before layout. */
export interface Email {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  intro: string[];
  details: Array<{ label: string; value: string }>;
  button: { label: string; url: string } | null;
  sections: Array<{ title: string; body: string }>;
  closing: string;
}
