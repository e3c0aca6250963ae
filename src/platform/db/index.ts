// The database handle: Kysely over better-sqlite3 (embedded default) or pg (production), chosen by DATABASE_URL.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type DialectAdapter,
  type Driver,
  type KyselyPlugin,
  type QueryResult,
  type RawBuilder,
  type RootOperationNode,
  type Transaction,
} from 'kysely';
import {
  BACKSTOP_CHECKPOINT_PAGES,
  DEFAULT_CHECKPOINT_PAGES,
  startCheckpointer,
  type Checkpointer,
} from './sqlite-checkpointer.js';
import {
  changesInThisProcess,
  GroupCommitSqliteDriver,
  type GroupLimits,
  type SqliteStatements,
} from './sqlite-group-commit.js';
import { ReadAnchor } from './sqlite-read-anchor.js';
import { andThen, type MaybePromise } from '../maybe-promise.js';

export type Dialect = 'sqlite' | 'postgres';

/**
 * A query executor with no tables declared. Each store declares its own tables and narrows with
 * `executor.withTables<MyTables>()`, so no single file has to know every table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type Executor = Kysely<{}>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type Tx = Transaction<{}>;

export interface Database {
  readonly dialect: Dialect;
  /** PostgreSQL: the schema this handle works in (from the options or the URL's search_path; else `public`). */
  readonly pgSchema?: string;
  readonly kysely: Executor;
  /**
   * SQLite only: a number that changes whenever another connection (another process) commits a write. Lets a
   * process keep a cache that stays exact across processes for the price of one pragma read.
   */
  readonly externalChangeStamp?: () => number;
  /**
   * SQLite only: a text that changes whenever what any read answers may have changed: another connection's commit
   * (data_version) or a write, a transaction's end or a rollback on this process's connections. A value read outside
   * any transaction stays true while the stamp read before it is unchanged (kept-reads.ts).
   */
  readonly readStamp?: () => string;
  /**
   * SQLite only: the external change stamp as read in the running code (undefined when this run has not read it),
   * as a function that makes it the stamp again later, for code whose every input arrived before it was read
   * (http/change-stamp.ts: a request whose body came with its headers).
   */
  readonly heldChangeStamp?: () => (() => void) | undefined;
  /** SQLite only: physical commits so far, and the transactions and autocommit writes they carried (group commit). */
  readonly commitStats?: () => { commits: number; members: number };
  /**
   * Runs `fn` in one transaction; listeners registered with onCommit run after it commits. Inside a unit of work
   * (below) it runs in a savepoint of the unit's transaction instead, and commits with the unit.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  onCommit(listener: () => void): void;
  /**
   * Serialises, until `tx` ends, the transactions that lock the same `key` in the same `space` (a number each caller
   * owns): a transaction-scoped advisory lock on PostgreSQL; nothing on SQLite, whose write transactions are
   * serialised whole. For what has no row to lock with `.forUpdate()`.
   */
  lockKey(tx: Executor, space: number, key: string): Promise<void>;
  /**
   * A query answering one row `{ body }`: the JSON array text of the rows `rows` selects (they have `columns`), as
   * objects with those keys, sorted by `orderBy`; `[]` when there are none. Lets an endpoint send rows as the
   * database encoded them instead of decoding and re-encoding each.
   */
  jsonArrayText(
    rows: RawBuilder<unknown>,
    columns: readonly string[],
    orderBy: readonly string[],
  ): RawBuilder<{ body: string }>;
  /**
   * Inserts one row of plain values (strings, numbers, null) through `executor` (this database, or a transaction or
   * unit of work of it), its SQL compiled once per table and set of columns: Kysely builds and compiles every query
   * anew, a few µs each, and the hot writes (events, idempotency keys, bookings) insert whole rows.
   */
  insertRow(executor: Executor, table: string, row: Record<string, unknown>): Promise<void>;
  /**
   * Runs the query `build` makes, bound to `parameters` (in the order the builder adds its values), through
   * `executor`; the query is built and compiled only the first time `shape` (a name unique to the call site) is
   * seen on this database. For the fixed-shape statements of hot paths whose stores take an executor per call.
   */
  runCompiled<R>(
    executor: Executor,
    shape: string,
    build: (executor: Executor) => { compile(): CompiledQuery<R> },
    parameters: readonly unknown[],
  ): MaybePromise<QueryResult<R>>;
  /**
   * A unit of work: while `unit.run(fn)` runs, every `transaction()` and every use of `kysely` in fn's async context
   * joins one transaction, opened by the first of them, which commits only with `unit.commit()`. The idempotency
   * layer uses it so a request's writes and its stored answer commit together.
   */
  unitOfWork(): UnitOfWork;
  close(): Promise<void>;
}

export interface UnitOfWork {
  /** Runs `fn` with the database handle's transactions and reads joined into this unit. */
  run<T>(fn: () => T): T;
  /**
   * Runs `last` in the unit's transaction (opening it if nothing wrote yet), then commits; resolves once the commit
   * is durable. If `last` or the commit fails, everything the unit wrote is rolled back and the error rethrown.
   */
  commit(last?: (tx: Tx) => Promise<void>): Promise<void>;
  /** Rolls back whatever the unit wrote (nothing to do if nothing did). */
  rollback(): Promise<void>;
}

/** Which unit of work the running code belongs to, and whether it already runs inside one of its savepoints. */
interface UnitScope {
  unit: Unit;
  inSavepoint: boolean;
}

const unitScopes = new AsyncLocalStorage<UnitScope>();

/** Thrown inside the unit's held transaction callback to make Kysely roll it back. */
const ROLL_BACK = Symbol('roll back the unit of work');

type UnitEnd = { commit: true; last?: (tx: Tx) => Promise<void> } | { commit: false };

/**
 * A transaction held open across a request: Kysely's callback transaction whose callback waits for the unit's end.
 * (Kysely's ControlledTransaction is not used because its commit resolves before the connection is released, and
 * SQLite's group commit makes a transaction durable only as its connection is released.)
 */
class Unit implements UnitOfWork {
  private tx: Tx | null = null;
  private opened: Promise<Tx> | null = null;
  private held: Promise<void> | null = null;
  private end!: (how: UnitEnd) => void;
  /** Top-level transactions of the unit run one after another (each but the one that opens it in a savepoint). */
  private queue: Promise<unknown> = Promise.resolve();
  private savepoints = 0;
  ended = false;

  constructor(
    private readonly base: Executor,
    private readonly afterCommit: () => void,
  ) {}

  run<T>(fn: () => T): T {
    return unitScopes.run({ unit: this, inSavepoint: false }, fn);
  }

  /** The unit's transaction once a write opened it; reads before that see committed data like any other. */
  get executor(): Executor | null {
    return this.ended ? null : this.tx;
  }

  private open(): Promise<Tx> {
    this.opened ??= new Promise<Tx>((resolveTx, rejectTx) => {
      const ending = new Promise<UnitEnd>((resolve) => (this.end = resolve));
      this.held = this.base.transaction().execute(async (tx) => {
        this.tx = tx;
        resolveTx(tx);
        const how = await ending;
        if (!how.commit) throw ROLL_BACK;
        if (how.last) await how.last(tx);
      });
      this.held.catch(rejectTx); // BEGIN failed: the first transaction() sees it
    });
    return this.opened;
  }

  /** Rolls the database transaction back and forgets it: the unit is as if nothing had opened it. */
  private async discard(): Promise<void> {
    if (!this.opened) return;
    this.end({ commit: false });
    await this.held!.catch((err: unknown) => {
      if (err !== ROLL_BACK) throw err;
    });
    this.opened = this.held = this.tx = null;
  }

  transaction<T>(fn: (tx: Tx) => Promise<T>, inSavepoint: boolean): Promise<T> {
    if (this.ended) return Promise.reject(new Error('the unit of work has ended'));
    const inUnit = async () => {
      // The transaction that opens the unit needs no savepoint: undoing it is rolling the unit's back (nothing
      // else is in it yet). Most requests make one transaction, and skip two statements this way.
      if (!inSavepoint && !this.opened) {
        const tx = await this.open();
        try {
          return await unitScopes.run({ unit: this, inSavepoint: true }, () => fn(tx));
        } catch (err) {
          await this.discard();
          throw err;
        }
      }
      const tx = await this.open();
      const n = ++this.savepoints;
      await tx.executeQuery(CompiledQuery.raw(`savepoint unit_${n}`));
      try {
        const result = await unitScopes.run({ unit: this, inSavepoint: true }, () => fn(tx));
        await tx.executeQuery(CompiledQuery.raw(`release savepoint unit_${n}`));
        return result;
      } catch (err) {
        await tx.executeQuery(CompiledQuery.raw(`rollback to savepoint unit_${n}`));
        await tx.executeQuery(CompiledQuery.raw(`release savepoint unit_${n}`));
        throw err;
      }
    };
    // A transaction started from inside another of this unit's transactions nests; otherwise it waits its turn.
    if (inSavepoint) return inUnit();
    const result = this.queue.then(inUnit, inUnit);
    this.queue = result.catch(() => undefined);
    return result;
  }

  async commit(last?: (tx: Tx) => Promise<void>): Promise<void> {
    await this.queue;
    if (!last && !this.opened) {
      this.ended = true;
      return;
    }
    const opening = this.open();
    await opening;
    this.ended = true;
    this.end({ commit: true, last });
    await this.held;
    this.afterCommit();
  }

  async rollback(): Promise<void> {
    await this.queue;
    this.ended = true;
    await this.discard();
  }
}

export interface OpenOptions {
  /** PostgreSQL only: the schema to use (tests give each run its own). */
  schema?: string;
  poolSize?: number;
  /** SQLite only: bounds of a commit group (tests narrow them). */
  groupLimits?: GroupLimits;
  /** SQLite file only: WAL checkpoints on a thread of their own (sqlite-checkpointer.ts), for long-running processes. */
  backgroundCheckpoints?: boolean;
}

/**
 * Kysely runs SQLite migrations outside a transaction and takes no lock ("one connection"), so two processes
 * starting on one file both see the migrations pending and the second fails creating a table that now exists.
 * Holding the write lock for the whole run makes the second wait, then find nothing left to do.
 */
class LockingSqliteAdapter extends SqliteAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`begin immediate`.execute(db);
  }
  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    try {
      await sql`commit`.execute(db);
    } catch {
      await sql`rollback`.execute(db).catch(() => undefined);
    }
  }
}

/**
 * Row locks are how PostgreSQL serialises concurrent writers of a row (`SELECT … FOR UPDATE`); SQLite has no such
 * clause and needs none, since its write transactions are serialised whole (BEGIN IMMEDIATE). Stores write
 * `.forUpdate()` once for both databases, and on SQLite this plugin drops it from the statement.
 */
const ROW_LOCKS = new Set(['ForUpdate', 'ForShare', 'ForKeyShare', 'ForNoKeyUpdate', 'NoWait', 'SkipLocked']);
const withoutRowLocks: KyselyPlugin = {
  transformQuery({ node }): RootOperationNode {
    if (!SelectQueryNode.is(node) || !node.endModifiers?.some((m) => m.modifier && ROW_LOCKS.has(m.modifier)))
      return node;
    return { ...node, endModifiers: node.endModifiers.filter((m) => !m.modifier || !ROW_LOCKS.has(m.modifier)) };
  },
  transformResult: async ({ result }) => result,
};

/**
 * SQLite handles whose compiled reads may skip Kysely's connection handshake (GroupCommitSqliteDriver.readNow):
 * some ten promises a query (about 3 µs of a GET by id's 38 µs of API CPU). Only the handle itself is here,
 * never a transaction: a unit of work's reads go through its own connection.
 */
const directReads = new WeakMap<Executor, GroupCommitSqliteDriver>();

/** SQLite with group commit (sqlite-group-commit.ts); write transactions take the write lock at BEGIN IMMEDIATE, so two processes never deadlock upgrading a read lock. */
class GroupCommitSqliteDialect extends SqliteDialect {
  readonly driver: GroupCommitSqliteDriver;
  constructor(statements: SqliteStatements, limits?: GroupLimits) {
    super({ database: statements.connection });
    this.driver = new GroupCommitSqliteDriver(statements, limits);
  }
  override createDriver(): Driver {
    return this.driver;
  }
  override createAdapter(): DialectAdapter {
    return new LockingSqliteAdapter();
  }
}

/**
 * What each SQL text maps to (a prepared statement, a statement name), made once per text. The app's SQL is a
 * bounded set of shapes (values are parameters); the bound only guards against a runaway number of them.
 */
function bySqlText<T>(make: (sqlText: string) => T): (sqlText: string) => T {
  const made = new Map<string, T>();
  return (sqlText) => {
    let value = made.get(sqlText);
    if (value === undefined) {
      if (made.size >= 5000) made.clear();
      value = make(sqlText);
      made.set(sqlText, value);
    }
    return value;
  };
}

/** Kysely prepares every query anew; preparing costs more than running a small indexed query on SQLite. */
function withStatementCache(connection: SQLite.Database, anchor?: ReadAnchor): SqliteStatements {
  return { connection, prepare: bySqlText((sqlText) => connection.prepare(sqlText)), anchor };
}

/**
 * PostgreSQL parses and plans every unnamed statement anew, and a booking is about 20 statements. Each connection
 * prepares a statement once per SQL shape, named by a hash of its text, and afterwards only binds and runs it. A
 * statement whose result type a migration changed (error 0A000, "cached plan must not change result type") runs
 * unnamed from then on on that connection.
 */
const statementName = bySqlText((sqlText) => `q_${createHash('sha1').update(sqlText).digest('base64url')}`);

class PreparingClient extends pg.Client {
  private readonly replanned = new Set<string>();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query() is a set of overloads; only (text, values) is changed
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined)
      return super.query(config, values, callback);
    const name = statementName(config);
    if (this.replanned.has(name)) return super.query(config, values);
    return super.query({ name, text: config, values }).catch((err: { code?: string }) => {
      if (err?.code !== '0A000') throw err;
      this.replanned.add(name);
      return super.query(config, values);
    });
  }
}

// int8 (counts, sums, bigint money columns) arrives as text from pg; the app wants numbers on both databases.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** The first schema of a `?options=-c search_path=…` in a PostgreSQL URL. */
function searchPathOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /search_path=([A-Za-z0-9_]+)/.exec(options)?.[1];
}

/**
 * Runs `pragma <statement>` (ANALYZE, which writes) only if the write lock is free now: waiting would block the
 * event loop, and a connection of this same process holding the lock could then never commit. When busy, it is
 * tried again a minute later.
 */
function gatherStatistics(conn: SQLite.Database, statement: string): void {
  if (!conn.open) return;
  const busyTimeout = conn.pragma('busy_timeout', { simple: true }) as number;
  conn.pragma('busy_timeout = 0');
  try {
    conn.pragma(statement);
  } catch {
    setTimeout(() => gatherStatistics(conn, statement), 60_000).unref();
  } finally {
    if (conn.open) conn.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

export function sqliteFileOf(url: string): string | null {
  if (!url.startsWith('sqlite:')) return null;
  return url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
}

export function openDatabase(url: string, opts: OpenOptions = {}): Database {
  const listeners: Array<() => void> = [];
  let kysely: Executor;
  let dialect: Dialect;
  let pgSchema: string | undefined;
  let externalChangeStamp: (() => number) | undefined;
  let readStamp: (() => string) | undefined;
  let heldChangeStamp: (() => (() => void) | undefined) | undefined;
  let commitStats: (() => { commits: number; members: number }) | undefined;
  let checkpointer: Checkpointer | undefined;
  const file = sqliteFileOf(url);
  if (file !== null) {
    dialect = 'sqlite';
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const conn = new SQLite(file);
    // busy_timeout first: switching a new file to WAL needs a lock that another starting process may hold.
    conn.pragma('busy_timeout = 10000');
    conn.pragma('journal_mode = WAL');
    conn.pragma('foreign_keys = ON');
    conn.pragma('synchronous = NORMAL');
    if (opts.backgroundCheckpoints && file !== ':memory:') {
      conn.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
      checkpointer = startCheckpointer(path.resolve(file), () => {
        if (conn.open) conn.pragma(`wal_autocheckpoint = ${DEFAULT_CHECKPOINT_PAGES}`);
      });
    }
    conn.pragma('temp_store = MEMORY');
    // Table statistics let the planner start a search from the text index rather than walk a workspace's rows in
    // list order: gathered (bounded) at open and every few hours, as SQLite recommends for long-lived connections.
    conn.pragma('analysis_limit = 1000');
    gatherStatistics(conn, 'optimize = 0x10002');
    setInterval(() => gatherStatistics(conn, 'optimize'), 6 * 3_600_000).unref();
    const anchor = file === ':memory:' ? undefined : new ReadAnchor(file, conn);
    const dataVersion = conn.prepare('pragma data_version').pluck();
    // Read once per run of code between two waits for input (forgotten at the next microtask checkpoint): nothing
    // this process received can have been sent after that read, so every use in that run may answer as of it.
    let version: number | undefined;
    const forget = () => (version = undefined);
    externalChangeStamp = () => {
      if (version === undefined) {
        anchor?.hold();
        version = dataVersion.get() as number;
        queueMicrotask(forget);
      }
      return version;
    };
    readStamp = () => `${externalChangeStamp!()} ${changesInThisProcess()}`;
    heldChangeStamp = () => {
      if (version === undefined) return undefined;
      const held = version;
      return () => {
        if (version !== undefined) return; // read again since, in this run: newer, and as valid
        version = held;
        queueMicrotask(forget);
      };
    };
    const sqliteDialect = new GroupCommitSqliteDialect(withStatementCache(conn, anchor), opts.groupLimits);
    commitStats = () => ({ ...sqliteDialect.driver.stats });
    kysely = new Kysely({ dialect: sqliteDialect, plugins: [withoutRowLocks] });
    directReads.set(kysely, sqliteDialect.driver);
  } else if (/^postgres(ql)?:\/\//.test(url)) {
    dialect = 'postgres';
    pgSchema = opts.schema ?? searchPathOf(url) ?? 'public';
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: url,
      max: opts.poolSize ?? 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    kysely = new Kysely({ dialect: new PostgresDialect({ pool }) });
  } else {
    throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
  }
  const committed = () => {
    for (const l of listeners) l();
  };
  const compiledByShape = new Map<
    string,
    (executor: Executor, parameters: readonly unknown[]) => MaybePromise<QueryResult<unknown>>
  >();
  return {
    dialect,
    pgSchema,
    // Inside a unit of work whose transaction is open, reads and writes go through it: on PostgreSQL another
    // connection would not see the unit's uncommitted rows, and on SQLite it would wait for the unit's connection.
    get kysely() {
      return unitScopes.getStore()?.unit.executor ?? kysely;
    },
    externalChangeStamp,
    readStamp,
    heldChangeStamp,
    commitStats,
    async transaction(fn) {
      const scope = unitScopes.getStore();
      if (scope && !scope.unit.ended) return scope.unit.transaction(fn, scope.inSavepoint);
      const result = await kysely.transaction().execute(fn);
      committed();
      return result;
    },
    onCommit(listener) {
      listeners.push(listener);
    },
    async lockKey(tx, space, key) {
      if (dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(${sql.lit(space)}, hashtext(${key}))`.execute(tx);
    },
    jsonArrayText(rows, columns, orderBy) {
      const object = sql.join(columns.map((c) => sql`${sql.lit(c)}, ${sql.ref(c)}`));
      const order = sql.join(orderBy.map((c) => sql.ref(c)));
      if (dialect === 'postgres') {
        return sql<{
          body: string;
        }>`select coalesce(json_agg(json_build_object(${object}) order by ${order}), '[]'::json)::text as body from (${rows}) as r`;
      }
      // json_group_array adds the rows in the order it reads them: those of a sorted subquery.
      return sql<{
        body: string;
      }>`select json_group_array(json_object(${object})) as body from (${rows} order by ${order})`;
    },
    async insertRow(executor, table, row) {
      const columns = Object.keys(row).filter((column) => row[column] !== undefined);
      // One statement per table and set of columns; runCompiled's placeholder count check refuses non-plain values.
      const insert = (x: Executor) =>
        x.withTables<Record<string, Record<string, unknown>>>().insertInto(table).values(row);
      await this.runCompiled(
        executor,
        `insert ${table}(${columns.join(',')})`,
        insert,
        columns.map((column) => row[column]),
      );
    },
    runCompiled<R>(
      executor: Executor,
      shape: string,
      build: (executor: Executor) => { compile(): CompiledQuery<R> },
      parameters: readonly unknown[],
    ) {
      let run = compiledByShape.get(shape);
      if (!run) {
        const query = build(executor);
        const expected = query.compile().parameters.length;
        if (expected !== parameters.length)
          throw new Error(`runCompiled(${shape}): ${parameters.length} parameters for ${expected} placeholders`);
        run = compiledQuery(query) as (
          executor: Executor,
          parameters: readonly unknown[],
        ) => MaybePromise<QueryResult<unknown>>;
        compiledByShape.set(shape, run);
      }
      return run(executor, parameters) as MaybePromise<QueryResult<R>>;
    },
    unitOfWork() {
      return new Unit(kysely, committed);
    },
    async close() {
      await checkpointer?.stop();
      await kysely.destroy();
    },
  };
}

/**
 * A query built and compiled once, run many times with new parameter values (in the order the builder added
 * them). For the hottest statements, where building and compiling the query costs more than running it.
 */
export function compiledQuery<R>(query: { compile(): CompiledQuery<R> }) {
  const compiled = query.compile();
  return (executor: Executor, parameters: readonly unknown[]): MaybePromise<QueryResult<R>> =>
    directReads.get(executor)?.readNow<R>(compiled.sql, parameters) ??
    executor.executeQuery<R>({ ...compiled, parameters });
}

/** compiledQuery for a read of one row: the first row, if any. */
export function compiledOnce<R>(db: Executor, query: { compile(): CompiledQuery<R> }) {
  const run = compiledQuery(query);
  return (executor: Executor, parameters: readonly unknown[]): MaybePromise<R | undefined> =>
    andThen(run(executor, parameters), (r) => r.rows[0]);
}

/**
 * True when PostgreSQL ended the transaction only because of another one running at the same moment (a deadlock
 * it broke, a serialization failure): the same work run again at once normally succeeds.
 */
export function isTransientConflict(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** True when `err` is a unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
