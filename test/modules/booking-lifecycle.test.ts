// The booking lifecycle's table (src/modules/bookings/lifecycle.ts), tested from the table itself: every command
// that changes a booking, run on a booking in every status. Where the table lets the command start, the booking
// ends in the status it names, the seats move as it says and `booking.updated` is sent when the status moves; where
// it does not, the answer is 410 `HOLD_EXPIRED` for a command that needs a live hold on an expired one, else 422 `INVALID_STATUS_TRANSITION` (a command that moves the status) or 409
// `INVALID_COMMAND`, and nothing changes — except a command that leads to the status the booking already has, which
// changes nothing and succeeds. A new command or status is covered the moment it is in the table.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGE_COMMANDS,
  COMMANDS,
  NEXT,
  startsFrom,
  type ChangeCommand,
} from '../../src/modules/bookings/lifecycle.js';
import type { CommandInput, MovementInput } from '../../src/modules/bookings/booking-service.js';
import type { BookingStatus } from '../../src/modules/bookings/booking-store.js';
import { BOOKING_STATUSES } from '../../src/modules/bookings/rules.js';
import { clock } from '../../src/platform/clock.js';
import { newId } from '../../src/platform/ids.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, seatsOf, trip, type Trip } from '../support/bookings.js';

const MINUTE = 60_000;

describe('the booking lifecycle, from its table', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let x: Trip;
  /** Another departure of the trip's product, for `move`. */
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
    x = await trip(t, w.key, { capacity: 500 });
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const end = new Date(Date.parse(start) + 86_400_000).toISOString();
    const r = await t.call('POST', '/v1/departures', {
      key: w.key,
      body: { productId: x.productId, startAt: start, endAt: end, capacity: 500 },
    });
    expect(r.status, r.text).toBe(201);
    other = r.body.data.id;
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  /**
   * A booking of one seat in `status`, made through the API (an expired one: a hold whose job ran past its lapse);
   * `paid`: with 1.00 EUR paid by hand first, for what needs money to give back.
   */
  async function bookingIn(status: BookingStatus, paid: boolean): Promise<string> {
    const hold = status === 'on_hold' || status === 'expired';
    const r = await t.call('POST', '/v1/bookings', {
      key: w.key,
      body: bookingBody(x, hold ? { hold: true, holdMinutes: 5 } : {}),
    });
    expect(r.status, r.text).toBe(201);
    const id = r.body.id as string;
    if (paid) {
      const body = { amount: 1, method: 'cash' };
      expect((await t.call('POST', `/v1/bookings/${id}/payments`, { key: w.key, body })).status).toBe(201);
    }
    const patch = async (to: string) =>
      expect((await t.call('PATCH', `/v1/bookings/${id}`, { key: w.key, body: { status: to } })).status).toBe(200);
    if (status === 'confirmed' || status === 'completed') await patch('confirmed');
    if (status === 'completed') await patch('completed');
    if (status === 'cancelled') await patch('cancelled');
    if (status === 'expired') {
      clock.advance(6 * MINUTE);
      expect(await t.services.bookings.bookings.expireHold(w.id, id)).toBe(true);
    }
    return id;
  }

  /** Money a command moves, in minor units of the trip's EUR. */
  const money = (amountMinor: number, method: string, reason: string | null = null): MovementInput => ({
    id: newId('bmov'),
    amountMinor,
    currency: 'EUR',
    method,
    reference: null,
    reason,
    date: clock.iso().slice(0, 10),
    paymentSessionId: null,
    createdBy: null,
  });

  /** What each command brings, the way its callers bring it. */
  const inputs: Record<ChangeCommand, () => CommandInput> = {
    confirm: () => ({}),
    extend: () => ({ set: { hold_expires_at: clock.iso(clock.nowMs() + 30 * MINUTE) } }),
    expire: () => ({}),
    cancel: () => ({ set: { cancellation_reason: 'table test' } }),
    complete: () => ({}),
    annotate: () => ({ set: { notes: 'from the table test' } }),
    payAndConfirm: () => ({ money: money(49_950, 'provider') }),
    keepPaidHold: () => ({
      money: money(100, 'provider'),
      attention: { reason: 'payment_amount_mismatch', message: 'short' },
    }),
    recordProviderPayment: () => ({ money: money(49_950, 'provider') }),
    recordPayment: () => ({ money: money(100, 'cash') }),
    refund: () => ({ money: money(100, 'cash', 'from the table test') }),
    changeUnits: () => ({ set: { seats: 2, pax_adults: 2 } }),
    move: () => ({ set: { departure_id: other } }),
    checkIn: () => ({ travellers: [0], by: null }),
    undoCheckIn: () => ({}),
  };

  it('has an input for every command and a row for every status', () => {
    expect(Object.keys(inputs).sort()).toEqual([...CHANGE_COMMANDS].sort());
    expect(Object.keys(NEXT).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  const cases = CHANGE_COMMANDS.flatMap((command) => BOOKING_STATUSES.map((status) => [command, status] as const));

  it.each(cases)('%s on a booking %s', async (command, status) => {
    const rule = COMMANDS[command];
    const id = await bookingIn(status, rule.money === 'refund');
    // A hold lapses only by the clock: `expire` is run once the hold's time is past.
    if (command === 'expire') clock.advance(6 * MINUTE);
    const events = (await t.events(w.id)).filter(
      (e) => (e.data as { booking?: { id: string } }).booking?.id === id,
    ).length;
    const seats = (await seatsOf(t, w.key, x.departureId)).bookedPax;
    const run = t.services.bookings.bookings.command(w.id, id, command, inputs[command]());
    const after = async () => ({
      status: (await t.call('GET', `/v1/bookings/${id}`, { key: w.key })).body.status as BookingStatus,
      checkedIn: (await t.call('GET', `/v1/bookings/${id}`, { key: w.key })).body.checked_in.count as number,
      seats: (await seatsOf(t, w.key, x.departureId)).bookedPax,
      events: (await t.events(w.id))
        .filter((e) => (e.data as { booking?: { id: string } }).booking?.id === id)
        .map((e) => e.type)
        .slice(events),
    });
    const to = rule.to === 'same' ? status : rule.to;
    if (rule.liveHold && status === 'expired') {
      await expect(run).rejects.toMatchObject({ statusCode: 410, code: 'HOLD_EXPIRED' });
      expect(await after()).toEqual({ status, checkedIn: 0, seats, events: [] });
    } else if (startsFrom(command, status)) {
      await run;
      const now = await after();
      expect(now.status).toBe(to);
      const held = status !== 'cancelled' && status !== 'expired';
      // One seat per booking here: released, or for a change one more on this departure (a move takes it elsewhere).
      const moved = { release: -1, swap: command === 'move' ? -1 : 1 }[rule.seats as string] ?? 0;
      expect(now.seats).toBe(held ? seats + moved : seats);
      // The booking's one traveller: checked in by `checkIn`; `undoCheckIn` finds nobody to undo and sends nothing.
      expect(now.checkedIn).toBe(rule.checkIns === 'add' ? 1 : 0);
      if (rule.checkIns !== 'none') expect(now.events).toEqual(rule.checkIns === 'add' ? ['booking.checked_in'] : []);
      if (to !== status) {
        expect(now.events).toContain('booking.updated');
        if (to === 'confirmed' || to === 'cancelled' || to === 'expired') expect(now.events).toContain(`booking.${to}`);
      }
    } else if (rule.to === status) {
      await run; // leads where the booking is: nothing but its fields changes
      expect((await after()).status).toBe(status);
    } else {
      await expect(run).rejects.toMatchObject(
        rule.to === 'same'
          ? { statusCode: 409, code: 'INVALID_COMMAND', extra: { command, status } }
          : {
              statusCode: 422,
              code: 'INVALID_STATUS_TRANSITION',
              extra: { from: status, to, allowed_next: NEXT[status] },
            },
      );
      expect(await after()).toEqual({ status, checkedIn: 0, seats, events: [] });
    }
  });
});
