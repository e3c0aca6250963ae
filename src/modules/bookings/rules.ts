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
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'refunded'] as const;

/**
 * on_hold → confirmed | cancelled | expired; pending → confirmed → completed; pending | confirmed → cancelled.
 * completed, cancelled and expired are final (expired is set only once the hold has lapsed: by its job, or by the
 * payment workflow). Outside this table, and never asked for by a request: the payment workflow keeps a paid hold
 * it cannot confirm as `pending` (`BookingChange.paidAt` in booking-service.ts).
 */
export const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  on_hold: ['confirmed', 'cancelled', 'expired'],
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  expired: [],
};

/** Throws 422 naming the allowed next states unless `from → to` is a transition of the machine. */
export function assertTransition(from: BookingStatus, to: BookingStatus): void {
  if (NEXT[from].includes(to)) return;
  const allowed = NEXT[from];
  const list = allowed.length ? allowed.join(', ') : 'none (final state)';
  throw new UnprocessableError(
    'Invalid status transition',
    { field: 'status', message: `a ${from} booking cannot become ${to}; allowed next states: ${list}` },
    { code: 'invalid_status_transition', from, to, allowed_next: allowed },
  );
}

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
