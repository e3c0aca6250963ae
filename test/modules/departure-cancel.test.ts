// POST /v1/departures/:id/cancel (issue 27: the console cancels a departure after showing what happens to its
// bookings): the departure becomes cancelled with its active bookings cancelled (seats back, events, the reason)
// or kept; nothing else is touched; the scopes both choices need; another workspace's departure; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { bookingBody, seatsOf, trip, type Trip } from '../support/bookings.js';

describe('POST /v1/departures/:id/cancel', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  async function book(x: Trip, status?: 'confirmed' | 'cancelled', extra: Record<string, unknown> = {}) {
    const r = await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x, extra) });
    expect(r.status, r.text).toBe(201);
    if (status) {
      const s = await t.call('PATCH', `/v1/bookings/${r.body.id}`, { key: w.key, body: { status } });
      expect(s.status, s.text).toBe(200);
    }
    return r.body.id as string;
  }
  async function statusOf(id: string): Promise<{ status: string; cancellation_reason: string | null }> {
    return (await t.call('GET', `/v1/bookings/${id}`, { key: w.key })).body;
  }
  async function eventsSince(type: string, after: string): Promise<Array<{ data: Record<string, unknown> }>> {
    const r = await t.call('GET', '/v1/events', { key: w.key, query: { type, created_after: after, limit: '100' } });
    expect(r.status, r.text).toBe(200);
    return r.body.data;
  }

  it('cancels the departure and its active bookings, giving their seats back', async () => {
    const x = await trip(t, w.key, { capacity: 10 });
    const pending = await book(x);
    const held = await book(x, undefined, { hold: true, holdMinutes: 30 });
    const confirmed = await book(x, 'confirmed');
    const cancelledBefore = await book(x, 'cancelled');
    // A payment recorded on the confirmed booking stays with it.
    const paid = await t.call('POST', `/v1/bookings/${confirmed}/payments`, {
      key: w.key,
      body: { amount: 100, method: 'cash' },
    });
    expect(paid.status, paid.text).toBe(201);
    expect((await seatsOf(t, w.key, x.departureId)).bookedPax).toBe(3);
    const since = new Date(Date.now() - 1).toISOString();

    const r = await t.call('POST', `/v1/departures/${x.departureId}/cancel`, {
      key: w.key,
      body: { bookings: 'cancel', reason: 'Storm warning' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.departure).toMatchObject({ id: x.departureId, status: 'cancelled', bookedPax: 0 });
    expect([...r.body.data.bookings.cancelled].sort()).toEqual([pending, held, confirmed].sort());
    expect(r.body.data.bookings.kept).toEqual([]);
    for (const id of [pending, held, confirmed])
      expect(await statusOf(id)).toMatchObject({ status: 'cancelled', cancellation_reason: 'Storm warning' });
    expect((await statusOf(cancelledBefore)).cancellation_reason).toBeNull();
    const money = (await t.call('GET', `/v1/bookings/${confirmed}`, { key: w.key })).body.money;
    expect(money.paid).toBe(100);
    expect((await eventsSince('booking.cancelled', since)).length).toBe(3);
    const updated = await eventsSince('departure.updated', since);
    expect(updated.map((e) => e.data.changes)).toEqual([['status']]);
    // Nothing can be booked on it any more.
    const late = await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x) });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('NOT_BOOKABLE');
  });

  it('keeps the bookings when asked, and cancels them on a second call', async () => {
    const x = await trip(t, w.key, { capacity: 10 });
    const a = await book(x, 'confirmed');
    const b = await book(x);
    const kept = await t.call('POST', `/v1/departures/${x.departureId}/cancel`, {
      key: w.key,
      body: { bookings: 'keep' },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.departure).toMatchObject({ status: 'cancelled', bookedPax: 2 });
    expect([...kept.body.data.bookings.kept].sort()).toEqual([a, b].sort());
    expect(kept.body.data.bookings.cancelled).toEqual([]);
    expect((await statusOf(a)).status).toBe('confirmed');
    expect((await statusOf(b)).status).toBe('pending');

    const since = new Date(Date.now() - 1).toISOString();
    const again = await t.call('POST', `/v1/departures/${x.departureId}/cancel`, {
      key: w.key,
      body: { bookings: 'cancel' },
    });
    expect(again.status, again.text).toBe(200);
    expect([...again.body.data.bookings.cancelled].sort()).toEqual([a, b].sort());
    expect(again.body.data.departure.bookedPax).toBe(0);
    expect((await statusOf(a)).cancellation_reason).toBe('departure_cancelled');
    // The departure was already cancelled: it is not announced again.
    expect(await eventsSince('departure.updated', since)).toEqual([]);
  });

  it('needs inventory:write, and bookings:write to cancel bookings', async () => {
    const x = await trip(t, w.key, { capacity: 10 });
    const id = await book(x);
    const url = `/v1/departures/${x.departureId}/cancel`;
    expect((await t.call('POST', url, { body: { bookings: 'keep' } })).status).toBe(401);
    const reader = await t.services.workspaces.createKey({ workspaceId: w.id, scopes: ['inventory:read'] });
    expect((await t.call('POST', url, { key: reader.key, body: { bookings: 'keep' } })).status).toBe(403);
    const inventory = await t.services.workspaces.createKey({ workspaceId: w.id, scopes: ['inventory:write'] });
    const refused = await t.call('POST', url, { key: inventory.key, body: { bookings: 'cancel' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SCOPE_REQUIRED' });
    // Refused before anything was written.
    expect((await t.call('GET', `/v1/departures/${x.departureId}`, { key: w.key })).body.data.status).toBe('scheduled');
    expect((await statusOf(id)).status).toBe('pending');
    const ok = await t.call('POST', url, { key: inventory.key, body: { bookings: 'keep' } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.bookings.kept).toEqual([id]);
  });

  it("answers 404 for another workspace's departure and touches nothing", async () => {
    const theirs = await trip(t, other.key, { capacity: 5 });
    const r = await t.call('POST', `/v1/departures/${theirs.departureId}/cancel`, {
      key: w.key,
      body: { bookings: 'cancel' },
    });
    expect(r.status).toBe(404);
    const d = await t.call('GET', `/v1/departures/${theirs.departureId}`, { key: other.key });
    expect(d.body.data.status).toBe('scheduled');
  });

  it('refuses bad input with the field named', async () => {
    const x = await trip(t, w.key, { capacity: 5 });
    const url = `/v1/departures/${x.departureId}/cancel`;
    const cases: Array<[unknown, string]> = [
      [{}, 'bookings'],
      [{ bookings: 'refund' }, 'bookings'],
      [{ bookings: 'cancel', reason: '' }, 'reason'],
      [{ bookings: 'cancel', reason: 'x'.repeat(501) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const r = await t.call('POST', url, { key: w.key, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    const bad = await t.call('POST', '/v1/departures/dept_nope/cancel', { key: w.key, body: { bookings: 'keep' } });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', `/v1/departures/${x.departureId}`, { key: w.key })).body.data.status).toBe('scheduled');
  });

  it('cancels every booking exactly once when two cancels race', async () => {
    const x = await trip(t, w.key, { capacity: 20 });
    const ids = [await book(x), await book(x, 'confirmed'), await book(x)];
    const since = new Date(Date.now() - 1).toISOString();
    const url = `/v1/departures/${x.departureId}/cancel`;
    const [r1, r2] = await Promise.all([
      t.call('POST', url, { key: w.key, body: { bookings: 'cancel' } }),
      t.call('POST', url, { key: w.key, body: { bookings: 'cancel' } }),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const cancelled = [...r1.body.data.bookings.cancelled, ...r2.body.data.bookings.cancelled].sort();
    expect(cancelled).toEqual([...ids].sort());
    expect((await eventsSince('booking.cancelled', since)).length).toBe(3);
    expect((await seatsOf(t, w.key, x.departureId)).bookedPax).toBe(0);
    await expectNoDifferences(t);
  });
});
