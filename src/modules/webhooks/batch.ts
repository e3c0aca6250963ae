// Writes of concurrent delivery attempts that arrive in the same turn of the event loop share one transaction. A
// commit costs per page it writes, and deliveries made one after another sit on the same pages, so one commit for
// a handful of attempts writes about what one commit per attempt did for each (SQLite), and PostgreSQL flushes
// its log once for them instead of once each.
import type { Database, Tx } from '../../platform/db/index.js';

export class TurnBatch<I, O> {
  private pending: Array<{ item: I; resolve: (out: O) => void; reject: (err: unknown) => void }> = [];

  constructor(
    private readonly db: Database,
    /** Answers one result per item, in the items' order. */
    private readonly write: (tx: Tx, items: I[]) => Promise<O[]>,
  ) {}

  run(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      if (this.pending.push({ item, resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const out = await this.db.transaction((tx) =>
        this.write(
          tx,
          batch.map((b) => b.item),
        ),
      );
      batch.forEach((b, i) => b.resolve(out[i]!));
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  }
}
