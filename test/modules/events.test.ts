// The events API: GET /v1/events (type patterns, created_after/created_before, newest first, paginated) and
// GET /v1/events/:id, scope events:read, one workspace's events only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('events API', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  const stamps: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
    // Five changes a minute apart: organization.created, customer.created, organization.updated, customer.created,
    // customer.deleted.
    const org = (await t.call('POST', '/v1/organizations', { key: ws.key, body: { name: 'Acme' } })).body.data;
    clock.advance(60_000);
    const p1 = (await t.call('POST', '/v1/people', { key: ws.key, body: { firstName: 'A', lastName: 'One' } })).body;
    clock.advance(60_000);
    await t.call('PATCH', `/v1/organizations/${org.id}`, { key: ws.key, body: { name: 'Acme 2' } });
    clock.advance(60_000);
    await t.call('POST', '/v1/people', { key: ws.key, body: { firstName: 'B', lastName: 'Two' } });
    clock.advance(60_000);
    expect((await t.call('DELETE', `/v1/people/${p1.id}`, { key: ws.key })).status).toBeLessThan(300);
    await t.call('POST', '/v1/organizations', { key: other.key, body: { name: 'Elsewhere' } });
    stamps.push(...(await t.events(ws.id)).map((e) => e.created_at));
  });
  afterAll(() => t.close());

  const list = (query = '', key = ws.key) => t.call('GET', `/v1/events${query}`, { key });
  const types = (r: { body: { data: Array<{ type: string }> } }) => r.body.data.map((e) => e.type);

  it('lists this workspace’s events newest first with the stored payload and pagination', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(types(r)).toEqual([
      'customer.deleted',
      'customer.created',
      'organization.updated',
      'customer.created',
      'organization.created',
    ]);
    expect(r.body.pagination).toEqual({ total: 5, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const stored = await t.events(ws.id);
    expect(r.body.data).toEqual([...stored].reverse());
    expect(r.body.data[4]).toMatchObject({ workspace_id: ws.id, data: { name: 'Acme' } });
    expect(r.body.data[4].id).toMatch(/^evt_/);
    const page = await list('?limit=2&offset=1');
    expect(types(page)).toEqual(['customer.created', 'organization.updated']);
    expect(page.body.pagination).toEqual({
      total: 5,
      limit: 2,
      offset: 1,
      has_more: true,
      next_cursor: expect.any(String),
    });
    expect(types(await list('?sort=created_at'))[0]).toBe('organization.created');
  });

  it('filters by type: exact, group pattern, several, *', async () => {
    expect(types(await list('?type=customer.created'))).toEqual(['customer.created', 'customer.created']);
    expect(types(await list('?type=customer.*'))).toEqual(['customer.deleted', 'customer.created', 'customer.created']);
    expect(types(await list('?type=organization.*,customer.deleted'))).toEqual([
      'customer.deleted',
      'organization.updated',
      'organization.created',
    ]);
    expect((await list('?type=*')).body.pagination.total).toBe(5);
    expect((await list('?type=booking.*')).body.data).toEqual([]);
    for (const bad of ['nope', 'customer', 'nope.*', '%', 'customer.%', ',']) {
      const r = await list(`?type=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field).toBe('type');
    }
  });

  it('filters by created_after / created_before (exclusive)', async () => {
    const [first, second, third, , fifth] = stamps;
    expect(types(await list(`?created_after=${encodeURIComponent(second!)}`))).toEqual([
      'customer.deleted',
      'customer.created',
      'organization.updated',
    ]);
    expect(types(await list(`?created_before=${encodeURIComponent(second!)}`))).toEqual(['organization.created']);
    expect(
      types(
        await list(
          `?created_after=${encodeURIComponent(first!)}&created_before=${encodeURIComponent(fifth!)}&type=customer.*`,
        ),
      ),
    ).toEqual(['customer.created', 'customer.created']);
    // The same instant written with a +02:00 offset.
    const inPlus2 = new Date(Date.parse(second!) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    expect(types(await list(`?created_after=${encodeURIComponent(inPlus2)}`))).toEqual(
      types(await list(`?created_after=${encodeURIComponent(second!)}`)),
    );
    expect((await list(`?created_before=${encodeURIComponent(third!)}`)).body.pagination.total).toBe(2);
    for (const [field, value] of [
      ['created_after', 'yesterday'],
      ['created_before', '2026-13-01T00:00:00Z'],
    ]) {
      const r = await list(`?${field}=${value}`);
      expect(r.status).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
  });

  it('gets one event; another workspace’s is 404; a wrong prefix is 400', async () => {
    const [event] = await t.events(ws.id, 'organization.created');
    const r = await t.call('GET', `/v1/events/${event!.id}`, { key: ws.key });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: event });
    expect((await t.call('GET', `/v1/events/${event!.id}`, { key: other.key })).status).toBe(404);
    expect((await t.call('GET', '/v1/events/evt_00000000-0000-7000-8000-000000000000', { key: ws.key })).status).toBe(
      404,
    );
    const wrong = await t.call('GET', '/v1/events/org_00000000-0000-7000-8000-000000000000', { key: ws.key });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.field).toBe('id');
  });

  it('needs a key with events:read', async () => {
    expect((await t.call('GET', '/v1/events')).status).toBe(401);
    const [event] = await t.events(ws.id);
    const noScope = await t.key(ws.id, { scopes: ['webhooks:read'] });
    for (const url of ['/v1/events', `/v1/events/${event!.id}`]) {
      const r = await t.call('GET', url, { key: noScope });
      expect(r.status).toBe(403);
      expect(r.body.message).toContain('events:read');
    }
    expect((await list('', await t.key(ws.id, { scopes: ['events:read'] }))).status).toBe(200);
    expect((await list('', await t.key(ws.id, { scopes: ['*:read'] }))).status).toBe(200);
  });
});
