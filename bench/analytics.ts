// Issue 06 benchmark: GET /v1/analytics/bookings/categories over a 90-day window in a workspace holding
// 1,000,000 bookings, on SQLite, against the bare node:http reference measured in the same run.
// Target: p99 < 20 ms. Run: npx tsx bench/analytics.ts (BENCH_BOOKINGS, BENCH_SECONDS, BENCH_CONNECTIONS adjust it).
//
// Seeding: the bookings are written as real rows of the bookings table (two years of UTC days, eight product
// categories, one in ten cancelled) with large batched multi-row inserts in a few transactions; the daily rollup
// is then built from those rows with one GROUP BY, which is what the per-booking maintenance adds up to. The
// benchmark checks the rollup's 90-day answer against an aggregate over the bookings themselves before measuring.
import SQLite from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';
import { sqliteFileOf } from '../src/platform/db/index.js';
import { closePlatform } from '../src/platform/index.js';
import {
  measure,
  printTable,
  startReference,
  startServer,
  withRatios,
  writeResults,
  type Measure,
  openBenchDatabase,
} from './lib.js';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DAYS = 730;
const CATEGORIES = ['city-break', 'beach', 'mountain', 'cruise', 'safari', 'culture', 'wellness', 'adventure'];
const TARGET_P99_MS = 20;

/** A small deterministic generator, so every run seeds the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedBookings(file: string, workspaceId: string, startMs: number): void {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const random = rng(42);
  const products = CATEGORIES.flatMap((category, c) =>
    Array.from({ length: 5 }, (_, i) => ({ id: `prod_${uuidv7()}`, title: `${category} tour ${c}.${i}`, category })),
  );
  const departures = products.map((p) => ({ product: p, id: `dept_${uuidv7()}` }));
  const COLS = [
    'id',
    'workspace_id',
    'code',
    'status',
    'payment_status',
    'source',
    'product_id',
    'product_title',
    'product_type',
    'product_category',
    'departure_id',
    'departure_start_at',
    'departure_end_at',
    'pax_adults',
    'pax_children',
    'pax_infants',
    'seats',
    'seats_held',
    'rooms',
    'rate_plan_id',
    'billing_person_id',
    'organization_id',
    'language',
    'currency',
    'subtotal_minor',
    'tax_minor',
    'total_minor',
    'pricing',
    'billing',
    'passengers',
    'notes',
    'metadata',
    'attention_required',
    'attention_reason',
    'wizard_session_id',
    'payment_session_id',
    'invoice_id',
    'contract_number',
    'created_day',
    'created_at',
    'updated_at',
    'confirmed_at',
    'cancelled_at',
    'completed_at',
  ];
  const ROWS_PER_INSERT = Math.floor(32_000 / COLS.length); // SQLite's bound-parameter limit is 32,766
  const placeholders = `(${COLS.map(() => '?').join(',')})`;
  const insertMany = db.prepare(
    `insert into bookings (${COLS.join(',')}) values ${Array.from({ length: ROWS_PER_INSERT }, () => placeholders).join(',')}`,
  );
  const insertSome = (n: number) =>
    db.prepare(
      `insert into bookings (${COLS.join(',')}) values ${Array.from({ length: n }, () => placeholders).join(',')}`,
    );
  const perYear = new Map<number, number>();
  const spanMs = DAYS * 86_400_000;
  // Creation times in order (codes and ids increase with time, as in production).
  const times = Array.from({ length: BOOKINGS }, () => startMs + Math.floor(random() * spanMs)).sort((a, b) => a - b);
  let batch: unknown[] = [];
  let inBatch = 0;
  const flush = () => {
    if (inBatch === 0) return;
    (inBatch === ROWS_PER_INSERT ? insertMany : insertSome(inBatch)).run(batch);
    batch = [];
    inBatch = 0;
  };
  const tx = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const created = new Date(times[i]!);
      const iso = created.toISOString();
      const year = created.getUTCFullYear();
      const n = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, n);
      const d = departures[Math.floor(random() * departures.length)]!;
      const adults = 1 + Math.floor(random() * 3);
      const children = random() < 0.2 ? 1 : 0;
      const total = (adults + children) * (20_000 + Math.floor(random() * 180_000));
      const cancelled = random() < 0.1;
      const start = new Date(times[i]! + (10 + Math.floor(random() * 120)) * 86_400_000).toISOString();
      batch.push(
        `book_${uuidv7({ msecs: times[i]! })}`,
        workspaceId,
        `BKG-${year}-${String(n).padStart(6, '0')}`,
        cancelled ? 'cancelled' : 'confirmed',
        'paid',
        'api',
        d.product.id,
        d.product.title,
        'tour',
        d.product.category,
        d.id,
        start,
        start,
        adults,
        children,
        0,
        adults + children,
        cancelled ? 0 : 1,
        '[]',
        null,
        null,
        null,
        'en',
        'EUR',
        total,
        0,
        total,
        '{"breakdown":null}',
        null,
        '[]',
        null,
        '{}',
        0,
        null,
        null,
        null,
        null,
        null,
        iso.slice(0, 10),
        iso,
        iso,
        iso,
        cancelled ? iso : null,
        null,
      );
      if (++inBatch === ROWS_PER_INSERT) flush();
    }
    flush();
  });
  const CHUNK = 100_000;
  for (let from = 0; from < BOOKINGS; from += CHUNK) tx(from, Math.min(BOOKINGS, from + CHUNK));
  for (const [year, n] of perYear) {
    db.prepare('insert into booking_code_counters (workspace_id, year, last_value) values (?, ?, ?)').run(
      workspaceId,
      year,
      n,
    );
  }
  // What the per-booking maintenance keeps: non-cancelled bookings per UTC creation day and category.
  db.prepare(
    `insert into booking_category_days (workspace_id, day, product_category, amount_cents_sum, cnt)
    select workspace_id, created_day, product_category, sum(total_minor), count(*) from bookings
    where workspace_id = ? and status != 'cancelled' group by workspace_id, created_day, product_category`,
  ).run(workspaceId);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

function directAggregate(file: string, workspaceId: string, from: string, to: string) {
  const db = new SQLite(file, { readonly: true });
  const rows = db
    .prepare(
      `select created_day as day, product_category, sum(total_minor) as amount_cents_sum, count(*) as cnt from bookings
    where workspace_id = ? and status != 'cancelled' and created_day between ? and ? group by created_day, product_category
    order by created_day, product_category`,
    )
    .all(workspaceId, from, to);
  db.close();
  return rows;
}

export async function benchAnalytics() {
  const { databaseUrl, p, s } = await openBenchDatabase('analytics');
  const ws = await s.workspaces.createWorkspace({ name: 'analytics bench', perMinute: 100_000_000, burst: 10_000_000 });
  const { key } = await s.workspaces.createKey({ workspaceId: ws.id, scopes: ['analytics:read'] });
  await closePlatform(p);

  const file = sqliteFileOf(databaseUrl)!;
  const startMs = Date.UTC(2025, 0, 1);
  const seedStarted = Date.now();
  seedBookings(file, ws.id, startMs);
  console.log(`seeded ${BOOKINGS} bookings in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  // The 90 days ending at the last seeded day.
  const toMs = startMs + (DAYS - 1) * 86_400_000;
  const from = new Date(toMs - 89 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(toMs).toISOString().slice(0, 10);
  const path = `/v1/analytics/bookings/categories?from=${from}&to=${to}&workspaceId=${ws.id}`;

  const reference = await startReference();
  const server = await startServer({ DATABASE_URL: databaseUrl });
  const auth = { authorization: `Bearer ${key}` };
  try {
    const answer = (await (await fetch(`${server.url}${path}`, { headers: auth })).json()) as unknown[];
    const expected = directAggregate(file, ws.id, from, to);
    if (JSON.stringify(answer) !== JSON.stringify(expected))
      throw new Error('the rollup answer differs from an aggregate over the bookings');
    console.log(`90-day answer: ${answer.length} rows (${from} … ${to}), equal to the aggregate over the bookings`);

    const ref = await measure('node:http reference', { url: `${reference.url}/`, connections: CONNECTIONS });
    const rows: Measure[] = withRatios(ref, [
      await measure(
        `GET /v1/analytics/bookings/categories, 90 days (${BOOKINGS} bookings), ${CONNECTIONS} connections`,
        { url: `${server.url}${path}`, headers: auth, connections: CONNECTIONS },
      ),
      await measure(`same, 50 connections`, { url: `${server.url}${path}`, headers: auth, connections: 50 }),
    ]);
    const all = [{ ...ref, ratio: 1 }, ...rows];
    printTable(`Analytics (SQLite, ${BOOKINGS} bookings)`, all);
    const target = rows[0]!;
    const ok = target.p99Ms < TARGET_P99_MS && target.errors === 0 && target.non2xx === 0;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}: p99 ${target.p99Ms} ms at ${CONNECTIONS} connections (target < ${TARGET_P99_MS} ms)`,
    );
    return {
      rows: all,
      target: { p99Ms: target.p99Ms, limitMs: TARGET_P99_MS, connections: CONNECTIONS, ok },
      bookings: BOOKINGS,
      window: { from, to },
      answerRows: answer.length,
    };
  } finally {
    await server.stop();
    await reference.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchAnalytics();
  writeResults('analytics.json', { at: new Date().toISOString(), ...result });
  if (!result.target.ok) process.exitCode = 1;
}
