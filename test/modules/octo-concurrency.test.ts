// OCTO bookings under concurrency, on both databases: holds never oversell a departure, and a reseller's retries of
// one reservation (same uuid) make exactly one booking whichever way they race, also when they race for the last
// seats (the bookings' unique index on the workspace and uuid decides).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { seatsOf } from '../support/bookings.js';
import { octo, octoTour, reservation } from '../support/octo.js';

describe('OCTO bookings under concurrency', () => {
  let t: TestApp;
  let ws: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
  });
  afterAll(() => t.close());

  const bookingsOf = async (productId: string) =>
    (await t.call('GET', '/v1/bookings', { key: ws.key, query: { productId, limit: 100 } })).body.data as Array<{
      id: string;
      external_uuid: string;
    }>;

  it('holds exactly the free seats for 50 concurrent holds on 10 seats; the rest are UNPROCESSABLE_ENTITY', async () => {
    const x = await octoTour(t, ws.key, { capacity: 10 });
    const rs = await Promise.all(
      Array.from({ length: 50 }, () =>
        octo(t, 'POST', '/bookings', ws.key, { body: reservation(x, ['adult'], { uuid: randomUUID() }) }),
      ),
    );
    const ok = rs.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    expect(ok.every((r) => r.body.status === 'ON_HOLD')).toBe(true);
    const refused = rs.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 400 && r.body.error === 'UNPROCESSABLE_ENTITY')).toBe(true);
    expect(await seatsOf(t, ws.key, x.departureIds[0]!)).toMatchObject({ bookedPax: 10, remaining: 0 });
    expect(await bookingsOf(x.productId)).toHaveLength(10);
    await expectNoDifferences(t);
  });

  it('makes one booking of 20 concurrent retries of one reservation', async () => {
    const x = await octoTour(t, ws.key, { capacity: 10 });
    const uuid = randomUUID();
    const body = reservation(x, ['adult', 'child'], { uuid });
    const rs = await Promise.all(Array.from({ length: 20 }, () => octo(t, 'POST', '/bookings', ws.key, { body })));
    expect(rs.map((r) => r.status)).toEqual(rs.map(() => 200));
    expect(new Set(rs.map((r) => r.body.id)).size).toBe(1);
    expect(rs.every((r) => r.body.uuid === uuid)).toBe(true);
    expect(await seatsOf(t, ws.key, x.departureIds[0]!)).toMatchObject({ bookedPax: 2, remaining: 8 });
    expect((await bookingsOf(x.productId)).map((b) => b.external_uuid)).toEqual([uuid]);
    const created = (await t.events(ws.id, 'booking.created')).filter(
      (e) => (e.data as { booking: { external_uuid: string | null } }).booking.external_uuid === uuid,
    );
    expect(created).toHaveLength(1);
    await expectNoDifferences(t);
  });

  it('answers every retry with the booking when the retries race for the last seats', async () => {
    const x = await octoTour(t, ws.key, { capacity: 3 });
    const uuid = randomUUID();
    const body = reservation(x, ['adult', 'adult', 'adult'], { uuid });
    const rs = await Promise.all(Array.from({ length: 10 }, () => octo(t, 'POST', '/bookings', ws.key, { body })));
    expect(rs.map((r) => [r.status, r.body.id])).toEqual(rs.map(() => [200, rs[0]!.body.id]));
    expect(await seatsOf(t, ws.key, x.departureIds[0]!)).toMatchObject({ bookedPax: 3, remaining: 0 });
    expect(await bookingsOf(x.productId)).toHaveLength(1);
    await expectNoDifferences(t);
  });

  it('cancels a booking once when the reseller and the operator race', async () => {
    const x = await octoTour(t, ws.key, { capacity: 4 });
    const uuid = randomUUID();
    const held = await octo(t, 'POST', '/bookings', ws.key, { body: reservation(x, ['adult', 'adult'], { uuid }) });
    expect(held.status, held.text).toBe(200);
    const rs = await Promise.all([
      ...Array.from({ length: 5 }, () => octo(t, 'POST', `/bookings/${uuid}/cancel`, ws.key)),
      ...Array.from({ length: 5 }, () =>
        t.call('PATCH', `/v1/bookings/${held.body.id}`, { key: ws.key, body: { status: 'cancelled' } }),
      ),
    ]);
    for (const r of rs) expect([200, 409, 422, 400]).toContain(r.status);
    expect(await seatsOf(t, ws.key, x.departureIds[0]!)).toMatchObject({ bookedPax: 0, remaining: 4 });
    const cancelled = (await t.events(ws.id, 'booking.cancelled')).filter(
      (e) => (e.data as { booking: { id: string } }).booking.id === held.body.id,
    );
    expect(cancelled).toHaveLength(1);
    expect((await octo(t, 'GET', `/bookings/${uuid}`, ws.key)).body.status).toBe('CANCELLED');
    await expectNoDifferences(t);
  });
});
