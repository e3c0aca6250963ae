// Webhook delivery through the real app and a real receiver on 127.0.0.1: fan-out from the outbox, the payload and
// both signatures (checked with the standardwebhooks package), retries with backoff and Retry-After on the
// controllable clock, max_retries, 410 Gone, redirects, time-outs, the 64 KiB answer cap, cancellation when a
// subscription is paused or deleted mid-retry, the delivery log, manual retry and the test event.
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { retryDelay } from '../../src/modules/webhooks/delivery-service.js';
import type { SubscriptionsTables } from '../../src/modules/webhooks/subscription-store.js';
import type { JobsTable } from '../../src/platform/jobs.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

const SUBS = '/v1/webhooks/subscriptions';
const BASE_MS = 1000;
const MAX_MS = 8000;
const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('webhook delivery', () => {
  let t: TestApp;
  let rx: Receiver;
  let ws: TestWorkspace;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ webhookRetryBaseMs: BASE_MS, webhookRetryMaxMs: MAX_MS, webhookTimeoutMs: 1500 });
    rx = await startReceiver();
  });
  // A workspace per test, so one test's subscriptions never see another's events.
  beforeEach(async () => {
    ws = await t.workspace();
  });
  afterEach(() => rx.respond(() => ({ status: 200 })));
  afterAll(async () => {
    await rx.close();
    await t.close();
  });

  /** A subscription on its own receiver path. */
  async function subscribe(events: string[], extra: Record<string, unknown> = {}, w = ws) {
    const path = `/hook-${++n}`;
    const r = await t.call('POST', SUBS, { key: w.key, body: { url: rx.url(path), events, ...extra } });
    expect(r.status).toBe(201);
    return { path, id: r.body.data.subscription.id as string, secret: r.body.data.secret as string };
  }
  const createPerson = async (w = ws) => {
    const r = await t.call('POST', '/v1/people', {
      key: w.key,
      body: { firstName: 'Ada', lastName: `L${++n}`, emails: [`ada${n}@example.com`] },
    });
    expect(r.status).toBe(201);
    return r.body;
  };
  const deliveries = async (subId: string, query = '') =>
    (await t.call('GET', `${SUBS}/${subId}/deliveries${query}`, { key: ws.key })).body;
  const subscription = async (subId: string) => (await t.call('GET', `${SUBS}/${subId}`, { key: ws.key })).body.data;

  it('POSTs each event to every matching active subscription of its workspace, signed two ways', async () => {
    const hook = await subscribe(['customer.*'], { headers: { 'X-Env': 'test' } });
    const all = await subscribe(['*']);
    const bookings = await subscribe(['booking.*']);
    const paused = await subscribe(['customer.created']);
    await t.call('PATCH', `${SUBS}/${paused.id}`, { key: ws.key, body: { active: false } });
    const elsewhere = await t.workspace();
    const foreign = await subscribe(['*'], {}, elsewhere);

    const person = await createPerson();
    const [event] = await t.events(ws.id, 'customer.created');
    await t.drainJobs();

    expect(rx.at(bookings.path)).toEqual([]);
    expect(rx.at(paused.path)).toEqual([]);
    expect(rx.at(foreign.path)).toEqual([]);
    expect(rx.at(all.path)).toHaveLength(1);
    const [got] = rx.at(hook.path);
    expect(rx.at(hook.path)).toHaveLength(1);
    expect(got!.body).toEqual({
      id: event!.id,
      type: 'customer.created',
      created_at: event!.created_at,
      workspace_id: ws.id,
      data: person,
    });
    expect(got!.body.id).toMatch(/^evt_/);
    expect(got!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-webhook-event': 'customer.created',
      'x-delivery-attempt': '1',
      'x-webhook-id': event!.id,
      'webhook-id': event!.id,
      'x-env': 'test',
    });
    expect(got!.headers['x-webhook-signature']).toBe(hmacHex(hook.secret, got!.raw));
    // Standard Webhooks: the key is the secret's bytes; both ways of handing it to the library verify.
    const verified = new Webhook(hook.secret, { format: 'raw' }).verify(
      got!.raw,
      got!.headers as Record<string, string>,
    );
    expect(verified).toEqual(got!.body);
    expect(() =>
      new Webhook(Buffer.from(hook.secret).toString('base64')).verify(got!.raw, got!.headers as Record<string, string>),
    ).not.toThrow();
    expect(() =>
      new Webhook(Buffer.from('0'.repeat(64)).toString('base64')).verify(
        got!.raw,
        got!.headers as Record<string, string>,
      ),
    ).toThrow();
    expect(() =>
      new Webhook(hook.secret, { format: 'raw' }).verify(
        got!.raw.replace('Ada', 'Eve'),
        got!.headers as Record<string, string>,
      ),
    ).toThrow();

    const log = await deliveries(hook.id);
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      subscription_id: hook.id,
      event_id: event!.id,
      event_type: 'customer.created',
      status: 'succeeded',
      attempt: 1,
      response_status: 200,
      error: null,
      next_attempt_at: null,
    });
    expect(log.data[0].id).toMatch(/^whdel_/);
    expect(log.data[0].duration_ms).toBeGreaterThanOrEqual(0);
    const sub = await subscription(hook.id);
    expect(sub.last_delivery_at).toEqual(expect.any(String));
    expect(sub.failure_count).toBe(0);
    expect((await subscription(paused.id)).last_delivery_at).toBeNull();
  });

  it('writes no delivery when the change fails', async () => {
    const hook = await subscribe(['customer.*']);
    expect((await t.call('POST', '/v1/people', { key: ws.key, body: { firstName: 42 } })).status).toBe(400);
    await t.drainJobs();
    expect(rx.at(hook.path)).toEqual([]);
    expect((await deliveries(hook.id)).data).toEqual([]);
  });

  it('retries failures with doubling, jittered backoff, same event id, attempt 1, 2, 3, until a 2xx', async () => {
    const hook = await subscribe(['customer.created']);
    let calls = 0;
    rx.respond(() => (++calls <= 2 ? { status: 500 } : { status: 204 }));
    await createPerson();
    await t.drainJobs();
    let d = (await deliveries(hook.id)).data[0];
    expect(d).toMatchObject({ status: 'pending', attempt: 1, response_status: 500, error: 'HTTP 500' });
    const firstDelay = Date.parse(d.next_attempt_at) - Date.parse(d.last_attempt_at);
    expect(firstDelay).toBeGreaterThanOrEqual(BASE_MS / 2);
    expect(firstDelay).toBeLessThanOrEqual(BASE_MS + 200);
    expect((await subscription(hook.id)).failure_count).toBe(1);
    // Not due yet: nothing is sent.
    await t.drainJobs();
    expect(rx.at(hook.path)).toHaveLength(1);

    clock.advance(BASE_MS);
    await t.drainJobs();
    d = (await deliveries(hook.id)).data[0];
    expect(d).toMatchObject({ status: 'pending', attempt: 2 });
    const secondDelay = Date.parse(d.next_attempt_at) - Date.parse(d.last_attempt_at);
    expect(secondDelay).toBeGreaterThanOrEqual(BASE_MS);
    expect(secondDelay).toBeLessThanOrEqual(2 * BASE_MS + 200);

    clock.advance(2 * BASE_MS);
    await t.drainJobs();
    d = (await deliveries(hook.id)).data[0];
    expect(d).toMatchObject({ status: 'succeeded', attempt: 3, response_status: 204, next_attempt_at: null });
    const got = rx.at(hook.path);
    expect(got.map((r) => r.headers['x-delivery-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(got.map((r) => r.headers['x-webhook-id'])).size).toBe(1);
    for (const r of got) expect(r.headers['x-webhook-signature']).toBe(hmacHex(hook.secret, r.raw));
    expect((await subscription(hook.id)).failure_count).toBe(2);
    const metrics = await t.platform.metrics.registry.metrics();
    expect(metrics).toMatch(/webhook_delivery_attempts_total\{outcome="retry"\} [1-9]/);
    expect(metrics).toMatch(/webhook_delivery_attempts_total\{outcome="succeeded"\} [1-9]/);
    expect(metrics).toMatch(/webhook_delivery_duration_seconds_count [1-9]/);
  });

  it('backoff doubles up to the cap, jitter stays within half and all of it', () => {
    const s = { baseMs: 1000, maxMs: 8000 };
    expect([1, 2, 3, 4, 5, 6].map((a) => retryDelay(a, null, s, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect([1, 2, 3, 4].map((a) => retryDelay(a, null, s, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect(retryDelay(1, 3000, s)).toBe(3000);
    expect(retryDelay(1, 60_000, s)).toBe(8000);
  });

  it('stops after max_retries: 1 + max_retries attempts, then failed', async () => {
    const hook = await subscribe(['customer.created'], { maxRetries: 2 });
    rx.respond(() => ({ status: 502 }));
    await createPerson();
    for (let i = 0; i < 5; i++) {
      await t.drainJobs();
      clock.advance(MAX_MS);
    }
    expect(rx.at(hook.path).map((r) => r.headers['x-delivery-attempt'])).toEqual(['1', '2', '3']);
    expect((await deliveries(hook.id)).data[0]).toMatchObject({
      status: 'failed',
      attempt: 3,
      response_status: 502,
      next_attempt_at: null,
    });
    expect((await subscription(hook.id)).failure_count).toBe(3);
    const none = await subscribe(['customer.created'], { maxRetries: 0 });
    await createPerson();
    await t.drainJobs();
    clock.advance(MAX_MS);
    await t.drainJobs();
    expect(rx.at(none.path)).toHaveLength(1);
    expect((await deliveries(none.id)).data[0]).toMatchObject({ status: 'failed', attempt: 1 });
  });

  it('a send that throws (a stored header Node refuses, from before headers were checked) is a failed attempt: retried, then failed', async () => {
    const hook = await subscribe(['customer.created'], { maxRetries: 2 });
    // Old data: written straight to the row, as the API accepted it before values were checked.
    await t.platform.db.kysely
      .withTables<SubscriptionsTables>()
      .updateTable('webhook_subscriptions')
      .set({ headers: '{"x-tag":"€"}' })
      .where('id', '=', hook.id)
      .execute();
    await createPerson();
    await t.drainJobs();
    const first = (await deliveries(hook.id)).data[0];
    expect(first).toMatchObject({ status: 'pending', attempt: 1, response_status: null });
    expect(first.error).toMatch(/^not sent: .*x-tag/);
    expect(Date.parse(first.next_attempt_at) - Date.parse(first.last_attempt_at)).toBeGreaterThanOrEqual(BASE_MS / 2);
    for (let i = 0; i < 5; i++) {
      clock.advance(MAX_MS);
      await t.drainJobs();
    }
    const last = (await deliveries(hook.id)).data[0];
    expect(last).toMatchObject({ status: 'failed', attempt: 3, response_status: null, next_attempt_at: null });
    expect(last.error).toMatch(/^not sent: /);
    expect((await subscription(hook.id)).failure_count).toBe(3);
    expect(rx.at(hook.path)).toEqual([]);
    // The job ended with the delivery: nothing left to run or kept as a failed job.
    const jobs = await t.platform.db.kysely
      .withTables<JobsTable>()
      .selectFrom('jobs')
      .select('id')
      .where('payload', 'like', `%${last.id}%`)
      .execute();
    expect(jobs).toEqual([]);
  });

  it("honours the receiver's Retry-After", async () => {
    const hook = await subscribe(['customer.created']);
    let calls = 0;
    rx.respond(() => (++calls === 1 ? { status: 503, headers: { 'retry-after': '5' } } : { status: 200 }));
    await createPerson();
    await t.drainJobs();
    const d = (await deliveries(hook.id)).data[0];
    // Counted from the end of the attempt; last_attempt_at is its start.
    const waited = Date.parse(d.next_attempt_at) - Date.parse(d.last_attempt_at);
    expect(waited).toBeGreaterThanOrEqual(5000);
    expect(waited).toBeLessThan(5200);
    // Moved to just before, then just after, the retry's time (the test clock also runs with real time).
    clock.advance(Date.parse(d.next_attempt_at) - 100 - clock.nowMs());
    await t.drainJobs();
    expect(rx.at(hook.path)).toHaveLength(1);
    clock.advance(200);
    await t.drainJobs();
    expect(rx.at(hook.path)).toHaveLength(2);
  });

  it('410 Gone disables the subscription for good and cancels its pending deliveries', async () => {
    const hook = await subscribe(['customer.*']);
    rx.respond(() => ({ status: 500 }));
    await createPerson(); // first event: fails, waits for a retry
    await t.drainJobs();
    rx.respond(() => ({ status: 410 }));
    await createPerson(); // second event: 410
    await t.drainJobs();
    const sub = await subscription(hook.id);
    expect(sub.active).toBe(false);
    expect(sub.failure_count).toBe(2);
    const log = (await deliveries(hook.id)).data;
    expect(log.map((d: { status: string }) => d.status).sort()).toEqual(['cancelled', 'failed']);
    expect(log.find((d: { status: string }) => d.status === 'failed').response_status).toBe(410);
    rx.respond(() => ({ status: 200 }));
    clock.advance(MAX_MS);
    await createPerson();
    await t.drainJobs();
    expect(rx.at(hook.path)).toHaveLength(2);
  });

  it('attempts running at once (their outcomes written together): failures counted per subscription, a 410 stops the other one’s retry', async () => {
    const hook = await subscribe(['customer.*']);
    const other = await subscribe(['customer.*']);
    // The four attempts are answered together, so their outcomes land in one turn (one transaction).
    let hookCalls = 0;
    const held: Array<() => void> = [];
    rx.respond((r, res) => {
      const status = r.path === hook.path ? (++hookCalls === 1 ? 500 : 410) : 200;
      held.push(() => res.writeHead(status).end());
      if (held.length === 4) for (const answer of held) answer();
      return 'handled';
    });
    await createPerson();
    await createPerson();
    await t.drainJobs(); // four jobs, claimed and sent at once
    expect(rx.at(hook.path)).toHaveLength(2);
    expect(await subscription(hook.id)).toMatchObject({ active: false, failure_count: 2 });
    expect((await deliveries(hook.id)).data.map((d: { status: string }) => d.status).sort()).toEqual([
      'cancelled',
      'failed',
    ]);
    expect(await subscription(other.id)).toMatchObject({ active: true, failure_count: 0 });
    expect((await deliveries(other.id)).data.map((d: { status: string }) => d.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    clock.advance(MAX_MS);
    await t.drainJobs();
    expect(rx.at(hook.path)).toHaveLength(2);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const hook = await subscribe(['customer.created'], { maxRetries: 0 });
    rx.respond((r) =>
      r.path === hook.path ? { status: 302, headers: { location: rx.url('/elsewhere') } } : { status: 200 },
    );
    await createPerson();
    await t.drainJobs();
    expect(rx.at('/elsewhere')).toEqual([]);
    expect((await deliveries(hook.id)).data[0]).toMatchObject({
      status: 'failed',
      response_status: 302,
      error: 'HTTP 302',
    });
  });

  it('times out a receiver that does not answer, and reads at most 64 KiB of an endless answer', async () => {
    const slow = await subscribe(['customer.created'], { maxRetries: 0 });
    const endless = await subscribe(['customer.created'], { maxRetries: 0 });
    rx.respond((r, res) => {
      if (r.path === slow.path) return 'handled'; // never answers
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'x'.repeat(16 * 1024);
      const pump = () => {
        while (res.write(chunk)) {
          /* fill the buffer */
        }
        res.once('drain', pump);
      };
      res.on('error', () => undefined);
      pump();
      return 'handled';
    });
    await createPerson();
    await t.drainJobs();
    expect((await deliveries(slow.id)).data[0]).toMatchObject({
      status: 'failed',
      response_status: null,
      error: 'timed out after 1500 ms',
    });
    const e = (await deliveries(endless.id)).data[0];
    expect(e).toMatchObject({ status: 'succeeded', response_status: 200 });
    expect(e.duration_ms).toBeLessThan(1500);
  });

  it('connection refused is a failed attempt with the error recorded', async () => {
    const closed = await startReceiver();
    const url = closed.url('/gone');
    await closed.close();
    const r = await t.call('POST', SUBS, { key: ws.key, body: { url, events: ['customer.created'], maxRetries: 0 } });
    await createPerson();
    await t.drainJobs();
    const d = (await deliveries(r.body.data.subscription.id)).data[0];
    expect(d).toMatchObject({ status: 'failed', response_status: null });
    expect(d.error).toContain('ECONNREFUSED');
  });

  it('sends nothing more to a subscription paused or deleted mid-retry', async () => {
    const paused = await subscribe(['customer.created']);
    const deleted = await subscribe(['customer.created']);
    rx.respond(() => ({ status: 500 }));
    await createPerson();
    await t.drainJobs();
    expect(rx.at(paused.path)).toHaveLength(1);
    expect(rx.at(deleted.path)).toHaveLength(1);
    rx.respond(() => ({ status: 200 }));
    expect((await t.call('PATCH', `${SUBS}/${paused.id}`, { key: ws.key, body: { active: false } })).status).toBe(200);
    expect((await t.call('DELETE', `${SUBS}/${deleted.id}`, { key: ws.key })).status).toBe(200);
    expect((await deliveries(paused.id)).data[0]).toMatchObject({ status: 'cancelled', next_attempt_at: null });
    for (let i = 0; i < 4; i++) {
      clock.advance(MAX_MS);
      await t.drainJobs();
    }
    expect(rx.at(paused.path)).toHaveLength(1);
    expect(rx.at(deleted.path)).toHaveLength(1);
    // Active again: new events flow, the cancelled one stays cancelled.
    await t.call('PATCH', `${SUBS}/${paused.id}`, { key: ws.key, body: { active: true } });
    await createPerson();
    await t.drainJobs();
    expect(rx.at(paused.path)).toHaveLength(2);
  });

  it('sends nothing when the subscription is paused between taking the attempt and sending it', async () => {
    const hook = await subscribe(['customer.created']);
    await createPerson();
    // The pause lands in the window between the worker taking the attempt and reading its target: simulated by
    // switching the row off without the service's cancellation of pending deliveries.
    await t.platform.db.kysely
      .withTables<SubscriptionsTables>()
      .updateTable('webhook_subscriptions')
      .set({ active: 0 })
      .where('id', '=', hook.id)
      .execute();
    await t.drainJobs();
    expect(rx.at(hook.path)).toEqual([]);
    expect((await deliveries(hook.id)).data[0]).toMatchObject({
      status: 'cancelled',
      attempt: 0,
      next_attempt_at: null,
    });
  });

  it('signs with the rotated secret at once', async () => {
    const hook = await subscribe(['customer.created']);
    const rotated = (await t.call('POST', `${SUBS}/${hook.id}/rotate-secret`, { key: ws.key })).body.data.secret;
    await createPerson();
    await t.drainJobs();
    const [got] = rx.at(hook.path);
    expect(got!.headers['x-webhook-signature']).toBe(hmacHex(rotated, got!.raw));
    expect(got!.headers['x-webhook-signature']).not.toBe(hmacHex(hook.secret, got!.raw));
    expect(() =>
      new Webhook(hook.secret, { format: 'raw' }).verify(got!.raw, got!.headers as Record<string, string>),
    ).toThrow();
  });

  it('retries a delivery on request: one more attempt now, superseding a scheduled one', async () => {
    const hook = await subscribe(['customer.created'], { maxRetries: 0 });
    rx.respond(() => ({ status: 500 }));
    await createPerson();
    await t.drainJobs();
    const failed = (await deliveries(hook.id)).data[0];
    expect(failed.status).toBe('failed');
    rx.respond(() => ({ status: 200 }));
    const r = await t.call('POST', `${SUBS}/${hook.id}/deliveries/${failed.id}/retry`, { key: ws.key });
    expect(r.status).toBe(202);
    expect(r.body.data).toMatchObject({ id: failed.id, status: 'pending', attempt: 1 });
    await t.drainJobs();
    expect(rx.at(hook.path).map((x) => x.headers['x-delivery-attempt'])).toEqual(['1', '2']);
    expect((await deliveries(hook.id)).data[0]).toMatchObject({ status: 'succeeded', attempt: 2 });

    // A delivery waiting for its automatic retry: the manual one goes now and the scheduled one sends nothing.
    const waiting = await subscribe(['customer.created']);
    rx.respond((x) => ({ status: x.path === waiting.path && x.headers['x-delivery-attempt'] === '1' ? 500 : 200 }));
    await createPerson();
    await t.drainJobs();
    const pending = (await deliveries(waiting.id)).data[0];
    expect(pending.status).toBe('pending');
    expect((await t.call('POST', `${SUBS}/${waiting.id}/deliveries/${pending.id}/retry`, { key: ws.key })).status).toBe(
      202,
    );
    await t.drainJobs();
    clock.advance(MAX_MS);
    await t.drainJobs();
    expect(rx.at(waiting.path).map((x) => x.headers['x-delivery-attempt'])).toEqual(['1', '2']);

    // Refusals: another workspace's delivery, an unknown one, a wrong prefix, a paused subscription, scopes.
    const other = await t.workspace();
    expect((await t.call('POST', `${SUBS}/${hook.id}/deliveries/${failed.id}/retry`, { key: other.key })).status).toBe(
      404,
    );
    expect(
      (
        await t.call('POST', `${SUBS}/${hook.id}/deliveries/whdel_00000000-0000-7000-8000-000000000000/retry`, {
          key: ws.key,
        })
      ).status,
    ).toBe(404);
    const wrong = await t.call('POST', `${SUBS}/${hook.id}/deliveries/evt_00000000-0000-7000-8000-000000000000/retry`, {
      key: ws.key,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.field).toBe('deliveryId');
    await t.call('PATCH', `${SUBS}/${hook.id}`, { key: ws.key, body: { active: false } });
    expect((await t.call('POST', `${SUBS}/${hook.id}/deliveries/${failed.id}/retry`, { key: ws.key })).status).toBe(
      409,
    );
    const readOnly = await t.key(ws.id, { scopes: ['webhooks:read'] });
    const denied = await t.call('POST', `${SUBS}/${hook.id}/deliveries/${failed.id}/retry`, { key: readOnly });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('webhooks:write');
  });

  it('sends a signed webhook.test event to that subscription only', async () => {
    const hook = await subscribe(['customer.created']);
    const all = await subscribe(['*']);
    const r = await t.call('POST', `${SUBS}/${hook.id}/test`, { key: ws.key });
    expect(r.status).toBe(202);
    expect(r.body.data).toMatchObject({
      subscription_id: hook.id,
      event_type: 'webhook.test',
      status: 'pending',
      attempt: 0,
    });
    await t.drainJobs();
    const [got] = rx.at(hook.path);
    expect(got!.body).toMatchObject({ type: 'webhook.test', workspace_id: ws.id, data: { subscription_id: hook.id } });
    expect(got!.headers['x-webhook-signature']).toBe(hmacHex(hook.secret, got!.raw));
    expect(rx.at(all.path)).toEqual([]);
    expect((await t.events(ws.id, 'webhook.test')).map((e) => e.id)).toContain(got!.body.id);
    expect((await t.call('POST', `${SUBS}/${hook.id}/test`, { key: (await t.workspace()).key })).status).toBe(404);
    expect((await t.call('POST', `${SUBS}/${hook.id}/test`)).status).toBe(401);
  });

  it('lists deliveries newest first, filtered by status, paginated; 404 for another workspace', async () => {
    const hook = await subscribe(['customer.created'], { maxRetries: 0 });
    let calls = 0;
    rx.respond(() => ({ status: ++calls % 2 ? 200 : 500 }));
    for (let i = 0; i < 4; i++) await createPerson();
    await t.drainJobs();
    const all = await deliveries(hook.id);
    expect(all.pagination).toEqual({ total: 4, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const created = all.data.map((d: { created_at: string }) => d.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await deliveries(hook.id, '?status=succeeded')).pagination.total).toBe(2);
    expect((await deliveries(hook.id, '?outcome=failed')).pagination.total).toBe(2);
    expect(
      (await deliveries(hook.id, '?status=failed')).data.every((d: { status: string }) => d.status === 'failed'),
    ).toBe(true);
    const page = await deliveries(hook.id, '?limit=3&offset=0');
    expect(page.pagination).toEqual({ total: 4, limit: 3, offset: 0, has_more: true, next_cursor: expect.any(String) });
    const bad = await t.call('GET', `${SUBS}/${hook.id}/deliveries?status=lost`, { key: ws.key });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('status');
    expect((await t.call('GET', `${SUBS}/${hook.id}/deliveries`, { key: (await t.workspace()).key })).status).toBe(404);
    expect((await t.call('GET', `${SUBS}/${hook.id}/deliveries`)).status).toBe(401);
    const noScope = await t.key(ws.id, { scopes: ['customers:read'] });
    const denied = await t.call('GET', `${SUBS}/${hook.id}/deliveries`, { key: noScope });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('webhooks:read');
  });
});
