// Scale-out (issue 08 §1): two API processes and two worker processes on one PostgreSQL database sharing Redis:
// rate limits, idempotency, key revocation and webhook delivery jobs (never run twice at once).
// Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI's PostgreSQL run).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { closePlatform, createPlatform, type Platform } from '../../src/platform/index.js';
import { wireModules, type Services } from '../../src/modules/index.js';
import { freshDatabase, urlWithSchema, type TestDatabase } from '../support/db.js';
import { expectNoDifferences } from '../support/integrity.js';
import { startProcess, type ServerProcess } from '../support/process.js';

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.skipIf(!enabled)('two API processes and two workers on PostgreSQL + Redis', () => {
  let database: TestDatabase;
  let platform: Platform;
  let services: Services;
  let apis: ServerProcess[] = [];
  let workers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase({ migrated: true });
    const url = urlWithSchema(database.url, database.schema);
    platform = createPlatform(
      { ...loadConfig({}), databaseUrl: database.url },
      { log: pino({ level: 'silent' }), pgSchema: database.schema },
    );
    const wiring = wireModules(platform);
    await migrate(platform.db, wiring.migrations, { url: database.url });
    services = wiring.services;
    const env = {
      DATABASE_URL: url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_BASE_MS: '200',
      WEBHOOK_RETRY_MAX_MS: '1000',
    };
    apis = await Promise.all([startProcess('api', env), startProcess('api', env)]);
    workers = await Promise.all([startProcess('worker', env), startProcess('worker', env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...apis, ...workers].map((p) => p.kill('SIGTERM')));
    await closePlatform(platform);
    await database.drop();
  });

  const call = (api: ServerProcess, path: string, key: string, init: RequestInit = {}) =>
    fetch(`${api.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
    });

  // The minute's budget, not the one-second burst: six requests through two processes on a loaded machine can take
  // more than a second, never a minute.
  it("shares one rate-limit budget: the 6th request of a minute's 5 across both processes is 429", async () => {
    const ws = await services.workspaces.createWorkspace({ name: 'sandbox', type: 'sandbox', perMinute: 5 });
    const { key } = await services.workspaces.createKey({ workspaceId: ws.id });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(apis[i % 2]!, '/v1/organizations', key)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('creates one resource when one Idempotency-Key reaches both processes at once', async () => {
    const ws = await services.workspaces.createWorkspace({ name: 'idem', perMinute: 100_000, burst: 10_000 });
    const { key } = await services.workspaces.createKey({ workspaceId: ws.id });
    const body = JSON.stringify({ name: 'Exactly once' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(apis[i % 2]!, '/v1/organizations', key, {
          method: 'POST',
          body,
          headers: { 'idempotency-key': 'scale-out-1' },
        }),
      ),
    );
    const ok = await Promise.all(
      responses.filter((r) => r.status === 201).map((r) => r.json() as Promise<{ data: { id: string } }>),
    );
    expect(responses.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(new Set(ok.map((o) => o.data.id)).size).toBe(1);
    const list = (await (await call(apis[0]!, '/v1/organizations', key)).json()) as { pagination: { total: number } };
    expect(list.pagination.total).toBe(1);
    await expectNoDifferences({ services });
  });

  it('fails a revoked key on both processes on the next request', async () => {
    const ws = await services.workspaces.createWorkspace({ name: 'revoke', perMinute: 100_000, burst: 10_000 });
    const k = await services.workspaces.createKey({ workspaceId: ws.id });
    for (const api of apis) expect((await call(api, '/v1/organizations', k.key)).status).toBe(200);
    await services.workspaces.revokeKey(k.id);
    for (const api of apis) expect((await call(api, '/v1/organizations', k.key)).status).toBe(401);
  });

  it('never sends the same webhook attempt twice while two workers take delivery jobs', async () => {
    // A slow receiver widens the window in which a second worker could take a job that is already running.
    const received: { id: string; attempt: string }[] = [];
    const inFlight = new Set<string>();
    let overlapped = 0;
    const receiver = http.createServer((req, res) => {
      const id = String(req.headers['x-webhook-id']);
      const attempt = String(req.headers['x-delivery-attempt']);
      if (inFlight.has(id)) overlapped++;
      inFlight.add(id);
      received.push({ id, attempt });
      req.resume();
      setTimeout(() => {
        inFlight.delete(id);
        res.writeHead(200).end('ok');
      }, 30);
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const ws = await services.workspaces.createWorkspace({ name: 'webhooks', perMinute: 100_000, burst: 10_000 });
      const { key } = await services.workspaces.createKey({ workspaceId: ws.id });
      const sub = await call(apis[0]!, '/v1/webhooks/subscriptions', key, {
        method: 'POST',
        body: JSON.stringify({
          url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
          events: ['organization.created'],
        }),
      });
      expect(sub.status).toBe(201);
      const writes = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          call(apis[i % 2]!, '/v1/organizations', key, {
            method: 'POST',
            body: JSON.stringify({ name: `Hooked ${i}` }),
          }),
        ),
      );
      expect(writes.every((r) => r.status === 201)).toBe(true);
      const deadline = Date.now() + 60_000;
      while (received.length < 120 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1000)); // anything sent twice would arrive in this second
      expect(received.length).toBe(120);
      expect(new Set(received.map((r) => r.id)).size).toBe(120);
      expect(received.every((r) => r.attempt === '1')).toBe(true);
      expect(overlapped).toBe(0);
      await expectNoDifferences({ services });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 120_000);
});
