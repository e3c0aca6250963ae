// Issue 19 benchmark: what resellers poll. GET /v1/products/:id/availability over 90 days of a product with 3
// departures a day (270 departures, some held), plain and for a party (`units=`), and OCTO's POST
// /octo/availability/calendar and POST /octo/availability for the same product and range, on SQLite, against the
// bare node:http reference measured in the same run: the /v1 rows against node:http answering the same bytes (the
// plain calendar's, about 150 kB), the OCTO rows against its small answer (issue 30's goals). Run: npm run bench --
// availability (BENCH_SECONDS, BENCH_CONNECTIONS adjust it).
//
// Seeding goes through the services (the paths the API takes): 270 departures are few.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closePlatform } from '../src/platform/index.js';
import { addDays } from '../src/platform/dates.js';
import {
  cpuSeconds,
  measure,
  printTable,
  startReference,
  startServer,
  withRatios,
  writeResults,
  type Measure,
  type RunOptions,
  openBenchDatabase,
} from './lib.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DAYS = 90;
const FROM = '2031-03-01';
const TO = addDays(FROM, DAYS - 1);

export async function prepare() {
  const { databaseUrl, p, s } = await openBenchDatabase('availability');
  const ws = await s.workspaces.createWorkspace({
    name: 'availability bench',
    perMinute: 100_000_000,
    burst: 10_000_000,
  });
  await s.workspaces.updateSettings(ws.id, { timezone: 'Europe/Bucharest' });
  const { key } = await s.workspaces.createKey({
    workspaceId: ws.id,
    scopes: ['products:read', 'inventory:read', 'octo:read'],
  });
  const product = await s.catalog.products.create(ws.id, {
    title: 'Old town walk',
    status: 'active',
    pricingModel: 'per_unit',
    currency: 'EUR',
  });
  const departures: string[] = [];
  for (let day = 0; day < DAYS; day++) {
    for (const hour of ['07', '11', '15']) {
      const date = addDays(FROM, day);
      const d = await s.catalog.departures.create(ws.id, {
        productId: product.id,
        startAt: `${date}T${hour}:00:00Z`,
        endAt: `${date}T${hour}:00:00Z`.replace(
          /T(\d\d)/,
          (_, h: string) => `T${String(Number(h) + 2).padStart(2, '0')}`,
        ),
        capacity: 20,
        salesCutoffMinutes: 60,
      });
      departures.push(d.id);
    }
  }
  const pricing = await s.catalog.pricing.put(ws.id, product.id, {
    unitTypes: [
      { key: 'adult', type: 'adult', label: 'Adult', minAge: 18 },
      { key: 'child', type: 'child', label: 'Child', maxAge: 17 },
      { key: 'infant', type: 'infant', label: 'Infant', maxAge: 2 },
    ],
    ratePlans: [
      {
        name: 'Standard',
        unitPrices: [
          { unitKey: 'adult', amount: 29, currency: 'EUR' },
          { unitKey: 'child', amount: 14.5, currency: 'EUR' },
          { unitKey: 'infant', amount: 0, currency: 'EUR' },
        ],
      },
    ],
    departureOverrides: departures
      .filter((_, i) => i % 7 === 0)
      .map((departureId) => ({ departureId, unitPrices: [{ unitKey: 'adult', amount: 34, currency: 'EUR' }] })),
  });
  // Some seats taken, some held: the calendar reads them as they are.
  for (const [i, departureId] of departures.entries()) {
    if (i % 3 !== 0) continue;
    await s.bookings.bookings.create(ws.id, {
      productId: product.id,
      departureId,
      units: [{ unitKey: 'adult', quantity: 2 + (i % 5) }],
      hold: i % 2 === 0,
    });
  }
  await closePlatform(p);
  return { databaseUrl, key, workspaceId: ws.id, productId: product.id, optionId: pricing.ratePlans[0]!.id };
}

/**
 * A measured run with the CPU the serving process (`pid`) spent per answered request: on a shared machine the
 * ratio moves with the load, the CPU a request costs much less. Warmed up first, so the sample covers the measured
 * run only.
 */
async function withCpu(pid: number, name: string, o: RunOptions): Promise<Measure> {
  await measure(name, { ...o, durationSec: 2, warmup: false });
  const cpu = cpuSeconds([pid]);
  const m = await measure(name, { ...o, warmup: false });
  if (m.non2xx > 0) {
    const r = await fetch(o.url, { method: o.method ?? 'GET', headers: o.headers, body: o.body });
    console.error(`${name}: ${m.non2xx} answers not 2xx; one now: ${r.status} ${(await r.text()).slice(0, 300)}`);
  }
  return { ...m, apiCpuUs: Math.round(((cpuSeconds([pid]) - cpu) * 1e6) / (m.total ?? 1)) };
}

export async function benchAvailability() {
  const reference = await startReference();
  const rows: Measure[] = [];
  const v1Rows: Measure[] = [];
  let ref: Measure | undefined;
  let same: Measure | undefined;
  try {
    ref = await withCpu(reference.pid, 'node:http reference', { url: `${reference.url}/`, connections: CONNECTIONS });
    const seeded = await prepare();
    const server = await startServer({ DATABASE_URL: seeded.databaseUrl });
    const auth = { authorization: `Bearer ${seeded.key}` };
    // The API process's CPU per answered request beside the ratio: on a shared machine the ratio moves with the load,
    // the CPU a request costs much less. Warmed up first, so the sample covers the measured run only.
    const app = (name: string, o: RunOptions) => withCpu(server.pid, name, o);
    try {
      const url = `${server.url}/v1/products/${seeded.productId}/availability?from=${FROM}&to=${TO}`;
      const bytes = await (await fetch(url, { headers: auth })).text();
      const answer = JSON.parse(bytes) as { data: { days: Array<{ departures: unknown[] }> } };
      const seen = answer.data.days.reduce((n, d) => n + d.departures.length, 0);
      if (answer.data.days.length !== DAYS || seen !== DAYS * 3)
        throw new Error(
          `calendar answered ${answer.data.days.length} days and ${seen} departures; expected ${DAYS} and ${DAYS * 3}`,
        );
      // The same bytes from bare node:http: what the /v1 rows are measured against.
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tca-availability-')), 'answer.json');
      fs.writeFileSync(file, bytes);
      const sameBytes = await startReference(file);
      try {
        same = await withCpu(sameBytes.pid, `node:http reference, the same ${Buffer.byteLength(bytes)} bytes`, {
          url: `${sameBytes.url}/`,
          connections: CONNECTIONS,
        });
      } finally {
        await sameBytes.stop();
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
      v1Rows.push(
        await app(`GET /v1/products/:id/availability, ${DAYS} days × 3 departures`, {
          url,
          headers: auth,
          connections: CONNECTIONS,
        }),
      );
      v1Rows.push(
        await app(`GET /v1/products/:id/availability, ${DAYS} days, units=adult:2,child:1`, {
          url: `${url}&units=adult:2,child:1`,
          headers: auth,
          connections: CONNECTIONS,
        }),
      );
      // OCTO: what resellers poll. The calendar answers one entry per day; the check answers every departure.
      const octo = { ...auth, 'content-type': 'application/json', 'octo-capabilities': 'octo/pricing' };
      const range = { productId: seeded.productId, optionId: seeded.optionId, localDateStart: FROM, localDateEnd: TO };
      const post = async (route: string, body: unknown) => {
        const r = await fetch(`${server.url}${route}`, { method: 'POST', headers: octo, body: JSON.stringify(body) });
        if (r.status !== 200) throw new Error(`${route}: ${r.status} ${await r.text()}`);
        return (await r.json()) as unknown[];
      };
      const calendar = await post('/octo/availability/calendar', range);
      const checked = await post('/octo/availability', range);
      if (calendar.length !== DAYS || checked.length !== DAYS * 3)
        throw new Error(
          `OCTO answered ${calendar.length} days and ${checked.length} availabilities; expected ${DAYS} and ${DAYS * 3}`,
        );
      const octoRun = (name: string, route: string, body: unknown) =>
        app(name, {
          url: `${server.url}${route}`,
          method: 'POST',
          headers: octo,
          body: JSON.stringify(body),
          connections: CONNECTIONS,
        });
      rows.push(
        await octoRun(
          `POST /octo/availability/calendar, ${DAYS} days (octo/pricing)`,
          '/octo/availability/calendar',
          range,
        ),
      );
      rows.push(await octoRun(`POST /octo/availability, ${DAYS} days × 3 (octo/pricing)`, '/octo/availability', range));
      rows.push(
        await octoRun('POST /octo/availability, one day', '/octo/availability', { ...range, localDateEnd: FROM }),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await reference.stop();
  }
  const v1 = [{ ...same!, ratio: 1 }, ...withRatios(same!, v1Rows)];
  const all = [{ ...ref!, ratio: 1 }, ...withRatios(ref!, rows)];
  printTable(`Availability /v1 against node:http answering the same bytes (SQLite, ${CONNECTIONS} connections)`, v1);
  printTable(`Availability OCTO against node:http's small answer (SQLite, ${CONNECTIONS} connections)`, all);
  // Both tables in the summary, each row's ratio to its own reference (the names tell which).
  return { rows: [...v1, ...all], days: DAYS, departuresPerDay: 3 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeResults('availability.json', { at: new Date().toISOString(), ...(await benchAvailability()) });
}
