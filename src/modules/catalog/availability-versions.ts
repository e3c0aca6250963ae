// Each product's availability version moves in the transaction of every change to what its availability answers:
// an outbox subscription, so it commits (or rolls back) with the change. What moves it:
// - inventory.updated: every change of seats (bookings, holds, lapses, cancellations, a reseller's sale) and every
//   departure created, deleted or given another capacity;
// - departure.updated: its times, status, cut-off;
// - product.updated (prices: `changes: ["pricing"]`), .published, .archived, .deleted.
// departure.created and departure.capacity.changed always come with inventory.updated in the same transaction, and a
// product just created has no answer kept yet: they are left out, so each of those changes costs one upsert.
import type { Database } from '../../platform/db/index.js';
import { subscribe } from '../../platform/events.js';
import { availabilityStore as store } from './availability-store.js';

const CHANGES = [
  'inventory.updated',
  'departure.updated',
  'product.updated',
  'product.published',
  'product.archived',
  'product.deleted',
] as const;

export const availabilityVersions = (db: Database) =>
  subscribe('catalog.availability-version', CHANGES, async (tx, event) => {
    switch (event.type) {
      case 'inventory.updated':
      case 'departure.updated':
        await store.bump(db, tx, event.workspace_id, event.data.productId);
        return;
      case 'product.deleted':
        await store.forget(tx, event.workspace_id, event.data.id);
        return;
      default:
        await store.bump(db, tx, event.workspace_id, event.data.id);
    }
  });
