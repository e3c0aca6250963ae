// Each product's availability version moves in the transaction of every change to what its availability answers,
// so it commits (or rolls back) with the change:
// - seats and departures: DeparturesService moves it itself, before it locks the departure's row (every seat change
//   of bookings, holds, lapses, changes, cancellations, a reseller's sale; every departure created, changed, deleted).
//   Moved after, from their inventory.updated or departure.updated, a transaction moving seats between two
//   departures of a product (a booking change) would hold the version's row while it waits for the second
//   departure, which a booking of that departure holds while it waits for the version: a deadlock on PostgreSQL.
// - the product (prices are `product.updated` with `changes: ["pricing"]`): this outbox subscription, which locks
//   no departure after it. A product just created has no answer kept yet; a deleted one is no longer found by the
//   version's read (it joins the product), and its row is left: deleting it after the delete's departure locks would
//   be the same deadlock.
import type { Database } from '../../platform/db/index.js';
import { subscribe } from '../../platform/events.js';
import { availabilityStore as store } from './availability-store.js';

const CHANGES = ['product.updated', 'product.published', 'product.archived'] as const;

export const availabilityVersions = (db: Database) =>
  subscribe('catalog.availability-version', CHANGES, async (tx, event) => {
    await store.bump(db, tx, event.workspace_id, event.data.id);
  });
