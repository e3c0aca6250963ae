// Availability kept, not recomputed (issue 30): every change that moves a product's availability (a booking, a hold,
// its lapse, a change, a cancellation, a price edit, a departure edit, the product's archiving, the workspace's
// time zone) shows on the very next read, in this process and in a second app on the same database; a departure
// turns CLOSED at its sales cut-off to the millisecond with no write; ETag and 304; a burst of parallel holds leaves
// every kept answer equal to a recomputation (`availability verify`, also as the CLI).
import net from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { clock } from '../../src/platform/clock.js';
import { closePlatform, createPlatform } from '../../src/platform/index.js';
import { wireModules } from '../../src/modules/index.js';
import { createTestApp, type CallOptions, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { databaseUrlOf, runCli } from '../support/cli.js';
import { startProcess } from '../support/process.js';
import { DAY, localDate, octo, octoTour, type OctoTour } from '../support/octo.js';

const MINUTE = 60_000;

describe('availability kept', () => {
  let t: TestApp;
  let w: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
  });
  afterAll(() => t.close());

  /** 40 days from today (UTC): every departure octoTour makes by default lies within. */
  const range = () => ({
    from: localDate(clock.iso()),
    to: localDate(new Date(clock.nowMs() + 40 * DAY).toISOString()),
  });
  const read = (tour: OctoTour, opts: CallOptions = {}) =>
    t.call('GET', `/v1/products/${tour.productId}/availability`, { key: w.key, query: range(), ...opts });
  /** The answer recomputed from the tables, as the route's bytes. */
  const recomputed = async (tour: OctoTour) =>
    JSON.stringify({ data: await t.services.catalog.availability.calendar(w.id, tour.productId, range()) });
  /** Read twice (the second is served kept): both the same bytes, which are the recomputation's. */
  async function kept(tour: OctoTour) {
    const first = await read(tour);
    expect(first.status, first.text).toBe(200);
    const again = await read(tour);
    expect(again.text).toBe(first.text);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.text).toBe(await recomputed(tour));
    return first;
  }
  const dep = (body: { data: { days: Array<{ departures: Array<Record<string, unknown>> }> } }, id: string) =>
    body.data.days.flatMap((d) => d.departures).find((d) => d.id === id)!;
  async function verified() {
    for (const p of await t.services.catalog.availability.verify(w.id)) expect(p.mismatches, p.productId).toEqual([]);
  }
  const book = async (tour: OctoTour, extra: Record<string, unknown> = {}, quantity = 2) => {
    const r = await t.call('POST', '/v1/bookings', {
      key: w.key,
      body: {
        productId: tour.productId,
        departureId: tour.departureIds[0],
        units: [{ unitKey: 'adult', quantity }],
        ...extra,
      },
    });
    expect(r.status, r.text).toBe(201);
    return r.body as { id: string };
  };

  it('shows each kind of change on the very next read, with a new ETag', async () => {
    const tour = await octoTour(t, w.key, { capacity: 10 });
    const d = tour.departureIds[0]!;
    const vacancies = async () => dep((await read(tour)).body, d).vacancies;
    /** The change shows on the next read, which is the recomputation's bytes under a new ETag. */
    const shows = async (change: () => Promise<unknown>) => {
      const before = await kept(tour);
      await change();
      const after = await read(tour);
      expect(after.status, after.text).toBe(200);
      expect(after.text).not.toBe(before.text);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.text).toBe(await recomputed(tour));
      return after.body;
    };

    await shows(() => book(tour));
    expect(await vacancies()).toBe(8);
    const hold = await shows(() => book(tour, { hold: true, holdMinutes: 10 }, 1));
    expect(dep(hold, d).vacancies).toBe(7);
    // The hold lapses by its job: seats back.
    const lapsed = await shows(async () => {
      clock.advance(11 * MINUTE);
      await t.drainJobs();
    });
    expect(dep(lapsed, d).vacancies).toBe(8);
    const b = await book(tour, {}, 1);
    const changed = await shows(async () => {
      const r = await t.call('POST', `/v1/bookings/${b.id}/changes`, {
        key: w.key,
        body: { units: [{ unitKey: 'adult', quantity: 3 }] },
      });
      expect(r.status, r.text).toBe(200);
    });
    expect(dep(changed, d).vacancies).toBe(5);
    const cancelled = await shows(async () => {
      const r = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } });
      expect(r.status, r.text).toBe(200);
    });
    expect(dep(cancelled, d).vacancies).toBe(8);
    const repriced = await shows(async () => {
      const r = await t.call('PUT', `/v1/products/${tour.productId}/pricing`, {
        key: w.key,
        body: {
          unitTypes: [{ key: 'adult', type: 'adult', label: 'Adult' }],
          ratePlans: [{ name: 'Standard', unitPrices: [{ unitKey: 'adult', amount: 47, currency: 'EUR' }] }],
        },
      });
      expect(r.status, r.text).toBe(200);
    });
    expect(dep(repriced, d).prices).toEqual([{ unitKey: 'adult', amount: 47, amountMinor: 4700, currency: 'EUR' }]);
    const resized = await shows(async () => {
      const r = await t.call('PATCH', `/v1/departures/${d}`, { key: w.key, body: { capacity: 12 } });
      expect(r.status, r.text).toBe(200);
    });
    expect(dep(resized, d)).toMatchObject({ capacity: 12, vacancies: 10 });
    const closed = await shows(async () => {
      const r = await t.call('PATCH', `/v1/departures/${d}`, { key: w.key, body: { status: 'closed' } });
      expect(r.status, r.text).toBe(200);
    });
    expect(dep(closed, d).status).toBe('CLOSED');
    const moved = await shows(async () => {
      const r = await t.call('PATCH', '/v1/workspace', { key: w.key, body: { timezone: 'Pacific/Auckland' } });
      expect(r.status, r.text).toBe(200);
    });
    expect(moved.data.timeZone).toBe('Pacific/Auckland');
    await verified();
    await t.call('PATCH', '/v1/workspace', { key: w.key, body: { timezone: 'UTC' } });
  });

  it('OCTO: the calendar and a day follow a booking at once; an archived product is no longer answered', async () => {
    const tour = await octoTour(t, w.key, { capacity: 10 });
    const day = localDate(tour.starts[0]!);
    const body = { productId: tour.productId, optionId: tour.standard, localDateStart: day, localDateEnd: day };
    const calendar = () => octo(t, 'POST', '/availability/calendar', w.key, { body });
    const oneDay = () =>
      octo(t, 'POST', '/availability', w.key, {
        body: { ...body, localDateStart: undefined, localDateEnd: undefined, localDate: day },
      });
    for (const ask of [calendar, oneDay]) {
      const first = await ask();
      expect(first.status, first.text).toBe(200);
      expect((await ask()).text).toBe(first.text);
    }
    expect((await calendar()).body[0].vacancies).toBe(10);
    await book(tour, {}, 3);
    expect((await calendar()).body[0].vacancies).toBe(7);
    expect((await oneDay()).body[0].vacancies).toBe(7);
    const archived = await t.call('PATCH', `/v1/products/${tour.productId}`, {
      key: w.key,
      body: { status: 'archived' },
    });
    expect(archived.status, archived.text).toBe(200);
    for (const ask of [calendar, oneDay]) expect((await ask()).body.error).toBe('INVALID_PRODUCT_ID');
  });

  it('turns a departure CLOSED at its sales cut-off to the millisecond, with no write', async () => {
    // A workspace of its own: its answers, made at a future instant, are not true once the clock is back.
    const saved = w;
    w = await t.workspace();
    const tour = await octoTour(t, w.key, { capacity: 10 });
    const d = tour.departureIds[0]!;
    const r = await t.call('PATCH', `/v1/departures/${d}`, { key: w.key, body: { salesCutoffMinutes: 60 } });
    expect(r.status, r.text).toBe(200);
    const cutoff = Date.parse(tour.starts[0]!) - 60 * MINUTE;
    try {
      clock.freeze(cutoff - 1);
      const open = await kept(tour);
      expect(dep(open.body, d).status).toBe('AVAILABLE');
      clock.freeze(cutoff);
      expect(dep((await read(tour)).body, d).status).toBe('CLOSED');
      expect((await read(tour)).text).toBe(await recomputed(tour));
      clock.freeze(cutoff + 1);
      expect(dep((await read(tour)).body, d).status).toBe('CLOSED');
    } finally {
      clock.reset();
      w = saved;
    }
  });

  it('answers an ETag (Cache-Control: private, no-cache); If-None-Match answers 304 until a change', async () => {
    const tour = await octoTour(t, w.key, { capacity: 10 });
    const first = await read(tour);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const unchanged = await read(tour, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await read(tour, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304);
    await book(tour);
    const changed = await read(tour, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("never serves a kept answer to another workspace: its key is refused (404), even with the answer's ETag", async () => {
    const tour = await octoTour(t, w.key, { capacity: 10 });
    const first = await kept(tour);
    const other = await t.workspace();
    for (const headers of [{}, { 'if-none-match': String(first.headers.etag) }] as Record<string, string>[]) {
      const r = await read(tour, { key: other.key, headers });
      expect(r.status, r.text).toBe(404);
      expect(r.text).not.toContain(tour.productId);
      expect(r.headers.etag).toBeUndefined();
    }
  });

  it('a second app on the same database sees a change made through the first on its very next read', async () => {
    const platform = createPlatform(t.config, { log: pino({ level: 'silent' }), pgSchema: t.database.schema });
    const wiring = wireModules(platform);
    const second = await buildApp(platform, wiring.modules);
    await second.ready();
    try {
      const tour = await octoTour(t, w.key, { capacity: 10 });
      const readThere = async () => {
        const r = await second.inject({
          method: 'GET',
          url: `/v1/products/${tour.productId}/availability`,
          headers: { authorization: `Bearer ${w.key}` },
          query: range(),
        });
        expect(r.statusCode, r.body).toBe(200);
        return r.body;
      };
      const before = await readThere();
      expect(await readThere()).toBe(before);
      await book(tour, {}, 4);
      const after = await readThere();
      expect(dep(JSON.parse(after), tour.departureIds[0]!).vacancies).toBe(6);
      expect(after).toBe(await recomputed(tour));
    } finally {
      await second.close();
      await closePlatform(platform);
    }
  });

  it("an OCTO poll whose body arrives after another process's booking answers with that booking", async () => {
    // The poll's headers are handled (and authenticated, which reads SQLite's change stamp) before the booking; the
    // body comes after it, so the answer must not be the one kept from before (src/platform/http/change-stamp.ts).
    const other = await startProcess('api', { DATABASE_URL: databaseUrlOf(t.database) });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const tour = await octoTour(t, w.key, { capacity: 10 });
      const d = tour.departureIds[0]!;
      const body = JSON.stringify({
        productId: tour.productId,
        optionId: tour.standard,
        localDate: localDate(tour.starts[0]!),
      });
      const vacanciesIn = (answer: string) =>
        (JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Array<{ id: string; vacancies: number }>).find(
          (a) => a.id === d,
        )!.vacancies;
      const poll = (between: () => Promise<void>) =>
        new Promise<string>((resolve, reject) => {
          let answer = '';
          const socket = net.connect(Number(new URL(address).port), '127.0.0.1', async () => {
            socket.write(
              `POST /octo/availability HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${w.key}\r\n` +
                `content-type: application/json\r\nocto-capabilities: octo/pricing\r\n` +
                `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`,
            );
            await between();
            socket.write(body);
          });
          socket.on('data', (chunk) => (answer += chunk));
          socket.on('end', () => resolve(answer));
          socket.on('error', reject);
        });
      expect(vacanciesIn(await poll(async () => undefined))).toBe(10);
      expect(vacanciesIn(await poll(async () => undefined))).toBe(10); // kept
      const answer = await poll(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50)); // the headers are handled meanwhile
        const r = await fetch(`${other.url}/v1/bookings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${w.key}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            productId: tour.productId,
            departureId: d,
            units: [{ unitKey: 'adult', quantity: 4 }],
          }),
        });
        expect(r.status, await r.text()).toBe(201);
      });
      expect(answer).toMatch(/^HTTP\/1.1 200/);
      expect(vacanciesIn(answer)).toBe(6);
    } finally {
      await t.app.server.close();
      await other.kill();
    }
  });

  it('a burst of parallel holds and reads leaves every kept answer equal to a recomputation', async () => {
    const tour = await octoTour(t, w.key, { capacity: 40, days: [20, 21, 22] });
    await kept(tour);
    const holds = Array.from({ length: 30 }, (_, i) =>
      t.call('POST', '/v1/bookings', {
        key: w.key,
        body: {
          productId: tour.productId,
          departureId: tour.departureIds[i % 3],
          units: [{ unitKey: 'adult', quantity: 1 }],
          hold: true,
        },
      }),
    );
    const reads = Array.from({ length: 30 }, () => read(tour));
    const answers = await Promise.all([...holds, ...reads]);
    for (const r of answers) expect(r.status, r.text).toBeLessThan(300);
    await verified();
    const last = await read(tour);
    expect(last.text).toBe(await recomputed(tour));
    for (const id of tour.departureIds) expect(dep(last.body, id).vacancies).toBe(30);
    // This workspace only: another one keeps answers made at a future instant on purpose (the cut-off test).
    await expectNoDifferences(t, w.id);
  });

  it('bookings moved between two departures while others book both never fail (one lock order, no deadlock)', async () => {
    const tour = await octoTour(t, w.key, { capacity: 100, days: [25, 26] });
    const [first, second] = tour.departureIds as [string, string];
    const onFirst = await Promise.all(Array.from({ length: 10 }, () => book(tour, {}, 1)));
    await kept(tour);
    const moves = onFirst.map((b) =>
      t.call('POST', `/v1/bookings/${b.id}/changes`, { key: w.key, body: { departureId: second } }),
    );
    const bookings = Array.from({ length: 20 }, (_, i) =>
      t.call('POST', '/v1/bookings', {
        key: w.key,
        body: {
          productId: tour.productId,
          departureId: i % 2 ? first : second,
          units: [{ unitKey: 'adult', quantity: 1 }],
        },
      }),
    );
    for (const r of await Promise.all([...moves, ...bookings])) expect(r.status, r.text).toBeLessThan(300);
    const last = await read(tour);
    expect(last.text).toBe(await recomputed(tour));
    expect(dep(last.body, first).vacancies).toBe(90);
    expect(dep(last.body, second).vacancies).toBe(80);
    await verified();
  });

  it('verify finds an answer a write without its version left stale; the CLI verifies a workspace', async () => {
    const tour = await octoTour(t, w.key, { capacity: 10 });
    await kept(tour);
    // A write that bypasses the catalog (no event, no version): exactly what verify is there to catch.
    await t.platform.db.kysely
      .withTables<{ departures: { id: string; capacity: number } }>()
      .updateTable('departures')
      .set({ capacity: 9 })
      .where('id', '=', tour.departureIds[0]!)
      .execute();
    const verdict = (await t.services.catalog.availability.verify(w.id)).find((p) => p.productId === tour.productId);
    expect(verdict?.mismatches).toHaveLength(1);
    // The CLI's own process keeps nothing yet: it keeps each product's default calendar and checks it.
    const cli = await runCli(['availability', 'verify', '--workspace', w.id, '--json'], {
      DATABASE_URL: databaseUrlOf(t.database),
    });
    expect(cli.code, `${cli.stderr}\n${cli.stdout}`).toBe(0);
    const out = JSON.parse(cli.stdout) as { products: Array<{ productId: string; status: string; checked: number }> };
    expect(out.products.find((p) => p.productId === tour.productId)).toMatchObject({ status: 'OK', checked: 1 });
    const unknown = await runCli(['availability', 'verify', '--workspace', 'ws_00000000-0000-7000-8000-000000000000'], {
      DATABASE_URL: databaseUrlOf(t.database),
    });
    expect(unknown.code).toBe(1);
  });
});
