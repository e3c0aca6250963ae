// Retention of the delivery log and the events API on the controllable clock: finished deliveries go
// WEBHOOK_DELIVERIES_RETENTION_DAYS after their last change, events EVENTS_RETENTION_DAYS after they were made;
// younger rows stay, a pending delivery is never deleted, and neither is the event it still has to send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

const SUBS = '/v1/webhooks/subscriptions';
const DAY = 24 * 60 * 60 * 1000;

describe('webhook deliveries and events retention', () => {
  let t: TestApp;
  let rx: Receiver;
  let ws: TestWorkspace;

  beforeAll(async () => {
    // Windows of their own (5 and 10 days), so each rule is seen to read its own setting.
    t = await createTestApp({
      webhookDeliveriesRetentionDays: 5,
      eventsRetentionDays: 10,
      webhookRetryBaseMs: 1000,
      webhookRetryMaxMs: 8000,
    });
    rx = await startReceiver();
    ws = await t.workspace();
  });
  afterAll(async () => {
    await rx.close();
    await t.close();
  });

  it('defaults to 30 days for both', () => {
    expect(loadConfig({})).toMatchObject({ webhookDeliveriesRetentionDays: 30, eventsRetentionDays: 30 });
    expect(loadConfig({ WEBHOOK_DELIVERIES_RETENTION_DAYS: '7', EVENTS_RETENTION_DAYS: '90' })).toMatchObject({
      webhookDeliveriesRetentionDays: 7,
      eventsRetentionDays: 90,
    });
    expect(() => loadConfig({ EVENTS_RETENTION_DAYS: '0' })).toThrow(/EVENTS_RETENTION_DAYS/);
  });

  it('deletes finished deliveries and events past their windows, keeps younger ones, pending deliveries and their events', async () => {
    const subscribe = async (path: string, extra: object = {}) =>
      (await t.call('POST', SUBS, { key: ws.key, body: { url: rx.url(path), events: ['customer.created'], ...extra } }))
        .body.data.subscription.id as string;
    const ok = await subscribe('/ok');
    const pending = await subscribe('/pending', { maxRetries: 10 });
    const cancelled = await subscribe('/cancelled');
    const failed = await subscribe('/failed', { maxRetries: 0 });
    rx.respond((r) => ({ status: r.path === '/ok' ? 200 : 500 }));
    const person = async () => {
      const r = await t.call('POST', '/v1/people', {
        key: ws.key,
        body: { firstName: 'Ada', lastName: 'Lovelace', emails: [] },
      });
      expect(r.status).toBe(201);
      const events = await t.events(ws.id, 'customer.created');
      return events[events.length - 1]!.id;
    };
    const log = async (sub: string) =>
      (await t.call('GET', `${SUBS}/${sub}/deliveries`, { key: ws.key })).body.data.map(
        (d: { event_id: string; status: string }) => `${d.event_id} ${d.status}`,
      );
    const eventExists = async (id: string) => (await t.call('GET', `/v1/events/${id}`, { key: ws.key })).status === 200;

    // Day 0: an event no subscription takes, and one delivered to each subscription.
    const org = await t.call('POST', '/v1/organizations', { key: ws.key, body: { name: 'Old Org' } });
    const [unsent] = (await t.events(ws.id, 'organization.created')).filter(
      (e) => (e.data as { id: string }).id === org.body.data.id,
    );
    const first = await person();
    await t.drainJobs();
    await t.call('PATCH', `${SUBS}/${cancelled}`, { key: ws.key, body: { active: false } });
    expect(await log(ok)).toEqual([`${first} succeeded`]);
    expect(await log(pending)).toEqual([`${first} pending`]);
    expect(await log(cancelled)).toEqual([`${first} cancelled`]);
    expect(await log(failed)).toEqual([`${first} failed`]);

    // Day 4: everything is younger than its window. (No jobs are drained from here on: `pending` stays pending.)
    clock.advance(4 * DAY);
    expect(await t.platform.retention.run()).toMatchObject({ webhook_deliveries: 0, events: 0 });

    // Day 6: the first deliveries that finished are past 5 days; the pending one stays; no event is past 10 days.
    clock.advance(2 * DAY);
    const second = await person();
    await t.drainJobs();
    expect(await t.platform.retention.run()).toMatchObject({ webhook_deliveries: 3, events: 0 });
    expect(await log(ok)).toEqual([`${second} succeeded`]);
    expect(await log(pending)).toEqual([`${second} pending`, `${first} pending`]);
    expect(await log(cancelled)).toEqual([]);
    expect(await log(failed)).toEqual([`${second} failed`]);

    // Day 11: the day-6 finished deliveries go; of the day-0 events, the one with a pending delivery stays.
    clock.advance(5 * DAY);
    expect(await t.platform.retention.run()).toMatchObject({ webhook_deliveries: 2, events: 1 });
    expect(await eventExists(unsent!.id)).toBe(false);
    expect(await eventExists(first)).toBe(true);
    expect(await eventExists(second)).toBe(true);
    expect(await log(ok)).toEqual([]);
    expect(await log(failed)).toEqual([]);

    // The pending deliveries are sent (the event was still there to send), then count from when they finished.
    rx.respond(() => ({ status: 200 }));
    await t.drainJobs();
    expect(await log(pending)).toEqual([`${second} succeeded`, `${first} succeeded`]);
    expect(
      rx
        .at('/pending')
        .filter((r) => r.body.id === first)
        .at(-1)!.body.type,
    ).toBe('customer.created');
    expect(await t.platform.retention.run()).toMatchObject({ webhook_deliveries: 0, events: 1 });
    expect(await eventExists(first)).toBe(false);
    expect(await eventExists(second)).toBe(true);

    // Day 16: the rest is past both windows.
    clock.advance(5 * DAY + 1000);
    expect(await t.platform.retention.run()).toMatchObject({ webhook_deliveries: 2, events: 1 });
    expect(await log(pending)).toEqual([]);
    expect(await eventExists(second)).toBe(false);
    expect((await t.call('GET', '/v1/events', { key: ws.key })).body.data).toEqual([]);
    clock.reset();
  });
});
