import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspacesTables } from '../../src/modules/workspaces/store.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('workspace settings', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace({ name: 'Settings Co' });
  });
  afterAll(() => t.close());

  it('answers the defaults, then what PATCH set; type and id stay read-only', async () => {
    const r = await t.call('GET', '/v1/workspace', { key: ws.key });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: ws.id,
      name: 'Settings Co',
      type: 'live',
      defaultCurrency: 'EUR',
      timezone: 'UTC',
      wizardBillingFormId: null,
      wizardPassengerFormId: null,
      defaultInvoiceSeries: 'INV',
    });
    const formId = 'form_01930000-0000-7000-8000-000000000001';
    const p = await t.call('PATCH', '/v1/workspace', {
      key: ws.key,
      body: {
        name: 'Renamed',
        defaultCurrency: 'RON',
        timezone: 'Europe/Bucharest',
        wizardBillingFormId: formId,
        type: 'sandbox',
        id: 'ws_x',
      },
    });
    expect(p.status).toBe(200);
    expect(p.body.data).toMatchObject({
      id: ws.id,
      name: 'Renamed',
      type: 'live',
      defaultCurrency: 'RON',
      timezone: 'Europe/Bucharest',
      wizardBillingFormId: formId,
    });
    const cleared = await t.call('PATCH', '/v1/workspace', { key: ws.key, body: { wizardBillingFormId: null } });
    expect(cleared.body.data.wizardBillingFormId).toBeNull();
    expect(cleared.body.data.defaultCurrency).toBe('RON');
    const wizard = await t.call('PATCH', '/v1/workspace', {
      key: ws.key,
      body: { wizardPassengerFormId: formId, defaultInvoiceSeries: 'FAC-B' },
    });
    expect(wizard.body.data).toMatchObject({
      name: 'Renamed',
      wizardBillingFormId: null,
      wizardPassengerFormId: formId,
      defaultInvoiceSeries: 'FAC-B',
    });
    expect((await t.call('GET', '/v1/workspace', { key: ws.key })).body.data).toEqual(wizard.body.data);
  });

  it('stores only the settings it knows: unknown fields are ignored (not stored, not answered)', async () => {
    const w = await t.workspace();
    const stored = async () => {
      const row = await t.platform.db.kysely
        .withTables<WorkspacesTables>()
        .selectFrom('workspaces')
        .select('settings')
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.settings) as Record<string, unknown>;
    };
    const r = await t.call('PATCH', '/v1/workspace', {
      key: w.key,
      body: {
        timezone: 'Europe/Paris',
        theme: 'dark',
        limits: { perMinute: 1e9, burst: 1e9 },
        type: 'sandbox',
        id: 'ws_x',
        name2: 'x',
        settings: { a: 1 },
      },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual([
      'availabilityLimitedPercent',
      'bankAccount',
      'bankName',
      'bookingPageFrameOrigins',
      'bookingPageHandle',
      'bookingPageProductIds',
      'brandColor',
      'businessAddress',
      'businessEmail',
      'businessName',
      'businessPhone',
      'businessRegistrationNumber',
      'businessTaxId',
      'createdAt',
      'defaultCurrency',
      'defaultInvoiceSeries',
      'holdMinutes',
      'id',
      'limits',
      'logoFileId',
      'name',
      'ticketLayout',
      'timezone',
      'type',
      'updatedAt',
      'wizardBillingFormId',
      'wizardPassengerFormId',
    ]);
    expect(r.body.data).toMatchObject({
      id: w.id,
      type: 'live',
      timezone: 'Europe/Paris',
      limits: { perMinute: 1_000_000, burst: 100_000 },
    });
    expect(await stored()).toEqual({ timezone: 'Europe/Paris' });
    // A row holding keys from before this rule loses them on the next write.
    await t.platform.db.kysely
      .withTables<WorkspacesTables>()
      .updateTable('workspaces')
      .set({ settings: JSON.stringify({ timezone: 'Europe/Paris', theme: 'dark' }) })
      .where('id', '=', w.id)
      .execute();
    expect((await t.call('PATCH', '/v1/workspace', { key: w.key, body: { defaultCurrency: 'USD' } })).status).toBe(200);
    expect(await stored()).toEqual({ timezone: 'Europe/Paris', defaultCurrency: 'USD' });
  });

  it('rejects bad values with 400 details.field and changes nothing', async () => {
    const w = await t.workspace();
    for (const [body, field] of [
      [{ defaultCurrency: 'XYZ' }, 'defaultCurrency'],
      [{ defaultCurrency: 'eur' }, 'defaultCurrency'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ wizardPassengerFormId: 'prod_01930000-0000-7000-8000-000000000001' }, 'wizardPassengerFormId'],
      [{ name: '' }, 'name'],
      [{ defaultInvoiceSeries: 'inv series' }, 'defaultInvoiceSeries'],
      [{ name: 'Half applied', timezone: 'Nowhere/Else' }, 'timezone'],
    ] as const) {
      const r = await t.call('PATCH', '/v1/workspace', { key: w.key, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
    expect((await t.call('GET', '/v1/workspace', { key: w.key })).body.data).toMatchObject({
      name: 'Test workspace',
      defaultCurrency: 'EUR',
      timezone: 'UTC',
      defaultInvoiceSeries: 'INV',
    });
  });

  it('needs workspace:read / workspace:write and a key', async () => {
    expect((await t.call('GET', '/v1/workspace')).status).toBe(401);
    const reader = await t.key(ws.id, { scopes: ['workspace:read'] });
    expect((await t.call('GET', '/v1/workspace', { key: reader })).status).toBe(200);
    const r = await t.call('PATCH', '/v1/workspace', { key: reader, body: { name: 'x' } });
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('workspace:write');
  });

  it('is always the caller’s own workspace', async () => {
    const other = await t.workspace({ name: 'Other' });
    expect((await t.call('GET', '/v1/workspace', { key: other.key })).body.data).toMatchObject({
      id: other.id,
      name: 'Other',
    });
    const hijack = await t.call('GET', '/v1/workspace', { key: other.key, headers: { 'x-workspace-id': ws.id } });
    expect(hijack.status).toBe(403);
  });
});
