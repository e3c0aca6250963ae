// Catalog fixtures for the money path's tests: a priced product with a departure, made through the catalog's API.
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { Response, TestApp, TestWorkspace } from './app.js';

export interface Trip {
  productId: string;
  departureId: string;
}

export interface TripOptions {
  capacity?: number;
  category?: string;
  /** Price per person in major units, for both room categories. */
  amountPerPerson?: number;
  currency?: string;
  startAt?: string;
}

/** The record of a create: bare, or under `data` / the resource's name. */
export function record(r: Response, name: string): { id: string } & Record<string, unknown> {
  expect(r.status, r.text).toBeLessThan(300);
  return r.body?.data ?? r.body?.[name] ?? r.body;
}

/** An active per-room product (rooms `single` for one and `double` for two) with one departure of `capacity` seats. */
export async function trip(t: TestApp, key: string, opts: TripOptions = {}): Promise<Trip> {
  const currency = opts.currency ?? 'EUR';
  const product = record(
    await t.call('POST', '/v1/products', {
      key,
      body: {
        title: `Trip ${Math.random().toString(36).slice(2, 8)}`,
        type: 'tour',
        status: 'active',
        category: opts.category ?? 'city-break',
        pricingModel: 'per_room',
        currency,
      },
    }),
    'product',
  );
  const amountPerPerson = opts.amountPerPerson ?? 499.5;
  const pricing = await t.call('PUT', `/v1/products/${product.id}/pricing`, {
    key,
    body: {
      roomCategories: [
        { key: 'single', label: 'Single', pax: 1 },
        { key: 'double', label: 'Double', pax: 2 },
      ],
      ratePlans: [
        {
          name: 'Standard',
          prices: [
            { categoryKey: 'single', amountPerPerson, currency },
            { categoryKey: 'double', amountPerPerson, currency },
          ],
        },
      ],
    },
  });
  expect(pricing.status, pricing.text).toBeLessThan(300);
  const start = opts.startAt ?? new Date(Date.now() + 30 * 86_400_000).toISOString();
  const departure = record(
    await t.call('POST', '/v1/departures', {
      key,
      body: {
        productId: product.id,
        startAt: start,
        endAt: new Date(Date.parse(start) + 3 * 86_400_000).toISOString(),
        capacity: opts.capacity ?? 10,
      },
    }),
    'departure',
  );
  return { productId: product.id, departureId: departure.id };
}

/** A booking body for `seats` travellers in single rooms (one room each), optionally in one double room. */
export function bookingBody(trip: Trip, extra: Record<string, unknown> = {}) {
  return {
    productId: trip.productId,
    departureId: trip.departureId,
    paxAdults: 1,
    rooms: [{ categoryKey: 'single', occupancy: 1, quantity: 1 }],
    ...extra,
  };
}

/** A departure's seat figures as the catalog reports them. */
export async function seatsOf(
  t: TestApp,
  key: string,
  departureId: string,
): Promise<{ capacity: number; bookedPax: number; remaining: number }> {
  const d = record(await t.call('GET', `/v1/departures/${departureId}`, { key }), 'departure') as unknown as {
    capacity: number;
    bookedPax: number;
    remaining: number;
  };
  return { capacity: d.capacity, bookedPax: d.bookedPax, remaining: d.remaining };
}

export const NOTIFY = '/v1/integrations/paymentprovider/notify';

export function notification(orderId: string, status: number, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    order: { orderID: orderId },
    payment: {
      status,
      ntpID: `ntp-${orderId}`,
      amount: 999,
      currency: 'EUR',
      message: status === 3 || status === 5 ? 'ok' : 'declined',
      ...extra,
    },
  });
}

export function hmacHex(secret: string, raw: string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

export const BILLING = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

/** A workspace with a default contract series, ready for the payment workflow. */
export async function payingWorkspace(t: TestApp): Promise<TestWorkspace> {
  const w = await t.workspace();
  const series = (
    await t.call('POST', '/v1/contract-series', {
      key: w.key,
      body: { name: 'Contracts', pattern: 'CNT-{year}-{sequence:04}' },
    })
  ).body.series.id;
  expect((await t.call('POST', `/v1/contract-series/${series}/set-default`, { key: w.key })).status).toBe(200);
  return w;
}

/** A wizard submission of two adults in a double room (999 EUR at the default price): its order code and session. */
export async function submitted(t: TestApp, w: TestWorkspace, x: Trip, extra: Record<string, unknown> = {}) {
  const r = await t.call('POST', '/v1/bookings/wizard', {
    key: w.key,
    body: {
      productId: x.productId,
      departureId: x.departureId,
      currency: 'EUR',
      language: 'en',
      paxAdults: 2,
      rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
      billing: BILLING,
      ...extra,
    },
  });
  expect(r.status, r.text).toBe(202);
  return r.body as { code: string; sessionId: string };
}
