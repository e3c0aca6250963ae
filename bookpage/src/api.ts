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
  /** The brand's logo (this server's address), or null. */
  logoUrl: string | null;
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
  /** People one of it stands for (a family ticket: several). */
  pax: number;
}
/** A booking question (a field of the seller's form): asked once per booking or once per traveller. */
export interface Question {
  id: string;
  label: string;
  type: string;
  required: boolean;
  placeholder: string | null;
  options: Array<{ value: string; label: string }>;
  maxLength: number | null;
}
export interface Product extends Card {
  description: string | null;
  currency: string | null;
  /** The first date with a departure on sale within a year, or null. */
  nextDate: string | null;
  units: Unit[];
  policies: Array<{ kind: string; title: string | null; html: string }>;
  questions: { booking: Question[]; traveller: Question[] };
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
  /** The voucher the hold spends and how much of the total it covers (absent: none). */
  voucher?: { code: string; applied: Money } | null;
  /** What is left to pay once the voucher is spent (absent: the total). */
  due?: Money | null;
  /** False when the voucher covers everything: nothing to pay (absent: true). */
  needsPayment?: boolean;
}
export type Answer = string | number | boolean;
/** Where an order stands, for its confirmation. */
export interface Order {
  code: string;
  status: 'awaiting_payment' | 'confirmed' | 'failed' | 'expired';
  bookingCode: string | null;
  product: { title: string };
  localStartAt: string | null;
  party: Array<{ unitKey: string; quantity: number }>;
  total: Money;
  paid: Money | null;
  ticketUrl: string | null;
}
export interface HoldRequest {
  productSlug: string;
  departureId: string;
  units: Array<{ unitKey: string; quantity: number }>;
  guest: { firstName: string; lastName: string; email: string };
  language: 'en' | 'ro';
  answers?: Record<string, Answer>;
  travellers?: Array<Record<string, Answer>>;
  voucherCode?: string;
}
/** One refused field: the body's name for it (`answers.phone`, `travellers[1].passport`) and the server's words. */
export interface Refusal {
  field: string;
  message: string;
}

/** A refusal of the server: its status, catalogue code, the field it names (with its reason), every field refused. */
export class PageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly field: string | null,
    readonly reason: string | null = null,
    readonly issues: Refusal[] = [],
  ) {
    super(`${status} ${code}`);
  }
}

type Refused = { code?: string; details?: { field?: string; reason?: string; message?: string }; issues?: Refusal[] };

async function call<T>(handle: string, path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/book/${encodeURIComponent(handle)}/api${path}`, {
    ...init,
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
  });
  const body = (await res.json().catch(() => ({}))) as Refused & T;
  if (!res.ok) {
    const { details } = body;
    const issues = Array.isArray(body.issues)
      ? body.issues
      : details?.field
        ? [{ field: details.field, message: details.message ?? '' }]
        : [];
    throw new PageError(res.status, body.code ?? 'UNKNOWN', details?.field ?? null, details?.reason ?? null, issues);
  }
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
  order: (handle: string, code: string) => call<{ data: Order }>(handle, `/orders/${encodeURIComponent(code)}`),
};
