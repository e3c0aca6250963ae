// Pure rules of bookings: the status machine, booking and order codes, and UTC days.
import { randomBytes } from 'node:crypto';
import { UnprocessableError } from '../../platform/errors.js';
import type { BookingStatus } from './booking-store.js';

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
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'refunded'] as const;

/** 422 `capacity_exceeded`: the departure has fewer free seats than a booking or hold wants (`left` when known). */
export function noSeats(left: number | null, wanted: number): UnprocessableError {
  const message =
    left === null
      ? `not enough free seats on the departure for ${wanted}`
      : `only ${left} seats left on the departure, ${wanted} requested`;
  return new UnprocessableError(
    'Not enough seats left on this departure',
    { field: 'departureId', message },
    { code: 'capacity_exceeded' },
  );
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
