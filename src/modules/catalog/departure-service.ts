// Departures: dated instances of a product with a capacity. Seats are taken and given back by bookings through
// the catalog's booking port; everything that changes the seats left emits inventory.updated in its transaction,
// and seats a lapsed hold gives back also departure.capacity.changed. Every write moves the product's availability
// version (availability-versions.ts) before it locks the departure's row: one lock order, so a transaction that
// moves seats between two departures of a product cannot deadlock with a booking of either on PostgreSQL.
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { addDays, DAY_MS, isTimeZone, localInstant, parseDateRange } from '../../platform/dates.js';
import { jsonOrNull } from '../../platform/db/codecs.js';
import type { Executor, Tx } from '../../platform/db/index.js';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page } from '../../platform/http/pagination.js';
import { newId, parseId } from '../../platform/ids.js';
import type {
  CancelDepartureBody,
  CreateDepartureBody,
  CreateDepartureScheduleBody,
  Departure,
  DepartureBookingsOutcome,
  DepartureSchedule,
  MeetingPoint,
  UpdateDepartureBody,
} from './departure-schemas.js';
import { availabilityStore } from './availability-store.js';
import { departureStore as store, type DepartureFilters, type DepartureRow } from './departure-store.js';
import type { ProductsService } from './product-service.js';
import type { CatalogSettingsReader } from './workspace-settings.js';

export function toDeparture(row: DepartureRow): Departure {
  return {
    id: row.id,
    productId: row.product_id,
    startAt: row.start_at,
    endAt: row.end_at,
    capacity: row.capacity,
    bookedPax: row.booked_pax,
    remaining: Math.max(0, row.capacity - row.booked_pax),
    status: row.status,
    meetingPoint: jsonOrNull.read<MeetingPoint>(row.meeting_point),
    salesCutoffMinutes: row.sales_cutoff_minutes,
    salesCloseAt: row.sales_close_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Any ISO timestamp the schema accepted, in the storage form (UTC, milliseconds). */
const utc = (ts: string) => new Date(ts).toISOString();

function meetingPointOf(v: UpdateDepartureBody['meetingPoint']): string | null | undefined {
  if (v === undefined) return undefined;
  return jsonOrNull.write(typeof v === 'string' ? { name: v } : v);
}

/** When a departure's sales close: its start less the cut-off; null without one. */
function salesCloseAt(startAt: string, cutoffMinutes: number | null): string | null {
  return cutoffMinutes === null ? null : clock.iso(Date.parse(startAt) - cutoffMinutes * 60_000);
}

type NewDeparture = Pick<
  CreateDepartureBody,
  'startAt' | 'endAt' | 'capacity' | 'status' | 'meetingPoint' | 'salesCutoffMinutes'
>;

/** The row of a new departure of a product: no seats booked, `scheduled` unless said otherwise. */
function newRow(workspaceId: string, productId: string, d: NewDeparture, now = clock.iso()): DepartureRow {
  const startAt = utc(d.startAt);
  return {
    id: newId('dept'),
    workspace_id: workspaceId,
    product_id: productId,
    start_at: startAt,
    end_at: utc(d.endAt),
    capacity: d.capacity,
    booked_pax: 0,
    status: d.status ?? 'scheduled',
    meeting_point: meetingPointOf(d.meetingPoint) ?? null,
    sales_cutoff_minutes: d.salesCutoffMinutes ?? null,
    sales_close_at: salesCloseAt(startAt, d.salesCutoffMinutes ?? null),
    created_at: now,
    updated_at: now,
  };
}

/** The most departures one schedule request makes (and skips): 422 `SCHEDULE_TOO_LARGE` beyond. */
const MAX_SCHEDULE_DEPARTURES = 1000;
/** The most local dates, `from` to `to`, of one schedule request: two years. */
const MAX_SCHEDULE_DAYS = 731;
/** The key space of the per-product lock schedules take (Database.lockKey); no other caller uses 560. */
const SCHEDULE_LOCKS = 560;

/** A time zone's name as Intl spells it (`europe/london` is Europe/London). */
const timeZoneName = (timeZone: string) => new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;

/**
 * The starts (storage form, in order, each once) a schedule names; more than MAX_SCHEDULE_DEPARTURES is a 422, and
 * none at all (no date of the range is on one of its days) too.
 */
function scheduleStarts(
  s: Pick<CreateDepartureScheduleBody, 'from' | 'to' | 'daysOfWeek' | 'times'>,
  timeZone: string,
): string[] {
  const dates: string[] = [];
  for (let date = s.from; date <= s.to; date = addDays(date, 1)) {
    const isoWeekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    if (s.daysOfWeek.includes(isoWeekday)) dates.push(date);
  }
  const count = dates.length * s.times.length;
  if (count > MAX_SCHEDULE_DEPARTURES)
    throw new UnprocessableError('SCHEDULE_TOO_LARGE', 'Too many departures for one schedule', {
      field: 'to',
      message: `the schedule makes ${count} departures, at most ${MAX_SCHEDULE_DEPARTURES} in one request: end it sooner`,
    });
  if (count === 0)
    throw new UnprocessableError('UNPROCESSABLE', 'The schedule makes no departure', {
      field: 'daysOfWeek',
      message: 'no date from `from` to `to` falls on these days',
    });
  // Two times can name one instant (a time the clocks skip moves onto a later one): one departure then.
  const starts = new Set(dates.flatMap((date) => s.times.map((time) => clock.iso(localInstant(date, time, timeZone)))));
  return [...starts].sort();
}

/**
 * Whether a departure can still be sold at `now`: scheduled, and before its sales close, which is its sales cut-off
 * when it has one, else its start. The one rule availability, bookings, holds, the wizard and OCTO follow: the
 * seat-taking statement (`departureStore.take`) asks the same in SQL, so a sale is decided where seats are taken.
 */
export function isSelling(row: Pick<DepartureRow, 'status' | 'sales_close_at' | 'start_at'>, now: string): boolean {
  return row.status === 'scheduled' && (row.sales_close_at ?? row.start_at) > now;
}

/** `from`/`to` query values (a date or a timestamp) as a half-open range over start_at. */
function rangeOf(q: { from?: string; to?: string }): Pick<DepartureFilters, 'from' | 'before'> {
  const { from, before } = parseDateRange(q);
  return { from, before };
}

export interface InventoryChange {
  departure: Departure;
  /** Seats left before the change. */
  previousRemaining: number;
}

/** The payload of `inventory.updated`: a departure's seats after a change, and before it. */
export interface InventoryUpdate {
  departureId: string;
  productId: string;
  /** The departure's start (for a deleted one, the start it had). */
  startAt: string;
  status: Departure['status'];
  capacity: number;
  bookedPax: number;
  remaining: number;
  previousRemaining: number;
}

/**
 * Why seats given back are announced with `departure.capacity.changed` (besides `inventory.updated`): a hold lapsed
 * (a booking on hold, or a wizard submission's seat hold), so the seats came back on a timer rather than through a
 * request.
 */
export interface SeatsReleasedBy {
  reason: 'hold_expired';
  /** The booking on hold that lapsed; null for a seat hold. */
  bookingId: string | null;
  /** The wizard submission's seat hold that lapsed; null for a booking on hold. */
  seatHoldId: string | null;
}

/**
 * The payload of `departure.capacity.changed`: the departure after the change, with what changed — its capacity
 * (an update), seats a marketplace reseller's booking took or gave back (in the supplier's workspace), or seats a
 * lapsed hold gave back (`seatsTaken` negative, the booking named).
 */
export type CapacityChange = Departure &
  (
    | { previousCapacity: number }
    | {
        previousRemaining: number;
        seatsTaken: number;
        reason: 'marketplace_sale' | 'marketplace_sale_cancelled';
        resellerWorkspaceId: string;
      }
    | ({ previousRemaining: number; seatsTaken: number } & SeatsReleasedBy)
  );

/** Runs inside a departure delete's transaction (pricing drops the departure's overrides). */
export type DepartureDeleteHook = (tx: Tx, workspaceId: string, departure: DepartureRow) => Promise<void>;

/** Runs inside a departure update's transaction, before a new start is written: `departure` is as it was. */
export type DepartureMoveHook = (tx: Tx, workspaceId: string, departure: DepartureRow) => Promise<void>;

/** Runs inside a departure cancel's transaction, before its status changes: what its bookings become. */
export type DepartureCancelHook = (
  tx: Tx,
  workspaceId: string,
  departureId: string,
  choice: { bookings: 'cancel' | 'keep'; reason: string },
) => Promise<DepartureBookingsOutcome>;

export class DeparturesService {
  constructor(
    private readonly deps: DataDeps,
    private readonly products: ProductsService,
    /** What else a departure's delete removes or refuses (pricing overrides, bookings), in its transaction. */
    private readonly removed: DepartureDeleteHook,
    /** What a departure's cancel does with its bookings (the bookings area), in its transaction. */
    private readonly cancelled: DepartureCancelHook,
    /** The workspace's time zone, a schedule's default. */
    private readonly settings: CatalogSettingsReader,
    /** A departure about to move to another start (its old start: availability.changed sends the day it leaves). */
    private readonly moving: DepartureMoveHook,
  ) {}

  /** A deleted product's departures go with it, unless one still has seats booked (409). */
  async removeOfProduct(tx: Tx, workspaceId: string, productId: string): Promise<void> {
    if (await store.removeUnbookedOfProduct(tx, workspaceId, productId)) throw this.stillBooked('product');
  }

  async create(workspaceId: string, body: CreateDepartureBody): Promise<Departure> {
    const row = newRow(workspaceId, body.productId, body);
    this.checkTimes(row);
    return this.deps.db.transaction(async (tx) => {
      await this.products.row(tx, workspaceId, body.productId);
      return this.insert(tx, workspaceId, row);
    });
  }

  /**
   * A product's departures from a weekly pattern: each local date from `from` to `to` on one of `daysOfWeek`, at
   * each of `times`, in `timezone` (the workspace's by default). A start the product already has a departure at is
   * skipped, so sending the same schedule again makes nothing. Everything is checked before anything is written.
   */
  async createSchedule(
    workspaceId: string,
    productIdOrSlug: string,
    body: CreateDepartureScheduleBody,
  ): Promise<DepartureSchedule> {
    const days = Math.round((Date.parse(body.to) - Date.parse(body.from)) / DAY_MS) + 1;
    if (days < 1) throw new ValidationError('to', 'must not be before from');
    if (days > MAX_SCHEDULE_DAYS) throw new ValidationError('to', 'must be at most two years after from');
    if (body.timezone !== undefined && !isTimeZone(body.timezone))
      throw new ValidationError('timezone', 'must be an IANA time zone, e.g. Europe/Bucharest');
    return this.deps.db.transaction(async (tx) => {
      const product = await this.products.row(tx, workspaceId, productIdOrSlug);
      const timezone = timeZoneName(body.timezone ?? (await this.settings(tx, workspaceId)).timezone);
      const starts = scheduleStarts(body, timezone);
      const now = clock.iso();
      const rows = starts.map((startAt) =>
        newRow(
          workspaceId,
          product.id,
          { ...body, startAt, endAt: clock.iso(Date.parse(startAt) + body.durationMinutes * 60_000) },
          now,
        ),
      );
      // Two identical schedules at once: the second waits here, then finds the first's departures below.
      await this.deps.db.lockKey(tx, SCHEDULE_LOCKS, `${workspaceId}/${product.id}`);
      const existing = new Map<string, string>();
      const last = starts[starts.length - 1]!;
      for (const d of await store.inRange(tx, workspaceId, product.id, starts[0]!, clock.iso(Date.parse(last) + 1)))
        if (!existing.has(d.start_at)) existing.set(d.start_at, d.id);
      const schedule: DepartureSchedule = { created: [], skipped: [], timezone };
      for (const row of rows) {
        const departureId = existing.get(row.start_at);
        if (departureId) schedule.skipped.push({ startAt: row.start_at, departureId });
        else schedule.created.push(await this.insert(tx, workspaceId, row));
      }
      return schedule;
    });
  }

  /** A departure; with `productId`, only when it belongs to that product. */
  async get(workspaceId: string, id: string, productId?: string): Promise<Departure> {
    return toDeparture(await this.row(this.deps.db.kysely, workspaceId, id, productId));
  }

  async list(workspaceId: string, q: { productId?: string; from?: string; to?: string; status?: string }, page: Page) {
    const { rows, total } = await store.list(
      this.deps.db.kysely,
      workspaceId,
      { productId: q.productId, status: q.status, ...rangeOf(q) },
      page,
    );
    return { items: rows.map(toDeparture), total };
  }

  /** The departures of one product (404 when the product is not the workspace's). */
  async listOfProduct(
    workspaceId: string,
    productIdOrSlug: string,
    q: { from?: string; to?: string; status?: string },
    page: Page,
  ) {
    const product = await this.products.row(this.deps.db.kysely, workspaceId, productIdOrSlug);
    return this.list(workspaceId, { ...q, productId: product.id }, page);
  }

  async update(workspaceId: string, id: string, body: UpdateDepartureBody): Promise<Departure> {
    return this.deps.db.transaction(async (tx) =>
      this.apply(tx, workspaceId, await this.row(tx, workspaceId, id, body.productId), body),
    );
  }

  /**
   * Cancels a departure and, as asked, its bookings that are on hold, pending or confirmed (each by the booking's
   * own cancel command, giving its seats back) or none of them, in one transaction; cancelling a cancelled
   * departure again changes only what it asks of the bookings still active.
   */
  async cancel(
    workspaceId: string,
    id: string,
    body: CancelDepartureBody,
  ): Promise<{ departure: Departure; bookings: DepartureBookingsOutcome }> {
    return this.deps.db.transaction(async (tx) => {
      // The status first: from then on no booking can take its seats (reserveSeats needs it scheduled), so none
      // made meanwhile escapes the bookings' cancel.
      const current = await this.row(tx, workspaceId, id);
      if (current.status !== 'cancelled') await this.apply(tx, workspaceId, current, { status: 'cancelled' });
      const bookings = await this.cancelled(tx, workspaceId, id, {
        bookings: body.bookings,
        reason: body.reason ?? 'departure_cancelled',
      });
      // Read again: the bookings' cancels gave their seats back.
      return { departure: toDeparture(await this.row(tx, workspaceId, id)), bookings };
    });
  }

  /** Writes the fields of `body` that change `current` and announces them (update and cancel). */
  private async apply(tx: Tx, workspaceId: string, current: DepartureRow, body: UpdateDepartureBody) {
    const patch: Partial<DepartureRow> = Object.fromEntries(
      Object.entries({
        start_at: body.startAt === undefined ? undefined : utc(body.startAt),
        end_at: body.endAt === undefined ? undefined : utc(body.endAt),
        capacity: body.capacity,
        status: body.status,
        meeting_point: meetingPointOf(body.meetingPoint),
        sales_cutoff_minutes: body.salesCutoffMinutes,
      }).filter(([, v]) => v !== undefined),
    );
    const startAt = patch.start_at ?? current.start_at;
    const cutoff = patch.sales_cutoff_minutes === undefined ? current.sales_cutoff_minutes : patch.sales_cutoff_minutes;
    if (salesCloseAt(startAt, cutoff) !== current.sales_close_at) patch.sales_close_at = salesCloseAt(startAt, cutoff);
    const next: DepartureRow = { ...current, ...patch, updated_at: clock.iso() };
    this.checkTimes(next);
    await availabilityStore.bump(this.deps.db, tx, workspaceId, current.product_id);
    if (next.start_at !== current.start_at) await this.moving(tx, workspaceId, current);
    const changes = Object.keys(patch).filter(
      (k) => patch[k as keyof DepartureRow] !== current[k as keyof DepartureRow],
    );
    // The capacity only changes while the seats booked (read again by the update itself) still fit.
    if (!(await store.update(tx, workspaceId, current.id, { ...patch, updated_at: next.updated_at }))) {
      throw new UnprocessableError('CAPACITY_BELOW_BOOKED', 'Capacity below the seats booked', {
        field: 'capacity',
        message: `must be at least the ${current.booked_pax} seats booked`,
      });
    }
    const departure = toDeparture(next);
    await this.deps.outbox.emit(tx, workspaceId, 'departure.updated', { ...departure, changes });
    if (next.capacity !== current.capacity) {
      await this.deps.outbox.emit(tx, workspaceId, 'departure.capacity.changed', {
        ...departure,
        previousCapacity: current.capacity,
      });
      await this.emitInventory(tx, workspaceId, { departure, previousRemaining: toDeparture(current).remaining });
    }
    return departure;
  }

  /** The spec's DELETE: `productId` is required and must be the departure's product; 409 while seats are booked on it. */
  async remove(workspaceId: string, id: string, productId: string | undefined): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await this.row(tx, workspaceId, id);
      if (productId === undefined)
        throw new ValidationError('productId', 'is required: the product the departure belongs to');
      if (current.product_id !== productId) throw new NotFoundError('Departure');
      await availabilityStore.bump(this.deps.db, tx, workspaceId, current.product_id);
      if (!(await store.removeIfUnbooked(tx, workspaceId, current.id))) throw this.stillBooked('departure');
      await this.removed(tx, workspaceId, current);
      const departure = toDeparture(current);
      await this.emitInventory(tx, workspaceId, {
        departure: { ...departure, capacity: 0, remaining: 0, status: 'deleted' },
        previousRemaining: departure.remaining,
      });
    });
  }

  // ------------------------------------------------------------------------- seats (bookings, in their transaction)

  /** Takes `seats` seats atomically; false when the departure is not scheduled or has fewer free (or is gone). */
  async reserveSeats(tx: Tx, workspaceId: string, departureId: string, seats: number): Promise<boolean> {
    await availabilityStore.bumpOfDeparture(this.deps.db, tx, workspaceId, departureId);
    const row = await store.take(this.deps.db, tx, workspaceId, departureId, seats, clock.iso());
    if (row) await this.emitSeatChange(tx, workspaceId, row, seats);
    return row !== undefined;
  }

  /**
   * Gives `seats` seats back (never below zero); false when the departure is not (or no longer) in the workspace.
   * With `by` (a lapsed hold) the change is also announced as `departure.capacity.changed`.
   */
  async releaseSeats(
    tx: Tx,
    workspaceId: string,
    departureId: string,
    seats: number,
    by?: SeatsReleasedBy,
  ): Promise<boolean> {
    await availabilityStore.bumpOfDeparture(this.deps.db, tx, workspaceId, departureId);
    const row = await store.give(tx, workspaceId, departureId, seats, clock.iso());
    if (!row) return false;
    const change = await this.emitSeatChange(tx, workspaceId, row, -seats);
    if (by) {
      await this.deps.outbox.emit(tx, workspaceId, 'departure.capacity.changed', {
        ...change.departure,
        previousRemaining: change.previousRemaining,
        seatsTaken: -seats,
        reason: by.reason,
        bookingId: by.bookingId,
        seatHoldId: by.seatHoldId,
      });
    }
    return true;
  }

  /**
   * The integrity repair of a departure's seat counter (src/modules/integrity): under the departure's lock, taken
   * after its product's availability version like every seat change, `count` says the seats its bookings and holds
   * take now; a counter that differs is set to it and announced like any seat change (inventory.updated). Answers
   * the counter before and after, or undefined when the departure is gone.
   */
  async correctSeats(
    tx: Tx,
    workspaceId: string,
    departureId: string,
    count: (tx: Tx) => Promise<number>,
  ): Promise<{ before: number; after: number } | undefined> {
    await availabilityStore.bumpOfDeparture(this.deps.db, tx, workspaceId, departureId);
    const current = await store.getForUpdate(tx, workspaceId, departureId);
    if (!current) return undefined;
    const before = Number(current.booked_pax);
    const after = await count(tx);
    if (after !== before) {
      const row = await store.setBookedPax(tx, workspaceId, departureId, after, clock.iso());
      await this.emitSeatChange(tx, workspaceId, row, after - before);
    }
    return { before, after };
  }

  /** The row of a departure of the workspace (and of `productId` when given), or a 404. */
  async row(db: Executor, workspaceId: string, id: string, productId?: string): Promise<DepartureRow> {
    const row = await store.get(this.deps.db, db, workspaceId, parseId(id, 'dept', 'id', { aliases: ['dep'] }));
    if (!row || (productId !== undefined && row.product_id !== productId)) throw new NotFoundError('Departure');
    return row;
  }

  /** Writes a new departure and announces it (departure.created, inventory.updated) in the caller's transaction. */
  private async insert(tx: Tx, workspaceId: string, row: DepartureRow): Promise<Departure> {
    await availabilityStore.bump(this.deps.db, tx, workspaceId, row.product_id);
    await store.insert(tx, row);
    const departure = toDeparture(row);
    await this.deps.outbox.emit(tx, workspaceId, 'departure.created', departure);
    await this.emitInventory(tx, workspaceId, { departure, previousRemaining: 0 });
    return departure;
  }

  private checkTimes(row: Pick<DepartureRow, 'start_at' | 'end_at'>): void {
    if (row.start_at >= row.end_at)
      throw new UnprocessableError('UNPROCESSABLE', 'The departure ends before it starts', {
        field: 'endAt',
        message: 'must be after startAt',
      });
  }

  private stillBooked(what: 'product' | 'departure'): ConflictError {
    return new ConflictError('HAS_ACTIVE_BOOKINGS', `The ${what} has bookings that are not cancelled`);
  }

  /** inventory.updated for the departure's row as the seat change (`taken`, negative when given back) left it. */
  private async emitSeatChange(
    tx: Tx,
    workspaceId: string,
    row: DepartureRow,
    taken: number,
  ): Promise<InventoryChange> {
    const change = {
      departure: toDeparture(row),
      previousRemaining: Math.max(0, row.capacity - (row.booked_pax - taken)),
    };
    await this.emitInventory(tx, workspaceId, change);
    return change;
  }

  private async emitInventory(tx: Tx, workspaceId: string, c: InventoryChange): Promise<void> {
    const d = c.departure;
    await this.deps.outbox.emit(tx, workspaceId, 'inventory.updated', {
      departureId: d.id,
      productId: d.productId,
      startAt: d.startAt,
      status: d.status,
      capacity: d.capacity,
      bookedPax: d.bookedPax,
      remaining: d.remaining,
      previousRemaining: c.previousRemaining,
    });
  }
}
