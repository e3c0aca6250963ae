// A message rendered from its template: the records read as they are now (booking, invoice, brand, meeting point,
// cancellation terms, the guest's ticket link) and the facts its event carried, laid out as HTML and text; for
// sending, with its attachments (the logo inline, the ticket or invoice PDF).
import type { Booking } from '../bookings/booking-schemas.js';
import type { Invoice } from '../billing/invoice-schemas.js';
import type { MessagePorts } from './ports.js';
import { buildEmail } from './templates/catalogue.js';
import { layOut } from './templates/layout.js';
import type { MessageLocale } from './templates/locale.js';
import type { BookingView, BrandView, Facts, InvoiceView, TemplateKey } from './templates/model.js';
import { STRINGS } from './templates/strings.js';

/** What a message is rendered from. */
export interface RenderRequest {
  workspaceId: string;
  template: TemplateKey;
  locale: MessageLocale;
  bookingId: string | null;
  invoiceId: string | null;
  facts: Facts;
}

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for an inline image the HTML shows (`cid:` URL). */
  cid?: string;
}

export interface Rendered {
  subject: string;
  html: string;
  text: string;
  /** The business's name: the sender's display name. */
  businessName: string;
  replyTo: string | null;
  attachments: Attachment[];
}

const LOGO_CID = 'logo@message';
const TICKETED = new Set(['confirmed', 'completed']);

/** A policy's (sanitised) HTML as plain text: paragraphs and list items on their own lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<\/(p|li|h[1-6]|div|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

const oneLine = (mp: { name: string; address: string | null } | null) =>
  mp ? [mp.name, mp.address].filter(Boolean).join(', ') : null;

function travellersOf(b: Booking): BookingView['travellers'] {
  if (b.units.length > 0) return b.units.map((u) => ({ unit: u.unitKey, quantity: u.quantity }));
  return (
    [
      ['adult', b.pax.adults],
      ['child', b.pax.children],
      ['infant', b.pax.infants],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([unit, quantity]) => ({ unit, quantity }));
}

/** The billing contact's name and email of a booking. */
export function contactOf(billing: Record<string, unknown> | null): { name: string | null; email: string | null } {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const name = [str(billing?.firstName), str(billing?.lastName)].filter(Boolean).join(' ');
  return { name: name || null, email: str(billing?.email) };
}

export class MessageRenderer {
  constructor(private readonly ports: MessagePorts) {}

  /**
   * Renders `r`. `mode: 'send'` embeds the logo as an inline attachment and fetches the ticket or invoice PDF;
   * `'preview'` shows the logo as a data: URL and attaches nothing.
   */
  async render(
    r: RenderRequest,
    mode: 'send' | 'preview',
    db: Parameters<MessagePorts['brand']>[0],
  ): Promise<Rendered> {
    const { ports } = this;
    const settings = await ports.brand(db, r.workspaceId);
    const businessName = settings.businessName ?? (await ports.workspaceName(r.workspaceId)) ?? 'Bookings';
    const attachments: Attachment[] = [];
    const logo = settings.logoFileId ? await ports.logo(r.workspaceId, settings.logoFileId) : null;
    let logoSrc: string | null = null;
    if (logo) {
      const contentType = `image/${logo.type}`;
      if (mode === 'send') {
        logoSrc = `cid:${LOGO_CID}`;
        const filename = `logo.${logo.type === 'png' ? 'png' : 'jpg'}`;
        attachments.push({ filename, contentType, content: logo.bytes, cid: LOGO_CID });
      } else logoSrc = `data:${contentType};base64,${logo.bytes.toString('base64')}`;
    }
    const brand: BrandView = {
      name: businessName,
      address: settings.businessAddress,
      email: settings.businessEmail,
      phone: settings.businessPhone,
      color: settings.brandColor,
      logoSrc,
      timezone: settings.timezone,
    };
    const booking = r.bookingId ? await ports.booking(r.workspaceId, r.bookingId) : null;
    const invoice = r.invoiceId ? await ports.invoice(r.workspaceId, r.invoiceId) : null;
    const bookingView = booking && (await this.bookingView(r, booking));
    const invoiceView = invoice && invoiceViewOf(invoice, booking);
    const email = buildEmail(r.template, {
      locale: r.locale,
      brand,
      booking: bookingView,
      invoice: invoiceView,
      facts: r.facts,
    });
    const s = STRINGS[r.locale];
    const name = r.facts.hold?.guestName ?? bookingView?.guestName ?? invoice?.buyerName ?? null;
    const { html, text } = await layOut({
      lang: r.locale,
      email,
      brand,
      greeting: s.greeting(name),
      contact: s.label.contact,
    });
    if (mode === 'send') attachments.push(...(await this.documents(r, booking)));
    return { subject: email.subject, html, text, businessName, replyTo: settings.businessEmail, attachments };
  }

  private async bookingView(r: RenderRequest, b: Booking): Promise<BookingView> {
    const { ports } = this;
    const terms = await ports.cancellationTerms(r.workspaceId, b.product.id, r.locale);
    return {
      code: b.code,
      productTitle: b.product.title,
      startAt: b.departure.start_at,
      meetingPoint: oneLine(await ports.meetingPoint(r.workspaceId, b.product.id, b.departure.id)),
      guestName: contactOf(b.billing).name,
      travellers: travellersOf(b),
      currency: b.pricing.currency,
      totalMinor: b.pricing.total_minor,
      paidMinor: b.money.paid_minor,
      refundedMinor: b.money.refunded_minor,
      balanceMinor: b.money.balance_minor,
      ticketUrl: TICKETED.has(b.status) ? await ports.guestTicketUrl(r.workspaceId, b.id) : null,
      cancellationTerms: terms ? htmlToText(terms) || null : null,
    };
  }

  /** The PDF a template carries: the ticket of a booking that has one, the invoice. */
  private async documents(r: RenderRequest, booking: Booking | null): Promise<Attachment[]> {
    const pdf = (f: { filename: string; bytes: Buffer }) => ({
      filename: f.filename,
      contentType: 'application/pdf',
      content: f.bytes,
    });
    if (r.template === 'booking_confirmed' && booking && TICKETED.has(booking.status))
      return [pdf(await this.ports.ticketPdf(r.workspaceId, booking.id, r.locale))];
    if (r.template === 'invoice_issued' && r.invoiceId)
      return [pdf(await this.ports.invoicePdf(r.workspaceId, r.invoiceId))];
    return [];
  }
}

function invoiceViewOf(i: Invoice, booking: Booking | null): InvoiceView {
  return {
    number: i.number ?? 'DRAFT',
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    total: i.total,
    currency: i.currency,
    buyerName: i.buyerName,
    bookingCode: booking?.code ?? null,
  };
}
