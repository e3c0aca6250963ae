// The one catalogue of events: every event type the service emits, grouped (webhook subscriptions, the OpenAPI
// document and docs/webhooks.md list these), and the payload type of each, which types `emit` and every subscriber
// (src/platform/events.ts). A type listed without a payload, or a payload without a listed type, fails the build.
import type { Invoice } from './billing/invoice-schemas.js';
import type { ContractSeries } from './billing/series-schemas.js';
import type { Booking } from './bookings/booking-schemas.js';
import type { MoneyEventData } from './bookings/money-service.js';
import type { PaymentEventData } from './bookings/payment-service.js';
import type { Traveller } from './bookings/travellers.js';
import type { AvailabilityChanged } from './catalog/availability-changes.js';
import type { Departure } from './catalog/departure-schemas.js';
import type { CapacityChange, InventoryUpdate } from './catalog/departure-service.js';
import type { Product } from './catalog/product-schemas.js';
import type { Tag } from './catalog/tag-schemas.js';
import type { Collection } from './collections/schemas.js';
import type { Form, Submission } from './forms/schemas.js';
import type { GalleryFile } from './gallery/schemas.js';
import type { Organization } from './organizations/schemas.js';
import type { Person } from './people/schemas.js';
import type { Policy } from './policies/schemas.js';
import type { Transaction, Voucher } from './vouchers/schemas.js';

export const EVENT_GROUPS = {
  booking: [
    'booking.created',
    'booking.updated',
    'booking.cancelled',
    'booking.confirmed',
    'booking.payment.success',
    'booking.payment.failed',
    'booking.attention_required',
    'booking.expired',
    'booking.checked_in',
    'booking.check_in_undone',
  ],
  payment: ['payment.succeeded', 'payment.failed', 'payment.refunded'],
  product: ['product.created', 'product.updated', 'product.deleted', 'product.published', 'product.archived'],
  departure: ['departure.created', 'departure.updated', 'departure.capacity.changed'],
  inventory: ['inventory.updated'],
  availability: ['availability.changed'],
  customer: ['customer.created', 'customer.updated', 'customer.deleted', 'customer.erased'],
  organization: ['organization.created', 'organization.updated', 'organization.deleted'],
  collection: ['collection.created', 'collection.updated', 'collection.deleted'],
  tag: ['tag.created', 'tag.updated', 'tag.deleted'],
  gallery: ['gallery.file.uploaded', 'gallery.file.updated', 'gallery.file.deleted'],
  invoice: ['invoice.created', 'invoice.updated', 'invoice.issued', 'invoice.voided'],
  'contract-series': [
    'contract-series.created',
    'contract-series.updated',
    'contract-series.deleted',
    'contract-series.number.allocated',
  ],
  policy: ['policy.created', 'policy.updated', 'policy.deleted'],
  voucher: ['voucher.created', 'voucher.updated', 'voucher.redeemed', 'voucher.refunded'],
  form: ['form.created', 'form.updated', 'form.deleted', 'form.submission.created'],
  webhook: ['webhook.test'],
} as const;

/** What a record looked like when it was deleted (the spec's resources say `deletedAt`; a few older ones `deleted_at`). */
type Deleted<T> = T & { deletedAt: string };
type DeletedSnake<T> = T & { deleted_at: string };
type Changed<T> = T & { changes: string[] };

declare module '../platform/events.js' {
  interface EventCatalogue {
    'booking.created': { booking: Booking };
    'booking.updated': { booking: Booking; changes: string[]; previous_status: Booking['status'] };
    'booking.cancelled': { booking: Booking; seats_released: number };
    'booking.confirmed': { booking: Booking };
    'booking.payment.success': PaymentEventData & { booking: Booking };
    'booking.payment.failed': PaymentEventData & { booking: Booking | null };
    'booking.attention_required': { booking: Booking; reason: string; message: string };
    'booking.expired': { booking: Booking; seats_released: number };
    'booking.checked_in': { booking: Booking; travellers: Traveller[] };
    'booking.check_in_undone': { booking: Booking; travellers: Traveller[] };
    'payment.succeeded': MoneyEventData;
    'payment.failed': PaymentEventData;
    'payment.refunded': MoneyEventData;
    'product.created': Product;
    'product.updated': Changed<Product>;
    'product.deleted': Deleted<Product>;
    'product.published': Product;
    'product.archived': Product;
    'departure.created': Departure;
    'departure.updated': Changed<Departure>;
    'departure.capacity.changed': CapacityChange;
    'inventory.updated': InventoryUpdate;
    'availability.changed': AvailabilityChanged;
    'customer.created': Person;
    'customer.updated': Person;
    'customer.deleted': Deleted<Person>;
    /** No personal data: the erased person's id, and the bookings whose customer contact was erased with them. */
    'customer.erased': { id: string; erasedAt: string; bookingIds: string[] };
    'organization.created': Organization;
    'organization.updated': Organization;
    'organization.deleted': Deleted<Organization>;
    'collection.created': Collection;
    'collection.updated': Collection;
    'collection.deleted': DeletedSnake<Collection>;
    'tag.created': Tag;
    'tag.updated': Tag;
    'tag.deleted': Deleted<Tag>;
    'gallery.file.uploaded': GalleryFile;
    'gallery.file.updated': GalleryFile;
    'gallery.file.deleted': Deleted<GalleryFile>;
    'invoice.created': Invoice;
    'invoice.updated': Invoice;
    'invoice.issued': Invoice;
    'invoice.voided': Invoice;
    'contract-series.created': ContractSeries;
    'contract-series.updated': ContractSeries;
    'contract-series.deleted': Deleted<ContractSeries>;
    'contract-series.number.allocated': {
      seriesId: string;
      number: string;
      sequence: number;
      date: string;
      bookingId: string | null;
    };
    'policy.created': Policy;
    'policy.updated': Policy;
    'policy.deleted': DeletedSnake<Policy>;
    'voucher.created': Voucher;
    'voucher.updated': Voucher;
    'voucher.redeemed': { voucher: Voucher; transaction: Transaction };
    'voucher.refunded': { voucher: Voucher; transaction: Transaction };
    'form.created': Form;
    'form.updated': Form;
    'form.deleted': DeletedSnake<Form>;
    'form.submission.created': Submission;
    'webhook.test': { subscription_id: string; message: string };
  }
}

export type ListedEventType = (typeof EVENT_GROUPS)[keyof typeof EVENT_GROUPS][number];

export const EVENT_TYPES: readonly ListedEventType[] = Object.values(EVENT_GROUPS).flat();

// The list and the payload map name the same types, or the build fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listMatchesPayloads: Same<ListedEventType, import('../platform/events.js').EventType> = true;
void listMatchesPayloads;

const KNOWN = new Set<string>(EVENT_TYPES);

/** `*`, an exact event type, or `<group>.*` of a known group. */
export function isValidEventPattern(pattern: string): boolean {
  if (pattern === '*' || KNOWN.has(pattern)) return true;
  if (!pattern.endsWith('.*')) return false;
  const prefix = pattern.slice(0, -1); // keeps the dot: "booking."
  return EVENT_TYPES.some((t) => t.startsWith(prefix));
}

/** Whether `type` matches a subscription or filter pattern (`*`, exact, or a `prefix.*` wildcard). */
export function eventMatches(pattern: string, type: string): boolean {
  if (pattern === '*' || pattern === type) return true;
  return pattern.endsWith('.*') && type.startsWith(pattern.slice(0, -1));
}
