// Changing a booking (POST /v1/bookings/:id/changes, issue 26): other units, another rate plan, another departure
// of the product or of another product; priced from the current prices, the difference answered; the new seats
// taken before the old are given back, so a full departure refuses the change and racing changes never oversell.
// Through HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { seatsOf } from '../support/bookings.js';
import { octoTour, type OctoTour } from '../support/octo.js';

describe('changing a booking', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const book = async (tour: OctoTour, extra: Record<string, unknown> = {}, departure = 0) => {
    const r = await t.call('POST', '/v1/bookings', {
      key: w.key,
      body: {
        productId: tour.productId,
        departureId: tour.departureIds[departure],
        units: [{ unitKey: 'adult', quantity: 2 }],
        ...extra,
      },
    });
    expect(r.status, r.text).toBe(201);
    return r.body as { id: string; pricing: { total: number; total_minor: number }; hold_expires_at: string | null };
  };
  const change = (id: string, body: unknown, key = w.key) =>
    t.call('POST', `/v1/bookings/${id}/changes`, { key, body });
  const eventsOf = async (id: string) =>
    (await t.events(w.id)).filter((e) => (e.data as { booking?: { id: string } }).booking?.id === id);
  const inventoryOf = async (departureId: string) =>
    (await t.events(w.id, 'inventory.updated')).filter(
      (e) => (e.data as { departureId: string }).departureId === departureId,
    );

  it('changes the units: priced from the current prices, one more seat taken, the difference due, booking.updated', async () => {
    const tour = await octoTour(t, w.key, { capacity: 10 });
    const b = await book(tour);
    expect(b.pricing.total).toBe(90);
    // The adult price goes up after the booking: the change is priced at today's price.
    const pricing = (await t.call('GET', `/v1/products/${tour.productId}/pricing`, { key: w.key })).body.data;
    const ratePlans = pricing.ratePlans.map(
      (p: { name: string; unitPrices: Array<{ unitKey: string; amount: number; currency: string }> }) => ({
        name: p.name,
        unitPrices: p.unitPrices.map((u) => ({
          unitKey: u.unitKey,
          amount: u.unitKey === 'adult' ? 50 : u.amount,
          currency: u.currency,
        })),
      }),
    );
    expect(
      (
        await t.call('PUT', `/v1/products/${tour.productId}/pricing`, {
          key: w.key,
          body: { unitTypes: pricing.unitTypes, ratePlans },
        })
      ).status,
    ).toBe(200);
    const before = (await eventsOf(b.id)).length;
    const r = await change(b.id, {
      units: [
        { unitKey: 'adult', quantity: 2 },
        { unitKey: 'child', quantity: 1 },
      ],
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.change).toEqual({
      command: 'changeUnits',
      preview: false,
      previous: { departure_id: tour.departureIds[0], seats: 2, total: 90, total_minor: 9000 },
      difference: 40,
      difference_minor: 4000,
    });
    expect(r.body.booking).toMatchObject({
      id: b.id,
      status: 'pending',
      seats: 3,
      pax: { adults: 2, children: 1, infants: 0 },
      pricing: { total: 130, total_minor: 13000 },
    });
    expect(r.body.booking.units).toEqual([
      { unitKey: 'adult', quantity: 2 },
      { unitKey: 'child', quantity: 1 },
    ]);
    expect((await t.call('GET', `/v1/bookings/${b.id}`, { key: w.key })).body).toEqual(r.body.booking);
    expect(await seatsOf(t, w.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 3, remaining: 7 });
    const sent = (await eventsOf(b.id)).slice(before);
    expect(sent.map((e) => e.type)).toEqual(['booking.updated']);
    expect(sent[0]!.data).toMatchObject({
      changes: expect.arrayContaining(['seats', 'pax_children', 'units', 'total_minor']),
      previous_status: 'pending',
    });
    expect((await inventoryOf(tour.departureIds[0]!)).at(-1)!.data).toMatchObject({
      remaining: 7,
      previousRemaining: 8,
    });
    // Fewer units: a seat given back, the difference to refund.
    const fewer = await change(b.id, { units: [{ unitKey: 'adult', quantity: 1 }] });
    expect(fewer.body.change).toMatchObject({ difference: -80, difference_minor: -8000 });
    expect(await seatsOf(t, w.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 1 });
  });

  it('keeps the payment status in step with the new total: a paid booking that costs more is partially paid', async () => {
    const tour = await octoTour(t, w.key, { capacity: 10 });
    const b = await book(tour);
    const paid = await t.call('POST', `/v1/bookings/${b.id}/payments`, {
      key: w.key,
      body: { amount: b.pricing.total, method: 'cash' },
    });
    expect(paid.status, paid.text).toBe(201);
    const more = { units: [{ unitKey: 'adult', quantity: 3 }] };
    // The preview says so without writing it.
    const preview = await change(b.id, { ...more, preview: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.booking).toMatchObject({ payment_status: 'partially_paid', money: { balance: 45 } });
    expect((await t.call('GET', `/v1/bookings/${b.id}`, { key: w.key })).body.payment_status).toBe('paid');
    const before = (await eventsOf(b.id)).length;
    const r = await change(b.id, more);
    expect(r.status, r.text).toBe(200);
    expect(r.body.booking).toMatchObject({ payment_status: 'partially_paid', money: { paid: 90, balance: 45 } });
    const [updated] = (await eventsOf(b.id)).slice(before);
    expect((updated!.data as { changes: string[] }).changes[0]).toBe('payment_status');
    // Back to what was paid: paid again.
    const back = await change(b.id, { units: [{ unitKey: 'adult', quantity: 2 }] });
    expect(back.body.booking).toMatchObject({ payment_status: 'paid', money: { balance: 0 } });
  });

  it('moves a hold to another departure of the product: seats taken there, given back here, its expiry kept; another rate plan reprices', async () => {
    const tour = await octoTour(t, w.key, { capacity: 5, days: [20, 21] });
    const b = await book(tour, { hold: true, holdMinutes: 20 });
    const r = await change(b.id, { departureId: tour.departureIds[1], ratePlanId: tour.flex });
    expect(r.status, r.text).toBe(200);
    expect(r.body.change).toMatchObject({
      command: 'move',
      previous: { departure_id: tour.departureIds[0] },
      difference: 20,
    });
    expect(r.body.booking).toMatchObject({
      status: 'on_hold',
      hold_expires_at: b.hold_expires_at,
      departure: { id: tour.departureIds[1], start_at: new Date(tour.starts[1]!).toISOString() },
      rate_plan_id: tour.flex,
      pricing: { total: 110 },
    });
    expect(await seatsOf(t, w.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 0, remaining: 5 });
    expect(await seatsOf(t, w.key, tour.departureIds[1]!)).toMatchObject({ bookedPax: 2, remaining: 3 });
    expect((await inventoryOf(tour.departureIds[0]!)).at(-1)!.data).toMatchObject({
      remaining: 5,
      previousRemaining: 3,
    });
    expect((await inventoryOf(tour.departureIds[1]!)).at(-1)!.data).toMatchObject({
      remaining: 3,
      previousRemaining: 5,
    });
  });

  it('moves a booking to another product: its base rate plan, priced there, seats moved, its product and analytics category follow', async () => {
    const own = await t.workspace();
    const walk = await octoTour(t, own.key, { capacity: 5, days: [26] });
    const boat = await octoTour(t, own.key, { capacity: 5, days: [27] });
    const renamed = await t.call('PATCH', `/v1/products/${boat.productId}`, {
      key: own.key,
      body: { title: 'Harbour boat', category: 'boats' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const made = await t.call('POST', '/v1/bookings', {
      key: own.key,
      body: {
        productId: walk.productId,
        departureId: walk.departureIds[0],
        ratePlanId: walk.flex,
        units: [{ unitKey: 'adult', quantity: 2 }],
      },
    });
    expect(made.status, made.text).toBe(201);
    const b = made.body as { id: string };
    const call = (body: unknown) => t.call('POST', `/v1/bookings/${b.id}/changes`, { key: own.key, body });
    // Another product needs a departure of it.
    const noDeparture = await call({ productId: boat.productId });
    expect(noDeparture.status).toBe(400);
    expect(noDeparture.body.details.field).toBe('departureId');
    const ofTheOld = await call({ productId: boat.productId, departureId: walk.departureIds[0] });
    expect(ofTheOld.status).toBe(422);
    expect(ofTheOld.body.details.field).toBe('departureId');
    const r = await call({ productId: boat.productId, departureId: boat.departureIds[0] });
    expect(r.status, r.text).toBe(200);
    // Flex (adult 55.00) on the walk, the boat's base plan (adult 45.00): 20.00 to refund.
    expect(r.body.change).toMatchObject({ command: 'move', difference: -20, previous: { total: 110 } });
    expect(r.body.booking).toMatchObject({
      product: { id: boat.productId, title: 'Harbour boat', category: 'boats' },
      departure: { id: boat.departureIds[0] },
      rate_plan_id: null,
      seats: 2,
      pricing: { total: 90, breakdown: { ratePlanId: boat.standard } },
    });
    expect(await seatsOf(t, own.key, walk.departureIds[0]!)).toMatchObject({ bookedPax: 0 });
    expect(await seatsOf(t, own.key, boat.departureIds[0]!)).toMatchObject({ bookedPax: 2 });
    const updated = (await t.events(own.id, 'booking.updated')).at(-1)!;
    expect(updated.data).toMatchObject({
      booking: { id: b.id },
      changes: expect.arrayContaining(['product_id', 'departure_id', 'rate_plan_id', 'total_minor']),
    });
    // The booking counts in its new category, on the day it was made.
    const day = clock.iso().slice(0, 10);
    const totals = await t.call('GET', '/v1/analytics/bookings/categories', {
      key: own.key,
      query: { from: day, to: day, workspaceId: own.id },
    });
    expect(totals.body).toEqual([{ day, product_category: 'boats', amount_cents_sum: 9000, cnt: 1 }]);
    // A plan of the new product may be named; another workspace's product is none of this one's.
    const back = await call({ productId: walk.productId, departureId: walk.departureIds[0], ratePlanId: walk.flex });
    expect(back.body.change).toMatchObject({ difference: 20 });
    const foreign = await octoTour(t, other.key);
    const elsewhere = await call({ productId: foreign.productId, departureId: foreign.departureIds[0] });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.details.field).toBe('productId');
  });

  it('refuses a change onto a full departure (422) and changes nothing; answers a preview without writing', async () => {
    const tour = await octoTour(t, w.key, { capacity: 2, days: [22, 23] });
    const b = await book(tour);
    await book(tour, {}, 1); // the other departure is full now
    const events = (await t.events(w.id)).length;
    const refused = await change(b.id, { departureId: tour.departureIds[1] });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ code: 'CAPACITY_EXCEEDED', details: { field: 'departureId' } });
    const more = await change(b.id, { units: [{ unitKey: 'adult', quantity: 3 }] });
    expect(more.status).toBe(422);
    expect((await t.events(w.id)).length).toBe(events);
    expect(await seatsOf(t, w.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 2 });
    expect(await seatsOf(t, w.key, tour.departureIds[1]!)).toMatchObject({ bookedPax: 2 });
    const preview = await change(b.id, { units: [{ unitKey: 'adult', quantity: 1 }], preview: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({
      change: { preview: true, difference: -45 },
      booking: { seats: 1, pricing: { total: 45 } },
    });
    expect((await t.call('GET', `/v1/bookings/${b.id}`, { key: w.key })).body).toMatchObject({
      seats: 2,
      pricing: { total: 90 },
    });
    expect((await t.events(w.id)).length).toBe(events);
  });

  it('never oversells when changes race for the last seats', async () => {
    const tour = await octoTour(t, w.key, { capacity: 10, days: [24, 25] });
    const onFirst = await Promise.all(
      Array.from({ length: 6 }, () => book(tour, { units: [{ unitKey: 'adult', quantity: 1 }] })),
    );
    await book(tour, { units: [{ unitKey: 'adult', quantity: 8 }] }, 1); // two seats left on the second departure
    const moves = await Promise.all(onFirst.map((b) => change(b.id, { departureId: tour.departureIds[1] })));
    expect(moves.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of moves.filter((m) => m.status !== 200)) expect(r.body.code).toBe('CAPACITY_EXCEEDED');
    expect(await seatsOf(t, w.key, tour.departureIds[1]!)).toMatchObject({ bookedPax: 10, remaining: 0 });
    expect(await seatsOf(t, w.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 4 });
    // Growing on one departure: the four left on the first each want two seats more, with six free there (the two
    // moved find the second departure full): exactly three grow.
    const grow = await Promise.all(onFirst.map((b) => change(b.id, { units: [{ unitKey: 'adult', quantity: 3 }] })));
    expect(grow.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of grow.filter((g) => g.status !== 200)) expect(r.body.code).toBe('CAPACITY_EXCEEDED');
    expect(await seatsOf(t, w.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 10, remaining: 0 });
    expect(await seatsOf(t, w.key, tour.departureIds[1]!)).toMatchObject({ bookedPax: 10, remaining: 0 });
    await expectNoDifferences(t);
  });

  it('refuses what cannot be changed: another product’s departure, a cancelled booking, a lapsed hold, no change at all', async () => {
    const tour = await octoTour(t, w.key, { capacity: 10 });
    const elsewhere = await octoTour(t, w.key, { capacity: 10 });
    const b = await book(tour);
    const wrong = await change(b.id, { departureId: elsewhere.departureIds[0] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.details.field).toBe('departureId');
    for (const [body, field] of [
      [{}, 'body'],
      [{ units: [{ unitKey: 'adult', quantity: 0 }] }, 'units[0].quantity'],
      [{ departureId: 'book_01930000-0000-7000-8000-000000000000' }, 'departureId'],
      [{ units: 'two' }, 'units'],
    ] as const) {
      const r = await change(b.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    const unknownUnit = await change(b.id, { units: [{ unitKey: 'dragon', quantity: 1 }] });
    expect(unknownUnit.status).toBe(422);
    expect((await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } })).status).toBe(
      200,
    );
    const cancelled = await change(b.id, { units: [{ unitKey: 'adult', quantity: 1 }] });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({ code: 'INVALID_COMMAND', command: 'changeUnits', status: 'cancelled' });
    const hold = await book(tour, { hold: true, holdMinutes: 1 });
    try {
      clock.advance(61_000);
      const lapsed = await change(hold.id, { units: [{ unitKey: 'adult', quantity: 1 }] });
      expect(lapsed.status).toBe(410);
      expect(lapsed.body.code).toBe('HOLD_EXPIRED');
    } finally {
      clock.reset();
    }
  });

  it('answers 401 without a key, 403 without bookings:write, 404 for another workspace’s booking', async () => {
    const tour = await octoTour(t, w.key, { capacity: 10 });
    const b = await book(tour);
    const body = { units: [{ unitKey: 'adult', quantity: 1 }] };
    expect((await change(b.id, body, null as unknown as string)).status).toBe(401);
    const reader = await t.key(w.id, { scopes: ['bookings:read'] });
    const forbidden = await change(b.id, body, reader);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.required_scope).toBe('bookings:write');
    const foreign = await change(b.id, body, other.key);
    expect(foreign.status).toBe(404);
    expect((await t.call('GET', `/v1/bookings/${b.id}`, { key: w.key })).body.seats).toBe(2);
  });
});
