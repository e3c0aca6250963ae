// The outbox: every state change writes its event row in the same transaction as the change. docs/architecture.md
// follows one event through it. Modules that react to events (webhook fan-out, marketplace sales) subscribe; a
// subscriber runs inside that same transaction, so an event and the work it causes commit or roll back together.
//
// Events are typed by one catalogue: `EventCatalogue` maps each event type to its payload type. It is declared empty
// here and filled in by src/modules/event-catalogue.ts (declaration merging), so the platform names no module while
// `emit` and every subscriber are checked against the payloads: renaming a field of a booking breaks the build of
// every module that reads it.
import { clock } from './clock.js';
import { json } from './db/codecs.js';
import type { Database, Tx } from './db/index.js';
import { newId } from './ids.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/modules/event-catalogue.ts
export interface EventCatalogue {}

export type EventType = keyof EventCatalogue & string;

/** An event as emitted: its type's payload in `data`. */
export interface Event<T extends EventType = EventType> {
  id: string;
  type: T;
  created_at: string;
  workspace_id: string;
  data: EventCatalogue[T];
}

/** An event of any of the types `T`, as a union discriminated by `type`: a handler narrows `data` with a switch. */
export type EventOf<T extends EventType> = { [K in T]: Event<K> }[T];

export type AnyEvent = EventOf<EventType>;

/** An event as stored and read back (the events API, receivers): its payload is JSON of unknown shape. */
export interface EventRecord {
  id: string;
  type: string;
  created_at: string;
  workspace_id: string;
  data: Record<string, unknown>;
}

export type EventsTable = {
  events: {
    id: string;
    workspace_id: string;
    type: string;
    data: string;
    created_at: string;
    /** The id of the record the event is about (`subjectOf`), for a record's history; null when it names none. */
    subject_id: string | null;
  };
};

const idOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The record an event is about: the booking of a booking's or its payment's event (`booking`, `booking_id`), the
 * voucher of a voucher's transaction, the departure of an inventory change, else the record the event carries (its
 * `id`). Kept on the event's row for `GET /v1/events?subject=`.
 */
export function subjectOf(data: Record<string, unknown>): string | null {
  const nested = (key: string) => {
    const v = data[key];
    return typeof v === 'object' && v !== null ? idOf((v as { id?: unknown }).id) : null;
  };
  return (
    nested('booking') ??
    idOf(data.booking_id) ??
    nested('voucher') ??
    idOf(data.departureId) ??
    idOf(data.id) ??
    // A product's availability.changed (its days carry departures, not one).
    idOf(data.productId) ??
    null
  );
}

/** What a module does in the emitting transaction when one of `types` (or any event, `all`) is emitted. */
export interface Subscription {
  /** Who reacts, for logs and docs: `webhooks.fan-out`, `marketplace.sales`. */
  name: string;
  types: readonly EventType[] | 'all';
  handle(tx: Tx, event: AnyEvent): Promise<void>;
}

/** A subscription to some event types, its handler typed by them. */
export function subscribe<T extends EventType>(
  name: string,
  types: readonly T[],
  handle: (tx: Tx, event: EventOf<T>) => Promise<void>,
): Subscription {
  return { name, types, handle: handle as Subscription['handle'] };
}

/** A subscription to every event (the webhook fan-out). */
export function subscribeToAll(name: string, handle: (tx: Tx, event: AnyEvent) => Promise<void>): Subscription {
  return { name, types: 'all', handle };
}

/** What a service needs to emit events (narrower than the outbox: it cannot subscribe). */
export interface EventSink {
  emit<T extends EventType>(tx: Tx, workspaceId: string, type: T, data: EventCatalogue[T]): Promise<Event<T>>;
}

export class Outbox implements EventSink {
  private readonly subscriptions: Array<{ types: ReadonlySet<string> | 'all'; s: Subscription }> = [];

  constructor(private readonly db: Database) {}

  /** Wiring only (src/modules/index.ts): subscriptions run in the order they were added. */
  subscribe(s: Subscription): void {
    this.subscriptions.push({ types: s.types === 'all' ? 'all' : new Set(s.types), s });
  }

  async emit<T extends EventType>(tx: Tx, workspaceId: string, type: T, data: EventCatalogue[T]): Promise<Event<T>> {
    const event: Event<T> = { id: newId('evt'), type, created_at: clock.iso(), workspace_id: workspaceId, data };
    const row: EventsTable['events'] = {
      id: event.id,
      workspace_id: workspaceId,
      type,
      data: json.write(data),
      created_at: event.created_at,
      subject_id: subjectOf(data as Record<string, unknown>),
    };
    await this.db.insertRow(tx, 'events', row);
    for (const { types, s } of this.subscriptions) {
      // The generic T is one member of the union AnyEvent: TypeScript cannot see that for a type parameter.
      if (types === 'all' || types.has(type)) await s.handle(tx, event as unknown as AnyEvent);
    }
    return event;
  }
}
