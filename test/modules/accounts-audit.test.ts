// Retention of the audit log on the controllable clock: entries go AUDIT_LOG_RETENTION_DAYS after they were
// written (a year by default), younger ones stay, in every workspace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { memberSession, withSession } from '../support/accounts.js';

const DAY = 24 * 60 * 60 * 1000;

describe('audit log retention', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A window of its own, so the rule is seen to read its setting.
    t = await createTestApp({ auditLogRetentionDays: 30 });
  });
  afterAll(() => t.close());

  const entriesOf = async (workspaceId: string) =>
    (
      await t.platform.db.kysely
        .withTables<{ audit_log: { id: string; workspace_id: string; at: string } }>()
        .selectFrom('audit_log')
        .select(['id', 'at'])
        .where('workspace_id', '=', workspaceId)
        .execute()
    ).map((r) => r.id);

  it('keeps a year by default', () => {
    expect(loadConfig({}).auditLogRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_LOG_RETENTION_DAYS: '90' }).auditLogRetentionDays).toBe(90);
    expect(() => loadConfig({ AUDIT_LOG_RETENTION_DAYS: '0' })).toThrow(/AUDIT_LOG_RETENTION_DAYS/);
  });

  it('deletes entries older than AUDIT_LOG_RETENTION_DAYS in the retention run and keeps younger ones', async () => {
    const [one, two] = await Promise.all([t.workspace(), t.workspace()]);
    // Day 0: a sign-in and an invitation in each workspace.
    for (const ws of [one, two]) {
      const s = await memberSession(t, ws.id, 'owner');
      expect(
        (
          await t.call(
            'POST',
            '/v1/members',
            withSession(s, { body: { email: `old-${ws.id}@example.com`, role: 'viewer' } }),
          )
        ).status,
      ).toBe(201);
    }
    const old = [...(await entriesOf(one.id)), ...(await entriesOf(two.id))];
    expect(old.length).toBeGreaterThanOrEqual(4);

    // Day 29: nothing is past 30 days yet.
    clock.advance(29 * DAY);
    expect(await t.platform.retention.run()).toMatchObject({ audit_log: 0 });
    const young = await memberSession(t, one.id, 'admin');
    const youngIds = (await entriesOf(one.id)).filter((id) => !old.includes(id));
    expect(youngIds.length).toBeGreaterThan(0);

    // Day 31: day 0's entries are past the window, day 29's stay.
    clock.advance(2 * DAY);
    expect(await t.platform.retention.run()).toMatchObject({ audit_log: old.length });
    expect(await entriesOf(two.id)).toEqual([]);
    expect((await entriesOf(one.id)).sort()).toEqual(youngIds.sort());
    const log = await t.call('GET', '/v1/audit-log', withSession(await memberSession(t, one.id, 'owner')));
    expect(log.status).toBe(200);
    expect(log.body.data.map((e: { actor: { id: string } }) => e.actor.id)).toContain(young.user.id);
    expect(log.body.data.every((e: { at: string }) => Date.parse(e.at) >= clock.nowMs() - 30 * DAY)).toBe(true);
  });
});
