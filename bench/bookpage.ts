// Issue 29 benchmark: the booking page. Three kinds, each runnable alone (BENCH_BOOKPAGE_KINDS=first-load,calendar,
// booking; all by default), on SQLite, against the bare node:http reference measured in the same run:
// - `first-load`: what a guest's phone fetches to show the page (the HTML shell, its script and stylesheet, the
//   products JSON): bytes on the wire (brotli where the server sends it) and the time of the four requests in the
//   browser's order (shell, then script and stylesheet together, then the JSON), cold connections, median and p99;
//   plus the shell's and the products JSON's req/s;
// - `calendar`: `GET /book/<handle>/api/products/<slug>/calendar?month=…&units=adult:2,child:1`, req/s and p99;
// - `booking`: API CPU per booking (user + system time of the API process, from /proc) through the page (the hold,
//   its payment start, the test provider's Succeed) and through the API (POST /v1/bookings/wizard,
//   POST /v1/payments/start, the same Succeed); then one worker process runs the payment workflow of every paid
//   order (the same job whichever way the order came): its CPU per booking.
// The page's routes are public, limited per client address: guests come through a proxy (TRUST_PROXY) from many
// addresses (X-Forwarded-For), as they would from the internet.
import http from 'node:http';
import { closePlatform } from '../src/platform/index.js';
import { addDays } from '../src/platform/dates.js';
import {
  cpuSeconds,
  measure,
  printTable,
  startReference,
  startServer,
  startWorker,
  withRatios,
  writeResults,
  type Measure,
  openBenchDatabase,
} from './lib.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const KINDS = (process.env.BENCH_BOOKPAGE_KINDS ?? 'first-load,calendar,booking').split(',').map((k) => k.trim());
const BOOKINGS = Number(process.env.BENCH_BOOKPAGE_BOOKINGS ?? 200);
const GUESTS = 8; // bookings in flight at once
const DAY = addDays(new Date().toISOString().slice(0, 10), 20);
const MONTH = DAY.slice(0, 7);
const PARTY = [
  { unitKey: 'adult', quantity: 2 },
  { unitKey: 'child', quantity: 1 },
];
const GUEST = { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.com' };

/** A client address of its own per request (a proxy's X-Forwarded-For), cycling over 60,000. */
let nextAddress = 0;
const address = () => {
  const n = nextAddress++ % 60_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function prepare() {
  const { databaseUrl, p, s } = await openBenchDatabase('bookpage');
  const ws = await s.workspaces.createWorkspace({
    name: 'Page Bench Tours',
    type: 'sandbox',
    perMinute: 100_000_000,
    burst: 10_000_000,
  });
  const { key } = await s.workspaces.createKey({ workspaceId: ws.id });
  // A catalog like a small operator's: a dozen products on the page, the measured one with a day of departures.
  for (let i = 0; i < 11; i++)
    await s.catalog.products.create(ws.id, {
      title: `Other trip ${i + 1}`,
      summary: 'A few hours on the water with a local guide.',
      status: 'active',
      pricingModel: 'per_unit',
      currency: 'EUR',
    });
  const product = await s.catalog.products.create(ws.id, {
    title: 'Danube Delta Boat Trip',
    summary: 'Pelicans, reeds and a fish lunch on the water.',
    description: 'Four hours on the channels of the delta with a local guide.\n\nBring a hat and water.',
    status: 'active',
    pricingModel: 'per_unit',
    currency: 'EUR',
  });
  await s.catalog.pricing.put(ws.id, product.id, {
    unitTypes: [
      { key: 'adult', type: 'adult', label: 'Adult', minAge: 18 },
      { key: 'child', type: 'child', label: 'Child', minAge: 3, maxAge: 17 },
    ],
    ratePlans: [
      {
        name: 'Standard',
        unitPrices: [
          { unitKey: 'adult', amount: 49.5, currency: 'EUR' },
          { unitKey: 'child', amount: 25, currency: 'EUR' },
        ],
      },
    ],
  });
  const departures: string[] = [];
  // The month's calendar: three departures a day from DAY to the month's end (the page shows them all).
  for (let day = DAY; day.slice(0, 7) === MONTH; day = addDays(day, 1))
    for (const hour of ['07', '11', '15']) {
      const d = await s.catalog.departures.create(ws.id, {
        productId: product.id,
        startAt: `${day}T${hour}:00:00Z`,
        endAt: `${day}T${hour}:30:00Z`,
        capacity: 1_000_000,
      });
      departures.push(d.id);
    }
  await closePlatform(p);
  return { databaseUrl, key, handle: ws.bookingPageHandle, slug: product.slug, productId: product.id, departures };
}

/** One GET as a browser makes it (brotli or gzip accepted), on a fresh connection: bytes on the wire and ms. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<{ bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent: false, headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': address(), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, body });
        });
      },
    );
    req.on('error', reject);
  });
}

async function firstLoad(url: string, handle: string): Promise<{ rows: Measure[]; detail: Record<string, unknown> }> {
  const page = `${url}/book/${handle}`;
  // What the shell names (read once, uncompressed).
  const html = (await (await fetch(page)).text()).toString();
  const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  const style = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/.exec(
    html,
  );
  const stylesheet = style?.[1] ?? style?.[2];
  if (!script || !stylesheet) throw new Error(`the shell names no script or stylesheet: ${html.slice(0, 300)}`);
  const load = async () => {
    const t0 = performance.now();
    const shell = await fetchRaw(page);
    const [js, css] = await Promise.all([fetchRaw(`${url}${script}`), fetchRaw(`${url}${stylesheet}`)]);
    const products = await fetchRaw(`${url}/book/${handle}/api/products`);
    return {
      ms: performance.now() - t0,
      bytes: { shell: shell.bytes, script: js.bytes, stylesheet: css.bytes, products: products.bytes },
    };
  };
  for (let i = 0; i < 20; i++) await load(); // warm-up
  const runs = [];
  for (let i = 0; i < 200; i++) runs.push(await load());
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const bytes = runs[0]!.bytes;
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  const pick = (q: number) => Number(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(2));
  const detail = { bytes, totalBytes: total, medianMs: pick(0.5), p99Ms: pick(0.99), loads: runs.length };
  console.log('first load:', JSON.stringify(detail));
  const headers = { 'accept-encoding': 'br, gzip' };
  const rotate = (req: { headers?: Record<string, string> }) => ({
    ...req,
    headers: { ...req.headers, 'x-forwarded-for': address() },
  });
  const rows = [
    {
      name: `first load (shell + script + stylesheet + products JSON, ${total} bytes on the wire), sequential`,
      reqPerSec: NaN,
      p50Ms: pick(0.5),
      p99Ms: pick(0.99),
      errors: 0,
      non2xx: 0,
    },
    await measure(`GET /book/<handle> (the shell)`, {
      url: page,
      headers,
      connections: CONNECTIONS,
      setupRequest: rotate as never,
    }),
    await measure(`GET /book/<handle>/api/products (12 products)`, {
      url: `${url}/book/${handle}/api/products`,
      headers,
      connections: CONNECTIONS,
      setupRequest: rotate as never,
    }),
  ];
  return { rows, detail };
}

/** A POST of JSON (or a form) with a guest's address; its answer's JSON. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}, form = false) {
  const r = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      'x-forwarded-for': address(),
      ...headers,
    },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const text = await r.text();
  if (r.status >= 400) throw new Error(`POST ${url}: ${r.status} ${text}`);
  return text && r.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : {};
}

type Seeded = Awaited<ReturnType<typeof prepare>>;

/** One guest's booking through the page: the hold, its payment start, the test provider's Succeed. */
async function throughPage(url: string, s: Seeded, i: number) {
  const held = (await post(`${url}/book/${s.handle}/api/holds`, {
    productSlug: s.slug,
    departureId: s.departures[i % s.departures.length],
    units: PARTY,
    guest: GUEST,
    language: 'en',
  })) as { data: { code: string } };
  const code = held.data.code;
  const pay = (await post(`${url}/book/${s.handle}/api/holds/${code}/pay`, {
    productSlug: s.slug,
    language: 'en',
  })) as {
    data: { url: string };
  };
  const back = new URL(pay.data.url, url).searchParams.get('return')!;
  await post(`${url}/pay/test/${code}`, { outcome: 'succeed', return: back }, {}, true);
}

/** The same booking through the API with a key: the wizard, the payment's start, the same Succeed. */
async function throughApi(url: string, s: Seeded, i: number) {
  const auth = { authorization: `Bearer ${s.key}` };
  const submitted = (await post(
    `${url}/v1/bookings/wizard`,
    {
      productId: s.productId,
      departureId: s.departures[i % s.departures.length],
      units: PARTY,
      language: 'en',
      billing: GUEST,
    },
    auth,
  )) as { code: string };
  const back = `/book/${s.handle}/${s.slug}?lang=en`;
  const started = (await post(
    `${url}/v1/payments/start`,
    { orderId: submitted.code, returnUrl: back, cancelUrl: back },
    auth,
  )) as { url: string };
  if (!started.url.startsWith('/pay/test/')) throw new Error(`unexpected payment start ${started.url}`);
  await post(`${url}/pay/test/${submitted.code}`, { outcome: 'succeed', return: back }, {}, true);
}

async function bookingsCount(url: string, key: string): Promise<number> {
  const r = await fetch(`${url}/v1/bookings?limit=1`, { headers: { authorization: `Bearer ${key}` } });
  return ((await r.json()) as { pagination: { total: number } }).pagination.total;
}

/** `n` paid orders by GUESTS concurrent guests: the API process's CPU µs per order, and the wall time. */
async function bookMany(
  url: string,
  pid: number,
  s: Seeded,
  n: number,
  one: (url: string, s: Seeded, i: number) => Promise<void>,
) {
  const cpu0 = cpuSeconds([pid]);
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: GUESTS }, async () => {
      for (let i = next++; i < n; i = next++) await one(url, s, i);
    }),
  );
  const ms = performance.now() - t0;
  return { cpuUsPerBooking: Math.round(((cpuSeconds([pid]) - cpu0) * 1e6) / n), ms: Math.round(ms) };
}

/** One worker runs the payment workflow of every paid order: its CPU µs per booking made. */
async function workflow(url: string, s: Seeded, databaseUrl: string, orders: number) {
  const before = await bookingsCount(url, s.key);
  const worker = await startWorker({ DATABASE_URL: databaseUrl });
  const cpu0 = cpuSeconds([worker.pid]);
  try {
    const deadline = Date.now() + 300_000;
    while ((await bookingsCount(url, s.key)) < orders) {
      if (Date.now() > deadline) throw new Error('the payment workflow did not book every paid order in 5 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const booked = (await bookingsCount(url, s.key)) - before;
    return { booked, cpuUsPerBooking: Math.round(((cpuSeconds([worker.pid]) - cpu0) * 1e6) / booked) };
  } finally {
    await worker.stop();
  }
}

export async function benchBookpage() {
  const reference = await startReference();
  const rows: Measure[] = [];
  const detail: Record<string, unknown> = { kinds: KINDS };
  let ref: Measure | undefined;
  try {
    ref = await measure('node:http reference', { url: `${reference.url}/`, connections: CONNECTIONS });
    const seeded = await prepare();
    // The API alone: the payment workflow runs in a worker of its own, measured after (kind `booking`).
    const server = await startServer({ DATABASE_URL: seeded.databaseUrl, TRUST_PROXY: '127.0.0.1' });
    try {
      if (KINDS.includes('first-load')) {
        const fl = await firstLoad(server.url, seeded.handle);
        rows.push(...fl.rows);
        detail.firstLoad = fl.detail;
      }
      if (KINDS.includes('calendar')) {
        const path = `/book/${seeded.handle}/api/products/${seeded.slug}/calendar?month=${MONTH}&units=adult:2,child:1`;
        const answer = (await (await fetch(`${server.url}${path}`)).json()) as {
          data: { days: Array<{ departures: unknown[] }> };
        };
        const seen = answer.data.days.reduce((n, d) => n + d.departures.length, 0);
        if (seen !== seeded.departures.length)
          throw new Error(`the calendar answered ${seen} departures; expected ${seeded.departures.length}`);
        rows.push(
          await measure(`GET /book/<handle>/api/products/<slug>/calendar, a month (${seen} departures), a party`, {
            url: `${server.url}${path}`,
            headers: { 'accept-encoding': 'br, gzip' },
            connections: CONNECTIONS,
            setupRequest: ((req: { headers?: Record<string, string> }) => ({
              ...req,
              headers: { ...req.headers, 'x-forwarded-for': address() },
            })) as never,
          }),
        );
      }
      if (KINDS.includes('booking')) {
        // Warm both paths, then measure each four times in the order page, api, api, page, page, api, api, page: the
        // process keeps getting cheaper per order as it warms, so whichever always went second would look cheaper.
        const WARM = 40;
        await bookMany(server.url, server.pid, seeded, WARM, throughPage);
        await bookMany(server.url, server.pid, seeded, WARM, throughApi);
        const runs: Record<'page' | 'api', Array<{ cpuUsPerBooking: number; ms: number }>> = { page: [], api: [] };
        for (let round = 0; round < 4; round++) {
          const order = round % 2 === 0 ? (['page', 'api'] as const) : (['api', 'page'] as const);
          for (const path of order)
            runs[path].push(
              await bookMany(server.url, server.pid, seeded, BOOKINGS, path === 'page' ? throughPage : throughApi),
            );
        }
        const best = (xs: Array<{ cpuUsPerBooking: number }>) => Math.min(...xs.map((x) => x.cpuUsPerBooking));
        const flow = await workflow(server.url, seeded, seeded.databaseUrl, 2 * (WARM + 4 * BOOKINGS));
        detail.booking = { bookingsPerRun: BOOKINGS, guests: GUESTS, runs, workflow: flow };
        console.log('booking CPU:', JSON.stringify(detail.booking));
        const row = (name: string, r: Array<{ cpuUsPerBooking: number; ms: number }>) => ({
          name,
          reqPerSec: Math.round((BOOKINGS * 1000) / Math.min(...r.map((x) => x.ms))),
          p50Ms: NaN,
          p99Ms: NaN,
          errors: 0,
          non2xx: 0,
          apiCpuUs: best(r),
        });
        rows.push(
          row('a paid order through the page (hold, pay, test provider Succeed): orders/s, API CPU each', runs.page),
          row('the same through the API (wizard, payments/start, test provider Succeed)', runs.api),
          {
            name: `the payment workflow of each (one worker, ${flow.booked} bookings): worker CPU per booking`,
            reqPerSec: NaN,
            p50Ms: NaN,
            p99Ms: NaN,
            errors: 0,
            non2xx: 0,
            apiCpuUs: flow.cpuUsPerBooking,
          },
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await reference.stop();
  }
  const all = [{ ...ref!, ratio: 1 }, ...withRatios(ref!, rows)];
  printTable(`Booking page (SQLite, ${CONNECTIONS} connections)`, all);
  return { rows: all, ...detail };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeResults('bookpage.json', { at: new Date().toISOString(), ...(await benchBookpage()) });
}
