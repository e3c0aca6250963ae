// SQL of the events API over the platform's outbox table (`events`): the workspace's events, and their retention,
// which works across workspaces by age.
import type { Executor } from '../../platform/db/index.js';
import { likeSql } from '../../platform/db/codecs.js';
import { countedTotal, type CountedList } from '../../platform/db/list-counts.js';
import { listPage } from '../../platform/db/lists.js';
import type { EventsTable } from '../../platform/events.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import type { DeliveriesTables } from './delivery-store.js';

export type EventRow = EventsTable['events'];

export interface EventRowFilters {
  /** Event types and `<group>.*` patterns, any of which a row matches; null for every type. */
  patterns: string[] | null;
  /** Stored-form instants (UTC with milliseconds), exclusive. */
  createdAfter?: string;
  createdBefore?: string;
  /** Only the events about this record (`subject_id`). */
  subject?: string;
}

const t = (db: Executor) => db.withTables<EventsTable & DeliveriesTables>();

/** The events list's totals: all of the workspace's events, and per type. */
export const EVENT_COUNTS: CountedList = { table: 'events', list: 'events', columns: ['type'] };

export const eventStore = {
  async list(db: Executor, workspaceId: string, f: EventRowFilters, sort: Sort<'created_at'>, page: Page) {
    let q = t(db).selectFrom('events').where('workspace_id', '=', workspaceId);
    const patterns = f.patterns;
    if (patterns)
      q = q.where((eb) =>
        eb.or(patterns.map((p) => (p.endsWith('.*') ? likeSql('type', 'prefix', p.slice(0, -1)) : eb('type', '=', p)))),
      );
    if (f.createdAfter) q = q.where('created_at', '>', f.createdAfter);
    if (f.createdBefore) q = q.where('created_at', '<', f.createdBefore);
    if (f.subject) q = q.where('subject_id', '=', f.subject);
    // One exact type is a counted bucket; patterns and several types count their matches.
    const oneType = patterns?.length === 1 && !patterns[0]!.endsWith('.*') ? patterns[0] : undefined;
    const count = countedTotal(db, workspaceId, EVENT_COUNTS, {
      type: oneType,
      patterns: patterns && !oneType ? patterns.join() : undefined,
      after: f.createdAfter,
      before: f.createdBefore,
      subject: f.subject,
    });
    return listPage(db, q, { sort, page, count });
  },

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('events')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /**
   * Retention: deletes up to `limit` events created before `before`, except those with a delivery still pending
   * (each attempt reads the event it sends, so it must outlive them).
   */
  async purgeEvents(db: Executor, before: string, limit: number): Promise<number> {
    const res = await t(db)
      .deleteFrom('events')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('events as e')
          .select('e.id')
          .where('e.created_at', '<', before)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('webhook_deliveries as d')
                  .select('d.id')
                  .whereRef('d.workspace_id', '=', 'e.workspace_id')
                  .whereRef('d.event_id', '=', 'e.id')
                  .where('d.status', '=', 'pending'),
              ),
            ),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
