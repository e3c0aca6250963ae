// The one catalogue of event types: used to validate webhook subscriptions, in the OpenAPI document and in
// docs/webhooks.md. The spec's table first; the groups after it are the events the issues add.
export const EVENT_GROUPS = {
  booking: ['booking.created', 'booking.updated', 'booking.cancelled', 'booking.confirmed', 'booking.payment.success', 'booking.payment.failed', 'booking.attention_required'],
  payment: ['payment.succeeded', 'payment.failed', 'payment.refunded'],
  product: ['product.created', 'product.updated', 'product.deleted', 'product.published', 'product.archived'],
  departure: ['departure.created', 'departure.updated', 'departure.capacity.changed'],
  inventory: ['inventory.updated'],
  customer: ['customer.created', 'customer.updated', 'customer.deleted'],
  organization: ['organization.created', 'organization.updated', 'organization.deleted'],
  collection: ['collection.created', 'collection.updated', 'collection.deleted'],
  tag: ['tag.created', 'tag.updated', 'tag.deleted'],
  gallery: ['gallery.file.uploaded', 'gallery.file.updated', 'gallery.file.deleted'],
  invoice: ['invoice.created', 'invoice.updated', 'invoice.issued', 'invoice.voided'],
  'contract-series': ['contract-series.created', 'contract-series.updated', 'contract-series.deleted', 'contract-series.number.allocated'],
  policy: ['policy.created', 'policy.updated', 'policy.deleted'],
  voucher: ['voucher.created', 'voucher.updated', 'voucher.redeemed', 'voucher.refunded'],
  form: ['form.created', 'form.updated', 'form.deleted', 'form.submission.created'],
  webhook: ['webhook.test'],
} as const;

export type EventType = (typeof EVENT_GROUPS)[keyof typeof EVENT_GROUPS][number];

export const EVENT_TYPES: readonly EventType[] = Object.values(EVENT_GROUPS).flat();

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
