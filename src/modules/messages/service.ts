// Guest emails. A message is made in the transaction of the change it tells about (an event subscription, the
// outbox): one row and one `message.send` job, under an idempotency key per (template, record, event), so an event
// handled twice makes one message. The job renders the message at its first attempt and stores what it sends
// (subject, HTML, text), then sends it over SMTP; the outcome and the job's end commit together. Without SMTP_URL a
// message is rendered and kept, never sent.
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import { crashPoint } from '../../platform/crash-points.js';
import { bool, json } from '../../platform/db/codecs.js';
import type { Executor, Tx } from '../../platform/db/index.js';
import { AppError, ConflictError, NotFoundError, orNullIfNotFound, ValidationError } from '../../platform/errors.js';
import { ERASED } from '../../platform/personal-data.js';
import type { Event, EventOf } from '../../platform/events.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId, parseId } from '../../platform/ids.js';
import { RetryJobError, retryBackoff, type JobContext, type JobSink, type RetrySchedule } from '../../platform/jobs.js';
import type { DataDeps } from '../../platform/module.js';
import type { Booking } from '../bookings/booking-schemas.js';
import type { SeatsHeld } from '../bookings/ports.js';
import type { Mailer } from './mailer.js';
import type { MessagePorts } from './ports.js';
import { contactOf, type MessageRenderer, type Rendered, type RenderRequest } from './render.js';
import type { Message, MessageWithBody, PreviewBody, TestBody } from './schemas.js';
import {
  FINISHED,
  messagesStore as store,
  type MessageFilters,
  type MessageRow,
  type MessageSortColumn,
} from './store.js';
import { MissingRecordError } from './templates/catalogue.js';
import { formatTime, messageLocale, type MessageLocale } from './templates/locale.js';
import { TEMPLATE_KEYS, type Facts, type HoldFacts, type TemplateKey } from './templates/model.js';
import { STRINGS } from './templates/strings.js';

export const SEND_JOB = 'message.send';
export const HOLD_REMINDER_JOB = 'message.hold-reminder';

export interface SendJob {
  workspaceId: string;
  messageId: string;
}

export interface HoldReminderJob {
  workspaceId: string;
  seatHoldId: string;
  /** The recipient and what the reminder says, as the submission had them. */
  to: string;
  locale: MessageLocale;
  hold: HoldFacts;
}

/** The job queue's own bound (runs cut short by a crash included); MAIL_MAX_ATTEMPTS decides before it. */
const JOB_MAX_ATTEMPTS = 100;
/** The booking fields whose change the guest is told about: what they booked, for when, and its price. */
const SHAPE = new Set([
  'product_id',
  'departure_id',
  'seats',
  'pax_adults',
  'pax_children',
  'pax_infants',
  'units',
  'rooms',
]);
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export interface MessagesDeps extends DataDeps {
  jobs: JobSink;
  config: Pick<Config, 'mailMaxAttempts' | 'mailRetryBaseMs' | 'mailRetryMaxMs'>;
  ports: MessagePorts;
}

/** What makes a message: its template and recipient, the records it is about, and the facts of its event. */
interface MessageSpec {
  template: TemplateKey;
  to: string;
  locale: MessageLocale;
  subject: string;
  bookingId: string | null;
  invoiceId: string | null;
  facts: Facts;
  idempotencyKey: string;
  resendOf?: string;
  test?: boolean;
}

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    template: row.template,
    locale: row.locale,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    lastResponse: row.last_response,
    bookingId: row.booking_id,
    invoiceId: row.invoice_id,
    resendOf: row.resend_of,
    test: bool.read(row.test),
    attachments: json.read(row.attachments),
    createdAt: row.created_at,
    sentAt: row.sent_at,
    updatedAt: row.updated_at,
  };
}

/** The parts a message is sent with, stored at its first attempt; its attachments as the log lists them. */
function partsOf(r: Rendered): Partial<MessageRow> {
  const files = r.attachments.filter((a) => !a.cid); // the inline logo is part of the body
  return {
    subject: r.subject,
    html: r.html,
    text_body: r.text,
    attachments: json.write(
      files.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
    ),
  };
}

/** A booking's recipient, when its billing contact has a usable email. */
function recipientOf(booking: Booking): string | null {
  const email = contactOf(booking.billing).email;
  return email && EMAIL.test(email) ? email : null;
}

/** The subject a booking's message is listed with until it is rendered (the rendered one replaces it). */
function bookingSubject(template: TemplateKey, locale: MessageLocale, b: Booking): string {
  const s = STRINGS[locale];
  switch (template) {
    case 'booking_changed':
      return s.changed.subject(b.code, b.product.title);
    case 'booking_cancelled':
      return s.cancelled.subject(b.code, b.product.title);
    case 'payment_received':
      return s.payment.subject(b.code);
    default:
      return s.confirmed.subject(b.code, b.product.title);
  }
}

export class MessagesService {
  private readonly schedule: RetrySchedule;

  constructor(
    private readonly deps: MessagesDeps,
    private readonly renderer: MessageRenderer,
    private readonly mailer: Mailer,
  ) {
    this.schedule = { baseMs: deps.config.mailRetryBaseMs, maxMs: deps.config.mailRetryMaxMs };
  }

  /** Writes the message and its job in `tx`, unless its idempotency key made one already; true when it did. */
  private async queue(tx: Tx, workspaceId: string, spec: MessageSpec, id = newId('msg')): Promise<MessageRow | null> {
    const now = clock.iso();
    const row: MessageRow = {
      id,
      workspace_id: workspaceId,
      template: spec.template,
      locale: spec.locale,
      to_address: spec.to,
      subject: spec.subject,
      html: null,
      text_body: null,
      status: 'queued',
      attempts: 0,
      last_response: null,
      booking_id: spec.bookingId,
      invoice_id: spec.invoiceId,
      resend_of: spec.resendOf ?? null,
      test: bool.write(spec.test ?? false),
      facts: json.write(spec.facts),
      attachments: json.write([]),
      idempotency_key: spec.idempotencyKey,
      created_at: now,
      sent_at: null,
      updated_at: now,
    };
    if (!(await store.insertOnce(tx, row))) return null;
    await this.deps.jobs.enqueue(
      tx,
      SEND_JOB,
      { workspaceId, messageId: row.id },
      { workspaceId, maxAttempts: JOB_MAX_ATTEMPTS },
    );
    return row;
  }

  /** A booking's message for an event, to its billing email (none: no message). */
  private async queueForBooking(tx: Tx, event: Event, template: TemplateKey, booking: Booking, facts: Facts = {}) {
    const to = recipientOf(booking);
    if (!to) return;
    const locale = messageLocale(booking.language);
    await this.queue(tx, event.workspace_id, {
      template,
      to,
      locale,
      subject: bookingSubject(template, locale, booking),
      bookingId: booking.id,
      invoiceId: null,
      facts,
      idempotencyKey: `${template}:${booking.id}:${event.id}`,
    });
  }

  /** The outbox subscription: the events that tell a guest something, each in its own transaction. */
  async onEvent(
    tx: Tx,
    event: EventOf<
      'booking.confirmed' | 'booking.updated' | 'booking.cancelled' | 'payment.succeeded' | 'invoice.issued'
    >,
  ): Promise<void> {
    switch (event.type) {
      case 'booking.confirmed':
        return this.queueForBooking(tx, event, 'booking_confirmed', event.data.booking);
      case 'booking.updated': {
        // What was booked changed (units, travellers, departure, product) for a booking the guest holds a
        // confirmation of; a note, a contact or a status is not the guest's news (a status has its own events).
        const { booking, changes } = event.data;
        const shape = changes.filter((c) => SHAPE.has(c));
        if (booking.status !== 'confirmed' || shape.length === 0) return;
        return this.queueForBooking(tx, event, 'booking_changed', booking, { changes: shape });
      }
      case 'booking.cancelled': {
        // A guest who was told nothing yet (a hold never confirmed nor paid) is not told of its end either.
        const { booking } = event.data;
        if (booking.confirmed_at === null && booking.money.paid_minor === 0) return;
        return this.queueForBooking(tx, event, 'booking_cancelled', booking);
      }
      case 'payment.succeeded': {
        // The payment that confirms its booking is told by the confirmation (it shows what was paid).
        const { booking, movement } = event.data;
        if (booking.confirmed_at !== null && booking.confirmed_at === movement.created_at) return;
        return this.queueForBooking(tx, event, 'payment_received', booking, {
          payment: { amountMinor: movement.amount_minor, currency: movement.currency, method: movement.method },
        });
      }
      case 'invoice.issued':
        return this.onInvoiceIssued(tx, event);
    }
  }

  /**
   * The booking an invoice names, or null: an invoice may name a booking id that does not exist (the billing API
   * takes any), and a message must never fail the change that makes it.
   */
  private async bookingOf(workspaceId: string, bookingId: string | null, db?: Executor): Promise<Booking | null> {
    return bookingId ? orNullIfNotFound(this.deps.ports.booking(workspaceId, bookingId, db)) : null;
  }

  private async onInvoiceIssued(tx: Tx, event: Event<'invoice.issued'>): Promise<void> {
    const invoice = event.data;
    const to = invoice.buyerEmail;
    if (!to || !EMAIL.test(to) || !invoice.number) return;
    const booking = await this.bookingOf(event.workspace_id, invoice.bookingId, tx);
    const locale = messageLocale(booking?.language);
    const s = STRINGS[locale];
    // Listed with this until its first attempt renders it (which names the workspace when the brand does not).
    const business = (await this.deps.ports.brand(tx, event.workspace_id)).businessName;
    const subject = business ? s.invoice.subject(invoice.number, business) : `${s.label.invoice} ${invoice.number}`;
    await this.queue(tx, event.workspace_id, {
      template: 'invoice_issued',
      to,
      locale,
      subject,
      bookingId: booking?.id ?? null,
      invoiceId: invoice.id,
      facts: {},
      idempotencyKey: `invoice_issued:${invoice.id}:${event.id}`,
    });
  }

  /**
   * In the wizard submission's transaction: schedules the reminder of a seat hold about to lapse, 15 minutes before
   * its end (half way, for a hold shorter than 30 minutes), for a customer with an email.
   */
  async seatsHeld(tx: Tx, workspaceId: string, held: SeatsHeld): Promise<void> {
    const { email, name, language } = held.guest;
    if (!email || !EMAIL.test(email)) return;
    const end = Date.parse(held.expiresAt);
    const lead = Math.min(15 * 60_000, (end - Date.parse(held.heldAt)) / 2);
    const hold: HoldFacts = {
      code: held.code,
      productTitle: held.productTitle,
      startAt: held.startAt,
      expiresAt: held.expiresAt,
      seats: held.seats,
      totalMinor: held.totalMinor,
      currency: held.currency,
      guestName: name,
    };
    await this.deps.jobs.enqueue(
      tx,
      HOLD_REMINDER_JOB,
      { workspaceId, seatHoldId: held.seatHoldId, to: email, locale: messageLocale(language), hold },
      { workspaceId, runAt: new Date(end - lead) },
    );
  }

  /** The reminder job: a message only while the hold still holds its seats, unpaid. */
  async remindHold(job: HoldReminderJob): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.ports.holdAwaitingPayment(tx, job.workspaceId, job.seatHoldId))) return;
      const until = job.hold.expiresAt;
      const brand = await this.deps.ports.brand(tx, job.workspaceId);
      const time = formatTime(job.locale, until, brand.timezone);
      await this.queue(tx, job.workspaceId, {
        template: 'hold_expiring',
        to: job.to,
        locale: job.locale,
        subject: STRINGS[job.locale].hold.subject(job.hold.productTitle, time),
        bookingId: null,
        invoiceId: null,
        facts: { hold: job.hold },
        idempotencyKey: `hold_expiring:${job.seatHoldId}`,
      });
    });
  }

  private requestOf(row: MessageRow): RenderRequest {
    return {
      workspaceId: row.workspace_id,
      template: row.template as TemplateKey,
      locale: row.locale as MessageLocale,
      bookingId: row.booking_id,
      invoiceId: row.invoice_id,
      facts: json.read<Facts>(row.facts),
    };
  }

  /**
   * The send job: one attempt. Renders (and at the first attempt stores) the message, counts the attempt, sends,
   * and records the answer with the job's end in one transaction: 2xx sent, 5xx failed at once, 4xx or no answer
   * retried with backoff until MAIL_MAX_ATTEMPTS. A message already sent, failed or kept is never sent again.
   */
  async send(job: SendJob, ctx: Pick<JobContext, 'complete'>): Promise<void> {
    const { workspaceId, messageId } = job;
    const row = await store.get(this.deps.db.kysely, workspaceId, messageId);
    if (!row || FINISHED.includes(row.status)) return;
    const end = (patch: Partial<MessageRow>) =>
      this.deps.db.transaction(async (tx) => {
        await store.update(tx, workspaceId, messageId, { ...patch, updated_at: clock.iso() });
        await ctx.complete(tx);
      });
    let rendered: Rendered;
    try {
      rendered = await this.renderer.render(this.requestOf(row), 'send', this.deps.db.kysely);
    } catch (err) {
      // The record is gone or no longer fits the template: nothing to send, ever.
      if (err instanceof MissingRecordError || (err instanceof AppError && err.statusCode === 404))
        return end({ status: 'failed', last_response: `not rendered: ${err.message}` });
      throw err;
    }
    // The first attempt's rendering is what every attempt sends (and what the log shows).
    const parts: Partial<MessageRow> = row.html === null ? partsOf(rendered) : {};
    if (this.mailer.delivery === 'kept') return end({ ...parts, status: 'kept' });
    const sent = { ...row, ...parts };
    const attempt = Number(row.attempts) + 1;
    // Counted before sending: an attempt cut short by a crash still counts.
    await store.update(this.deps.db.kysely, workspaceId, messageId, {
      ...parts,
      status: 'sending',
      attempts: attempt,
      updated_at: clock.iso(),
    });
    crashPoint('messages.before-send');
    const outcome = await this.mailer.send({
      from: { name: rendered.businessName, address: this.mailer.fromAddress },
      replyTo: rendered.replyTo,
      to: sent.to_address,
      subject: sent.subject,
      html: sent.html ?? '',
      text: sent.text_body ?? '',
      messageId: `<${row.id}@${this.mailer.domain}>`,
      attachments: rendered.attachments,
    });
    crashPoint('messages.after-send');
    if (outcome.kind === 'sent') return end({ status: 'sent', sent_at: clock.iso(), last_response: outcome.response });
    if (outcome.kind === 'failed') return end({ status: 'failed', last_response: outcome.response });
    if (attempt >= this.deps.config.mailMaxAttempts)
      return end({ status: 'failed', last_response: `gave up after ${attempt} attempts: ${outcome.response}` });
    await store.update(this.deps.db.kysely, workspaceId, messageId, {
      status: 'queued',
      last_response: outcome.response,
      updated_at: clock.iso(),
    });
    throw new RetryJobError(outcome.response, retryBackoff(attempt, this.schedule));
  }

  async list(workspaceId: string, filters: MessageFilters, sort: Sort<MessageSortColumn>, page: Page) {
    const f = {
      ...filters,
      bookingId: filters.bookingId && parseId(filters.bookingId, 'book', 'bookingId', { aliases: ['bkg', 'bk'] }),
    };
    const { rows, total } = await store.list(this.deps.db.kysely, workspaceId, f, sort, page);
    return { items: rows.map(toMessage), total };
  }

  private async row(db: Executor, workspaceId: string, id: string): Promise<MessageRow> {
    const row = await store.get(db, workspaceId, parseId(id, 'msg', 'id'));
    if (!row) throw new NotFoundError('Message');
    return row;
  }

  async get(workspaceId: string, id: string): Promise<MessageWithBody> {
    const row = await this.row(this.deps.db.kysely, workspaceId, id);
    return { ...toMessage(row), html: row.html, text: row.text_body };
  }

  /** A new message with the same template, recipient and records, rendered afresh (`resendOf` names the old one). */
  async resend(workspaceId: string, id: string): Promise<Message> {
    return this.deps.db.transaction(async (tx) => {
      const old = await this.row(tx, workspaceId, id);
      if (old.to_address === ERASED)
        throw new ConflictError('MESSAGE_RECIPIENT_ERASED', 'The recipient’s personal data was erased');
      const newIdValue = newId('msg');
      const row = await this.queue(
        tx,
        workspaceId,
        {
          template: old.template as TemplateKey,
          to: old.to_address,
          locale: old.locale as MessageLocale,
          subject: old.subject,
          bookingId: old.booking_id,
          invoiceId: old.invoice_id,
          facts: json.read<Facts>(old.facts),
          idempotencyKey: `resend:${newIdValue}`,
          resendOf: old.id,
          test: bool.read(old.test),
        },
        newIdValue,
      );
      return toMessage(row!);
    });
  }

  settings() {
    return {
      delivery: this.mailer.delivery,
      from: this.mailer.fromAddress,
      dkim: this.mailer.dkim !== null,
      templates: TEMPLATE_KEYS.map((key) => ({ key, ...STRINGS.en.names[key] })),
    };
  }

  /**
   * What a template says for a real booking or invoice of the workspace (404 for another's), and who it would go
   * to. The hold reminder is shown with the booking's seats and price.
   */
  async preview(workspaceId: string, body: PreviewBody) {
    const { request, to } = await this.requestFor(workspaceId, body);
    const r = await this.renderer.render(request, 'preview', this.deps.db.kysely);
    return { subject: r.subject, html: r.html, text: r.text, locale: request.locale, to };
  }

  /** A test of a template with a real record, sent to `to` through the same job (marked `test`). */
  async sendTest(workspaceId: string, body: TestBody): Promise<Message> {
    const { request } = await this.requestFor(workspaceId, body);
    const r = await this.renderer.render(request, 'preview', this.deps.db.kysely);
    return this.deps.db.transaction(async (tx) => {
      const id = newId('msg');
      const row = await this.queue(
        tx,
        workspaceId,
        {
          template: request.template,
          to: body.to,
          locale: request.locale,
          subject: r.subject,
          bookingId: request.bookingId,
          invoiceId: request.invoiceId,
          facts: request.facts,
          idempotencyKey: `test:${id}`,
          test: true,
        },
        id,
      );
      return toMessage(row!);
    });
  }

  private async requestFor(
    workspaceId: string,
    body: PreviewBody,
  ): Promise<{ request: RenderRequest; to: string | null }> {
    const template = body.template;
    const { ports } = this.deps;
    if (template === 'invoice_issued') {
      if (!body.invoiceId) throw new ValidationError('invoiceId', 'is required for the invoice_issued template');
      const invoice = await ports.invoice(workspaceId, body.invoiceId);
      const booking = await this.bookingOf(workspaceId, invoice.bookingId);
      return {
        request: {
          workspaceId,
          template,
          locale: body.locale ?? messageLocale(booking?.language),
          bookingId: booking?.id ?? null,
          invoiceId: invoice.id,
          facts: {},
        },
        to: invoice.buyerEmail,
      };
    }
    if (!body.bookingId) throw new ValidationError('bookingId', `is required for the ${template} template`);
    const booking = await ports.booking(workspaceId, body.bookingId);
    const hold: HoldFacts | undefined =
      template === 'hold_expiring'
        ? {
            code: booking.code,
            productTitle: booking.product.title,
            startAt: booking.departure.start_at,
            expiresAt: booking.hold_expires_at ?? clock.iso(clock.nowMs() + 15 * 60_000),
            seats: booking.seats,
            totalMinor: booking.pricing.total_minor,
            currency: booking.pricing.currency,
            guestName: contactOf(booking.billing).name,
          }
        : undefined;
    return {
      request: {
        workspaceId,
        template,
        locale: body.locale ?? messageLocale(booking.language),
        bookingId: booking.id,
        invoiceId: null,
        facts: hold ? { hold } : {},
      },
      to: recipientOf(booking),
    };
  }
}
