// What the calendar and a departure's page read from the API: every page of a list, the products, and each
// departure's sales status as the API's availability answers it (AVAILABLE, LIMITED by the workspace's
// availabilityLimitedPercent, SOLD_OUT, CLOSED), told apart from a departure closed or cancelled by the operator.
import { api, type Answer, type ItemOf, type Pagination } from '../api.js';

export type Departure = Answer<'/v1/departures/{id}', 'get'>['data'];
export type Product = ItemOf<'/v1/products'>;
type Availability = Answer<'/v1/products/{id}/availability', 'get'>['data'];
type SalesStatus = Availability['days'][number]['departures'][number]['status'];

const PAGE = 100;

/** Every item of a paginated list, page after page. */
export async function allPages<T>(page: (offset: number) => Promise<{ data: T[]; pagination: Pagination }>) {
  const items: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const answer = await page(offset);
    items.push(...answer.data);
    if (!answer.pagination.has_more || answer.data.length === 0) return items;
  }
}

export function loadProducts(): Promise<Product[]> {
  return allPages(
    async (offset) => (await api.GET('/v1/products', { params: { query: { limit: PAGE, offset } } })).data,
  );
}

export async function loadDepartures(query: { from: string; to: string; productId?: string }) {
  return allPages(
    async (offset) => (await api.GET('/v1/departures', { params: { query: { ...query, limit: PAGE, offset } } })).data,
  );
}

export type Load = 'available' | 'limited' | 'sold_out' | 'sales_closed' | 'closed' | 'cancelled';

export const LOAD_LABEL: Record<Load, string> = {
  available: 'Available',
  limited: 'Limited',
  sold_out: 'Sold out',
  sales_closed: 'Sales closed',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

export const LOAD_MEANING: Record<Load, string> = {
  available: 'on sale, seats left',
  limited: 'few seats left',
  sold_out: 'no seats left',
  sales_closed: 'past its sales cut-off or started',
  closed: 'closed out by you',
  cancelled: 'called off',
};

const FROM_SALES: Record<SalesStatus, Load> = {
  AVAILABLE: 'available',
  LIMITED: 'limited',
  SOLD_OUT: 'sold_out',
  CLOSED: 'sales_closed',
};

/** The sales status of each departure (by id) of `productIds` whose local start is within `from`–`to`. */
export async function salesStatuses(productIds: string[], from: string, to: string): Promise<Map<string, Load>> {
  const answers = await Promise.all(
    productIds.map(
      async (id) =>
        (await api.GET('/v1/products/{id}/availability', { params: { path: { id }, query: { from, to } } })).data.data,
    ),
  );
  const out = new Map<string, Load>();
  for (const a of answers)
    for (const day of a.days) for (const d of day.departures) out.set(d.id, FROM_SALES[d.status]);
  return out;
}

/** What the calendar shows for a departure: the operator's own closing first, then the API's sales status. */
export function loadOf(d: Departure, sales: Map<string, Load>): Load {
  if (d.status === 'cancelled') return 'cancelled';
  if (d.status === 'closed') return 'closed';
  return sales.get(d.id) ?? 'sales_closed';
}

/** `12 / 20` booked of capacity. */
export function loadText(d: { bookedPax: number; capacity: number }): string {
  return `${d.bookedPax} / ${d.capacity}`;
}

/** A sales cut-off in words: `2 h 30 min before the start`. */
export function cutoffText(minutes: number | null): string {
  if (minutes === null) return 'None: sales close at the start';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = [days && `${days} d`, hours && `${hours} h`, mins && `${mins} min`].filter(Boolean);
  return `${parts.join(' ') || '0 min'} before the start`;
}
