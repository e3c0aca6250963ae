// The registry through which each area declares and reads its own section of the workspace settings.
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsRegistry, type SettingsSection } from '../../src/modules/workspaces/settings.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

const section: SettingsSection<{ greeting: string; limit: number | null }> = {
  answer: { greeting: Type.String(), limit: Type.Union([Type.Integer(), Type.Null()]) },
  patch: { greeting: Type.String({ minLength: 1 }), limit: Type.Union([Type.Integer(), Type.Null()]) },
  defaults: { greeting: 'hello', limit: 10 },
  check(values) {
    if (values.greeting === 'boom') throw new Error('greeting refused');
  },
};

describe('workspace settings registry', () => {
  let t: TestApp;
  let w: TestWorkspace;
  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
  });
  afterAll(() => t.close());

  it('reads a section with the workspace-wide keys, stored values (null too) over defaults, and only its own keys', async () => {
    const registry = new SettingsRegistry();
    const read = registry.register(section);
    expect(await read(t.platform.db.kysely, w.id)).toEqual({
      defaultCurrency: 'EUR',
      timezone: 'UTC',
      greeting: 'hello',
      limit: 10,
    });
    const stored = {
      timezone: 'Europe/Paris',
      limit: null,
      greeting: 'hi',
      defaultInvoiceSeries: 'OTHER',
      theme: 'dark',
    };
    await t.platform.db.kysely
      .withTables<{ workspaces: { id: string; settings: string } }>()
      .updateTable('workspaces')
      .set({ settings: JSON.stringify(stored) })
      .where('id', '=', w.id)
      .execute();
    expect(await read(t.platform.db.kysely, w.id)).toEqual({
      defaultCurrency: 'EUR',
      timezone: 'Europe/Paris',
      greeting: 'hi',
      limit: null,
    });
    await expect(read(t.platform.db.kysely, 'ws_01930000-0000-7000-8000-000000000000')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('orders keys by registration, keeps only known ones, runs every section’s checks', () => {
    const registry = new SettingsRegistry();
    registry.register(section);
    expect(registry.keys()).toEqual(['defaultCurrency', 'timezone', 'greeting', 'limit']);
    expect(Object.keys(registry.answerSchemas())).toEqual(['defaultCurrency', 'timezone', 'greeting', 'limit']);
    expect(registry.known({ limit: 3, theme: 'dark', greeting: 'x', timezone: undefined })).toEqual({
      greeting: 'x',
      limit: 3,
    });
    expect(Object.keys(registry.known({ limit: 3, greeting: 'x' }))).toEqual(['greeting', 'limit']);
    expect(registry.values({ limit: 3 })).toEqual({
      defaultCurrency: 'EUR',
      timezone: 'UTC',
      greeting: 'hello',
      limit: 3,
    });
    expect(() => registry.check({ timezone: 'Mars/Olympus' })).toThrow(
      expect.objectContaining({
        statusCode: 400,
        extra: { details: { field: 'timezone', message: expect.stringContaining('IANA') } },
      }),
    );
    expect(() => registry.check({ greeting: 'boom' })).toThrow('greeting refused');
  });

  it('refuses a key declared twice, and a section registered once the schemas are built', () => {
    const registry = new SettingsRegistry();
    registry.register(section);
    expect(() => registry.register(section)).toThrow('declared twice');
    expect(() =>
      registry.register({
        answer: { timezone: Type.String() },
        patch: { timezone: Type.String() },
        defaults: { timezone: 'UTC' },
      }),
    ).toThrow('declared twice');
    registry.patchSchemas();
    expect(() => new SettingsRegistry().register(section)).not.toThrow();
    expect(() =>
      registry.register({ answer: { other: Type.String() }, patch: { other: Type.String() }, defaults: { other: '' } }),
    ).toThrow('before the routes');
  });
});
