// The OCTO supplier API as the standard's own validator (octotravel/validator, supplier flows) reads it (issue 25
// item 8), each of its checks that we failed reproduced through HTTP: a booking's voucher whatever its status, a
// check naming both availability ids and dates refused, an option's per-booking bound of units (not a made-up 500),
// and every instant written to the second.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zAvailability, zBooking, zProduct } from '@octocloud/types';
import { clock } from '../../src/platform/clock.js';
import { record } from '../support/bookings.js';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';
import { dayAt, localDate, octo, octoTour, reservation, TICKET_DELIVERY, type OctoTour } from '../support/octo.js';

const MINUTE = 60_000;
/** An instant as the validator checks it (its `validateUTCDate`): UTC, to the second, no fraction. */
const UTC_SECONDS = /^\d{4}-(0[1-9]|1[012])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;

function booking(r: Response) {
  expect(r.status, r.text).toBe(200);
  zBooking.parse(r.body);
  return r.body;
}

function expectBadRequest(r: Response) {
  expect(r.status, r.text).toBe(400);
  expect(r.body).toEqual({ error: 'BAD_REQUEST', errorMessage: expect.any(String) });
}

describe("OCTO supplier API as the standard's validator reads it", () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let tour: OctoTour;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    tour = await octoTour(t, ws.key, { days: [10, 11], capacity: 10 });
  });
  afterAll(() => {
    clock.reset();
    return t.close();
  });

  it('answers a voucher whatever the status: nothing to deliver on hold, cancelled or expired; the ticket once confirmed', async () => {
    const empty = { redemptionMethod: 'MANIFEST', utcRedeemedAt: null, deliveryOptions: [] };
    const uuid = randomUUID();
    const held = booking(await octo(t, 'POST', '/bookings', ws.key, { body: reservation(tour, ['adult'], { uuid }) }));
    expect(held).toMatchObject({ status: 'ON_HOLD', deliveryMethods: ['VOUCHER'], voucher: empty });
    const confirmed = booking(
      await octo(t, 'POST', `/bookings/${uuid}/confirm`, ws.key, { body: { contact: { fullName: 'Ada Lovelace' } } }),
    );
    expect(confirmed.voucher).toEqual({
      ...empty,
      deliveryOptions: TICKET_DELIVERY,
    });
    const cancelled = booking(
      await octo(t, 'POST', `/bookings/${uuid}/cancel`, ws.key, { body: { reason: 'Plans changed' } }),
    );
    expect(cancelled).toMatchObject({ status: 'CANCELLED', voucher: empty });

    const lapsing = booking(
      await octo(t, 'POST', '/bookings', ws.key, { body: reservation(tour, ['adult'], { expirationMinutes: 5 }) }),
    );
    clock.advance(6 * MINUTE);
    await t.drainJobs();
    expect(booking(await octo(t, 'GET', `/bookings/${lapsing.uuid}`, ws.key))).toMatchObject({
      status: 'EXPIRED',
      voucher: empty,
    });
    clock.reset();
  });

  it("refuses availabilityIds together with localDate or localDateStart/End with BAD_REQUEST (the standard's body schema)", async () => {
    const base = { productId: tour.productId, optionId: tour.standard, availabilityIds: [tour.departureIds[0]] };
    const day = localDate(tour.starts[0]!);
    expectBadRequest(
      await octo(t, 'POST', '/availability', ws.key, { body: { ...base, localDateStart: day, localDateEnd: day } }),
    );
    expectBadRequest(await octo(t, 'POST', '/availability', ws.key, { body: { ...base, localDate: day } }));
    expectBadRequest(await octo(t, 'POST', '/availability', ws.key, { body: { ...base, localDateStart: day } }));
    const ids = await octo(t, 'POST', '/availability', ws.key, { body: base });
    expect(ids.status, ids.text).toBe(200);
    expect(ids.body.map((a: { id: string }) => a.id)).toEqual([tour.departureIds[0]]);
  });

  it("bounds an option's units per booking by its units' maxQuantity (at most 500), else answers maxUnits null", async () => {
    // The tour's family unit has a maximum (2), its adults none: nothing but an availability's seats bounds a booking.
    const unbounded = await octo(t, 'GET', `/products/${tour.productId}`, ws.key);
    expect(zProduct.parse(unbounded.body).options.map((o) => o.restrictions)).toEqual([
      { minUnits: 1, maxUnits: null },
      { minUnits: 1, maxUnits: null },
    ]);

    const priced = async (unitTypes: Array<Record<string, unknown>>) => {
      const product = record(
        await t.call('POST', '/v1/products', {
          key: ws.key,
          body: {
            title: `Boat ${randomUUID().slice(0, 6)}`,
            type: 'tour',
            status: 'active',
            category: 'boats',
            pricingModel: 'per_unit',
            currency: 'EUR',
          },
        }),
        'product',
      );
      const start = dayAt(5, 9);
      record(
        await t.call('POST', '/v1/departures', {
          key: ws.key,
          body: {
            productId: product.id,
            startAt: start,
            endAt: new Date(Date.parse(start) + 3_600_000).toISOString(),
            capacity: 20,
          },
        }),
        'departure',
      );
      const unitPrices = unitTypes.map((u) => ({ unitKey: u.key, amount: 10, currency: 'EUR' }));
      const pricing = await t.call('PUT', `/v1/products/${product.id}/pricing`, {
        key: ws.key,
        body: { unitTypes, ratePlans: [{ name: 'Standard', unitPrices }] },
      });
      expect(pricing.status, pricing.text).toBe(200);
      const r = await octo(t, 'GET', `/products/${product.id}`, ws.key);
      return zProduct.parse(r.body).options[0]!.restrictions;
    };
    expect(
      await priced([
        { key: 'adult', type: 'adult', label: 'Adult', maxQuantity: 6 },
        { key: 'child', type: 'child', label: 'Child', maxQuantity: 4 },
      ]),
    ).toEqual({ minUnits: 1, maxUnits: 10 });
    expect(
      await priced([
        { key: 'adult', type: 'adult', label: 'Adult', maxQuantity: 400 },
        { key: 'child', type: 'child', label: 'Child', maxQuantity: 300 },
      ]),
    ).toEqual({ minUnits: 1, maxUnits: 500 });
    expect(await priced([{ key: 'adult', type: 'adult', label: 'Adult' }])).toEqual({ minUnits: 1, maxUnits: null });
  });

  it("writes every instant to the second, as the standard's examples do", async () => {
    clock.advance(1_234); // an instant with milliseconds
    const availability = await octo(t, 'POST', '/availability', ws.key, {
      body: { productId: tour.productId, optionId: tour.standard, availabilityIds: tour.departureIds },
    });
    expect(availability.status, availability.text).toBe(200);
    for (const a of zAvailability.array().parse(availability.body)) expect(a.utcCutoffAt).toMatch(UTC_SECONDS);
    expect(availability.body[0].utcCutoffAt).toBe(tour.starts[0]!.replace('.000Z', 'Z'));

    const uuid = randomUUID();
    const held = booking(await octo(t, 'POST', '/bookings', ws.key, { body: reservation(tour, ['adult'], { uuid }) }));
    for (const at of [held.utcCreatedAt, held.utcUpdatedAt, held.utcExpiresAt, held.availability.utcCutoffAt])
      expect(at).toMatch(UTC_SECONDS);
    clock.advance(1_234);
    const confirmed = booking(
      await octo(t, 'POST', `/bookings/${uuid}/confirm`, ws.key, { body: { contact: { fullName: 'Ada Lovelace' } } }),
    );
    for (const at of [confirmed.utcUpdatedAt, confirmed.utcConfirmedAt]) expect(at).toMatch(UTC_SECONDS);
    clock.advance(1_234);
    const cancelled = booking(await octo(t, 'POST', `/bookings/${uuid}/cancel`, ws.key));
    expect(cancelled.cancellation.utcCancelledAt).toMatch(UTC_SECONDS);
    // To the second, never later than the instant itself (a hold is not shown lasting longer than it does).
    const ours = record(await t.call('GET', `/v1/bookings/${held.id}`, { key: ws.key }), 'booking');
    expect(Date.parse(held.utcExpiresAt)).toBeLessThanOrEqual(Date.parse(ours.hold_expires_at as string));
    expect(Date.parse(ours.hold_expires_at as string) - Date.parse(held.utcExpiresAt)).toBeLessThan(1_000);

    // Redeemed on our side: the booking's, unit items' and voucher's redemption instants too.
    const redeemed = booking(await octo(t, 'POST', '/bookings', ws.key, { body: reservation(tour, ['adult']) }));
    expect((await t.call('POST', `/v1/bookings/${redeemed.id}/confirm`, { key: ws.key })).status).toBe(200);
    clock.advance(1_234);
    expect(
      (await t.call('PATCH', `/v1/bookings/${redeemed.id}`, { key: ws.key, body: { status: 'completed' } })).status,
    ).toBe(200);
    const r = booking(await octo(t, 'GET', `/bookings/${redeemed.uuid}`, ws.key));
    expect(r.status).toBe('REDEEMED');
    for (const at of [r.utcRedeemedAt, r.voucher.utcRedeemedAt, r.unitItems[0].utcRedeemedAt])
      expect(at).toMatch(UTC_SECONDS);
    clock.reset();
  });
});
