// Prometheus metrics (GET /metrics): request rate and latency by route, job queue depth, job outcomes, SQLite commits.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'kysely';
import type { Database } from './db/index.js';

export class Metrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly latency: Histogram<'method' | 'route'>;
  readonly jobs: Counter<'kind' | 'outcome'>;
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
    new Gauge({
      name: 'jobs_queue_depth',
      help: 'Jobs waiting or running, by status',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        const rows = await sql<{ status: string; n: number }>`select status, count(*) as n from jobs group by status`.execute(db.kysely);
        this.reset();
        for (const r of rows.rows) this.set({ status: r.status }, Number(r.n));
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
