// Bookings: pricing snapshot, atomic seat taking, per-workspace codes, the lifecycle's commands and the analytics
// rollup, each state change in one transaction with its events. The wizard and the payment workflow create their
// bookings through `prepare` + `insertPrepared` and change them through the commands of `lifecycle.ts` (`run`), as
// the API and OCTO do, so every path follows the same rules and emits the same events.
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.js';
import type { JobSink } from '../../platform/jobs.js';
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { parseDateRange } from '../../platform/dates.js';
import { bool, json, jsonOrNull } from '../../platform/db/codecs.js';
import type { Executor, Tx } from '../../platform/db/index.js';
import type { WizardSettingsReader } from './workspace-settings.js';
import { AppError, ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId, parseId } from '../../platform/ids.js';
import { formatMinorUnits, fromMinorUnits } from '../../platform/money.js';
import type { BookingPorts, RoomRequest, UnitPax, UnitRequest } from './ports.js';
import { balanceOf, bookingCode, noSeats, paymentStatusOf, totalsOf, utcDay } from './rules.js';
import {
  COMMAND_OF_STATUS,
  COMMANDS,
  invalidTransition,
  MOVEMENTS,
  startsFrom,
  type ChangeCommand,
} from './lifecycle.js';
import type {
  Booking,
  ChangeBookingBody,
  BookingListQuery,
  CreateBookingBody,
  ExtendHoldBody,
  UpdateBookingBody,
} from './booking-schemas.js';
import { moneyEvent, toMovement } from './money-service.js';
import { moneyStore, type MovementRow } from './money-store.js';
import { checkInStore } from './check-in-store.js';
import { paymentsStore } from './payment-store.js';
import { travellerCount, travellersOf } from './travellers.js';
import {
  bookingsStore as store,
  customerSearchOf,
  type BookingFilters,
  type BookingRow,
  type BookingSortColumn,
  type BookingStatus,
  type PaymentStatus,
} from './booking-store.js';

/** Everything a booking needs, resolved and priced before its transaction; serialisable (payment snapshots). */
export interface PreparedBooking {
  product: { id: string; title: string; type: string | null; category: string };
  departure: { id: string; startAt: string | null; endAt: string | null };
  paxAdults: number;
  paxChildren: number;
  paxInfants: number;
  seats: number;
  rooms: RoomRequest[];
  /** Absent in payment snapshots taken before units existed. */
  units?: UnitRequest[];
  ratePlanId: string | null;
  billingPersonId: string | null;
  organizationId: string | null;
  language: string | null;
  currency: string;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  breakdown: unknown;
  pricedAt: string;
  notes: string | null;
  metadata: Record<string, unknown>;
  billing: Record<string, unknown> | null;
  passengers: Array<Record<string, unknown>>;
}

/** The booking fields every path accepts (API body, wizard session data, wizard submission). */
export interface BookingInput {
  productId: string;
  departureId: string;
  paxAdults?: number;
  paxChildren?: number;
  paxInfants?: number;
  rooms?: RoomRequest[];
  units?: UnitRequest[];
  ratePlanId?: string | null;
  billingPersonId?: string | null;
  organizationId?: string | null;
  currency?: string | null;
  language?: string | null;
  notes?: string | null;
  metadata?: Record<string, unknown>;
  billing?: Record<string, unknown> | null;
  passengers?: Array<Record<string, unknown>>;
}

interface InsertOptions {
  source: 'api' | 'wizard' | 'payment' | 'octo';
  /** `reject`: no seats → 422 and nothing is written. `flag`: the booking is kept without seats, flagged for manual attention. */
  onNoSeats: 'reject' | 'flag';
  wizardSessionId?: string | null;
  paymentSessionId?: string | null;
  /** Create the booking `on_hold` until this instant (its expiry job is enqueued in the same transaction). */
  holdUntil?: string | null;
  /** The seats are those of this seat hold (a wizard submission's), taken already: the booking takes none. */
  seatsTakenBy?: string;
  /**
   * A reseller's booking (OCTO): its uuid, unique per workspace (a second insert of one uuid fails with a unique
   * violation, rolling its transaction back), and the reseller's reference.
   */
  external?: { uuid: string; resellerReference: string | null };
}

/** The kind of the job that expires a lapsed hold, and its payload. */
export const HOLD_EXPIRY_JOB = 'bookings.hold.expire';
export interface HoldExpiryJob {
  workspaceId: string;
  bookingId: string;
}

/** What bookings need besides the database and the outbox: the job queue (hold expiry) and the hold bounds. */
export interface BookingsServiceDeps extends DataDeps {
  jobs: JobSink;
  config: Pick<Config, 'holdMinMinutes' | 'holdMaxMinutes' | 'holdDefaultMinutes'>;
  /** The workspace's bookings settings: its own default hold length. */
  settings: WizardSettingsReader;
}

/**
 * How long a hold lasts when its request does not say: the workspace's `holdMinutes` within the server's bounds, else
 * HOLD_DEFAULT_MINUTES (the wizard's seat holds and POST /v1/bookings with `hold: true`).
 */
export async function defaultHoldMinutes(
  deps: {
    config: Pick<Config, 'holdMinMinutes' | 'holdMaxMinutes' | 'holdDefaultMinutes'>;
    settings: WizardSettingsReader;
  },
  db: Executor,
  workspaceId: string,
): Promise<number> {
  const { holdMinutes } = await deps.settings(db, workspaceId);
  const { holdMinMinutes: min, holdMaxMinutes: max, holdDefaultMinutes } = deps.config;
  return holdMinutes === null ? holdDefaultMinutes : Math.min(max, Math.max(min, holdMinutes));
}

/** The booking's fields a command may set besides its status (which follows from the command). */
export type BookingFields = Partial<
  Pick<
    BookingRow,
    | 'notes'
    | 'payment_session_id'
    | 'invoice_id'
    | 'contract_number'
    | 'hold_expires_at'
    | 'billing'
    | 'passengers'
    | 'reseller_reference'
    | 'cancellation_reason'
    | ShapeField
  >
>;

/** The fields of a booking's shape: what `changeUnits` and `move` set (its product, departure, travellers, price). */
type ShapeField =
  | 'product_id'
  | 'product_title'
  | 'product_type'
  | 'product_category'
  | 'departure_id'
  | 'departure_start_at'
  | 'departure_end_at'
  | 'pax_adults'
  | 'pax_children'
  | 'pax_infants'
  | 'seats'
  | 'rooms'
  | 'units'
  | 'rate_plan_id'
  | 'subtotal_minor'
  | 'tax_minor'
  | 'total_minor'
  | 'pricing';

/** The answer to a change of a booking's shape. */
export interface BookingChangeResult {
  booking: Booking;
  change: {
    command: 'changeUnits' | 'move';
    preview: boolean;
    previous: { departure_id: string; seats: number; total: number; total_minor: number };
    difference: number;
    difference_minor: number;
  };
}

/**
 * Money a command moves (its `money` in lifecycle.ts: `payment`, `refund`, `provider-payment`), written to the
 * booking's ledger by `run`.
 */
export interface MovementInput {
  /** The ledger row's id (`bmov_…`), chosen by the caller so it can read the row back. */
  id: string;
  /** Positive minor units of `currency`. */
  amountMinor: number;
  /** The booking's currency; a provider's payment in another is recorded but left out of the totals. */
  currency: string;
  method: string | null;
  reference: string | null;
  reason: string | null;
  /** The day the money moved, `YYYY-MM-DD`. */
  date: string;
  paymentSessionId: string | null;
  /** The key or person recording it; null for the payment workflow. */
  createdBy: string | null;
}

/** What one run of a command brings besides its name. */
export interface CommandInput {
  /** Fields to set; `undefined` leaves a field as it is, `null` clears it. */
  set?: BookingFields;
  /** The money it moves: required by, and only taken by, a command whose table row names a movement. */
  money?: MovementInput;
  /** Flags the booking for manual attention (booking.attention_required). */
  attention?: { reason: string; message: string };
  /**
   * The instant a hold is judged at: now, or for the payment workflow the payment's arrival (the money came while
   * the seats were held, whenever the workflow runs).
   */
  at?: string;
  /** The travellers a check-in command names, by index (`travellers.ts`); the whole party when absent. */
  travellers?: readonly number[];
  /** Who runs a check-in command (recorded with each check-in): the API key's or the person's id. */
  by?: string | null;
}

/**
 * The fields whose change booking.updated announces: what the spec's PATCH changes, a hold's extension, and what a
 * reseller changes over OCTO (contact, unit items, its reference).
 */
const ANNOUNCED: ReadonlySet<string> = new Set([
  'status',
  'notes',
  'hold_expires_at',
  'billing',
  'passengers',
  'reseller_reference',
  'product_id',
  'departure_id',
  'seats',
  'pax_adults',
  'pax_children',
  'pax_infants',
  'rooms',
  'units',
  'rate_plan_id',
  'total_minor',
]);

const UNCATEGORIZED = 'uncategorized';

/**
 * The canonical form of an optional id the request's schema (or the wizard) has checked: bodies may use the spec's
 * alias prefixes (`dep_`, `p_`) and upper-case UUIDs.
 */
function canonical(
  id: string | null | undefined,
  prefix: string,
  field: string,
  aliases: string[] = [],
): string | null {
  return id ? parseId(id, prefix, field, { aliases }) : null;
}

/** How many travellers the booking has (`travellers.ts`). */
const partySize = (row: BookingRow) =>
  travellerCount({ adults: row.pax_adults, children: row.pax_children, infants: row.pax_infants });

export function toBooking(row: BookingRow): Booking {
  const pricing = json.read<{ breakdown?: unknown; computed_at?: string }>(row.pricing);
  const totals = totalsOf(row);
  const balance = balanceOf(totals, row.status);
  const major = (minor: number) => fromMinorUnits(minor, row.currency);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    payment_status: row.payment_status,
    source: row.source,
    product: { id: row.product_id, title: row.product_title, type: row.product_type, category: row.product_category },
    departure: { id: row.departure_id, start_at: row.departure_start_at, end_at: row.departure_end_at },
    pax: { adults: row.pax_adults, children: row.pax_children, infants: row.pax_infants },
    seats: row.seats,
    seats_held: bool.read(row.seats_held),
    rooms: json.read<RoomRequest[]>(row.rooms),
    units: json.read<UnitRequest[]>(row.units),
    rate_plan_id: row.rate_plan_id,
    billing_person_id: row.billing_person_id,
    organization_id: row.organization_id,
    language: row.language,
    pricing: {
      currency: row.currency,
      subtotal: fromMinorUnits(Number(row.subtotal_minor), row.currency),
      tax: fromMinorUnits(Number(row.tax_minor), row.currency),
      total: fromMinorUnits(Number(row.total_minor), row.currency),
      subtotal_minor: Number(row.subtotal_minor),
      tax_minor: Number(row.tax_minor),
      total_minor: Number(row.total_minor),
      breakdown: pricing.breakdown ?? null,
      computed_at: pricing.computed_at ?? row.created_at,
    },
    money: {
      paid: major(totals.paidMinor),
      refunded: major(totals.refundedMinor),
      balance: major(balance),
      paid_minor: totals.paidMinor,
      refunded_minor: totals.refundedMinor,
      balance_minor: balance,
    },
    billing: jsonOrNull.read<Record<string, unknown>>(row.billing),
    passengers: json.read<Array<Record<string, unknown>>>(row.passengers),
    notes: row.notes,
    metadata: json.read<Record<string, unknown>>(row.metadata),
    attention_required: bool.read(row.attention_required),
    attention_reason: row.attention_reason,
    wizard_session_id: row.wizard_session_id,
    payment_session_id: row.payment_session_id,
    invoice_id: row.invoice_id,
    contract_number: row.contract_number,
    created_at: row.created_at,
    updated_at: row.updated_at,
    confirmed_at: row.confirmed_at,
    cancelled_at: row.cancelled_at,
    completed_at: row.completed_at,
    hold_expires_at: row.hold_expires_at ?? null,
    external_uuid: row.external_uuid ?? null,
    reseller_reference: row.reseller_reference ?? null,
    cancellation_reason: row.cancellation_reason ?? null,
    checked_in: {
      count: row.checked_in_count,
      total: partySize(row),
      at: row.checked_in_at,
    },
  };
}

/** `createdTo` and `departureTo` are inclusive: a date covers its whole UTC day, a timestamp its millisecond. */
export function listFilters(q: BookingListQuery): BookingFilters {
  const range = parseDateRange(
    { from: q.createdFrom ?? q.created_from, to: q.createdTo ?? q.created_to },
    { fields: { from: 'createdFrom', to: 'createdTo' }, ordered: true },
  );
  const departs = parseDateRange(
    { from: q.departureFrom ?? q.departure_from, to: q.departureTo ?? q.departure_to },
    { fields: { from: 'departureFrom', to: 'departureTo' }, ordered: true },
  );
  const term = q.q?.trim().toLowerCase();
  return {
    status: q.status as BookingStatus | undefined,
    productId: canonical(q.productId ?? q.product_id, 'prod', 'productId') ?? undefined,
    departureId: canonical(q.departureId ?? q.departure_id, 'dept', 'departureId', ['dep']) ?? undefined,
    paymentStatus: (q.paymentStatus ?? q.payment_status) as PaymentStatus | undefined,
    createdFrom: range.from,
    createdTo: range.before,
    attentionRequired: q.needsAttention ?? q.needs_attention,
    startFrom: departs.from,
    startBefore: departs.before,
    billingPersonId: canonical(q.billingPersonId ?? q.billing_person_id, 'ppl', 'billingPersonId', ['p']) ?? undefined,
    q: term || undefined,
  };
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/**
 * Bookings rendered from their rows, each good while its row has the version it was rendered from (a trigger
 * increments it on every update); the most recently used ones, up to a bound.
 */
class KeptBookings {
  private readonly byId: LRUCache<string, { version: number; booking: Booking }>;

  constructor(max: number) {
    this.byId = new LRUCache({ max });
  }

  get(id: string, version: number): Booking | undefined {
    const kept = this.byId.get(id);
    return kept?.version === version ? kept.booking : undefined;
  }

  /** Frozen to the last nested value: one request's answer is every later request's, so none may change it. */
  set(id: string, version: number, booking: Booking): Booking {
    deepFreeze(booking);
    this.byId.set(id, { version, booking });
    return booking;
  }
}

export class BookingsService {
  /** What list pages and reads by id render: a few pages of each of many workspaces. */
  private readonly kept = new KeptBookings(5_000);
  private readonly bookingVersion;

  constructor(
    private readonly deps: BookingsServiceDeps,
    private readonly ports: BookingPorts,
  ) {
    this.bookingVersion = store.version(deps.db.kysely);
  }

  // ------------------------------------------------------------------------------------------------ public API

  /** With `hold: true` the booking starts `on_hold` for `holdMinutes` (default: the workspace's, `defaultHoldMinutes`). */
  async create(workspaceId: string, body: CreateBookingBody): Promise<Booking> {
    if (body.holdMinutes !== undefined && body.hold !== true)
      throw new ValidationError('holdMinutes', 'only with hold: true');
    const holdMinutes = body.hold
      ? body.holdMinutes !== undefined
        ? this.holdMinutes(body.holdMinutes, 'holdMinutes')
        : await defaultHoldMinutes(this.deps, this.deps.db.kysely, workspaceId)
      : null;
    const prepared = await this.prepare(workspaceId, body);
    const row = await this.deps.db.transaction((tx) => {
      // The hold runs from the moment the seats are taken.
      const holdUntil = holdMinutes === null ? null : clock.iso(clock.nowMs() + holdMinutes * 60_000);
      return this.insertPrepared(tx, workspaceId, prepared, { source: 'api', onNoSeats: 'reject', holdUntil });
    });
    return toBooking(row);
  }

  /**
   * A reseller's booking (the OCTO API, src/modules/octo): made like POST /v1/bookings — priced, its seats taken,
   * `on_hold` for `holdMinutes` when given (a 400 naming `holdField` outside the configured bounds) — and carrying
   * the reseller's booking uuid and reference. A uuid the workspace already has fails with a unique violation and
   * writes nothing: the unique index decides, so concurrent retries of one uuid make one booking.
   */
  async createExternal(
    workspaceId: string,
    input: BookingInput,
    ext: {
      source: 'octo';
      uuid: string;
      resellerReference: string | null;
      holdMinutes: number | null;
      holdField: string;
    },
  ): Promise<Booking> {
    const holdMinutes = ext.holdMinutes === null ? null : this.holdMinutes(ext.holdMinutes, ext.holdField);
    const prepared = await this.prepare(workspaceId, input);
    const row = await this.deps.db.transaction((tx) => {
      const holdUntil = holdMinutes === null ? null : clock.iso(clock.nowMs() + holdMinutes * 60_000);
      return this.insertPrepared(tx, workspaceId, prepared, {
        source: ext.source,
        onNoSeats: 'reject',
        holdUntil,
        external: { uuid: ext.uuid, resellerReference: ext.resellerReference },
      });
    });
    return toBooking(row);
  }

  /**
   * One command on a booking in its own transaction on the locked row: what the OCTO API's confirm, update and
   * cancel run (with the contact, unit items and reference they change).
   */
  async command(workspaceId: string, id: string, command: ChangeCommand, input: CommandInput = {}): Promise<Booking> {
    return this.deps.db.transaction(async (tx) => {
      const current = await store.getForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Booking');
      return this.run(tx, workspaceId, current, command, input);
    });
  }

  /**
   * Changes a booking's shape (POST /v1/bookings/:id/changes): other units, travellers or rooms, another rate plan
   * (the command `changeUnits`), another departure of the product or a departure of another product (`move`). What
   * is sent replaces what the booking has, the rest stays (another product takes its base rate plan unless one is
   * sent); the whole is priced from the catalog's current prices and checked as a new booking would be (the
   * departure can still be sold, the units fit the product). The seats of the new shape are taken before the old
   * ones are given back, in one transaction (`reshape`). The answer shows the difference of the totals: due from the
   * guest when positive, to refund when negative. With `preview`, nothing is written. `also` are fields the same
   * command sets (OCTO's contact and unit items), announced by the same booking.updated.
   */
  async changeBooking(
    workspaceId: string,
    id: string,
    body: ChangeBookingBody,
    also: BookingFields = {},
  ): Promise<BookingChangeResult> {
    const { preview, ...shape } = body;
    if (Object.values(shape).every((v) => v === undefined))
      throw new ValidationError(
        'body',
        'send what to change: productId with departureId, departureId, ratePlanId, units, rooms or travellers',
      );
    const before = await store.get(this.deps.db.kysely, workspaceId, id);
    if (!before) throw new NotFoundError('Booking');
    const productId = canonical(body.productId, 'prod', 'productId') ?? before.product_id;
    const otherProduct = productId !== before.product_id;
    if (otherProduct && body.departureId === undefined)
      throw new ValidationError('departureId', 'required with productId: a departure of that product');
    const travellers =
      body.units !== undefined ||
      body.rooms !== undefined ||
      body.paxAdults !== undefined ||
      body.paxChildren !== undefined ||
      body.paxInfants !== undefined;
    const units = json.read<UnitRequest[]>(before.units);
    const rooms = json.read<RoomRequest[]>(before.rooms);
    // The travellers sent replace the booking's as a whole (units, or rooms with pax); else they stay as they are.
    const input: BookingInput = {
      productId,
      departureId: body.departureId ?? before.departure_id,
      ratePlanId: body.ratePlanId ?? (otherProduct ? null : before.rate_plan_id),
      ...(travellers
        ? {
            units: body.units,
            rooms: body.rooms,
            paxAdults: body.paxAdults,
            paxChildren: body.paxChildren,
            paxInfants: body.paxInfants,
          }
        : units.length
          ? { units }
          : { rooms, paxAdults: before.pax_adults, paxChildren: before.pax_children, paxInfants: before.pax_infants }),
      currency: before.currency,
    };
    // The seats this booking holds count as free for itself: the atomic check is `reshape`'s.
    const priced = await this.prepare(workspaceId, input, { seatsHeld: true });
    const departureId = parseId(input.departureId, 'dept', 'departureId', { aliases: ['dep'] });
    const command: ChangeCommand = departureId === before.departure_id ? 'changeUnits' : 'move';
    const set: BookingFields = {
      // The product's snapshot (title, type, category) is taken again only when the booking moves to another one.
      ...(otherProduct && {
        product_id: priced.product.id,
        product_title: priced.product.title,
        product_type: priced.product.type,
        product_category: priced.product.category,
      }),
      departure_id: priced.departure.id,
      departure_start_at: priced.departure.startAt,
      departure_end_at: priced.departure.endAt,
      pax_adults: priced.paxAdults,
      pax_children: priced.paxChildren,
      pax_infants: priced.paxInfants,
      seats: priced.seats,
      rooms: json.write(priced.rooms),
      units: json.write(priced.units ?? []),
      rate_plan_id: priced.ratePlanId,
      subtotal_minor: priced.subtotalMinor,
      tax_minor: priced.taxMinor,
      total_minor: priced.totalMinor,
      pricing: json.write({ breakdown: priced.breakdown, computed_at: priced.pricedAt }),
      ...also,
    };
    const result = (booking: Booking): BookingChangeResult => {
      const previousTotal = Number(before.total_minor);
      const difference = booking.pricing.total_minor - previousTotal;
      return {
        booking,
        change: {
          command,
          preview: preview === true,
          previous: {
            departure_id: before.departure_id,
            seats: before.seats,
            total: fromMinorUnits(previousTotal, before.currency),
            total_minor: previousTotal,
          },
          difference: fromMinorUnits(difference, before.currency),
          difference_minor: difference,
        },
      };
    };
    if (preview) {
      if (!startsFrom(command, before.status))
        throw new ConflictError('INVALID_COMMAND', `A ${before.status} booking cannot be changed by ${command}`, {
          command,
          status: before.status,
        });
      const next = { ...before, ...set };
      return result(toBooking({ ...next, payment_status: paymentStatusOf(totalsOf(next)) }));
    }
    return this.deps.db.transaction(async (tx) => {
      const current = await store.getForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Booking');
      // Priced from the booking as it was read: a change made meanwhile would be overwritten by a stale shape.
      if (current.updated_at !== before.updated_at)
        throw new ConflictError('BOOKING_CHANGED', 'The booking changed meanwhile; read it again');
      return result(await this.run(tx, workspaceId, current, command, { set }));
    });
  }

  /**
   * Confirms a booking (POST /v1/bookings/:id/confirm): an `on_hold` one while its hold has not lapsed (410
   * `HOLD_EXPIRED` after), a `pending` one as the PATCH does; a confirmed one is answered as it is.
   */
  async confirm(workspaceId: string, id: string): Promise<Booking> {
    return this.deps.db.transaction(async (tx) => {
      const current = await store.getForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Booking');
      if (current.status === 'confirmed') return toBooking(current);
      return this.run(tx, workspaceId, current, 'confirm');
    });
  }

  /**
   * Extends a hold (POST /v1/bookings/:id/extend): it lapses `minutes` from now. Only an `on_hold` booking whose
   * hold has not lapsed (410 `HOLD_EXPIRED`; another status 409 `NOT_ON_HOLD`). A new expiry job is enqueued; the
   * old one finds the hold extended and does nothing.
   */
  async extend(workspaceId: string, id: string, body: ExtendHoldBody): Promise<Booking> {
    const minutes = this.holdMinutes(body.minutes, 'minutes');
    return this.deps.db.transaction(async (tx) => {
      const current = await store.getForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Booking');
      const now = clock.iso();
      if (this.holdLapsed(current, now)) throw this.holdExpired(current);
      if (current.status !== 'on_hold') {
        throw new ConflictError(
          'NOT_ON_HOLD',
          `Only a booking on hold can be extended; this one is ${current.status}`,
          {
            status: current.status,
          },
        );
      }
      const until = clock.iso(clock.nowMs() + minutes * 60_000);
      const booking = await this.run(tx, workspaceId, current, 'extend', { set: { hold_expires_at: until } }, now);
      await this.scheduleExpiry(tx, workspaceId, id, until);
      return booking;
    });
  }

  /**
   * The hold expiry job: expires the booking if it is still `on_hold` and its hold has lapsed, giving its seats
   * back (`expireLapsed`). A hold that was confirmed, cancelled, extended or already expired is left alone, so a
   * repeated or raced run changes nothing; so is a hold whose payment the provider has confirmed (a wizard
   * submission's): the payment workflow ends that one, judging the lapse at the payment's arrival. Answers whether
   * this run expired it.
   */
  async expireHold(workspaceId: string, id: string): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const current = await store.getForUpdate(tx, workspaceId, id);
      const now = clock.iso();
      if (!current || current.status !== 'on_hold' || !this.lapsed(current, now)) return false;
      if (current.payment_session_id && (await paymentsStore.isPaid(tx, workspaceId, current.payment_session_id)))
        return false;
      try {
        await this.expireIn(tx, workspaceId, current, now);
      } catch (err) {
        if (err instanceof ConflictError) return false; // another worker expired it (or it was confirmed) first
        throw err;
      }
      return true;
    });
  }

  /**
   * Expires a lapsed hold on the row the caller locked, inside its transaction (the command `expire`): status
   * `expired`, seats back (the catalog's inventory.updated and departure.capacity.changed `hold_expired`), out of
   * the analytics rollup, booking.updated and booking.expired. Written only while the row is still on hold and
   * lapsed (409 otherwise).
   */
  expireIn(tx: Tx, workspaceId: string, current: BookingRow, now = clock.iso()): Promise<Booking> {
    return this.run(tx, workspaceId, current, 'expire', {}, now);
  }

  /** Whether the booking is a hold that has lapsed by `at`: expired, or still `on_hold` past `hold_expires_at`. */
  holdLapsed(row: BookingRow, at: string): boolean {
    return row.status === 'expired' || (row.status === 'on_hold' && this.lapsed(row, at));
  }

  /**
   * A hold length within HOLD_MIN_MINUTES..HOLD_MAX_MINUTES, else 400 naming `field` (OCTO checks one before the
   * change it comes with).
   */
  holdMinutes(minutes: number, field: string): number {
    const { holdMinMinutes: min, holdMaxMinutes: max } = this.deps.config;
    if (!Number.isInteger(minutes) || minutes < min || minutes > max)
      throw new ValidationError(field, `must be a whole number of minutes from ${min} to ${max}`);
    return minutes;
  }

  /** The booking a reseller made with its booking `uuid` (OCTO), or null. */
  async findByExternalUuid(workspaceId: string, uuid: string): Promise<Booking | null> {
    const row = await store.getByExternalUuid(this.deps.db.kysely, workspaceId, uuid);
    return row ? toBooking(row) : null;
  }

  /** `db`: the caller's transaction, for a reader inside one (an event subscriber). */
  async get(workspaceId: string, id: string, db: Executor = this.deps.db.kysely): Promise<Booking> {
    // Outside a transaction, a booking kept at the row's version (as the list keeps them) is the answer.
    if (!db.isTransaction) {
      const current = await this.bookingVersion(db, [workspaceId, id]);
      if (!current) throw new NotFoundError('Booking');
      const kept = this.kept.get(id, current.version);
      if (kept) return kept;
    }
    const row = await store.get(db, workspaceId, id);
    if (!row) throw new NotFoundError('Booking');
    return db.isTransaction ? toBooking(row) : this.kept.set(row.id, row.version, toBooking(row));
  }

  /**
   * A page of bookings: the page's ids and versions first, then whole rows only of the bookings this process does
   * not keep at those versions (a list reads mostly the same recent bookings again, and reading and rendering a
   * whole row costs about ten times reading its version). Read inside a transaction (a unit of work's writes), the
   * page is read whole and nothing is kept: what it sees may still be rolled back.
   */
  async list(
    workspaceId: string,
    filters: BookingFilters,
    sort: Sort<BookingSortColumn>,
    page: Page,
  ): Promise<{ items: Booking[]; total: number }> {
    const db = this.deps.db.kysely;
    const whole = async () => {
      const { rows, total } = await store.list(db, workspaceId, filters, sort, page);
      return { items: rows.map(toBooking), total };
    };
    if (db.isTransaction) return whole();
    const { rows, total } = await store.listVersions(db, workspaceId, filters, sort, page);
    const items = rows.map((r) => this.kept.get(r.id, r.version));
    const missing = rows.filter((_, i) => items[i] === undefined).map((r) => r.id);
    if (missing.length > 0) {
      const read = new Map((await store.byIds(db, workspaceId, missing)).map((row) => [row.id, row]));
      for (const [i, r] of rows.entries()) {
        if (items[i] !== undefined) continue;
        const row = read.get(r.id);
        // Changed or gone between the two reads: the page is read again whole, so it shows one moment of the list.
        if (row?.version !== r.version) return whole();
        items[i] = this.kept.set(row.id, row.version, toBooking(row));
      }
    }
    return { items: items as Booking[], total };
  }

  /**
   * The spec's PATCH: `status` as the command that leads to it (`confirm`, `cancel`, `complete`; the current
   * status again changes nothing, any other is 422), `notes` (null clears) set by it or by `annotate`.
   */
  async update(
    workspaceId: string,
    id: string,
    body: UpdateBookingBody,
  ): Promise<{ id: string; status: string; notes: string | null }> {
    return this.deps.db.transaction(async (tx) => {
      const current = await store.getForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Booking');
      const set = { notes: body.notes };
      const to = body.status;
      const command = to === undefined || to === current.status ? 'annotate' : COMMAND_OF_STATUS[to];
      if (!command) throw invalidTransition(current.status, to!);
      const booking = await this.run(tx, workspaceId, current, command, { set });
      return { id: booking.id, status: booking.status, notes: booking.notes };
    });
  }

  /**
   * The catalog's delete hook (inside its transaction): 409 while bookings that are not cancelled reference the
   * product or departure, including bookings kept without seats (manual attention), which booked seats miss.
   */
  async refuseIfBooked(
    tx: Tx,
    workspaceId: string,
    ref: { productId: string } | { departureId: string },
  ): Promise<void> {
    if ((await store.activeUsage(tx, workspaceId, ref)) === 0) return;
    const what = 'productId' in ref ? 'product' : 'departure';
    throw new ConflictError('HAS_ACTIVE_BOOKINGS', `The ${what} has bookings that are not cancelled`);
  }

  /**
   * A departure's cancel (inside its transaction): each of its bookings on hold, pending or confirmed is cancelled
   * by the `cancel` command with `reason`, locked first like any command's row, or all are kept as they are.
   */
  async departureCancelled(
    tx: Tx,
    workspaceId: string,
    departureId: string,
    choice: { bookings: 'cancel' | 'keep'; reason: string },
  ): Promise<{ cancelled: string[]; kept: string[] }> {
    const active = await store.activeOfDeparture(tx, workspaceId, departureId);
    if (choice.bookings === 'keep') return { cancelled: [], kept: active.map((b) => b.id) };
    for (const row of active)
      await this.run(tx, workspaceId, row, 'cancel', { set: { cancellation_reason: choice.reason } });
    return { cancelled: active.map((b) => b.id), kept: [] };
  }

  // ----------------------------------------------------------------------------------- shared by every path

  /**
   * Resolves and prices a booking outside any transaction: product and departure (bookable, of this workspace),
   * pax and rooms consistent, currency matching the price, referenced people and organizations existing. Too few
   * free seats is refused early (the atomic check is `insertPrepared`'s), unless `seatsHeld`: the booking the
   * data describes exists already with its seats (a committed wizard session's submission).
   */
  async prepare(
    workspaceId: string,
    input: BookingInput,
    opts: { seatsHeld?: boolean } = {},
  ): Promise<PreparedBooking> {
    const productId = parseId(input.productId, 'prod', 'productId');
    const departureId = parseId(input.departureId, 'dept', 'departureId', { aliases: ['dep'] });
    const rooms = input.rooms ?? [];
    const units = input.units ?? [];
    if (units.length && rooms.length) throw new ValidationError('units', 'send either units or rooms, not both');
    const billingPersonId = canonical(input.billingPersonId, 'ppl', 'billingPersonId', ['p']);
    const organizationId = canonical(input.organizationId, 'org', 'organizationId');
    const [personOk, orgOk] = await Promise.all([
      billingPersonId ? this.ports.directory.personExists(workspaceId, billingPersonId) : true,
      organizationId ? this.ports.directory.organizationExists(workspaceId, organizationId) : true,
    ]);
    if (!personOk)
      throw new UnprocessableError('UNKNOWN_REFERENCE', 'Billing person not found', {
        field: 'billingPersonId',
        message: 'no person with this id in the workspace',
      });
    if (!orgOk)
      throw new UnprocessableError('UNKNOWN_REFERENCE', 'Organization not found', {
        field: 'organizationId',
        message: 'no organization with this id in the workspace',
      });

    const { product, departure, price } = await this.ports.catalog.loadForBooking(workspaceId, productId, departureId);
    const ratePlanId = canonical(input.ratePlanId, 'rate', 'ratePlanId');
    // Travellers come from the request, or, for a booking by units, from what the units stand for.
    const requested = {
      paxAdults: input.paxAdults,
      paxChildren: input.paxChildren ?? 0,
      paxInfants: input.paxInfants ?? 0,
    };
    const roomPeople = rooms.reduce((n, r) => n + r.occupancy * r.quantity, 0);
    const paxAdults = requested.paxAdults ?? (rooms.length ? Math.max(0, roomPeople - requested.paxChildren) : 1);
    const quote = await price({
      ratePlanId,
      paxAdults,
      paxChildren: requested.paxChildren,
      paxInfants: requested.paxInfants,
      rooms,
      units,
    });
    const pax = quote.pax
      ? this.unitPax(quote.pax, requested)
      : { paxAdults, paxChildren: requested.paxChildren, paxInfants: requested.paxInfants };
    const seats = pax.paxAdults + pax.paxChildren;
    if (quote.pax) {
      if (seats < 1)
        throw new UnprocessableError('INVALID_PARTY', 'A booking needs a traveller taking a seat', {
          field: 'units',
          message: 'add a unit that is not an infant',
        });
    } else {
      if (pax.paxAdults < 1)
        throw new UnprocessableError('INVALID_PARTY', 'A booking needs at least one adult', {
          field: 'paxAdults',
          message: 'must be at least 1',
        });
      if (rooms.length && roomPeople !== seats) {
        throw new UnprocessableError('INVALID_PARTY', 'Rooms do not match the travellers', {
          field: 'rooms',
          message: `the rooms hold ${roomPeople} people but the booking has ${seats} adults and children`,
        });
      }
      if (pax.paxInfants > pax.paxAdults)
        throw new UnprocessableError('INVALID_PARTY', 'Too many infants', {
          field: 'paxInfants',
          message: 'each infant travels with an adult: at most paxAdults',
        });
    }
    if (!opts.seatsHeld && departure.seatsLeft !== null && departure.seatsLeft < seats)
      throw noSeats(departure.seatsLeft, seats);
    if (input.currency && input.currency !== quote.currency) {
      throw new UnprocessableError('CURRENCY_MISMATCH', 'Currency mismatch', {
        field: 'currency',
        message: `the product is priced in ${quote.currency}`,
      });
    }
    const { paxChildren, paxInfants } = pax;
    return {
      product: {
        id: product.id,
        title: product.title,
        type: product.type,
        category: product.category?.trim() || UNCATEGORIZED,
      },
      departure: { id: departure.id, startAt: departure.startAt, endAt: departure.endAt },
      paxAdults: pax.paxAdults,
      paxChildren,
      paxInfants,
      seats,
      rooms,
      units,
      ratePlanId,
      billingPersonId,
      organizationId,
      language: input.language ?? null,
      currency: quote.currency,
      subtotalMinor: quote.subtotalMinor,
      taxMinor: quote.taxMinor,
      totalMinor: quote.totalMinor,
      breakdown: quote.breakdown,
      pricedAt: clock.iso(),
      notes: input.notes ?? null,
      metadata: input.metadata ?? {},
      billing: input.billing ?? null,
      passengers: input.passengers ?? [],
    };
  }

  /**
   * Inside the caller's transaction: takes the seats (or flags the booking; or has those of a seat hold), numbers
   * it, writes it and the analytics rollup, emits booking.created (and booking.attention_required when flagged).
   */
  async insertPrepared(tx: Tx, workspaceId: string, b: PreparedBooking, opts: InsertOptions): Promise<BookingRow> {
    const held =
      opts.seatsTakenBy !== undefined ||
      (await this.ports.catalog.reserveSeats(tx, workspaceId, b.departure.id, b.seats));
    if (!held && opts.onNoSeats === 'reject') throw noSeats(null, b.seats);
    const now = clock.iso();
    const year = clock.now().getUTCFullYear();
    const n = await store.nextCodeNumber(this.deps.db, tx, workspaceId, year);
    const holdUntil = opts.holdUntil ?? null;
    const row: BookingRow = {
      id: newId('book'),
      workspace_id: workspaceId,
      code: bookingCode(year, n),
      status: holdUntil ? 'on_hold' : 'pending',
      payment_status: 'unpaid',
      source: opts.source,
      product_id: b.product.id,
      product_title: b.product.title,
      product_type: b.product.type,
      product_category: b.product.category,
      departure_id: b.departure.id,
      departure_start_at: b.departure.startAt,
      departure_end_at: b.departure.endAt,
      pax_adults: b.paxAdults,
      pax_children: b.paxChildren,
      pax_infants: b.paxInfants,
      seats: b.seats,
      seats_held: bool.write(held),
      rooms: json.write(b.rooms),
      units: json.write(b.units ?? []),
      rate_plan_id: b.ratePlanId,
      billing_person_id: b.billingPersonId,
      organization_id: b.organizationId,
      language: b.language,
      currency: b.currency,
      subtotal_minor: b.subtotalMinor,
      tax_minor: b.taxMinor,
      total_minor: b.totalMinor,
      paid_minor: 0,
      refunded_minor: 0,
      pricing: json.write({ breakdown: b.breakdown, computed_at: b.pricedAt }),
      billing: jsonOrNull.write(b.billing),
      customer_search: customerSearchOf(b.billing),
      passengers: json.write(b.passengers),
      notes: b.notes,
      metadata: json.write(b.metadata),
      attention_required: bool.write(!held),
      attention_reason: held ? null : 'seats_unavailable',
      wizard_session_id: opts.wizardSessionId ?? null,
      payment_session_id: opts.paymentSessionId ?? null,
      invoice_id: null,
      contract_number: null,
      created_day: utcDay(now),
      created_at: now,
      updated_at: now,
      confirmed_at: null,
      cancelled_at: null,
      completed_at: null,
      hold_expires_at: holdUntil,
      external_uuid: opts.external?.uuid ?? null,
      reseller_reference: opts.external?.resellerReference ?? null,
      cancellation_reason: null,
      checked_in_count: 0,
      checked_in_at: null,
      version: 0,
    };
    await store.insert(this.deps.db, tx, row);
    if (holdUntil) await this.scheduleExpiry(tx, workspaceId, row.id, holdUntil);
    await store.bumpCategoryDay(this.deps.db, tx, workspaceId, row.created_day, row.product_category, b.totalMinor, 1);
    const booking = toBooking(row);
    await this.deps.outbox.emit(tx, workspaceId, 'booking.created', { booking });
    if (!held)
      await this.flagged(
        tx,
        workspaceId,
        booking,
        'seats_unavailable',
        `the departure has fewer than ${b.seats} free seats`,
      );
    return row;
  }

  /** The booking's row, locked for the rest of `tx`: what the payment workflow reads before it changes it. */
  getRowForUpdate(tx: Tx, workspaceId: string, id: string) {
    return store.getForUpdate(tx, workspaceId, id);
  }

  /**
   * The one way an existing booking changes: a command of `lifecycle.ts` run on the row the caller locked, inside
   * its transaction. The command must start from the booking's status (else 422 `INVALID_STATUS_TRANSITION` for one
   * that moves it, 409 `INVALID_COMMAND` for one that does not), unless the booking already has the status it leads
   * to: then only its fields change. Moving the status does what the table says: confirming takes the seats of a
   * booking kept without them, cancelling and expiring give them back and take the booking out of the analytics
   * rollup. The events follow in one order: booking.attention_required when the command flags the booking,
   * booking.updated when an announced field or the status changes, then booking.confirmed, booking.cancelled or
   * booking.expired. `changes` names the fields asked for whose value differs, those of `set` in their order, then
   * `status`; what follows from a status (timestamps, seats_held, a cleared flag) is not named. A command that
   * moves money (`input.money`) writes its ledger row and the booking's totals in the same guarded update, the
   * payment status derived from them (named first in `changes` when it changes); payment bookkeeping that leaves
   * status and notes alone is announced by the payment's own events (`payment.succeeded`, `payment.refunded`). A
   * check-in command records or undoes the check-ins of the travellers it names, keeps their count on the row and
   * announces the travellers whose check-in changed (booking.checked_in, booking.check_in_undone). Nothing differs:
   * nothing is written.
   */
  async run(
    tx: Tx,
    workspaceId: string,
    current: BookingRow,
    command: ChangeCommand,
    input: CommandInput = {},
    now = clock.iso(),
  ): Promise<Booking> {
    const rule = COMMANDS[command];
    const to: BookingStatus = rule.to === 'same' ? current.status : rule.to;
    const moves = to !== current.status;
    // A lapsed hold (expired, or on hold past its end) is 410 for what needs it held; it is judged when the command
    // says (a payment's arrival), else now.
    const judgedAt = input.at ?? now;
    if (rule.liveHold && this.holdLapsed(current, judgedAt)) throw this.holdExpired(current);
    if (!startsFrom(command, current.status) && (rule.to === 'same' || moves)) {
      if (moves) throw invalidTransition(current.status, to);
      throw new ConflictError('INVALID_COMMAND', `A ${current.status} booking cannot be changed by ${command}`, {
        command,
        status: current.status,
      });
    }
    if (MOVEMENTS.includes(rule.money) !== (input.money !== undefined))
      throw new Error(`${command} ${input.money ? 'moves no money' : 'needs the money it moves'}`);
    const money = input.money && this.moneyMoved(current, command, input.money, now);
    const patch: Partial<BookingRow> = { ...money?.totals };
    const changes: Array<keyof BookingFields | 'status' | 'payment_status'> = [];
    if (money && money.totals.payment_status !== current.payment_status) changes.push('payment_status');
    for (const field of Object.keys(input.set ?? {}) as Array<keyof BookingFields>) {
      const value = input.set?.[field];
      if (value === undefined || value === current[field]) continue;
      Object.assign(patch, { [field]: value });
      changes.push(field);
    }
    // A new total (other units, another departure) is judged against what the ledger holds: a paid booking that
    // now costs more is partially paid.
    if (!money && patch.total_minor !== undefined) {
      const status = paymentStatusOf(totalsOf({ ...current, ...patch }));
      if (status !== current.payment_status) {
        patch.payment_status = status;
        changes.unshift('payment_status');
      }
    }
    if (moves) {
      changes.push('status');
      Object.assign(patch, await this.statusPatch(tx, workspaceId, current, command, to, now));
    }
    if (changes.length > 0) await this.reshape(tx, workspaceId, current, command, patch);
    if (input.attention) {
      patch.attention_required = bool.write(true);
      patch.attention_reason = input.attention.reason;
    }
    const checkIns =
      rule.checkIns === 'none' ? [] : await this.checkIns(tx, workspaceId, current, rule.checkIns, input, now);
    if (checkIns.length > 0) {
      const { count, at } = await checkInStore.summary(tx, workspaceId, current.id);
      Object.assign(patch, { checked_in_count: count, checked_in_at: at });
    }
    if (Object.keys(patch).length === 0) return toBooking(current);
    patch.updated_at = now;
    // A status change is written only while the row still has the status it was read with (and a hold's expiry
    // only while the hold has lapsed), money only while the totals are those it was judged against: a racer that
    // got there first makes this a 409, rolling the change back (never in practice: the caller locked the row).
    const guard = {
      status: patch.status ? current.status : undefined,
      lapsedAt: patch.status && command === 'expire' ? now : undefined,
      totals: money ? { paid_minor: current.paid_minor, refunded_minor: current.refunded_minor } : undefined,
    };
    if (!(await store.update(tx, workspaceId, current.id, patch, guard))) {
      throw new ConflictError('BOOKING_CHANGED', 'The booking changed meanwhile; read it again');
    }
    if (money) await moneyStore.insert(tx, money.row);
    const booking = toBooking({ ...current, ...patch });
    const { outbox } = this.deps;
    if (input.attention) await this.flagged(tx, workspaceId, booking, input.attention.reason, input.attention.message);
    if (changes.some((f) => ANNOUNCED.has(f)))
      await outbox.emit(tx, workspaceId, 'booking.updated', { booking, changes, previous_status: current.status });
    const seatsReleased = bool.read(current.seats_held) ? current.seats : 0;
    if (patch.status === 'confirmed') await outbox.emit(tx, workspaceId, 'booking.confirmed', { booking });
    if (patch.status === 'cancelled')
      await outbox.emit(tx, workspaceId, 'booking.cancelled', { booking, seats_released: seatsReleased });
    if (patch.status === 'expired')
      await outbox.emit(tx, workspaceId, 'booking.expired', { booking, seats_released: seatsReleased });
    // Money by hand is announced here; the provider's payment by the workflow, with its session.
    if (money && (rule.money === 'payment' || rule.money === 'refund')) {
      const type = rule.money === 'payment' ? 'payment.succeeded' : 'payment.refunded';
      await outbox.emit(tx, workspaceId, type, moneyEvent(booking, toMovement(money.row), current.payment_status));
    }
    if (checkIns.length > 0) {
      const travellers = travellersOf(booking).filter((t) => checkIns.includes(t.index));
      const type = rule.checkIns === 'add' ? 'booking.checked_in' : 'booking.check_in_undone';
      await outbox.emit(tx, workspaceId, type, { booking, travellers });
    }
    return booking;
  }

  /**
   * The ledger row of a command's movement and the totals it leaves the booking, its payment status with them.
   * Refused (422, `details.field: amount`): a refund beyond what was paid and not yet refunded
   * (`REFUND_EXCEEDS_PAID`), a payment by hand beyond what is still owed (`PAYMENT_EXCEEDS_BALANCE`).
   */
  private moneyMoved(current: BookingRow, command: ChangeCommand, m: MovementInput, now: string) {
    const rule = COMMANDS[command];
    const totals = totalsOf(current);
    const amount = (minor: number) => `${formatMinorUnits(minor, current.currency)} ${current.currency}`;
    const refused = (code: 'REFUND_EXCEEDS_PAID' | 'PAYMENT_EXCEEDS_BALANCE', title: string, message: string) =>
      new UnprocessableError(code, title, { field: 'amount', message });
    // The totals are in the booking's currency: a provider's payment in another is only recorded.
    const counted = m.currency === current.currency;
    if (counted && rule.money === 'refund') {
      const held = totals.paidMinor - totals.refundedMinor;
      if (m.amountMinor > held)
        throw refused('REFUND_EXCEEDS_PAID', 'Refund exceeds what was paid', `at most ${amount(held)} can be refunded`);
      totals.refundedMinor += m.amountMinor;
    } else if (counted) {
      // By hand, money pays what is owed; what the provider took is recorded whatever it is (it arrived).
      const owed = balanceOf(totals, current.status);
      if (rule.money === 'payment' && m.amountMinor > owed)
        throw refused(
          'PAYMENT_EXCEEDS_BALANCE',
          'Payment exceeds what is owed',
          `at most ${amount(Math.max(owed, 0))} is still owed`,
        );
      totals.paidMinor += m.amountMinor;
    }
    const row: MovementRow = {
      id: m.id,
      workspace_id: current.workspace_id,
      booking_id: current.id,
      kind: rule.money === 'refund' ? 'refund' : 'payment',
      amount_minor: m.amountMinor,
      currency: m.currency,
      method: m.method,
      reference: m.reference,
      reason: m.reason,
      date: m.date,
      payment_session_id: m.paymentSessionId,
      created_at: now,
      created_by: m.createdBy,
    };
    return {
      row,
      totals: {
        paid_minor: totals.paidMinor,
        refunded_minor: totals.refundedMinor,
        payment_status: paymentStatusOf(totals),
      } satisfies Partial<BookingRow>,
    };
  }

  /**
   * Checks in (`add`) or undoes the check-in of (`remove`) the travellers `input` names, the whole party when it
   * names none; answers those whose check-in changed. An index outside the party is 422 `UNKNOWN_TRAVELLER`.
   */
  private async checkIns(
    tx: Tx,
    workspaceId: string,
    current: BookingRow,
    effect: 'add' | 'remove',
    input: CommandInput,
    now: string,
  ): Promise<number[]> {
    const total = partySize(current);
    const named = input.travellers ?? Array.from({ length: total }, (_, i) => i);
    named.forEach((index, i) => {
      if (!Number.isInteger(index) || index < 0 || index >= total)
        throw new UnprocessableError('UNKNOWN_TRAVELLER', 'No such traveller', {
          field: `travellers[${i}]`,
          message: `the booking's travellers are numbered from 0 to ${total - 1}`,
        });
    });
    if (named.length === 0) return [];
    const changed =
      effect === 'add'
        ? await checkInStore.add(tx, workspaceId, current.id, named, now, input.by ?? null)
        : await checkInStore.remove(tx, workspaceId, current.id, named);
    return changed.sort((a, b) => a - b);
  }

  /** What moving to `to` by `command` writes besides the status: its timestamp, and the seats and rollup it moves. */
  private async statusPatch(
    tx: Tx,
    workspaceId: string,
    current: BookingRow,
    command: ChangeCommand,
    to: BookingStatus,
    now: string,
  ): Promise<Partial<BookingRow>> {
    const rule = COMMANDS[command];
    const patch: Partial<BookingRow> = { status: to };
    if (to === 'confirmed') patch.confirmed_at = now;
    if (to === 'completed') patch.completed_at = now;
    if (to === 'cancelled') patch.cancelled_at = now;
    // A booking kept without seats (manual attention) takes them now or cannot be confirmed.
    if (rule.seats === 'take-if-unheld' && !bool.read(current.seats_held)) {
      await this.takeSeats(tx, workspaceId, current.departure_id, current.seats);
      patch.seats_held = bool.write(true);
      patch.attention_required = bool.write(false);
      patch.attention_reason = null;
    }
    if (rule.seats === 'release' && bool.read(current.seats_held)) {
      // A lapsed hold's seats come back on a timer, not through a request: the catalog announces why.
      const by =
        command === 'expire' ? { reason: 'hold_expired' as const, bookingId: current.id, seatHoldId: null } : undefined;
      await this.ports.catalog.releaseSeats(tx, workspaceId, current.departure_id, current.seats, by);
      patch.seats_held = bool.write(false);
    }
    if (rule.rollup === 'remove') {
      await store.bumpCategoryDay(
        this.deps.db,
        tx,
        workspaceId,
        current.created_day,
        current.product_category,
        -Number(current.total_minor),
        -1,
      );
    }
    return patch;
  }

  /**
   * What a change of shape (`changeUnits`, `move`) does besides its fields, as its table row says: the seats of the
   * new shape are taken before the old ones are given back (on the same departure only the difference moves), so a
   * departure without them refuses the change (422) and racing changes never oversell; the analytics rollup follows
   * the new total (and the new product's category).
   */
  private async reshape(
    tx: Tx,
    workspaceId: string,
    current: BookingRow,
    command: ChangeCommand,
    patch: Partial<BookingRow>,
  ): Promise<void> {
    const rule = COMMANDS[command];
    if (rule.seats === 'swap' && bool.read(current.seats_held)) {
      const departure = patch.departure_id ?? current.departure_id;
      const seats = patch.seats ?? current.seats;
      if (departure !== current.departure_id) {
        await this.takeSeats(tx, workspaceId, departure, seats);
        await this.ports.catalog.releaseSeats(tx, workspaceId, current.departure_id, current.seats);
      } else if (seats > current.seats) {
        await this.takeSeats(tx, workspaceId, departure, seats - current.seats);
      } else if (seats < current.seats) {
        await this.ports.catalog.releaseSeats(tx, workspaceId, departure, current.seats - seats);
      }
    }
    const total = Number(patch.total_minor ?? current.total_minor);
    const category = patch.product_category ?? current.product_category;
    if (rule.rollup !== 'adjust') return;
    // The booking stays on the day it was made; another product's category takes it (count and total) whole.
    const bump = (cat: string, amount: number, count: number) =>
      store.bumpCategoryDay(this.deps.db, tx, workspaceId, current.created_day, cat, amount, count);
    if (category !== current.product_category) {
      await bump(current.product_category, -Number(current.total_minor), -1);
      await bump(category, total, 1);
    } else if (total !== Number(current.total_minor)) {
      await bump(category, total - Number(current.total_minor), 0);
    }
  }

  /** Whether an `on_hold` booking's hold has lapsed by `now`. */
  private lapsed(row: BookingRow, now: string): boolean {
    return row.hold_expires_at !== null && row.hold_expires_at <= now;
  }

  private holdExpired(row: BookingRow): AppError {
    return new AppError(410, 'HOLD_EXPIRED', "The booking's hold has expired", {
      hold_expires_at: row.hold_expires_at,
    });
  }

  /** Enqueues the hold's expiry job at `until`, in the transaction that sets it. */
  private async scheduleExpiry(tx: Tx, workspaceId: string, bookingId: string, until: string): Promise<void> {
    await this.deps.jobs.enqueue(
      tx,
      HOLD_EXPIRY_JOB,
      { workspaceId, bookingId },
      { runAt: new Date(until), workspaceId },
    );
  }

  /** Emits booking.attention_required for a booking flagged for manual attention. */
  private async flagged(tx: Tx, workspaceId: string, booking: Booking, reason: string, message: string): Promise<void> {
    await this.deps.outbox.emit(tx, workspaceId, 'booking.attention_required', {
      booking: { ...booking, attention_required: true, attention_reason: reason },
      reason,
      message,
    });
  }

  private async takeSeats(tx: Tx, workspaceId: string, departureId: string, seats: number): Promise<void> {
    if (!(await this.ports.catalog.reserveSeats(tx, workspaceId, departureId, seats))) throw noSeats(null, seats);
  }

  /** The travellers of a booking by units; pax counts sent beside the units must be the same. */
  private unitPax(fromUnits: UnitPax, sent: { paxAdults?: number; paxChildren: number; paxInfants: number }) {
    const pairs = [
      ['paxAdults', sent.paxAdults, fromUnits.adults],
      ['paxChildren', sent.paxChildren, fromUnits.children],
      ['paxInfants', sent.paxInfants, fromUnits.infants],
    ] as const;
    for (const [field, given, derived] of pairs) {
      if (given !== undefined && given !== 0 && given !== derived)
        throw new UnprocessableError('INVALID_PARTY', 'Travellers do not match the units', {
          field,
          message: `the units stand for ${derived}; leave ${field} out or send ${derived}`,
        });
    }
    return { paxAdults: fromUnits.adults, paxChildren: fromUnits.children, paxInfants: fromUnits.infants };
  }
}
