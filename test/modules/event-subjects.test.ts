// GET /v1/events?subject= (issue 27: a booking's history on its console page): the events about one record — a
// booking's own and its payments', a departure's, a person's — oldest or newest first, through the index of each
// event's subject; another workspace's record has none here; a malformed subject is refused. And the migration
// that gives events already stored their subject.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectOf } from '../../src/platform/events.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, trip, type Trip } from '../support/bookings.js';

describe('the events about one record', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let x: Trip;
  let bookingId: string;
  let otherBookingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
    other = await t.workspace();
    x = await trip(t, w.key, { capacity: 10 });
    const book = async () => (await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x) })).body.id;
    bookingId = await book();
    otherBookingId = await book();
    expect(
      (await t.call('PATCH', `/v1/bookings/${bookingId}`, { key: w.key, body: { status: 'confirmed' } })).status,
    ).toBe(200);
    const paid = await t.call('POST', `/v1/bookings/${bookingId}/payments`, {
      key: w.key,
      body: { amount: 100, method: 'cash' },
    });
    expect(paid.status, paid.text).toBe(201);
  });
  afterAll(() => t.close());

  const about = async (subject: string, extra: Record<string, string> = {}, key = w.key) => {
    const r = await t.call('GET', '/v1/events', { key, query: { subject, ...extra } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.pagination.total).toBe(r.body.data.length);
    return r.body.data as Array<{ type: string; data: Record<string, unknown> }>;
  };

  it("answers a booking's history: its own events and its payments', oldest first when asked", async () => {
    const events = await about(bookingId, { sort: 'created_at' });
    expect(events.map((e) => e.type)).toEqual([
      'booking.created',
      'booking.updated',
      'booking.confirmed',
      'payment.succeeded',
    ]);
    const newest = await about(bookingId);
    expect(newest.map((e) => e.type)).toEqual(events.map((e) => e.type).reverse());
    // The other booking's events are its own.
    expect((await about(otherBookingId)).map((e) => e.type)).toEqual(['booking.created']);
    // With a type as well.
    expect((await about(bookingId, { type: 'payment.*' })).map((e) => e.type)).toEqual(['payment.succeeded']);
  });

  it("answers a departure's and a product's events by their ids", async () => {
    const departure = await about(x.departureId);
    expect(departure.map((e) => e.type)).toEqual(expect.arrayContaining(['departure.created', 'inventory.updated']));
    expect(departure.every((e) => e.type.startsWith('departure.') || e.type === 'inventory.updated')).toBe(true);
    expect((await about(x.productId)).map((e) => e.type)).toContain('product.created');
  });

  it("finds nothing about another workspace's record, and refuses a malformed subject", async () => {
    expect(await about(bookingId, {}, other.key)).toEqual([]);
    for (const subject of ['', 'book id', 'x'.repeat(101), "book_1' or 1=1"]) {
      const r = await t.call('GET', '/v1/events', { key: w.key, query: { subject } });
      expect(r.status, subject).toBe(400);
      expect(r.body.details.field).toBe('subject');
    }
    const key = await t.services.workspaces.createKey({ workspaceId: w.id, scopes: ['bookings:read'] });
    expect((await t.call('GET', '/v1/events', { key: key.key, query: { subject: bookingId } })).status).toBe(403);
  });

  it('names the subject of each kind of event data', () => {
    expect(subjectOf({ booking: { id: 'book_1' }, movement: { id: 'bmov_1' } })).toBe('book_1');
    expect(subjectOf({ booking_id: 'book_2', provider: 'x' })).toBe('book_2');
    expect(subjectOf({ voucher: { id: 'vch_1' }, transaction: { id: 'vtx_1' } })).toBe('vch_1');
    expect(subjectOf({ departureId: 'dept_1', remaining: 3 })).toBe('dept_1');
    expect(subjectOf({ id: 'ppl_1', firstName: 'A' })).toBe('ppl_1');
    expect(subjectOf({ productId: 'prod_1', timeZone: 'UTC', days: [] })).toBe('prod_1');
    expect(subjectOf({ id: 'dept_2', productId: 'prod_2' })).toBe('dept_2');
    expect(subjectOf({ seriesId: 's', number: '1' })).toBeNull();
  });

  it('gives events stored before subjects existed theirs (the migration)', async () => {
    const db = t.platform.db.kysely;
    await sql`update events set subject_id = null where workspace_id = ${w.id}`.execute(db);
    expect(await about(bookingId)).toEqual([]);
    const { eventSubjectMigrations } = await import('../../src/platform/db/migrations/0004_event_subjects.js');
    await sql`drop index events_ws_subject`.execute(db);
    await sql`alter table events drop column subject_id`.execute(db);
    await eventSubjectMigrations['0004_platform_event_subjects']!.up(db);
    expect((await about(bookingId)).map((e) => e.type)).toHaveLength(4);
  });
});
