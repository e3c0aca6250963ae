// The events API: the workspace's outbox, newest first, filtered by type patterns and creation time. SQL in event-store.ts.
import type { Database } from '../../platform/db/index.js';
import { json } from '../../platform/db/codecs.js';
import { instant } from '../../platform/dates.js';
import type { EventRecord } from '../../platform/events.js';
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import { isValidEventPattern } from '../event-catalogue.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { eventStore, type EventRow } from './event-store.js';

export interface EventFilters {
  /** Comma-separated types or patterns (`booking.*`, `*`). */
  type?: string;
  created_after?: string;
  created_before?: string;
  /** The id of the record the events are about. */
  subject?: string;
}

function patternsOf(type: string | undefined): string[] | null {
  if (type === undefined) return null;
  const patterns = type
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (patterns.length === 0) throw new ValidationError('type', 'must name at least one event type or pattern');
  for (const p of patterns)
    if (!isValidEventPattern(p))
      throw new ValidationError('type', `"${p}" is not an event type, a <group>.* pattern of one, or *`);
  return patterns.includes('*') ? null : patterns;
}

const toEvent = (r: EventRow): EventRecord => ({
  id: r.id,
  type: r.type,
  created_at: r.created_at,
  workspace_id: r.workspace_id,
  data: json.read(r.data),
});

export class EventService {
  constructor(private readonly deps: { db: Database }) {}

  async list(workspaceId: string, f: EventFilters, sort: Sort<'created_at'>, page: Page) {
    const patterns = patternsOf(f.type);
    const createdAfter = instant('created_after', f.created_after);
    const createdBefore = instant('created_before', f.created_before);
    const { rows, total } = await eventStore.list(
      this.deps.db.kysely,
      workspaceId,
      { patterns, createdAfter, createdBefore, subject: f.subject },
      sort,
      page,
    );
    return { items: rows.map(toEvent), total };
  }

  async get(workspaceId: string, id: string): Promise<EventRecord> {
    const row = await eventStore.get(this.deps.db.kysely, workspaceId, id);
    if (!row) throw new NotFoundError('Event');
    return toEvent(row);
  }
}
