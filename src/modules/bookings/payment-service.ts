// Payments: the provider's inbound notification (address allow-list and signature, then the payment session's
// state machine, every payload audited) and the workflow that turns a confirmed payment into a confirmed, invoiced
// and contracted booking, exactly once however often the notification arrives or the job runs.
import type { Tx } from '../../platform/db/index.js';
import type { Config } from '../../config.js';
import type { JobSink } from '../../platform/jobs.js';
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { bool, json } from '../../platform/db/codecs.js';
import {
  AppError,
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from '../../platform/errors.js';
import { formatMinorUnits, toMinorUnits } from '../../platform/money.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import type { RetentionRule } from '../../platform/retention.js';
import type { NotifyBody } from './notify-body.js';
import type { BookingPorts, InvoiceForBooking } from './ports.js';
import type { Booking } from './booking-schemas.js';
import type { PaymentSessionView } from './payment-schemas.js';
import type { MovementResponse } from './money-schemas.js';
import { toBooking, type BookingsService, type CommandInput, type PreparedBooking } from './booking-service.js';
import type { ChangeCommand } from './lifecycle.js';
import { moneyEvent, toMovement, type MoneyService } from './money-service.js';
import { moneyStore } from './money-store.js';
import { paymentsStore, type PaymentSessionRow, type PaymentSessionStatus } from './payment-store.js';
import { wizardStore } from './wizard-store.js';
import { type BookingRow } from './booking-store.js';
import { balanceOf, totalsOf } from './rules.js';
import type { NotifyHeaders } from './verifiers.js';
import type { PaymentAdapter, PaymentOutcome } from './payment-adapters.js';
import { CONTRACT_PROVIDER, SUCCESS_STATUSES } from './payment-provider-contract.js';
import { isReturnPath, TEST_PROVIDER, type TestOutcome, type TestProvider } from './payment-provider-test.js';
import { STRIPE_PROVIDER, stripeAdapter, type StripeCredentials } from './payment-provider-stripe.js';
import type { PaymentAccountsService } from './payment-account-service.js';
import { toPaymentView } from './wizard-service.js';
import type { SeatHoldsService } from './seat-hold-service.js';

export const PAYMENT_WORKFLOW_JOB = 'bookings.payment.workflow';

export interface PaymentWorkflowJob {
  workspaceId: string;
  paymentSessionId: string;
}

const UNPAID: readonly PaymentSessionStatus[] = ['awaiting_payment', 'failed'];
const isPaid = (status: PaymentSessionStatus) => status === 'confirmed' || status === 'needs_attention';

/** Bytes of a refused or oversized body kept for audit (its full size is recorded next to them). */
export const REFUSED_BODY_BYTES = 4096;

/** Headers that are never written to the audit log. */
const UNSTORED_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

interface NotifyRequest {
  body: NotifyBody;
  headers: NotifyHeaders;
  ip: string;
}

/** The first `max` bytes of `raw`, cut before a UTF-8 continuation byte so text stays text. */
function prefixOf(raw: Buffer, max: number): Buffer {
  if (raw.length <= max) return raw;
  let end = max;
  while (end > 0 && (raw[end]! & 0xc0) === 0x80) end--;
  return raw.subarray(0, end);
}

function auditHeaders(headers: NotifyHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined && !UNSTORED_HEADERS.has(k.toLowerCase())) out[k] = v;
  return out;
}

/** The payload of the payment events (`payment.*`, and with the booking `booking.payment.*`). */
export interface PaymentEventData {
  payment: PaymentSessionView;
  order_id: string;
  wizard_session_id: string;
  provider_payment_id: string | null;
  provider_status: number | null;
  message: string | null;
  booking_id: string | null;
}

function paymentEvent(ps: PaymentSessionRow, bookingId: string | null): PaymentEventData {
  return {
    payment: toPaymentView(ps),
    order_id: ps.order_id,
    wizard_session_id: ps.wizard_session_id,
    provider_payment_id: ps.provider_payment_id,
    provider_status: ps.provider_status,
    message: ps.provider_message,
    booking_id: bookingId,
  };
}

export interface PaymentsDeps extends DataDeps {
  jobs: JobSink;
  config: Pick<
    Config,
    'paymentNotifyMaxBodyBytes' | 'paymentNotificationsRetentionDays' | 'stripeApiBase' | 'publicUrl'
  >;
  /** The workspace's type (null: no such workspace): sandboxes pay only through the test provider. */
  workspaceType(id: string): Promise<'live' | 'sandbox' | null>;
}

/** A payment session as the test provider's page shows it. */
export interface TestPayment {
  orderId: string;
  amountMinor: number;
  currency: string;
  status: PaymentSessionStatus;
}

export class PaymentsService {
  constructor(
    private readonly deps: PaymentsDeps,
    private readonly bookings: BookingsService,
    private readonly seatHolds: SeatHoldsService,
    private readonly money: MoneyService,
    private readonly ports: BookingPorts,
    /** The contract's provider, whose notification route is POST /v1/integrations/paymentprovider/notify. */
    private readonly contract: PaymentAdapter,
    /** The built-in test provider of sandbox workspaces (its page: test-provider-routes.ts). */
    private readonly test: TestProvider,
    /** The workspaces' provider accounts and their credentials. */
    private readonly accounts: PaymentAccountsService,
  ) {}

  /**
   * Starts paying a submission (its order id, the wizard's code): where to send the guest. A sandbox workspace pays
   * through the test provider's page, which sends the guest back to `returnUrl`, a path of this server.
   */
  async start(
    workspaceId: string,
    orderId: string,
    urls: { returnUrl: string; cancelUrl: string },
  ): Promise<{ url: string; orderId: string; provider: string }> {
    const ps = await paymentsStore.byOrder(this.deps.db.kysely, orderId);
    if (!ps || ps.workspace_id !== workspaceId) throw new NotFoundError('Order');
    if ((await this.deps.workspaceType(workspaceId)) === 'sandbox') {
      for (const field of ['returnUrl', 'cancelUrl'] as const)
        if (!isReturnPath(urls[field])) throw new ValidationError(field, 'must be a path of this server (/…)');
      return this.startedBy(this.test, ps, urls);
    }
    // A live workspace pays through its Stripe account when it has one, else through the contract's provider.
    const stripe = await this.accounts.credentialsOf<StripeCredentials>(workspaceId, STRIPE_PROVIDER);
    if (!stripe) return this.startedBy(this.contract, ps, urls);
    return this.startedBy(stripeAdapter(stripe.config, this.deps.config.stripeApiBase), ps, {
      returnUrl: this.absolute('returnUrl', urls.returnUrl),
      cancelUrl: this.absolute('cancelUrl', urls.cancelUrl),
    });
  }

  private async startedBy(
    adapter: PaymentAdapter,
    ps: PaymentSessionRow,
    urls: { returnUrl: string; cancelUrl: string },
  ): Promise<{ url: string; orderId: string; provider: string }> {
    const { redirectUrl } = await adapter.start(ps, urls);
    return { url: redirectUrl, orderId: ps.order_id, provider: adapter.provider };
  }

  /** A provider sends the guest back to an absolute URL: a path is one of this server (PUBLIC_URL). */
  private absolute(field: string, url: string): string {
    const base = this.deps.config.publicUrl;
    try {
      const u = new URL(url, base);
      if (u.protocol === 'https:' || u.protocol === 'http:') return u.toString();
    } catch {
      // not a URL: refused below
    }
    throw new ValidationError(field, base ? 'must be an http(s) URL or a path' : 'must be an absolute http(s) URL');
  }

  /**
   * Stripe's webhook for the account in its URL (`POST /v1/integrations/stripe/{accountId}/webhook`): verified by
   * the library with the account's signing secret, then applied as any provider's notification, to the account's
   * workspace's orders only.
   */
  async stripeWebhook(accountId: string, req: NotifyRequest): Promise<{ ok: true }> {
    const account = await this.accounts.webhookAccount<StripeCredentials>(accountId);
    if (!account || account.provider !== STRIPE_PROVIDER) throw new NotFoundError('Payment account');
    return this.receive(stripeAdapter(account.config, this.deps.config.stripeApiBase), req, account.workspaceId);
  }

  /** The session the test provider's page pays: only a sandbox workspace's (any other order is not found). */
  async testPayment(orderId: string): Promise<TestPayment> {
    const ps = await this.sandboxSession(orderId);
    return { orderId, amountMinor: ps.amount_minor, currency: ps.currency, status: ps.status };
  }

  /** The guest's choice on the test provider's page: Succeed and Fail notify as a provider would; Abandon does not. */
  async testOutcome(orderId: string, outcome: TestOutcome, ip: string): Promise<void> {
    const ps = await this.sandboxSession(orderId);
    if (outcome === 'abandon') return;
    const { raw, headers } = this.test.notification(ps, outcome);
    await this.receive(this.test, { body: { bytes: raw, size: raw.length, overCap: false }, headers, ip });
  }

  private async sandboxSession(orderId: string): Promise<PaymentSessionRow> {
    const ps = await paymentsStore.byOrder(this.deps.db.kysely, orderId);
    if (!ps || (await this.deps.workspaceType(ps.workspace_id)) !== 'sandbox') throw new NotFoundError('Order');
    return ps;
  }

  get maxBodyBytes(): number {
    return this.deps.config.paymentNotifyMaxBodyBytes;
  }

  /** Writes the audit row of a notification: the body (its first `keep` bytes), its size, headers and verdict. */
  private async audit(adapter: PaymentAdapter, req: NotifyRequest, verdict: string, keep: number): Promise<string> {
    const stored = prefixOf(req.body.bytes, keep);
    const text = stored.toString('utf8');
    // Stored as text when it is UTF-8 that PostgreSQL can hold (no NUL), else base64.
    const utf8 = !text.includes('\u0000') && Buffer.from(text, 'utf8').equals(stored);
    const id = newId('pntf');
    const now = clock.iso();
    await paymentsStore.insertNotification(this.deps.db.kysely, {
      id,
      workspace_id: null,
      received_at: now,
      source_ip: req.ip,
      headers: json.write(auditHeaders(req.headers)),
      raw_body: utf8 ? text : stored.toString('base64'),
      body_encoding: utf8 ? 'utf8' : 'base64',
      body_size: req.body.size,
      body_truncated: bool.write(stored.length < req.body.size),
      verifier: adapter.verifierName,
      verdict,
      order_id: null,
      provider_status: null,
      payment_session_id: null,
      updated_at: now,
    });
    return id;
  }

  /**
   * The provider's notification: verified (size cap, address, signature), audited (a refused one truncated, an
   * accepted one whole, before it is parsed), then applied. A body over the cap (413), from a refused address or
   * with a bad signature (401) changes nothing but the audit log. A repeat of a notification already applied is
   * accepted and changes nothing.
   */
  async notify(req: NotifyRequest): Promise<{ ok: true }> {
    return this.receive(this.contract, req);
  }

  /** A notification through its provider's adapter: the size cap first, then the adapter's verification. */
  private async receive(adapter: PaymentAdapter, req: NotifyRequest, workspaceId?: string): Promise<{ ok: true }> {
    const verified = req.body.overCap
      ? { verdict: 'too_large' as const }
      : await adapter.verify({ raw: req.body.bytes, headers: req.headers, ip: req.ip });
    const accepted = verified.verdict === 'received';
    const auditId = await this.audit(adapter, req, verified.verdict, accepted ? this.maxBodyBytes : REFUSED_BODY_BYTES);
    if (verified.verdict === 'too_large')
      throw new AppError(413, 'BODY_TOO_LARGE', 'Request body too large', {
        details: { field: 'body', message: `must be at most ${this.maxBodyBytes} bytes` },
      });
    if (verified.verdict !== 'received') throw new UnauthorizedError();
    await this.apply(auditId, verified.read, adapter.provider, workspaceId);
    return { ok: true };
  }

  /**
   * Parses an accepted notification and applies it to its payment session, recording the outcome on its audit
   * row: 400 for a payload that is not a notification, 404 for an order no session has.
   */
  private async apply(
    auditId: string,
    read: () => PaymentOutcome,
    provider: string,
    workspaceId?: string,
  ): Promise<void> {
    const verdict = (v: string, extra: Partial<{ order_id: string; provider_status: number }> = {}) =>
      paymentsStore.updateNotification(this.deps.db.kysely, auditId, { verdict: v, ...extra, updated_at: clock.iso() });
    let n: PaymentOutcome;
    try {
      n = read();
    } catch (err) {
      await verdict('invalid_payload');
      throw err;
    }
    const outcome = await this.deps.db.transaction(async (tx) => {
      const ps = await paymentsStore.byOrderForUpdate(tx, n.orderId);
      // A workspace's own provider account speaks only for the workspace's orders.
      if (!ps || (workspaceId !== undefined && ps.workspace_id !== workspaceId)) return null;
      const result = await this.applyToSession(tx, ps, n, provider);
      await paymentsStore.updateNotification(tx, auditId, {
        verdict: result,
        workspace_id: ps.workspace_id,
        order_id: n.orderId,
        provider_status: n.status,
        payment_session_id: ps.id,
        updated_at: clock.iso(),
      });
      return result;
    });
    if (outcome === null) {
      await verdict('unknown_order', { order_id: n.orderId, provider_status: n.status });
      throw new NotFoundError('Order');
    }
  }

  /** The session's state machine (the row is locked); resolves to the notification's verdict. */
  private async applyToSession(tx: Tx, ps: PaymentSessionRow, n: PaymentOutcome, provider: string): Promise<string> {
    const ws = ps.workspace_id;
    const now = clock.iso();
    const kind = n.kind;
    const providerWord: Partial<PaymentSessionRow> = {
      provider_status: n.status,
      provider_message: n.message,
      updated_at: now,
    };
    if (kind === 'success') {
      // A failed session is confirmed too: the provider took the money (a second card, 3-D Secure completed late).
      if (isPaid(ps.status)) return 'duplicate';
      const patch: Partial<PaymentSessionRow> = {
        ...providerWord,
        status: 'confirmed',
        provider,
        provider_payment_id: n.providerPaymentId,
        paid_amount_minor: n.amountMinor,
        paid_currency: n.currency,
        workflow_status: 'queued',
        confirmed_at: now,
      };
      // The submission's seat hold (or a booking linked to the session), locked: its expiry job, running meanwhile,
      // then finds the payment and leaves the hold to the workflow, or has lapsed it first (the workflow then books
      // again).
      if (ps.booking_id) await this.bookings.getRowForUpdate(tx, ws, ps.booking_id);
      else await this.seatHolds.ofPaymentForUpdate(tx, ws, ps.id);
      await paymentsStore.transition(tx, ws, ps.id, UNPAID, patch);
      await this.deps.jobs.enqueue(
        tx,
        PAYMENT_WORKFLOW_JOB,
        { workspaceId: ws, paymentSessionId: ps.id },
        { workspaceId: ws },
      );
      return 'confirmed';
    }
    if (kind === 'failure') {
      // A late decline of an earlier attempt never unpays a session.
      if (isPaid(ps.status)) return 'ignored';
      if (ps.status === 'failed') {
        await paymentsStore.update(tx, ws, ps.id, providerWord);
        return 'duplicate';
      }
      const patch: Partial<PaymentSessionRow> = {
        ...providerWord,
        status: 'failed',
        provider_payment_id: n.providerPaymentId,
        paid_currency: n.currency,
        failed_at: now,
      };
      await paymentsStore.transition(tx, ws, ps.id, ['awaiting_payment'], patch);
      const failed = { ...ps, ...patch };
      const booking = await this.linkedBooking(tx, ws, ps);
      const data = paymentEvent(failed, booking?.id ?? null);
      await this.deps.outbox.emit(tx, ws, 'booking.payment.failed', {
        ...data,
        booking: booking ? toBooking(booking) : null,
      });
      await this.deps.outbox.emit(tx, ws, 'payment.failed', data);
      return 'failed';
    }
    // Informational: the session keeps its state; its last provider status shows what happened (3-D Secure
    // pending on an unpaid session, a refund or chargeback on a paid one). Out-of-order words are only audited.
    if (kind === 'intermediate' && !isPaid(ps.status)) await paymentsStore.update(tx, ws, ps.id, providerWord);
    if (kind === 'post_payment' && isPaid(ps.status)) await paymentsStore.update(tx, ws, ps.id, providerWord);
    return kind === 'unknown' ? 'unknown_status' : kind;
  }

  /**
   * What a voucher pays of the paid session's booking: the redemption the submission held, now the booking's; or,
   * when the hold lapsed unpaid and gave it back before the money came, what the voucher can still pay (spent
   * again; less or nothing leaves the booking short, which then waits for an operator as any short payment does).
   */
  private async voucherOf(
    tx: Tx,
    ps: PaymentSessionRow,
    row: BookingRow,
    now: string,
  ): Promise<{ code: string; amountMinor: number } | null> {
    if (!ps.voucher_code || ps.voucher_amount_minor === null || !ps.voucher_transaction_id) return null;
    const ws = ps.workspace_id;
    let spend = { code: ps.voucher_code, amountMinor: Number(ps.voucher_amount_minor), id: ps.voucher_transaction_id };
    if (ps.voucher_state === 'released') {
      const again = await this.ports.vouchers.spend(tx, ws, {
        code: ps.voucher_code,
        currency: ps.currency,
        amountMinor: Number(ps.voucher_amount_minor),
        orderId: ps.order_id,
      });
      if (!again.ok) return null;
      spend = { code: again.spend.code, amountMinor: again.spend.appliedMinor, id: again.spend.transactionId };
      await paymentsStore.update(tx, ws, ps.id, {
        voucher_transaction_id: spend.id,
        voucher_amount_minor: spend.amountMinor,
        updated_at: now,
      });
    }
    await this.ports.vouchers.linkBooking(tx, ws, spend.id, row.id);
    return spend;
  }

  /**
   * The voucher's row of the ledger before the provider's: recorded as the provider's payments are (what was
   * taken is recorded whatever the booking's state), announced as `payment.succeeded` with the session; a booking
   * still on hold (a submission that made one) takes it as a payment by hand. Answers the booking row after it.
   */
  private async recordVoucher(
    tx: Tx,
    row: BookingRow,
    ps: PaymentSessionRow,
    voucher: { code: string; amountMinor: number },
    paidAt: string,
    now: string,
  ): Promise<BookingRow> {
    const ws = row.workspace_id;
    const money = await this.money.voucherPayment(tx, row, ps, voucher);
    const onHold = row.status === 'on_hold';
    const booking = await this.bookings.run(
      tx,
      ws,
      row,
      onHold ? 'recordPayment' : 'recordProviderPayment',
      { money, at: paidAt },
      now,
    );
    if (!onHold) {
      const movement = toMovement((await moneyStore.get(tx, ws, money.id))!);
      await this.deps.outbox.emit(
        tx,
        ws,
        'payment.succeeded',
        moneyEvent(booking, movement, row.payment_status, paymentEvent(ps, row.id)),
      );
    }
    return (await this.bookings.getRowForUpdate(tx, ws, row.id))!;
  }

  /**
   * Refunds a paid session at its provider (POST /v1/payments/{id}/refund): `amountMinor` (default: all the provider
   * took and has not given back), at most that and at most what the booking holds (422 `REFUND_EXCEEDS_PAID`). In
   * one transaction, the session and its booking locked so concurrent refunds wait and see each other: the
   * provider's adapter gives the money back (idempotent at Stripe by the session, what was refunded before and the
   * amount), then the refund is a row of the booking's ledger (`method: provider`, the provider's refund id). A
   * provider that refunds only at its own end answers 501 `PAYMENT_OPERATION_UNSUPPORTED`; a refusal by the
   * provider is a 502 and nothing is recorded.
   */
  async refund(
    workspaceId: string,
    paymentSessionId: string,
    body: { amount?: number; reason: string },
    actor: string,
  ): Promise<MovementResponse> {
    return this.deps.db.transaction(async (tx) => {
      const ps = await paymentsStore.getForUpdate(tx, workspaceId, paymentSessionId);
      if (!ps) throw new NotFoundError('Payment session');
      const paidMinor = Number(ps.paid_amount_minor ?? 0);
      if (!isPaid(ps.status) || paidMinor === 0 || !ps.booking_id)
        throw new ConflictError(
          'PAYMENT_NOT_REFUNDABLE',
          !isPaid(ps.status)
            ? `The payment session is ${ps.status}: nothing was paid`
            : paidMinor === 0
              ? 'A voucher paid this order: nothing was paid at the provider'
              : 'The booking of this payment is not made yet: retry shortly',
        );
      const row = (await this.bookings.getRowForUpdate(tx, workspaceId, ps.booking_id))!;
      const currency = ps.paid_currency ?? ps.currency;
      const refunded = await moneyStore.refundedOfSession(tx, workspaceId, ps.id);
      const held = currency === row.currency ? Number(row.paid_minor) - Number(row.refunded_minor) : Infinity;
      const refundable = Math.max(0, Math.min(paidMinor - refunded, held));
      const amountMinor = body.amount === undefined ? refundable : toMinorUnits(body.amount, currency);
      if (amountMinor === null)
        throw new ValidationError('amount', `must be a positive amount of ${currency} with its decimals`);
      if (amountMinor === 0 || amountMinor > refundable)
        throw new UnprocessableError('REFUND_EXCEEDS_PAID', 'Refund exceeds what was paid', {
          field: 'amount',
          message: `at most ${formatMinorUnits(refundable, currency)} ${currency} of this payment can be refunded`,
        });
      const adapter = await this.refundAdapter(ps);
      let refundId: string;
      try {
        ({ refundId } = await adapter.refund(ps, amountMinor, {
          idempotencyKey: `refund-${ps.id}-${refunded}-${amountMinor}`,
        }));
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment provider did not refund', {
          details: { field: 'amount', message: err instanceof Error ? err.message : String(err) },
        });
      }
      return this.money.providerRefund(tx, row, ps, { amountMinor, refundId, reason: body.reason }, actor);
    });
  }

  /**
   * The adapter of the provider that took the session's payment: recorded when it was confirmed; before that was
   * recorded, a sandbox's test provider, else the contract's (Stripe's were backfilled by their notifications).
   */
  private async refundAdapter(ps: PaymentSessionRow): Promise<PaymentAdapter> {
    const sandbox = (await this.deps.workspaceType(ps.workspace_id)) === 'sandbox';
    const provider = ps.provider ?? (sandbox ? TEST_PROVIDER : CONTRACT_PROVIDER);
    if (provider === TEST_PROVIDER) return this.test;
    if (provider !== STRIPE_PROVIDER) return this.contract;
    const stripe = await this.accounts.credentialsOf<StripeCredentials>(ps.workspace_id, STRIPE_PROVIDER);
    if (!stripe)
      throw new AppError(
        501,
        'PAYMENT_OPERATION_UNSUPPORTED',
        'The workspace has no Stripe account any more: refund this payment at Stripe and record it',
      );
    return stripeAdapter(stripe.config, this.deps.config.stripeApiBase);
  }

  /** Paid sessions whose booking could not be confirmed, for the operators' queue. */
  async needingAttention(
    workspaceId: string,
    sort: Sort<'attention_at' | 'created_at'>,
    page: Page,
  ): Promise<{ items: PaymentSessionView[]; total: number }> {
    const { rows, total } = await paymentsStore.needingAttention(this.deps.db.kysely, workspaceId, sort, page);
    return { items: rows.map(toPaymentView), total };
  }

  /** Signed successes for orders no session has, newest first (operators only: the CLI). */
  async unmatchedSuccesses(limit: number) {
    return paymentsStore.unmatchedSuccesses(this.deps.db.kysely, SUCCESS_STATUSES, limit);
  }

  /**
   * PAYMENT_NOTIFICATIONS_RETENTION_DAYS: audit rows older than that are deleted, except those of a session in
   * `needs_attention` and signed successes for unknown orders (the evidence an operator still needs).
   */
  retentionRule(): RetentionRule {
    const windowMs = this.deps.config.paymentNotificationsRetentionDays * 86_400_000;
    return {
      name: 'payment_notifications',
      purgeBatch: (nowMs, limit) =>
        paymentsStore.purgeNotifications(this.deps.db.kysely, clock.iso(nowMs - windowMs), SUCCESS_STATUSES, limit),
    };
  }

  private async linkedBooking(tx: Tx, ws: string, ps: PaymentSessionRow): Promise<BookingRow | undefined> {
    if (ps.booking_id) return this.bookings.getRowForUpdate(tx, ws, ps.booking_id);
    const session = await wizardStore.get(tx, ws, ps.wizard_session_id);
    return session?.booking_id ? this.bookings.getRowForUpdate(tx, ws, session.booking_id) : undefined;
  }

  /**
   * The workflow of a confirmed payment, in one transaction guarded by the payment session's state: the booking
   * (the committed one, or made now from the snapshot: booking.created), confirmed and paid through
   * `BookingsService.run` (so booking.updated and booking.confirmed as for a PATCH; the payment a row of the
   * booking's ledger, its payment status following from the ledger's totals), its invoice issued and a
   * contract number allocated, then booking.payment.success and payment.succeeded. The submission's seat hold is
   * judged at the payment's arrival (`confirmed_at`): held then, its seats become the booking's even if the
   * workflow runs after its lapse (its expiry job leaves a paid hold alone); lapsed then, it ends (here, when its
   * job has not run yet) and the booking takes the seats if they are still free. When the booking cannot be
   * confirmed (its seats are gone, it was cancelled, the payment does not cover it) the session becomes
   * `needs_attention` instead. A second run finds the session done and does nothing.
   */
  async runWorkflow(workspaceId: string, paymentSessionId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const ps = await paymentsStore.getForUpdate(tx, workspaceId, paymentSessionId);
      if (!ps || ps.status !== 'confirmed' || ps.workflow_status === 'done') return;
      const session = await wizardStore.getForUpdate(tx, workspaceId, ps.wizard_session_id);
      const snapshot = json.read<PreparedBooking>(ps.snapshot);
      const now = clock.iso();
      const paidAt = ps.confirmed_at ?? now;

      let row = session?.booking_id
        ? await this.bookings.getRowForUpdate(tx, workspaceId, session.booking_id)
        : undefined;
      if (row && this.bookings.holdLapsed(row, paidAt)) {
        // A booking on hold linked to the session (a submission made while submissions held their seats with a
        // booking) whose hold lapsed before the money came: it ends as its job would end it (seats back), and
        // stays expired; the customer's booking is made again below.
        if (row.status === 'on_hold') await this.bookings.expireIn(tx, workspaceId, row, now);
        row = undefined;
      }
      if (!row) {
        // The submission's seat hold: still holding when the money arrived, its seats become the booking's; lapsed
        // by then, it ends (here, when its job has not run yet) and the booking takes the seats if they are still
        // free, else it is kept without seats and flagged.
        const hold = await this.seatHolds.ofPaymentForUpdate(tx, workspaceId, ps.id);
        const held = hold !== undefined && this.seatHolds.heldAt(hold, paidAt) ? hold : undefined;
        if (hold?.status === 'held' && !held) await this.seatHolds.lapse(tx, hold, now);
        row = await this.bookings.insertPrepared(tx, workspaceId, snapshot, {
          source: 'payment',
          onNoSeats: 'flag',
          wizardSessionId: ps.wizard_session_id,
          paymentSessionId: ps.id,
          seatsTakenBy: held?.id,
        });
        if (held) await this.seatHolds.convert(tx, held, row.id, now);
        if (session)
          await wizardStore.update(tx, workspaceId, session.id, session.version, {
            booking_id: row.id,
            version: session.version + 1,
            updated_at: now,
          });
      }

      // What a voucher paid of the order is a row of the ledger first (method `voucher`); the provider's payment
      // then settles the rest. A session the voucher paid whole is settled by the voucher's row itself.
      const voucher = await this.voucherOf(tx, ps, row, now);
      const byVoucherOnly = voucher !== null && Number(ps.amount_minor) === 0;
      if (voucher && !byVoucherOnly) row = await this.recordVoucher(tx, row, ps, voucher, paidAt, now);
      // The provider's payment is a row of the booking's ledger, whatever follows; it covers the booking when it
      // pays what is still owed (the whole total, unless money was recorded by hand before).
      const money = byVoucherOnly
        ? await this.money.voucherPayment(tx, row, ps, voucher)
        : await this.money.providerPayment(tx, row, ps);
      const owed = balanceOf(totalsOf(row), row.status);
      const coversTotal = money.currency === row.currency && money.amountMinor >= owed;
      const paidFields = { payment_session_id: ps.id } as const;
      // A hold still held when the money arrived is the payment's to end (`at`), even past its lapse.
      const input: CommandInput = { set: paidFields, money, at: paidAt };
      /** Which command records the payment (`lifecycle.ts`): it confirms the booking only when it can. */
      let command: ChangeCommand = 'recordProviderPayment';
      /** Why the paid session could not confirm its booking: it then waits for an operator. */
      let unconfirmed: string | null = null;

      if (row.status === 'cancelled') {
        input.attention = {
          reason: 'paid_after_cancellation',
          message: 'a payment was confirmed for a cancelled booking',
        };
        unconfirmed = input.attention.reason;
      } else if (!bool.read(row.seats_held)) {
        // Flagged when it was created (booking.attention_required already sent): paid, waiting for a decision.
        unconfirmed = 'seats_unavailable';
      } else if (!coversTotal) {
        input.attention = {
          reason: 'payment_amount_mismatch',
          message: `the provider confirmed ${money.amountMinor} ${money.currency} (minor units) where ${owed} ${row.currency} is owed (total ${row.total_minor})`,
        };
        unconfirmed = input.attention.reason;
        // Not confirmed, but not let lapse either: a booking on hold becomes pending with its seats (a seat hold's
        // booking is made pending with them).
        if (row.status === 'on_hold') command = 'keepPaidHold';
      } else {
        const invoice = await this.ports.billing.issueBookingInvoice(tx, workspaceId, invoiceFor(toBooking(row)));
        const contract = await this.ports.billing.allocateContractNumber(tx, workspaceId, { bookingId: row.id });
        input.set = { ...paidFields, invoice_id: invoice.id, contract_number: contract?.number ?? null };
        if (!contract)
          input.attention = {
            reason: 'contract_series_missing',
            message: 'the workspace has no default contract series: allocate the contract number by hand',
          };
        if (row.status === 'pending' || row.status === 'on_hold') command = 'payAndConfirm';
      }
      // A confirmation emits booking.updated and booking.confirmed as a PATCH's does.
      const booking = await this.bookings.run(tx, workspaceId, row, command, input, now);
      const donePatch: Partial<PaymentSessionRow> = {
        workflow_status: 'done',
        booking_id: row.id,
        invoice_id: booking.invoice_id,
        contract_number: booking.contract_number,
        completed_at: now,
        updated_at: now,
        ...(voucher ? { voucher_state: 'spent' as const } : {}),
        ...(unconfirmed
          ? { status: 'needs_attention' as const, attention_reason: unconfirmed, attention_at: now }
          : {}),
      };
      await paymentsStore.update(tx, workspaceId, ps.id, donePatch);
      const payment = paymentEvent({ ...ps, ...donePatch }, row.id);
      const movement = toMovement((await moneyStore.get(tx, workspaceId, money.id))!);
      await this.deps.outbox.emit(tx, workspaceId, 'booking.payment.success', { ...payment, booking });
      await this.deps.outbox.emit(
        tx,
        workspaceId,
        'payment.succeeded',
        moneyEvent(booking, movement, row.payment_status, payment),
      );
    });
  }
}

/** The invoice of a booking the payment confirms: its total, described by product, departure day and code. */
function invoiceFor(booking: Booking): InvoiceForBooking {
  const departure = booking.departure.start_at ? ` — departure ${booking.departure.start_at.slice(0, 10)}` : '';
  return {
    bookingId: booking.id,
    bookingCode: booking.code,
    currency: booking.pricing.currency,
    totalMinor: booking.pricing.total_minor,
    description: `${booking.product.title}${departure} (${booking.code})`,
    buyer: buyerOf(booking.billing),
  };
}

function buyerOf(billing: Record<string, unknown> | null): { name: string | null; email: string | null } {
  if (!billing) return { name: null, email: null };
  const name = [billing.firstName, billing.lastName].filter((v) => typeof v === 'string' && v.trim()).join(' ');
  return { name: name || null, email: typeof billing.email === 'string' ? billing.email : null };
}
