// The seams between areas are typed by one catalogue each (src/modules/event-catalogue.ts, job-catalogue.ts,
// error-catalogue.ts): an event or job payload of the wrong shape, a type missing from a catalogue, a subscriber
// reading a field its event does not carry, or an error thrown with a code the catalogue does not give its status
// does not compile. `npm test` runs tsc over this file: each @ts-expect-error fails the build the day
// its line compiles.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../src/platform/db/index.js';
import { AppError, ConflictError, ForbiddenError, UnprocessableError } from '../../src/platform/errors.js';
import {
  subscribe,
  type Event,
  type EventCatalogue,
  type EventSink,
  type EventType,
} from '../../src/platform/events.js';
import type { JobSink } from '../../src/platform/jobs.js';
import { ERROR_CATALOGUE } from '../../src/modules/error-catalogue.js';
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

/** Wrongly coded errors: each line is refused by tsc (an error is thrown only with a catalogue code of its status). */
export function errorsThatDoNotCompile() {
  return [
    // @ts-expect-error not a code of the catalogue
    new ConflictError('SLUG_CLASH', 'A tag with this slug exists'),
    // @ts-expect-error a 422 code thrown as a 409
    new ConflictError('CAPACITY_EXCEEDED', 'Not enough seats'),
    // @ts-expect-error a 404 code thrown as a 400
    new AppError(400, 'NOT_FOUND', 'Nothing here'),
    // @ts-expect-error the code is the error's own, never an extra field
    new UnprocessableError('CAPACITY_EXCEEDED', 'Not enough seats', undefined, { code: 'capacity_exceeded' }),
    // What does compile: a code of the status the kind answers.
    new ConflictError('TAG_SLUG_TAKEN', 'A tag with this slug exists'),
  ];
}

/** Every `.ts` file under `dir`. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
    );
}

describe('error catalogue', () => {
  it('gives every code one spelling (UPPER_SNAKE_CASE), an error status and a one-line meaning', () => {
    for (const [code, { status, meaning }] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(meaning, code).toMatch(/^[A-Z`].{10,300}\.$/);
      expect(meaning, code).not.toContain('\n');
    }
    expect(errorsThatDoNotCompile().map((e) => [e.statusCode, e.code])).toEqual([
      [409, 'SLUG_CLASH'],
      [409, 'CAPACITY_EXCEEDED'],
      [400, 'NOT_FOUND'],
      [422, 'CAPACITY_EXCEEDED'],
      [409, 'TAG_SLUG_TAKEN'],
    ]);
  });

  it('has no code nobody throws: each is used by the code that answers errors, not only where it is documented', () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    // Documentation only: the catalogue, the OpenAPI document's lists and examples, route schemas' `errors`.
    const documentation = [/error-catalogue\.ts$/, /platform\/http\/openapi\.ts$/, /-?schemas\.ts$/];
    const code = sourceFiles(src)
      .filter((f) => !documentation.some((d) => d.test(f)))
      .map((f) => fs.readFileSync(f, 'utf8').replace(/\berrors: \[[^\]]*\]/g, ''))
      .join('\n');
    const unused = Object.keys(ERROR_CATALOGUE).filter((c) => !code.includes(`'${c}'`));
    expect(unused).toEqual([]);
  });

  it('turns every area code into the body a client matches on: error, details, code, then the rest', () => {
    const e = new UnprocessableError(
      'CAPACITY_EXCEEDED',
      'Not enough seats',
      { field: 'units', message: '2 left' },
      {
        left: 2,
      },
    );
    expect(JSON.stringify(e.body())).toBe(
      '{"error":"Not enough seats","details":{"field":"units","message":"2 left"},"code":"CAPACITY_EXCEEDED","left":2}',
    );
    expect(new ForbiddenError('SCOPE_REQUIRED', 'lacks tags:write', { required_scope: 'tags:write' }).body()).toEqual({
      error: 'Forbidden',
      code: 'SCOPE_REQUIRED',
      message: 'lacks tags:write',
      required_scope: 'tags:write',
    });
  });
});
