import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('invoices', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const base = { series: 'INV', currency: 'EUR', issueDate: '2025-02-15', dueDate: '2025-03-15' };
  const line = {
    itemType: 'service',
    description: 'City break',
    quantity: 1,
    unitPrice: 2450,
    taxRate: 0,
    lineTotal: 2450,
  };
  const create = (body: Record<string, unknown>, key = ws.key) =>
    t.call('POST', '/v1/billing/invoices', { key, body: { ...base, ...body } });
  const createId = async (body: Record<string, unknown> = {}, w = ws) => {
    const r = await create(body, w.key);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as string;
  };
  const get = (id: string, key = ws.key) => t.call('GET', `/v1/billing/invoices/${id}`, { key });
  const patch = (id: string, body: unknown, key = ws.key) =>
    t.call('PATCH', `/v1/billing/invoices/${id}`, { key, body });
  const issue = (id: string, key = ws.key) => t.call('POST', `/v1/billing/invoices/${id}/issue`, { key });
  const voidIt = (id: string, key = ws.key) => t.call('POST', `/v1/billing/invoices/${id}/void`, { key });

  it("creates a draft and answers only {id: <uuid>}; GET answers the reference's shape", async () => {
    const r = await create({ buyerAddress: { company: 'Acme SRL', vat: 'RO123', country: 'RO' }, lines: [line] });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body)).toEqual(['id']);
    expect(r.body.id).toMatch(UUID_RE);

    const got = await get(r.body.id);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      id: `inv_${r.body.id}`,
      number: null,
      series: 'INV',
      status: 'draft',
      currency: 'EUR',
      issueDate: '2025-02-15',
      dueDate: '2025-03-15',
      subtotal: '2450.00',
      discountTotal: '0.00',
      taxTotal: '0.00',
      total: '2450.00',
      buyerAddress: { company: 'Acme SRL', vat: 'RO123', country: 'RO' },
      buyerName: null,
      buyerEmail: null,
      bookingId: null,
      issuedAt: null,
      voidedAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
      lines: [
        {
          id: expect.stringMatching(/^lin_[0-9a-f-]{36}$/),
          lineNo: 1,
          itemType: 'service',
          description: 'City break',
          unit: null,
          quantity: '1',
          unitPrice: '2450.00',
          discountAmount: '0.00',
          taxRate: '0',
          taxAmount: '0.00',
          lineTotal: '2450.00',
        },
      ],
    });
    // The prefixed id works as well as the bare UUID.
    expect((await get(`inv_${r.body.id}`)).body.id).toBe(`inv_${r.body.id}`);
  });

  it('computes totals exactly from minor units: quantities, discounts and tax rates', async () => {
    const id = await createId({
      lines: [
        { description: 'Room', quantity: 2, unitPrice: 100.5, taxRate: 19 },
        {
          description: 'Guide',
          unit: 'hour',
          quantity: 1.5,
          unitPrice: 10,
          discountAmount: 1,
          taxRate: 5.5,
          lineTotal: 15,
        },
        { description: 'Tickets', quantity: 3, unitPrice: 0.1, taxRate: 9 },
      ],
    });
    const inv = (await get(id)).body;
    expect(
      inv.lines.map((l: Record<string, string>) => [
        l.quantity,
        l.unitPrice,
        l.discountAmount,
        l.taxRate,
        l.taxAmount,
        l.lineTotal,
        l.itemType,
      ]),
    ).toEqual([
      ['2', '100.50', '0.00', '19', '38.19', '201.00', 'service'],
      ['1.5', '10.00', '1.00', '5.5', '0.77', '15.00', 'service'],
      ['3', '0.10', '0.00', '9', '0.03', '0.30', 'service'],
    ]);
    expect(inv.lines[1].unit).toBe('hour');
    expect({
      subtotal: inv.subtotal,
      discountTotal: inv.discountTotal,
      taxTotal: inv.taxTotal,
      total: inv.total,
    }).toEqual({
      subtotal: '216.30',
      discountTotal: '1.00',
      taxTotal: '38.99',
      total: '254.29',
    });

    // Currencies keep their own precision: no decimals in JPY, three in BHD.
    const yen = (
      await get(
        await createId({ currency: 'JPY', lines: [{ description: 'x', quantity: 3, unitPrice: 2450, taxRate: 10 }] }),
      )
    ).body;
    expect([yen.total, yen.lines[0].unitPrice]).toEqual(['8085', '2450']);
    const dinar = (
      await get(await createId({ currency: 'BHD', lines: [{ description: 'x', quantity: 1, unitPrice: 1.234 }] }))
    ).body;
    expect(dinar.total).toBe('1.234');

    // No lines: a draft with zero totals.
    expect((await get(await createId())).body).toMatchObject({ lines: [], subtotal: '0.00', total: '0.00' });
  });

  it('rejects bad input with 400/422 and details.field, writing nothing', async () => {
    const before = (await t.call('GET', '/v1/billing/invoices', { key: ws.key })).body.pagination.total;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ series: undefined }, 400, 'series'],
      [{ currency: undefined }, 400, 'currency'],
      [{ issueDate: undefined }, 400, 'issueDate'],
      [{ dueDate: undefined }, 400, 'dueDate'],
      [{ series: 'inv' }, 400, 'series'],
      [{ currency: 'XYZ' }, 400, 'currency'],
      [{ currency: 'eur' }, 400, 'currency'],
      [{ issueDate: '2025-02-30' }, 400, 'issueDate'],
      [{ dueDate: '15/03/2025' }, 400, 'dueDate'],
      [{ dueDate: '2025-02-14' }, 422, 'dueDate'],
      [{ buyerAddress: { country: 'XX' } }, 400, 'buyerAddress.country'],
      [{ buyerEmail: 'nope' }, 400, 'buyerEmail'],
      [{ lines: 'x' }, 400, 'lines'],
      [{ lines: [{ ...line, description: undefined }] }, 400, 'lines[0].description'],
      [{ lines: [line, { ...line, quantity: 0 }] }, 400, 'lines[1].quantity'],
      [{ lines: [{ ...line, quantity: 1.2345, lineTotal: undefined }] }, 400, 'lines[0].quantity'],
      [{ lines: [{ ...line, quantity: '1' }] }, 400, 'lines[0].quantity'],
      [{ lines: [{ ...line, unitPrice: -1 }] }, 400, 'lines[0].unitPrice'],
      [{ lines: [{ ...line, unitPrice: 10.005, lineTotal: undefined }] }, 400, 'lines[0].unitPrice'],
      [{ currency: 'JPY', lines: [{ ...line, unitPrice: 10.5, lineTotal: undefined }] }, 400, 'lines[0].unitPrice'],
      [{ lines: [{ ...line, taxRate: 101 }] }, 400, 'lines[0].taxRate'],
      [{ lines: [{ ...line, taxRate: 19.125 }] }, 400, 'lines[0].taxRate'],
      [{ lines: [{ ...line, itemType: 'Bad Type' }] }, 400, 'lines[0].itemType'],
      [{ lines: [{ ...line, lineTotal: 2449.99 }] }, 422, 'lines[0].lineTotal'],
      [{ lines: [{ ...line, discountAmount: 2450.01 }] }, 422, 'lines[0].discountAmount'],
      [
        { lines: [{ ...line, quantity: 1_000_000, unitPrice: 1_000_000_000_000, lineTotal: undefined }] },
        400,
        'lines[0].quantity',
      ],
    ];
    for (const [body, status, field] of cases) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    const malformed = await t.call('POST', '/v1/billing/invoices', { key: ws.key, rawBody: '{"series":' });
    expect(malformed.status).toBe(400);
    expect((await t.call('GET', '/v1/billing/invoices', { key: ws.key })).body.pagination.total).toBe(before);
    expect((await create({ dueDate: base.issueDate })).status).toBe(201);
  });

  it('answers 401 without a key and 403 without the scope', async () => {
    const id = await createId({ lines: [line] });
    expect((await t.call('GET', '/v1/billing/invoices')).status).toBe(401);
    expect((await t.call('POST', '/v1/billing/invoices', { body: base })).status).toBe(401);
    const readOnly = await t.key(ws.id, { scopes: ['billing:read'] });
    expect((await t.call('GET', '/v1/billing/invoices', { key: readOnly })).status).toBe(200);
    expect((await get(id, readOnly)).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/v1/billing/invoices', base],
      ['PATCH', `/v1/billing/invoices/${id}`, { dueDate: '2025-04-01' }],
      ['POST', `/v1/billing/invoices/${id}/issue`, undefined],
      ['POST', `/v1/billing/invoices/${id}/void`, undefined],
    ] as const) {
      const r = await t.call(method, url, { key: readOnly, body });
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body.message).toContain('billing:write');
    }
    const seriesKey = await t.key(ws.id, { scopes: ['contract-series:*'] });
    expect((await get(id, seriesKey)).status).toBe(403);
    expect((await get(id)).body.status).toBe('draft');
  });

  it("answers 404 for another workspace's invoice and 400 for a malformed id", async () => {
    const id = await createId({ lines: [line] });
    const calls: Array<[string, string, unknown]> = [
      ['GET', `/v1/billing/invoices/${id}`, undefined],
      ['PATCH', `/v1/billing/invoices/${id}`, { dueDate: '2025-04-01' }],
      ['POST', `/v1/billing/invoices/${id}/issue`, undefined],
      ['POST', `/v1/billing/invoices/${id}/void`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, { key: other.key, body })).status, `${method} ${url}`).toBe(404);
      expect((await t.call(method, url.replace(id, `inv_${id}`), { key: other.key, body })).status).toBe(404);
      for (const bad of [`org_${id}`, 'not-a-uuid']) {
        const r = await t.call(method, url.replace(id, bad), { key: ws.key, body });
        expect(r.status, `${method} ${bad}`).toBe(400);
        expect(r.body.details.field).toBe('id');
      }
    }
    expect((await get(id)).body).toMatchObject({ status: 'draft', dueDate: '2025-03-15' });
    expect((await t.call('GET', '/v1/billing/invoices', { key: other.key })).body.data).toEqual([]);
  });

  it('PATCH changes a draft; lines replace all lines; totals follow', async () => {
    const id = await createId({ buyerName: 'Ana Pop', lines: [line, { ...line, description: 'Second' }] });
    const r = await patch(id, {
      dueDate: '2025-04-01',
      buyerName: null,
      buyerEmail: 'ANA@EXAMPLE.COM',
      buyerAddress: { company: 'Pop SRL' },
      lines: [{ description: 'Only', quantity: 2, unitPrice: 10, taxRate: 10 }],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: `inv_${id}`,
      dueDate: '2025-04-01',
      buyerName: null,
      buyerEmail: 'ana@example.com',
      buyerAddress: { company: 'Pop SRL' },
      subtotal: '20.00',
      taxTotal: '2.00',
      total: '22.00',
    });
    expect(r.body.lines.map((l: { lineNo: number; description: string }) => [l.lineNo, l.description])).toEqual([
      [1, 'Only'],
    ]);
    expect((await get(id)).body).toEqual(r.body);

    // A currency of the same precision keeps the lines; another precision needs them again.
    expect((await patch(id, { currency: 'USD' })).body).toMatchObject({ currency: 'USD', total: '22.00' });
    const yen = await patch(id, { currency: 'JPY' });
    expect(yen.status).toBe(422);
    expect(yen.body.details.field).toBe('lines');
    expect(
      (await patch(id, { currency: 'JPY', lines: [{ description: 'Yen', quantity: 1, unitPrice: 500 }] })).body,
    ).toMatchObject({ currency: 'JPY', total: '500' });

    for (const [body, status, field] of [
      [{ issueDate: '2025-05-01' }, 422, 'dueDate'],
      [{ currency: 'XXX1' }, 400, 'currency'],
      [{ lines: [{ ...line, lineTotal: 1 }] }, 422, 'lines[0].lineTotal'],
      [{ series: 'bad series' }, 400, 'series'],
    ] as const) {
      const bad = await patch(id, body);
      expect(bad.status, JSON.stringify(body)).toBe(status);
      expect(bad.body.details.field).toBe(field);
    }
    expect((await get(id)).body).toMatchObject({ currency: 'JPY', issueDate: '2025-02-15', total: '500' });
  });

  it('issues with the next number of its series and freezes the invoice', async () => {
    const w = await t.workspace();
    const first = await createId({ lines: [line] }, w);
    const second = await createId({ lines: [line] }, w);
    const otherSeries = await createId({ series: 'PRO-F', lines: [line] }, w);
    const nextYear = await createId({ issueDate: '2026-01-02', dueDate: '2026-01-02', lines: [line] }, w);

    const issued = await issue(second, w.key);
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({
      id: `inv_${second}`,
      status: 'issued',
      number: 'INV-2025-00001',
      issuedAt: expect.any(String),
    });
    expect((await issue(first, w.key)).body.number).toBe('INV-2025-00002');
    expect((await issue(otherSeries, w.key)).body.number).toBe('PRO-F-2025-00001');
    expect((await issue(nextYear, w.key)).body.number).toBe('INV-2026-00001');
    // Numbers are per workspace.
    expect((await issue(await createId({ lines: [line] }, other), other.key)).body.number).toBe('INV-2025-00001');

    const again = await issue(second, w.key);
    expect(again.status).toBe(409);
    const edit = await patch(second, { dueDate: '2025-12-31' }, w.key);
    expect(edit.status).toBe(409);
    expect((await get(second, w.key)).body).toMatchObject({ dueDate: '2025-03-15', number: 'INV-2025-00001' });

    const empty = await issue(await createId({}, w), w.key);
    expect(empty.status).toBe(422);
    expect(empty.body.details.field).toBe('lines');
  });

  it('voids a draft or an issued invoice; an issued one keeps its number', async () => {
    const issuedId = await createId({ series: 'VOID', lines: [line] });
    await issue(issuedId);
    const voided = await voidIt(issuedId);
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ status: 'void', number: 'VOID-2025-00001', voidedAt: expect.any(String) });
    expect((await voidIt(issuedId)).status).toBe(409);
    expect((await patch(issuedId, { dueDate: '2025-12-31' })).status).toBe(409);

    const draft = await createId({ series: 'VOID', lines: [line] });
    expect((await voidIt(draft)).body).toMatchObject({ status: 'void', number: null });
    expect((await issue(draft)).status).toBe(409);
    // The void draft took no number: the next issue continues the series.
    expect((await issue(await createId({ series: 'VOID', lines: [line] }))).body.number).toBe('VOID-2025-00002');
  });

  it('lists with status, series and date filters, sort and pagination', async () => {
    const w = await t.workspace();
    const a = await createId({ series: 'A', issueDate: '2025-01-10', dueDate: '2025-02-10', lines: [line] }, w);
    const b = await createId({ series: 'B', issueDate: '2025-03-10', dueDate: '2025-03-20', lines: [line] }, w);
    const c = await createId({ series: 'A', issueDate: '2025-05-10', dueDate: '2025-06-10', lines: [line] }, w);
    await issue(b, w.key);
    await voidIt(c, w.key);
    const ids = async (query: string) => {
      const r = await t.call('GET', `/v1/billing/invoices?${query}`, { key: w.key });
      expect(r.status, query).toBe(200);
      return r.body.data.map((i: { id: string }) => i.id.slice(4));
    };
    const all = await t.call('GET', '/v1/billing/invoices', { key: w.key });
    expect(all.body.pagination).toEqual({ total: 3, limit: 50, offset: 0, has_more: false, next_cursor: null });
    expect(all.body.data.map((i: { id: string }) => i.id.slice(4))).toEqual([c, b, a]);
    expect(all.body.data[1]).toMatchObject({ number: 'B-2025-00001', lines: [{ lineNo: 1 }] });
    expect(await ids('status=draft')).toEqual([a]);
    expect(await ids('status=issued')).toEqual([b]);
    expect(await ids('status=void')).toEqual([c]);
    expect(await ids('series=A&sort=issueDate')).toEqual([a, c]);
    expect(await ids('issueDateFrom=2025-03-10&issueDateTo=2025-05-09')).toEqual([b]);
    expect(await ids('dueDateFrom=2025-03-01&sort=-dueDate')).toEqual([c, b]);
    expect(await ids('dueDateTo=2025-02-10')).toEqual([a]);
    const page = await t.call('GET', '/v1/billing/invoices?sort=issueDate&limit=2&offset=1', { key: w.key });
    expect(page.body.data.map((i: { id: string }) => i.id.slice(4))).toEqual([b, c]);
    expect(page.body.pagination).toEqual({ total: 3, limit: 2, offset: 1, has_more: false, next_cursor: null });
    for (const bad of [
      'status=paid',
      'issueDateFrom=2025-13-01',
      'sort=total',
      'series=a b',
      'bookingId=prod_00000000-0000-7000-8000-000000000000',
      'limit=0',
    ]) {
      const r = await t.call('GET', `/v1/billing/invoices?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toMatch(/status|issueDateFrom|sort|series|bookingId|limit/);
    }
    expect(await ids('bookingId=book_00000000-0000-7000-8000-000000000000')).toEqual([]);
  });

  it('emits invoice.created, .updated, .issued and .voided', async () => {
    const w = await t.workspace();
    const id = await createId({ lines: [line] }, w);
    // An empty PATCH changes nothing and emits nothing.
    const unchanged = await patch(id, {}, w.key);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.updatedAt).toBe(unchanged.body.createdAt);
    await patch(id, { dueDate: '2025-04-01' }, w.key);
    await issue(id, w.key);
    await voidIt(id, w.key);
    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual([
      'invoice.created',
      'invoice.updated',
      'invoice.issued',
      'invoice.voided',
    ]);
    expect(events[0]!.data).toMatchObject({
      id: `inv_${id}`,
      status: 'draft',
      total: '2450.00',
      lines: [{ description: 'City break' }],
    });
    expect(events[1]!.data).toMatchObject({ dueDate: '2025-04-01' });
    expect(events[2]!.data).toMatchObject({ status: 'issued', number: 'INV-2025-00001' });
    expect(events[3]!.data).toMatchObject({ status: 'void', number: 'INV-2025-00001' });
    // A refused change emits nothing.
    await patch(id, { dueDate: '2025-05-01' }, w.key);
    expect(await t.events(w.id)).toHaveLength(4);
  });

  it('replays a create with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `inv-${Date.now()}` };
    const first = await t.call('POST', '/v1/billing/invoices', { key: ws.key, body: base, headers });
    const second = await t.call('POST', '/v1/billing/invoices', { key: ws.key, body: base, headers });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('100 concurrent issues in one series get consecutive numbers', async () => {
    const w = await t.workspace();
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push(await createId({ series: 'CONC', lines: [line] }, w));
    const results = await Promise.all(ids.map((id) => issue(id, w.key)));
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const numbers = results.map((r) => r.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => `CONC-2025-${String(i + 1).padStart(5, '0')}`));
    await expectNoDifferences(t);
  });
});
