// Hot reads answered from memory while the database cannot have changed them (SQLite: Database.readStamp, one
// memoised pragma read); on PostgreSQL, or inside a transaction or unit of work, every call reads. For the few
// reads every request of a kind repeats (a workspace's settings, a product's availability version), never for rows
// a client asked for by id.
import { andThen, type MaybePromise } from '../maybe-promise.js';
import type { Database, Executor } from './index.js';

export class KeptReads<V> {
  private readonly kept = new Map<string, { stamp: string; value: V }>();

  /** `max`: the most keys kept; past it the oldest goes first. */
  constructor(
    private readonly database: Database,
    private readonly max = 10_000,
  ) {}

  /** `read()`'s value for `key`, read through `db` unless kept since the database last changed. */
  get(db: Executor, key: string, read: () => MaybePromise<V>): MaybePromise<V> {
    // The stamp is taken before the read: a change committed while it runs leaves the value under an older stamp.
    const stamp = db === this.database.kysely ? this.database.readStamp?.() : undefined;
    if (stamp === undefined) return read();
    const hit = this.kept.get(key);
    if (hit?.stamp === stamp) return hit.value;
    return andThen(read(), (value) => {
      this.kept.delete(key);
      if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, { stamp, value });
      return value;
    });
  }
}
