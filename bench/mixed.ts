// Issue 08 benchmark: a mixed workload over 20 workspaces — 70% reads, 20% booking writes, 10% other writes — on
// SQLite (one process) and on PostgreSQL (one API process, then two sharing Redis rate limits), each against the
// bare node:http reference measured in the same run. Two figures per setup:
// - closed loop: as many requests as CONNECTIONS connections can drive (throughput, ratio to the reference);
// - the largest offered rate whose p99 stays under 50 ms (stepped down from the closed-loop throughput).
// Each kind of request is also run alone (SQLite and one PostgreSQL process), for its CPU cost per request.
// Run: npm run bench -- mixed (BENCH_SECONDS, BENCH_KIND_SECONDS, BENCH_CONNECTIONS, BENCH_PG_URL, BENCH_REDIS_URL
// adjust it; PostgreSQL and Redis parts are skipped when they are unreachable; BENCH_ONLY_KIND="POST booking" runs
// the whole suite with that one kind, e.g. to profile it with BENCH_CPU_PROF).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { Redis } from 'ioredis';
import type autocannon from 'autocannon';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/platform/db/migrate.js';
import { closePlatform, createPlatform } from '../src/platform/index.js';
import { wireModules } from '../src/modules/index.js';
import {
  cpuSeconds,
  measure,
  paced,
  postgresPids,
  printTable,
  startReference,
  startServer,
  tempSqliteUrl,
  withRatios,
  writeResults,
  type Measure,
} from './lib.js';

const WORKSPACES = 20;
/** Bookings per workspace for `POST booking change` (50 connections over 2,000 bookings: few meet on one). */
const CHANGEABLE_PER_WORKSPACE = Number(process.env.BENCH_CHANGEABLE ?? 100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const P99_LIMIT_MS = 50;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Which databases the mixed suite runs on (`sqlite,postgres`); one alone for quick A/B runs of a change. */
const DATABASES = new Set((process.env.BENCH_MIXED_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim()));

interface SeededWorkspace {
  key: string;
  products: string[];
  departures: { productId: string; departureId: string }[];
  bookings: string[];
  /** Bookings the change kind changes: many, so that concurrent changes seldom meet on one booking. */
  changeable: string[];
  organizations: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response JSON
async function api(base: string, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`seeding ${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Workspaces and keys through the services (operators make them with the CLI); everything else through HTTP. */
async function createWorkspaces(databaseUrl: string): Promise<string[]> {
  const p = createPlatform({ ...loadConfig({}), databaseUrl }, { log: pino({ level: 'silent' }) });
  const wiring = wireModules(p);
  await migrate(p.db, wiring.migrations, databaseUrl.startsWith('postgres') ? { url: databaseUrl } : undefined);
  const s = wiring.services;
  const keys: string[] = [];
  for (let i = 0; i < WORKSPACES; i++) {
    const ws = await s.workspaces.createWorkspace({ name: `mixed ${i}`, perMinute: 100_000_000, burst: 10_000_000 });
    keys.push((await s.workspaces.createKey({ workspaceId: ws.id })).key);
  }
  await closePlatform(p);
  return keys;
}

async function seed(base: string, key: string, w: number): Promise<SeededWorkspace> {
  const out: SeededWorkspace = { key, products: [], departures: [], bookings: [], changeable: [], organizations: [] };
  for (let i = 0; i < 3; i++) {
    const product = await api(base, key, 'POST', '/v1/products', {
      title: `Mixed tour ${w}.${i}`,
      type: 'tour',
      status: 'active',
      pricingModel: 'per_person',
      currency: 'EUR',
      category: ['city', 'beach', 'mountain'][i],
    });
    const productId = product.id ?? product.data?.id;
    out.products.push(productId);
    for (let d = 0; d < 2; d++) {
      const start = Date.UTC(2027, 0, 1 + d * 7 + i);
      const departure = await api(base, key, 'POST', '/v1/departures', {
        productId,
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 3 * 86_400_000).toISOString(),
        capacity: 10_000_000,
        status: 'scheduled',
      });
      out.departures.push({ productId, departureId: departure.id ?? departure.data?.id });
    }
    await api(base, key, 'PUT', `/v1/products/${productId}/pricing`, {
      roomCategories: [{ key: 'standard', label: 'Standard', pax: 1 }],
      ratePlans: [{ name: 'Base', prices: [{ categoryKey: 'standard', amountPerPerson: 120.5, currency: 'EUR' }] }],
      departureOverrides: [],
    });
  }
  for (let i = 0; i < 3; i++)
    out.organizations.push((await api(base, key, 'POST', '/v1/organizations', { name: `Partner ${w}.${i}` })).data.id);
  const d = out.departures[0]!;
  out.bookings.push(
    (await api(base, key, 'POST', '/v1/bookings', { productId: d.productId, departureId: d.departureId, paxAdults: 1 }))
      .id,
  );
  for (let i = 0; i < CHANGEABLE_PER_WORKSPACE; i++) {
    const { productId, departureId } = out.departures[i % out.departures.length]!;
    out.changeable.push((await api(base, key, 'POST', '/v1/bookings', { productId, departureId, paxAdults: 1 })).id);
  }
  return out;
}

function pick<T>(list: T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

type Kind = (
  w: SeededWorkspace,
) => Pick<autocannon.Request, 'method' | 'path' | 'body'> & { headers?: Record<string, string> };

/** The kinds of request in the mix, each with its share: 70% reads, 20% bookings, 10% other writes. */
const ALL_KINDS: { name: string; share: number; make: Kind }[] = [
  { name: 'GET product', share: 0.1, make: (w) => ({ method: 'GET', path: `/v1/products/${pick(w.products)}` }) },
  {
    name: 'GET departure',
    share: 0.1,
    make: (w) => ({ method: 'GET', path: `/v1/departures/${pick(w.departures).departureId}` }),
  },
  { name: 'GET booking', share: 0.1, make: (w) => ({ method: 'GET', path: `/v1/bookings/${pick(w.bookings)}` }) },
  { name: 'list products', share: 0.1, make: () => ({ method: 'GET', path: '/v1/products?limit=20' }) },
  { name: 'list bookings', share: 0.1, make: () => ({ method: 'GET', path: '/v1/bookings?limit=20' }) },
  {
    name: 'GET organization',
    share: 0.1,
    make: (w) => ({ method: 'GET', path: `/v1/organizations/${pick(w.organizations)}` }),
  },
  {
    name: 'pricing options',
    share: 0.1,
    make: (w) => ({ method: 'GET', path: `/v1/products/${pick(w.products)}/pricing/options` }),
  },
  {
    name: 'POST booking',
    share: 0.2,
    make: (w) => {
      const d = pick(w.departures);
      return {
        method: 'POST',
        path: '/v1/bookings',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          productId: d.productId,
          departureId: d.departureId,
          paxAdults: 1 + Math.floor(Math.random() * 2),
        }),
      };
    },
  },
  {
    // Not in the mix (share 0): measured alone beside `POST booking` (issue 26: a change costs at most 1.5× a
    // create). One or two travellers, so each change moves a seat and the price.
    name: 'POST booking change',
    share: 0,
    make: (w) => ({
      method: 'POST',
      path: `/v1/bookings/${pick(w.changeable)}/changes`,
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ paxAdults: 1 + Math.floor(Math.random() * 2) }),
    }),
  },
  {
    name: 'POST organization',
    share: 0.05,
    make: () => ({
      method: 'POST',
      path: '/v1/organizations',
      body: JSON.stringify({ name: `Mixed org ${randomUUID()}` }),
    }),
  },
  {
    name: 'POST person',
    share: 0.05,
    make: () => ({
      method: 'POST',
      path: '/v1/people',
      body: JSON.stringify({ firstName: 'Mixed', lastName: 'Person', email: `${randomUUID()}@example.com` }),
    }),
  },
];

const KINDS = process.env.BENCH_ONLY_KIND ? ALL_KINDS.filter((k) => k.name === process.env.BENCH_ONLY_KIND) : ALL_KINDS;
if (KINDS.length === 0) throw new Error(`BENCH_ONLY_KIND must be one of: ${ALL_KINDS.map((k) => k.name).join(', ')}`);

/** One request of the given kinds (by share), in a random one of the workspaces. */
function mixedRequest(workspaces: SeededWorkspace[], kinds = KINDS) {
  const shares = kinds.reduce((n, k) => n + k.share, 0);
  return (req: autocannon.Request): autocannon.Request => {
    const w = pick(workspaces);
    let r = Math.random() * shares;
    const kind = kinds.find((k) => (r -= k.share) < 0) ?? kinds[kinds.length - 1]!;
    const { headers, ...rest } = kind.make(w);
    return {
      ...req,
      body: undefined,
      ...rest,
      headers: { ...req.headers, authorization: `Bearer ${w.key}`, 'content-type': 'application/json', ...headers },
    };
  };
}

interface Target {
  url: string;
  pid: number;
  /** Served from PostgreSQL: its CPU is sampled too. */
  postgres?: boolean;
}

/**
 * The mix against one or more API processes at once (connections split between them); rows combined. The CPU the
 * API processes and PostgreSQL spend is sampled around the measured run (after a warm-up) and given per request.
 */
async function mixed(
  name: string,
  targets: Target[],
  workspaces: SeededWorkspace[],
  opts: { rate?: number; durationSec?: number; kinds?: typeof KINDS } = {},
): Promise<Measure> {
  const connections = Math.max(1, Math.round(CONNECTIONS / targets.length));
  const setupRequest = mixedRequest(workspaces, opts.kinds);
  const run = (warmup: boolean, durationSec?: number) =>
    Promise.all(
      targets.map((t) =>
        opts.rate
          ? paced(name, {
              url: t.url,
              rate: opts.rate / targets.length,
              durationSec: durationSec ?? Number(process.env.BENCH_SECONDS ?? 10),
              connections,
              setupRequest,
            })
          : measure(name, { url: t.url, connections, durationSec, warmup, setupRequest }),
      ),
    );
  await run(false, 2);
  const apiPids = targets.map((t) => t.pid);
  const dbPids = targets.some((t) => t.postgres) ? postgresPids() : [];
  const apiCpu = cpuSeconds(apiPids);
  const dbCpu = new Map(dbPids.map((pid) => [pid, cpuSeconds([pid])]));
  const parts = await run(false, opts.durationSec);
  const total = parts.reduce((n, p) => n + (p.total ?? 0), 0);
  const perRequestUs = (seconds: number) => (total > 0 ? Math.round((seconds * 1e6) / total) : undefined);
  return {
    name,
    reqPerSec: parts.reduce((n, p) => n + p.reqPerSec, 0),
    // Combining percentiles exactly needs the histograms; the worse of the parts is the honest upper bound.
    p50Ms: Math.max(...parts.map((p) => p.p50Ms)),
    p99Ms: Math.max(...parts.map((p) => p.p99Ms)),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    non2xx: parts.reduce((n, p) => n + p.non2xx, 0),
    total,
    apiCpuUs: perRequestUs(cpuSeconds(apiPids) - apiCpu),
    // Only backends alive at both samples count: one that exited meanwhile took its CPU time with it.
    dbCpuUs:
      dbPids.length > 0
        ? perRequestUs(
            dbPids.reduce((sum, pid) => {
              const after = cpuSeconds([pid]);
              return after > 0 ? sum + after - dbCpu.get(pid)! : sum;
            }, 0),
          )
        : undefined,
  };
}

/** Steps the offered rate down from the closed-loop throughput until p99 < 50 ms; that rate is the figure. */
async function rateUnderP99(
  label: string,
  targets: Target[],
  workspaces: SeededWorkspace[],
  closedLoop: number,
): Promise<Measure | null> {
  for (const fraction of [0.9, 0.75, 0.6, 0.45, 0.3, 0.15]) {
    const rate = Math.max(10, Math.round(closedLoop * fraction));
    const m = await mixed(`${label}, offered ${rate} req/s`, targets, workspaces, {
      rate,
      durationSec: Number(process.env.BENCH_RATE_SECONDS ?? 6),
    });
    console.log(`  offered ${rate} req/s → ${m.reqPerSec} req/s, p99 ${m.p99Ms} ms`);
    if (m.p99Ms < P99_LIMIT_MS && m.errors === 0 && m.reqPerSec >= rate * 0.95)
      return { ...m, name: `${label}: largest rate with p99 < ${P99_LIMIT_MS} ms` };
  }
  return null;
}

/**
 * Each kind of request alone, closed loop: its throughput and CPU cost per request, the figures docs/scaling.md
 * builds capacity from (the mix's cost is their weighted sum).
 */
async function costPerKind(label: string, targets: Target[], workspaces: SeededWorkspace[]): Promise<Measure[]> {
  const rows: Measure[] = [];
  for (const kind of KINDS) {
    const m = await mixed(`${label}: ${kind.name} alone`, targets, workspaces, {
      kinds: [kind],
      durationSec: Number(process.env.BENCH_KIND_SECONDS ?? 3),
    });
    console.log(
      `  ${kind.name}: ${m.reqPerSec} req/s, CPU per request: API ${m.apiCpuUs} µs${m.dbCpuUs === undefined ? '' : `, PostgreSQL ${m.dbCpuUs} µs`}`,
    );
    rows.push(m);
  }
  return rows;
}

async function runSetup(
  label: string,
  targets: Target[],
  workspaces: SeededWorkspace[],
  ref: Measure,
  opts: { perKind?: boolean } = {},
) {
  const closed = await mixed(`${label}, closed loop, ${CONNECTIONS} connections`, targets, workspaces);
  console.log(
    `  CPU per request: API ${closed.apiCpuUs} µs${closed.dbCpuUs === undefined ? '' : `, PostgreSQL ${closed.dbCpuUs} µs`}`,
  );
  const kinds = opts.perKind ? await costPerKind(label, targets, workspaces) : [];
  const bounded = await rateUnderP99(label, targets, workspaces, closed.reqPerSec);
  return withRatios(ref, [closed, ...(bounded ? [bounded] : []), ...kinds]);
}

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
    redis.disconnect();
  }
}

async function withFreshPgDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `tca_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function seedAll(base: string, keys: string[]): Promise<SeededWorkspace[]> {
  const out: SeededWorkspace[] = [];
  for (const [i, key] of keys.entries()) out.push(await seed(base, key, i));
  return out;
}

export async function benchMixed() {
  const reference = await startReference();
  const rows: Measure[] = [];
  let ref: Measure | undefined;
  try {
    ref = await measure('node:http reference', { url: `${reference.url}/`, connections: CONNECTIONS });
    rows.push({ ...ref, ratio: 1 });

    if (DATABASES.has('sqlite')) {
      const sqliteUrl = tempSqliteUrl('mixed');
      const sqliteKeys = await createWorkspaces(sqliteUrl);
      const sqlite = await startServer({ DATABASE_URL: sqliteUrl });
      try {
        const workspaces = await seedAll(sqlite.url, sqliteKeys);
        rows.push(...(await runSetup('mixed, SQLite, 1 process', [sqlite], workspaces, ref, { perKind: true })));
      } finally {
        await sqlite.stop();
      }
    }

    if (!DATABASES.has('postgres')) {
      console.log('BENCH_MIXED_DATABASES leaves PostgreSQL out');
    } else if (await reachable()) {
      await withFreshPgDatabase(async (pgUrl) => {
        const keys = await createWorkspaces(pgUrl);
        const env = { DATABASE_URL: pgUrl, REDIS_URL };
        const one = await startServer(env);
        let workspaces: SeededWorkspace[];
        try {
          workspaces = await seedAll(one.url, keys);
          rows.push(
            ...(await runSetup('mixed, PostgreSQL, 1 API process', [{ ...one, postgres: true }], workspaces, ref!, {
              perKind: true,
            })),
          );
        } finally {
          await one.stop();
        }
        const two = await Promise.all([startServer(env), startServer(env)]);
        try {
          rows.push(
            ...(await runSetup(
              'mixed, PostgreSQL, 2 API processes + Redis',
              two.map((t) => ({ ...t, postgres: true })),
              workspaces,
              ref!,
            )),
          );
        } finally {
          await Promise.all(two.map((s) => s.stop()));
        }
      });
    } else {
      console.log(`PostgreSQL (${PG_ADMIN_URL}) or Redis (${REDIS_URL}) unreachable: PostgreSQL part skipped`);
    }
  } finally {
    await reference.stop();
  }
  printTable(`Mixed workload (${WORKSPACES} workspaces, 70% reads / 20% bookings / 10% other writes)`, rows);
  const closed = (label: string) => rows.find((r) => r.name.startsWith(label) && r.name.includes('closed loop'));
  const one = closed('mixed, PostgreSQL, 1 API');
  const two = closed('mixed, PostgreSQL, 2 API');
  const scaling = one && two ? Number((two.reqPerSec / one.reqPerSec).toFixed(3)) : null;
  if (scaling !== null)
    console.log(`PostgreSQL: 2 API processes carry ${scaling}× the single process's closed-loop rate`);
  return { rows, twoProcessScaling: scaling, workspaces: WORKSPACES, connections: CONNECTIONS };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeResults('mixed.json', { at: new Date().toISOString(), ...(await benchMixed()) });
}
