// GET /metrics: only with METRICS_TOKEN on the API port (401 without it), or on a listener of its own
// (METRICS_PORT); request counts, latency, SQLite commits, and a job queue depth whose scrape reads a bounded
// number of rows however large the backlog.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { JobQueue } from '../../src/platform/jobs.js';
import { QUEUE_DEPTH_CAP, startMetricsListener } from '../../src/platform/metrics.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { onPostgres } from '../support/db.js';

describe('GET /metrics', () => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    [t, closed] = await Promise.all([createTestApp({ metricsToken: 'scrape-token-1' }), createTestApp()]);
  });
  afterAll(() => Promise.all([t.close(), closed.close()]));

  const scrape = (app: TestApp, authorization?: string) =>
    app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('is not served on the API port without METRICS_TOKEN, and needs the token when it is set', async () => {
    expect((await scrape(closed)).statusCode).toBe(404);
    expect((await scrape(closed, 'Bearer scrape-token-1')).statusCode).toBe(404);
    for (const wrong of [
      undefined,
      'Bearer nope',
      'Bearer scrape-token-10',
      'scrape-token-1',
      'Basic c2NyYXBlLXRva2VuLTE=',
    ]) {
      const r = await scrape(t, wrong);
      expect(r.statusCode, String(wrong)).toBe(401);
      expect(JSON.parse(r.body)).toEqual({ error: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
    expect((await scrape(t, 'Bearer scrape-token-1')).statusCode).toBe(200);
  });

  it('exposes request counts, latency and the job queue in Prometheus text format', async () => {
    const ws = await t.workspace();
    await t.call('GET', '/v1/organizations', { key: ws.key });
    await t.call('POST', '/v1/organizations', { key: ws.key, body: { name: 'Metered' } });
    const r = await scrape(t, 'Bearer scrape-token-1');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    expect(r.body).toMatch(/http_requests_total\{method="GET",route="\/v1\/organizations",status="200"\} 1/);
    expect(r.body).toMatch(
      /http_request_duration_seconds_bucket\{le="[0-9.]+",method="POST",route="\/v1\/organizations"\}/,
    );
    // The histogram's series: cumulative buckets ending in +Inf = _count, and a _sum.
    const series = (suffix: string) =>
      [
        ...r.body.matchAll(
          new RegExp(
            `^http_request_duration_seconds_${suffix}\\{(?:le="([^"]+)",)?method="POST",route="/v1/organizations"\\} (\\S+)$`,
            'gm',
          ),
        ),
      ].map((m) => ({ le: m[1], value: Number(m[2]) }));
    const buckets = series('bucket');
    expect(buckets.map((b) => b.le)).toEqual([
      '0.001',
      '0.0025',
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '+Inf',
    ]);
    expect(buckets.every((b, i) => i === 0 || b.value >= buckets[i - 1]!.value)).toBe(true);
    expect(buckets.at(-1)!.value).toBe(1);
    expect(series('count')).toEqual([{ le: undefined, value: 1 }]);
    expect(series('sum')[0]!.value).toBeGreaterThan(0);
    expect(r.body).toMatch(/jobs_queue_depth\{status="queued"\} \d+/);
    expect(r.body).toContain('jobs_oldest_due_seconds');
    if (!onPostgres) {
      // The workspace, its key and the organization were written through group commits.
      const commits = Number(/sqlite_commits_total (\d+)/.exec(r.body)?.[1]);
      const writes = Number(/sqlite_committed_writes_total (\d+)/.exec(r.body)?.[1]);
      expect(commits).toBeGreaterThan(0);
      expect(writes).toBeGreaterThanOrEqual(commits);
    }
  });

  it('counts the queue up to a cap and reports how long the oldest due job has waited', async () => {
    const app = await createTestApp({ metricsToken: 'x' });
    try {
      const gauge = async (name: string) =>
        Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec((await scrape(app, 'Bearer x')).body)?.[1]);
      await app.platform.db.transaction(async (tx) => {
        const jobs = new JobQueue<{ 'test.nothing': { i: number } }>(app.platform.db, { log: app.platform.log });
        for (let i = 0; i < QUEUE_DEPTH_CAP + 25; i++) await jobs.enqueue(tx, 'test.nothing', { i });
      });
      expect(await gauge('jobs_queue_depth\\{status="queued"\\}')).toBe(QUEUE_DEPTH_CAP);
      clock.advance(120_000);
      const waited = await gauge('jobs_oldest_due_seconds');
      clock.reset();
      expect(waited).toBeGreaterThanOrEqual(120);
      expect(waited).toBeLessThan(180);
    } finally {
      await app.close();
    }
  });

  it('is served without a token on a listener of its own (METRICS_PORT)', async () => {
    const server = await startMetricsListener(t.platform.metrics, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const r = await fetch(`${base}/metrics`);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('http_requests_total');
      expect((await fetch(`${base}/v1/organizations`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
