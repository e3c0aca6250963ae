// Real processes: a server receiving SIGTERM finishes the request in flight and exits 0; a job that was running in
// a worker killed with SIGKILL, and one enqueued but not yet due when it died, both run after a restart. `npm start`
// as a supervisor runs it: a SIGTERM to that process stops everything it started; a bad setting is one line.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { closePlatform, createPlatform, type Platform } from '../../src/platform/index.js';
import { JobQueue, type JobsTable } from '../../src/platform/jobs.js';
import { wireModules, type Services } from '../../src/modules/index.js';
import { databaseUrlOf, startScript, type ScriptProcess } from '../support/cli.js';
import { freshDatabase, onPostgres, withPgClient, type TestDatabase } from '../support/db.js';
import { freePort, processGroup, spawnNpm, startProcess, type ServerProcess } from '../support/process.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function until<T>(probe: () => Promise<T | undefined | false>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(25);
  }
}

describe('real processes', () => {
  let database: TestDatabase;
  let platform: Platform;
  let services: Services;
  const children: Array<ServerProcess | ScriptProcess> = [];

  beforeAll(async () => {
    database = await freshDatabase({ migrated: true });
    platform = createPlatform(
      { ...loadConfig({}), databaseUrl: database.url, logLevel: 'silent' },
      { log: pino({ level: 'silent' }), pgSchema: database.schema },
    );
    const wiring = wireModules(platform);
    await migrate(platform.db, wiring.migrations, database.schema ? { url: database.url } : undefined);
    services = wiring.services;
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map((c) => c.kill('SIGKILL')));
  });
  afterAll(async () => {
    await closePlatform(platform);
    await database.drop();
  });

  it('finishes the request in flight on SIGTERM, refuses new ones, then exits 0', async () => {
    const ws = await services.workspaces.createWorkspace({ name: 'shutdown', perMinute: 100_000, burst: 10_000 });
    const { key } = await services.workspaces.createKey({ workspaceId: ws.id });
    // Debug logs: the server's "incoming request" and "shutting down" lines tell the test where it is.
    const server = await startProcess('serve', { DATABASE_URL: databaseUrlOf(database), LOG_LEVEL: 'debug' });
    children.push(server);
    const port = Number(new URL(server.url).port);
    const logged = (msg: string, extra = '') =>
      server.output.some((l) => l.includes(`"msg":"${msg}"`) && l.includes(extra));

    // A keep-alive client (like a proxy's connection pool) that sends the headers and half the body, then waits:
    // its request is in flight.
    const agent = new http.Agent({ keepAlive: true });
    const body = JSON.stringify({ name: 'Created during shutdown' });
    const req = http.request({
      agent,
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/organizations',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    answered.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
    req.write(body.slice(0, 10));
    await until(
      async () => logged('incoming request', '"url":"/v1/organizations"'),
      15_000,
      'the server receiving the request',
    );

    server.child.kill('SIGTERM');
    await until(async () => logged('shutting down'), 15_000, 'the server starting its shutdown');
    // Closing: new connections are refused (or answered 503 while the listener closes).
    const late = await until(
      () =>
        fetch(`${server.url}/healthz`).then(
          (r) => (r.status === 503 ? 503 : undefined),
          () => 'refused' as const,
        ),
      10_000,
      'new connections refused',
    );
    expect(['refused', 503]).toContain(late);
    expect(server.child.exitCode).toBeNull();

    req.end(body.slice(10));
    const res = await within(answered, 10_000, 'the in-flight request');
    expect(res.status).toBe(201);
    const id = (JSON.parse(res.body) as { data: { id: string } }).data.id;
    // Promptly: the answered request's keep-alive connection must not hold the exit until the client drops it.
    expect(await within(server.exited, 5_000, 'exit after SIGTERM')).toBe(0);
    agent.destroy();
    expect(await services.organizations.get(ws.id, id)).toMatchObject({ name: 'Created during shutdown' });
  }, 60_000);

  // PostgreSQL, where start-up steps wait for the database without holding the event loop (SQLite's run
  // synchronously): the worker's start-up waits on the jobs table, locked here, when the SIGTERM arrives.
  it.skipIf(!onPostgres)(
    'exits 0 on a SIGTERM that arrives while the worker’s start-up waits on the database',
    async () => {
      await withPgClient(database.url, async (c) => {
        await c.query('begin');
        await c.query(`lock table ${database.schema}.jobs in access exclusive mode`);
        const server = await startProcess('serve', { DATABASE_URL: databaseUrlOf(database), LOG_LEVEL: 'info' });
        children.push(server);
        await sleep(300);
        expect(server.output.join('\n')).not.toContain('Worker started');
        server.child.kill('SIGTERM');
        await until(async () => server.output.some((l) => l.includes('"msg":"shutting down"')), 10_000, 'shutdown');
        await c.query('rollback');
        expect(await within(server.exited, 10_000, 'exit after SIGTERM'), server.output.join('\n')).toBe(0);
        // Start-up stopped at the signal: it neither failed nor went on to announce a worker that is stopping.
        expect(server.output.join('\n')).not.toMatch(/shutdown failed|"level":50|Error|Worker started/);
      });
    },
    60_000,
  );

  it('runs, after a restart, the job a SIGKILLed worker was running and the one still waiting', async () => {
    const markDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-jobs-'));
    try {
      const env = { DATABASE_URL: databaseUrlOf(database), MARK_DIR: markDir, LEASE_MS: '4000' };
      // Lines written so far (a reader can see the file between its creation and the first write: no empty line).
      const marks = (name: string) =>
        fs.existsSync(path.join(markDir, name))
          ? fs.readFileSync(path.join(markDir, name), 'utf8').split('\n').filter(Boolean)
          : [];
      const jobs = () =>
        platform.db.kysely
          .withTables<JobsTable>()
          .selectFrom('jobs')
          .selectAll()
          .where('kind', '=', 'test.mark')
          .execute();
      // The fixture worker's job kind (test/platform/fixtures/job-worker.ts), enqueued through a queue of that kind.
      const markJobs = new JobQueue<{ 'test.mark': { name: string; hang?: boolean } }>(platform.db, {
        log: platform.log,
      });

      // Enqueued while no worker runs; its first attempt will hang in the first worker.
      const hung = await platform.db.transaction((tx) =>
        markJobs.enqueue(tx, 'test.mark', { name: 'hung', hang: true }),
      );

      const first = await startScript('test/platform/fixtures/job-worker.ts', env, /^Worker started/);
      children.push(first);
      await until(async () => marks('hung').length > 0, 15_000, 'the first worker starting the job');
      expect(marks('hung')).toEqual([`${first.child.pid} 1 start`]);
      // Enqueued while the first worker lives, due a little after it is killed.
      const waiting = await platform.db.transaction((tx) =>
        markJobs.enqueue(tx, 'test.mark', { name: 'waiting' }, { runAt: new Date(Date.now() + 3_000) }),
      );
      await first.kill('SIGKILL');

      const left = await jobs();
      expect(left.find((j) => j.id === hung)).toMatchObject({ status: 'running', attempts: 1 });
      expect(left.find((j) => j.id === waiting)).toMatchObject({ status: 'queued', attempts: 0 });
      expect(marks('waiting')).toEqual([]);

      const second = await startScript('test/platform/fixtures/job-worker.ts', env, /^Worker started/);
      children.push(second);
      await until(
        async () => (await jobs()).length === 0 && marks('waiting').length === 2,
        20_000,
        'both jobs done after the restart',
      );
      expect(marks('hung')).toEqual([
        `${first.child.pid} 1 start`,
        `${second.child.pid} 2 start`,
        `${second.child.pid} 2 done`,
      ]);
      expect(marks('waiting')).toEqual([`${second.child.pid} 1 start`, `${second.child.pid} 1 done`]);
      expect(await within(second.kill('SIGTERM'), 10_000, 'worker exit')).toBe(0);
    } finally {
      fs.rmSync(markDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('stops everything `npm start` started, within seconds, when a supervisor sends SIGTERM to that process', async () => {
    const port = await freePort();
    const npm = spawnNpm(['start'], {
      DATABASE_URL: databaseUrlOf(database),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    const pgid = npm.child.pid!;
    try {
      const url = `http://127.0.0.1:${port}`;
      await until(
        () =>
          fetch(`${url}/healthz`).then(
            (r) => r.ok,
            () => false,
          ),
        60_000,
        `npm start answering /healthz\n${npm.output.join('\n')}`,
      );
      const started = processGroup(pgid);
      expect(started.length, 'npm and the server it started').toBeGreaterThanOrEqual(2);

      process.kill(pgid, 'SIGTERM'); // npm's own pid, as a supervisor that knows only it does
      expect(await within(npm.exited, 10_000, 'npm start exiting after SIGTERM')).toBe(0);
      // Nothing outlives it: no process of the group, none of those that were running, nobody on the port.
      expect(processGroup(pgid)).toEqual([]);
      for (const pid of started) expect(() => process.kill(pid, 0), `pid ${pid}`).toThrow(/ESRCH/);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      expect(npm.output.join('\n')).toContain('"msg":"shutting down"');
    } finally {
      for (const pid of processGroup(pgid)) process.kill(pid, 'SIGKILL');
    }
  }, 90_000);

  it('refuses a bad setting with one line naming the variable, no stack trace, and a non-zero exit', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-config-'));
    const notAFolder = path.join(dir, 'file');
    fs.writeFileSync(notAFolder, '');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "loud"$/],
      [{ PORT: '70000' }, /^PORT: must be an integer from 0 to 65535, got "70000"$/],
      [
        { DATABASE_URL: 'postgres://user:hunter2@127.0.0.1:1/x' },
        /^DATABASE_URL: cannot open PostgreSQL at 127\.0\.0\.1:1\/x \(ECONNREFUSED\b.*\); it takes sqlite:/,
      ],
      [
        { DATABASE_URL: `sqlite:${notAFolder}/x.sqlite` },
        /^DATABASE_URL: cannot open sqlite:.*\(E(NOTDIR|EXIST)\b.*\); it takes sqlite:/,
      ],
      [{ WORKER: 'sometimes' }, /^WORKER: must be true or false/],
      [{ PAYMENT_NOTIFY_VERIFIER: 'md5' }, /^PAYMENT_NOTIFY_VERIFIER: must be one of hmac, jwt, got "md5"$/],
      [
        { PAYMENT_NOTIFY_ALLOWED_IPS: '10.0.0.0/8,nope' },
        /^PAYMENT_NOTIFY_ALLOWED_IPS: must be a comma-separated list of IP addresses and CIDR ranges, got "nope"$/,
      ],
      [
        { PAYMENT_NOTIFY_VERIFIER: 'jwt', PAYMENT_NOTIFY_JWT_PUBLIC_KEY: 'not a key' },
        /^PAYMENT_NOTIFY_JWT_PUBLIC_KEY: must be a PEM public key/,
      ],
    ];
    const ports = await Promise.all(cases.map(() => freePort()));
    const runs = cases.map(([env], i) =>
      spawnNpm(['start'], {
        DATABASE_URL: `sqlite:${dir}/ok.sqlite`,
        PORT: String(ports[i]),
        LOG_LEVEL: 'info',
        ...env,
      }),
    );
    try {
      const results = await Promise.all(
        runs.map((run, i) => within(run.exited, 60_000, `npm start with ${JSON.stringify(cases[i]![0])}`)),
      );
      results.forEach((code, i) => {
        const [env, line] = cases[i]!;
        // npm's own banner ("> travel-commerce-api@… start", the command) aside, the process says one line.
        const own = runs[i]!.output.filter((l) => l.trim() !== '' && !l.startsWith('> '));
        expect(code, JSON.stringify(env)).toBe(1);
        expect(own, JSON.stringify(env)).toEqual([expect.stringMatching(line)]);
        expect(own[0]).not.toContain('hunter2');
      });
    } finally {
      for (const run of runs) for (const pid of processGroup(run.child.pid!)) process.kill(pid, 'SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
