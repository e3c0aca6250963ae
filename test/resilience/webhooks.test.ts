// Webhooks are never lost (issue 03 §7), with real server and worker processes and a real receiver:
// - a server killed with SIGKILL while deliveries wait for their retry delivers every one after a restart;
// - a receiver that is down for a while gets every event once it is back (within max_retries);
// - two worker processes never send the same attempt of a delivery twice (PostgreSQL, and SQLite too);
// - a subscription paused or deleted while its deliveries wait for a retry gets nothing more.
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { closePlatform, createPlatform, type Platform } from '../../src/platform/index.js';
import { wireModules, type Services } from '../../src/modules/index.js';
import { databaseUrlOf } from '../support/cli.js';
import { freshDatabase, type TestDatabase } from '../support/db.js';
import { freePort, startProcess, type ServerProcess } from '../support/process.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(probe: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(25);
  }
}

describe('webhooks across process crashes, outages and several workers', () => {
  let database: TestDatabase;
  let platform: Platform;
  let services: Services;
  let env: Record<string, string>;
  const children: ServerProcess[] = [];
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    database = await freshDatabase({ migrated: true });
    platform = createPlatform(
      { ...loadConfig({}), databaseUrl: database.url, logLevel: 'silent', webhookAllowPrivateTargets: true },
      { log: pino({ level: 'silent' }), pgSchema: database.schema },
    );
    const wiring = wireModules(platform);
    await migrate(platform.db, wiring.migrations, database.schema ? { url: database.url } : undefined);
    services = wiring.services;
    env = {
      DATABASE_URL: databaseUrlOf(database),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_BASE_MS: '300',
      WEBHOOK_RETRY_MAX_MS: '1000',
      WEBHOOK_TIMEOUT_MS: '2000',
      WORKER_POLL_MS: '200',
    };
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map((c) => c.kill('SIGKILL')));
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await closePlatform(platform);
    await database.drop();
  });

  async function receiver(port?: number) {
    const r = await startReceiver(port);
    receivers.push(r);
    return r;
  }
  async function start(role: 'serve' | 'worker', extra: Record<string, string> = {}) {
    const p = await startProcess(role, { ...env, ...extra });
    children.push(p);
    return p;
  }
  async function setup(url: string, maxRetries = 10) {
    const ws = await services.workspaces.createWorkspace({ name: 'hooks', perMinute: 1_000_000, burst: 100_000 });
    const { key } = await services.workspaces.createKey({ workspaceId: ws.id });
    const { subscription } = await services.webhooks.subscriptions.create(ws.id, {
      url,
      events: ['organization.created'],
      maxRetries,
    });
    return { ws, key, subscription };
  }
  const post = (server: ServerProcess, key: string, name: string) =>
    fetch(`${server.url}/v1/organizations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
  const eventIds = async (workspaceId: string) =>
    (
      await services.webhooks.events.list(
        workspaceId,
        { type: 'organization.created' },
        { column: 'created_at', direction: 'asc' },
        { limit: 100, offset: 0 },
      )
    ).items.map((e) => e.id);
  const acked = (rx: Receiver, path: string, ok: (attempt: number) => boolean) =>
    new Set(
      rx
        .at(path)
        .filter((r) => ok(Number(r.headers['x-delivery-attempt'])))
        .map((r) => r.headers['x-webhook-id'] as string),
    );

  it('delivers, after a restart, every delivery that was waiting for a retry when the server was SIGKILLed', async () => {
    const rx = await receiver();
    // First attempts fail; later ones succeed.
    rx.respond((r) => ({ status: r.headers['x-delivery-attempt'] === '1' ? 500 : 200 }));
    const { ws, key } = await setup(rx.url('/crash'));
    // Retries far enough away (6–12 s) that a slow, loaded machine still kills the server before any is due.
    const server = await start('serve', { WEBHOOK_RETRY_BASE_MS: '12000', WEBHOOK_RETRY_MAX_MS: '12000' });
    const N = 20;
    for (let i = 0; i < N; i++) expect((await post(server, key, `crash ${i}`)).status).toBe(201);
    await until(() => rx.at('/crash').length >= N, 15_000, 'every first attempt');
    await sleep(300); // the last failure recorded; retries are 6–12 s away
    await server.kill('SIGKILL');
    const ids = await eventIds(ws.id);
    expect(ids).toHaveLength(N);
    expect(acked(rx, '/crash', (a) => a > 1).size).toBe(0);

    await start('serve');
    await until(
      () => acked(rx, '/crash', (a) => a > 1).size === N,
      45_000,
      'every event acknowledged after the restart',
    );
    expect([...acked(rx, '/crash', (a) => a > 1)].sort()).toEqual([...ids].sort());
  }, 120_000);

  it('delivers every event to a receiver that was down for a while, once it is back', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/outage`;
    const { ws, key } = await setup(url, 10);
    const server = await start('serve');
    const N = 10;
    for (let i = 0; i < N; i++) expect((await post(server, key, `outage ${i}`)).status).toBe(201);
    await sleep(1500); // connection refused, retried with backoff
    const rx = await receiver(port);
    await until(
      () => acked(rx, '/outage', () => true).size === N,
      30_000,
      'every event delivered once the receiver is back',
    );
    expect([...acked(rx, '/outage', () => true)].sort()).toEqual([...(await eventIds(ws.id))].sort());
    expect(rx.at('/outage').every((r) => Number(r.headers['x-delivery-attempt']) > 1)).toBe(true);
  }, 90_000);

  it('two worker processes, both sending at once, never send the same attempt twice', async () => {
    const rx = await receiver();
    // Every third event fails its first attempt, so retries are claimed by either worker too.
    const failsFirst = (name: string) => Number(name.split(' ')[1]) % 3 === 0;
    // Answers take 100 ms; more requests in flight at once than one worker's 4 slots prove both workers send.
    let inFlight = 0;
    let maxInFlight = 0;
    rx.respond((r, res) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      const status = r.headers['x-delivery-attempt'] === '1' && failsFirst(r.body.data.name) ? 503 : 200;
      setTimeout(() => {
        inFlight--;
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      }, 100);
      return 'handled';
    });
    const { ws } = await setup(rx.url('/pair'));
    // Half the events wait as a backlog, half arrive while both workers run.
    const N = 150;
    for (let i = 0; i < N / 2; i++) await services.organizations.create(ws.id, { name: `pair ${i}` });
    await Promise.all([start('worker', { WORKER_CONCURRENCY: '4' }), start('worker', { WORKER_CONCURRENCY: '4' })]);
    for (let i = N / 2; i < N; i++) await services.organizations.create(ws.id, { name: `pair ${i}` });
    await until(
      () => acked(rx, '/pair', () => true).size === N && rx.at('/pair').length >= N + N / 3,
      60_000,
      'every event delivered',
    );
    await sleep(500);
    const pairs = rx.at('/pair').map((r) => `${r.headers['x-webhook-id']} #${r.headers['x-delivery-attempt']}`);
    expect(pairs.length).toBe(new Set(pairs).size);
    expect(pairs.length).toBe(N + N / 3);
    expect(maxInFlight).toBeGreaterThan(4);
  }, 120_000);

  it('sends nothing more to a subscription paused or deleted while its deliveries wait for a retry', async () => {
    const rx = await receiver();
    rx.respond(() => ({ status: 500 }));
    const { ws, key, subscription: paused } = await setup(rx.url('/paused'));
    const deleted = await services.webhooks.subscriptions.create(ws.id, {
      url: rx.url('/deleted'),
      events: ['organization.created'],
      maxRetries: 10,
    });
    const server = await start('serve', { WEBHOOK_RETRY_BASE_MS: '1500', WEBHOOK_RETRY_MAX_MS: '1500' });
    expect((await post(server, key, 'mid-retry')).status).toBe(201);
    await until(() => rx.at('/paused').length === 1 && rx.at('/deleted').length === 1, 15_000, 'the first attempts');
    const patch = await fetch(`${server.url}/v1/webhooks/subscriptions/${paused.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"active":false}',
    });
    expect(patch.status).toBe(200);
    const del = await fetch(`${server.url}/v1/webhooks/subscriptions/${deleted.subscription.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(del.status).toBe(200);
    await sleep(4000); // two retry intervals
    expect(rx.at('/paused')).toHaveLength(1);
    expect(rx.at('/deleted')).toHaveLength(1);
  }, 60_000);
});
