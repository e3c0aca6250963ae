// Issue 02 benchmark: authenticated GET by id, a 50-row list over 10,000 organizations, and idempotent creates,
// each against the bare node:http reference measured in the same run.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/platform/db/migrate.js';
import { closePlatform, createPlatform } from '../src/platform/index.js';
import { wireModules } from '../src/modules/index.js';
import {
  measure,
  measureWithCpu,
  printTable,
  startFloor,
  startReference,
  startAsNpmStart,
  startServer,
  tempSqliteUrl,
  withRatios,
  writeResults,
} from './lib.js';
import { sqliteFileOf } from '../src/platform/db/index.js';

const ORGS = Number(process.env.BENCH_ORGS ?? 10_000);

export async function benchPlatform() {
  const databaseUrl = tempSqliteUrl('platform');
  const p = createPlatform({ ...loadConfig({}), databaseUrl }, { log: pino({ level: 'silent' }) });
  const wiring = wireModules(p);
  await migrate(p.db, wiring.migrations);
  const s = wiring.services;
  const ws = await s.workspaces.createWorkspace({ name: 'bench', perMinute: 100_000_000, burst: 10_000_000 });
  const { key } = await s.workspaces.createKey({ workspaceId: ws.id });
  let sampleId = '';
  for (let i = 0; i < ORGS; i++) {
    const org = await s.organizations.create(ws.id, {
      name: `Organization ${i}`,
      description: 'seeded for the benchmark',
    });
    if (i === ORGS / 2) sampleId = org.id;
  }
  await closePlatform(p);

  const reference = await startReference();
  const floor = await startFloor(sqliteFileOf(databaseUrl)!);
  const server = await startServer({ DATABASE_URL: databaseUrl });
  const auth = { authorization: `Bearer ${key}` };
  try {
    const ref = await measure('node:http reference', { url: `${reference.url}/` });
    const rows = withRatios(ref, [
      await measure('floor: bare Fastify + one prepared SQLite read by id', {
        url: `${floor.url}/organizations/${ws.id}/${sampleId}`,
      }),
      await measureWithCpu('GET /v1/organizations/:id', server.pid, {
        url: `${server.url}/v1/organizations/${sampleId}`,
        headers: auth,
      }),
      // The same read from the server as a user runs it: `npm start` (API and worker in one process, info logs).
      await (async () => {
        const serve = await startAsNpmStart({ DATABASE_URL: databaseUrl });
        try {
          return await measureWithCpu(
            'GET /v1/organizations/:id through `npm start` (serve: API + worker)',
            serve.pid,
            {
              url: `${serve.url}/v1/organizations/${sampleId}`,
              headers: auth,
            },
          );
        } finally {
          await serve.stop();
        }
      })(),
      await measure(`GET /v1/organizations?limit=50 (${ORGS} orgs)`, {
        url: `${server.url}/v1/organizations?limit=50`,
        headers: auth,
      }),
      await measure('POST /v1/organizations + Idempotency-Key', {
        url: `${server.url}/v1/organizations`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench Org', legalName: 'Bench SRL' }),
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
      }),
    ]);
    const all = [{ ...ref, ratio: 1 }, ...rows];
    printTable('Platform (SQLite, 50 connections)', all);
    return { rows: all, organizations: ORGS };
  } finally {
    await server.stop();
    await floor.stop();
    await reference.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeResults('platform.json', { at: new Date().toISOString(), ...(await benchPlatform()) });
}
