// What the integrity checks need from the areas whose derived numbers they check, wired in src/modules/index.ts.
import type { RawBuilder } from 'kysely';
import type { Tx } from '../../platform/db/index.js';
import type { CountedList } from '../../platform/db/list-counts.js';

export interface IntegrityPorts {
  /** Every workspace's id (workspaces). */
  workspaceIds(): Promise<string[]>;
  /** The other workspaces whose bookings and holds may take seats on this one's departures (marketplace resellers). */
  sellersOf(workspaceId: string): Promise<string[]>;
  /**
   * Sets a departure's seat counter to what `count` says under the departure's lock, announcing the change like any
   * seat change (catalog); the counter before and after, or undefined when the departure is gone.
   */
  correctSeats(
    tx: Tx,
    workspaceId: string,
    departureId: string,
    count: (tx: Tx) => Promise<number>,
  ): Promise<{ before: number; after: number } | undefined>;
  /** Every list whose totals the database counts (each area's `countedLists`). */
  countedLists(): readonly CountedList[];
  /** The bookings' payment status of paid, refunded and total minor units, in SQL (bookings' `paymentStatusOf`). */
  paymentStatusSql(
    paid: RawBuilder<unknown>,
    refunded: RawBuilder<unknown>,
    total: RawBuilder<unknown>,
  ): RawBuilder<string>;
  /** This process's kept availability answers against a recomputation, per product (catalog). */
  keptAvailability(workspaceId: string): Promise<Array<{ productId: string; checked: number; mismatches: string[] }>>;
  /** Records a repair in the workspace's audit log, in the repair's transaction (accounts). */
  audit(
    tx: Tx,
    entry: { workspaceId: string; operator: string; target: { type: string; id: string }; details: object },
  ): Promise<void>;
}
