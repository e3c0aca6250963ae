// Check-in and the departure's manifest. Checking travellers in (or undoing it) is a command of the booking's
// lifecycle (`checkIn`, `undoCheckIn` in lifecycle.ts) run by BookingsService.run on the locked booking: it records
// one row per traveller checked in and keeps their count on the booking. The manifest lists every traveller of a
// departure's live bookings with their check-in, for the people at the gate.
import type { Tx } from '../../platform/db/index.js';
import type { DataDeps } from '../../platform/module.js';
import { NotFoundError, UnprocessableError } from '../../platform/errors.js';
import type { Sort } from '../../platform/http/pagination.js';
import type { BookingCheckIn, Manifest, ManifestLine, TravellerCheckIn } from './check-in-schemas.js';
import { checkInStore, type CheckInRow } from './check-in-store.js';
import { toBooking, type BookingsService } from './booking-service.js';
import { bookingsStore } from './booking-store.js';
import type { Booking } from './booking-schemas.js';
import type { BookingPorts } from './ports.js';
import { LIVE_STATUSES } from './rules.js';
import { personName, travellersOf } from './travellers.js';

/** The most travellers one manifest answers: a departure with more is refused (422 `MANIFEST_TOO_LARGE`). */
export const MANIFEST_MAX_TRAVELLERS = 10_000;

export type ManifestSort = 'name' | 'code' | 'unit' | 'checked_in' | 'paid' | 'status';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Units in the collator's order, lines without one last. */
const compareUnits = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : collator.compare(a, b);

/** How two lines compare by each sort (ties: by booking code, then traveller). */
const ORDER: Record<ManifestSort, (a: ManifestLine, b: ManifestLine) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  code: (a, b) => compareText(a.booking_code, b.booking_code),
  unit: (a, b) => compareUnits(a.unit, b.unit),
  checked_in: (a, b) => Number(a.checked_in) - Number(b.checked_in),
  paid: (a, b) => Number(a.paid) - Number(b.paid),
  status: (a, b) => LIVE_STATUSES.indexOf(a.booking_status) - LIVE_STATUSES.indexOf(b.booking_status),
};

type CheckIns = Map<string, CheckInRow>;
const keyOf = (bookingId: string, traveller: number) => `${bookingId}:${traveller}`;

/** The booking's travellers, each with its check-in. */
function travellerCheckIns(booking: Booking, checkIns: CheckIns): TravellerCheckIn[] {
  return travellersOf(booking).map((t) => {
    const row = checkIns.get(keyOf(booking.id, t.index));
    return {
      ...t,
      checked_in: row !== undefined,
      checked_in_at: row?.checked_in_at ?? null,
      checked_in_by: row?.checked_in_by ?? null,
    };
  });
}

function byTraveller(rows: CheckInRow[]): CheckIns {
  return new Map(rows.map((r) => [keyOf(r.booking_id, Number(r.traveller)), r]));
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export class CheckInService {
  constructor(
    private readonly deps: DataDeps,
    private readonly bookings: BookingsService,
    private readonly ports: BookingPorts,
  ) {}

  /**
   * Checks in the travellers named (the whole party when none is), on a confirmed booking; travellers checked in
   * already stay as they were. Answers the booking and each traveller's check-in.
   */
  checkIn(workspaceId: string, id: string, travellers: readonly number[] | undefined, by: string) {
    return this.run(workspaceId, id, 'checkIn', travellers, by);
  }

  /** Undoes the check-in of the travellers named (the whole party when none is); the others stay as they were. */
  undo(workspaceId: string, id: string, travellers: readonly number[] | undefined, by: string) {
    return this.run(workspaceId, id, 'undoCheckIn', travellers, by);
  }

  /**
   * A ticket scan's check-in (the documents area): `admit` first sees the locked booking with each traveller's
   * check-in, and throws to refuse it or answers false to leave it as it is; otherwise the travellers named are
   * checked in as `checkIn` does. Answers the booking before and after, so the caller knows who this scan let in
   * (two scans at once: the second sees the first's check-ins).
   */
  scan(
    workspaceId: string,
    id: string,
    travellers: readonly number[] | undefined,
    by: string,
    admit: (before: BookingCheckIn) => boolean,
  ): Promise<{ before: BookingCheckIn; after: BookingCheckIn }> {
    return this.deps.db.transaction(async (tx) => {
      const current = await this.bookings.getRowForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Booking');
      const before = await this.withCheckIns(tx, workspaceId, toBooking(current));
      if (!admit(before)) return { before, after: before };
      const booking = await this.bookings.run(tx, workspaceId, current, 'checkIn', { travellers, by });
      return { before, after: await this.withCheckIns(tx, workspaceId, booking) };
    });
  }

  private run(
    workspaceId: string,
    id: string,
    command: 'checkIn' | 'undoCheckIn',
    travellers: readonly number[] | undefined,
    by: string,
  ): Promise<BookingCheckIn> {
    return this.deps.db.transaction(async (tx) => {
      const current = await this.bookings.getRowForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Booking');
      const booking = await this.bookings.run(tx, workspaceId, current, command, { travellers, by });
      return this.withCheckIns(tx, workspaceId, booking);
    });
  }

  private async withCheckIns(tx: Tx, workspaceId: string, booking: Booking): Promise<BookingCheckIn> {
    const checkIns = byTraveller(await checkInStore.ofBooking(tx, workspaceId, booking.id));
    return { booking, travellers: travellerCheckIns(booking, checkIns) };
  }

  /**
   * The departure's manifest: a line per traveller of its live bookings (of `status` when given), sorted, with
   * totals of those lines. Another workspace's departure is a 404.
   */
  async manifest(
    workspaceId: string,
    departureId: string,
    sort: Sort<ManifestSort>,
    status?: (typeof LIVE_STATUSES)[number],
  ): Promise<Manifest> {
    const departure = await this.ports.catalog.departure(workspaceId, departureId);
    if (!departure) throw new NotFoundError('Departure');
    const db = this.deps.db.kysely;
    const statuses = status ? [status] : LIVE_STATUSES;
    // A booking has at least one traveller: reading one booking more than the limit is enough to know.
    const [rows, checkInRows] = await Promise.all([
      bookingsStore.ofDeparture(db, workspaceId, departureId, statuses, MANIFEST_MAX_TRAVELLERS + 1),
      checkInStore.ofDeparture(db, workspaceId, departureId, statuses),
    ]);
    const checkIns = byTraveller(checkInRows);
    const lines = rows.flatMap((row) => {
      const booking = toBooking(row);
      return travellerCheckIns(booking, checkIns).map((t) => lineOf(booking, t));
    });
    if (lines.length > MANIFEST_MAX_TRAVELLERS)
      throw new UnprocessableError(
        'MANIFEST_TOO_LARGE',
        `The departure has more than ${MANIFEST_MAX_TRAVELLERS} travellers`,
      );
    const order = ORDER[sort.column];
    const sign = sort.direction === 'desc' ? -1 : 1;
    lines.sort((a, b) => sign * order(a, b) || ORDER.code(a, b) || a.index - b.index);
    return {
      departure: {
        id: departure.id,
        product_id: departure.productId,
        product_title: departure.productTitle,
        start_at: departure.startAt,
        end_at: departure.endAt,
        status: departure.status,
        capacity: departure.capacity,
        booked_pax: departure.bookedPax,
      },
      travellers: lines,
      totals: totalsOf(lines),
    };
  }
}

function lineOf(b: Booking, t: TravellerCheckIn): ManifestLine {
  const billing = b.billing ?? {};
  return {
    booking_id: b.id,
    booking_code: b.code,
    booking_status: b.status as ManifestLine['booking_status'],
    ...t,
    contact: { name: personName(billing), email: text(billing.email), phone: text(billing.phone) },
    notes: b.notes,
    payment_status: b.payment_status,
    paid: b.payment_status === 'paid',
  };
}

function totalsOf(lines: ManifestLine[]): Manifest['totals'] {
  const bookings = new Map<string, { paid: boolean; allIn: boolean }>();
  const units = new Map<string | null, { unit: string | null; travellers: number; checked_in: number }>();
  for (const line of lines) {
    const b = bookings.get(line.booking_id) ?? { paid: line.paid, allIn: true };
    b.allIn &&= line.checked_in;
    bookings.set(line.booking_id, b);
    const u = units.get(line.unit) ?? { unit: line.unit, travellers: 0, checked_in: 0 };
    u.travellers += 1;
    u.checked_in += Number(line.checked_in);
    units.set(line.unit, u);
  }
  const all = [...bookings.values()];
  const paid = all.filter((b) => b.paid).length;
  const checkedIn = lines.filter((l) => l.checked_in).length;
  return {
    bookings: all.length,
    bookings_paid: paid,
    bookings_unpaid: all.length - paid,
    bookings_checked_in: all.filter((b) => b.allIn).length,
    travellers: lines.length,
    checked_in: checkedIn,
    not_checked_in: lines.length - checkedIn,
    by_unit: [...units.values()].sort((a, b) => compareUnits(a.unit, b.unit)),
  };
}
