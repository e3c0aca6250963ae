// Issue 20 benchmark: list pages as a workspace grows. People and bookings at 10,000, 100,000 and 1,000,000 rows
// in one workspace (loaded in bulk with SQL, triggers on, so the counters and the search index are the ones the
// API keeps), on SQLite: the first page, a page in another order, a counted filter, a deep page by offset and the
// same depth by cursor, and a `q` search; each against the bare node:http reference measured in the same run, with
// p50/p99. A list is flat when its cost at the largest size stays within 1.5× of its cost at the smallest.
// First, issue 30's organizations `q`: a term a quarter of the rows contain (and one a single row contains) at
// 2,000 and 50,000 organizations; its cost may at most double.
// Run: npm run bench -- lists (BENCH_LIST_SIZES=10000,100000,1000000, BENCH_SEARCH_SIZES=2000,50000, either empty
// to skip its part, BENCH_SECONDS, BENCH_CONNECTIONS).
import SQLite from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';
import { sqliteFileOf } from '../src/platform/db/index.js';
import { closePlatform } from '../src/platform/index.js';
import {
  bulkInsert,
  measure,
  measureWithCpu,
  printTable,
  startReference,
  startServer,
  withRatios,
  writeResults,
  type Measure,
  openBenchDatabase,
} from './lib.js';

const SIZES = (process.env.BENCH_LIST_SIZES ?? '10000,100000,1000000').split(',').filter(Boolean).map(Number);
/** Organizations per workspace for the `q` search of a common term (issue 30: at most 2× from the first to the last). */
const SEARCH_SIZES = (process.env.BENCH_SEARCH_SIZES ?? '2000,50000').split(',').filter(Boolean).map(Number);
const SEARCH_GROWTH = 2;
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

/** A workspace of `size` organizations, a quarter of which contain "harbour" (loaded with SQL, triggers on). */
async function prepareOrganizations(size: number) {
  const { databaseUrl, p, s } = await openBenchDatabase(`search-${size}`);
  const ws = await s.workspaces.createWorkspace({ name: 'search bench', perMinute: 100_000_000, burst: 10_000_000 });
  const { key } = await s.workspaces.createKey({ workspaceId: ws.id, scopes: ['organizations:read'] });
  await closePlatform(p);
  const db = new SQLite(sqliteFileOf(databaseUrl)!);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  bulkInsert(db, 'organizations', size, (i) => {
    const iso = new Date(START_MS + i * 1000).toISOString();
    const [name, description] = [`Organization ${i}`, i % 4 === 0 ? 'Harbour cruises and tours' : 'City walks'];
    return {
      id: `org_${uuidv7({ msecs: START_MS + i * 1000 })}`,
      workspace_id: ws.id,
      name,
      description,
      metadata: '{}',
      search_text: `${name} ${description}`.toLowerCase(),
      created_at: iso,
      updated_at: iso,
    };
  });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { databaseUrl, key };
}

/** `GET /v1/organizations?q=` for a term a quarter of the rows contain, and for one a single row contains, per size. */
async function benchOrganizationSearch(): Promise<SizeResult[]> {
  const results: SizeResult[] = [];
  for (const size of SEARCH_SIZES) {
    const seeded = await prepareOrganizations(size);
    const server = await startServer({ DATABASE_URL: seeded.databaseUrl });
    const auth = { authorization: `Bearer ${seeded.key}` };
    try {
      const rare = `organization ${Math.floor(size / 2) + 1}`;
      for (const [q, total] of [
        ['harbour', size / 4],
        [rare, 1],
      ] as const) {
        const r = await fetch(`${server.url}/v1/organizations?q=${encodeURIComponent(q)}`, { headers: auth });
        const page = (await r.json()) as { data: unknown[]; pagination: { total: number } };
        if (page.pagination.total !== total || page.data.length !== Math.min(50, total))
          throw new Error(`q=${q} answered ${page.data.length} of ${page.pagination.total}; expected ${total}`);
      }
      const run = (name: string, q: string) =>
        measureWithCpu(`${name} (${size.toLocaleString('en')} organizations)`, server.pid, {
          url: `${server.url}/v1/organizations?q=${encodeURIComponent(q)}`,
          headers: auth,
          connections: CONNECTIONS,
        });
      results.push({
        size,
        rows: [
          await run('GET /v1/organizations?q= (a quarter match)', 'harbour'),
          await run('GET /v1/organizations?q= (one match)', rare),
        ],
      });
    } finally {
      await server.stop();
    }
  }
  return results;
}

/**
 * Each row's cost at the largest size over its cost at the smallest (1 = flat): by req/s, and by the API's CPU per
 * request where measured (the steadier figure on a shared machine).
 */
function growthOf(results: SizeResult[], bound: number) {
  const smallest = results[0]!;
  const largest = results.at(-1)!;
  const growth = smallest.rows.map((row, i) => {
    const large = largest.rows[i]!;
    const name = row.name.replace(/ \(.*\)$/, '');
    const factor = Number((row.reqPerSec / Math.max(1, large.reqPerSec)).toFixed(2));
    const cpuFactor = row.apiCpuUs && large.apiCpuUs ? Number((large.apiCpuUs / row.apiCpuUs).toFixed(2)) : undefined;
    return { name, factor, cpuFactor, flat: Math.min(factor, cpuFactor ?? factor) <= bound };
  });
  console.log(
    `\ncost at ${largest.size.toLocaleString('en')} rows over cost at ${smallest.size.toLocaleString('en')} (goal <= ${bound}):`,
  );
  for (const g of growth)
    console.log(
      `  ${g.flat ? 'flat' : 'GROWS'}  ${g.factor}× by req/s${g.cpuFactor ? `, ${g.cpuFactor}× by API CPU` : ''}  ${g.name}`,
    );
  return growth;
}

interface SizeResult {
  size: number;
  rows: Measure[];
}

export async function benchLists() {
  const reference = await startReference();
  const results: SizeResult[] = [];
  let ref: Measure | undefined;
  let searches: SizeResult[] = [];
  try {
    ref = await measure('node:http reference', { url: `${reference.url}/`, connections: CONNECTIONS });
    searches = SEARCH_SIZES.length > 0 ? await benchOrganizationSearch() : [];
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
      [...searches, ...results].flatMap((r) => r.rows),
    ),
  ];
  printTable(`Lists (SQLite, ${CONNECTIONS} connections)`, all);
  return {
    rows: all,
    sizes: SIZES,
    growth: results.length > 0 ? growthOf(results, FLAT) : [],
    searchSizes: SEARCH_SIZES,
    searchGrowth: searches.length > 0 ? growthOf(searches, SEARCH_GROWTH) : [],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeResults('lists.json', { at: new Date().toISOString(), ...(await benchLists()) });
}
