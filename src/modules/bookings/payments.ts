// Payments: the provider's inbound notification (audited first, then address allow-list and signature, then the
// payment session's state machine) and the workflow that turns a confirmed payment into a confirmed, invoiced and
// contracted booking, exactly once however often the notification arrives or the job runs.
import type { Platform } from '../../platform/index.js';
import { clock } from '../../platform/clock.js';
import { bool, json } from '../../platform/db/codecs.js';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { BookingPorts } from './ports.js';
import { toMinor } from './rules.js';
import { toBooking, type BookingsService, type PreparedBooking } from './service.js';
import { paymentsStore, wizardStore, type BookingRow, type PaymentSessionRow } from './store.js';
import { IpAllowList, verifierFromConfig, type NotifyHeaders, type NotifyVerifier } from './verifiers.js';
import { toPaymentView } from './wizard.js';

export const PAYMENT_WORKFLOW_JOB = 'bookings.payment.workflow';

/** Provider payment statuses that mean the money was taken (3 paid, 5 confirmed). */
const SUCCESS_STATUSES = new Set([3, 5]);

/** Headers that are never written to the audit log. */
const UNSTORED_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

interface NotifyRequest {
  raw: Buffer;
  headers: NotifyHeaders;
  ip: string;
}

interface ParsedNotification {
  orderId: string;
  status: number;
  providerPaymentId: string | null;
  amount: number | null;
  currency: string | null;
  message: string | null;
}

class NotifyRejected extends AppError {
  constructor() {
    super(401, 'Unauthorized');
  }
}

/** Text as PostgreSQL can store it (no NUL characters). */
function storable(text: string): string {
  return text.replaceAll('\u0000', '');
}

function parseNotification(raw: Buffer): ParsedNotification {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ValidationError('body', 'must be a JSON object', 'Invalid JSON body');
  }
  const obj = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  const root = obj(body);
  const order = obj(root?.order);
  const payment = obj(root?.payment);
  const orderId = order?.orderID;
  if (typeof orderId !== 'string' || !/^[\x21-\x7e]{1,128}$/.test(orderId)) throw new ValidationError('order.orderID', 'is required (printable ASCII, at most 128 characters)');
  const status = payment?.status;
  if (!Number.isInteger(status)) throw new ValidationError('payment.status', 'is required (an integer)');
  const ntp = payment?.ntpID;
  const amount = payment?.amount;
  if (amount !== undefined && amount !== null && (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0)) {
    throw new ValidationError('payment.amount', 'must be a non-negative number');
  }
  const currency = payment?.currency;
  if (currency !== undefined && currency !== null && (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))) {
    throw new ValidationError('payment.currency', 'must be an ISO 4217 code');
  }
  const message = payment?.message;
  return {
    orderId,
    status: status as number,
    providerPaymentId: typeof ntp === 'string' || typeof ntp === 'number' ? storable(String(ntp)).slice(0, 128) : null,
    amount: typeof amount === 'number' ? amount : null,
    currency: typeof currency === 'string' ? currency : null,
    message: typeof message === 'string' ? storable(message).slice(0, 1000) : null,
  };
}

function auditHeaders(headers: NotifyHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !UNSTORED_HEADERS.has(k.toLowerCase())) out[k] = v;
  return out;
}

function paymentEvent(ps: PaymentSessionRow, extra: Record<string, unknown> = {}) {
  return { payment: toPaymentView(ps), order_id: ps.order_id, wizard_session_id: ps.wizard_session_id, provider_payment_id: ps.provider_payment_id, provider_status: ps.provider_status, message: ps.provider_message, ...extra };
}

export class PaymentsService {
  private readonly allowList: IpAllowList;
  readonly verifier: NotifyVerifier;

  constructor(
    private readonly p: Platform,
    private readonly bookings: BookingsService,
    private readonly ports: BookingPorts,
    verifier?: NotifyVerifier,
  ) {
    this.allowList = new IpAllowList(p.config.paymentNotifyAllowedIps);
    this.verifier = verifier ?? verifierFromConfig(p.config);
  }

  /**
   * The provider's notification. The payload is stored before anything is checked; a refused address or
   * signature answers 401 and changes nothing else. A repeat of a notification already applied is accepted
   * and changes nothing.
   */
  async notify(req: NotifyRequest): Promise<{ ok: true }> {
    const now = clock.iso();
    const text = req.raw.toString('utf8');
    // Stored as text when it is UTF-8 that PostgreSQL can hold (no NUL), else base64.
    const utf8 = !text.includes('\u0000') && Buffer.from(text, 'utf8').equals(req.raw);
    const auditId = newId('pntf');
    await paymentsStore.insertNotification(this.p.db.kysely, {
      id: auditId,
      workspace_id: null,
      received_at: now,
      source_ip: req.ip,
      headers: json.write(auditHeaders(req.headers)),
      raw_body: utf8 ? text : req.raw.toString('base64'),
      body_encoding: utf8 ? 'utf8' : 'base64',
      verifier: this.verifier.name,
      verdict: 'received',
      order_id: null,
      provider_status: null,
      payment_session_id: null,
      updated_at: now,
    });
    const verdict = (v: string, extra: Partial<{ order_id: string; provider_status: number; workspace_id: string; payment_session_id: string }> = {}) =>
      paymentsStore.updateNotification(this.p.db.kysely, auditId, { verdict: v, ...extra, updated_at: clock.iso() });

    if (!this.allowList.allows(req.ip)) {
      await verdict('rejected_ip');
      throw new NotifyRejected();
    }
    if (!(await this.verifier.verify(req.raw, req.headers))) {
      await verdict('rejected_signature');
      throw new NotifyRejected();
    }
    let n: ParsedNotification;
    try {
      n = parseNotification(req.raw);
    } catch (err) {
      await verdict('invalid_payload');
      throw err;
    }

    const outcome = await this.p.db.transaction(async (tx) => {
      const ps = await paymentsStore.byOrderForUpdate(tx, this.p.db.dialect, n.orderId);
      if (!ps) return null;
      const ws = ps.workspace_id;
      let result: string;
      if (ps.status !== 'awaiting_payment') {
        result = 'duplicate';
      } else if (SUCCESS_STATUSES.has(n.status)) {
        const patch: Partial<PaymentSessionRow> = {
          status: 'confirmed',
          provider_payment_id: n.providerPaymentId,
          provider_status: n.status,
          provider_message: n.message,
          paid_amount_minor: n.amount === null ? null : toMinor(n.amount, n.currency ?? ps.currency),
          paid_currency: n.currency,
          workflow_status: 'queued',
          confirmed_at: clock.iso(),
          updated_at: clock.iso(),
        };
        await paymentsStore.transition(tx, ws, ps.id, 'awaiting_payment', patch);
        await this.p.jobs.enqueue(tx, PAYMENT_WORKFLOW_JOB, { workspaceId: ws, paymentSessionId: ps.id }, { workspaceId: ws });
        result = 'confirmed';
      } else {
        const patch: Partial<PaymentSessionRow> = {
          status: 'failed',
          provider_payment_id: n.providerPaymentId,
          provider_status: n.status,
          provider_message: n.message,
          paid_currency: n.currency,
          failed_at: clock.iso(),
          updated_at: clock.iso(),
        };
        await paymentsStore.transition(tx, ws, ps.id, 'awaiting_payment', patch);
        const failed = { ...ps, ...patch };
        const booking = await this.linkedBooking(tx, ws, ps);
        const data = paymentEvent(failed, { booking_id: booking?.id ?? null });
        await this.p.outbox.emit(tx, ws, 'booking.payment.failed', { ...data, booking: booking ? toBooking(booking) : null });
        await this.p.outbox.emit(tx, ws, 'payment.failed', data);
        result = 'failed';
      }
      await paymentsStore.updateNotification(tx, auditId, { verdict: result, workspace_id: ws, order_id: n.orderId, provider_status: n.status, payment_session_id: ps.id, updated_at: clock.iso() });
      return result;
    });
    if (outcome === null) {
      await verdict('unknown_order', { order_id: n.orderId, provider_status: n.status });
      throw new NotFoundError('Order');
    }
    return { ok: true };
  }

  private async linkedBooking(tx: Parameters<BookingsService['getRowForUpdate']>[0], ws: string, ps: PaymentSessionRow): Promise<BookingRow | undefined> {
    if (ps.booking_id) return this.bookings.getRowForUpdate(tx, ws, ps.booking_id);
    const session = await wizardStore.get(tx, ws, ps.wizard_session_id);
    return session?.booking_id ? this.bookings.getRowForUpdate(tx, ws, session.booking_id) : undefined;
  }

  /**
   * The workflow of a confirmed payment, in one transaction guarded by the payment session's state: the booking
   * (the committed one, or a new one from the snapshot), confirmed and paid, its invoice issued and a contract
   * number allocated, and its four events. A second run finds the session done and does nothing.
   */
  async runWorkflow(workspaceId: string, paymentSessionId: string): Promise<void> {
    await this.p.db.transaction(async (tx) => {
      const ps = await paymentsStore.getForUpdate(tx, this.p.db.dialect, workspaceId, paymentSessionId);
      if (!ps || ps.status !== 'confirmed' || ps.workflow_status === 'done') return;
      const session = await wizardStore.getForUpdate(tx, this.p.db.dialect, workspaceId, ps.wizard_session_id);
      const snapshot = json.read<PreparedBooking>(ps.snapshot);
      const now = clock.iso();

      let row = session?.booking_id ? await this.bookings.getRowForUpdate(tx, workspaceId, session.booking_id) : undefined;
      if (!row) {
        // Seats may be gone since the submission: the booking is then kept without seats and flagged.
        row = await this.bookings.insertPrepared(tx, workspaceId, snapshot, { source: 'payment', onNoSeats: 'flag', wizardSessionId: ps.wizard_session_id, paymentSessionId: ps.id });
        if (session) await wizardStore.update(tx, workspaceId, session.id, session.version, { booking_id: row.id, version: session.version + 1, updated_at: now });
      }

      const paid = ps.paid_amount_minor === null ? Number(row.total_minor) : Number(ps.paid_amount_minor);
      const paidCurrency = ps.paid_currency ?? ps.currency;
      const coversTotal = paidCurrency === row.currency && paid >= Number(row.total_minor);
      const patch: Partial<BookingRow> = { payment_status: coversTotal ? 'paid' : 'partial', payment_session_id: ps.id };
      let attention: { reason: string; message: string } | null = null;
      let confirmedNow = false;

      if (row.status === 'cancelled') {
        attention = { reason: 'paid_after_cancellation', message: 'a payment was confirmed for a cancelled booking' };
      } else if (!bool.read(row.seats_held)) {
        // Flagged when it was created (booking.attention_required already sent): paid, waiting for a decision.
      } else if (!coversTotal) {
        attention = { reason: 'payment_amount_mismatch', message: `the provider confirmed ${paid} ${paidCurrency} (minor units) for a total of ${row.total_minor} ${row.currency}` };
      } else {
        const booking = toBooking(row);
        const invoice = await this.ports.billing.issueBookingInvoice(tx, workspaceId, {
          bookingId: row.id,
          bookingCode: row.code,
          currency: row.currency,
          totalMinor: Number(row.total_minor),
          description: `${booking.product.title}${booking.departure.start_at ? ` — departure ${booking.departure.start_at.slice(0, 10)}` : ''} (${row.code})`,
          buyer: buyerOf(booking.billing),
        });
        const contract = await this.ports.billing.allocateContractNumber(tx, workspaceId, { bookingId: row.id });
        patch.invoice_id = invoice.id;
        patch.contract_number = contract?.number ?? null;
        if (!contract) attention = { reason: 'contract_series_missing', message: 'the workspace has no default contract series: allocate the contract number by hand' };
        if (row.status === 'pending') {
          patch.status = 'confirmed';
          patch.confirmed_at = now;
          confirmedNow = true;
        }
      }
      if (attention) {
        patch.attention_required = bool.write(true);
        patch.attention_reason = attention.reason;
      }
      await this.bookings.patchRow(tx, workspaceId, row.id, patch);
      const updated = { ...row, ...patch, updated_at: clock.iso() };
      const booking = toBooking(updated);
      const donePatch: Partial<PaymentSessionRow> = {
        workflow_status: 'done',
        booking_id: row.id,
        invoice_id: updated.invoice_id,
        contract_number: updated.contract_number,
        completed_at: now,
        updated_at: now,
      };
      await paymentsStore.update(tx, workspaceId, ps.id, donePatch);
      const payment = paymentEvent({ ...ps, ...donePatch }, { booking_id: row.id });

      if (attention) await this.bookings.flagged(tx, workspaceId, booking, attention.reason, attention.message);
      if (confirmedNow) await this.p.outbox.emit(tx, workspaceId, 'booking.confirmed', { booking });
      await this.p.outbox.emit(tx, workspaceId, 'booking.payment.success', { ...payment, booking });
      await this.p.outbox.emit(tx, workspaceId, 'payment.succeeded', payment);
    });
  }
}

function buyerOf(billing: Record<string, unknown> | null): { name: string | null; email: string | null } {
  if (!billing) return { name: null, email: null };
  const name = [billing.firstName, billing.lastName].filter((v) => typeof v === 'string' && v.trim()).join(' ');
  return { name: name || null, email: typeof billing.email === 'string' ? billing.email : null };
}
