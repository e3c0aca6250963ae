// Changing an OCTO booking (issue 26): PATCH /octo/bookings/{uuid} with other unit items, another availability,
// option or product, and POST …/confirm with other unit items, made by our changeBooking (the new shape's seats
// taken before the old are given back, in one transaction; priced from today's prices); the unit items keep the
// uuids and contacts sent with them; a full availability is the standard's UNPROCESSABLE_ENTITY and changes
// nothing; racing changes never oversell. Every answer is checked against the standard's schema.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zBooking } from '@octocloud/types';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { seatsOf } from '../support/bookings.js';
import { octo, octoTour, perPersonTour, reservation, type OctoTour } from '../support/octo.js';

const MINUTE = 60_000;

function expectOctoError(r: Response, error: string, fields: Record<string, unknown> = {}) {
  expect(r.status, r.text).toBe(400);
  expect(r.body).toEqual({ error, errorMessage: expect.any(String), ...fields });
}

function booking(r: Response) {
  expect(r.status, r.text).toBe(200);
  zBooking.parse(r.body);
  return r.body;
}

interface UnitItem {
  uuid: string;
  unitId: string;
  resellerReference: string | null;
  contact: { firstName: string | null };
}

describe('OCTO supplier API: changing bookings', () => {
  let t: TestApp;
  let ws: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
  });
  afterAll(() => {
    clock.reset();
    return t.close();
  });

  const reserve = async (tour: OctoTour, units: string[], extra: Record<string, unknown> = {}) => {
    const uuid = randomUUID();
    const body = reservation(tour, units, { uuid, ...extra });
    return booking(await octo(t, 'POST', '/bookings', ws.key, { body }));
  };
  const patch = (uuid: string, body: Record<string, unknown>) =>
    octo(t, 'PATCH', `/bookings/${uuid}`, ws.key, { body });
  const get = async (uuid: string) => booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key));
  const eventsOf = async (id: string) =>
    (await t.events(ws.id)).filter((e) => (e.data as { booking?: { id: string } }).booking?.id === id);
  const inventoryOf = async (departureId: string) =>
    (await t.events(ws.id, 'inventory.updated')).filter(
      (e) => (e.data as { departureId: string }).departureId === departureId,
    );

  it('changes the unit items: seats and price follow, items sent with their uuid keep it and their contact, the hold its expiry', async () => {
    const tour = await octoTour(t, ws.key, { capacity: 10, days: [10] });
    const held = await reserve(tour, ['adult'], {
      unitItems: [{ unitId: 'adult', uuid: 'item-ada', contact: { firstName: 'Ada' } }],
    });
    expect(held.pricing.retail).toBe(4500);
    const before = (await eventsOf(held.id)).length;
    const changed = booking(
      await patch(held.uuid, {
        unitItems: [
          { unitId: 'adult', uuid: 'item-ada', resellerReference: 'T-1' },
          { unitId: 'adult' },
          { unitId: 'child', contact: { firstName: 'Tim' } },
        ],
      }),
    );
    expect(changed).toMatchObject({
      status: 'ON_HOLD',
      utcExpiresAt: held.utcExpiresAt,
      availabilityId: tour.departureIds[0],
      pricing: { retail: 12000 },
      availability: { vacancies: 7 },
    });
    expect(
      changed.unitItems.map((u: UnitItem) => [
        u.uuid === 'item-ada',
        u.unitId,
        u.resellerReference,
        u.contact.firstName,
      ]),
    ).toEqual([
      [true, 'adult', 'T-1', 'Ada'],
      [false, 'adult', null, null],
      [false, 'child', null, 'Tim'],
    ]);
    expect(new Set(changed.unitItems.map((u: UnitItem) => u.uuid)).size).toBe(3);
    expect(await get(held.uuid)).toEqual(changed);
    expect(await seatsOf(t, ws.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 3, remaining: 7 });
    const sent = (await eventsOf(held.id)).slice(before);
    expect(sent.map((e) => e.type)).toEqual(['booking.updated']);
    expect((sent[0]!.data as { changes: string[] }).changes).toEqual(
      expect.arrayContaining(['seats', 'pax_children', 'units', 'total_minor', 'passengers']),
    );
    expect((await inventoryOf(tour.departureIds[0]!)).at(-1)!.data).toMatchObject({
      remaining: 7,
      previousRemaining: 9,
    });
    // Fewer: the seats go back. The same units again in another order change only the items.
    const fewer = booking(await patch(held.uuid, { unitItems: [{ unitId: 'child' }] }));
    expect(fewer).toMatchObject({ pricing: { retail: 3000 }, unitItems: [{ unitId: 'child' }] });
    expect(await seatsOf(t, ws.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 1 });
  });

  it('moves a booking to another availability (seats move, both announced) and another option (repriced), confirmed or on hold', async () => {
    const tour = await octoTour(t, ws.key, { capacity: 10, days: [11, 12] });
    const held = await reserve(tour, ['adult', 'adult']);
    const confirmed = booking(
      await octo(t, 'POST', `/bookings/${held.uuid}/confirm`, ws.key, { body: { contact: { fullName: 'Ada' } } }),
    );
    const before = (await eventsOf(held.id)).length;
    const moved = booking(await patch(held.uuid, { availabilityId: tour.departureIds[1] }));
    expect(moved).toMatchObject({
      status: 'CONFIRMED',
      availabilityId: tour.departureIds[1],
      availability: { id: tour.departureIds[1], vacancies: 8 },
      unitItems: confirmed.unitItems,
      contact: { fullName: 'Ada' },
    });
    expect(await seatsOf(t, ws.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 0 });
    expect(await seatsOf(t, ws.key, tour.departureIds[1]!)).toMatchObject({ bookedPax: 2 });
    expect((await inventoryOf(tour.departureIds[0]!)).at(-1)!.data).toMatchObject({ remaining: 10 });
    expect((await inventoryOf(tour.departureIds[1]!)).at(-1)!.data).toMatchObject({ remaining: 8 });
    expect((await eventsOf(held.id)).slice(before).map((e) => e.type)).toEqual(['booking.updated']);
    // Flex prices an adult at 55.00: the booking is repriced from today's prices.
    const flex = booking(await patch(held.uuid, { optionId: tour.flex, notes: 'Flexible' }));
    expect(flex).toMatchObject({ optionId: tour.flex, notes: 'Flexible', pricing: { retail: 11000 } });
    expect(flex.unitItems[0].pricing.retail).toBe(5500);
    const v1 = (await t.call('GET', `/v1/bookings/${held.id}`, { key: ws.key })).body;
    expect(v1).toMatchObject({ rate_plan_id: tour.flex, departure: { id: tour.departureIds[1] } });
    // The booking's own ids again change nothing.
    const events = (await t.events(ws.id)).length;
    booking(
      await patch(held.uuid, { productId: tour.productId, optionId: tour.flex, availabilityId: tour.departureIds[1] }),
    );
    expect((await t.events(ws.id)).length).toBe(events);
  });

  it('moves a booking to another product: its option, availability and unit items', async () => {
    const walk = await octoTour(t, ws.key, { capacity: 10, days: [13] });
    const boat = await octoTour(t, ws.key, { capacity: 10, days: [14] });
    const held = await reserve(walk, ['adult']);
    const moved = booking(
      await patch(held.uuid, {
        productId: boat.productId,
        optionId: boat.flex,
        availabilityId: boat.departureIds[0],
        unitItems: [{ unitId: 'adult' }, { unitId: 'child' }],
      }),
    );
    expect(moved).toMatchObject({
      status: 'ON_HOLD',
      utcExpiresAt: held.utcExpiresAt,
      productId: boat.productId,
      optionId: boat.flex,
      availabilityId: boat.departureIds[0],
      pricing: { retail: 8500 }, // Flex: adult 55.00, child 30.00 (the base plan's)
    });
    expect(moved.unitItems).toHaveLength(2);
    expect(await seatsOf(t, ws.key, walk.departureIds[0]!)).toMatchObject({ bookedPax: 0 });
    expect(await seatsOf(t, ws.key, boat.departureIds[0]!)).toMatchObject({ bookedPax: 2 });
    expect((await t.call('GET', `/v1/bookings/${held.id}`, { key: ws.key })).body.product.id).toBe(boat.productId);
    // Without an option: the product's default one.
    const back = booking(await patch(held.uuid, { productId: walk.productId, availabilityId: walk.departureIds[0] }));
    expect(back).toMatchObject({ productId: walk.productId, optionId: walk.standard, pricing: { retail: 7500 } });

    // What a product change needs, refused with the standard's codes and nothing changed.
    const person = await perPersonTour(t, ws.key, { days: 15 });
    const family = await reserve(walk, ['family']);
    expectOctoError(await patch(family.uuid, { productId: boat.productId }), 'INVALID_AVAILABILITY_ID', {
      availabilityId: '',
    });
    expectOctoError(
      await patch(family.uuid, { productId: boat.productId, availabilityId: walk.departureIds[0] }),
      'INVALID_AVAILABILITY_ID',
      { availabilityId: walk.departureIds[0] },
    );
    expectOctoError(
      await patch(family.uuid, {
        productId: boat.productId,
        optionId: walk.standard,
        availabilityId: boat.departureIds[0],
      }),
      'INVALID_OPTION_ID',
      { optionId: walk.standard },
    );
    expectOctoError(
      await patch(family.uuid, { productId: person.productId, availabilityId: person.departureIds[0] }),
      'INVALID_UNIT_ID',
      { unitId: 'family' },
    );
    expectOctoError(await patch(family.uuid, { productId: 'prod_other' }), 'INVALID_PRODUCT_ID', {
      productId: 'prod_other',
    });
    const other = await t.workspace();
    const foreign = await octoTour(t, other.key);
    expectOctoError(
      await patch(family.uuid, { productId: foreign.productId, availabilityId: foreign.departureIds[0] }),
      'INVALID_PRODUCT_ID',
      { productId: foreign.productId },
    );
    expect(await get(family.uuid)).toMatchObject({ productId: walk.productId, unitItems: [{ unitId: 'family' }] });
    // Onto the per-person product with its units: adult and infant.
    const onPerson = booking(
      await patch(family.uuid, {
        productId: person.productId,
        availabilityId: person.departureIds[0],
        unitItems: [{ unitId: 'adult' }, { unitId: 'infant' }],
      }),
    );
    expect(onPerson).toMatchObject({
      productId: person.productId,
      optionId: person.standard,
      pricing: { retail: 8000 },
    });
    expect(await seatsOf(t, ws.key, person.departureIds[0]!)).toMatchObject({ bookedPax: 1 });
  });

  it('confirms with other unit items: changed first, then confirmed', async () => {
    const tour = await octoTour(t, ws.key, { capacity: 10, days: [16] });
    const held = await reserve(tour, ['adult', 'adult']);
    const before = (await eventsOf(held.id)).length;
    const confirmed = booking(
      await octo(t, 'POST', `/bookings/${held.uuid}/confirm`, ws.key, {
        body: {
          resellerReference: 'RES-9',
          contact: { fullName: 'John Doe', emailAddress: 'john@example.com' },
          unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'adult', uuid: held.unitItems[0].uuid }],
        },
      }),
    );
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: 'RES-9',
      contact: { fullName: 'John Doe', emailAddress: 'john@example.com' },
      pricing: { retail: 13500 },
    });
    expect(confirmed.unitItems).toHaveLength(3);
    expect(confirmed.unitItems[2].uuid).toBe(held.unitItems[0].uuid);
    expect(await seatsOf(t, ws.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 3 });
    expect((await eventsOf(held.id)).slice(before).map((e) => e.type)).toEqual([
      'booking.updated',
      'booking.updated',
      'booking.confirmed',
    ]);
  });

  it('refuses a change onto a full availability with UNPROCESSABLE_ENTITY and changes nothing', async () => {
    const tour = await octoTour(t, ws.key, { capacity: 3, days: [17, 18] });
    const held = await reserve(tour, ['adult', 'adult'], { expirationMinutes: 30 });
    const filler = booking(
      await octo(t, 'POST', '/bookings', ws.key, {
        body: reservation(tour, ['adult', 'adult', 'adult'], { availabilityId: tour.departureIds[1] }),
      }),
    );
    expect(filler.availability.status).toBe('SOLD_OUT');
    const before = await get(held.uuid);
    const events = (await t.events(ws.id)).length;
    const refusals = [
      await patch(held.uuid, {
        availabilityId: tour.departureIds[1],
        contact: { fullName: 'Not Saved' },
        expirationMinutes: 90,
      }),
      await patch(held.uuid, { unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'family' }] }),
      await octo(t, 'POST', `/bookings/${held.uuid}/confirm`, ws.key, {
        body: { unitItems: ['adult', 'adult', 'adult', 'adult'].map((unitId) => ({ unitId })) },
      }),
    ];
    for (const r of refusals) {
      expectOctoError(r, 'UNPROCESSABLE_ENTITY');
      expect(r.body.errorMessage).toMatch(/seats/);
    }
    expect(await get(held.uuid)).toEqual(before);
    expect((await t.events(ws.id)).length).toBe(events);
    expect(await seatsOf(t, ws.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 2 });
    expect(await seatsOf(t, ws.key, tour.departureIds[1]!)).toMatchObject({ bookedPax: 3 });
  });

  it('never oversells when changes race for the last seats', async () => {
    const tour = await octoTour(t, ws.key, { capacity: 4, days: [19, 20] });
    const held = await Promise.all([1, 2, 3, 4].map(() => reserve(tour, ['adult'])));
    await reserve(tour, ['adult', 'adult', 'adult'], { availabilityId: tour.departureIds[1] }); // one seat left there
    const moves = await Promise.all(held.map((b) => patch(b.uuid, { availabilityId: tour.departureIds[1] })));
    expect(moves.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of moves.filter((m) => m.status !== 200)) expectOctoError(r, 'UNPROCESSABLE_ENTITY');
    expect(await seatsOf(t, ws.key, tour.departureIds[1]!)).toMatchObject({ bookedPax: 4, remaining: 0 });
    expect(await seatsOf(t, ws.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 3 });
    // Growing by a seat on the first departure (one free): one of the three there grows; the one moved finds its
    // departure full.
    const grow = await Promise.all(
      held.map((b) => patch(b.uuid, { unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }] })),
    );
    expect(grow.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await seatsOf(t, ws.key, tour.departureIds[0]!)).toMatchObject({ bookedPax: 4, remaining: 0 });
    expect(await seatsOf(t, ws.key, tour.departureIds[1]!)).toMatchObject({ bookedPax: 4, remaining: 0 });
    await expectNoDifferences(t);
  });

  it('keeps the units when the same are sent (contacts and references change), extends a hold, and refuses what it cannot do', async () => {
    const tour = await octoTour(t, ws.key, { capacity: 10, days: [21, 22] });
    const held = await reserve(tour, ['adult', 'child']);
    expectOctoError(
      await patch(held.uuid, { unitItems: [{ unitId: 'adult' }, { unitId: 'senior' }] }),
      'INVALID_UNIT_ID',
      {
        unitId: 'senior',
      },
    );
    expectOctoError(await patch(held.uuid, { optionId: 'rate_nope' }), 'INVALID_OPTION_ID', { optionId: 'rate_nope' });
    expectOctoError(await patch(held.uuid, { availabilityId: 'dept_nope' }), 'INVALID_AVAILABILITY_ID', {
      availabilityId: 'dept_nope',
    });
    // A hold length out of bounds is refused before the change it comes with.
    const outOfBounds = await patch(held.uuid, { availabilityId: tour.departureIds[1], expirationMinutes: 100_000 });
    expectOctoError(outOfBounds, 'BAD_REQUEST');
    expect(outOfBounds.body.errorMessage).toMatch(/^expirationMinutes: /);
    expect((await get(held.uuid)).availabilityId).toBe(tour.departureIds[0]);

    const r = booking(
      await patch(held.uuid, {
        unitItems: [
          { unitId: 'child', contact: { firstName: 'Tim' } },
          { unitId: 'adult', uuid: held.unitItems[0].uuid, resellerReference: 'A' },
        ],
        availabilityId: tour.departureIds[1],
        expirationMinutes: 60,
      }),
    );
    expect(r.unitItems.map((u: UnitItem) => [u.unitId, u.resellerReference, u.contact.firstName])).toEqual([
      ['child', null, 'Tim'],
      ['adult', 'A', null],
    ]);
    expect(r.unitItems[1].uuid).toBe(held.unitItems[0].uuid);
    expect(r.availabilityId).toBe(tour.departureIds[1]);
    expect(Math.abs(Date.parse(r.utcExpiresAt) - (clock.nowMs() + 60 * MINUTE))).toBeLessThan(5_000);

    // A lapsed hold cannot be changed (the standard's word for a booking expired); a cancelled one neither.
    const lapsing = await reserve(tour, ['adult'], { expirationMinutes: 5 });
    try {
      clock.advance(6 * MINUTE);
      expectOctoError(await patch(lapsing.uuid, { unitItems: [{ unitId: 'child' }] }), 'INVALID_BOOKING_UUID', {
        uuid: lapsing.uuid,
      });
      expectOctoError(await patch(lapsing.uuid, { notes: 'x', expirationMinutes: 30 }), 'INVALID_BOOKING_UUID', {
        uuid: lapsing.uuid,
      });
      expect((await get(lapsing.uuid)).notes).toBeNull();
    } finally {
      clock.reset();
    }
    booking(await octo(t, 'POST', `/bookings/${held.uuid}/cancel`, ws.key, { body: {} }));
    expectOctoError(await patch(held.uuid, { availabilityId: tour.departureIds[0] }), 'UNPROCESSABLE_ENTITY');
  });
});
