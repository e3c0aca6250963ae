// Payment accounts: per-workspace provider accounts, credentials sealed at rest and never answered again.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentAccountsTables } from '../../src/modules/bookings/payment-account-store.js';
import { unseal } from '../../src/platform/sealed.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

const KEY = randomBytes(32);
const stripeConfig = { secretKey: 'sk_live_SECRET123', webhookSecret: 'whsec_SECRET456' };

describe('payment accounts', () => {
  let t: TestApp;
  let live: TestWorkspace;
  let sandbox: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp({ paymentCredentialsKey: KEY.toString('base64') });
    live = await t.workspace({ type: 'live' });
    sandbox = await t.workspace({ type: 'sandbox' });
  });
  afterAll(() => t.close());

  const upsert = (body: unknown, key = live.key) => t.call('POST', '/v1/payments/accounts/upsert', { key, body });
  const row = (id: string) =>
    t.platform.db.kysely
      .withTables<PaymentAccountsTables>()
      .selectFrom('payment_accounts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('creates a live account with sealed credentials, answering only which fields are set', async () => {
    const r = await upsert({ provider: 'stripe', displayName: 'Stripe EU', liveMode: true, config: stripeConfig });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: expect.stringMatching(/^payacct_[0-9a-f-]{36}$/) });
    const list = await t.call('GET', '/v1/payments/accounts', { key: live.key });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      data: [
        {
          id: r.body.id,
          workspaceId: live.id,
          provider: 'stripe',
          displayName: 'Stripe EU',
          liveMode: true,
          status: 'active',
          configEncrypted: { enc: 'aes-256-gcm', fields: ['secretKey', 'webhookSecret'] },
          createdAt: expect.stringMatching(/Z$/),
          updatedAt: expect.stringMatching(/Z$/),
        },
      ],
    });
    expect(list.text).not.toContain('SECRET');
    const one = await t.call('GET', `/v1/payments/accounts/${r.body.id}`, { key: live.key });
    expect(one.body.data).toEqual(list.body.data[0]);
    // At rest: sealed, bound to its account (it does not open as another row's).
    const stored = await row(r.body.id);
    expect(stored.config_sealed).not.toContain('SECRET');
    expect(unseal(KEY, `${live.id}/${r.body.id}`, stored.config_sealed!)).toEqual(stripeConfig);
    expect(() => unseal(KEY, `${live.id}/payacct_other`, stored.config_sealed!)).toThrow();
  });

  it('updates the provider’s account in place, keeping the credentials when none are given', async () => {
    const first = await upsert({
      provider: 'paymentprovider',
      display_name: 'Cards',
      config: { posSignature: 'P-1', apiKey: 'k1' },
    });
    const sealed = (await row(first.body.id)).config_sealed;
    const again = await upsert({ provider: 'paymentprovider', displayName: 'Cards (RON)', live_mode: false });
    expect(again.body.id).toBe(first.body.id);
    const after = await row(first.body.id);
    expect(after).toMatchObject({ display_name: 'Cards (RON)', live_mode: 0, config_sealed: sealed });
    await upsert({ provider: 'paymentprovider', config: { posSignature: 'P-2', apiKey: 'k2' } });
    expect(unseal(KEY, `${live.id}/${first.body.id}`, (await row(first.body.id)).config_sealed!)).toEqual({
      posSignature: 'P-2',
      apiKey: 'k2',
    });
    const filtered = await t.call('GET', '/v1/payments/accounts?provider=paymentprovider', { key: live.key });
    expect(filtered.body.data.map((a: { id: string }) => a.id)).toEqual([first.body.id]);
  });

  it('gives sandbox workspaces only the test provider, and live ones never it (422)', async () => {
    const ok = await upsert({ provider: 'test' }, sandbox.key);
    expect(ok.status).toBe(200);
    const list = await t.call('GET', '/v1/payments/accounts', { key: sandbox.key });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        provider: 'test',
        displayName: 'Test payments',
        liveMode: false,
        configEncrypted: null,
      }),
    ]);
    const stripe = await upsert({ provider: 'stripe', config: stripeConfig }, sandbox.key);
    expect(stripe.status).toBe(422);
    expect(stripe.body).toMatchObject({ code: 'PAYMENT_PROVIDER_NOT_ALLOWED', details: { field: 'provider' } });
    const test = await upsert({ provider: 'test' });
    expect(test.status).toBe(422);
    expect(test.body).toMatchObject({ code: 'PAYMENT_PROVIDER_NOT_ALLOWED', details: { field: 'provider' } });
    expect((await t.call('GET', '/v1/payments/accounts?provider=test', { key: live.key })).body.data).toEqual([]);
  });

  it('refuses bad input with 400 and details.field, writing nothing', async () => {
    const fresh = await t.workspace({ type: 'live' });
    const cases: Array<[unknown, string, string]> = [
      [{ provider: 'paypal' }, 'provider', fresh.key],
      [{ provider: 'stripe', displayName: '' }, 'displayName', fresh.key],
      [{ provider: 'stripe', config: { secretKey: 'sk' } }, 'config.webhookSecret', fresh.key],
      [{ provider: 'stripe', config: { ...stripeConfig, apiKey: 'x' } }, 'config.apiKey', fresh.key],
      [{ provider: 'test', liveMode: true }, 'liveMode', sandbox.key],
    ];
    for (const [body, field, key] of cases) {
      const r = await upsert(body, key);
      expect(r.status, field).toBe(400);
      expect(r.body.details.field, field).toBe(field);
    }
    const missing = await upsert({ provider: 'stripe' }, fresh.key);
    expect(missing.status).toBe(400);
    expect(missing.body.details.field).toBe('config');
    expect((await t.call('GET', '/v1/payments/accounts', { key: fresh.key })).body.data).toEqual([]);
  });

  it('answers 401 without a key, 403 without the scope, 404 for another workspace’s account', async () => {
    expect((await t.call('GET', '/v1/payments/accounts')).status).toBe(401);
    const readOnly = await t.key(live.id, { scopes: ['payments:read'] });
    const r = await upsert({ provider: 'stripe' }, readOnly);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('payments:write');
    const [mine] = (await t.call('GET', '/v1/payments/accounts', { key: live.key })).body.data;
    expect((await t.call('GET', `/v1/payments/accounts/${mine.id}`, { key: sandbox.key })).status).toBe(404);
    const bad = await t.call('GET', '/v1/payments/accounts/org_x', { key: live.key });
    expect(bad.status).toBe(400);
  });
});

describe('payment accounts without PAYMENT_CREDENTIALS_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ paymentCredentialsKey: undefined });
  });
  afterAll(() => t.close());

  it('refuses to store a live provider’s credentials (501), but a sandbox needs none', async () => {
    const live = await t.workspace({ type: 'live' });
    const r = await t.call('POST', '/v1/payments/accounts/upsert', {
      key: live.key,
      body: { provider: 'stripe', config: stripeConfig },
    });
    expect(r.status).toBe(501);
    expect(r.body).toMatchObject({ code: 'PAYMENT_CREDENTIALS_KEY_MISSING', details: { field: 'config' } });
    expect((await t.call('GET', '/v1/payments/accounts', { key: live.key })).body.data).toEqual([]);
    const sandbox = await t.workspace({ type: 'sandbox' });
    const ok = await t.call('POST', '/v1/payments/accounts/upsert', { key: sandbox.key, body: { provider: 'test' } });
    expect(ok.status).toBe(200);
  });
});
