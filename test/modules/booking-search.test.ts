// The bookings list's search and the filters the console's back office needs (issue 27): `q` by a code's beginning
// or the customer's name or email (any case, short and long terms, wildcards taken literally), the departure's start
// range (inclusive end, a date covering its UTC day), one person's bookings, refusals, and another workspace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, record, trip, type Trip } from '../support/bookings.js';

describe('GET /v1/bookings: search and back-office filters', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let early: Trip;
  let late: Trip;
  let personId: string;
  const ids: Record<string, string> = {};
  const codes: Record<string, string> = {};

  async function book(name: string, on: Trip, extra: Record<string, unknown>) {
    const r = await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(on, extra) });
    expect(r.status, r.text).toBe(201);
    ids[name] = r.body.id;
    codes[name] = r.body.code;
  }
  async function found(query: Record<string, string>, key = w.key): Promise<string[]> {
    const r = await t.call('GET', '/v1/bookings', { key, query: { limit: '100', ...query } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.pagination.total).toBe(r.body.data.length);
    return (r.body.data as Array<{ id: string }>).map((b) => b.id).sort();
  }
  const of = (...names: string[]) => names.map((n) => ids[n]!).sort();

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
    other = await t.workspace();
    early = await trip(t, w.key, { capacity: 50, startAt: '2031-03-10T22:30:00.000Z' });
    late = await trip(t, w.key, { capacity: 50, startAt: '2031-03-11T00:00:00.000Z' });
    const person = record(
      await t.call('POST', '/v1/people', {
        key: w.key,
        body: { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.com' },
      }),
      'person',
    );
    personId = person.id;
    await book('ioana', early, {
      billingPersonId: personId,
      billing: { firstName: 'Ioana', lastName: 'Popescu', email: 'Ioana@Example.com' },
    });
    await book('percent', late, { billing: { firstName: 'Ana', lastName: '100%_Sure', email: 'ana@example.org' } });
    await book('nobody', late, {});
    // Another workspace's booking with the same customer: never found from w.
    const theirs = await trip(t, other.key, { startAt: '2031-03-10T22:30:00.000Z' });
    const r = await t.call('POST', '/v1/bookings', {
      key: other.key,
      body: bookingBody(theirs, { billing: { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.com' } }),
    });
    expect(r.status, r.text).toBe(201);
  });
  afterAll(() => t.close());

  it('finds bookings by a part of the customer name or email, in any case', async () => {
    expect(await found({ q: 'popescu' })).toEqual(of('ioana'));
    expect(await found({ q: 'IOANA@EXAMPLE.COM' })).toEqual(of('ioana'));
    expect(await found({ q: 'example' })).toEqual(of('ioana', 'percent'));
    // Terms shorter than the index's trigrams still match.
    expect(await found({ q: 'an' })).toEqual(of('ioana', 'percent'));
    expect(await found({ q: 'nobody-has-this' })).toEqual([]);
  });

  it("finds a booking by its code or the code's beginning, in any case", async () => {
    expect(await found({ q: codes.nobody! })).toEqual(of('nobody'));
    expect(await found({ q: codes.nobody!.toLowerCase() })).toEqual(of('nobody'));
    const prefix = codes.ioana!.slice(0, 4);
    expect(await found({ q: prefix })).toEqual(of('ioana', 'percent', 'nobody'));
  });

  it('takes LIKE wildcards in a term literally', async () => {
    expect(await found({ q: '100%_s' })).toEqual(of('percent'));
    expect(await found({ q: '%' })).toEqual(of('percent'));
    expect(await found({ q: '_' })).toEqual(of('percent'));
  });

  it("filters by the departure's start: from inclusive, a date's end covering its whole UTC day", async () => {
    expect(await found({ departureFrom: '2031-03-11' })).toEqual(of('percent', 'nobody'));
    expect(await found({ departureTo: '2031-03-10' })).toEqual(of('ioana'));
    expect(await found({ departure_from: '2031-03-10T22:30:00Z', departure_to: '2031-03-10T22:30:00Z' })).toEqual(
      of('ioana'),
    );
    // 1 ms either side of the start.
    expect(await found({ departureFrom: '2031-03-10T22:30:00.001Z' })).toEqual(of('percent', 'nobody'));
    expect(await found({ departureTo: '2031-03-10T22:29:59.999Z' })).toEqual([]);
    // A start given with an offset is the same instant.
    expect(
      await found({ departureFrom: '2031-03-11T00:30:00+02:00', departureTo: '2031-03-11T00:30:00+02:00' }),
    ).toEqual(of('ioana'));
  });

  it("lists one person's bookings, combined with the other filters", async () => {
    expect(await found({ billingPersonId: personId })).toEqual(of('ioana'));
    expect(await found({ billing_person_id: personId, departureFrom: '2031-03-11' })).toEqual([]);
    expect(await found({ billingPersonId: personId, q: 'ioana', status: 'pending' })).toEqual(of('ioana'));
  });

  it("never shows another workspace's bookings", async () => {
    expect(await found({ q: 'ioana' }, other.key)).toHaveLength(1);
    expect(await found({ billingPersonId: personId }, other.key)).toEqual([]);
  });

  it('refuses bad filters with the field named', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ q: '' }, 'q'],
      [{ q: 'x'.repeat(201) }, 'q'],
      [{ departureFrom: '2031-13-01' }, 'departureFrom'],
      [{ departureTo: 'tomorrow' }, 'departureTo'],
      [{ departureFrom: '2031-03-12', departureTo: '2031-03-11' }, 'departureTo'],
      [{ billingPersonId: 'org_0192f0c4-7c8d-7e9f-8a0b-1c2d3e4f5a6b' }, 'billingPersonId'],
    ];
    for (const [query, field] of cases) {
      const r = await t.call('GET', '/v1/bookings', { key: w.key, query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.details.field, JSON.stringify(query)).toBe(field);
    }
  });

  it('needs a key that reads bookings', async () => {
    expect((await t.call('GET', '/v1/bookings', { query: { q: 'ioana' } })).status).toBe(401);
    const key = await t.services.workspaces.createKey({ workspaceId: w.id, scopes: ['products:read'] });
    expect((await t.call('GET', '/v1/bookings', { key: key.key, query: { q: 'ioana' } })).status).toBe(403);
  });
});
