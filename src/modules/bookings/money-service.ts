// A booking's money: payments and refunds recorded by hand (cash, bank transfer, card terminal), the provider's
// payments the workflow records, and the ledger that shows them. Every movement is a command of lifecycle.ts
// (`recordPayment`, `refund`, the provider's commands) run by BookingsService.run, which writes the ledger row,
// moves the booking's totals and derives its payment status in one guarded update.
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { inZone, isDate } from '../../platform/dates.js';
import type { Tx } from '../../platform/db/index.js';
import { NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { fromMinorUnits, toMinorUnits } from '../../platform/money.js';
import type { SettingsReader } from '../workspaces/settings.js';
import type { Booking } from './booking-schemas.js';
import type { BookingsService, MovementInput } from './booking-service.js';
import type { BookingRow, PaymentStatus } from './booking-store.js';
import type { MoneyMovement, MovementResponse, RecordPaymentBody, RefundBody } from './money-schemas.js';
import { moneyStore, type MovementRow } from './money-store.js';
import type { PaymentEventData } from './payment-service.js';
import type { PaymentSessionRow } from './payment-store.js';

export function toMovement(row: MovementRow): MoneyMovement {
  return {
    id: row.id,
    booking_id: row.booking_id,
    kind: row.kind,
    amount: fromMinorUnits(Number(row.amount_minor), row.currency),
    amount_minor: Number(row.amount_minor),
    currency: row.currency,
    method: row.method as MoneyMovement['method'],
    reference: row.reference,
    reason: row.reason,
    date: row.date,
    payment_session_id: row.payment_session_id,
    created_at: row.created_at,
    created_by: row.created_by,
  };
}

/** The provider's side of a payment (its session), as `payment.failed` and `booking.payment.*` carry it. */
type ProviderFields = Omit<PaymentEventData, 'booking_id'>;
const BY_HAND: { [K in keyof ProviderFields]: null } = {
  payment: null,
  order_id: null,
  wizard_session_id: null,
  provider_payment_id: null,
  provider_status: null,
  message: null,
};

/**
 * `payment.succeeded` and `payment.refunded`: one movement of a booking's ledger, the booking after it (its
 * `payment_status` and `money`) and its payment status before; the provider's fields (its payment session) for a
 * payment the provider took, all null for money recorded by hand.
 */
export type MoneyEventData = (ProviderFields | typeof BY_HAND) & {
  booking_id: string;
  movement: MoneyMovement;
  booking: Booking;
  previous_payment_status: PaymentStatus;
};

export function moneyEvent(
  booking: Booking,
  movement: MoneyMovement,
  previous: PaymentStatus,
  provider?: PaymentEventData,
): MoneyEventData {
  return { ...(provider ?? BY_HAND), booking_id: booking.id, movement, booking, previous_payment_status: previous };
}

export interface MoneyDeps extends DataDeps {
  /** The workspace's settings: its time zone says which day money moved. */
  settings: SettingsReader<object>;
}

export class MoneyService {
  constructor(
    private readonly deps: MoneyDeps,
    private readonly bookings: BookingsService,
  ) {}

  /** Records money taken outside the provider (POST /v1/bookings/:id/payments): `payment.succeeded`. */
  recordPayment(workspaceId: string, id: string, body: RecordPaymentBody, actor: string): Promise<MovementResponse> {
    return this.move(workspaceId, id, 'recordPayment', body, actor, { method: body.method, reason: null });
  }

  /** Records money given back (POST /v1/bookings/:id/refunds), never more than was paid: `payment.refunded`. */
  refund(workspaceId: string, id: string, body: RefundBody, actor: string): Promise<MovementResponse> {
    return this.move(workspaceId, id, 'refund', body, actor, { method: body.method ?? null, reason: body.reason });
  }

  /** The booking's ledger (GET /v1/bookings/:id/payments), oldest first unless `sort` says otherwise. */
  async ledger(workspaceId: string, id: string, sort: Sort<'created_at'>, page: Page) {
    await this.bookings.get(workspaceId, id); // 404 for a booking the workspace does not have
    const { rows, total } = await moneyStore.list(this.deps.db.kysely, workspaceId, id, sort, page);
    return { items: rows.map(toMovement), total };
  }

  /**
   * The ledger row of a payment the provider confirmed, on the booking `row`: the amount and currency it reported
   * (a session confirmed before amounts were required: the booking's total), on the day it arrived.
   */
  async providerPayment(tx: Tx, row: BookingRow, ps: PaymentSessionRow): Promise<MovementInput> {
    const paidAt = ps.confirmed_at ?? clock.iso();
    return {
      id: newId('bmov'),
      amountMinor: ps.paid_amount_minor === null ? Number(row.total_minor) : Number(ps.paid_amount_minor),
      currency: ps.paid_currency ?? ps.currency,
      method: 'provider',
      reference: ps.provider_payment_id,
      reason: null,
      date: await this.dayOf(tx, row.workspace_id, paidAt),
      paymentSessionId: ps.id,
      createdBy: null,
    };
  }

  /**
   * Records on the locked booking `row` a refund the provider made of the session's payment (`method: provider`,
   * the provider's refund id as its reference): `payment.refunded`, as a refund recorded by hand.
   */
  async providerRefund(
    tx: Tx,
    row: BookingRow,
    ps: PaymentSessionRow,
    refund: { amountMinor: number; refundId: string; reason: string },
    actor: string,
  ): Promise<MovementResponse> {
    const movement: MovementInput = {
      id: newId('bmov'),
      amountMinor: refund.amountMinor,
      currency: ps.paid_currency ?? ps.currency,
      method: 'provider',
      reference: refund.refundId,
      reason: refund.reason,
      date: await this.dayOf(tx, row.workspace_id, clock.iso()),
      paymentSessionId: ps.id,
      createdBy: actor,
    };
    const booking = await this.bookings.run(tx, row.workspace_id, row, 'refund', { money: movement });
    return { movement: toMovement((await moneyStore.get(tx, row.workspace_id, movement.id))!), booking };
  }

  /**
   * The ledger row of what a voucher paid of the session's order (`method: voucher`, the code as its reference), on
   * the day the order was settled.
   */
  async voucherPayment(
    tx: Tx,
    row: BookingRow,
    ps: PaymentSessionRow,
    voucher: { code: string; amountMinor: number },
  ): Promise<MovementInput> {
    return {
      id: newId('bmov'),
      amountMinor: voucher.amountMinor,
      currency: ps.currency,
      method: 'voucher',
      reference: voucher.code,
      reason: null,
      date: await this.dayOf(tx, row.workspace_id, ps.confirmed_at ?? clock.iso()),
      paymentSessionId: ps.id,
      createdBy: null,
    };
  }

  /**
   * One movement by hand, on the locked booking: the amount in its currency's minor units (more decimals than the
   * currency has: 400), the currency checked when sent, the day not after today; `run` then refuses what the
   * booking's status or totals do not allow.
   */
  private async move(
    workspaceId: string,
    id: string,
    command: 'recordPayment' | 'refund',
    body: { amount: number; reference?: string | null; date?: string; currency?: string },
    actor: string,
    what: { method: string | null; reason: string | null },
  ): Promise<MovementResponse> {
    return this.deps.db.transaction(async (tx) => {
      const current = await this.bookings.getRowForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Booking');
      if (body.currency !== undefined && body.currency !== current.currency)
        throw new UnprocessableError('CURRENCY_MISMATCH', 'Currency mismatch', {
          field: 'currency',
          message: `the booking is in ${current.currency}`,
        });
      const amountMinor = toMinorUnits(body.amount, current.currency);
      if (amountMinor === null)
        throw new ValidationError('amount', `must be a positive amount of ${current.currency} with its decimals`);
      const today = await this.dayOf(tx, workspaceId, clock.iso());
      if (body.date !== undefined && !isDate(body.date))
        throw new ValidationError('date', 'must be a day of the calendar (YYYY-MM-DD)');
      if (body.date !== undefined && body.date > today)
        throw new ValidationError('date', `must not be after today (${today} in the workspace's time zone)`);
      const movement: MovementInput = {
        id: newId('bmov'),
        amountMinor,
        currency: current.currency,
        method: what.method,
        reference: body.reference ?? null,
        reason: what.reason,
        date: body.date ?? today,
        paymentSessionId: null,
        createdBy: actor,
      };
      const booking = await this.bookings.run(tx, workspaceId, current, command, { money: movement });
      const row = await moneyStore.get(tx, workspaceId, movement.id);
      return { movement: toMovement(row!), booking };
    });
  }

  /** The day of `at` in the workspace's time zone. */
  private async dayOf(tx: Tx, workspaceId: string, at: string): Promise<string> {
    return inZone(at, (await this.deps.settings(tx, workspaceId)).timezone).date;
  }
}
