// The booking wizard: sessions that collect a booking step by step (create or merge), commit into a booking,
// and the asynchronous submission that freezes a snapshot, holds its seats (a seat hold: no booking exists yet, as
// the contract says) and opens a payment session; the payment workflow makes the booking once the provider
// confirms the payment.
import type { Config } from '../../config.js';
import type { JobSink } from '../../platform/jobs.js';
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { json } from '../../platform/db/codecs.js';
import { isUniqueViolation, type Tx } from '../../platform/db/index.js';
import { AppError, ConflictError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { newId, parseId } from '../../platform/ids.js';
import { fromMinorUnits } from '../../platform/money.js';
import type { BookingPorts, FormIssue, SeatsHeld, VoucherRefusal, VoucherSpend } from './ports.js';
import { submissionCode } from './rules.js';
import type { PaymentSessionView } from './payment-schemas.js';
import { PAYMENT_WORKFLOW_JOB } from './payment-service.js';
import type { WizardSession, WizardSessionBody, WizardSubmitBody } from './wizard-schemas.js';
import type { BookingInput, BookingsService, PreparedBooking } from './booking-service.js';
import { paymentsStore, type PaymentSessionRow } from './payment-store.js';
import { toSeatHoldView, type SeatHoldsService } from './seat-hold-service.js';
import { seatHoldStore } from './seat-hold-store.js';
import { wizardStore, type WizardSessionRow } from './wizard-store.js';
import type { WizardSettingsReader } from './workspace-settings.js';

/** The booking fields a session keeps at the top level of its data (the wizard's own `step_N` keys stay too). */
const FIELDS = [
  'productId',
  'departureId',
  'ratePlanId',
  'rooms',
  'units',
  'paxAdults',
  'paxChildren',
  'paxInfants',
  'billing',
  'passengers',
  'notes',
] as const;
type Field = (typeof FIELDS)[number];

type Data = Record<string, unknown>;

const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `data` keys merge one level deep (a step's object keeps the keys not sent again); booking fields replace. */
function mergeData(current: Data, body: { data?: Data } & Partial<Record<Field, unknown>>): Data {
  const next: Data = { ...current };
  for (const [k, v] of Object.entries(body.data ?? {})) {
    const prev = next[k];
    next[k] = isObject(v) && isObject(prev) ? { ...prev, ...v } : v;
  }
  for (const k of FIELDS) if (body[k] !== undefined) next[k] = body[k];
  return next;
}

/** A field from the top level, else from the wizard steps that carry it (`step_1.productId`, `step_2.rooms`, …). */
function pick(data: Data, field: Field): unknown {
  if (data[field] !== undefined) return data[field];
  for (const step of ['step_1', 'step_2', 'step_3', 'step_4', 'step_5']) {
    const s = data[step];
    if (isObject(s) && s[field] !== undefined) return s[field];
  }
  return undefined;
}

/** The billing contact every submission names (`requireBilling`), checked by the wizard itself. */
const CONTACT = ['firstName', 'lastName', 'email'] as const;

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 500;

/**
 * The booking a session's data describes, or the problems that keep it from being one. Data written through
 * `step_N` objects is free-form, so every value is checked here.
 */
export function resolveBookingInput(
  data: Data,
  opts: { requireBilling: boolean },
): { input: BookingInput | null; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const id = (field: Field, prefix: string, aliases: string[] = [], required = false): string | null => {
    const v = pick(data, field);
    if (v === undefined || v === null) {
      if (required) issues.push({ field, message: 'is required' });
      return null;
    }
    try {
      return parseId(v, prefix, field, { aliases });
    } catch {
      issues.push({ field, message: `must be a ${prefix}_ id` });
      return null;
    }
  };
  const productId = id('productId', 'prod', [], true);
  const departureId = id('departureId', 'dept', ['dep'], true);
  const ratePlanId = id('ratePlanId', 'rate');
  const count = (field: 'paxAdults' | 'paxChildren' | 'paxInfants'): number | undefined => {
    const v = pick(data, field);
    if (v === undefined || v === null) return undefined;
    if (!isCount(v)) issues.push({ field, message: 'must be an integer from 0 to 500' });
    return isCount(v) ? v : undefined;
  };
  const paxAdults = count('paxAdults');
  const paxChildren = count('paxChildren');
  const paxInfants = count('paxInfants');
  const roomsRaw = pick(data, 'rooms');
  const rooms: BookingInput['rooms'] = [];
  if (roomsRaw !== undefined && roomsRaw !== null) {
    if (!Array.isArray(roomsRaw) || roomsRaw.length > 50)
      issues.push({ field: 'rooms', message: 'must be an array of at most 50 rooms' });
    else {
      roomsRaw.forEach((r, i) => {
        const ok =
          isObject(r) &&
          typeof r.categoryKey === 'string' &&
          r.categoryKey.length > 0 &&
          r.categoryKey.length <= 64 &&
          Number.isInteger(r.occupancy) &&
          (r.occupancy as number) >= 1 &&
          (r.occupancy as number) <= 20 &&
          Number.isInteger(r.quantity) &&
          (r.quantity as number) >= 1 &&
          (r.quantity as number) <= 100;
        if (!ok)
          issues.push({ field: `rooms[${i}]`, message: 'must be {categoryKey, occupancy 1–20, quantity 1–100}' });
        else
          rooms.push({
            categoryKey: r.categoryKey as string,
            occupancy: r.occupancy as number,
            quantity: r.quantity as number,
          });
      });
    }
  }
  const unitsRaw = pick(data, 'units');
  const units: NonNullable<BookingInput['units']> = [];
  if (unitsRaw !== undefined && unitsRaw !== null) {
    if (!Array.isArray(unitsRaw) || unitsRaw.length > 20)
      issues.push({ field: 'units', message: 'must be an array of at most 20 units' });
    else {
      unitsRaw.forEach((u, i) => {
        const ok =
          isObject(u) &&
          typeof u.unitKey === 'string' &&
          u.unitKey.length > 0 &&
          u.unitKey.length <= 40 &&
          Number.isInteger(u.quantity) &&
          (u.quantity as number) >= 1 &&
          (u.quantity as number) <= 500;
        if (!ok) issues.push({ field: `units[${i}]`, message: 'must be {unitKey, quantity 1–500}' });
        else units.push({ unitKey: u.unitKey as string, quantity: u.quantity as number });
      });
    }
  }
  const billingRaw = pick(data, 'billing');
  let billing: Data | null = null;
  if (billingRaw !== undefined && billingRaw !== null) {
    if (!isObject(billingRaw)) issues.push({ field: 'billing', message: 'must be an object' });
    else billing = billingRaw;
  }
  if (opts.requireBilling) {
    for (const f of CONTACT) {
      const v = billing?.[f];
      if (typeof v !== 'string' || !v.trim()) issues.push({ field: `billing.${f}`, message: 'is required' });
    }
    const email = billing?.email;
    if (typeof email === 'string' && email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      issues.push({ field: 'billing.email', message: 'must be an email address' });
  }
  const passengersRaw = pick(data, 'passengers');
  const passengers: Data[] = [];
  if (passengersRaw !== undefined && passengersRaw !== null) {
    if (!Array.isArray(passengersRaw) || passengersRaw.length > 500)
      issues.push({ field: 'passengers', message: 'must be an array of at most 500 passengers' });
    else
      passengersRaw.forEach((p, i) =>
        isObject(p) ? passengers.push(p) : issues.push({ field: `passengers[${i}]`, message: 'must be an object' }),
      );
  }
  const notes = pick(data, 'notes');
  if (
    notes !== undefined &&
    notes !== null &&
    (typeof notes !== 'string' || notes.length > 5000 || notes.includes('\u0000'))
  )
    issues.push({ field: 'notes', message: 'must be text of at most 5000 characters (no NUL)' });
  if (issues.length || !productId || !departureId) return { input: null, issues };
  return {
    input: {
      productId,
      departureId,
      ratePlanId,
      rooms,
      units,
      paxAdults,
      paxChildren,
      paxInfants,
      billing,
      passengers,
      notes: typeof notes === 'string' ? notes : null,
    },
    issues,
  };
}

/** 400 with the spec's `issues` (and the usual `details` naming the first one). */
export class IssuesError extends AppError {
  constructor(readonly issues: FormIssue[]) {
    super(400, 'VALIDATION_FAILED', 'Validation failed', { details: issues[0], issues });
  }
}

export function toPaymentView(ps: PaymentSessionRow): PaymentSessionView {
  return {
    id: ps.id,
    order_id: ps.order_id,
    status: ps.status,
    amount: fromMinorUnits(Number(ps.amount_minor), ps.currency),
    amount_minor: Number(ps.amount_minor),
    currency: ps.currency,
    booking_id: ps.booking_id,
    invoice_id: ps.invoice_id,
    contract_number: ps.contract_number,
    workflow_status: ps.workflow_status,
    paid_amount:
      ps.paid_amount_minor === null || ps.paid_currency === null
        ? null
        : fromMinorUnits(Number(ps.paid_amount_minor), ps.paid_currency),
    paid_amount_minor: ps.paid_amount_minor === null ? null : Number(ps.paid_amount_minor),
    paid_currency: ps.paid_currency,
    provider_payment_id: ps.provider_payment_id,
    provider_status: ps.provider_status,
    provider_message: ps.provider_message,
    attention_reason: ps.attention_reason,
    attention_at: ps.attention_at,
    created_at: ps.created_at,
    confirmed_at: ps.confirmed_at,
    failed_at: ps.failed_at,
  };
}

/** A submission as it is frozen: its tracking code (the payment's order id), data and priced snapshot. */
interface Submission {
  code: string;
  data: Data;
  language: string | null;
  prepared: PreparedBooking;
}

/** What a submission asks of the payment: the total, what a voucher paid of it, and what is left to pay. */
export interface SubmittedOrder {
  currency: string;
  totalMinor: number;
  voucher: { code: string; appliedMinor: number } | null;
  /** Left for the provider: 0 when the voucher paid everything (the booking is then made without a provider). */
  dueMinor: number;
}

/** What else a submission made in code (the booking page) carries, beyond the contract's body. */
export interface SubmitOptions {
  /** A voucher (gift card) code that pays what it can of the order; 422 `VOUCHER_INVALID` when it cannot pay. */
  voucherCode?: string;
}

/** 422 `VOUCHER_INVALID`: the voucher cannot pay the order (`details.reason`: the vouchers area's reason). */
function voucherInvalid(reason: VoucherRefusal, message: string): UnprocessableError {
  return new UnprocessableError('VOUCHER_INVALID', 'This voucher cannot pay the order', {
    field: 'voucherCode',
    reason,
    message,
  });
}

/** `booked` once the session has a booking; `submitted` while its submission waits for the payment. */
function sessionStatus(row: WizardSessionRow, expired: boolean): string {
  if (row.booking_id) return 'booked';
  if (row.consumed_at) return 'submitted';
  return expired ? 'expired' : 'open';
}

/** The customer a submission's billing names: who is told about their seat hold. */
function guestOf(data: Data, language: string | null): SeatsHeld['guest'] {
  const billing = pick(data, 'billing');
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const b = isObject(billing) ? billing : {};
  const name = [text(b.firstName), text(b.lastName)].filter(Boolean).join(' ');
  return { name: name || null, email: text(b.email), language };
}

export class WizardService {
  constructor(
    private readonly deps: DataDeps & { jobs: JobSink; config: Pick<Config, 'wizardSessionTtlMinutes'> },
    private readonly bookings: BookingsService,
    private readonly seatHolds: SeatHoldsService,
    private readonly settings: WizardSettingsReader,
    private readonly ports: BookingPorts,
    /**
     * Runs the payment workflow of a session the voucher settled whole (PaymentsService.runWorkflow): the booking
     * is then made and confirmed at once; its job, enqueued with the session, does it again if this fails.
     */
    private readonly settle?: (workspaceId: string, paymentSessionId: string) => Promise<void>,
  ) {}

  private ttlMs(): number {
    return this.deps.config.wizardSessionTtlMinutes * 60_000;
  }

  private isExpired(row: WizardSessionRow): boolean {
    return row.expires_at <= clock.iso();
  }

  /** Creates a session, or merges into an open one; a submitted, committed or expired one is replaced by a new session. */
  async upsert(workspaceId: string, body: WizardSessionBody): Promise<{ id: string; created?: true; upserted?: true }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = clock.iso();
      const expiresAt = clock.iso(clock.nowMs() + this.ttlMs());
      if (body.id) {
        const current = await wizardStore.get(this.deps.db.kysely, workspaceId, body.id);
        if (!current) throw new NotFoundError('Wizard session');
        if (!current.consumed_at && !current.locked_at && !current.booking_id && !this.isExpired(current)) {
          const res = await wizardStore.update(this.deps.db.kysely, workspaceId, current.id, current.version, {
            data: json.write(mergeData(json.read<Data>(current.data), body)),
            language: body.language ?? current.language,
            currency: body.currency ?? current.currency,
            step: body.step ?? current.step,
            version: current.version + 1,
            expires_at: expiresAt,
            updated_at: now,
          });
          if (Number(res.numUpdatedRows) === 1) return { id: current.id, upserted: true };
          continue; // merged concurrently: read the new version and merge again
        }
      }
      const row: WizardSessionRow = {
        id: newId('wzd'),
        workspace_id: workspaceId,
        language: body.language ?? null,
        currency: body.currency ?? null,
        step: body.step ?? 1,
        version: 1,
        data: json.write(mergeData({}, body)),
        booking_id: null,
        code: null,
        expires_at: expiresAt,
        locked_at: null,
        consumed_at: null,
        created_at: now,
        updated_at: now,
      };
      await wizardStore.insert(this.deps.db.kysely, row);
      return { id: row.id, created: true };
    }
    throw new ConflictError('CONCURRENT_CHANGE', 'The wizard session is being changed concurrently; retry');
  }

  async get(workspaceId: string, id: string): Promise<WizardSession> {
    const row = await wizardStore.get(this.deps.db.kysely, workspaceId, id);
    if (!row) throw new NotFoundError('Wizard session');
    const [payment, seatHold] = await Promise.all([
      paymentsStore.latestForWizard(this.deps.db.kysely, workspaceId, id),
      row.consumed_at ? seatHoldStore.latestOfSession(this.deps.db.kysely, workspaceId, id) : undefined,
    ]);
    const expired = this.isExpired(row);
    return {
      id: row.id,
      workspace_id: row.workspace_id,
      user_id: null,
      visitor_id: null,
      language: row.language,
      currency: row.currency,
      step: row.step,
      version: row.version,
      data: json.read<Data>(row.data),
      booking_id: row.booking_id,
      code: row.code,
      status: sessionStatus(row, expired),
      expires_at: row.expires_at,
      expired,
      locked_at: row.locked_at,
      consumed_at: row.consumed_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
      payment: payment ? toPaymentView(payment) : null,
      seat_hold: seatHold ? toSeatHoldView(seatHold) : null,
    };
  }

  /**
   * A submission by its code (its payment's order id), for the guest holding the code: its session and the
   * priced snapshot its payment is for. Another workspace's code is a 404.
   */
  async submission(workspaceId: string, code: string): Promise<{ session: WizardSession; snapshot: PreparedBooking }> {
    const payment = await paymentsStore.byOrder(this.deps.db.kysely, code);
    if (!payment || payment.workspace_id !== workspaceId || !payment.wizard_session_id)
      throw new NotFoundError('Order');
    const session = await this.get(workspaceId, payment.wizard_session_id);
    return { session, snapshot: json.read<PreparedBooking>(payment.snapshot) };
  }

  /** Problems the workspace's configured billing and passenger forms find in the data. */
  private async formIssues(workspaceId: string, input: BookingInput): Promise<FormIssue[]> {
    const settings = await this.settings(this.deps.db.kysely, workspaceId);
    const issues: FormIssue[] = [];
    if (settings.wizardBillingFormId) {
      // The contact a submission must name (resolveBookingInput checks it) is billing's whatever the form lists.
      const billing = input.billing ?? {};
      for (const i of await this.ports.forms.validate(workspaceId, settings.wizardBillingFormId, billing, CONTACT)) {
        issues.push({ field: `billing.${i.field}`, message: i.message });
      }
    }
    if (settings.wizardPassengerFormId) {
      const passengers = input.passengers ?? [];
      if (passengers.length === 0)
        issues.push({ field: 'passengers', message: 'the passenger form needs at least one passenger' });
      for (const [n, p] of passengers.entries()) {
        for (const i of await this.ports.forms.validate(workspaceId, settings.wizardPassengerFormId, p)) {
          issues.push({ field: `passengers[${n}].${i.field}`, message: i.message });
        }
      }
    }
    return issues;
  }

  /** The data as a booking, checked against the workspace's forms: 400 `issues` for what is wrong with it. */
  private async checked(workspaceId: string, data: Data, opts: { requireBilling: boolean }): Promise<BookingInput> {
    const { input, issues } = resolveBookingInput(data, opts);
    if (!input) throw new IssuesError(issues);
    const formIssues = await this.formIssues(workspaceId, input);
    if (formIssues.length) throw new IssuesError(formIssues);
    return input;
  }

  /** Validates and prices the data as a booking; 400 `issues` for the data, 422 for what the catalog refuses. */
  private async validated(
    workspaceId: string,
    data: Data,
    opts: { requireBilling: boolean; currency?: string | null; language?: string | null; seatsHeld?: boolean },
  ) {
    const input = await this.checked(workspaceId, data, opts);
    return this.bookings.prepare(
      workspaceId,
      { ...input, currency: opts.currency ?? null, language: opts.language ?? null },
      { seatsHeld: opts.seatsHeld },
    );
  }

  /**
   * Commits the session into a pending booking; a session already linked answers its booking. A submitted
   * (queued) session books what it froze (the payment session's snapshot, the price its payment is for) with the
   * seats its hold still holds, or takes them anew once the hold has lapsed; the payment then confirms that
   * booking. Any other session is priced now and takes its seats.
   */
  async commit(workspaceId: string, id: string): Promise<{ ok: true; bookingId: string; reused?: true }> {
    const row = await wizardStore.get(this.deps.db.kysely, workspaceId, id);
    if (!row) throw new NotFoundError('Wizard session');
    if (row.booking_id) return { ok: true, bookingId: row.booking_id, reused: true };
    if (this.isExpired(row))
      throw new AppError(410, 'SESSION_EXPIRED', 'Wizard session expired', { expires_at: row.expires_at });
    const data = json.read<Data>(row.data);
    const payment = row.consumed_at
      ? await paymentsStore.latestForWizard(this.deps.db.kysely, workspaceId, id)
      : undefined;
    const prepared = payment
      ? (await this.checked(workspaceId, data, { requireBilling: false }), json.read<PreparedBooking>(payment.snapshot))
      : await this.validated(workspaceId, data, {
          requireBilling: false,
          currency: row.currency,
          language: row.language,
        });
    return this.deps.db.transaction(async (tx) => {
      const locked = await wizardStore.getForUpdate(tx, workspaceId, id);
      if (!locked) throw new NotFoundError('Wizard session');
      if (locked.booking_id) return { ok: true as const, bookingId: locked.booking_id, reused: true as const };
      const now = clock.iso();
      let hold = payment ? await this.seatHolds.ofPaymentForUpdate(tx, workspaceId, payment.id) : undefined;
      if (hold && !this.seatHolds.heldAt(hold, now)) {
        if (hold.status === 'held') await this.seatHolds.lapse(tx, hold, now); // lapsed, its job not run yet
        hold = undefined;
      }
      const booking = await this.bookings.insertPrepared(tx, workspaceId, prepared, {
        source: 'wizard',
        onNoSeats: 'reject',
        wizardSessionId: id,
        paymentSessionId: payment?.id ?? null,
        seatsTakenBy: hold?.id,
      });
      if (hold) await this.seatHolds.convert(tx, hold, booking.id, now);
      if (payment) await paymentsStore.update(tx, workspaceId, payment.id, { booking_id: booking.id, updated_at: now });
      await wizardStore.update(tx, workspaceId, id, locked.version, {
        booking_id: booking.id,
        locked_at: locked.locked_at ?? now,
        version: locked.version + 1,
        updated_at: now,
      });
      return { ok: true as const, bookingId: booking.id };
    });
  }

  /**
   * The asynchronous submission: validates and prices the snapshot, freezes it on its session, holds its seats
   * (a seat hold for the workspace's hold length, linked to the session and the payment session: no booking exists yet)
   * and opens a payment session whose order id is the returned code, all in one transaction: too few seats is a
   * 422 `CAPACITY_EXCEEDED` and nothing is written. A session already committed keeps its booking (no hold). The
   * payment workflow makes (or confirms) the booking once the provider confirms the payment.
   */
  async submit(
    workspaceId: string,
    body: WizardSubmitBody,
    opts: SubmitOptions = {},
  ): Promise<{
    accepted: true;
    code: string;
    sessionId: string;
    order: SubmittedOrder;
    /** The seats the submission holds and until when; null for a committed session (its booking holds them). */
    hold: { seats: number; expiresAt: string } | null;
  }> {
    const base = body.sessionId ? await this.submittable(workspaceId, body.sessionId) : undefined;
    const data = mergeData(base ? json.read<Data>(base.data) : {}, body);
    const language = body.language ?? base?.language ?? null;
    // A committed session's booking holds its seats already: a full departure does not refuse its submission.
    const prepared = await this.validated(workspaceId, data, {
      requireBilling: true,
      currency: body.currency ?? base?.currency ?? null,
      language,
      seatsHeld: Boolean(base?.booking_id),
    });
    for (let attempt = 0; ; attempt++) {
      const submission: Submission = { code: submissionCode(), data, language, prepared };
      try {
        const submitted = await this.deps.db.transaction(async (tx) => {
          const now = clock.iso();
          const locked = base ? await this.lockUnsubmitted(tx, workspaceId, base.id) : undefined;
          const sessionId = locked?.id ?? newId('wzd');
          const paymentId = newId('pay');
          // A session committed before (or while) it was submitted keeps its booking; any other holds the seats now.
          const bookingId = locked?.booking_id ?? null;
          const held = bookingId
            ? null
            : await this.seatHolds.take(
                tx,
                workspaceId,
                prepared,
                { wizardSessionId: sessionId, paymentSessionId: paymentId },
                { code: submission.code, guest: guestOf(data, language) },
              );
          const hold = held && { seats: held.seats, expiresAt: held.expires_at };
          // The voucher is spent after the seats are taken (the lapse job gives both back in that order too).
          const spend = await this.spendVoucher(tx, workspaceId, bookingId, submission, opts.voucherCode);
          if (locked) await this.freeze(tx, workspaceId, locked, bookingId, submission, now);
          else await this.insertFrozen(tx, workspaceId, sessionId, submission, now);
          const order = await this.openPayment(
            tx,
            workspaceId,
            paymentId,
            sessionId,
            bookingId,
            submission,
            spend,
            now,
          );
          return { accepted: true as const, code: submission.code, sessionId, order, hold, paymentId };
        });
        const { paymentId, ...answer } = submitted;
        // Settled by the voucher: booked and confirmed now (its job, already enqueued, is the fallback).
        if (answer.order.voucher && answer.order.dueMinor === 0 && this.settle) {
          await this.settle(workspaceId, paymentId).catch(() => undefined);
        }
        return answer;
      } catch (err) {
        // 64 random bits: a clash is all but impossible, and then a new code is simply drawn.
        if (attempt < 3 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  /** The session a submission continues: not submitted yet, and not expired unless it already holds a booking. */
  private async submittable(workspaceId: string, id: string): Promise<WizardSessionRow> {
    const base = await wizardStore.get(this.deps.db.kysely, workspaceId, id);
    if (!base) throw new NotFoundError('Wizard session');
    if (base.consumed_at)
      throw new ConflictError('SESSION_SUBMITTED', 'This wizard session was already submitted', {
        submission_code: base.code,
      });
    if (!base.booking_id && this.isExpired(base))
      throw new AppError(410, 'SESSION_EXPIRED', 'Wizard session expired', { expires_at: base.expires_at });
    return base;
  }

  /** The session a submission freezes, locked: a session submitted meanwhile is a 409. */
  private async lockUnsubmitted(tx: Tx, workspaceId: string, sessionId: string): Promise<WizardSessionRow> {
    const locked = await wizardStore.getForUpdate(tx, workspaceId, sessionId);
    if (!locked || locked.consumed_at)
      throw new ConflictError('SESSION_SUBMITTED', 'This wizard session was already submitted', {
        submission_code: locked?.code ?? null,
      });
    return locked;
  }

  /** Freezes the submission on its locked session (linked to its booking, when it was committed before). */
  private async freeze(
    tx: Tx,
    workspaceId: string,
    locked: WizardSessionRow,
    bookingId: string | null,
    s: Submission,
    now: string,
  ): Promise<void> {
    await wizardStore.update(tx, workspaceId, locked.id, locked.version, {
      booking_id: bookingId,
      data: json.write(s.data),
      language: s.language,
      currency: s.prepared.currency,
      code: s.code,
      consumed_at: now,
      locked_at: locked.locked_at ?? now,
      version: locked.version + 1,
      updated_at: now,
    });
  }

  /** A submission without a session gets one, frozen from the start. */
  private async insertFrozen(tx: Tx, workspaceId: string, id: string, s: Submission, now: string): Promise<void> {
    await wizardStore.insert(tx, {
      id,
      workspace_id: workspaceId,
      language: s.language,
      currency: s.prepared.currency,
      step: 1,
      version: 1,
      data: json.write(s.data),
      booking_id: null,
      code: s.code,
      expires_at: clock.iso(clock.nowMs() + this.ttlMs()),
      locked_at: now,
      consumed_at: now,
      created_at: now,
      updated_at: now,
    });
  }

  /**
   * The order's voucher, spent in the submission's transaction (the voucher locked, so a balance is never spent
   * twice): min(balance, total). A code that cannot pay is 422 `VOUCHER_INVALID` and the transaction, seat hold
   * included, writes nothing. Only a submission that holds its seats takes a voucher: its lapse gives it back.
   */
  private async spendVoucher(
    tx: Tx,
    workspaceId: string,
    bookingId: string | null,
    s: Submission,
    code: string | undefined,
  ): Promise<VoucherSpend | null> {
    if (code === undefined || s.prepared.totalMinor === 0) return null;
    if (bookingId) throw new Error('a voucher pays only a submission that holds its seats');
    const r = await this.ports.vouchers.spend(tx, workspaceId, {
      code,
      currency: s.prepared.currency,
      amountMinor: s.prepared.totalMinor,
      orderId: s.code,
    });
    if (!r.ok) throw voucherInvalid(r.reason, r.message);
    return r.spend;
  }

  /**
   * The payment session the provider's notification confirms: its order id is the submission's code, its amount
   * what the voucher left. A voucher that pays everything settles it now (confirmed with nothing from a provider,
   * its workflow job enqueued as a provider's confirmation enqueues it).
   */
  private async openPayment(
    tx: Tx,
    workspaceId: string,
    id: string,
    wizardSessionId: string,
    bookingId: string | null,
    s: Submission,
    spend: VoucherSpend | null,
    now: string,
  ): Promise<SubmittedOrder> {
    const total = s.prepared.totalMinor;
    const due = total - (spend?.appliedMinor ?? 0);
    const settled = spend !== null && due === 0;
    await paymentsStore.insert(tx, {
      id,
      workspace_id: workspaceId,
      order_id: s.code,
      wizard_session_id: wizardSessionId,
      booking_id: bookingId,
      status: settled ? 'confirmed' : 'awaiting_payment',
      amount_minor: due,
      currency: s.prepared.currency,
      snapshot: json.write(s.prepared),
      provider_payment_id: null,
      paid_amount_minor: settled ? 0 : null,
      paid_currency: settled ? s.prepared.currency : null,
      provider_status: null,
      provider_message: null,
      workflow_status: settled ? 'queued' : 'pending',
      invoice_id: null,
      contract_number: null,
      created_at: now,
      updated_at: now,
      confirmed_at: settled ? now : null,
      failed_at: null,
      completed_at: null,
      attention_reason: null,
      attention_at: null,
      voucher_id: spend?.voucherId ?? null,
      voucher_code: spend?.code ?? null,
      voucher_transaction_id: spend?.transactionId ?? null,
      voucher_amount_minor: spend?.appliedMinor ?? null,
      voucher_state: spend ? 'held' : null,
      provider: null,
    });
    if (settled)
      await this.deps.jobs.enqueue(tx, PAYMENT_WORKFLOW_JOB, { workspaceId, paymentSessionId: id }, { workspaceId });
    return {
      currency: s.prepared.currency,
      totalMinor: total,
      voucher: spend ? { code: spend.code, appliedMinor: spend.appliedMinor } : null,
      dueMinor: due,
    };
  }
}
