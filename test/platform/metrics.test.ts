import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { onPostgres } from '../support/db.js';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('exposes request counts, latency and the job queue depth in Prometheus text format', async () => {
    const ws = await t.workspace();
    await t.call('GET', '/v1/organizations', { key: ws.key });
    await t.call('POST', '/v1/organizations', { key: ws.key, body: { name: 'Metered' } });
    const r = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    expect(r.body).toMatch(/http_requests_total\{method="GET",route="\/v1\/organizations",status="200"\} 1/);
    expect(r.body).toMatch(/http_request_duration_seconds_bucket\{le="[0-9.]+",method="POST",route="\/v1\/organizations"\}/);
    expect(r.body).toContain('jobs_queue_depth');
    if (!onPostgres) {
      // The workspace, its key and the organization were written through group commits.
      const commits = Number(/sqlite_commits_total (\d+)/.exec(r.body)?.[1]);
      const writes = Number(/sqlite_committed_writes_total (\d+)/.exec(r.body)?.[1]);
      expect(commits).toBeGreaterThan(0);
      expect(writes).toBeGreaterThanOrEqual(commits);
    }
  });
});
