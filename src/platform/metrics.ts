// Prometheus metrics (GET /metrics): request rate and latency by route, job queue depth, job outcomes, SQLite commits.
import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
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

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** One route and method's answers: how many per status, and their latencies in LATENCY_BUCKETS (not cumulative). */
interface RouteTally {
  statuses: Map<number, number>;
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * Answered requests counted in plain numbers, by route and method, and turned into Prometheus series only when
 * scraped: prom-client's labelled inc() and observe() validate and hash their labels on every call, which cost
 * about 1.5 µs of a GET by id's 35 µs of API CPU.
 */
class RequestTallies {
  private readonly byRoute = new Map<string, Map<string, RouteTally>>();

  add(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map()));
    let tally = byMethod.get(method);
    if (!tally)
      byMethod.set(method, (tally = { statuses: new Map(), buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 }));
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    const bucket = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) tally.buckets[bucket]!++;
    tally.sum += seconds;
    tally.count++;
  }

  *entries(): Generator<{ method: string; route: string; tally: RouteTally }> {
    for (const [route, byMethod] of this.byRoute)
      for (const [method, tally] of byMethod) yield { method, route, tally };
  }

  clear(): void {
    this.byRoute.clear();
  }
}

/**
 * http_request_duration_seconds in prom-client's histogram series (cumulative `le` buckets, `+Inf`, `_sum`,
 * `_count`), made from the tallies at scrape time. Registered as a plain metric object: the registry only reads its
 * name, help, type and aggregator, and calls get() and reset().
 */
function latencyHistogram(tallies: RequestTallies) {
  const name = 'http_request_duration_seconds';
  return {
    name,
    help: 'Time to answer a request',
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const values = [];
      for (const { method, route, tally } of tallies.entries()) {
        let cumulative = 0;
        for (const [i, le] of LATENCY_BUCKETS.entries()) {
          cumulative += tally.buckets[i]!;
          values.push({ metricName: `${name}_bucket`, labels: { le, method, route }, value: cumulative });
        }
        values.push({ metricName: `${name}_bucket`, labels: { le: '+Inf', method, route }, value: tally.count });
        values.push({ metricName: `${name}_sum`, labels: { method, route }, value: tally.sum });
        values.push({ metricName: `${name}_count`, labels: { method, route }, value: tally.count });
      }
      return { name, help: this.help, type: this.type, aggregator: this.aggregator, values };
    },
    reset: () => tallies.clear(),
  };
}

export class Metrics {
  readonly registry = new Registry();
  readonly jobs: Counter<'kind' | 'outcome'>;
  readonly retentionDeleted: Counter<'rule'>;
  private readonly requests = new RequestTallies();

  constructor(db: Database) {
    collectDefaultMetrics({ register: this.registry });
    const requests = this.requests;
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { method, route, tally } of requests.entries())
          for (const [status, n] of tally.statuses) this.inc({ method, route, status }, n);
      },
    });
    // Not a prom-client class (see latencyHistogram): the registry's type names its own classes only.
    this.registry.registerMetric(latencyHistogram(requests) as unknown as Metric);
    this.jobs = new Counter({
      name: 'jobs_total',
      help: 'Jobs run by this process, by outcome (done, retry, failed)',
      labelNames: ['kind', 'outcome'],
      registers: [this.registry],
    });
    this.retentionDeleted = new Counter({
      name: 'retention_deleted_rows_total',
      help: 'Rows deleted by retention rules, by rule',
      labelNames: ['rule'],
      registers: [this.registry],
    });
    new Gauge({
      name: 'jobs_queue_depth',
      help: `Jobs by status, counted up to ${QUEUE_DEPTH_CAP} (a value at the cap means at least that many)`,
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        const depths = await Promise.all(
          JOB_STATUSES.map(async (status) => {
            const rows = await sql<{
              n: number;
            }>`select count(*) as n from (select 1 from jobs where status = ${status} limit ${QUEUE_DEPTH_CAP}) capped`.execute(
              db.kysely,
            );
            return [status, Number(rows.rows[0]?.n ?? 0)] as const;
          }),
        );
        for (const [status, n] of depths) this.set({ status }, n);
      },
    });
    new Gauge({
      name: 'jobs_oldest_due_seconds',
      help: 'How long the oldest due queued job has been waiting (0 when none is due): one indexed read',
      registers: [this.registry],
      async collect() {
        const row = await sql<{
          at: string | null;
        }>`select min(run_at) as at from jobs where status = 'queued'`.execute(db.kysely);
        const at = row.rows[0]?.at;
        this.set(at ? Math.max(0, (clock.nowMs() - Date.parse(at)) / 1000) : 0);
      },
    });
    const commitStats = db.commitStats;
    if (commitStats) {
      // Read at scrape time: their ratio is the group commit's average size (docs/decisions.md).
      const counterOf = (name: string, help: string, read: () => number) =>
        new Counter({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.reset();
            this.inc(read());
          },
        });
      counterOf('sqlite_commits_total', 'Physical SQLite commits by this process', () => commitStats().commits);
      counterOf(
        'sqlite_committed_writes_total',
        'Transactions and autocommit writes those commits carried',
        () => commitStats().members,
      );
    }
  }

  /** Counts one answered request and its latency (seconds). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.add(method, route, status, seconds);
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
