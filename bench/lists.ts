// Issue 20 benchmark: list pages as a workspace grows. People and bookings at 10,000, 100,000 and 1,000,000 rows
// in one workspace (loaded in bulk with SQL, triggers on, so the counters and the search index are the ones the
// API keeps), on SQLite: the first page, a page in another order, a counted filter, a deep page by offset and the
// same depth by cursor, and a `q` search; each against the bare node:http reference measured in the same run, with
// p50/p99. A list is flat when its cost at the largest size stays within 1.5× of its cost at the smallest.
// Run: npm run bench -- lists (BENCH_LIST_SIZES=10000,100000,1000000, BENCH_SECONDS, BENCH_CONNECTIONS).
import SQLite from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';
import { sqliteFileOf } from '../src/platform/db/index.js';
import { closePlatform } from '../src/platform/index.js';
import {
  bulkInsert,
  measure,
  printTable,
  startReference,
  startServer,
  withRatios,
  writeResults,
  type Measure,
  openBenchDatabase,
} from './lib.js';

const SIZES = (process.env.BENCH_LIST_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FLAT = 1.5;
const STATUSES = ['confirmed', 'confirmed', 'pending', 'cancelled', 'completed'];
const START_MS = Date.UTC(2024, 0, 1);

async function prepare(size: number) {
  const { databaseUrl, p, s } = await openBenchDatabase(`lists-${size}`);
  const ws = await s.workspaces.createWorkspace({ name: 'lists bench', perMinute: 100_000_000, burst: 10_000_000 });
  const { key } = await s.workspaces.createKey({ workspaceId: ws.id, scopes: ['customers:read', 'bookings:read'] });
  const product = await s.catalog.products.create(ws.id, {
    title: 'Bench tour',
    status: 'active',
    pricingModel: 'per_person',
    currency: 'EUR',
  });
  const departure = await s.catalog.departures.create(ws.id, {
    productId: product.id,
    startAt: '2031-01-01T08:00:00Z',
    endAt: '2031-01-02T08:00:00Z',
    capacity: 10_000_000,
  });
  await closePlatform(p);

  const started = Date.now();
  const db = new SQLite(sqliteFileOf(databaseUrl)!);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  bulkInsert(db, 'people', size, (i) => {
    const iso = new Date(START_MS + i * 1000).toISOString();
    const [first, last, email] = [`First${i % 977}`, `Last${i}x`, `person${i}@example.com`];
    return {
      id: `ppl_${uuidv7({ msecs: START_MS + i * 1000 })}`,
      workspace_id: ws.id,
      first_name: first,
      last_name: last,
      emails: JSON.stringify([email]),
      phones: '[]',
      default_email: email,
      search_text: `${first} ${last} ${email}`.toLowerCase(),
      created_at: iso,
      updated_at: iso,
    };
  });
  bulkInsert(db, 'bookings', size, (i) => {
    const iso = new Date(START_MS + i * 1000).toISOString();
    const total = 10_000 + (i % 5000);
    return {
      id: `book_${uuidv7({ msecs: START_MS + i * 1000 })}`,
      workspace_id: ws.id,
      code: `BKG-B-${String(i).padStart(7, '0')}`,
      status: STATUSES[i % STATUSES.length],
      payment_status: 'unpaid',
      source: 'api',
      product_id: product.id,
      product_title: product.title,
      product_type: null,
      product_category: 'uncategorized',
      departure_id: departure.id,
      departure_start_at: departure.startAt,
      departure_end_at: departure.endAt,
      pax_adults: 1,
      pax_children: 0,
      pax_infants: 0,
      seats: 1,
      seats_held: 1,
      rooms: '[]',
      units: '[]',
      currency: 'EUR',
      subtotal_minor: total,
      tax_minor: 0,
      total_minor: total,
      pricing: '{"breakdown":null}',
      passengers: '[]',
      metadata: '{}',
      attention_required: 0,
      created_day: iso.slice(0, 10),
      created_at: iso,
      updated_at: iso,
    };
  });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log(`seeded ${size} people and ${size} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { databaseUrl, key };
}

interface SizeResult {
  size: number;
  rows: Measure[];
}

export async function benchLists() {
  const reference = await startReference();
  const results: SizeResult[] = [];
  let ref: Measure | undefined;
  try {
    ref = await measure('node:http reference', { url: `${reference.url}/`, connections: CONNECTIONS });
    for (const size of SIZES) {
      const seeded = await prepare(size);
      const server = await startServer({ DATABASE_URL: seeded.databaseUrl });
      const auth = { authorization: `Bearer ${seeded.key}` };
      const get = async (path: string) => {
        const r = await fetch(`${server.url}${path}`, { headers: auth });
        if (r.status !== 200) throw new Error(`${path}: ${r.status} ${await r.text()}`);
        return (await r.json()) as { data: unknown[]; pagination: { total: number; next_cursor: string | null } };
      };
      try {
        const deep = size - 100;
        const checks: Array<[string, number]> = [
          ['/v1/people?limit=50', size],
          ['/v1/bookings?limit=50', size],
          ['/v1/bookings?limit=50&status=confirmed', Math.ceil((size * 2) / 5)],
        ];
        for (const [path, total] of checks) {
          const page = await get(path);
          if (page.pagination.total !== total || page.data.length !== 50)
            throw new Error(
              `${path} answered ${page.data.length} rows of ${page.pagination.total}; expected 50 of ${total}`,
            );
        }
        const peopleCursor = (await get(`/v1/people?limit=50&offset=${deep - 50}`)).pagination.next_cursor!;
        const bookingsCursor = (await get(`/v1/bookings?limit=50&offset=${deep - 50}`)).pagination.next_cursor!;
        const term = `last${Math.floor(size / 2)}x`;
        if ((await get(`/v1/people?q=${term}`)).pagination.total !== 1)
          throw new Error(`q=${term} should find one person`);
        const run = (name: string, path: string) =>
          measure(`${name} (${size.toLocaleString('en')} rows)`, {
            url: `${server.url}${path}`,
            headers: auth,
            connections: CONNECTIONS,
          });
        // The deep offsets last: their slow answers would still be queued when the next run starts.
        const rows = [
          await run('GET /v1/people?limit=50', '/v1/people?limit=50'),
          await run('GET /v1/people?limit=50&sort=last_name', '/v1/people?limit=50&sort=last_name'),
          await run('GET /v1/people?limit=50&cursor= at size-100', `/v1/people?limit=50&cursor=${peopleCursor}`),
          await run('GET /v1/people?q= (one match)', `/v1/people?limit=50&q=${term}`),
          await run('GET /v1/bookings?limit=50', '/v1/bookings?limit=50'),
          await run('GET /v1/bookings?limit=50&status=confirmed', '/v1/bookings?limit=50&status=confirmed'),
          await run('GET /v1/bookings?limit=50&cursor= at size-100', `/v1/bookings?limit=50&cursor=${bookingsCursor}`),
          await run('GET /v1/people?limit=50&offset=size-100', `/v1/people?limit=50&offset=${deep}`),
          await run('GET /v1/bookings?limit=50&offset=size-100', `/v1/bookings?limit=50&offset=${deep}`),
        ];
        results.push({ size, rows });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await reference.stop();
  }
  const all = [
    { ...ref!, ratio: 1 },
    ...withRatios(
      ref!,
      results.flatMap((r) => r.rows),
    ),
  ];
  printTable(`Lists (SQLite, ${CONNECTIONS} connections)`, all);
  // Cost growth: each list's req/s at the smallest size over its req/s at the largest (1 = flat).
  const smallest = results[0]!;
  const largest = results.at(-1)!;
  const growth = smallest.rows.map((row, i) => {
    const name = row.name.replace(/ \(.*\)$/, '');
    const factor = Number((row.reqPerSec / Math.max(1, largest.rows[i]!.reqPerSec)).toFixed(2));
    return { name, factor, flat: factor <= FLAT };
  });
  console.log(
    `\ncost at ${largest.size.toLocaleString('en')} rows over cost at ${smallest.size.toLocaleString('en')} (flat <= ${FLAT}):`,
  );
  for (const g of growth) console.log(`  ${g.flat ? 'flat' : 'GROWS'}  ${g.factor}×  ${g.name}`);
  return { rows: all, sizes: SIZES, growth };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeResults('lists.json', { at: new Date().toISOString(), ...(await benchLists()) });
}
