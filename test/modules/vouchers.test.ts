import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';

const HOUR = 3_600_000;

describe('vouchers', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, w: TestWorkspace = ws) =>
    t.call('POST', '/v1/vouchers', { key: w.key, body });
  const createId = async (body: Record<string, unknown>, w: TestWorkspace = ws): Promise<string> => {
    const r = await create(body, w);
    expect(r.status, r.text).toBe(201);
    return r.body.data.id;
  };
  const redeem = (id: string, body: Record<string, unknown>, w: TestWorkspace = ws) =>
    t.call('POST', `/v1/vouchers/${id}/redeem`, { key: w.key, body });
  const refund = (id: string, body: Record<string, unknown>, w: TestWorkspace = ws) =>
    t.call('POST', `/v1/vouchers/${id}/refund`, { key: w.key, body });
  const get = async (id: string, w: TestWorkspace = ws) =>
    (await t.call('GET', `/v1/vouchers/${id}`, { key: w.key })).body.data;
  const lookup = (code: string, w: TestWorkspace = ws) =>
    t.call('GET', `/v1/vouchers/lookup?code=${encodeURIComponent(code)}`, { key: w.key });
  const person = async (w: TestWorkspace = ws): Promise<string> =>
    (
      await t.call('POST', '/v1/people', {
        key: w.key,
        body: { firstName: 'Ann', lastName: 'Holder', emails: [`ann${Math.random()}@example.com`] },
      })
    ).body.id;

  it('creates a voucher with the reference defaults, the code upper-cased, and an initial-balance entry', async () => {
    const r = await create({ code: 'summer-25', initial_balance_minor: 5000, currency: 'eur' });
    expect(r.status).toBe(201);
    expect(r.body.data).toEqual({
      id: expect.stringMatching(/^voucher_[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      code: 'SUMMER-25',
      type: 'gift_card',
      status: 'active',
      customer_id: null,
      initial_balance_minor: 5000,
      current_balance_minor: 5000,
      currency: 'EUR',
      expires_at: null,
      is_transferable: true,
      source_type: null,
      source_id: null,
      last_used_at: null,
      metadata: {},
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    const txns = await t.call('GET', `/v1/vouchers/${r.body.data.id}/transactions`, { key: ws.key });
    expect(txns.body.data).toEqual([
      expect.objectContaining({
        type: 'adjustment',
        amount_minor: 5000,
        balance_after_minor: 5000,
        currency: 'EUR',
        description: 'Initial balance',
      }),
    ]);
    expect(txns.body.data[0].id).toMatch(/^txn_/);

    const generated = await create({
      initial_balance_minor: 100,
      type: 'store_credit',
      status: 'pending',
      expires_at: '2100-01-01T00:00:00+02:00',
      is_transferable: false,
    });
    expect(generated.body.data).toMatchObject({
      type: 'store_credit',
      status: 'pending',
      currency: 'USD',
      is_transferable: false,
      expires_at: '2099-12-31T22:00:00.000Z',
    });
    expect(generated.body.data.code).toMatch(/^[A-Z2-9]{12}$/);
  });

  it('keeps codes unique per workspace, whatever their case (409)', async () => {
    expect((await create({ code: 'ONCE', initial_balance_minor: 100 })).status).toBe(201);
    const dup = await create({ code: 'once', initial_balance_minor: 100 });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ error: 'Voucher code already exists', code: 'VOUCHER_CODE_TAKEN' });
    expect((await create({ code: 'ONCE', initial_balance_minor: 100 }, other)).status).toBe(201);
  });

  it('creates up to 1000 vouchers in bulk with generated codes after the prefix', async () => {
    const w = await t.workspace();
    const r = await create(
      { bulk: true, count: 5, prefix: 'xmas', initial_balance_minor: 2500, currency: 'EUR', type: 'compensation' },
      w,
    );
    expect(r.status).toBe(201);
    expect(r.body.data).toHaveLength(5);
    const codes = r.body.data.map((v: { code: string }) => v.code);
    for (const code of codes) expect(code).toMatch(/^XMAS[A-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(5);
    expect(r.body.data[0]).toMatchObject({
      type: 'compensation',
      current_balance_minor: 2500,
      currency: 'EUR',
      status: 'active',
    });
    const dflt = await create({ bulk: true, count: 1, initial_balance_minor: 1 }, w);
    expect(dflt.body.data[0].code).toMatch(/^GC[A-Z2-9]{8}$/);

    const big = await create({ bulk: true, count: 1000, initial_balance_minor: 1000 }, w);
    expect(big.status).toBe(201);
    expect(big.body.data).toHaveLength(1000);
    expect((await t.call('GET', '/v1/vouchers?limit=1', { key: w.key })).body.pagination.total).toBe(1006);
    expect(await t.events(w.id, 'voucher.created')).toHaveLength(1006);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bulk: true, count: 1001, initial_balance_minor: 1 }, 'count'],
      [{ bulk: true, count: 0, initial_balance_minor: 1 }, 'count'],
      [{ bulk: true, initial_balance_minor: 1 }, 'count'],
      [{ bulk: true, count: 2, code: 'FIXED', initial_balance_minor: 1 }, 'code'],
      [{ count: 2, initial_balance_minor: 1 }, 'count'],
      [{ prefix: 'AB', initial_balance_minor: 1 }, 'prefix'],
      [{ bulk: true, count: 2, prefix: 'WAY-TOO-LONG', initial_balance_minor: 1 }, 'prefix'],
    ];
    for (const [body, field] of cases) {
      const bad = await create(body, w);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.details.field, JSON.stringify(body)).toBe(field);
    }
    expect((await t.call('GET', '/v1/vouchers?limit=1', { key: w.key })).body.pagination.total).toBe(1006);
  });

  it('rejects bad input with 400/422 and details.field, writing nothing', async () => {
    const w = await t.workspace();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{}, 400, 'initial_balance_minor'],
      [{ initial_balance_minor: 0 }, 400, 'initial_balance_minor'],
      [{ initial_balance_minor: 10.5 }, 400, 'initial_balance_minor'],
      [{ initial_balance_minor: '100' }, 400, 'initial_balance_minor'],
      [{ initial_balance_minor: 100, currency: 'XYZ' }, 400, 'currency'],
      [{ initial_balance_minor: 100, code: 'a b' }, 400, 'code'],
      [{ initial_balance_minor: 100, type: 'coupon' }, 400, 'type'],
      [{ initial_balance_minor: 100, status: 'depleted' }, 400, 'status'],
      [{ initial_balance_minor: 100, expires_at: 'tomorrow' }, 400, 'expires_at'],
      // A leap second is RFC 3339 but no JavaScript date: a 400, never a 500.
      [{ initial_balance_minor: 100, expires_at: '2030-06-30T23:59:60Z' }, 400, 'expires_at'],
      [{ initial_balance_minor: 100, customer_id: 'org_00000000-0000-7000-8000-000000000000' }, 400, 'customer_id'],
      [{ initial_balance_minor: 100, customer_id: 'ppl_00000000-0000-7000-8000-000000000000' }, 422, 'customer_id'],
      [{ initial_balance_minor: 100, expires_at: '2020-01-01T00:00:00Z' }, 422, 'expires_at'],
    ];
    for (const [body, status, field] of cases) {
      const r = await create(body, w);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    const owner = await person(other);
    expect((await create({ initial_balance_minor: 100, customer_id: owner }, w)).status).toBe(422);
    expect((await t.call('GET', '/v1/vouchers', { key: w.key })).body.pagination.total).toBe(0);
    expect(await t.events(w.id)).toEqual([]);
  });

  it('answers 401 without a key and 403 naming the scope', async () => {
    expect((await t.call('GET', '/v1/vouchers')).status).toBe(401);
    expect((await t.call('GET', '/v1/vouchers/lookup?code=X')).status).toBe(401);
    const reader = await t.key(ws.id, { scopes: ['marketing:read'] });
    const id = await createId({ initial_balance_minor: 500 });
    for (const [method, url, body] of [
      ['POST', '/v1/vouchers', { initial_balance_minor: 1 }],
      ['PATCH', `/v1/vouchers/${id}`, { status: 'suspended' }],
      ['POST', `/v1/vouchers/${id}/redeem`, { amount_minor: 1 }],
      ['POST', `/v1/vouchers/${id}/refund`, { amount_minor: 1 }],
    ] as const) {
      const r = await t.call(method, url, { key: reader, body });
      expect(r.status, url).toBe(403);
      expect(r.body.message).toContain('marketing:write');
    }
    for (const url of [
      '/v1/vouchers',
      `/v1/vouchers/${id}`,
      `/v1/vouchers/${id}/transactions`,
      '/v1/vouchers/lookup?code=X',
    ]) {
      expect((await t.call('GET', url, { key: reader })).status, url).toBe(200);
    }
    expect(
      (await t.call('POST', '/v1/vouchers/validate', { key: reader, body: { code: 'X', amount_minor: 1 } })).status,
    ).toBe(200);
    const none = await t.key(ws.id, { scopes: ['forms:read'] });
    const r = await t.call('GET', '/v1/vouchers/lookup?code=X', { key: none });
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('marketing:read');
    expect((await get(id)).current_balance_minor).toBe(500);
  });

  it('lists with status, type, customer and code filters, sorted and paginated, only this workspace', async () => {
    const w = await t.workspace();
    const owner = await person(w);
    await createId({ code: 'LIST-A', initial_balance_minor: 300, type: 'referral' }, w);
    const b = await createId({ code: 'LIST-B', initial_balance_minor: 100, customer_id: owner }, w);
    await createId({ code: 'OTHER-C', initial_balance_minor: 200, status: 'pending' }, w);
    await createId({ code: 'LIST-X', initial_balance_minor: 100 }, other);
    const codes = async (qs: string) =>
      (await t.call('GET', `/v1/vouchers?${qs}`, { key: w.key })).body.data.map((v: { code: string }) => v.code);
    expect(await codes('sort=code')).toEqual(['LIST-A', 'LIST-B', 'OTHER-C']);
    expect(await codes('sort=-current_balance_minor')).toEqual(['LIST-A', 'OTHER-C', 'LIST-B']);
    expect(await codes('q=list&sort=code')).toEqual(['LIST-A', 'LIST-B']);
    expect(await codes('q=%25')).toEqual([]);
    expect(await codes('status=pending')).toEqual(['OTHER-C']);
    expect(await codes('type=referral')).toEqual(['LIST-A']);
    expect(await codes(`customer_id=${owner}`)).toEqual(['LIST-B']);
    const page = await t.call('GET', '/v1/vouchers?sort=code&limit=2&offset=1', { key: w.key });
    expect(page.body.pagination).toEqual({ total: 3, limit: 2, offset: 1, has_more: false, next_cursor: null });
    expect(page.body.data[0].id).toBe(b);
    for (const bad of [
      'status=gone',
      'type=coupon',
      'sort=secret',
      'limit=101',
      'customer_id=org_00000000-0000-7000-8000-000000000000',
    ]) {
      const r = await t.call('GET', `/v1/vouchers?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toBe(bad.split('=')[0]);
    }
  });

  it('gets and patches everything but the balance; another workspace gets 404', async () => {
    const owner = await person();
    const id = await createId({ code: 'PATCHME', initial_balance_minor: 800, expires_at: '2099-01-01T00:00:00.000Z' });
    for (const [method, url, body] of [
      ['GET', `/v1/vouchers/${id}`, undefined],
      ['PATCH', `/v1/vouchers/${id}`, { status: 'suspended' }],
      ['POST', `/v1/vouchers/${id}/redeem`, { amount_minor: 1 }],
      ['POST', `/v1/vouchers/${id}/refund`, { amount_minor: 1 }],
      ['GET', `/v1/vouchers/${id}/transactions`, undefined],
    ] as const) {
      expect((await t.call(method, url, { key: other.key, body })).status, `${method} ${url}`).toBe(404);
    }
    expect((await lookup('PATCHME', other)).body).toMatchObject({ valid: false, error: 'voucher_not_found' });
    expect(
      (await t.call('GET', '/v1/vouchers/pol_00000000-0000-7000-8000-000000000000', { key: ws.key })).body.details
        .field,
    ).toBe('id');

    const patched = await t.call('PATCH', `/v1/vouchers/${id}`, {
      key: ws.key,
      body: { customer_id: owner, expires_at: null, is_transferable: false, metadata: { note: 'vip' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      customer_id: owner,
      expires_at: null,
      is_transferable: false,
      metadata: { note: 'vip' },
      current_balance_minor: 800,
    });
    expect(
      (await t.call('PATCH', `/v1/vouchers/${id}`, { key: ws.key, body: { customer_id: null, metadata: null } })).body
        .data,
    ).toMatchObject({ customer_id: null, metadata: {} });

    const balanceOnly = await t.call('PATCH', `/v1/vouchers/${id}`, {
      key: ws.key,
      body: { current_balance_minor: 1_000_000, initial_balance_minor: 1_000_000 },
    });
    expect(balanceOnly.status).toBe(400);
    expect(balanceOnly.body.error).toBe('No fields to update');
    const sneaky = await t.call('PATCH', `/v1/vouchers/${id}`, {
      key: ws.key,
      body: { status: 'suspended', current_balance_minor: 1_000_000 },
    });
    expect(sneaky.body.data).toMatchObject({
      status: 'suspended',
      current_balance_minor: 800,
      initial_balance_minor: 800,
    });

    const depleted = await t.call('PATCH', `/v1/vouchers/${id}`, { key: ws.key, body: { status: 'depleted' } });
    expect(depleted.status).toBe(422);
    expect(depleted.body.details.field).toBe('status');
    for (const [body, field] of [
      [{ status: 'gone' }, 'status'],
      [{ expires_at: 'soon' }, 'expires_at'],
      [{ is_transferable: 'yes' }, 'is_transferable'],
      [{ customer_id: 'ppl_00000000-0000-7000-8000-000000000000' }, 'customer_id'],
    ] as const) {
      const r = await t.call('PATCH', `/v1/vouchers/${id}`, { key: ws.key, body });
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.body.details.field).toBe(field);
    }
    expect(await get(id)).toMatchObject({ status: 'suspended', current_balance_minor: 800 });
  });

  it('redeems down to zero (depleted), refunds back (active again), and keeps a ledger', async () => {
    const id = await createId({ code: 'LEDGER', initial_balance_minor: 1000, currency: 'EUR' });
    const first = await redeem(id, {
      amount_minor: 400,
      booking_id: 'bkg_00000000-0000-7000-8000-000000000001',
      description: 'Rome trip',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      transaction: {
        id: expect.stringMatching(/^txn_/),
        voucher_id: id,
        type: 'redemption',
        amount_minor: -400,
        balance_after_minor: 600,
        currency: 'EUR',
        booking_id: 'book_00000000-0000-7000-8000-000000000001',
        customer_id: null,
        description: 'Rome trip',
        related_transaction_id: null,
        created_at: expect.any(String),
      },
      voucher: { id, code: 'LEDGER', previous_balance_minor: 1000, new_balance_minor: 600, status: 'active' },
    });
    const tooMuch = await redeem(id, { amount_minor: 601 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      error: 'Insufficient balance',
      code: 'INSUFFICIENT_BALANCE',
      details: { field: 'amount_minor' },
    });
    const rest = await redeem(id, { amount_minor: 600 });
    expect(rest.body.data.voucher).toMatchObject({ new_balance_minor: 0, status: 'depleted' });
    expect(await get(id)).toMatchObject({
      status: 'depleted',
      current_balance_minor: 0,
      last_used_at: expect.any(String),
    });
    const empty = await redeem(id, { amount_minor: 1 });
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('VOUCHER_DEPLETED');

    const back = await refund(id, { amount_minor: 150, original_transaction_id: first.body.data.transaction.id });
    expect(back.status).toBe(200);
    expect(back.body.data.transaction).toMatchObject({
      type: 'refund',
      amount_minor: 150,
      balance_after_minor: 150,
      related_transaction_id: first.body.data.transaction.id,
    });
    expect(back.body.data.voucher).toEqual({
      id,
      code: 'LEDGER',
      previous_balance_minor: 0,
      new_balance_minor: 150,
      status: 'active',
    });
    // At most what that redemption took (400), and never above the initial balance overall.
    const overOriginal = await refund(id, {
      amount_minor: 251,
      original_transaction_id: first.body.data.transaction.id,
    });
    expect(overOriginal.status).toBe(422);
    expect(overOriginal.body.details.field).toBe('amount_minor');
    expect(
      (await refund(id, { amount_minor: 250, original_transaction_id: first.body.data.transaction.id })).status,
    ).toBe(200);
    const overInitial = await refund(id, { amount_minor: 601 });
    expect(overInitial.status).toBe(422);
    expect(overInitial.body.code).toBe('REFUND_EXCEEDS_REDEEMED');
    const notRedemption = await refund(id, { amount_minor: 1, original_transaction_id: back.body.data.transaction.id });
    expect(notRedemption.body.details.field).toBe('original_transaction_id');
    expect(await get(id)).toMatchObject({ status: 'active', current_balance_minor: 400 });

    const ledger = await t.call('GET', `/v1/vouchers/${id}/transactions`, { key: ws.key });
    expect(ledger.body.data.map((x: { type: string; amount_minor: number }) => [x.type, x.amount_minor])).toEqual([
      ['refund', 250],
      ['refund', 150],
      ['redemption', -600],
      ['redemption', -400],
      ['adjustment', 1000],
    ]);
    expect(ledger.body.pagination).toEqual({ total: 5, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const refunds = await t.call('GET', `/v1/vouchers/${id}/transactions?type=refund&limit=1`, { key: ws.key });
    expect(refunds.body.data).toHaveLength(1);
    expect(refunds.body.pagination).toMatchObject({ total: 2, has_more: true, next_cursor: expect.any(String) });
    expect((await t.call('GET', `/v1/vouchers/${id}/transactions?type=gift`, { key: ws.key })).body.details.field).toBe(
      'type',
    );

    for (const [body, field] of [
      [{}, 'amount_minor'],
      [{ amount_minor: 0 }, 'amount_minor'],
      [{ amount_minor: 1.5 }, 'amount_minor'],
      [{ amount_minor: 1, booking_id: 'ppl_00000000-0000-7000-8000-000000000000' }, 'booking_id'],
    ] as const) {
      const r = await redeem(id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
    expect((await get(id)).current_balance_minor).toBe(400);
  });

  it("refuses to spend pending, suspended, expired and someone else's non-transferable vouchers", async () => {
    const pending = await createId({ initial_balance_minor: 100, status: 'pending' });
    expect((await redeem(pending, { amount_minor: 1 })).body.code).toBe('VOUCHER_INACTIVE');
    expect((await refund(pending, { amount_minor: 1 })).body.code).toBe('VOUCHER_INACTIVE');
    expect((await t.call('PATCH', `/v1/vouchers/${pending}`, { key: ws.key, body: { status: 'active' } })).status).toBe(
      200,
    );
    expect((await redeem(pending, { amount_minor: 1 })).status).toBe(200);

    const owner = await person();
    const stranger = await person();
    const owned = await createId({ initial_balance_minor: 100, customer_id: owner, is_transferable: false });
    const byStranger = await redeem(owned, { amount_minor: 10, customer_id: stranger });
    expect(byStranger.status).toBe(422);
    expect(byStranger.body).toMatchObject({ code: 'VOUCHER_NOT_TRANSFERABLE', details: { field: 'customer_id' } });
    expect((await redeem(owned, { amount_minor: 10 })).body.code).toBe('VOUCHER_NOT_TRANSFERABLE');
    expect((await redeem(owned, { amount_minor: 10, customer_id: owner })).status).toBe(200);
    expect(
      (await redeem(owned, { amount_minor: 10, customer_id: 'ppl_00000000-0000-7000-8000-000000000000' })).body.details
        .field,
    ).toBe('customer_id');

    const expiring = await createId({ initial_balance_minor: 100, expires_at: clock.iso(clock.nowMs() + HOUR) });
    clock.advance(2 * HOUR);
    const late = await redeem(expiring, { amount_minor: 1 });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ code: 'VOUCHER_EXPIRED', error: 'Voucher has expired' });
    expect((await get(expiring)).current_balance_minor).toBe(100);
  });

  it('shows a voucher past expires_at as expired at read time, in lists too', async () => {
    const w = await t.workspace();
    const soon = await createId(
      { code: 'SOON', initial_balance_minor: 100, expires_at: clock.iso(clock.nowMs() + HOUR) },
      w,
    );
    await createId({ code: 'LATER', initial_balance_minor: 100, expires_at: clock.iso(clock.nowMs() + 48 * HOUR) }, w);
    const stateOf = async (qs: string) =>
      (await t.call('GET', `/v1/vouchers?${qs}&sort=code`, { key: w.key })).body.data.map(
        (v: { code: string; status: string }) => `${v.code}:${v.status}`,
      );
    expect(await stateOf('status=active')).toEqual(['LATER:active', 'SOON:active']);
    clock.advance(HOUR);
    expect((await get(soon, w)).status).toBe('expired');
    expect(await stateOf('status=active')).toEqual(['LATER:active']);
    expect(await stateOf('status=expired')).toEqual(['SOON:expired']);
    expect((await lookup('soon', w)).body).toEqual({
      valid: false,
      error: 'voucher_expired',
      message: 'Voucher has expired',
      voucher: { code: 'SOON', status: 'expired', current_balance_minor: 100, currency: 'USD' },
    });
    // Extending the expiry makes it usable again.
    const extended = await t.call('PATCH', `/v1/vouchers/${soon}`, {
      key: w.key,
      body: { expires_at: clock.iso(clock.nowMs() + HOUR) },
    });
    expect(extended.body.data.status).toBe('active');
  });

  it('looks up by code: valid with the voucher, or each error code with the partial voucher', async () => {
    const w = await t.workspace();
    const ok = await createId({ code: 'LOOK-OK', initial_balance_minor: 700, currency: 'RON' }, w);
    const valid = await lookup('look-ok', w);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ valid: true, voucher: await get(ok, w) });

    expect((await lookup('NOPE', w)).body).toEqual({
      valid: false,
      error: 'voucher_not_found',
      message: expect.any(String),
      voucher: { code: 'NOPE', status: null, current_balance_minor: null, currency: null },
    });
    const suspended = await createId({ code: 'LOOK-SUS', initial_balance_minor: 50, currency: 'EUR' }, w);
    await t.call('PATCH', `/v1/vouchers/${suspended}`, { key: w.key, body: { status: 'suspended' } });
    expect((await lookup('LOOK-SUS', w)).body).toEqual({
      valid: false,
      error: 'voucher_inactive',
      message: expect.any(String),
      voucher: { code: 'LOOK-SUS', status: 'suspended', current_balance_minor: 50, currency: 'EUR' },
    });
    const inactive = await createId({ code: 'LOOK-INA', initial_balance_minor: 50 }, w);
    await t.call('PATCH', `/v1/vouchers/${inactive}`, { key: w.key, body: { status: 'inactive' } });
    expect((await lookup('LOOK-INA', w)).body).toMatchObject({
      valid: false,
      error: 'voucher_inactive',
      voucher: { status: 'inactive' },
    });
    const spent = await createId({ code: 'LOOK-DEP', initial_balance_minor: 50 }, w);
    await redeem(spent, { amount_minor: 50 }, w);
    expect((await lookup('LOOK-DEP', w)).body).toEqual({
      valid: false,
      error: 'voucher_depleted',
      message: 'Voucher has no remaining balance',
      voucher: { code: 'LOOK-DEP', status: 'depleted', current_balance_minor: 0, currency: 'USD' },
    });
    const marked = await createId({ code: 'LOOK-EXP', initial_balance_minor: 50 }, w);
    await t.call('PATCH', `/v1/vouchers/${marked}`, { key: w.key, body: { status: 'expired' } });
    expect((await lookup('LOOK-EXP', w)).body).toMatchObject({
      valid: false,
      error: 'voucher_expired',
      voucher: { status: 'expired', current_balance_minor: 50 },
    });
    // Past expires_at is expired at once, with no job having marked it.
    await createId({ code: 'LOOK-LATE', initial_balance_minor: 50, expires_at: clock.iso(clock.nowMs() + HOUR) }, w);
    expect((await lookup('LOOK-LATE', w)).body.valid).toBe(true);
    clock.advance(HOUR + 1000);
    expect((await lookup('LOOK-LATE', w)).body).toEqual({
      valid: false,
      error: 'voucher_expired',
      message: expect.any(String),
      voucher: { code: 'LOOK-LATE', status: 'expired', current_balance_minor: 50, currency: 'USD' },
    });

    // Any code that names no voucher is voucher_not_found, however it is spelled; only a missing code is a 400.
    for (const code of ['x'.repeat(200), 'no such code!', ' ']) {
      const r = await lookup(code, w);
      expect(r.status, code).toBe(200);
      expect(r.body, code).toMatchObject({ valid: false, error: 'voucher_not_found', voucher: { status: null } });
    }
    const validated = await t.call('POST', '/v1/vouchers/validate', {
      key: w.key,
      body: { code: 'y'.repeat(200), amount_minor: 1 },
    });
    expect(validated.body).toMatchObject({ valid: false, error: 'voucher_not_found' });
    expect((await t.call('GET', '/v1/vouchers/lookup', { key: w.key })).body.details.field).toBe('code');
  });

  it('validates an amount against a voucher without spending it', async () => {
    const w = await t.workspace();
    const owner = await person(w);
    const id = await createId(
      { code: 'VAL', initial_balance_minor: 3000, currency: 'EUR', customer_id: owner, is_transferable: false },
      w,
    );
    const validate = (body: Record<string, unknown>) => t.call('POST', '/v1/vouchers/validate', { key: w.key, body });
    const partly = await validate({ code: 'val', amount_minor: 5000, currency: 'EUR', customer_id: owner });
    expect(partly.status).toBe(200);
    expect(partly.body).toEqual({
      valid: true,
      voucher: { id, code: 'VAL', type: 'gift_card', current_balance_minor: 3000, currency: 'EUR' },
      calculation: {
        requested_amount_minor: 5000,
        applicable_amount_minor: 3000,
        remaining_voucher_balance_minor: 0,
        remaining_order_amount_minor: 2000,
        covers_full_amount: false,
      },
    });
    expect((await validate({ code: 'VAL', amount_minor: 1000, customer_id: owner })).body.calculation).toMatchObject({
      applicable_amount_minor: 1000,
      remaining_voucher_balance_minor: 2000,
      covers_full_amount: true,
    });
    expect(
      (await validate({ code: 'VAL', amount_minor: 1000, currency: 'usd', customer_id: owner })).body,
    ).toMatchObject({
      valid: false,
      error: 'currency_mismatch',
      message: 'Voucher is in EUR, but transaction is in USD',
    });
    expect((await validate({ code: 'VAL', amount_minor: 1000, currency: 'EUR' })).body).toMatchObject({
      valid: false,
      error: 'voucher_not_transferable',
      voucher: { code: 'VAL' },
    });
    expect((await validate({ code: 'MISSING', amount_minor: 1 })).body).toMatchObject({
      valid: false,
      error: 'voucher_not_found',
    });
    expect((await validate({ code: 'VAL' })).body.details.field).toBe('amount_minor');
    expect((await get(id, w)).current_balance_minor).toBe(3000);
  });

  it('emits voucher.created, .updated, .redeemed and .refunded', async () => {
    const w = await t.workspace();
    const id = await createId({ code: 'EVT', initial_balance_minor: 100 }, w);
    await t.call('PATCH', `/v1/vouchers/${id}`, { key: w.key, body: { is_transferable: false } });
    await redeem(id, { amount_minor: 100 }, w);
    await refund(id, { amount_minor: 30 }, w);
    await redeem(id, { amount_minor: 31 }, w); // refused: no event
    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual([
      'voucher.created',
      'voucher.updated',
      'voucher.redeemed',
      'voucher.refunded',
    ]);
    expect(events[0]!.data).toMatchObject({ id, code: 'EVT', current_balance_minor: 100 });
    expect(events[1]!.data).toMatchObject({ id, is_transferable: false });
    expect(events[2]!.data).toMatchObject({
      voucher: { id, status: 'depleted', current_balance_minor: 0 },
      transaction: { type: 'redemption', amount_minor: -100 },
    });
    expect(events[3]!.data).toMatchObject({
      voucher: { id, status: 'active', current_balance_minor: 30 },
      transaction: { type: 'refund', amount_minor: 30 },
    });
  });

  it('100 concurrent redemptions of 1.00 from a 10.00 voucher succeed exactly 10 times', async () => {
    const id = await createId({ initial_balance_minor: 1000, currency: 'EUR' });
    const results = await Promise.all(Array.from({ length: 100 }, () => redeem(id, { amount_minor: 100 })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 422)).toBe(true);
    expect(
      results
        .filter((r) => r.status === 422)
        .every((r) => ['VOUCHER_DEPLETED', 'INSUFFICIENT_BALANCE'].includes(r.body.code)),
    ).toBe(true);
    expect(
      results
        .filter((r) => r.status === 200)
        .map((r) => r.body.data.voucher.new_balance_minor)
        .sort((a, b) => a - b),
    ).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(await get(id)).toMatchObject({ current_balance_minor: 0, status: 'depleted' });
    const ledger = await t.call('GET', `/v1/vouchers/${id}/transactions?type=redemption`, { key: ws.key });
    expect(ledger.body.pagination.total).toBe(10);
    await expectNoDifferences(t);
  });

  it('lists a ledger newest first, or oldest first with sort=created_at; another sort is a 400', async () => {
    const id = await createId({ initial_balance_minor: 300 });
    await redeem(id, { amount_minor: 100 });
    await redeem(id, { amount_minor: 50 });
    const list = (query: Record<string, string>) =>
      t.call('GET', `/v1/vouchers/${id}/transactions`, { key: ws.key, query });
    expect((await list({})).body.data.map((x: { balance_after_minor: number }) => x.balance_after_minor)).toEqual([
      150, 200, 300,
    ]);
    expect(
      (await list({ sort: 'created_at' })).body.data.map((x: { balance_after_minor: number }) => x.balance_after_minor),
    ).toEqual([300, 200, 150]);
    const bad = await list({ sort: 'amount' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('sort');
  });

  it('a status PATCH racing a redemption never leaves an active voucher with no balance', async () => {
    for (let round = 0; round < 20; round++) {
      const id = await createId({ initial_balance_minor: 100 });
      const [patched, spent] = await Promise.all([
        t.call('PATCH', `/v1/vouchers/${id}`, { key: ws.key, body: { status: 'active' } }),
        redeem(id, { amount_minor: 100 }),
      ]);
      expect(spent.status, spent.text).toBe(200);
      expect([200, 422], patched.text).toContain(patched.status);
      const v = await get(id);
      expect({ round, status: v.status, balance: v.current_balance_minor }).toEqual({
        round,
        status: 'depleted',
        balance: 0,
      });
    }
    await expectNoDifferences(t);
  });

  it('concurrent refunds never give back more than was redeemed', async () => {
    const id = await createId({ initial_balance_minor: 1000 });
    const original = (await redeem(id, { amount_minor: 500 })).body.data.transaction.id;
    await redeem(id, { amount_minor: 500 });
    // The initial balance would allow ten of these; the one redemption they name allows five.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refund(id, { amount_minor: 100, original_transaction_id: original })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(
      results
        .filter((r) => r.status !== 200)
        .every((r) => r.status === 422 && r.body.code === 'REFUND_EXCEEDS_REDEEMED'),
    ).toBe(true);
    expect(await get(id)).toMatchObject({ current_balance_minor: 500, status: 'active' });
    await expectNoDifferences(t);
  });
});
