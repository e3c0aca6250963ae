// What the money path needs from other business areas. Each is satisfied by the area that owns it (wired in
// src/modules/index.ts, `ports` of createBookingsModule); bookings never reach another area's tables.
import type { Tx } from '../../platform/db/index.js';

export interface BookableProduct {
  id: string;
  title: string;
  type: string | null;
  category: string | null;
  status: string;
}

export interface BookableDeparture {
  id: string;
  productId: string;
  startAt: string | null;
  endAt: string | null;
  status: string;
  /** Seats still free right now (a hint for early refusals; the atomic check is reserveSeats). */
  seatsLeft: number | null;
}

export interface RoomRequest {
  categoryKey: string;
  occupancy: number;
  quantity: number;
}

/** A quantity of one of the product's unit types (adult, child, family ticket…). */
export interface UnitRequest {
  unitKey: string;
  quantity: number;
}

/** What a booking's price depends on besides its product and departure. */
export interface PriceRequest {
  ratePlanId: string | null;
  paxAdults: number;
  paxChildren: number;
  paxInfants: number;
  rooms: RoomRequest[];
  units: UnitRequest[];
}

/** The travellers a booking by units stands for (each unit type counts as adults, children or infants). */
export interface UnitPax {
  adults: number;
  children: number;
  infants: number;
}

export interface PriceQuote {
  currency: string;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** The catalog's own breakdown, kept verbatim in the booking's pricing snapshot. */
  breakdown: unknown;
  /** With units: the travellers they stand for (the booking's pax and seats follow from them). */
  pax?: UnitPax;
}

/** A bookable product and departure, read once, and the price of a booking on them. */
export interface BookingOffer {
  product: BookableProduct;
  departure: BookableDeparture;
  price(req: PriceRequest): Promise<PriceQuote>;
}

/**
 * Why seats are given back, when the catalog should announce it (`departure.capacity.changed`): a lapsed hold, a
 * booking on hold or a wizard submission's seat hold (the other id null).
 */
export interface SeatRelease {
  reason: 'hold_expired';
  bookingId: string | null;
  seatHoldId: string | null;
}

/** A departure as its manifest shows it. */
export interface ManifestDeparture {
  id: string;
  productId: string;
  productTitle: string;
  startAt: string;
  endAt: string;
  status: string;
  capacity: number;
  bookedPax: number;
}

export interface CatalogPort {
  /** The product and departure, or a 4xx naming the field (unknown, other workspace, not bookable). */
  loadForBooking(workspaceId: string, productId: string, departureId: string): Promise<BookingOffer>;
  /** A departure of the workspace's own catalog, whatever its status; null when it has none of that id. */
  departure(workspaceId: string, departureId: string): Promise<ManifestDeparture | null>;
  /** Takes `seats` seats atomically inside `tx`; false when the departure has fewer free (or no longer exists). */
  reserveSeats(tx: Tx, workspaceId: string, departureId: string, seats: number): Promise<boolean>;
  /**
   * Gives `seats` seats back inside `tx`; false when the departure no longer exists. With `by`, the catalog also
   * announces the release as `departure.capacity.changed` with its reason.
   */
  releaseSeats(tx: Tx, workspaceId: string, departureId: string, seats: number, by?: SeatRelease): Promise<boolean>;
}

export interface FormIssue {
  field: string;
  message: string;
}

export interface FormsPort {
  /** Problems of `data` against the form's fields (empty when valid); a form that does not exist is one problem. */
  /** `alsoAccepted`: keys the wizard checks itself, accepted though the form does not list them. */
  validate(
    workspaceId: string,
    formId: string,
    data: Record<string, unknown>,
    alsoAccepted?: readonly string[],
  ): Promise<FormIssue[]>;
}

export interface InvoiceForBooking {
  bookingId: string;
  bookingCode: string;
  currency: string;
  totalMinor: number;
  description: string;
  buyer: { name: string | null; email: string | null };
}

export interface BillingPort {
  /** Creates and issues the booking's invoice from the workspace's default invoice series, inside `tx`. */
  issueBookingInvoice(
    tx: Tx,
    workspaceId: string,
    input: InvoiceForBooking,
  ): Promise<{ id: string; number: string | null }>;
  /** Allocates the next number of the workspace's default contract series, inside `tx`; null when it has none. */
  allocateContractNumber(
    tx: Tx,
    workspaceId: string,
    ref: { bookingId: string },
  ): Promise<{ number: string; seriesId: string } | null>;
}

export interface DirectoryPort {
  personExists(workspaceId: string, id: string): Promise<boolean>;
  organizationExists(workspaceId: string, id: string): Promise<boolean>;
}

/** A wizard customer's seats held while their payment is awaited, as the guest is told of them. */
export interface SeatsHeld {
  seatHoldId: string;
  /** The submission's code (the payment's order id). */
  code: string;
  heldAt: string;
  expiresAt: string;
  productTitle: string;
  startAt: string | null;
  seats: number;
  totalMinor: number;
  currency: string;
  guest: { name: string | null; email: string | null; language: string | null };
}

export interface NoticesPort {
  /** Inside the submission's transaction: seats were held for a customer who has not paid yet. */
  seatsHeld(tx: Tx, workspaceId: string, held: SeatsHeld): Promise<void>;
}

/** Why a voucher cannot pay an order: the vouchers area's reasons (its lookup and validate answer them too). */
export type VoucherRefusal =
  | 'voucher_not_found'
  | 'voucher_inactive'
  | 'voucher_expired'
  | 'voucher_depleted'
  | 'voucher_not_transferable'
  | 'currency_mismatch';

/** What a voucher paid of an order: its redemption (a row of the voucher's ledger) and the amount. */
export interface VoucherSpend {
  voucherId: string;
  code: string;
  /** The redemption's id (`txn_…`): what a give-back names. */
  transactionId: string;
  appliedMinor: number;
}

export interface VouchersPort {
  /**
   * Inside `tx`: spends min(balance, `amountMinor`) of the workspace's voucher `code` on the order, as one
   * redemption (the voucher row locked, so concurrent orders never spend the same balance twice); or why not.
   */
  spend(
    tx: Tx,
    workspaceId: string,
    order: { code: string; currency: string; amountMinor: number; orderId: string },
  ): Promise<{ ok: true; spend: VoucherSpend } | { ok: false; reason: VoucherRefusal; message: string }>;
  /**
   * Inside `tx`: gives back to the voucher what the redemption took and was not given back yet (a refund naming
   * it); answers the amount, 0 when nothing was left to give back.
   */
  giveBack(tx: Tx, workspaceId: string, transactionId: string, note: string): Promise<number>;
  /** Inside `tx`: names the booking a redemption paid. */
  linkBooking(tx: Tx, workspaceId: string, transactionId: string, bookingId: string): Promise<void>;
}

export interface BookingPorts {
  catalog: CatalogPort;
  forms: FormsPort;
  billing: BillingPort;
  directory: DirectoryPort;
  /** Who tells the guest about their seat hold (messages). */
  notices: NoticesPort;
  /** Vouchers that pay (part of) a submission (the booking page's gift-card codes). */
  vouchers: VouchersPort;
}
