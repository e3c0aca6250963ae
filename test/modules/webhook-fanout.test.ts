// Fan-out reads a workspace's active subscriptions once per transaction (a booking emits two events), and reads
// them again after the transaction itself changed them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bool } from '../../src/platform/db/codecs.js';
import { subscriptionStore } from '../../src/modules/webhooks/subscription-store.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, trip } from '../support/bookings.js';

describe('webhook fan-out: subscriptions per transaction', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    const r = await t.call('POST', '/v1/webhooks/subscriptions', {
      key: ws.key,
      body: { url: 'https://hooks.example.com/in', events: ['*'] },
    });
    expect(r.status).toBe(201);
  });
  afterAll(() => t.close());

  it('answers repeated reads in one transaction from the first, and reads again after a write to the table in it', async () => {
    await t.platform.db
      .transaction(async (tx) => {
        const first = subscriptionStore.activeSubscriptions(t.platform.db, tx, ws.id);
        expect(subscriptionStore.activeSubscriptions(t.platform.db, tx, ws.id)).toBe(first);
        const [sub] = await first;
        expect(sub).toBeDefined();
        await subscriptionStore.updateSubscription(tx, ws.id, sub!.id, { active: bool.write(false) });
        expect(await subscriptionStore.activeSubscriptions(t.platform.db, tx, ws.id)).toEqual([]);
        throw new Error('roll back'); // leave the subscription active for the next test
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
  });

  it('reads anew outside a transaction and in every new transaction', async () => {
    const db = t.platform.db;
    expect(subscriptionStore.activeSubscriptions(db, db.kysely, ws.id)).not.toBe(
      subscriptionStore.activeSubscriptions(db, db.kysely, ws.id),
    );
    const inFirst = await db.transaction(async (tx) => subscriptionStore.activeSubscriptions(t.platform.db, tx, ws.id));
    const inSecond = await db.transaction(async (tx) =>
      subscriptionStore.activeSubscriptions(t.platform.db, tx, ws.id),
    );
    expect(inFirst).toHaveLength(1);
    expect(inSecond).toEqual(inFirst);
  });

  it('still delivers both events of a booking to the subscription', async () => {
    const r = await t.call('POST', '/v1/bookings', { key: ws.key, body: bookingBody(await trip(t, ws.key)) });
    expect(r.status).toBe(201);
    const deliveries = await t.platform.db.kysely
      .withTables<{ webhook_deliveries: { workspace_id: string; event_type: string } }>()
      .selectFrom('webhook_deliveries')
      .select('event_type')
      .where('workspace_id', '=', ws.id)
      .execute();
    const events = await t.events(ws.id);
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(deliveries.map((d) => d.event_type).sort()).toEqual(events.map((e) => e.type).sort());
  });
});
