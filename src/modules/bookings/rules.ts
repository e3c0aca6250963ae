// Pure rules of bookings: the status machine, booking and order codes, UTC days and the payment status.
import { randomBytes } from 'node:crypto';
import { UnprocessableError } from '../../platform/errors.js';
import type { BookingRow, BookingStatus, PaymentStatus } from './booking-store.js';

export const BOOKING_STATUSES = [
  'on_hold',
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
] as const satisfies readonly BookingStatus[];
/** The statuses a PATCH may ask for: a hold is only made by POST /v1/bookings and only expired by its job. */
export const SETTABLE_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
] as const satisfies readonly BookingStatus[];
/** Statuses that hold no seats and never will again. */
export const RELEASED_STATUSES = ['cancelled', 'expired'] as const satisfies readonly BookingStatus[];
/** Statuses of the bookings a departure's manifest lists: those that hold (or may still take) their seats. */
export const LIVE_STATUSES = [
  'on_hold',
  'pending',
  'confirmed',
  'completed',
] as const satisfies readonly BookingStatus[];
export const PAYMENT_STATUSES = [
  'unpaid',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
] as const satisfies readonly PaymentStatus[];

/** What a booking's ledger adds up to, in minor units of its currency. */
export interface MoneyTotals {
  paidMinor: number;
  refundedMinor: number;
  totalMinor: number;
}

/** The ledger's totals of a booking row, and its total. */
export function totalsOf(row: Pick<BookingRow, 'paid_minor' | 'refunded_minor' | 'total_minor'>): MoneyTotals {
  return {
    paidMinor: Number(row.paid_minor),
    refundedMinor: Number(row.refunded_minor),
    totalMinor: Number(row.total_minor),
  };
}

/**
 * The payment status the ledger's totals say, refunds first: `refunded` once everything paid has been given back,
 * `partially_refunded` while some of it has; without refunds `paid` when the payments cover the total,
 * `partially_paid` when they do not, `unpaid` before any.
 */
export function paymentStatusOf({ paidMinor, refundedMinor, totalMinor }: MoneyTotals): PaymentStatus {
  if (paidMinor === 0) return 'unpaid';
  if (refundedMinor > 0) return refundedMinor >= paidMinor ? 'refunded' : 'partially_refunded';
  return paidMinor >= totalMinor ? 'paid' : 'partially_paid';
}

/**
 * What the customer still owes: the total of a live booking (nothing of a cancelled or expired one) less what the
 * booking holds (paid less refunded); negative when it holds more (an overpayment, or a cancelled booking's money
 * not given back).
 */
export function balanceOf(totals: MoneyTotals, status: BookingStatus): number {
  const due = (RELEASED_STATUSES as readonly BookingStatus[]).includes(status) ? 0 : totals.totalMinor;
  return due - (totals.paidMinor - totals.refundedMinor);
}

/** 422 `CAPACITY_EXCEEDED`: the departure has fewer free seats than a booking or hold wants (`left` when known). */
export function noSeats(left: number | null, wanted: number): UnprocessableError {
  const message =
    left === null
      ? `not enough free seats on the departure for ${wanted}`
      : `only ${left} seats left on the departure, ${wanted} requested`;
  return new UnprocessableError('CAPACITY_EXCEEDED', 'Not enough seats left on this departure', {
    field: 'departureId',
    message,
  });
}

/** `BKG-2026-000123`: per workspace and year; six digits at least, more once a year passes a million bookings. */
export function bookingCode(year: number, n: number): string {
  return `BKG-${year}-${String(n).padStart(6, '0')}`;
}

/** The tracking code of a wizard submission, also the payment provider's order id: 64 random bits, upper-case hex. */
export function submissionCode(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

/** `YYYY-MM-DD` of an ISO timestamp, in UTC. */
export function utcDay(iso: string): string {
  return iso.slice(0, 10);
}
