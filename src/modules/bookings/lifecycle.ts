// The booking's lifecycle as named commands: one table says, for each, the statuses it starts from, the status it
// leads to, its guard, and its effect on seats, on the analytics rollup, on money and on the travellers' check-ins,
// and the events it sends. BookingsService runs every change of a booking through a command of this table (`run`),
// the status machine (`NEXT`) is derived from it, and the state-machine test is generated from it.
// docs/architecture.md shows it as a table.
import { UnprocessableError } from '../../platform/errors.js';
import type { EventType } from '../../platform/events.js';
import type { BookingStatus } from './booking-store.js';
import { BOOKING_STATUSES } from './rules.js';

/** What a command does to the departure's seats. */
export type SeatEffect =
  /** takes the booking's seats (none taken: 422 `CAPACITY_EXCEEDED`, or the booking is kept without them, flagged) */
  | 'take'
  /** takes them only when the booking was kept without seats (422 `CAPACITY_EXCEEDED` when they are not free) */
  | 'take-if-unheld'
  /** gives the booking's seats back */
  | 'release'
  /**
   * takes the seats of the booking's new shape before giving the old ones back, in one transaction (on the same
   * departure only the difference moves): none free is 422 `CAPACITY_EXCEEDED` and nothing changes; a booking kept
   * without seats stays without
   */
  | 'swap'
  | 'none';

/** What a command does to the day-by-category analytics rollup (`booking_category_days`). */
export type RollupEffect = 'add' | 'remove' | 'adjust' | 'none';

/**
 * What a command does to the booking's money. A movement (`payment`, `refund`, `provider-payment`) is a row of the
 * booking's ledger and moves its totals, from which its payment status follows (rules.ts `paymentStatusOf`).
 */
export type MoneyEffect =
  /** prices the booking from the catalog's current prices */
  | 'price'
  /** a payment recorded by hand: at most what is still owed (422 `PAYMENT_EXCEEDS_BALANCE`) */
  | 'payment'
  /** money given back: at most what was paid and not yet refunded (422 `REFUND_EXCEEDS_PAID`) */
  | 'refund'
  /** what the payment provider confirmed: its payment in the ledger, the session, invoice and contract number */
  | 'provider-payment'
  /** prices the new shape from the catalog's current prices: the difference is due, or to refund */
  | 'reprice'
  | 'none';

/** The money effects that are a movement of the ledger. */
export const MOVEMENTS: readonly MoneyEffect[] = ['payment', 'refund', 'provider-payment'];

/** What a command does to its travellers' check-ins (`booking_check_ins`, one row per traveller checked in). */
export type CheckInEffect =
  /** checks in the travellers it names (the whole party when it names none); those checked in already stay as they are */
  | 'add'
  /** undoes the check-in of the travellers it names (the whole party when it names none) */
  | 'remove'
  | 'none';

export interface CommandRule {
  /** The statuses the command starts from; none: it creates the booking. */
  from: readonly BookingStatus[];
  /** The status it leads to; `same`: it leaves the status as it is. */
  to: BookingStatus | 'same';
  /** What must hold besides the status, in words (the code checks it in BookingsService). */
  guard: string;
  /** A hold must not have lapsed (expired, or on hold past its end): 410 `HOLD_EXPIRED` otherwise. */
  liveHold: boolean;
  seats: SeatEffect;
  rollup: RollupEffect;
  money: MoneyEffect;
  checkIns: CheckInEffect;
  /** The events it sends, in order; `booking.updated` when what it changed is announced (status, notes, contact…). */
  events: readonly EventType[];
  /** Who may run it: a request (route, OCTO), the hold's job, or the payment workflow. */
  by: readonly ('api' | 'octo' | 'wizard' | 'job' | 'payment')[];
}

export const COMMANDS = {
  create: {
    from: [],
    to: 'pending',
    guard:
      'the departure can still be sold and has the seats (a payment after its hold lapsed keeps the booking without seats, flagged)',
    liveHold: false,
    seats: 'take',
    rollup: 'add',
    money: 'price',
    checkIns: 'none',
    events: ['booking.created'],
    by: ['api', 'wizard', 'payment'],
  },
  hold: {
    from: [],
    to: 'on_hold',
    guard:
      'the departure can still be sold and has the seats; the hold length within HOLD_MIN_MINUTES..HOLD_MAX_MINUTES',
    liveHold: false,
    seats: 'take',
    rollup: 'add',
    money: 'price',
    checkIns: 'none',
    events: ['booking.created'],
    by: ['api', 'octo'],
  },
  confirm: {
    from: ['on_hold', 'pending'],
    to: 'confirmed',
    guard: 'a booking kept without seats takes them first (422 `CAPACITY_EXCEEDED` when they are not free)',
    liveHold: true,
    seats: 'take-if-unheld',
    rollup: 'none',
    money: 'none',
    checkIns: 'none',
    events: ['booking.updated', 'booking.confirmed'],
    by: ['api', 'octo', 'payment'],
  },
  extend: {
    from: ['on_hold'],
    to: 'same',
    guard: 'the new length within HOLD_MIN_MINUTES..HOLD_MAX_MINUTES',
    liveHold: true,
    seats: 'none',
    rollup: 'none',
    money: 'none',
    checkIns: 'none',
    events: ['booking.updated'],
    by: ['api', 'octo'],
  },
  expire: {
    from: ['on_hold'],
    to: 'expired',
    guard: 'the hold has lapsed, and no payment the provider confirmed waits for it',
    liveHold: false,
    seats: 'release',
    rollup: 'remove',
    money: 'none',
    checkIns: 'none',
    events: ['booking.updated', 'booking.expired'],
    by: ['job', 'payment'],
  },
  cancel: {
    from: ['on_hold', 'pending', 'confirmed'],
    to: 'cancelled',
    guard: 'none',
    liveHold: false,
    seats: 'release',
    rollup: 'remove',
    money: 'none',
    checkIns: 'none',
    events: ['booking.updated', 'booking.cancelled'],
    by: ['api', 'octo'],
  },
  complete: {
    from: ['confirmed'],
    to: 'completed',
    guard: 'none',
    liveHold: false,
    seats: 'none',
    rollup: 'none',
    money: 'none',
    checkIns: 'none',
    events: ['booking.updated'],
    by: ['api'],
  },
  changeUnits: {
    from: ['on_hold', 'pending', 'confirmed'],
    to: 'same',
    guard:
      'the new units, travellers, rooms or rate plan fit the product; the departure can still be sold; a hold keeps its expiry',
    liveHold: true,
    seats: 'swap',
    rollup: 'adjust',
    money: 'reprice',
    checkIns: 'none',
    events: ['booking.updated'],
    by: ['api', 'octo'],
  },
  move: {
    from: ['on_hold', 'pending', 'confirmed'],
    to: 'same',
    guard:
      "the other departure is of the booking's product (or of another product named with it), and can still be sold; a hold keeps its expiry",
    liveHold: true,
    seats: 'swap',
    rollup: 'adjust',
    money: 'reprice',
    checkIns: 'none',
    events: ['booking.updated'],
    by: ['api', 'octo'],
  },
  annotate: {
    from: ['on_hold', 'pending', 'confirmed', 'completed', 'cancelled', 'expired'],
    to: 'same',
    guard: 'OCTO changes only a booking that is neither cancelled, expired nor completed',
    liveHold: false,
    seats: 'none',
    rollup: 'none',
    money: 'none',
    checkIns: 'none',
    events: ['booking.updated'],
    by: ['api', 'octo'],
  },
  payAndConfirm: {
    from: ['on_hold', 'pending'],
    to: 'confirmed',
    guard:
      'the payment covers the total and arrived while a hold still held its seats (410 `HOLD_EXPIRED` otherwise); a booking kept without seats is not confirmed by a payment',
    liveHold: true,
    seats: 'take-if-unheld',
    rollup: 'none',
    money: 'provider-payment',
    checkIns: 'none',
    events: ['booking.updated', 'booking.confirmed'],
    by: ['payment'],
  },
  keepPaidHold: {
    from: ['on_hold'],
    to: 'pending',
    guard:
      'the payment arrived while the hold held its seats but does not cover the total: kept with its seats for an operator, flagged `payment_amount_mismatch`',
    liveHold: true,
    seats: 'none',
    rollup: 'none',
    money: 'provider-payment',
    checkIns: 'none',
    events: ['booking.attention_required', 'booking.updated'],
    by: ['payment'],
  },
  recordProviderPayment: {
    from: ['pending', 'confirmed', 'completed', 'cancelled'],
    to: 'same',
    guard:
      'what the payment cannot confirm: a booking kept without seats, one already confirmed, a short payment, or a cancelled booking (it stays cancelled, flagged `paid_after_cancellation`)',
    liveHold: false,
    seats: 'none',
    rollup: 'none',
    money: 'provider-payment',
    checkIns: 'none',
    events: ['booking.attention_required'],
    by: ['payment'],
  },
  recordPayment: {
    from: ['on_hold', 'pending', 'confirmed', 'completed'],
    to: 'same',
    guard: "in the booking's currency, at most what is still owed (422 `PAYMENT_EXCEEDS_BALANCE`)",
    liveHold: true,
    seats: 'none',
    rollup: 'none',
    money: 'payment',
    checkIns: 'none',
    events: ['payment.succeeded'],
    by: ['api'],
  },
  refund: {
    from: ['on_hold', 'pending', 'confirmed', 'completed', 'cancelled', 'expired'],
    to: 'same',
    guard:
      "in the booking's currency, at most what was paid and not yet refunded (422 `REFUND_EXCEEDS_PAID`), also under concurrent requests",
    liveHold: false,
    seats: 'none',
    rollup: 'none',
    money: 'refund',
    checkIns: 'none',
    events: ['payment.refunded'],
    by: ['api'],
  },
  checkIn: {
    from: ['confirmed'],
    to: 'same',
    guard:
      "the travellers it names are the booking's (422 `UNKNOWN_TRAVELLER`); one checked in already changes nothing and sends nothing",
    liveHold: false,
    seats: 'none',
    rollup: 'none',
    money: 'none',
    checkIns: 'add',
    events: ['booking.checked_in'],
    by: ['api'],
  },
  undoCheckIn: {
    from: ['confirmed'],
    to: 'same',
    guard:
      "the travellers it names are the booking's (422 `UNKNOWN_TRAVELLER`); one not checked in changes nothing and sends nothing",
    liveHold: false,
    seats: 'none',
    rollup: 'none',
    money: 'none',
    checkIns: 'remove',
    events: ['booking.check_in_undone'],
    by: ['api'],
  },
} as const satisfies Record<string, CommandRule>;

export type Command = keyof typeof COMMANDS;

/** A command that changes an existing booking (the others create one). */
export type ChangeCommand = Exclude<Command, 'create' | 'hold'>;

/** The commands that change an existing booking. */
export const CHANGE_COMMANDS = (Object.keys(COMMANDS) as Command[]).filter(
  (c): c is ChangeCommand => COMMANDS[c].from.length > 0,
);

/** The status machine: for each status, the statuses some command leads it to (final statuses lead nowhere). */
export const NEXT: Record<BookingStatus, readonly BookingStatus[]> = (() => {
  const next: Record<BookingStatus, BookingStatus[]> = {
    on_hold: [],
    pending: [],
    confirmed: [],
    completed: [],
    cancelled: [],
    expired: [],
  };
  for (const rule of Object.values(COMMANDS) as CommandRule[]) {
    if (rule.to === 'same') continue;
    for (const from of rule.from) if (!next[from].includes(rule.to)) next[from].push(rule.to);
  }
  for (const list of Object.values(next))
    list.sort((a, b) => BOOKING_STATUSES.indexOf(a) - BOOKING_STATUSES.indexOf(b));
  return next;
})();

/** The command a PATCH's `status` asks for. */
export const COMMAND_OF_STATUS: Partial<Record<BookingStatus, ChangeCommand>> = {
  confirmed: 'confirm',
  cancelled: 'cancel',
  completed: 'complete',
};

/** 422 `INVALID_STATUS_TRANSITION`, naming the statuses the booking may move to. */
export function invalidTransition(from: BookingStatus, to: BookingStatus): UnprocessableError {
  const allowed = NEXT[from];
  const list = allowed.length ? allowed.join(', ') : 'none (final state)';
  return new UnprocessableError(
    'INVALID_STATUS_TRANSITION',
    'Invalid status transition',
    { field: 'status', message: `a ${from} booking cannot become ${to}; allowed next states: ${list}` },
    { from, to, allowed_next: allowed },
  );
}

/** Whether `command` may start from `status`. */
export function startsFrom(command: Command, status: BookingStatus): boolean {
  return (COMMANDS[command].from as readonly BookingStatus[]).includes(status);
}
