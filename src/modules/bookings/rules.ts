// Pure rules of bookings: the status machine, booking and order codes, and UTC days.
import { randomBytes } from 'node:crypto';
import { UnprocessableError } from '../../platform/errors.js';
import type { BookingStatus } from './booking-store.js';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const satisfies readonly BookingStatus[];
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'refunded'] as const;

/** pending → confirmed → completed; pending | confirmed → cancelled. completed and cancelled are final. */
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
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
