// The workspace's own hold length (issue 27: "hold minutes" on the console's Settings): PATCH /v1/workspace
// `holdMinutes` is how long a hold lasts when the request does not say (POST /v1/bookings with `hold: true`; the
// wizard's seat hold is in wizard-holds.test.ts), kept within the server's bounds; null goes back to the server's
// default; a length the request names wins; bad values are refused naming the field. On a frozen clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, trip, type Trip } from '../support/bookings.js';

const MINUTE = 60_000;

describe('the workspace’s hold length', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let x: Trip;

  beforeAll(async () => {
    t = await createTestApp({ holdMinMinutes: 5, holdMaxMinutes: 120, holdDefaultMinutes: 30 });
    w = await t.workspace();
    other = await t.workspace();
    x = await trip(t, w.key, { capacity: 50 });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const setHold = async (holdMinutes: unknown, key = w.key) =>
    t.call('PATCH', '/v1/workspace', { key, body: { holdMinutes } });
  /** Minutes from now until a new hold (holdMinutes as given, if any) lapses. */
  const heldFor = async (extra: Record<string, unknown> = {}) => {
    clock.freeze(Date.now());
    const r = await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x, { hold: true, ...extra }) });
    expect(r.status, r.text).toBe(201);
    return (Date.parse(r.body.hold_expires_at) - clock.nowMs()) / MINUTE;
  };

  it("holds for the server's default until the workspace sets its own, then for that", async () => {
    expect((await t.call('GET', '/v1/workspace', { key: w.key })).body.data.holdMinutes).toBeNull();
    expect(await heldFor()).toBe(30);
    const set = await setHold(45);
    expect(set.status, set.text).toBe(200);
    expect(set.body.data.holdMinutes).toBe(45);
    expect(await heldFor()).toBe(45);
    // The request's own length wins.
    expect(await heldFor({ holdMinutes: 10 })).toBe(10);
    // Another workspace keeps the server's default.
    const theirs = await trip(t, other.key);
    clock.freeze(Date.now());
    const r = await t.call('POST', '/v1/bookings', { key: other.key, body: bookingBody(theirs, { hold: true }) });
    expect((Date.parse(r.body.hold_expires_at) - clock.nowMs()) / MINUTE).toBe(30);
    // Null goes back to the server's default.
    expect((await setHold(null)).status).toBe(200);
    expect(await heldFor()).toBe(30);
  });

  it("keeps a setting outside the server's bounds within them", async () => {
    expect((await setHold(600)).status).toBe(200);
    expect(await heldFor()).toBe(120);
    expect((await setHold(1)).status).toBe(200);
    expect(await heldFor()).toBe(5);
    await setHold(null);
  });

  it('refuses a length that is not a whole number of minutes from 1 to 10080, changing nothing', async () => {
    for (const bad of [0, -5, 10081, 1.5, '30']) {
      const r = await setHold(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.details.field).toBe('holdMinutes');
    }
    expect((await t.call('GET', '/v1/workspace', { key: w.key })).body.data.holdMinutes).toBeNull();
    const reader = await t.services.workspaces.createKey({ workspaceId: w.id, scopes: ['workspace:read'] });
    expect((await setHold(45, reader.key)).status).toBe(403);
  });
});
