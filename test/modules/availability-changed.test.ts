// availability.changed (issue 30): a product's new availability pushed to webhook subscribers, coalesced per product
// over a window, through a real receiver: one booking, a burst of 100, a hold's lapse, a cancellation, a capacity edit
// and a departure's delete each announce their day as the calendar shows it; nothing reaches another workspace; a
// waiting push is sent by a worker of another process (a restart).
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_PUSH_WINDOW_MS,
  changedDay,
  dateRuns,
  REQUEUE_AFTER_MS,
} from '../../src/modules/catalog/availability-changes.js';
import { wireModules } from '../../src/modules/index.js';
import { clock } from '../../src/platform/clock.js';
import type { JobsTable } from '../../src/platform/jobs.js';
import { closePlatform, createPlatform } from '../../src/platform/index.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { bookingBody, trip, type Trip } from '../support/bookings.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

const MINUTE = 60_000;

interface ChangedDay {
  date: string;
  status: string;
  vacancies: number;
  capacity: number;
  departures: Array<{
    id: string;
    status: string;
    vacancies: number;
    capacity: number;
    startAt: string;
    salesCloseAt: string;
  }>;
}

describe('availability.changed', () => {
  let t: TestApp;
  let rx: Receiver;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  let otherPath: string;
  let n = 0;
  let path: string;

  beforeAll(async () => {
    clock.freeze(Date.parse('2026-11-27T09:00:00.000Z'));
    t = await createTestApp();
    rx = await startReceiver();
    other = await t.workspace();
    otherPath = await subscribe(other, ['*']);
  });
  // A workspace and a receiver path per test: one test's events never reach another's.
  beforeEach(async () => {
    ws = await t.workspace();
    path = await subscribe(ws, ['availability.*']);
  });
  afterAll(async () => {
    expect(rx.at(otherPath), 'another workspace hears nothing').toEqual([]);
    await rx.close();
    await t.close();
  });

  async function subscribe(w: TestWorkspace, events: string[]): Promise<string> {
    const p = `/hook-${++n}`;
    const r = await t.call('POST', '/v1/webhooks/subscriptions', { key: w.key, body: { url: rx.url(p), events } });
    expect(r.status, r.text).toBe(201);
    return p;
  }
  const pushes = () =>
    rx.at(path).map((r) => r.body as { type: string; data: { productId: string; days: ChangedDay[] } });
  /** Runs the jobs due now, then those of a window later (the push and its deliveries). */
  async function afterWindow() {
    await t.drainJobs();
    clock.advance(AVAILABILITY_PUSH_WINDOW_MS);
    await t.drainJobs();
  }
  const book = (tr: Trip, extra: Record<string, unknown> = {}) =>
    t.call('POST', '/v1/bookings', { key: ws.key, body: bookingBody(tr, extra) });
  /** The calendar's answer for the departure's day, as GET …/availability gives it. */
  async function calendarDay(tr: Trip, date: string) {
    const r = await t.call('GET', `/v1/products/${tr.productId}/availability`, {
      key: ws.key,
      query: { from: date, to: date },
    });
    expect(r.status, r.text).toBe(200);
    return r.body.data.days[0];
  }
  /** The last push's day: the calendar's answer for that day now (the day and each departure). */
  async function lastPushMatchesCalendar(tr: Trip) {
    const last = pushes().at(-1)!;
    expect(last.type).toBe('availability.changed');
    expect(last.data.productId).toBe(tr.productId);
    const [day] = last.data.days;
    const cal = await calendarDay(tr, day!.date);
    expect(day).toEqual(changedDay(cal));
    return day!;
  }

  it('one booking: one event after the window, with its product, day, status and vacancies', async () => {
    const tr = await trip(t, ws.key, { capacity: 10 });
    await afterWindow(); // the departure's creation
    const before = pushes().length;
    expect((await book(tr)).status).toBe(201);
    await t.drainJobs();
    expect(pushes(), 'nothing before the window ends').toHaveLength(before);
    await afterWindow();
    expect(pushes()).toHaveLength(before + 1);
    const day = await lastPushMatchesCalendar(tr);
    expect(day.departures).toMatchObject([{ id: tr.departureId, status: 'AVAILABLE', vacancies: 9, capacity: 10 }]);
    expect(day.departures[0]!.salesCloseAt, 'without a cut-off, sales close at the start').toBe(
      day.departures[0]!.startAt,
    );
    // The delivery is the signed webhook of the event stored for the workspace.
    const [event] = (await t.events(ws.id, 'availability.changed')).slice(-1);
    expect(rx.at(path).at(-1)!.body.id).toBe(event!.id);
    // The product's history lists it.
    const history = await t.call('GET', '/v1/events', {
      key: ws.key,
      query: { subject: tr.productId, type: 'availability.changed' },
    });
    expect(history.body.data.map((e: { id: string }) => e.id)).toContain(event!.id);
  });

  it('a workspace without a subscription receiving it records nothing and sends nothing', async () => {
    const quiet = await t.workspace();
    await subscribe(quiet, ['booking.*']);
    const tr = await trip(t, quiet.key, { capacity: 10 });
    expect((await t.call('POST', '/v1/bookings', { key: quiet.key, body: bookingBody(tr) })).status).toBe(201);
    const queued = await t.platform.db.kysely
      .withTables<JobsTable>()
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'catalog.availability.push')
      .where('workspace_id', '=', quiet.id)
      .execute();
    expect(queued).toEqual([]);
    await afterWindow();
    expect(await t.events(quiet.id, 'availability.changed')).toEqual([]);
  });

  it('a burst of 100 concurrent bookings on one day: at most a few events, the last with the final vacancies', async () => {
    const tr = await trip(t, ws.key, { capacity: 120 });
    await afterWindow();
    const before = pushes().length;
    // A push runs halfway through the burst, while bookings are in flight.
    const burst = Array.from({ length: 100 }, async (_, i) => {
      if (i === 50) {
        clock.advance(AVAILABILITY_PUSH_WINDOW_MS);
        await t.drainJobs();
      }
      return book(tr, i % 2 ? { hold: true } : {});
    });
    expect((await Promise.all(burst)).map((r) => r.status)).toEqual(Array(100).fill(201));
    await afterWindow();
    const sent = pushes().slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(3);
    const day = await lastPushMatchesCalendar(tr);
    expect(day.departures).toMatchObject([{ id: tr.departureId, vacancies: 20 }]);
    await afterWindow();
    expect(pushes().slice(before), 'nothing more once sent').toHaveLength(sent.length);
    await expectNoDifferences(t);
  });

  it("a hold's lapse and a cancellation each send one", async () => {
    const tr = await trip(t, ws.key, { capacity: 4 });
    const held = await book(tr, { hold: true, holdMinutes: 10 });
    const kept = await book(tr);
    await afterWindow();
    let before = pushes().length;
    expect((await lastPushMatchesCalendar(tr)).departures).toMatchObject([{ vacancies: 2 }]);

    clock.advance(11 * MINUTE);
    await afterWindow();
    expect((await t.call('GET', `/v1/bookings/${held.body.id}`, { key: ws.key })).body.status).toBe('expired');
    expect(pushes()).toHaveLength(before + 1);
    expect((await lastPushMatchesCalendar(tr)).departures).toMatchObject([{ vacancies: 3 }]);

    before = pushes().length;
    const cancel = await t.call('PATCH', `/v1/bookings/${kept.body.id}`, {
      key: ws.key,
      body: { status: 'cancelled' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    await afterWindow();
    expect(pushes()).toHaveLength(before + 1);
    expect((await lastPushMatchesCalendar(tr)).departures).toMatchObject([{ status: 'AVAILABLE', vacancies: 4 }]);
  });

  it("a departure's capacity edit sends one; its delete sends its day without it", async () => {
    const tr = await trip(t, ws.key, { capacity: 10 });
    await afterWindow();
    const before = pushes().length;
    const r = await t.call('PATCH', `/v1/departures/${tr.departureId}`, { key: ws.key, body: { capacity: 1 } });
    expect(r.status, r.text).toBe(200);
    await afterWindow();
    expect(pushes()).toHaveLength(before + 1);
    expect((await lastPushMatchesCalendar(tr)).departures).toMatchObject([{ vacancies: 1, capacity: 1 }]);

    const gone = await t.call('DELETE', `/v1/departures/${tr.departureId}`, {
      key: ws.key,
      query: { productId: tr.productId },
    });
    expect(gone.status, gone.text).toBe(200);
    await afterWindow();
    expect(pushes()).toHaveLength(before + 2);
    expect(await lastPushMatchesCalendar(tr)).toMatchObject({ status: 'CLOSED', vacancies: 0, departures: [] });
  });

  it('a departure moved to another day sends the day it left too, also when it moves within a waiting window', async () => {
    const tr = await trip(t, ws.key, { capacity: 10, startAt: '2026-12-10T10:00:00.000Z' });
    expect((await book(tr)).status).toBe(201);
    await afterWindow();
    const move = (startAt: string) =>
      t.call('PATCH', `/v1/departures/${tr.departureId}`, {
        key: ws.key,
        body: { startAt, endAt: new Date(Date.parse(startAt) + 3 * 86_400_000).toISOString() },
      });
    /** The last push's days, each as the calendar answers it now. */
    async function lastPushDays(dates: string[]) {
      const last = pushes().at(-1)!.data;
      expect(last.productId).toBe(tr.productId);
      expect(last.days.map((d) => d.date)).toEqual(dates);
      for (const day of last.days) expect(day).toEqual(changedDay(await calendarDay(tr, day.date)));
      return last.days;
    }

    const before = pushes().length;
    expect((await move('2026-12-12T10:00:00.000Z')).status).toBe(200);
    await afterWindow();
    expect(pushes()).toHaveLength(before + 1);
    const [left, arrived] = await lastPushDays(['2026-12-10', '2026-12-12']);
    expect(left).toMatchObject({ status: 'CLOSED', departures: [] });
    expect(arrived!.departures).toMatchObject([{ id: tr.departureId, vacancies: 9, capacity: 10 }]);

    // A booking, then two moves, in one window: the day receivers last heard of it and the day it ends on.
    expect((await book(tr)).status).toBe(201);
    expect((await move('2026-12-14T10:00:00.000Z')).status).toBe(200);
    expect((await move('2026-12-15T10:00:00.000Z')).status).toBe(200);
    await afterWindow();
    expect(pushes()).toHaveLength(before + 2);
    const [, now] = await lastPushDays(['2026-12-12', '2026-12-15']);
    expect(now!.departures).toMatchObject([{ id: tr.departureId, vacancies: 8 }]);
  });

  it('a change still in flight when the push runs is sent by the next one, never lost', async () => {
    const tr = await trip(t, ws.key, { capacity: 10 });
    await afterWindow();
    expect((await book(tr)).status).toBe(201);
    const before = pushes().length;
    clock.advance(AVAILABILITY_PUSH_WINDOW_MS);
    // Three seats taken in a transaction held open while the push job runs.
    let release!: () => void;
    let taken!: () => void;
    const took = new Promise<void>((resolve) => (taken = resolve));
    const held = t.platform.db.transaction(async (tx) => {
      expect(await t.services.catalog.departures.reserveSeats(tx, ws.id, tr.departureId, 3)).toBe(true);
      taken();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await took;
    const draining = t.drainJobs();
    if (t.platform.db.dialect === 'postgres') {
      // PostgreSQL: the job skips the departure the open transaction holds, sends nothing, and queues the next.
      await draining;
      expect(pushes()).toHaveLength(before);
    }
    release();
    await held;
    await draining;
    await afterWindow();
    expect(pushes().length).toBeGreaterThan(before);
    expect((await lastPushMatchesCalendar(tr)).departures).toMatchObject([{ vacancies: 6 }]);
  });

  it('a departure whose push job failed for good is queued again by its next change after a minute', async () => {
    const tr = await trip(t, ws.key, { capacity: 10 });
    await afterWindow();
    const before = pushes().length;
    expect((await book(tr)).status).toBe(201);
    // The push job fails for good (say, ten attempts through an outage): the departure's row stays behind.
    await t.platform.db.kysely
      .withTables<JobsTable>()
      .updateTable('jobs')
      .set({ status: 'failed' })
      .where('kind', '=', 'catalog.availability.push')
      .where('workspace_id', '=', ws.id)
      .where('status', '=', 'queued')
      .execute();
    await afterWindow();
    expect(pushes()).toHaveLength(before);
    clock.advance(REQUEUE_AFTER_MS);
    expect((await book(tr)).status).toBe(201);
    await afterWindow();
    expect(pushes()).toHaveLength(before + 1);
    expect((await lastPushMatchesCalendar(tr)).departures).toMatchObject([{ vacancies: 8 }]);
  });

  it('a waiting push survives a restart: a worker of another process sends it', async () => {
    const tr = await trip(t, ws.key, { capacity: 10 });
    await afterWindow();
    const before = (await t.events(ws.id, 'availability.changed')).length;
    expect(
      (await book(tr, { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] })).status,
    ).toBe(201);
    clock.advance(AVAILABILITY_PUSH_WINDOW_MS);
    // This process stops without running it; another one, on the same database, runs what is due.
    const next = createPlatform(t.config, { log: pino({ level: 'silent' }), pgSchema: t.database.schema });
    try {
      wireModules(next);
      expect(await next.jobs.drain()).toBeGreaterThan(0);
    } finally {
      await closePlatform(next);
    }
    const events = await t.events(ws.id, 'availability.changed');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)!.data).toMatchObject({
      productId: tr.productId,
      days: [{ departures: [{ id: tr.departureId, vacancies: 8 }] }],
    });
    expect(pushes().at(-1)!.data.days[0]!.departures[0]!.vacancies).toBe(8);
  });
});

describe('dateRuns', () => {
  it('groups sorted dates into runs of at most 100 dates within 366 days', () => {
    expect(dateRuns(['2026-01-03', '2026-01-01', '2026-01-03'])).toEqual([['2026-01-01', '2026-01-03']]);
    expect(dateRuns(['2026-01-01', '2027-01-01', '2027-01-02'])).toEqual([
      ['2026-01-01', '2027-01-01'],
      ['2027-01-02'],
    ]);
    const many = Array.from({ length: 150 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    expect(dateRuns(many).map((r) => r.length)).toEqual([100, 50]);
  });
});
