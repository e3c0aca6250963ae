// The page's only way out: the narrow public JSON of its own server under /book/<handle>/api/.

export interface Money {
  amount: number;
  amountMinor: number;
  currency: string;
}
export interface PageInfo {
  name: string;
  handle: string;
  timeZone: string;
}
export interface Card {
  slug: string;
  title: string;
  summary: string | null;
  durationDays: number | null;
  fromPrice: Money | null;
  /** The product's first image (served by the page), or null. */
  image: { url: string; alt: string } | null;
}
export interface Unit {
  key: string;
  type: string;
  label: string;
  minAge: number | null;
  maxAge: number | null;
  minQuantity: number | null;
  maxQuantity: number | null;
}
export interface Product extends Card {
  description: string | null;
  currency: string | null;
  /** The first date with a departure on sale within a year, or null. */
  nextDate: string | null;
  units: Unit[];
  policies: Array<{ kind: string; title: string | null; html: string }>;
}
export type Status = 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT' | 'CLOSED';
export interface Departure {
  id: string;
  localStartAt: string;
  localEndAt: string;
  status: Status;
  vacancies: number;
  prices: Array<Money & { unitKey: string }>;
  total: Money | null;
}
export interface Day {
  date: string;
  status: Status;
  lowestPrice: Money | null;
  departures: Departure[];
}
export interface Calendar {
  month: string;
  timeZone: string;
  currency: string | null;
  days: Day[];
}
export interface Held {
  code: string;
  expiresAt: string;
  seats: number;
  total: Money | null;
}
export interface HoldRequest {
  productSlug: string;
  departureId: string;
  units: Array<{ unitKey: string; quantity: number }>;
  guest: { firstName: string; lastName: string; email: string };
  language: 'en' | 'ro';
}

/** A refusal of the server: its status, catalogue code and the field it names. */
export class PageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly field: string | null,
  ) {
    super(`${status} ${code}`);
  }
}

async function call<T>(handle: string, path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/book/${encodeURIComponent(handle)}/api${path}`, {
    ...init,
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
  });
  const body = (await res.json().catch(() => ({}))) as { code?: string; details?: { field?: string } } & T;
  if (!res.ok) throw new PageError(res.status, body.code ?? 'UNKNOWN', body.details?.field ?? null);
  // How far this device's clock is behind the server's (its Date header): a phone set a few minutes wrong must
  // still count a hold down to when the server ends it. The header is to the second (the middle of it is the best
  // guess), so closer clocks count as one.
  const skew = Date.parse(res.headers.get('date') ?? '') + 500 - Date.now();
  if (!Number.isNaN(skew)) clockSkewMs = Math.abs(skew) > 2_000 ? skew : 0;
  return body;
}

let clockSkewMs = 0;

/** An instant of the server's clock as this device's clock reads it. */
export const onThisDevice = (serverInstant: string) => Date.parse(serverInstant) - clockSkewMs;

export const api = {
  products: (handle: string) => call<{ page: PageInfo; data: Card[] }>(handle, '/products'),
  product: (handle: string, slug: string, lang: string) =>
    call<{ page: PageInfo; data: Product }>(handle, `/products/${slug}?lang=${lang}`),
  calendar: (handle: string, slug: string, month: string, units: string) =>
    call<{ data: Calendar }>(
      handle,
      `/products/${slug}/calendar?month=${month}${units ? `&units=${encodeURIComponent(units)}` : ''}`,
    ),
  hold: (handle: string, body: HoldRequest) =>
    call<{ data: Held }>(handle, '/holds', { method: 'POST', body: JSON.stringify(body) }),
  pay: (handle: string, code: string, body: { productSlug: string; language: string }) =>
    call<{ data: { url: string } }>(handle, `/holds/${encodeURIComponent(code)}/pay`, {
      method: 'POST',
      body: JSON.stringify(body),
    }),
};
