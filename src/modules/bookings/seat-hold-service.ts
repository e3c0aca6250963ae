// Seat holds: the seats a wizard submission takes while its payment is awaited. The contract says a submission is
// "accepted and queued … no booking exists yet", so the hold is a record of its own, not a booking: it takes its
// seats in the submission's transaction (the catalog's conditional update, as a booking does), lapses on a timer
// (its job, enqueued in that transaction) and becomes the booking when the payment arrives while it holds (the
// payment workflow), or when the queued session is committed. Explicit holds (POST /v1/bookings with `hold: true`,
// OCTO reservations) stay bookings `on_hold`.
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import type { Executor, Tx } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import type { JobSink } from '../../platform/jobs.js';
import type { DataDeps } from '../../platform/module.js';
import { defaultHoldMinutes, type PreparedBooking } from './booking-service.js';
import type { WizardSettingsReader } from './workspace-settings.js';
import { paymentsStore } from './payment-store.js';
import type { BookingPorts, SeatsHeld } from './ports.js';
import { noSeats } from './rules.js';
import { seatHoldStore, type SeatHoldRow, type SeatHoldStatus } from './seat-hold-store.js';

/** The kind of the job that lapses an unpaid seat hold, and its payload. */
export const SEAT_HOLD_EXPIRY_JOB = 'bookings.seat-hold.expire';
export interface SeatHoldExpiryJob {
  workspaceId: string;
  seatHoldId: string;
}

/** A seat hold as a wizard session shows it. */
export interface SeatHoldView {
  id: string;
  status: SeatHoldStatus;
  departure_id: string;
  seats: number;
  expires_at: string;
  booking_id: string | null;
}

export function toSeatHoldView(row: SeatHoldRow): SeatHoldView {
  return {
    id: row.id,
    status: row.status,
    departure_id: row.departure_id,
    seats: row.seats,
    expires_at: row.expires_at,
    booking_id: row.booking_id,
  };
}

export interface SeatHoldsDeps extends DataDeps {
  jobs: JobSink;
  config: Pick<Config, 'holdMinMinutes' | 'holdMaxMinutes' | 'holdDefaultMinutes'>;
  /** The workspace's bookings settings: its own default hold length. */
  settings: WizardSettingsReader;
}

export class SeatHoldsService {
  constructor(
    private readonly deps: SeatHoldsDeps,
    private readonly ports: BookingPorts,
  ) {}

  /**
   * Inside the submission's transaction: takes the seats `b` needs for the workspace's hold length (422
   * `CAPACITY_EXCEEDED` when they are not free, and the transaction writes nothing) and schedules the lapse.
   */
  async take(
    tx: Tx,
    workspaceId: string,
    b: PreparedBooking,
    links: { wizardSessionId: string; paymentSessionId: string },
    notice: { code: string; guest: SeatsHeld['guest'] },
  ): Promise<SeatHoldRow> {
    if (!(await this.ports.catalog.reserveSeats(tx, workspaceId, b.departure.id, b.seats)))
      throw noSeats(null, b.seats);
    const now = clock.iso();
    const minutes = await defaultHoldMinutes(this.deps, tx, workspaceId);
    const row: SeatHoldRow = {
      id: newId('seat_hold'),
      workspace_id: workspaceId,
      product_id: b.product.id,
      departure_id: b.departure.id,
      seats: b.seats,
      status: 'held',
      expires_at: clock.iso(clock.nowMs() + minutes * 60_000),
      wizard_session_id: links.wizardSessionId,
      payment_session_id: links.paymentSessionId,
      booking_id: null,
      created_at: now,
      updated_at: now,
      ended_at: null,
    };
    await seatHoldStore.insert(tx, row);
    await this.deps.jobs.enqueue(
      tx,
      SEAT_HOLD_EXPIRY_JOB,
      { workspaceId, seatHoldId: row.id },
      { runAt: new Date(row.expires_at), workspaceId },
    );
    await this.ports.notices.seatsHeld(tx, workspaceId, {
      seatHoldId: row.id,
      code: notice.code,
      heldAt: now,
      expiresAt: row.expires_at,
      productTitle: b.product.title,
      startAt: b.departure.startAt,
      seats: b.seats,
      totalMinor: b.totalMinor,
      currency: b.currency,
      guest: notice.guest,
    });
    return row;
  }

  /** The hold of a payment session, locked for the rest of `tx` (the notification, the workflow, a commit). */
  ofPaymentForUpdate(tx: Tx, workspaceId: string, paymentSessionId: string): Promise<SeatHoldRow | undefined> {
    return seatHoldStore.ofPaymentForUpdate(tx, workspaceId, paymentSessionId);
  }

  /** Whether the hold still holds its seats now and its payment has not arrived (the guest's reminder). */
  async awaitingPayment(db: Executor, workspaceId: string, id: string): Promise<boolean> {
    const row = await seatHoldStore.getForUpdate(db, workspaceId, id);
    if (!row || !this.heldAt(row, clock.iso())) return false;
    return !(await paymentsStore.isPaid(db, workspaceId, row.payment_session_id));
  }

  /** Whether the hold still held its seats at `at` (a payment is judged at its arrival). */
  heldAt(row: SeatHoldRow, at: string): boolean {
    return row.status === 'held' && row.expires_at > at;
  }

  /**
   * The lapse job: gives the seats of a hold that is still held and past its end back, unless its payment was
   * confirmed meanwhile (the payment workflow then ends it, judging the lapse at the payment's arrival). A hold
   * already converted or lapsed is left alone, so a repeated or raced run changes nothing.
   */
  async expire(workspaceId: string, id: string): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      // The payment session first, then its hold: the order a notification and the workflow lock them in (the
      // lapse also writes the session when it gives a voucher back).
      const peek = await seatHoldStore.get(tx, workspaceId, id);
      if (!peek) return false;
      await paymentsStore.getForUpdate(tx, workspaceId, peek.payment_session_id);
      const row = await seatHoldStore.getForUpdate(tx, workspaceId, id);
      const now = clock.iso();
      if (!row || row.status !== 'held' || row.expires_at > now) return false;
      if (await paymentsStore.isPaid(tx, workspaceId, row.payment_session_id)) return false;
      if (!(await this.lapse(tx, row, now))) return false;
      await this.giveBackVoucher(tx, row, now);
      return true;
    });
  }

  /**
   * A lapsed hold's order was never paid: the voucher that paid part of it gets that back, once (the session's
   * `voucher_state` moves from `held` in this transaction, and the vouchers area gives back only what the
   * redemption has not had back). A payment arriving later tries to spend it again (the payment workflow).
   */
  private async giveBackVoucher(tx: Tx, row: SeatHoldRow, now: string): Promise<void> {
    const ps = await paymentsStore.get(tx, row.workspace_id, row.payment_session_id);
    if (!ps?.voucher_transaction_id) return;
    if (!(await paymentsStore.releaseVoucher(tx, row.workspace_id, ps.id, now))) return;
    await this.ports.vouchers.giveBack(
      tx,
      row.workspace_id,
      ps.voucher_transaction_id,
      `Order ${ps.order_id} not paid: its seat hold lapsed`,
    );
  }

  /**
   * Ends a held hold as lapsed, on the row the caller locked: its seats come back, which the catalog announces
   * (`inventory.updated`, and `departure.capacity.changed` with reason `hold_expired` naming the hold).
   */
  async lapse(tx: Tx, row: SeatHoldRow, now = clock.iso()): Promise<boolean> {
    if (
      !(await seatHoldStore.end(tx, row.workspace_id, row.id, {
        status: 'lapsed',
        booking_id: null,
        ended_at: now,
        updated_at: now,
      }))
    )
      return false;
    await this.ports.catalog.releaseSeats(tx, row.workspace_id, row.departure_id, row.seats, {
      reason: 'hold_expired',
      bookingId: null,
      seatHoldId: row.id,
    });
    return true;
  }

  /** The hold became the booking `bookingId` (made with its seats, `insertPrepared`'s `seatsTakenBy`). */
  async convert(tx: Tx, row: SeatHoldRow, bookingId: string, now = clock.iso()): Promise<void> {
    if (
      !(await seatHoldStore.end(tx, row.workspace_id, row.id, {
        status: 'converted',
        booking_id: bookingId,
        ended_at: now,
        updated_at: now,
      }))
    ) {
      throw new Error(`seat hold ${row.id} ended while its transaction held it`);
    }
  }
}
