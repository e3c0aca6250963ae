// Shared benchmark machinery: the bare node:http reference, the real server in a child process, autocannon runs
// and the results file. Servers run in their own processes so the load generator never shares their event loop.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import type SQLite from 'better-sqlite3';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/platform/db/migrate.js';
import { createPlatform } from '../src/platform/index.js';
import { wireModules } from '../src/modules/index.js';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface Measure {
  name: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the measured run. */
  total?: number;
  ratio?: number;
  /** CPU time per answered request, in microseconds, where a suite measured it (API processes, database). */
  apiCpuUs?: number;
  dbCpuUs?: number;
}

export interface RunOptions {
  url: string;
  connections?: number;
  durationSec?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Called per request to vary it (e.g. a fresh Idempotency-Key). */
  setupRequest?: (req: autocannon.Request) => autocannon.Request;
  /** false: no 2-second warm-up run first (the caller warmed up, e.g. to sample CPU around the measured run only). */
  warmup?: boolean;
}

export async function measure(name: string, o: RunOptions): Promise<Measure> {
  // A short warm-up first, so the JIT and caches are hot before the measured run.
  if (o.warmup !== false)
    await autocannon({
      url: o.url,
      connections: o.connections ?? 50,
      duration: 2,
      method: o.method ?? 'GET',
      headers: o.headers,
      body: o.body,
      requests: o.setupRequest ? [{ setupRequest: o.setupRequest }] : undefined,
    });
  const result = await autocannon({
    url: o.url,
    connections: o.connections ?? 50,
    duration: o.durationSec ?? Number(process.env.BENCH_SECONDS ?? 10),
    method: o.method ?? 'GET',
    headers: o.headers,
    body: o.body,
    requests: o.setupRequest ? [{ setupRequest: o.setupRequest }] : undefined,
  });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** A measured run with the server process's CPU per answered request (warm-up first, outside the figure). */
export async function measureWithCpu(name: string, pid: number, o: RunOptions): Promise<Measure> {
  await measure(name, { ...o, durationSec: 2, warmup: false });
  const before = cpuSeconds([pid]);
  const m = await measure(name, { ...o, warmup: false });
  return { ...m, apiCpuUs: Math.round(((cpuSeconds([pid]) - before) * 1e6) / (m.total ?? 1)) };
}

/**
 * An open-loop run at a steady offered rate: request i is due at start + i / rate, and its latency counts from that
 * instant, so waiting for the server or for a free connection is in the figure (no coordinated omission). Not
 * autocannon's rate mode: that lets every connection send its whole second's quota at the start of each second,
 * so it measures bursts of `rate` requests, and it then adds a synthetic sample for every millisecond of the
 * burst's latency, which puts p99 over 100 ms at any rate.
 */
export async function paced(
  name: string,
  o: {
    url: string;
    rate: number;
    durationSec: number;
    connections: number;
    setupRequest: NonNullable<RunOptions['setupRequest']>;
  },
): Promise<Measure> {
  const target = new URL(o.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const r = o.setupRequest({ method: 'GET', path: target.pathname, headers: {} } as autocannon.Request);
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: r.method,
          path: r.path,
          headers: r.headers,
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode! >= 200 && res.statusCode! < 300) latencies.push(performance.now() - due);
            else non2xx++;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });
  const count = Math.round(o.rate * o.durationSec);
  const start = performance.now();
  const dueAt = (i: number) => start + (i * 1000) / o.rate;
  const pending: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let sent = 0;
    const tick = () => {
      while (sent < count && dueAt(sent) <= performance.now()) pending.push(send(dueAt(sent++)));
      if (sent === count) return resolve();
      setTimeout(tick, Math.max(0, dueAt(sent) - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsedSec = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(1));
  return {
    name,
    reqPerSec: Math.round(latencies.length / elapsedSec),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    non2xx,
    total: latencies.length,
  };
}

/** Spawns a process that prints one JSON line with {port} when it listens; resolves with its base URL. */
function spawnListening(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  match: (line: string) => number | null,
): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const rl = readline.createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start in 60 s`)), 60_000);
    rl.on('line', (line) => {
      const port = match(line);
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** The bare node:http reference; `bodyFile`: it answers that file's bytes (as large an answer as the one measured). */
export async function startReference(
  bodyFile?: string,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  return startJsonServer(bodyFile ? ['bench/reference-server.mjs', bodyFile] : ['bench/reference-server.mjs']);
}

/**
 * The floor of an authenticated GET by id (`bench/floor-server.mjs`): bare Fastify and one prepared SQLite read of
 * the same database file; GET /organizations/:workspaceId/:id.
 */
export async function startFloor(sqliteFile: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  return startJsonServer(['bench/floor-server.mjs', sqliteFile]);
}

/** A bench server script that prints `{"port": n}` once it listens. */
async function startJsonServer([script, ...args]: string[]): Promise<{
  url: string;
  pid: number;
  stop: () => Promise<void>;
}> {
  const { url, child } = await spawnListening(
    process.execPath,
    [path.join(ROOT, script!), ...args],
    process.env,
    (line) => {
      try {
        return (JSON.parse(line) as { port?: number }).port ?? null;
      } catch {
        return null;
      }
    },
  );
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

/** BENCH_CPU_PROF=<dir>: each server or worker process writes a V8 CPU profile there when it stops (open in Chrome DevTools). */
export const cpuProfArgs = (): string[] =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/** The real API (`src/main.ts <role>`) in a child process on a free port. */
export async function startServer(
  env: Record<string, string>,
  role: 'api' | 'serve' = 'api',
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const { url, child } = await spawnListening(
    process.execPath,
    [...cpuProfArgs(), '--import', 'tsx', path.join(ROOT, 'src/main.ts'), role],
    { ...process.env, LOG_LEVEL: 'warn', WORKER: 'false', ...env, PORT: String(port), HOST: '127.0.0.1' },
    (line) => (line.startsWith('API listening on') ? port : null),
  );
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

/**
 * The server as `npm start` runs it: the built bundle (`dist/main.js serve`, rebuilt if stale) with its worker and
 * the default log level (info), standard output going to a file as a supervisor's log would take it (not parsed
 * by the load generator's process).
 */
export async function startAsNpmStart(
  env: Record<string, string>,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--if-stale'], { cwd: ROOT });
  const port = await freePort();
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tca-bench-serve-')), 'stdout.log');
  const out = fs.openSync(logFile, 'w');
  const { LOG_LEVEL: _level, WORKER: _worker, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [...cpuProfArgs(), '--enable-source-maps', path.join(ROOT, 'dist/main.js'), 'serve'],
    {
      cwd: ROOT,
      env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', out, 'inherit'],
    },
  );
  fs.closeSync(out);
  const deadline = Date.now() + 60_000;
  while (!fs.readFileSync(logFile, 'utf8').includes('Worker started (serve)')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('dist/main.js serve did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child) };
}

/** A worker process (`src/main.ts worker`) on the bench's database, once it has started. */
export function startWorker(env: Record<string, string>) {
  return new Promise<{ pid: number; stop: () => Promise<void> }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...cpuProfArgs(), '--import', 'tsx', path.join(ROOT, 'src/main.ts'), 'worker'],
      {
        cwd: ROOT,
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('Worker started')) resolve({ pid: child.pid!, stop });
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

/** CPU seconds (user + system) the processes have used so far, from /proc (Linux); 0 for a process that is gone. */
export function cpuSeconds(pids: number[]): number {
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux this runs on (getconf CLK_TCK)
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks / ticksPerSecond;
}

/** The PostgreSQL server's processes on this machine (postmaster and backends), to account for database CPU. */
export function postgresPids(): number[] {
  if (!fs.existsSync('/proc')) return [];
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export function tempSqliteUrl(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tca-bench-${name}-`));
  return `sqlite:${path.join(dir, 'bench.sqlite')}`;
}

/** A fresh SQLite database, migrated, with the app's services over it: where a bench seeds its data. */
export async function openBenchDatabase(name: string) {
  const databaseUrl = tempSqliteUrl(name);
  const p = createPlatform({ ...loadConfig({}), databaseUrl }, { log: pino({ level: 'silent' }) });
  const wiring = wireModules(p);
  await migrate(p.db, wiring.migrations);
  return { databaseUrl, p, wiring, s: wiring.services };
}

export function withRatios(reference: Measure, rows: Measure[]): Measure[] {
  return rows.map((r) => ({ ...r, ratio: Number((r.reqPerSec / reference.reqPerSec).toFixed(3)) }));
}

/** NaN marks a figure a row has no meaning for (e.g. no node:http counterpart). */
const cell = (v: number | string) => (typeof v === 'number' && Number.isNaN(v) ? 'n/a' : String(v));

/** Prints the rows as a Markdown table and returns that table. */
export function printTable(title: string, rows: Measure[]): string {
  const lines = [
    `${title}`,
    '',
    '| benchmark | req/s | ratio to node:http | p50 ms | p99 ms | errors | non-2xx | API CPU µs/req | DB CPU µs/req |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.reqPerSec} | ${cell(r.ratio ?? '1.000')} | ${cell(r.p50Ms)} | ${cell(r.p99Ms)} | ${r.errors} | ${r.non2xx} | ${r.apiCpuUs ?? ''} | ${r.dbCpuUs ?? ''} |`,
    ),
  ];
  const table = lines.join('\n');
  console.log(`\n${table}`);
  return table;
}

export function writeResults(file: string, data: unknown): void {
  const out = path.join(ROOT, 'bench/results', file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, typeof data === 'string' ? `${data}\n` : `${JSON.stringify(data, null, 2)}\n`);
  console.log(`results written to ${path.relative(ROOT, out)}`);
}

/**
 * Inserts `n` rows made by `make(i)` into `table`, in batches of multi-row inserts: the table's columns the rows
 * set (the others take their defaults, so a column added later with one needs no change here).
 */
export function bulkInsert(
  db: SQLite.Database,
  table: string,
  n: number,
  make: (i: number) => Record<string, unknown>,
): void {
  const first = make(0);
  const columns = (db.pragma(`table_info(${table})`) as Array<{ name: string }>)
    .map((c) => c.name)
    .filter((c) => c in first);
  const perInsert = Math.floor(30_000 / columns.length);
  const statement = (rows: number) =>
    db.prepare(
      `insert into ${table} (${columns.join(',')}) values ${Array.from({ length: rows }, () => `(${columns.map(() => '?').join(',')})`).join(',')}`,
    );
  const full = statement(perInsert);
  db.transaction(() => {
    let batch: unknown[] = [];
    let rows = 0;
    const flush = () => {
      if (rows > 0) (rows === perInsert ? full : statement(rows)).run(batch);
      batch = [];
      rows = 0;
    };
    for (let i = 0; i < n; i++) {
      const row = make(i);
      for (const c of columns) batch.push(row[c] ?? null);
      if (++rows === perInsert) flush();
    }
    flush();
  })();
}
