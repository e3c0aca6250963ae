// The SQLite driver: one connection, transactions queued on it, and group commit.
//
// A commit's cost on SQLite is writing every page the transaction dirtied to the WAL, one frame (two writes) per
// page, plus the locking around it; a booking dirties about 20 pages and its commit cost more than all its
// statements together. Transactions that queue for the connection while one runs share one physical transaction
// instead: each runs inside a savepoint of it (its own rollback undoes only its own writes), and the physical
// COMMIT happens when nobody is waiting for the connection any more, or when the group reaches its bounds. Pages
// that several of them touch (the tables' last leaves, the counters, a workspace's index leaves) are written once.
//
// Nothing is acknowledged before it is durable: a transaction's promise, an autocommit write's, and a read's that
// ran while the group held unwritten changes all settle only after the physical COMMIT (and reject if it fails).
// So a client never sees data that a crash could still take back, as with one COMMIT per transaction.
import type SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import type { MaybePromise } from '../maybe-promise.js';
import type { ReadAnchor } from './sqlite-read-anchor.js';

/** Statements that manage transactions themselves (the migration lock's BEGIN IMMEDIATE, pragmas): run alone. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release|pragma|vacuum)\b/i;

export interface GroupLimits {
  /** Logical transactions and autocommit writes in one physical transaction at most. */
  maxMembers: number;
  /** Milliseconds a group may stay open while the connection stays busy. */
  maxOpenMs: number;
}

const DEFAULT_LIMITS: GroupLimits = { maxMembers: 256, maxOpenMs: 10 };

/**
 * The drivers open in this process. A BEGIN IMMEDIATE waits for the write lock synchronously, so if another handle
 * of this process holds it for a group whose commit is scheduled, that commit could never run: it runs first.
 */
const driversInProcess = new Set<GroupCommitSqliteDriver>();

/**
 * Statements run by this process's drivers that may have changed data (writes, transaction control, rollbacks):
 * with the connection's data_version, which moves only on other connections' commits, it tells whether anything a
 * read answered may have changed since (Database.readStamp).
 */
let changesInProcess = 0;
export const changesInThisProcess = (): number => changesInProcess;

interface Group {
  members: number;
  commitScheduled: boolean;
  openedAt: number;
  durable: Promise<void>;
  settle: (err?: unknown) => void;
}

export interface SqliteStatements {
  readonly connection: SQLite.Database;
  prepare(sqlText: string): SQLite.Statement;
  /** Holds the WAL read lock for the turn's reads (a file database; none in memory). */
  readonly anchor?: ReadAnchor;
}

class Session implements DatabaseConnection {
  inTransaction = false;
  /** Settles when what this session wrote or read is durable; awaited as the connection is released. */
  durable: Promise<void> | null = null;

  constructor(private readonly driver: GroupCommitSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return Promise.resolve(this.driver.execute<R>(this, query));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  // eslint-disable-next-line require-yield -- the app streams no query; Kysely's interface requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries is not supported on SQLite');
  }
}

export class GroupCommitSqliteDriver implements Driver {
  private readonly waiting: Array<(session: Session) => void> = [];
  private busy = false;
  private group: Group | null = null;
  /** Physical commits, and the transactions and autocommit writes they carried (GET /metrics). */
  readonly stats = { commits: 0, members: 0 };

  constructor(
    private readonly db: SqliteStatements,
    private readonly limits: GroupLimits = DEFAULT_LIMITS,
  ) {
    driversInProcess.add(this);
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve(new Session(this));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    this.joinGroup();
    this.run('savepoint tx');
    session.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    session.inTransaction = false;
    this.run('release tx');
    session.durable = this.group?.durable ?? null;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    session.inTransaction = false;
    try {
      this.run('rollback to tx');
      this.run('release tx');
    } catch (err) {
      // SQLite itself rolled the whole physical transaction back (disk full, I/O error): the group is lost.
      this.abandonGroup(err);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    this.run(`savepoint "${name}"`);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    this.run(`rollback to "${name}"`);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    this.run(`release "${name}"`);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const { durable } = connection as Session;
    const next = this.waiting.shift();
    const group = this.group;
    if (group) {
      if (group.members >= this.limits.maxMembers || performance.now() - group.openedAt >= this.limits.maxOpenMs)
        this.commitGroup();
      else if (!next) this.commitSoon(group);
    }
    if (next) next(new Session(this));
    else this.busy = false;
    if (durable) await durable;
  }

  async destroy(): Promise<void> {
    driversInProcess.delete(this);
    if (this.group) this.commitGroup();
    this.db.anchor?.close();
    this.db.connection.close();
  }

  /**
   * A read-only statement run at once, without taking the connection through Kysely, when no session holds it:
   * the hottest reads (compiledQuery) go this way. Undefined when it cannot (the connection is taken, or the
   * statement writes), and the caller queues as usual. A read that saw the group's unwritten changes settles once
   * they are durable, as any read does.
   */
  readNow<R>(sqlText: string, parameters: readonly unknown[]): MaybePromise<QueryResult<R>> | undefined {
    if (this.busy) return undefined;
    const stmt = this.db.prepare(sqlText);
    if (!stmt.readonly || !stmt.reader) return undefined;
    this.db.anchor?.hold();
    const result = { rows: stmt.all(parameters) as R[] };
    return this.group ? this.group.durable.then(() => result) : result;
  }

  /** Runs one statement of a session (the caller holds the connection). */
  execute<R>(session: Session, query: CompiledQuery): QueryResult<R> {
    const stmt = this.db.prepare(query.sql);
    if (!stmt.readonly || !stmt.reader) changesInProcess++;
    if (!session.inTransaction) {
      if (TRANSACTION_CONTROL.test(query.sql)) {
        if (this.group) this.commitGroup();
        commitIdleGroupsBut(this);
        this.db.anchor?.release();
      } else if (!stmt.readonly) {
        this.joinGroup();
      } else {
        this.db.anchor?.hold();
      }
    }
    let result: QueryResult<R>;
    try {
      result = runStatement<R>(stmt, query.parameters);
    } catch (err) {
      // A failed statement undoes itself, except for the few errors (disk full, I/O) after which SQLite rolls back
      // the whole transaction: then every member of the group is lost with it.
      if (this.group && !this.db.connection.inTransaction) this.abandonGroup(err);
      throw err;
    }
    if (!session.inTransaction && this.group) session.durable = this.group.durable;
    return result;
  }

  /**
   * Commits the group after this event-loop turn's I/O callbacks: a request runs from its socket's callback to its
   * first wait for I/O without yielding, so the requests that arrived with it start their transactions (and join
   * the group) only in that turn's later callbacks. If the connection is taken by then, its release decides.
   */
  private commitSoon(group: Group): void {
    if (group.commitScheduled) return;
    group.commitScheduled = true;
    setImmediate(() => {
      group.commitScheduled = false;
      if (this.group === group && !this.busy) this.commitGroup();
    });
  }

  /** Opens the physical transaction if none is open, and counts one more member in it. */
  private joinGroup(): void {
    if (!this.group) {
      // A transaction opened by hand (the migration lock) is not a group: its statements run in it as they come.
      if (this.db.connection.inTransaction) return;
      commitIdleGroupsBut(this);
      // Not held across the write: SQLite restarts the WAL only when no other reader holds a slot past the first.
      this.db.anchor?.release();
      this.run('begin immediate');
      let settle!: (err?: unknown) => void;
      const durable = new Promise<void>(
        (resolve, reject) => (settle = (err) => (err === undefined ? resolve() : reject(err))),
      );
      durable.catch(() => undefined); // members that await it see the failure; nobody else has to
      this.group = { members: 0, commitScheduled: false, openedAt: performance.now(), durable, settle };
    }
    this.group.members++;
  }

  private commitGroup(): void {
    const group = this.group!;
    try {
      this.run('commit');
    } catch (err) {
      this.abandonGroup(err);
      return;
    }
    this.group = null;
    this.stats.commits++;
    this.stats.members += group.members;
    group.settle();
  }

  /** Commits this driver's group now if no session holds the connection (see driversInProcess). */
  commitIfIdle(): void {
    if (this.group && !this.busy) this.commitGroup();
  }

  /** Ends the group unwritten: whatever is left of the physical transaction is undone, every member rejected. */
  private abandonGroup(err: unknown): void {
    const group = this.group;
    this.group = null;
    this.rollbackAll();
    group?.settle(err);
  }

  /** Undoes whatever is left of the physical transaction; never throws, so the queue always moves on. */
  private rollbackAll(): void {
    try {
      if (this.db.connection.inTransaction) this.run('rollback');
    } catch {
      // The connection cannot even roll back (closed, I/O error): the next BEGIN reports it to its caller.
    }
  }

  private run(sqlText: string): void {
    changesInProcess++;
    this.db.prepare(sqlText).run();
  }
}

function commitIdleGroupsBut(driver: GroupCommitSqliteDriver): void {
  for (const other of driversInProcess) if (other !== driver) other.commitIfIdle();
}

function runStatement<R>(stmt: SQLite.Statement, parameters: readonly unknown[]): QueryResult<R> {
  if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}
