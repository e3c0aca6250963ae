// Prometheus metrics (GET /metrics): request rate and latency by route, job queue depth, job outcomes, SQLite commits.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import http from 'node:http';
import { sql } from 'kysely';
import { clock } from './clock.js';
import type { Database } from './db/index.js';

/**
 * Queue depth is counted up to this many jobs per status: a scrape reads at most that many index entries, however
 * large a backlog grows (a figure at the cap means "at least").
 */
export const QUEUE_DEPTH_CAP = 10_000;
const JOB_STATUSES = ['queued', 'running', 'failed'] as const;

export class Metrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly latency: Histogram<'method' | 'route'>;
  readonly jobs: Counter<'kind' | 'outcome'>;
  readonly retentionDeleted: Counter<'rule'>;
  /** Label children by method, route and status: looking labels up per request costs more than the counting. */
  private readonly perRoute = new Map<string, { count: { inc(): void }; latency: { observe(v: number): void } }>();

  constructor(db: Database) {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [this.registry],
    });
    this.jobs = new Counter({ name: 'jobs_total', help: 'Jobs run by this process, by outcome (done, retry, failed)', labelNames: ['kind', 'outcome'], registers: [this.registry] });
    this.retentionDeleted = new Counter({ name: 'retention_deleted_rows_total', help: 'Rows deleted by retention rules, by rule', labelNames: ['rule'], registers: [this.registry] });
    new Gauge({
      name: 'jobs_queue_depth',
      help: `Jobs by status, counted up to ${QUEUE_DEPTH_CAP} (a value at the cap means at least that many)`,
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        const depths = await Promise.all(JOB_STATUSES.map(async (status) => {
          const rows = await sql<{ n: number }>`select count(*) as n from (select 1 from jobs where status = ${status} limit ${QUEUE_DEPTH_CAP}) capped`.execute(db.kysely);
          return [status, Number(rows.rows[0]?.n ?? 0)] as const;
        }));
        for (const [status, n] of depths) this.set({ status }, n);
      },
    });
    new Gauge({
      name: 'jobs_oldest_due_seconds',
      help: 'How long the oldest due queued job has been waiting (0 when none is due): one indexed read',
      registers: [this.registry],
      async collect() {
        const row = await sql<{ at: string | null }>`select min(run_at) as at from jobs where status = 'queued'`.execute(db.kysely);
        const at = row.rows[0]?.at;
        this.set(at ? Math.max(0, (clock.nowMs() - Date.parse(at)) / 1000) : 0);
      },
    });
    const commitStats = db.commitStats;
    if (commitStats) {
      // Read at scrape time: their ratio is the group commit's average size (docs/decisions.md).
      const counterOf = (name: string, help: string, read: () => number) =>
        new Counter({ name, help, registers: [this.registry], collect() { this.reset(); this.inc(read()); } });
      counterOf('sqlite_commits_total', 'Physical SQLite commits by this process', () => commitStats().commits);
      counterOf('sqlite_committed_writes_total', 'Transactions and autocommit writes those commits carried', () => commitStats().members);
    }
  }

  /** Counts one answered request and its latency (seconds). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let m = this.perRoute.get(key);
    if (!m) {
      m = { count: this.requests.labels(method, route, String(status)), latency: this.latency.labels(method, route) };
      this.perRoute.set(key, m);
    }
    m.count.inc();
    m.latency.observe(seconds);
  }
}

/** /metrics on a listener of its own (METRICS_PORT): for a scraper on a private network, without the API's token. */
export async function startMetricsListener(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"Metrics unavailable"}'),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}
