// A person's data rights (GET /v1/people/{id}/export, POST /v1/people/{id}/erase): what every area holding personal
// data answers through, and how it blots a person out of the JSON and text it keeps. People asks; each area finds
// the person in its own tables (src/modules/index.ts wires them), so no area reads another's.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { json } from './db/codecs.js';
import type { Executor } from './db/index.js';
import type { EventsTable } from './events.js';

/** Whom a request is about, as the workspace knows them: what each area finds them by. */
export interface DataSubject {
  workspaceId: string;
  personId: string;
  /** Lower-cased. Empty once the person is erased: records are then found by the person's id and bookings only. */
  emails: string[];
  phones: string[];
  /** `First Last`, and each name alone; empty once erased. */
  names: string[];
  /** The bookings whose customer the person is (billing person, or billing email): what messages and invoices hang off. */
  bookingIds: string[];
  /** What an earlier erasure kept (found by id: the person's emails no longer find it); empty before. */
  retained: Retained[];
}

/** A record that keeps the person's data after an erasure, and why (the export and the erasure say which). */
export interface Retained {
  type: string;
  id: string;
  reason: string;
}

/** One area's part of an export: sections of the document, each a list of records. */
export type ExportSections = Record<string, Array<Record<string, unknown>>>;

export interface PersonalDataHolder {
  /** The person's records in this area, as the export's sections (the same keys every time, lists possibly empty). */
  collect(executor: Executor, subject: DataSubject): Promise<ExportSections>;
  /** Replaces the person's data in this area inside `tx` (the erasure's one transaction); answers what it kept. */
  erase(tx: Executor, subject: DataSubject): Promise<Retained[]>;
}

/** What replaces an erased value wherever a text has to stay. */
export const ERASED = '[erased]';

/**
 * Blots the subject out of a JSON value: a string equal to one of their emails, phones or names (any case) becomes
 * `[erased]`, and one containing their email or full name has those parts replaced; numbers, booleans and keys stay.
 */
export function redactor(subject: Pick<DataSubject, 'emails' | 'phones' | 'names'>): (value: unknown) => unknown {
  const exact = new Set([...subject.emails, ...subject.phones, ...subject.names].map((t) => t.trim().toLowerCase()));
  // Only terms long enough not to blot out ordinary words: emails and full names (the names with a space).
  const within = [...subject.emails, ...subject.names.filter((n) => n.includes(' '))].filter((t) => t.length >= 5);
  const pattern = within.length
    ? new RegExp(within.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi')
    : null;
  const text = (s: string) => (exact.has(s.trim().toLowerCase()) ? ERASED : pattern ? s.replace(pattern, ERASED) : s);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk;
}

/** A condition no row meets: what a search by nothing finds (a boolean parameter, SQLite cannot bind). */
export const NOTHING = sql<SqlBool>`1 = 0`;

/**
 * Rows whose text `column` mentions one of `terms` (case-insensitive, as a literal substring): the candidates an
 * area then checks exactly. A scan of the workspace's rows, which a request about one person may afford.
 */
export function mentionsAny(column: string, terms: readonly string[]): RawBuilder<SqlBool> {
  if (terms.length === 0) return NOTHING;
  const likes = terms.map((t) => {
    const literal = t.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    return sql`lower(${sql.ref(column)}) like ${`%${literal}%`} escape '\\'`;
  });
  return sql<SqlBool>`(${sql.join(likes, sql` or `)})`;
}

const events = (db: Executor) => db.withTables<EventsTable>();

/**
 * Rewrites the stored payloads of the events about `subjects` (records an area just erased the person from), so the
 * events API and webhook deliveries, retries included, answer what the records hold now.
 */
export async function rewriteEvents(
  tx: Executor,
  workspaceId: string,
  subjects: readonly string[],
  rewrite: (data: Record<string, unknown>) => unknown,
): Promise<void> {
  if (subjects.length === 0) return;
  const rows = await events(tx)
    .selectFrom('events')
    .select(['id', 'data'])
    .where('workspace_id', '=', workspaceId)
    .where('subject_id', 'in', subjects)
    .execute();
  for (const row of rows) await writeEvent(tx, workspaceId, row, rewrite);
}

async function writeEvent(
  tx: Executor,
  workspaceId: string,
  row: { id: string; data: string },
  rewrite: (data: Record<string, unknown>) => unknown,
): Promise<void> {
  const data = json.write(rewrite(json.read(row.data)));
  if (data !== row.data)
    await events(tx)
      .updateTable('events')
      .set({ data })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', row.id)
      .execute();
}

/**
 * The event log (the platform's outbox, which the events API answers and webhook deliveries send): every event about
 * the person or their bookings, or naming their email or id, has their names, emails and phones blotted out. Run
 * after the areas' own holders, which rewrite their records' events whole. The export leaves events out: they repeat
 * the records it lists.
 */
export const eventsPersonalData: PersonalDataHolder = {
  collect: async () => ({}),

  async erase(tx, s) {
    const redact = redactor(s);
    const rows = await events(tx)
      .selectFrom('events')
      .select(['id', 'data'])
      .where('workspace_id', '=', s.workspaceId)
      .where((eb) =>
        eb.or([eb('subject_id', 'in', [s.personId, ...s.bookingIds]), mentionsAny('data', [...s.emails, s.personId])]),
      )
      .execute();
    for (const row of rows) await writeEvent(tx, s.workspaceId, row, redact);
    return [];
  },
};
