// Exact list totals without counting rows. A list's total (the spec's `pagination.total`) costs a count of every
// matching row, which grows with the workspace; instead the database keeps one number per workspace, list and
// bucket — the whole list (bucket ''), and each value of a column that lists commonly filter on by equality
// (`status=confirmed`) — in triggers of the listed table, so every write path (services, workers, migrations, bulk
// loads through SQL) moves them in its own transaction. Filters the buckets do not cover still count their rows.
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Executor, Tx } from './index.js';

export interface CountedList {
  /** The listed table (it has `workspace_id`). */
  table: string;
  /** The list's name in `list_counts` (its table's, unless one table serves several lists). */
  list: string;
  /**
   * Filters common enough to keep a count per value: a column (`status`), or columns filtered together (a
   * subscription's deliveries by status: `['subscription_id', 'status']`).
   */
  columns: ReadonlyArray<string | readonly string[]>;
  /** A column whose non-null value hides the row from the list (`deleted_at`). */
  hiddenWhenSet?: string;
}

/** The `list_counts` table (platform migration 0002). */
export async function createListCountsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_counts')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    // PostgreSQL writers spread over a few rows per bucket (by backend), so concurrent transactions of one workspace
    // do not queue on one counter row until they commit; a read sums them. SQLite has one writer: shard 0.
    .addColumn('shard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_counts_pk', ['workspace_id', 'list', 'bucket', 'shard'])
    .execute();
}

/** Counter rows per bucket on PostgreSQL. */
const PG_SHARDS = 8;

const group = (columns: string | readonly string[]): readonly string[] =>
  typeof columns === 'string' ? [columns] : columns;
const groupName = (columns: string | readonly string[]) => group(columns).join('_');

/** A bucket's SQL for a row variable: `col=value` (`col` for NULL) per column of the group, joined by `&`. */
const bucketSql = (row: string, columns: string | readonly string[]) =>
  group(columns)
    .map((c) => `coalesce('${c}=' || ${row}.${c}, '${c}')`)
    .join(` || '&' || `);

/** The bucket of filter values, as `bucketSql` writes it. */
function bucketOf(filters: Array<[string, string | number | boolean | null]>): string {
  return filters.map(([c, v]) => (v === null ? c : `${c}=${typeof v === 'boolean' ? Number(v) : v}`)).join('&');
}
const visibleSql = (spec: CountedList, row: string) =>
  spec.hiddenWhenSet ? `${row}.${spec.hiddenWhenSet} is null` : 'true';

/**
 * Creates the triggers that keep `spec`'s counts and fills them from the rows already there. Run it in the
 * migration that starts counting a list (again, with a new name, when its columns change).
 */
export async function countList(db: Kysely<unknown>, spec: CountedList): Promise<void> {
  const { table, list, columns } = spec;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const bump = (row: string, bucket: string, delta: number) =>
      `insert into list_counts (workspace_id, list, bucket, shard, n) values (${row}.workspace_id, '${list}', ${bucket}, 0, ${delta}) on conflict (workspace_id, list, bucket, shard) do update set n = list_counts.n + excluded.n;`;
    const all = (row: string, delta: number) =>
      [`''`, ...columns.map((c) => bucketSql(row, c))].map((b) => bump(row, b, delta)).join(' ');
    const triggers = [
      `create trigger ${list}_lc_insert after insert on ${table} when ${visibleSql(spec, 'new')} begin ${all('new', 1)} end`,
      `create trigger ${list}_lc_delete after delete on ${table} when ${visibleSql(spec, 'old')} begin ${all('old', -1)} end`,
      ...columns.map(
        (c) => `create trigger ${list}_lc_${groupName(c)} after update of ${group(c).join(', ')} on ${table}
        when (${group(c)
          .map((x) => `old.${x} is not new.${x}`)
          .join(' or ')}) and ${visibleSql(spec, 'old')} and ${visibleSql(spec, 'new')}
        begin ${bump('old', bucketSql('old', c), -1)} ${bump('new', bucketSql('new', c), 1)} end`,
      ),
    ];
    if (spec.hiddenWhenSet) {
      const h = spec.hiddenWhenSet;
      triggers.push(
        `create trigger ${list}_lc_hide after update of ${h} on ${table} when old.${h} is null and new.${h} is not null begin ${all('old', -1)} end`,
        `create trigger ${list}_lc_show after update of ${h} on ${table} when old.${h} is not null and new.${h} is null begin ${all('new', 1)} end`,
      );
    }
    for (const trigger of triggers) await sql.raw(trigger).execute(db);
  } else {
    const array = (row: string) => `array[${[`''::text`, ...columns.map((c) => bucketSql(row, c))].join(', ')}]`;
    const upsert = (delta: number) =>
      `insert into list_counts (workspace_id, list, bucket, shard, n) values (ws, '${list}', b, pg_backend_pid() % ${PG_SHARDS}, ${delta}) on conflict (workspace_id, list, bucket, shard) do update set n = list_counts.n + excluded.n;`;
    await sql
      .raw(
        `create function ${list}_list_count() returns trigger language plpgsql as $$
      declare ob text[] := '{}'; nb text[] := '{}'; b text; ws text;
      begin
        if tg_op <> 'INSERT' and ${visibleSql(spec, 'old')} then ob := ${array('old')}; end if;
        if tg_op <> 'DELETE' and ${visibleSql(spec, 'new')} then nb := ${array('new')}; end if;
        if tg_op = 'DELETE' then ws := old.workspace_id; else ws := new.workspace_id; end if;
        foreach b in array ob loop if not (b = any(nb)) then ${upsert(-1)} end if; end loop;
        foreach b in array nb loop if not (b = any(ob)) then ${upsert(1)} end if; end loop;
        return null;
      end $$`,
      )
      .execute(db);
    const watched = [...new Set([...columns.flatMap(group), ...(spec.hiddenWhenSet ? [spec.hiddenWhenSet] : [])])].join(
      ', ',
    );
    await sql
      .raw(
        `create trigger ${list}_list_count after insert or delete or update of ${watched} on ${table} for each row execute function ${list}_list_count()`,
      )
      .execute(db);
  }
  // The rows already there, counted once.
  const selects = [
    `select workspace_id, '${list}', '', 0, count(*) from ${table} where ${visibleSql(spec, table)} group by workspace_id`,
    ...columns.map(
      (c) =>
        `select workspace_id, '${list}', ${bucketSql(table, c)}, 0, count(*) from ${table} where ${visibleSql(spec, table)} group by workspace_id, ${group(c).join(', ')}`,
    ),
  ];
  await sql.raw(`delete from list_counts where list = '${list}'`).execute(db);
  await sql
    .raw(`insert into list_counts (workspace_id, list, bucket, shard, n) ${selects.join(' union all ')}`)
    .execute(db);
}

/** Drops what `countList` created (a migration that recounts a list under a new spec drops the old one first). */
export async function uncountList(db: Kysely<unknown>, spec: CountedList): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const names = ['insert', 'delete', ...spec.columns.map(groupName), ...(spec.hiddenWhenSet ? ['hide', 'show'] : [])];
    for (const name of names) await sql.raw(`drop trigger if exists ${spec.list}_lc_${name}`).execute(db);
  } else {
    await sql.raw(`drop trigger if exists ${spec.list}_list_count on ${spec.table}`).execute(db);
    await sql.raw(`drop function if exists ${spec.list}_list_count()`).execute(db);
  }
  await sql.raw(`delete from list_counts where list = '${spec.list}'`).execute(db);
}

/** A bucket of a counted list whose kept count is not the number of its rows. */
export interface ListCountDifference {
  bucket: string;
  /** The rows. */
  expected: number;
  /** The kept count (its shards summed). */
  found: number;
}

/** The count of every bucket of `spec` in one workspace, from its rows: `select bucket, n`. */
function rowCountsSql(spec: CountedList, workspaceId: string) {
  const t = sql.table(spec.table);
  const where = sql`${t}.workspace_id = ${workspaceId} and ${sql.raw(visibleSql(spec, spec.table))}`;
  return sql.join(
    [
      sql`select '' as bucket, count(*) as n from ${t} where ${where}`,
      ...spec.columns.map(
        (c) =>
          sql`select ${sql.raw(bucketSql(spec.table, c))} as bucket, count(*) as n from ${t} where ${where} group by ${sql.join(group(c).map((x) => sql.ref(`${spec.table}.${x}`)))}`,
      ),
    ],
    sql` union all `,
  );
}

/**
 * The buckets of `spec` whose kept count in `workspaceId` differs from its rows (the integrity check): one
 * statement, so it compares the rows and the counts as one snapshot.
 */
export async function listCountDifferences(
  db: Executor,
  spec: CountedList,
  workspaceId: string,
): Promise<ListCountDifference[]> {
  const { rows } = await sql<{ bucket: string; expected: number | string; found: number | string }>`
    with expected as (${rowCountsSql(spec, workspaceId)}),
    kept as (select bucket, sum(n) as n from list_counts where workspace_id = ${workspaceId} and list = ${spec.list}
      group by bucket)
    select e.bucket, e.n as expected, coalesce(k.n, 0) as found from expected e left join kept k on k.bucket = e.bucket
      where coalesce(k.n, 0) <> e.n
    union all
    select k.bucket, 0 as expected, k.n as found from kept k
      where k.n <> 0 and not exists (select 1 from expected e where e.bucket = k.bucket)
    order by 1`.execute(db);
  return rows.map((r) => ({ bucket: r.bucket, expected: Number(r.expected), found: Number(r.found) }));
}

/**
 * Recounts `spec`'s buckets of `workspaceId` from its rows, in `tx`, when they differ; answers the differences it
 * fixed. On PostgreSQL the listed table is locked against writes first (until `tx` ends), so no transaction moves
 * a count between the recount and its commit; SQLite's write transactions are serialised whole.
 */
export async function recountList(tx: Tx, spec: CountedList, workspaceId: string): Promise<ListCountDifference[]> {
  if (!(tx.getExecutor().adapter instanceof SqliteAdapter))
    await sql`lock table ${sql.table(spec.table)} in share mode`.execute(tx);
  const differences = await listCountDifferences(tx, spec, workspaceId);
  if (differences.length === 0) return [];
  await sql`delete from list_counts where workspace_id = ${workspaceId} and list = ${spec.list}`.execute(tx);
  await sql`insert into list_counts (workspace_id, list, bucket, shard, n)
    select ${workspaceId}, ${spec.list}, bucket, 0, n from (${rowCountsSql(spec, workspaceId)}) counted`.execute(tx);
  return differences;
}

/**
 * The total of a list whose filters the counts cover — none, or exactly the columns of one counted group, by
 * equality — else undefined (the caller counts the matching rows). `filters`: each filter by its column, undefined
 * when not applied; a filter the counts cannot express (a range, a search) must be passed too, so it is seen.
 */
export function countedTotal(
  db: Executor,
  workspaceId: string,
  spec: CountedList,
  filters: Record<string, string | number | boolean | null | undefined>,
): (() => Promise<number>) | undefined {
  const active = Object.entries(filters).filter(
    (e): e is [string, string | number | boolean | null] => e[1] !== undefined,
  );
  let bucket = '';
  if (active.length > 0) {
    const columns = spec.columns
      .map(group)
      .find((g) => g.length === active.length && g.every((c) => active.some(([k]) => k === c)));
    if (!columns) return undefined;
    bucket = bucketOf(columns.map((c) => active.find(([k]) => k === c)!));
  }
  return async () => {
    const row = await db
      .withTables<{ list_counts: { workspace_id: string; list: string; bucket: string; n: number } }>()
      .selectFrom('list_counts')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('list', '=', spec.list)
      .where('bucket', '=', bucket)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
}
