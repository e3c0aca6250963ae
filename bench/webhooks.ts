// Issue 03 benchmark: EVENTS events fanned out to 2 subscriptions on a local receiver.
// - backlog: the events (and their 2 × EVENTS deliveries) are committed first, then one worker process drains
//   them: deliveries per second, first to last delivery received, with its ratio to the node:http reference measured
//   right before (the machine's load at that moment) and the worker's CPU time per delivery (less noisy than the rate
//   on a shared machine);
// - latency: a server with its worker (`serve`) gets LATENCY_EVENTS creates at RATE per second; for each first
//   attempt the delay from the event's commit (its created_at) to its arrival at the receiver, p50 and p99.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/platform/db/migrate.js';
import { closePlatform, createPlatform } from '../src/platform/index.js';
import { wireModules } from '../src/modules/index.js';
import {
  cpuSeconds,
  measure,
  printTable,
  startReference,
  startServer,
  startWorker,
  tempSqliteUrl,
  writeResults,
  type Measure,
} from './lib.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const LATENCY_EVENTS = Number(process.env.BENCH_WEBHOOK_LATENCY_EVENTS ?? Math.min(EVENTS, 2_000));
const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 100);

/** Answers 200 at once; keeps the arrival time and commit→arrival delay of every first attempt. */
async function startReceiver() {
  const state = { count: 0, first: 0, last: 0, delays: [] as number[], waiters: [] as Array<() => void> };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const now = Date.now();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      if (req.headers['x-delivery-attempt'] === '1') {
        const createdAt = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { created_at: string }).created_at;
        state.delays.push(now - Date.parse(createdAt));
      }
      state.count++;
      if (state.first === 0) state.first = performance.now();
      state.last = performance.now();
      for (const w of state.waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    state,
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    reset() {
      Object.assign(state, { count: 0, first: 0, last: 0, delays: [] });
    },
    async waitFor(n: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (state.count < n) {
        if (Date.now() > deadline)
          throw new Error(`receiver: ${state.count} of ${n} deliveries within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          state.waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function benchWebhooks() {
  const rx = await startReceiver();
  const databaseUrl = tempSqliteUrl('webhooks');
  const env = { DATABASE_URL: databaseUrl, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };
  const p = createPlatform(
    { ...loadConfig({}), databaseUrl, webhookAllowPrivateTargets: true },
    { log: pino({ level: 'silent' }) },
  );
  const wiring = wireModules(p);
  await migrate(p.db, wiring.migrations);
  const s = wiring.services;
  const ws = await s.workspaces.createWorkspace({ name: 'bench', perMinute: 100_000_000, burst: 10_000_000 });
  const { key } = await s.workspaces.createKey({ workspaceId: ws.id });
  await s.webhooks.subscriptions.create(ws.id, { url: rx.url('/a'), events: ['organization.*'] });
  await s.webhooks.subscriptions.create(ws.id, { url: rx.url('/b'), events: ['*'] });
  for (let i = 0; i < EVENTS; i++) await s.organizations.create(ws.id, { name: `Organization ${i}` });
  await closePlatform(p);

  const rows: Measure[] = [];
  try {
    const reference = await startReference();
    try {
      rows.push({ ...(await measure('node:http reference', { url: `${reference.url}/` })), ratio: 1 });
    } finally {
      await reference.stop();
    }
    // Backlog: one worker process drains 2 × EVENTS deliveries.
    const worker = await startWorker(env);
    const cpuBefore = cpuSeconds([worker.pid]);
    let workerCpu: number;
    try {
      await rx.waitFor(2 * EVENTS, 600_000);
      workerCpu = cpuSeconds([worker.pid]) - cpuBefore;
    } finally {
      await worker.stop();
    }
    const seconds = (rx.state.last - rx.state.first) / 1000;
    const backlogRate = Math.round((2 * EVENTS - 1) / Math.max(seconds, 0.001));
    rows.push({
      name: `backlog: ${EVENTS} events × 2 subscriptions, 1 worker, deliveries/s`,
      reqPerSec: backlogRate,
      p50Ms: Number.NaN,
      p99Ms: Number.NaN,
      errors: 0,
      non2xx: 0,
      ratio: Number((backlogRate / rows[0]!.reqPerSec).toFixed(3)),
      apiCpuUs: Math.round((workerCpu * 1e6) / (2 * EVENTS)),
    });

    // Latency: creates at RATE/s through a serving process whose worker is woken by each commit.
    rx.reset();
    const server = await startServer({ ...env, WORKER: 'true' }, 'serve');
    try {
      const started = performance.now();
      const sends: Array<Promise<unknown>> = [];
      let failed = 0;
      for (let i = 0; i < LATENCY_EVENTS; i++) {
        const due = started + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        sends.push(
          fetch(`${server.url}/v1/organizations`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Live ${i}` }),
          }).then(
            (r) => {
              if (r.status !== 201) failed++;
            },
            () => {
              failed++;
            },
          ),
        );
      }
      await Promise.all(sends);
      await rx.waitFor(2 * (LATENCY_EVENTS - failed), 120_000);
      const delays = [...rx.state.delays].sort((a, b) => a - b);
      const liveRate = Math.round(rx.state.count / Math.max((rx.state.last - rx.state.first) / 1000, 0.001));
      rows.push({
        name: `commit → first attempt, ${LATENCY_EVENTS} creates at ${RATE}/s × 2 subscriptions (deliveries/s, delay ms)`,
        reqPerSec: liveRate,
        p50Ms: percentile(delays, 0.5),
        p99Ms: percentile(delays, 0.99),
        errors: failed,
        non2xx: 0,
        ratio: Number.NaN,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await rx.close();
  }
  printTable('Webhooks (SQLite; the backlog ratio is deliveries/s to the reference req/s)', rows);
  return { rows, events: EVENTS, latencyEvents: LATENCY_EVENTS, rate: RATE };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeResults('webhooks.json', { at: new Date().toISOString(), ...(await benchWebhooks()) });
}
