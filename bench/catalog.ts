// Issue 04 benchmark: GET /v1/products?limit=50 in a workspace of 10,000 and of 100,000 products (each database also
// holding 10 other workspaces of the same size), and GET /v1/products/:id/pricing/options, on SQLite, against the
// bare node:http reference measured in the same run. Targets: the list at >= 0.10 of the reference with p99 < 50 ms,
// and a list that costs the same at either size (the 100k/10k req/s ratio is reported).
// Run: npm run bench -- catalog (BENCH_PRODUCT_SIZES=10000,100000, BENCH_OTHER_WORKSPACES, BENCH_SECONDS,
// BENCH_CONNECTIONS adjust it).
//
// Seeding: a priced product with a departure goes through the services (the path the API takes); the bulk products
// are written as real rows with batched multi-row inserts, and their counter rows (what each insert maintains) with
// one GROUP BY. The answer's total is checked against the seeded count before measuring.
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

const SIZES = (process.env.BENCH_PRODUCT_SIZES ?? '10000,100000').split(',').map(Number);
const OTHER_WORKSPACES = Number(process.env.BENCH_OTHER_WORKSPACES ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.1;
const TARGET_P99_MS = 50;
const TYPES = ['tour', 'experience', 'hotel', 'package', 'transfer', 'car_rental', 'flight'];
const STATUSES = ['active', 'active', 'active', 'draft', 'archived'];

function seedProducts(file: string, workspaceIds: string[], perWorkspace: number): void {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const startMs = Date.UTC(2024, 0, 1);
  for (const [w, workspaceId] of workspaceIds.entries()) {
    bulkInsert(db, 'products', perWorkspace, (i) => {
      const ms = startMs + i * 60_000 + w;
      const iso = new Date(ms).toISOString();
      const title = `Seeded product ${w}.${i}`;
      return {
        id: `prod_${uuidv7({ msecs: ms })}`,
        workspace_id: workspaceId,
        source: 'owned',
        title,
        slug: `seeded-product-${w}-${i}`,
        description: 'A product seeded for the benchmark',
        status: STATUSES[i % STATUSES.length],
        type: TYPES[i % TYPES.length],
        category: `category-${i % 12}`,
        currency: 'EUR',
        duration_days: 1 + (i % 14),
        pricing_model: 'per_person',
        search_text: `${title.toLowerCase()} a product seeded for the benchmark`,
        created_at: iso,
        updated_at: iso,
      };
    });
  }
  // The counters each insert would have moved, for the seeded rows (the service-made product already counted itself).
  db.prepare(
    `insert into product_counts (workspace_id, source, status, type, n)
    select workspace_id, source, status, coalesce(type, ''), count(*) from products where slug like 'seeded-product-%' group by 1, 2, 3, 4
    on conflict (workspace_id, source, status, type) do update set n = product_counts.n + excluded.n`,
  ).run();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

async function prepare(perWorkspace: number) {
  const { databaseUrl, p, s } = await openBenchDatabase(`catalog-${perWorkspace}`);
  const workspaces = [];
  for (let i = 0; i <= OTHER_WORKSPACES; i++)
    workspaces.push(
      await s.workspaces.createWorkspace({ name: `catalog bench ${i}`, perMinute: 100_000_000, burst: 10_000_000 }),
    );
  const ws = workspaces[0]!;
  const { key } = await s.workspaces.createKey({ workspaceId: ws.id, scopes: ['products:read'] });
  const product = await s.catalog.products.create(ws.id, {
    title: 'Priced per room',
    status: 'active',
    pricingModel: 'per_room',
    currency: 'EUR',
    tags: ['bench'],
  });
  const departure = await s.catalog.departures.create(ws.id, {
    productId: product.id,
    startAt: '2030-01-01T08:00:00Z',
    endAt: '2030-01-05T08:00:00Z',
    capacity: 40,
  });
  const standard = {
    name: 'Standard',
    prices: [
      { categoryKey: 'single', amountPerPerson: 620, currency: 'EUR' },
      { categoryKey: 'double', amountPerPerson: 499.5, currency: 'EUR' },
      { categoryKey: 'triple', amountPerPerson: 430, currency: 'EUR' },
    ],
  };
  await s.catalog.pricing.put(ws.id, product.id, {
    roomCategories: [
      { key: 'single', label: 'Single', pax: 1 },
      { key: 'double', label: 'Double', pax: 2 },
      { key: 'triple', label: 'Triple', pax: 3 },
    ],
    ratePlans: [standard, { name: 'Flex', prices: [{ categoryKey: 'double', amountPerPerson: 540, currency: 'EUR' }] }],
    departureOverrides: [
      { departureId: departure.id, prices: [{ categoryKey: 'single', amountPerPerson: 650, currency: 'EUR' }] },
    ],
  });
  await closePlatform(p);
  const started = Date.now();
  seedProducts(
    sqliteFileOf(databaseUrl)!,
    workspaces.map((w) => w.id),
    perWorkspace,
  );
  console.log(
    `seeded ${perWorkspace} products in each of ${workspaces.length} workspaces in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { databaseUrl, key, productId: product.id, departureId: departure.id };
}

export async function benchCatalog() {
  const reference = await startReference();
  const measured: Array<{ size: number; list: Measure; options: Measure }> = [];
  let ref: Measure | undefined;
  try {
    ref = await measure('node:http reference', { url: `${reference.url}/`, connections: CONNECTIONS });
    for (const size of SIZES) {
      const seeded = await prepare(size);
      const server = await startServer({ DATABASE_URL: seeded.databaseUrl });
      const auth = { authorization: `Bearer ${seeded.key}` };
      try {
        const page = (await (await fetch(`${server.url}/v1/products?limit=50`, { headers: auth })).json()) as {
          data: unknown[];
          pagination: { total: number };
        };
        if (page.data.length !== 50 || page.pagination.total !== size + 1)
          throw new Error(
            `list answered ${page.data.length} rows, total ${page.pagination.total}; expected 50 of ${size + 1}`,
          );
        const optionsPath = `/v1/products/${seeded.productId}/pricing/options?departure=${seeded.departureId}`;
        const options = (await (await fetch(`${server.url}${optionsPath}`, { headers: auth })).json()) as {
          options: Array<{ key: string; amountPerPerson: number }>;
        };
        if (options.options.map((o) => `${o.key}:${o.amountPerPerson}`).join() !== 'single:650,double:499.5,triple:430')
          throw new Error(`unexpected options ${JSON.stringify(options)}`);
        measured.push({
          size,
          list: await measure(
            `GET /v1/products?limit=50 (${size} products, ${OTHER_WORKSPACES} other workspaces of that size)`,
            { url: `${server.url}/v1/products?limit=50`, headers: auth, connections: CONNECTIONS },
          ),
          options: await measure(`GET /v1/products/:id/pricing/options?departure= (${size} products)`, {
            url: `${server.url}${optionsPath}`,
            headers: auth,
            connections: CONNECTIONS,
          }),
        });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await reference.stop();
  }
  const rows = withRatios(
    ref!,
    measured.flatMap((m) => [m.list, m.options]),
  );
  const all = [{ ...ref!, ratio: 1 }, ...rows];
  printTable(`Catalog (SQLite, ${CONNECTIONS} connections)`, all);
  const smallest = measured[0]!;
  const largest = measured.at(-1)!;
  const growth = Number((largest.list.reqPerSec / smallest.list.reqPerSec).toFixed(3));
  const listRatio = largest.list.reqPerSec / ref!.reqPerSec;
  const ok =
    listRatio >= TARGET_RATIO &&
    largest.list.p99Ms < TARGET_P99_MS &&
    measured.every((m) => m.list.errors + m.list.non2xx + m.options.errors + m.options.non2xx === 0);
  console.log(
    `list at ${largest.size} products: ${listRatio.toFixed(3)} of the reference (target >= ${TARGET_RATIO}), p99 ${largest.list.p99Ms} ms (target < ${TARGET_P99_MS} ms); ` +
      `req/s at ${largest.size} / at ${smallest.size}: ${growth}`,
  );
  console.log(`${ok ? 'PASS' : 'FAIL'}`);
  return {
    rows: all,
    sizes: SIZES,
    otherWorkspaces: OTHER_WORKSPACES,
    listReqPerSecLargestOverSmallest: growth,
    target: { listRatio: Number(listRatio.toFixed(3)), p99Ms: largest.list.p99Ms, ok },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchCatalog();
  writeResults('catalog.json', { at: new Date().toISOString(), ...result });
  if (!result.target.ok) process.exitCode = 1;
}
