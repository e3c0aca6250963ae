// Check-in and the departure's manifest (issue 26 item 3) through HTTP: checking in a booking's whole party or single
// travellers, the idempotent repeat, undo, the events, who checked in, the statuses that may be checked in, the
// refusals (401/403, another workspace's ids, bad input), concurrent check-ins, and the manifest's lines, sorts and
// totals. OCTO's REDEEMED is in octo-bookings.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { memberSession, withSession } from '../support/accounts.js';
import { bookingBody, seatsOf, trip, type Trip } from '../support/bookings.js';
import { octoTour, perPersonTour } from '../support/octo.js';

const MINUTE = 60_000;
const IOANA = { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.com', phone: '+40 700 000 001' };
/** Two adults and a child in a double and a single room, and an infant; two of them named. */
const FAMILY = {
  paxAdults: 2,
  paxChildren: 1,
  paxInfants: 1,
  rooms: [
    { categoryKey: 'double', occupancy: 2, quantity: 1 },
    { categoryKey: 'single', occupancy: 1, quantity: 1 },
  ],
  billing: IOANA,
  passengers: [
    { firstName: 'Ioana', lastName: 'Popescu' },
    { firstName: 'Andrei', lastName: 'Popescu' },
  ],
};

describe('check-in and the manifest', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let x: Trip;
  /** A key of `w` allowed to read and write bookings, and its id (what a check-in records). */
  let clerk: { id: string; key: string };

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
    other = await t.workspace();
    x = await trip(t, w.key, { capacity: 200 });
    clerk = await t.services.workspaces.createKey({ workspaceId: w.id, scopes: ['bookings:read', 'bookings:write'] });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  async function booked(extra: Record<string, unknown> = {}, on: Trip = x): Promise<string> {
    const r = await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(on, extra) });
    expect(r.status, r.text).toBe(201);
    return r.body.id;
  }
  async function setStatus(id: string, status: string): Promise<void> {
    const r = await t.call('PATCH', `/v1/bookings/${id}`, { key: w.key, body: { status } });
    expect(r.status, r.text).toBe(200);
  }
  async function confirmed(extra: Record<string, unknown> = {}, on: Trip = x): Promise<string> {
    const id = await booked(extra, on);
    await setStatus(id, 'confirmed');
    return id;
  }
  const checkIn = (id: string, body?: unknown, key = clerk.key) =>
    t.call('POST', `/v1/bookings/${id}/check-in`, { key, body });
  const undo = (id: string, body?: unknown, key = clerk.key) =>
    t.call('POST', `/v1/bookings/${id}/check-in/undo`, { key, body });
  const getBooking = async (id: string) => (await t.call('GET', `/v1/bookings/${id}`, { key: w.key })).body;
  /** The travellers each of the booking's events of `type` named, oldest first. */
  const announced = async (type: string, id: string) =>
    (await t.events(w.id, type))
      .map((e) => e.data as { booking: { id: string; checked_in: unknown }; travellers: Array<{ index: number }> })
      .filter((d) => d.booking.id === id)
      .map((d) => d.travellers.map((tr) => tr.index));

  const announcedUpdates = async (id: string) =>
    (await t.events(w.id, 'booking.updated'))
      .map((e) => e.data as { booking: { id: string }; changes: string[] })
      .filter((d) => d.booking.id === id)
      .map((d) => d.changes);

  it('checks the whole party in, answers each traveller and sends booking.checked_in once', async () => {
    const id = await confirmed(FAMILY);
    const before = await getBooking(id);
    expect(before.checked_in).toEqual({ count: 0, total: 4, at: null });

    // No body at all: the whole party.
    const r = await checkIn(id);
    expect(r.status, r.text).toBe(200);
    const at = r.body.booking.checked_in.at;
    expect(r.body.booking).toMatchObject({ id, status: 'confirmed', checked_in: { count: 4, total: 4, at } });
    expect(at).toBe(r.body.booking.updated_at);
    const checked = { checked_in: true, checked_in_at: at, checked_in_by: clerk.id };
    expect(r.body.travellers).toEqual([
      { index: 0, name: 'Ioana Popescu', unit: 'double', ...checked },
      { index: 1, name: 'Andrei Popescu', unit: 'double', ...checked },
      { index: 2, name: 'Traveller 3', unit: 'single', ...checked },
      { index: 3, name: 'Traveller 4', unit: 'infant', ...checked },
    ]);
    expect(await getBooking(id)).toEqual(r.body.booking);

    const events = (await t.events(w.id, 'booking.checked_in')).filter(
      (e) => (e.data as { booking: { id: string } }).booking.id === id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      booking: r.body.booking,
      travellers: [
        { index: 0, name: 'Ioana Popescu', unit: 'double' },
        { index: 1, name: 'Andrei Popescu', unit: 'double' },
        { index: 2, name: 'Traveller 3', unit: 'single' },
        { index: 3, name: 'Traveller 4', unit: 'infant' },
      ],
    });
    // A check-in is not a change booking.updated announces: the one there is, is the confirmation's.
    expect(await announcedUpdates(id)).toEqual([['status']]);

    // The repeat, later and by someone else, changes nothing and sends nothing.
    clock.advance(MINUTE);
    const again = await checkIn(id, {}, w.key);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(r.body);
    expect(await announced('booking.checked_in', id)).toEqual([[0, 1, 2, 3]]);
  });

  it('checks in single travellers, announcing only those it checked in', async () => {
    const id = await confirmed(FAMILY);
    const first = await checkIn(id, { travellers: [0, 2] });
    expect(first.status, first.text).toBe(200);
    expect(first.body.booking.checked_in).toMatchObject({ count: 2, total: 4 });
    expect(first.body.travellers.map((tr: { checked_in: boolean }) => tr.checked_in)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(first.body.travellers[1]).toMatchObject({ checked_in_at: null, checked_in_by: null });

    clock.advance(MINUTE);
    const second = await checkIn(id, { travellers: [2, 3] });
    expect(second.status, second.text).toBe(200);
    expect(second.body.booking.checked_in).toEqual({ count: 3, total: 4, at: second.body.booking.updated_at });
    // Traveller 2 keeps its first check-in.
    expect(second.body.travellers[2].checked_in_at).toBe(first.body.travellers[2].checked_in_at);
    expect(second.body.travellers[3].checked_in_at).toBe(second.body.booking.checked_in.at);
    expect(await announced('booking.checked_in', id)).toEqual([[0, 2], [3]]);
  });

  it('undoes check-ins, idempotently, with booking.check_in_undone', async () => {
    const id = await confirmed(FAMILY);
    const early = (await checkIn(id, { travellers: [0] })).body.booking.checked_in.at;
    clock.advance(MINUTE);
    const late = (await checkIn(id, { travellers: [1, 2] })).body.booking.checked_in.at;
    expect(late > early).toBe(true);

    const r = await undo(id, { travellers: [1, 2] });
    expect(r.status, r.text).toBe(200);
    // The booking's check-in time is the latest of those still checked in.
    expect(r.body.booking.checked_in).toEqual({ count: 1, total: 4, at: early });
    expect(r.body.travellers.map((tr: { checked_in: boolean }) => tr.checked_in)).toEqual([true, false, false, false]);
    expect(await announced('booking.check_in_undone', id)).toEqual([[1, 2]]);

    const updatedAt = r.body.booking.updated_at;
    clock.advance(MINUTE);
    const again = await undo(id, { travellers: [1, 3] });
    expect(again.status).toBe(200);
    expect(again.body.booking.updated_at).toBe(updatedAt);
    expect(await announced('booking.check_in_undone', id)).toEqual([[1, 2]]);

    // Without a body: everyone still checked in.
    const all = await undo(id);
    expect(all.body.booking.checked_in).toEqual({ count: 0, total: 4, at: null });
    expect(await announced('booking.check_in_undone', id)).toEqual([[1, 2], [0]]);

    // Checked in again, with the new time.
    clock.advance(MINUTE);
    const back = await checkIn(id, { travellers: [0] });
    expect(back.body.travellers[0].checked_in_at).toBe(back.body.booking.updated_at);
    expect(back.body.travellers[0].checked_in_at > early).toBe(true);
    expect(await announced('booking.checked_in', id)).toEqual([[0], [1, 2], [0]]);
  });

  it('records who checked in: the API key, or the person signed in', async () => {
    const id = await confirmed(FAMILY);
    const developer = await memberSession(t, w.id, 'developer');
    const r = await t.call(
      'POST',
      `/v1/bookings/${id}/check-in`,
      withSession(developer, { body: { travellers: [1] } }),
    );
    expect(r.status, r.text).toBe(200);
    expect(r.body.travellers[1].checked_in_by).toBe(developer.user.id);
    expect(
      (await checkIn(id, { travellers: [0] })).body.travellers.map((tr: { checked_in_by: string }) => tr.checked_in_by),
    ).toEqual([clerk.id, developer.user.id, null, null]);
  });

  it('checks in confirmed bookings only; completing stays possible with or without check-ins', async () => {
    const pending = await booked();
    const held = await booked({ hold: true });
    const cancelled = await confirmed();
    await setStatus(cancelled, 'cancelled');
    const completed = await confirmed();
    await setStatus(completed, 'completed');
    for (const [id, status] of [
      [pending, 'pending'],
      [held, 'on_hold'],
      [cancelled, 'cancelled'],
      [completed, 'completed'],
    ] as const) {
      for (const [call, command] of [
        [checkIn, 'checkIn'],
        [undo, 'undoCheckIn'],
      ] as const) {
        const r = await call(id, { travellers: [0] });
        expect(r.status, `${command} ${status}`).toBe(409);
        expect(r.body).toMatchObject({ code: 'INVALID_COMMAND', command, status });
      }
      expect((await getBooking(id)).checked_in.count).toBe(0);
      expect(await announced('booking.checked_in', id)).toEqual([]);
    }

    // A booking fully checked in is completed by the PATCH; its check-ins are kept and no longer change.
    const arrived = await confirmed(FAMILY);
    expect((await checkIn(arrived)).body.booking.checked_in).toMatchObject({ count: 4, total: 4 });
    await setStatus(arrived, 'completed');
    expect(await getBooking(arrived)).toMatchObject({ status: 'completed', checked_in: { count: 4, total: 4 } });
    expect((await undo(arrived)).status).toBe(409);
    // A no-show is completed all the same.
    const noShow = await confirmed();
    await setStatus(noShow, 'completed');
    expect((await getBooking(noShow)).checked_in).toEqual({ count: 0, total: 1, at: null });
  });

  it('refuses a caller without a key (401) or without the scope (403)', async () => {
    const id = await confirmed();
    const readOnly = await t.key(w.id, { scopes: ['bookings:read'] });
    const catalogOnly = await t.key(w.id, { scopes: ['catalog:read'] });
    const manifest = `/v1/departures/${x.departureId}/manifest`;

    for (const url of [`/v1/bookings/${id}/check-in`, `/v1/bookings/${id}/check-in/undo`]) {
      expect((await t.call('POST', url, { key: null, body: {} })).status).toBe(401);
      const r = await t.call('POST', url, { key: readOnly, body: {} });
      expect(r.status).toBe(403);
      expect(r.body.required_scope).toBe('bookings:write');
    }
    expect((await t.call('GET', manifest, { key: null })).status).toBe(401);
    const refused = await t.call('GET', manifest, { key: catalogOnly });
    expect(refused.status).toBe(403);
    expect(refused.body.required_scope).toBe('bookings:read');
    expect((await t.call('GET', manifest, { key: readOnly })).status).toBe(200);

    // A viewer reads the manifest but checks nobody in.
    const viewer = await memberSession(t, w.id, 'viewer');
    expect((await t.call('GET', manifest, withSession(viewer))).status).toBe(200);
    expect((await t.call('POST', `/v1/bookings/${id}/check-in`, withSession(viewer, { body: {} }))).status).toBe(403);
    expect((await getBooking(id)).checked_in.count).toBe(0);
  });

  it("answers 404 for another workspace's booking or departure and changes nothing", async () => {
    const id = await confirmed(FAMILY);
    await checkIn(id, { travellers: [0] });
    const before = await getBooking(id);
    const events = (await t.events(w.id)).length;

    for (const call of [checkIn, undo]) {
      const r = await call(id, {}, other.key);
      expect(r.status).toBe(404);
      expect(r.text).not.toContain(id);
    }
    expect(await getBooking(id)).toEqual(before);
    expect((await t.events(w.id)).length).toBe(events);
    expect(await t.events(other.id, 'booking.checked_in')).toEqual([]);

    const r = await t.call('GET', `/v1/departures/${x.departureId}/manifest`, { key: other.key });
    expect(r.status).toBe(404);
    expect(r.text).not.toContain(x.departureId);
    const none = `/v1/departures/dept_00000000-0000-7000-8000-000000000000/manifest`;
    expect((await t.call('GET', none, { key: w.key })).status).toBe(404);
    expect(
      (
        await t.call('POST', '/v1/bookings/book_00000000-0000-7000-8000-000000000000/check-in', {
          key: w.key,
          body: {},
        })
      ).status,
    ).toBe(404);
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const id = await confirmed(FAMILY);
    const bad: Array<[unknown, string]> = [
      [{ travellers: [] }, 'travellers'],
      [{ travellers: [-1] }, 'travellers[0]'],
      [{ travellers: [0, 1.5] }, 'travellers[1]'],
      [{ travellers: ['0'] }, 'travellers[0]'],
      [{ travellers: [1, 1] }, 'travellers'],
      [{ travellers: 'all' }, 'travellers'],
      [{ travellers: [1500] }, 'travellers[0]'],
    ];
    for (const [body, field] of bad) {
      for (const call of [checkIn, undo]) {
        const r = await call(id, body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.details.field, JSON.stringify(body)).toBe(field);
      }
    }
    // An index the booking does not have: 422, and the valid one beside it is not checked in either.
    const unknown = await checkIn(id, { travellers: [0, 4] });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'UNKNOWN_TRAVELLER', details: { field: 'travellers[1]' } });
    expect(unknown.body.details.message).toContain('0 to 3');
    expect((await undo(id, { travellers: [7] })).body).toMatchObject({ code: 'UNKNOWN_TRAVELLER' });
    expect((await getBooking(id)).checked_in.count).toBe(0);
    expect(await announced('booking.checked_in', id)).toEqual([]);

    const badId = await t.call('POST', '/v1/bookings/prod_00000000-0000-7000-8000-000000000000/check-in', {
      key: w.key,
      body: {},
    });
    expect(badId.status).toBe(400);
    expect(badId.body.details.field).toBe('id');

    const manifest = (query: Record<string, string>, dep = x.departureId) =>
      t.call('GET', `/v1/departures/${dep}/manifest`, { key: w.key, query });
    for (const [query, field] of [
      [{ sort: 'price' }, 'sort'],
      [{ sort: '-' }, 'sort'],
      [{ status: 'cancelled' }, 'status'],
      [{ status: 'expired' }, 'status'],
    ] as const) {
      const r = await manifest(query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
    const wrongPrefix = await manifest({}, 'book_00000000-0000-7000-8000-000000000000');
    expect(wrongPrefix.status).toBe(400);
    expect(wrongPrefix.body.details.field).toBe('id');
    // The spec's alias prefix names the same departure.
    expect((await manifest({}, x.departureId.replace(/^dept_/, 'dep_'))).status).toBe(200);
  });

  it('checks a traveller in once when check-ins race, and counts every traveller when different ones do', async () => {
    const id = await confirmed(FAMILY);
    const same = await Promise.all(Array.from({ length: 8 }, () => checkIn(id, { travellers: [0] })));
    expect(same.map((r) => r.status)).toEqual(Array(8).fill(200));
    const firstAt = same.map((r) => r.body.travellers[0].checked_in_at);
    expect(new Set(firstAt).size).toBe(1);
    expect(await announced('booking.checked_in', id)).toEqual([[0]]);

    const other = await confirmed(FAMILY);
    const each = await Promise.all([0, 1, 2, 3, 0, 1, 2, 3].map((i) => checkIn(other, { travellers: [i] })));
    expect(each.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect((await getBooking(other)).checked_in).toMatchObject({ count: 4, total: 4 });
    const sent = (await announced('booking.checked_in', other)).flat().sort();
    expect(sent).toEqual([0, 1, 2, 3]);

    const undone = await Promise.all(Array.from({ length: 6 }, () => undo(other)));
    expect(undone.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await getBooking(other)).checked_in).toEqual({ count: 0, total: 4, at: null });
    expect(await announced('booking.check_in_undone', other)).toEqual([[0, 1, 2, 3]]);
    await expectNoDifferences(t);
  });

  it('refuses a manifest of more than 10,000 travellers', async () => {
    const walk = await perPersonTour(t, w.key, { capacity: 10_000 });
    const big = { productId: walk.productId, departureId: walk.departureIds[0]! };
    const party = { paxAdults: 500, paxChildren: 500, paxInfants: 500, rooms: undefined };
    // 6 × 1,500 + 1,000 travellers, then one too many.
    for (let i = 0; i < 6; i++) await booked(party, big);
    const url = `/v1/departures/${big.departureId}/manifest`;
    await booked({ paxAdults: 500, paxChildren: 500, rooms: undefined }, big);
    const full = await t.call('GET', url, { key: w.key });
    expect(full.status, full.text.slice(0, 200)).toBe(200);
    expect(full.body.data.totals.travellers).toBe(10_000);
    const last = await confirmed({ paxAdults: 1, rooms: undefined }, big);
    const r = await t.call('GET', url, { key: w.key });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'MANIFEST_TOO_LARGE' });
    // Fewer lines, by one status, are answered.
    const one = await t.call('GET', url, { key: w.key, query: { status: 'confirmed' } });
    expect(one.body.data.travellers.map((l: { booking_id: string }) => l.booking_id)).toEqual([last]);
  }, 60_000);

  describe('the manifest', () => {
    let tour: Trip;
    /** The bookings by letter: A completed and paid, B pending, C confirmed (a family ticket), F pending (mixed units). */
    const ids = {} as Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', string>;
    const letterOf = (bookingId: string) => Object.entries(ids).find(([, v]) => v === bookingId)![0];
    const manifest = async (query: Record<string, string> = {}) => {
      const r = await t.call('GET', `/v1/departures/${tour.departureId}/manifest`, { key: w.key, query });
      expect(r.status, r.text).toBe(200);
      return r.body.data;
    };
    const order = async (query: Record<string, string> = {}) =>
      (await manifest(query)).travellers.map(
        (l: { booking_id: string; index: number }) => `${letterOf(l.booking_id)}${l.index}`,
      );

    beforeAll(async () => {
      const units = await octoTour(t, w.key, { capacity: 20 });
      tour = { productId: units.productId, departureId: units.departureIds[0]! };
      const unitsOf = (...list: Array<[string, number]>) => ({
        units: list.map(([unitKey, quantity]) => ({ unitKey, quantity })),
        rooms: undefined,
        paxAdults: undefined,
      });
      ids.A = await confirmed(
        {
          ...unitsOf(['adult', 1]),
          billing: { firstName: 'Zoe', lastName: 'Adams', email: 'zoe@example.com', phone: '+40 700 000 002' },
          passengers: [{ firstName: 'Zoe', lastName: 'Adams' }],
          notes: 'Window seat',
        },
        tour,
      );
      ids.B = await booked(
        {
          ...unitsOf(['adult', 1], ['child', 1]),
          passengers: [
            { firstName: 'Bob', lastName: 'Brown' },
            { firstName: 'Ann', lastName: 'Brown' },
          ],
        },
        tour,
      );
      ids.C = await confirmed({ ...unitsOf(['family', 1]), billing: { firstName: 'Carla', lastName: 'Diaz' } }, tour);
      ids.D = await confirmed({ ...unitsOf(['adult', 1]), passengers: [{ firstName: 'Dan', lastName: 'Gone' }] }, tour);
      ids.E = await booked({ ...unitsOf(['adult', 1]), hold: true, holdMinutes: 5 }, tour);
      ids.F = await booked(unitsOf(['adult', 1], ['family', 1]), tour);

      const paid = await t.call('POST', `/v1/bookings/${ids.A}/payments`, {
        key: w.key,
        body: { amount: (await getBooking(ids.A)).pricing.total, method: 'cash' },
      });
      expect(paid.status, paid.text).toBe(201);
      expect((await checkIn(ids.A)).status).toBe(200);
      await setStatus(ids.A, 'completed');
      expect((await checkIn(ids.C, { travellers: [1] })).status).toBe(200);
      expect((await checkIn(ids.D)).status).toBe(200);
      await setStatus(ids.D, 'cancelled');
      clock.advance(6 * MINUTE);
      await t.drainJobs();
      clock.reset();
      expect((await getBooking(ids.E)).status).toBe('expired');
    });

    it('lists every traveller of the live bookings, by name, with the departure and totals', async () => {
      const m = await manifest();
      const departure = await seatsOf(t, w.key, tour.departureId);
      expect(m.departure).toMatchObject({
        id: tour.departureId,
        product_id: tour.productId,
        status: 'scheduled',
        capacity: 20,
        booked_pax: departure.bookedPax,
      });
      expect(departure.bookedPax).toBe(1 + 2 + 4 + 5);
      expect(m.departure.product_title).toMatch(/^Tour /);
      // Cancelled (D) and expired (E) bookings are not on it; ties by booking code, then traveller.
      expect(await order()).toEqual(['B1', 'B0', 'C0', 'F0', 'C1', 'F1', 'C2', 'F2', 'C3', 'F3', 'F4', 'A0']);
      const a = (await getBooking(ids.A)) as { code: string; checked_in: { at: string } };
      expect(m.travellers.at(-1)).toEqual({
        booking_id: ids.A,
        booking_code: a.code,
        booking_status: 'completed',
        index: 0,
        name: 'Zoe Adams',
        unit: 'adult',
        checked_in: true,
        checked_in_at: a.checked_in.at,
        checked_in_by: clerk.id,
        contact: { name: 'Zoe Adams', email: 'zoe@example.com', phone: '+40 700 000 002' },
        notes: 'Window seat',
        payment_status: 'paid',
        paid: true,
      });
      const names = m.travellers.map((l: { name: string; unit: string | null }) => [l.name, l.unit]);
      expect(names.slice(0, 4)).toEqual([
        ['Ann Brown', 'child'],
        ['Bob Brown', 'adult'],
        ['Carla Diaz', 'family'],
        // A family ticket beside an adult: who came with which unit is not kept.
        ['Traveller 1', null],
      ]);
      expect(m.travellers[2]).toMatchObject({
        booking_status: 'confirmed',
        contact: { name: 'Carla Diaz', email: null, phone: null },
        paid: false,
        payment_status: 'unpaid',
        checked_in: false,
      });
      expect(m.totals).toEqual({
        bookings: 4,
        bookings_paid: 1,
        bookings_unpaid: 3,
        bookings_checked_in: 1,
        travellers: 12,
        checked_in: 2,
        not_checked_in: 10,
        by_unit: [
          { unit: 'adult', travellers: 2, checked_in: 1 },
          { unit: 'child', travellers: 1, checked_in: 0 },
          { unit: 'family', travellers: 4, checked_in: 1 },
          { unit: null, travellers: 5, checked_in: 0 },
        ],
      });
    });

    it('sorts by name, code, unit, check-in, payment and status, either way', async () => {
      expect(await order({ sort: '-name' })).toEqual([
        'A0',
        'F4',
        'C3',
        'F3',
        'C2',
        'F2',
        'C1',
        'F1',
        'F0',
        'C0',
        'B0',
        'B1',
      ]);
      expect(await order({ sort: 'code' })).toEqual([
        'A0',
        'B0',
        'B1',
        'C0',
        'C1',
        'C2',
        'C3',
        'F0',
        'F1',
        'F2',
        'F3',
        'F4',
      ]);
      expect(await order({ sort: '-code' })).toEqual([
        'F0',
        'F1',
        'F2',
        'F3',
        'F4',
        'C0',
        'C1',
        'C2',
        'C3',
        'B0',
        'B1',
        'A0',
      ]);
      expect(await order({ sort: 'unit' })).toEqual([
        'A0',
        'B0',
        'B1',
        'C0',
        'C1',
        'C2',
        'C3',
        'F0',
        'F1',
        'F2',
        'F3',
        'F4',
      ]);
      expect(await order({ sort: '-checked_in' })).toEqual([
        'A0',
        'C1',
        'B0',
        'B1',
        'C0',
        'C2',
        'C3',
        'F0',
        'F1',
        'F2',
        'F3',
        'F4',
      ]);
      expect(await order({ sort: 'paid' })).toEqual([
        'B0',
        'B1',
        'C0',
        'C1',
        'C2',
        'C3',
        'F0',
        'F1',
        'F2',
        'F3',
        'F4',
        'A0',
      ]);
      expect(await order({ sort: 'status' })).toEqual([
        'B0',
        'B1',
        'F0',
        'F1',
        'F2',
        'F3',
        'F4',
        'C0',
        'C1',
        'C2',
        'C3',
        'A0',
      ]);
    });

    it('keeps one status when asked, its totals those of the lines answered', async () => {
      const m = await manifest({ status: 'confirmed' });
      expect(m.travellers.map((l: { booking_id: string }) => letterOf(l.booking_id))).toEqual(['C', 'C', 'C', 'C']);
      expect(m.totals).toMatchObject({ bookings: 1, travellers: 4, checked_in: 1, bookings_checked_in: 0 });
      expect((await manifest({ status: 'on_hold' })).travellers).toEqual([]);
    });

    it('follows check-ins as they happen', async () => {
      await checkIn(ids.C);
      const m = await manifest({ status: 'confirmed' });
      expect(m.totals).toMatchObject({ travellers: 4, checked_in: 4, not_checked_in: 0, bookings_checked_in: 1 });
      await undo(ids.C, { travellers: [0, 2, 3] });
      expect((await manifest({ status: 'confirmed' })).totals).toMatchObject({ checked_in: 1, bookings_checked_in: 0 });
    });
  });
});
