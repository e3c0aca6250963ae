// Fixtures of the OCTO API's tests: products sold by units made through our own API, and calls to /octo.
import { expect } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import type { CallOptions, Response, TestApp } from './app.js';
import { record } from './bookings.js';

export const DAY = 86_400_000;

export interface OctoTour {
  productId: string;
  /** The base rate plan (the default option) and a second one. */
  standard: string;
  flex: string;
  /** Departures in start order. */
  departureIds: string[];
  starts: string[];
}

export interface OctoTourOptions {
  capacity?: number;
  /** Days from now of each departure (default one, in 30 days). */
  days?: number[];
  /** The hour (UTC) the departures start at. */
  hourUtc?: number;
  currency?: string;
  status?: string;
}

/** The first moment (UTC) of a day `days` from now, at `hourUtc`. */
export function dayAt(days: number, hourUtc: number): string {
  const d = new Date(clock.nowMs() + days * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
}

/**
 * An active `per_unit` product: units adult (45.00), child (30.00), infant (free, no seat) and family (4 people,
 * 120.00); a base plan "Standard" and a plan "Flex" (adult 55.00), with departures of `capacity` seats.
 */
export async function octoTour(t: TestApp, key: string, opts: OctoTourOptions = {}): Promise<OctoTour> {
  const currency = opts.currency ?? 'EUR';
  const product = record(
    await t.call('POST', '/v1/products', {
      key,
      body: {
        title: `Tour ${Math.random().toString(36).slice(2, 8)}`,
        summary: 'A walk through the old town',
        description: 'Two hours with a guide.',
        type: 'tour',
        status: opts.status ?? 'active',
        category: 'walks',
        pricingModel: 'per_unit',
        currency,
        durationDays: 1,
      },
    }),
    'product',
  );
  const starts = (opts.days ?? [30]).map((d) => dayAt(d, opts.hourUtc ?? 9));
  const departureIds: string[] = [];
  for (const start of starts) {
    departureIds.push(
      record(
        await t.call('POST', '/v1/departures', {
          key,
          body: {
            productId: product.id,
            startAt: start,
            endAt: new Date(Date.parse(start) + 2 * 3_600_000).toISOString(),
            capacity: opts.capacity ?? 10,
          },
        }),
        'departure',
      ).id,
    );
  }
  const pricing = await t.call('PUT', `/v1/products/${product.id}/pricing`, {
    key,
    body: {
      unitTypes: [
        { key: 'adult', type: 'adult', label: 'Adult', minAge: 18 },
        { key: 'child', type: 'child', label: 'Child', minAge: 4, maxAge: 17 },
        { key: 'infant', type: 'infant', label: 'Infant', maxAge: 3 },
        { key: 'family', type: 'family', label: 'Family (4)', pax: 4, maxQuantity: 2 },
      ],
      ratePlans: [
        {
          name: 'Standard',
          unitPrices: [
            { unitKey: 'adult', amount: 45, currency },
            { unitKey: 'child', amount: 30, currency },
            { unitKey: 'infant', amount: 0, currency },
            { unitKey: 'family', amount: 120, currency },
          ],
        },
        { name: 'Flex', unitPrices: [{ unitKey: 'adult', amount: 55, currency }] },
      ],
    },
  });
  expect(pricing.status, pricing.text).toBe(200);
  const plans = pricing.body.data?.ratePlans ?? pricing.body.ratePlans;
  return { productId: product.id, standard: plans[0].id, flex: plans[1].id, departureIds, starts };
}

/** Calls /octo with the key and, unless given, the pricing and content capabilities. */
export function octo(
  t: TestApp,
  method: string,
  url: string,
  key: string | null,
  opts: CallOptions & { capabilities?: string | null } = {},
): Promise<Response> {
  const { capabilities = 'octo/pricing, octo/content', ...rest } = opts;
  const headers = { ...(rest.headers ?? {}) };
  if (capabilities !== null) headers['octo-capabilities'] = capabilities;
  return t.call(method, `/octo${url}`, { ...rest, key, headers });
}

/** A reservation body for `units` (unit ids, one item each) on a departure of the tour. */
export function reservation(tour: OctoTour, units: string[] = ['adult'], extra: Record<string, unknown> = {}) {
  return {
    productId: tour.productId,
    optionId: tour.standard,
    availabilityId: tour.departureIds[0],
    unitItems: units.map((unitId) => ({ unitId })),
    ...extra,
  };
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(iso: string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}

/** An active `per_person` product (one room category at `amountPerPerson`) with one departure: sold by the synthetic units adult, child, infant. */
export async function perPersonTour(
  t: TestApp,
  key: string,
  opts: { capacity?: number; days?: number; amountPerPerson?: number } = {},
): Promise<OctoTour> {
  const product = record(
    await t.call('POST', '/v1/products', {
      key,
      body: {
        title: `Walk ${Math.random().toString(36).slice(2, 8)}`,
        type: 'tour',
        status: 'active',
        category: 'walks',
        pricingModel: 'per_person',
        currency: 'EUR',
      },
    }),
    'product',
  );
  const start = dayAt(opts.days ?? 20, 10);
  const departure = record(
    await t.call('POST', '/v1/departures', {
      key,
      body: {
        productId: product.id,
        startAt: start,
        endAt: new Date(Date.parse(start) + 3_600_000).toISOString(),
        capacity: opts.capacity ?? 10,
      },
    }),
    'departure',
  );
  const pricing = await t.call('PUT', `/v1/products/${product.id}/pricing`, {
    key,
    body: {
      roomCategories: [{ key: 'person', label: 'Person', pax: 1 }],
      ratePlans: [
        {
          name: 'Standard',
          prices: [{ categoryKey: 'person', amountPerPerson: opts.amountPerPerson ?? 80, currency: 'EUR' }],
        },
      ],
    },
  });
  expect(pricing.status, pricing.text).toBe(200);
  const plan = pricing.body.data.ratePlans[0].id;
  return { productId: product.id, standard: plan, flex: plan, departureIds: [departure.id], starts: [start] };
}

/** What a confirmed booking's voucher delivers: its ticket's QR code and the link to its PDF (docs/documents.md). */
export const TICKET_DELIVERY = [
  { deliveryFormat: 'QRCODE', deliveryValue: expect.stringMatching(/^tc1\.[A-Za-z0-9_-]{68}$/) },
  {
    deliveryFormat: 'PDF_URL',
    deliveryValue: expect.stringMatching(/\/tickets\/ticket\.pdf\?token=tc1\.[A-Za-z0-9_-]{68}$/),
  },
];
