// Fixtures of the message tests: a branded workspace in Bucharest with a "Transfăgărășan sunrise drive" departure
// (a meeting point, a cancellation policy), and bookings of it by a guest with an email.
import { expect } from 'vitest';
import type { TestApp, TestWorkspace } from './app.js';
import { payingWorkspace, trip, type Trip } from './bookings.js';

export const PRODUCT_TITLE = 'Transfăgărășan sunrise drive';

export async function brandedWorkspace(t: TestApp): Promise<{ w: TestWorkspace; x: Trip }> {
  const w = await payingWorkspace(t);
  const brand = await t.call('PATCH', '/v1/workspace', {
    key: w.key,
    body: {
      timezone: 'Europe/Bucharest',
      businessName: 'Carpathian Roads SRL',
      businessEmail: 'hello@carpathianroads.example',
      businessPhone: '+40 268 000 111',
      businessAddress: 'Strada Republicii 12\n500030 Brașov, România',
      brandColor: '#b4452f',
    },
  });
  expect(brand.status, brand.text).toBe(200);
  const x = await trip(t, w.key, { startAt: '2027-06-12T02:30:00.000Z', capacity: 500 });
  const named = await t.call('PATCH', `/v1/products/${x.productId}`, { key: w.key, body: { title: PRODUCT_TITLE } });
  expect(named.status, named.text).toBe(200);
  const dep = await t.call('PATCH', `/v1/departures/${x.departureId}`, {
    key: w.key,
    body: { meetingPoint: { name: 'Council Square', address: 'Piața Sfatului 1, Brașov' } },
  });
  expect(dep.status, dep.text).toBe(200);
  const policy = await t.call('POST', '/v1/policies', {
    key: w.key,
    body: {
      kind: 'cancellation',
      scope: 'product',
      status: 'active',
      productId: x.productId,
      locale: 'en',
      title: 'Cancellation',
      description_html: '<p>Free cancellation up to 48 hours before departure.</p><p>After that, 50% is kept.</p>',
    },
  });
  expect(policy.status, policy.text).toBe(201);
  return { w, x };
}

/** A booking of `x` (one adult in a single room) by a guest with an email; `hold`: on hold, else pending. */
export async function guestBooking(
  t: TestApp,
  w: TestWorkspace,
  x: Trip,
  opts: { language?: string; firstName?: string; email?: string | null } = {},
): Promise<{ id: string; code: string }> {
  const billing = {
    firstName: opts.firstName ?? 'Ioana',
    lastName: 'Popescu',
    ...(opts.email === null ? {} : { email: opts.email ?? 'ioana@example.com' }),
  };
  const r = await t.call('POST', '/v1/bookings', {
    key: w.key,
    body: {
      productId: x.productId,
      departureId: x.departureId,
      paxAdults: 1,
      rooms: [{ categoryKey: 'single', occupancy: 1, quantity: 1 }],
      language: opts.language ?? 'en',
      billing,
    },
  });
  expect(r.status, r.text).toBe(201);
  const b = r.body.data ?? r.body.booking ?? r.body;
  return { id: b.id, code: b.code };
}

export async function confirm(t: TestApp, w: TestWorkspace, bookingId: string): Promise<void> {
  const r = await t.call('POST', `/v1/bookings/${bookingId}/confirm`, { key: w.key });
  expect(r.status, r.text).toBe(200);
}

/** The workspace's messages, newest first. */
export async function messagesOf(t: TestApp, w: TestWorkspace, query: Record<string, string> = {}) {
  const r = await t.call('GET', '/v1/messages', { key: w.key, query });
  expect(r.status, r.text).toBe(200);
  return r.body.data as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
