// `npm run bench:startup [-- <runs>]`: how long `npm start` takes from spawn to its first 200 on /healthz, and from
// a SIGTERM to npm until npm has exited, on a fresh SQLite database (migrations included) and on one already
// migrated. Each run checks that nothing of the process group outlives npm and that the port is free again.
// Plain JavaScript on purpose: it times the product, not a TypeScript loader of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.argv[2] ?? 5);

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Whether GET /healthz answers 200 on `port`; false when refused. */
function healthy(port) {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

/** Processes alive in process group `pgid` (Linux). */
function group(pgid) {
  return fs.readdirSync('/proc').filter((e) => {
    if (!/^\d+$/.test(e)) return false;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === pgid && state !== 'Z';
    } catch {
      return false;
    }
  });
}

async function once(databaseUrl) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  for (;;) {
    if (await healthy(port)) break;
    if (performance.now() - started > 60_000) throw new Error('not healthy within 60 s');
    await sleep(10);
  }
  const toHealthy = performance.now() - started;
  const termAt = performance.now();
  process.kill(child.pid, 'SIGTERM');
  const code = await exited;
  const stop = performance.now() - termAt;
  const left = group(child.pid);
  const listening = await healthy(port);
  for (const pid of left) process.kill(Number(pid), 'SIGKILL');
  return { healthy: toHealthy, stop, code, left: left.length, listening };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${Math.round(s[Math.floor(s.length / 2)])} ms (min ${Math.round(s[0])}, max ${Math.round(s.at(-1))})`;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-startup-'));
try {
  // A first start builds dist/ when a source changed: not measured.
  await once(`sqlite:${path.join(dir, 'warm.sqlite')}`);
  for (const [label, fresh] of [
    ['fresh database', true],
    ['migrated database', false],
  ]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await once(`sqlite:${path.join(dir, fresh ? `fresh-${i}.sqlite` : 'warm.sqlite')}`));
    const bad = runs.filter((r) => r.code !== 0 || r.left > 0 || r.listening);
    console.log(
      `${label}, ${RUNS} runs: to healthy ${stats(runs.map((r) => r.healthy))}; SIGTERM to exit ${stats(runs.map((r) => r.stop))}; ` +
        `${bad.length === 0 ? 'every run exited 0 with nothing left' : `${bad.length} run(s) left something: ${JSON.stringify(bad)}`}`,
    );
  }
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
