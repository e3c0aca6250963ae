// A WAL read lock held for the rest of an event-loop turn, so that the turn's reads take none of their own.
//
// Every statement SQLite runs outside a transaction is a read transaction of its own, and in WAL mode each one
// takes and drops a shared lock on a slot of the -shm file: two fcntl system calls, on this project's virtual
// machines 3.5 µs of a 4 µs read by id alone and more under load, where they were the larger part of the two reads
// a GET by id makes (the key check's change stamp and the row). SQLite counts a process's shared locks per slot and
// asks the kernel only for the first and the last (os_unix.c, unixShmLock), so while a second connection of the
// process holds a read transaction begun on the same snapshot, the main connection's reads lock and unlock nothing
// in the kernel. The anchor is that second connection: it begins a read transaction at the turn's first read and
// ends it when the turn's I/O callbacks are done (setImmediate).
//
// What it must not do is keep SQLite from restarting the WAL, which a writer does only when no reader holds a slot
// other than the first (a read transaction begun on a fully checkpointed WAL uses that one). So it lets go before
// this process's own write transactions begin and is not taken again before they end, and it never outlives a
// turn: another process's writer meets it at most for the length of one. It never writes, never waits for a lock
// (busy_timeout 0), and when it cannot begin (a lock held elsewhere) the reads simply take their own locks, as
// without it.
import SQLite from 'better-sqlite3';

export class ReadAnchor {
  private readonly connection: SQLite.Database;
  private readonly begin: SQLite.Statement;
  private readonly read: SQLite.Statement;
  private readonly end: SQLite.Statement;
  private held = false;
  private releaseScheduled = false;
  private readonly atTurnEnd = () => {
    this.releaseScheduled = false;
    this.release();
  };

  /** `main`: the connection whose reads it serves; never held while that one is in a transaction. */
  constructor(
    file: string,
    private readonly main: SQLite.Database,
  ) {
    this.connection = new SQLite(file);
    this.connection.pragma('busy_timeout = 0');
    this.begin = this.connection.prepare('begin');
    this.read = this.connection.prepare('pragma schema_version');
    this.end = this.connection.prepare('commit');
  }

  /**
   * Begins the anchor's read transaction for the rest of this event-loop turn, unless it is held or the main
   * connection is in a transaction (its reads then take no locks, and its commit may be the one that restarts the WAL).
   */
  hold(): void {
    if (this.held || this.main.inTransaction || !this.connection.open) return;
    try {
      this.begin.run();
      this.read.get();
    } catch {
      if (this.connection.inTransaction) this.end.run();
      return;
    }
    this.held = true;
    if (!this.releaseScheduled) {
      this.releaseScheduled = true;
      setImmediate(this.atTurnEnd);
    }
  }

  /** Ends the anchor's read transaction (before a write transaction of this process, at the turn's end). */
  release(): void {
    if (!this.held) return;
    this.held = false;
    if (this.connection.open) this.end.run();
  }

  close(): void {
    this.release();
    this.connection.close();
  }
}
