// The seams between areas are typed by one catalogue each (src/modules/event-catalogue.ts, job-catalogue.ts): an
// event or job payload of the wrong shape, a type missing from a catalogue, or a subscriber reading a field its event
// does not carry does not compile. `npm test` runs tsc over this file: each @ts-expect-error fails the build the day
// its line compiles.
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../src/platform/db/index.js';
import {
  subscribe,
  type Event,
  type EventCatalogue,
  type EventSink,
  type EventType,
} from '../../src/platform/events.js';
import type { JobSink } from '../../src/platform/jobs.js';
import { EVENT_GROUPS, EVENT_TYPES } from '../../src/modules/event-catalogue.js';

/** Its wrongly typed calls reach the given sinks at runtime; the point is that tsc refuses them. */
export function seamsThatDoNotCompile(outbox: EventSink, jobs: JobSink, tx: Tx) {
  // @ts-expect-error booking.created carries { booking }, not a bare booking
  void outbox.emit(tx, 'ws_1', 'booking.created', { id: 'book_1' });
  // @ts-expect-error not an event type of the catalogue
  void outbox.emit(tx, 'ws_1', 'booking.exploded', {});
  // @ts-expect-error a booking has no `bookingCode` field (it is `code`)
  subscribe('test', ['booking.created'], async (_tx, event) => void event.data.booking.bookingCode);
  // @ts-expect-error a job kind must be in the job catalogue
  void jobs.enqueue(tx, 'webhook.explode', {});
  // @ts-expect-error webhook.deliver's payload names the delivery by its id string
  void jobs.enqueue(tx, 'webhook.deliver', { workspaceId: 'ws_1', deliveryId: 1, seq: 1 });
  // What does compile: a subscriber to several types narrows the payload by the event type.
  return subscribe('test', ['booking.created', 'product.created'], async (_tx, event) => {
    if (event.type === 'booking.created') void event.data.booking.code;
    else void event.data.title;
  });
}

describe('event catalogue', () => {
  it('lists each event type once, in its group', () => {
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
    for (const [group, types] of Object.entries(EVENT_GROUPS))
      for (const type of types) expect(type.startsWith(`${group}.`)).toBe(true);
  });

  it('builds a subscription that names its types', () => {
    const calls: string[] = [];
    const s = seamsThatDoNotCompile(
      {
        emit: async <T extends EventType>(_tx: Tx, workspaceId: string, type: T, data: EventCatalogue[T]) => (
          calls.push(type),
          { id: 'evt_1', workspaceId, type, data, createdAt: '' } as unknown as Event<T>
        ),
      },
      { enqueue: async (_tx, kind) => (calls.push(kind), 'job_1') },
      {} as Tx,
    );
    expect(s.types).toEqual(['booking.created', 'product.created']);
    // The sinks only record: the wrongly typed calls above still run at runtime, which is why types must catch them.
    expect(calls).toEqual(['booking.created', 'booking.exploded', 'webhook.explode', 'webhook.deliver']);
  });
});
