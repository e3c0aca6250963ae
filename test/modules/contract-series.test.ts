import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';

const MISSING = 'cs_00000000-0000-7000-8000-000000000000';

describe('contract series', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  /** Moves the app's clock to an instant (tests never sleep). */
  const setNow = (iso: string) => clock.advance(Date.parse(iso) - clock.nowMs());

  let seq = 0;
  const uniqueName = () => `Series ${++seq}`;
  const create = (body: Record<string, unknown>, key = ws.key) =>
    t.call('POST', '/v1/contract-series', { key, body: { name: uniqueName(), ...body } });
  const createId = async (body: Record<string, unknown>, w = ws) => {
    const r = await create(body, w.key);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.series.id as string;
  };
  const allocate = (id: string, body?: unknown, key = ws.key) =>
    t.call('POST', `/v1/contract-series/${id}/allocate`, { key, body });
  const put = (id: string, body: unknown, key = ws.key) => t.call('PUT', `/v1/contract-series/${id}`, { key, body });

  it('creates a series with defaults and answers {series}', async () => {
    const r = await t.call('POST', '/v1/contract-series', {
      key: ws.key,
      body: { name: 'Contracts', pattern: 'CNT-{year}-{sequence:04}' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      series: {
        id: expect.stringMatching(/^cs_[0-9a-f-]{36}$/),
        workspaceId: ws.id,
        name: 'Contracts',
        prefix: null,
        pattern: 'CNT-{year}-{sequence:04}',
        resetPeriod: 'never',
        startValue: 1,
        enforceGapless: true,
        enforceMonotonicDates: false,
        active: true,
        defaultForBe: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
      },
    });
    const got = await t.call('GET', `/v1/contract-series/${r.body.series.id}`, { key: ws.key });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(r.body);
  });

  it('rejects bad input with 400 and details.field, writing nothing', async () => {
    const before = (await t.call('GET', '/v1/contract-series', { key: ws.key })).body.pagination.total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: undefined, pattern: '{sequence}' }, 'name'],
      [{ name: '   ', pattern: '{sequence}' }, 'name'],
      [{}, 'pattern'],
      [{ pattern: 'CNT-{year}' }, 'pattern'],
      [{ pattern: '{sequence}-{sequence:03}' }, 'pattern'],
      [{ pattern: 'CNT-{day}-{sequence}' }, 'pattern'],
      [{ pattern: 'CNT-{sequence' }, 'pattern'],
      [{ pattern: 'CNT}-{sequence}' }, 'pattern'],
      [{ pattern: '{sequence:0}' }, 'pattern'],
      [{ pattern: '{sequence:21}' }, 'pattern'],
      [{ pattern: '{prefix}-{sequence}' }, 'pattern'],
      [{ pattern: 'C-{sequence}', resetPeriod: 'year' }, 'pattern'],
      [{ pattern: 'C-{year}-{sequence}', resetPeriod: 'month' }, 'pattern'],
      [{ pattern: '{sequence}', resetPeriod: 'weekly' }, 'resetPeriod'],
      [{ pattern: '{sequence}', startValue: -1 }, 'startValue'],
      [{ pattern: '{sequence}', startValue: 1.5 }, 'startValue'],
      [{ pattern: '{sequence}', startValue: '1' }, 'startValue'],
      [{ pattern: '{sequence}', enforceGapless: 'yes' }, 'enforceGapless'],
      [{ pattern: '{sequence}', prefix: '' }, 'prefix'],
    ];
    for (const [body, field] of cases) {
      const r = await t.call('POST', '/v1/contract-series', { key: ws.key, body: { name: uniqueName(), ...body } });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    expect((await t.call('GET', '/v1/contract-series', { key: ws.key })).body.pagination.total).toBe(before);
  });

  it('accepts every placeholder and a prefix', async () => {
    const id = await createId({
      prefix: 'CT',
      pattern: '{prefix}/{year}/{month}/{sequence:3}',
      resetPeriod: 'month',
      startValue: 7,
    });
    expect((await allocate(id, { date: '2026-03-09' })).body).toEqual({ number: 'CT/2026/03/007', sequence: 7 });
  });

  it('refuses a duplicate name with 409', async () => {
    await createId({ name: 'Unique name', pattern: '{sequence}' });
    const r = await create({ name: 'Unique name', pattern: '{sequence}' });
    expect(r.status).toBe(409);
    expect(r.body.details.field).toBe('name');
  });

  it('answers 401 without a key and 403 without the scope', async () => {
    const id = await createId({ pattern: '{sequence}' });
    expect((await t.call('GET', '/v1/contract-series')).status).toBe(401);
    expect((await t.call('POST', '/v1/contract-series', { body: { name: 'x', pattern: '{sequence}' } })).status).toBe(
      401,
    );
    const readOnly = await t.key(ws.id, { scopes: ['contract-series:read'] });
    expect((await t.call('GET', '/v1/contract-series', { key: readOnly })).status).toBe(200);
    expect((await t.call('GET', `/v1/contract-series/${id}`, { key: readOnly })).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/v1/contract-series', { name: 'Nope', pattern: '{sequence}' }],
      ['PUT', `/v1/contract-series/${id}`, { name: 'Nope' }],
      ['DELETE', `/v1/contract-series/${id}`, undefined],
      ['POST', `/v1/contract-series/${id}/set-default`, undefined],
      ['POST', `/v1/contract-series/${id}/allocate`, {}],
    ] as const) {
      const r = await t.call(method, url, { key: readOnly, body });
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body.message).toContain('contract-series:write');
    }
    const billingOnly = await t.key(ws.id, { scopes: ['billing:*'] });
    expect((await t.call('GET', '/v1/contract-series', { key: billingOnly })).status).toBe(403);
  });

  it("answers 404 for another workspace's series and 400 for a wrong id prefix", async () => {
    const id = await createId({ pattern: '{sequence}' });
    const calls: Array<[string, string, unknown]> = [
      ['GET', `/v1/contract-series/${id}`, undefined],
      ['PUT', `/v1/contract-series/${id}`, { name: 'Hijack' }],
      ['DELETE', `/v1/contract-series/${id}`, undefined],
      ['POST', `/v1/contract-series/${id}/set-default`, undefined],
      ['POST', `/v1/contract-series/${id}/allocate`, {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, { key: other.key, body })).status, `${method} ${url}`).toBe(404);
      expect((await t.call(method, url.replace(id, MISSING), { key: ws.key, body })).status, `${method} missing`).toBe(
        404,
      );
      const wrong = await t.call(method, url.replace(id, 'inv_00000000-0000-7000-8000-000000000000'), {
        key: ws.key,
        body,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.details.field).toBe('id');
    }
    expect((await t.call('GET', `/v1/contract-series/${id}`, { key: ws.key })).body.series.name).not.toBe('Hijack');
    expect((await t.call('GET', '/v1/contract-series', { key: other.key })).body.data).toEqual([]);
  });

  it('lists with activeOnly, sort and pagination, only this workspace', async () => {
    const w = await t.workspace();
    for (const [name, active] of [
      ['Gamma', true],
      ['Alpha', false],
      ['Beta', true],
    ] as const)
      await createId({ name, pattern: '{sequence}', active }, w);
    await createId({ name: 'Elsewhere', pattern: '{sequence}' }, other);
    const all = await t.call('GET', '/v1/contract-series?sort=name', { key: w.key });
    expect(all.status).toBe(200);
    expect(all.body.data.map((s: { name: string }) => s.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(all.body.pagination).toEqual({ total: 3, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const active = await t.call('GET', '/v1/contract-series?activeOnly=true&sort=-name&limit=1', { key: w.key });
    expect(active.body.data.map((s: { name: string }) => s.name)).toEqual(['Gamma']);
    expect(active.body.pagination).toEqual({
      total: 2,
      limit: 1,
      offset: 0,
      has_more: true,
      next_cursor: expect.any(String),
    });
    expect((await t.call('GET', '/v1/contract-series?activeOnly=1', { key: w.key })).body.pagination.total).toBe(2);
    for (const bad of ['activeOnly=maybe', 'sort=pattern', 'limit=101']) {
      const r = await t.call('GET', `/v1/contract-series?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toMatch(/activeOnly|sort|limit/);
    }
  });

  it('PUT changes what it is given and answers {series}', async () => {
    const id = await createId({ pattern: 'CNT-{year}-{sequence}' });
    const r = await put(id, { name: 'Renamed', startValue: 100, pattern: 'CNT-{year}-{sequence:04}' });
    expect(r.status).toBe(200);
    expect(r.body.series).toMatchObject({
      id,
      name: 'Renamed',
      startValue: 100,
      pattern: 'CNT-{year}-{sequence:04}',
      resetPeriod: 'never',
      enforceGapless: true,
    });
    expect(r.body.series.updatedAt >= r.body.series.createdAt).toBe(true);
    expect((await allocate(id, { date: '2026-05-01' })).body).toEqual({ number: 'CNT-2026-0100', sequence: 100 });
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ pattern: '{year}' }, 'pattern'],
      [{ prefix: 'P', pattern: '{prefix}' }, 'pattern'],
      [{ startValue: -5 }, 'startValue'],
      [{ active: 'no' }, 'active'],
    ] as const) {
      const bad = await put(id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.details.field).toBe(field);
    }
    const prefixed = await createId({ prefix: 'AB', pattern: '{prefix}-{sequence}' });
    const clear = await put(prefixed, { prefix: null });
    expect(clear.status).toBe(400);
    expect(clear.body.details.field).toBe('prefix');
    const reset = await put(await createId({ pattern: 'X-{sequence}' }), { resetPeriod: 'year' });
    expect(reset.status).toBe(400);
    expect(reset.body.details.field).toBe('resetPeriod');
  });

  it('PUT defaultForBe never changes another series; set-default moves the flag in one step', async () => {
    const w = await t.workspace();
    const a = await createId({ pattern: 'A-{sequence}' }, w);
    const b = await createId({ pattern: 'B-{sequence}' }, w);
    const flags = async () =>
      Object.fromEntries(
        (await t.call('GET', '/v1/contract-series', { key: w.key })).body.data.map(
          (s: { id: string; defaultForBe: boolean }) => [s.id, s.defaultForBe],
        ),
      );

    expect((await put(a, { defaultForBe: true }, w.key)).body.series.defaultForBe).toBe(true);
    const refused = await put(b, { defaultForBe: true }, w.key);
    expect(refused.status).toBe(409);
    expect(refused.body.details.field).toBe('defaultForBe');
    expect(await flags()).toEqual({ [a]: true, [b]: false });
    const refusedCreate = await create({ pattern: 'C-{sequence}', defaultForBe: true }, w.key);
    expect(refusedCreate.status).toBe(409);

    const promoted = await t.call('POST', `/v1/contract-series/${b}/set-default`, { key: w.key });
    expect(promoted.status).toBe(200);
    expect(promoted.body.series).toMatchObject({ id: b, defaultForBe: true });
    expect(await flags()).toEqual({ [a]: false, [b]: true });
    // Promoting the default again changes nothing.
    expect(
      (await t.call('POST', `/v1/contract-series/${b}/set-default`, { key: w.key })).body.series.defaultForBe,
    ).toBe(true);

    // Unsetting leaves the workspace without a default; the default must stay active.
    const deactivate = await put(b, { active: false }, w.key);
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.details.field).toBe('active');
    expect((await put(b, { defaultForBe: false }, w.key)).body.series.defaultForBe).toBe(false);
    expect(await flags()).toEqual({ [a]: false, [b]: false });
    expect((await put(b, { active: false }, w.key)).body.series.active).toBe(false);
    const inactive = await t.call('POST', `/v1/contract-series/${b}/set-default`, { key: w.key });
    expect(inactive.status).toBe(409);

    const events = await t.events(w.id, 'contract-series.updated');
    const promotion = events.filter((e) => e.data.defaultForBe === true && e.data.id === b);
    expect(promotion).toHaveLength(1);
    expect(events.some((e) => e.data.id === a && e.data.defaultForBe === false)).toBe(true);
  });

  it('concurrent set-default calls leave exactly one default', async () => {
    const w = await t.workspace();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await createId({ pattern: `S${i}-{sequence}` }, w));
    const results = await Promise.all(
      ids.flatMap((id) => [1, 2].map(() => t.call('POST', `/v1/contract-series/${id}/set-default`, { key: w.key }))),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const defaults = (await t.call('GET', '/v1/contract-series', { key: w.key })).body.data.filter(
      (s: { defaultForBe: boolean }) => s.defaultForBe,
    );
    expect(defaults).toHaveLength(1);
    await expectNoDifferences(t);
  });

  it('allocates consecutive numbers from startValue, resetting by year or month', async () => {
    const yearly = await createId({ pattern: 'CNT-{year}-{sequence:04}', resetPeriod: 'year', startValue: 1 });
    expect((await allocate(yearly, { date: '2025-12-30' })).body).toEqual({ number: 'CNT-2025-0001', sequence: 1 });
    expect((await allocate(yearly, { date: '2025-12-31' })).body).toEqual({ number: 'CNT-2025-0002', sequence: 2 });
    expect((await allocate(yearly, { date: '2026-01-01' })).body).toEqual({ number: 'CNT-2026-0001', sequence: 1 });
    // Without enforceMonotonicDates an earlier date is fine and continues its own year.
    expect((await allocate(yearly, { date: '2025-06-01' })).body).toEqual({ number: 'CNT-2025-0003', sequence: 3 });

    const monthly = await createId({ pattern: '{year}{month}-{sequence}', resetPeriod: 'month', startValue: 10 });
    expect((await allocate(monthly, { date: '2026-01-31' })).body.number).toBe('202601-10');
    expect((await allocate(monthly, { date: '2026-01-31' })).body.number).toBe('202601-11');
    expect((await allocate(monthly, { date: '2026-02-01' })).body.number).toBe('202602-10');

    const never = await createId({ pattern: 'N-{year}-{sequence}', startValue: 0 });
    expect((await allocate(never, { date: '2025-12-31' })).body).toEqual({ number: 'N-2025-0', sequence: 0 });
    expect((await allocate(never, { date: '2026-01-01' })).body).toEqual({ number: 'N-2026-1', sequence: 1 });
  });

  it('allocates for today (the workspace time zone) when no date is given', async () => {
    setNow('2026-03-15T12:00:00Z');
    const id = await createId({ pattern: '{year}-{month}-{sequence}' });
    const noBody = await t.call('POST', `/v1/contract-series/${id}/allocate`, { key: ws.key });
    expect(noBody.status).toBe(200);
    expect(noBody.body).toEqual({ number: '2026-03-1', sequence: 1 });
    expect((await allocate(id, {})).body.sequence).toBe(2);
    for (const date of ['2026-02-30', '26-01-01', '2026-01-01T00:00:00Z', 20260101]) {
      const r = await allocate(id, { date });
      expect(r.status, String(date)).toBe(400);
      expect(r.body.details.field).toBe('date');
    }
  });

  it('resets by month and by year as the clock crosses midnight in the workspace time zone', async () => {
    const w = await t.workspace();
    expect(
      (await t.call('PATCH', '/v1/workspace', { key: w.key, body: { timezone: 'Europe/Bucharest' } })).status,
    ).toBe(200);
    const monthly = await createId({ pattern: 'M-{year}{month}-{sequence:03}', resetPeriod: 'month' }, w);
    const yearly = await createId({ pattern: 'Y-{year}-{sequence:03}', resetPeriod: 'year', startValue: 100 }, w);
    const next = async (id: string) => {
      const r = await allocate(id, undefined, w.key);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.number as string;
    };
    // 21:30 UTC on 31 January is 23:30 in Bucharest: still January.
    setNow('2026-01-31T21:30:00Z');
    expect([await next(monthly), await next(monthly)]).toEqual(['M-202601-001', 'M-202601-002']);
    clock.advance(60 * 60_000); // 00:30 on 1 February in Bucharest, still 31 January in UTC
    expect([await next(monthly), await next(monthly)]).toEqual(['M-202602-001', 'M-202602-002']);

    setNow('2026-12-31T21:30:00Z');
    expect([await next(yearly), await next(yearly), await next(monthly)]).toEqual([
      'Y-2026-100',
      'Y-2026-101',
      'M-202612-001',
    ]);
    clock.advance(60 * 60_000);
    expect([await next(yearly), await next(monthly)]).toEqual(['Y-2027-100', 'M-202701-001']);
  });

  it('enforces monotonic dates (422) and refuses inactive series (409)', async () => {
    const id = await createId({ pattern: '{sequence}', enforceMonotonicDates: true });
    expect((await allocate(id, { date: '2026-03-10' })).status).toBe(200);
    expect((await allocate(id, { date: '2026-03-10' })).status).toBe(200);
    const earlier = await allocate(id, { date: '2026-03-09' });
    expect(earlier.status).toBe(422);
    expect(earlier.body.details).toEqual({ field: 'date', message: expect.stringContaining('2026-03-10') });
    expect((await allocate(id, { date: '2026-03-11' })).body).toEqual({ number: '3', sequence: 3 });

    await put(id, { active: false });
    const inactive = await allocate(id, { date: '2026-04-01' });
    expect(inactive.status).toBe(409);
    await put(id, { active: true });
    expect((await allocate(id, { date: '2026-04-01' })).body.sequence).toBe(4);
  });

  it('guards the numbering rules once numbers exist', async () => {
    const gapless = await createId({ pattern: 'G-{year}-{sequence}' });
    await allocate(gapless, { date: '2026-01-01' });
    const reset = await put(gapless, { resetPeriod: 'year' });
    expect(reset.status).toBe(409);
    expect(reset.body.details.field).toBe('resetPeriod');
    const start = await put(gapless, { startValue: 50 });
    expect(start.status).toBe(409);
    expect(start.body.details.field).toBe('startValue');
    // Metadata still changes.
    expect((await put(gapless, { name: 'Still editable' })).status).toBe(200);

    // A series that allows gaps may jump ahead (never back).
    const loose = await createId({ pattern: 'L-{sequence}', enforceGapless: false });
    await allocate(loose, { date: '2026-01-01' });
    expect((await put(loose, { startValue: 50 })).status).toBe(200);
    expect((await allocate(loose, { date: '2026-01-02' })).body).toEqual({ number: 'L-50', sequence: 50 });
    expect((await put(loose, { startValue: 5 })).status).toBe(200);
    expect((await allocate(loose, { date: '2026-01-03' })).body).toEqual({ number: 'L-51', sequence: 51 });
    // Turning gapless on while jumping in the same request is refused: the jump would be a gap.
    expect((await put(loose, { startValue: 70, enforceGapless: true })).status).toBe(409);

    // A pattern change that would repeat a number is refused at allocation, and the number is not consumed.
    const repeat = await createId({ pattern: 'R-1{sequence}', enforceGapless: false });
    expect((await allocate(repeat, { date: '2026-01-01' })).body.number).toBe('R-11');
    await put(repeat, { pattern: 'R-{sequence}', startValue: 11 });
    const dup = await allocate(repeat, { date: '2026-01-01' });
    expect(dup.status).toBe(409);
    await put(repeat, { pattern: 'R-{sequence}-b' });
    expect((await allocate(repeat, { date: '2026-01-01' })).body).toEqual({ number: 'R-11-b', sequence: 11 });
  });

  it('deletes a series until it allocated a number, then 409', async () => {
    const unused = await createId({ pattern: '{sequence}' });
    const del = await t.call('DELETE', `/v1/contract-series/${unused}`, { key: ws.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true });
    expect((await t.call('GET', `/v1/contract-series/${unused}`, { key: ws.key })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/contract-series/${unused}`, { key: ws.key })).status).toBe(404);

    const used = await createId({ pattern: '{sequence}' });
    await allocate(used, { date: '2026-01-01' });
    const refused = await t.call('DELETE', `/v1/contract-series/${used}`, { key: ws.key });
    expect(refused.status).toBe(409);
    expect((await t.call('GET', `/v1/contract-series/${used}`, { key: ws.key })).status).toBe(200);
  });

  it('emits contract-series.created, .updated, .number.allocated and .deleted', async () => {
    const w = await t.workspace();
    const id = await createId({ name: 'Evented', pattern: 'E-{sequence}' }, w);
    await put(id, { name: 'Evented 2' }, w.key);
    await put(id, { name: 'Evented 2' }, w.key); // no change: no event
    await allocate(id, { date: '2026-01-01' }, w.key);
    const gone = await createId({ name: 'Gone', pattern: '{sequence}' }, w);
    await t.call('DELETE', `/v1/contract-series/${gone}`, { key: w.key });
    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual([
      'contract-series.created',
      'contract-series.updated',
      'contract-series.number.allocated',
      'contract-series.created',
      'contract-series.deleted',
    ]);
    expect(events[0]!.data).toMatchObject({ id, name: 'Evented', workspaceId: w.id });
    expect(events[1]!.data).toMatchObject({ id, name: 'Evented 2' });
    expect(events[2]!.data).toEqual({ seriesId: id, number: 'E-1', sequence: 1, date: '2026-01-01', bookingId: null });
    expect(events[4]!.data).toMatchObject({ id: gone, deletedAt: expect.any(String) });
  });

  it('100 concurrent allocations get consecutive numbers', async () => {
    const id = await createId({ pattern: 'P-{sequence:03}', startValue: 1 });
    const results = await Promise.all(Array.from({ length: 100 }, () => allocate(id, { date: '2026-06-01' })));
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const sequences = results.map((r) => r.body.sequence as number).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.body.number)).size).toBe(100);
    expect((await allocate(id, { date: '2026-06-01' })).body).toEqual({ number: 'P-101', sequence: 101 });
    await expectNoDifferences(t);
  });
});
