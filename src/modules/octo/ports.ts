// What the OCTO API needs from other areas, each answered by the area that owns it (wired in src/modules/index.ts):
// the catalog's products, units, prices, departures and availability (catalog.ts adapts the catalog's services),
// bookings' booking lifecycle (BookingsService as it is), and the workspace's name. OCTO keeps no tables of its own:
// an OCTO booking is one of our bookings (`source: octo`) carrying the reseller's uuid and reference.
import type { Page, Sort } from '../../platform/http/pagination.js';
import type { Booking, ChangeBookingBody } from '../bookings/booking-schemas.js';
import type { BookingChangeResult, BookingFields, BookingInput, CommandInput } from '../bookings/booking-service.js';
import type { ChangeCommand } from '../bookings/lifecycle.js';
import type { BookingFilters, BookingSortColumn } from '../bookings/booking-store.js';
import type { Availability, AvailabilityStatus } from '../catalog/availability-schemas.js';
import type { Kept, KeptRequest } from '../catalog/availability-kept.js';
import type { AvailabilityRequest } from '../catalog/availability-service.js';
import type { UnitPricing } from '../catalog/pricing-service.js';

export type { Availability as CatalogCalendar, AvailabilityStatus, UnitPricing };

export interface CatalogProduct {
  id: string;
  source: string;
  title: string;
  slug: string;
  summary: string | null;
  description: string | null;
  status: string;
  currency: string | null;
  durationDays: number | null;
  pricingModel: string;
}

export interface CatalogDeparture {
  id: string;
  productId: string;
  startAt: string;
}

export interface OctoCatalog {
  /** Every active product the workspace owns (marketplace listings are not resold), by title. */
  activeOwnedProducts(workspaceId: string): Promise<CatalogProduct[]>;
  /** The workspace's product with this id (`prod_…`), or null. */
  product(workspaceId: string, id: string): Promise<CatalogProduct | null>;
  /** The product's unit types, rate plans and a price lookup per departure, read once. */
  unitPricing(workspaceId: string, product: CatalogProduct): Promise<UnitPricing>;
  /** The workspace's departure with this id (`dept_…`), or null. */
  departure(workspaceId: string, id: string): Promise<CatalogDeparture | null>;
  /** Start instants of the product's next scheduled departures from `fromIso` (at most `limit`). */
  upcomingStarts(workspaceId: string, productId: string, fromIso: string, limit: number): Promise<string[]>;
  /** The availability calendar (local days in the workspace's time zone) of the product. */
  calendar(workspaceId: string, productId: string, q: AvailabilityRequest): Promise<Availability>;
  /** The workspace's IANA time zone. */
  timeZone(workspaceId: string): Promise<string>;
  /** An availability answer kept by the catalog against the product's version while still true. */
  kept(workspaceId: string, productId: string, request: KeptRequest): Promise<Kept>;
}

export interface OctoBookings {
  findByExternalUuid(workspaceId: string, uuid: string): Promise<Booking | null>;
  createExternal(
    workspaceId: string,
    input: BookingInput,
    ext: {
      source: 'octo';
      uuid: string;
      resellerReference: string | null;
      holdMinutes: number | null;
      holdField: string;
    },
  ): Promise<Booking>;
  command(workspaceId: string, id: string, command: ChangeCommand, input?: CommandInput): Promise<Booking>;
  /** Another product, departure, rate plan or units (`changeUnits`, `move`), with `also` set in the same command. */
  changeBooking(
    workspaceId: string,
    id: string,
    body: ChangeBookingBody,
    also?: BookingFields,
  ): Promise<BookingChangeResult>;
  extend(workspaceId: string, id: string, body: { minutes: number }): Promise<Booking>;
  /** A hold length within the configured bounds, else a 400 naming `field`. */
  holdMinutes(minutes: number, field: string): number;
  list(
    workspaceId: string,
    filters: BookingFilters,
    sort: Sort<BookingSortColumn>,
    page: Page,
  ): Promise<{ items: Booking[]; total: number }>;
}

/** A booking's ticket as a guest shows it: the whole party's signed token, and the link to its PDF. */
export interface OctoTicket {
  token: string;
  url: string;
}

export interface OctoTickets {
  /** Signs the workspace's bookings' tickets (its key and base link read once), by booking id (documents area). */
  signer(workspaceId: string): Promise<(bookingId: string) => OctoTicket>;
}

export interface OctoWorkspaces {
  findWorkspace(id: string): Promise<{ id: string; name: string } | null>;
}
