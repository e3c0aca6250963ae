import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formsMigrations } from '../../src/modules/forms/migrations.js';
import type { FormsTables } from '../../src/modules/forms/store.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { memberSession, withSession } from '../support/accounts.js';

const FIELDS = [
  { id: 'name', type: 'text', label: 'Name', required: true },
  { id: 'email', type: 'email', label: 'Email', required: true },
  { id: 'guests', type: 'number', label: 'Guests' },
  { id: 'phone', type: 'phone', label: 'Phone' },
  { id: 'arrival', type: 'date', label: 'Arrival' },
  { id: 'room', type: 'select', label: 'Room', options: ['single', { value: 'double', label: 'Double room' }] },
  { id: 'consent', type: 'checkbox', label: 'I agree', required: true },
  { id: 'notes', type: 'textarea', label: 'Notes', placeholder: 'Anything else?' },
];

describe('forms', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const create = (body: unknown, key = ws.key) => t.call('POST', '/v1/forms', { key, body });
  /** Public submits come from a fresh client address each, so the per-IP budget never interferes. */
  const submit = (
    idOrSlug: string,
    body: unknown,
    remoteAddress = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
  ) => t.call('POST', `/v1/forms/${idOrSlug}/submit`, { body, remoteAddress });
  const published = async (body: Record<string, unknown>, key = ws.key) => {
    const r = await create({ fields: FIELDS, status: 'published', ...body }, key);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const valid = { name: 'Ann Example', email: 'ann@example.com', consent: true };

  it('creates a bare draft form with a slug from the name', async () => {
    const r = await create({ name: 'New Inquiry Form', title: 'Inquiry', fields: FIELDS });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^form_[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      name: 'New Inquiry Form',
      slug: 'new-inquiry-form',
      title: 'Inquiry',
      description: null,
      status: 'draft',
      fields: [
        { id: 'name', type: 'text', label: 'Name', required: true },
        { id: 'email', type: 'email', label: 'Email', required: true },
        { id: 'guests', type: 'number', label: 'Guests', required: false },
        { id: 'phone', type: 'phone', label: 'Phone', required: false },
        { id: 'arrival', type: 'date', label: 'Arrival', required: false },
        {
          id: 'room',
          type: 'select',
          label: 'Room',
          required: false,
          options: [
            { value: 'single', label: 'single' },
            { value: 'double', label: 'Double room' },
          ],
        },
        { id: 'consent', type: 'checkbox', label: 'I agree', required: true },
        { id: 'notes', type: 'textarea', label: 'Notes', required: false, placeholder: 'Anything else?' },
      ],
      settings: null,
      notification_emails: [],
      created_by: expect.stringMatching(/^key_/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    const minimal = await create({ name: 'Ça va? Çalışma Ürünü!' });
    expect(minimal.body).toMatchObject({ slug: 'ca-va-calisma-urunu', title: 'Ça va? Çalışma Ürünü!', fields: [] });
    const snake = await create({ name: 'Mail me', notificationEmails: ['Ops@Example.com'] });
    expect(snake.body.notification_emails).toEqual(['ops@example.com']);
  });

  it('records who created a form: the API key, or the person signed in to the console', async () => {
    const byKey = await create({ name: 'Made by a key' });
    expect(byKey.body.created_by).toMatch(/^key_/);
    const session = await memberSession(t, ws.id, 'admin');
    const bySession = await t.call(
      'POST',
      '/v1/forms',
      withSession(session, { body: { name: 'Made in the console' } }),
    );
    expect(bySession.status, bySession.text).toBe(201);
    expect(bySession.body.created_by).toBe(session.user.id);
    expect(session.user.id).toMatch(/^usr_/);
    expect((await t.call('GET', `/v1/forms/${bySession.body.id}`, { key: ws.key })).body.created_by).toBe(
      session.user.id,
    );
  });

  it('gives a taken derived slug a random tail and refuses a taken chosen one with 409', async () => {
    const first = await create({ name: 'Contact' });
    const again = await create({ name: 'Contact' });
    const elsewhere = await create({ name: 'Contact' }, other.key);
    expect(first.body.slug).toBe('contact');
    expect(again.body.slug).toMatch(/^contact-[a-z0-9]{6}$/);
    expect(elsewhere.body.slug).toMatch(/^contact-[a-z0-9]{6}$/);
    expect(new Set([first.body.slug, again.body.slug, elsewhere.body.slug]).size).toBe(3);
    const chosen = await create({ name: 'Other', slug: 'contact' });
    expect(chosen.status).toBe(409);
    expect(chosen.body).toMatchObject({ error: expect.stringContaining('contact'), code: 'FORM_SLUG_TAKEN' });
    const put = await t.call('PUT', `/v1/forms/${again.body.id}`, { key: ws.key, body: { slug: 'contact' } });
    expect(put.status).toBe(409);
    // Deleting a form frees its slug for its own workspace.
    expect((await t.call('DELETE', `/v1/forms/${first.body.id}`, { key: ws.key })).status).toBe(200);
    expect((await create({ name: 'Contact again', slug: 'contact' })).status).toBe(201);
  });

  it("keeps a deleted or renamed form's slug with its workspace: another can't take it, the owner can", async () => {
    const a = await t.workspace();
    const b = await t.workspace();
    const old = (
      await create({ name: 'Winter offer', slug: 'winter-offer-2026', status: 'published', fields: FIELDS }, a.key)
    ).body;
    const renamed = (
      await create({ name: 'Spring offer', slug: 'spring-offer-2026', status: 'published', fields: FIELDS }, a.key)
    ).body;
    expect((await t.call('DELETE', `/v1/forms/${old.id}`, { key: a.key })).status).toBe(200);
    expect(
      (await t.call('PUT', `/v1/forms/${renamed.id}`, { key: a.key, body: { slug: 'spring-offer-2027' } })).status,
    ).toBe(200);
    // A retired slug answers a submit like an unknown one; the renamed form answers under its new slug.
    expect((await submit('winter-offer-2026', valid)).status).toBe(404);
    expect((await submit('spring-offer-2026', valid)).status).toBe(404);
    expect((await submit('spring-offer-2027', valid)).status).toBe(201);

    const bForm = (await create({ name: 'B form' }, b.key)).body;
    for (const slug of ['winter-offer-2026', 'spring-offer-2026']) {
      const created = await create({ name: 'Capture', slug, status: 'published', fields: FIELDS }, b.key);
      expect(created.status, slug).toBe(409);
      expect(created.body).toMatchObject({ code: 'FORM_SLUG_TAKEN', details: { field: 'slug' } });
      const put = await t.call('PUT', `/v1/forms/${bForm.id}`, { key: b.key, body: { slug } });
      expect(put.status, slug).toBe(409);
      expect(put.body).toMatchObject({ code: 'FORM_SLUG_TAKEN', details: { field: 'slug' } });
    }
    // A name that derives to another workspace's slug gets a random tail, as for a live form's.
    expect((await create({ name: 'Winter offer 2026' }, b.key)).body.slug).toMatch(/^winter-offer-2026-[a-z0-9]{6}$/);
    expect((await t.events(b.id)).map((e) => e.type)).toEqual(['form.created', 'form.created']);
    expect((await submit('winter-offer-2026', valid)).status).toBe(404);

    // The owner takes its old slugs again; submits then reach its new form.
    const reused = await create(
      { name: 'Winter again', slug: 'winter-offer-2026', status: 'published', fields: FIELDS },
      a.key,
    );
    expect(reused.status).toBe(201);
    expect(
      (await t.call('PUT', `/v1/forms/${renamed.id}`, { key: a.key, body: { slug: 'spring-offer-2026' } })).status,
    ).toBe(200);
    const r = await submit('winter-offer-2026', valid);
    expect(r.status).toBe(201);
    const subs = await t.call('GET', `/v1/forms/${reused.body.id}/submissions`, { key: a.key });
    expect(subs.body.data.map((x: { id: string }) => x.id)).toEqual([r.body.submission_id]);
    expect((await submit('spring-offer-2026', valid)).status).toBe(201);
  });

  it('gives a slug claimed by two workspaces at once to one of them, for good', async () => {
    const a = await t.workspace();
    const b = await t.workspace();
    for (let round = 0; round < 5; round++) {
      const slug = `contested-${round}`;
      const answers = await Promise.all([create({ name: 'A', slug }, a.key), create({ name: 'B', slug }, b.key)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const winner = answers[0]!.status === 201 ? a : b;
      const loser = winner === a ? b : a;
      const won = answers.find((r) => r.status === 201)!.body;
      expect(won.workspace_id).toBe(winner.id);
      expect((await t.call('DELETE', `/v1/forms/${won.id}`, { key: winner.key })).status).toBe(200);
      expect((await create({ name: 'Later', slug }, loser.key)).status).toBe(409);
    }
  });

  it('gives concurrent creates of one name distinct slugs', async () => {
    const w = await t.workspace();
    const all = await Promise.all(Array.from({ length: 10 }, () => create({ name: 'Race Form' }, w.key)));
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(201));
    const slugs = all.map((r) => r.body.slug);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs.filter((s) => s === 'race-form')).toHaveLength(1);
  });

  it('rejects bad definitions with 400 and details.field, writing nothing', async () => {
    const w = await t.workspace();
    const cases: Array<[unknown, string]> = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 7 }, 'name'],
      [{ name: 'x', status: 'archived' }, 'status'],
      [{ name: 'x', slug: 'Bad Slug' }, 'slug'],
      [{ name: 'x', fields: [{ id: 'a', type: 'colour', label: 'A' }] }, 'fields[0].type'],
      [{ name: 'x', fields: [{ id: '1a', type: 'text', label: 'A' }] }, 'fields[0].id'],
      [{ name: 'x', fields: [{ id: 'a', type: 'text' }] }, 'fields[0].label'],
      [{ name: 'x', fields: [{ id: 'a', type: 'text', label: 'A', required: 'yes' }] }, 'fields[0].required'],
      [
        {
          name: 'x',
          fields: [
            { id: 'a', type: 'text', label: 'A' },
            { id: 'a', type: 'email', label: 'B' },
          ],
        },
        'fields[1].id',
      ],
      [{ name: 'x', fields: [{ id: 'a', type: 'select', label: 'A' }] }, 'fields[0].options'],
      [{ name: 'x', fields: [{ id: 'a', type: 'select', label: 'A', options: ['x', 'x'] }] }, 'fields[0].options'],
      [{ name: 'x', fields: [{ id: 'a', type: 'text', label: 'A', options: ['x'] }] }, 'fields[0].options'],
      [{ name: 'x', notification_emails: ['nope'] }, 'notification_emails[0]'],
      [{ name: 'x', settings: { redirect_url: 'javascript:alert(1)' } }, 'settings.redirect_url'],
      [{ name: 'x', settings: { success_message: { en: 5 } } }, 'settings.success_message.en'],
    ];
    for (const [body, field] of cases) {
      const r = await create(body, w.key);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    expect((await t.call('GET', '/v1/forms', { key: w.key })).body.pagination.total).toBe(0);
    expect(await t.events(w.id)).toEqual([]);
  });

  it('answers 401 without a key and 403 without the scope', async () => {
    expect((await t.call('GET', '/v1/forms')).status).toBe(401);
    expect((await t.call('POST', '/v1/forms', { body: { name: 'x' } })).status).toBe(401);
    const readOnly = await t.key(ws.id, { scopes: ['forms:read'] });
    const r = await create({ name: 'Nope' }, readOnly);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('forms:write');
    expect((await t.call('GET', '/v1/forms', { key: readOnly })).status).toBe(200);
    const id = (await create({ name: 'Scoped' })).body.id;
    expect((await t.call('PUT', `/v1/forms/${id}`, { key: readOnly, body: { title: 'x' } })).status).toBe(403);
    expect((await t.call('DELETE', `/v1/forms/${id}`, { key: readOnly })).status).toBe(403);
    const other = await t.key(ws.id, { scopes: ['organizations:read'] });
    expect((await t.call('GET', `/v1/forms/${id}`, { key: other })).status).toBe(403);
    expect((await t.call('GET', `/v1/forms/${id}/submissions`, { key: other })).status).toBe(403);
    expect((await t.call('GET', `/v1/forms/${id}/submissions`)).status).toBe(401);
  });

  it('lists with status, q, sort and pagination, only this workspace', async () => {
    const w = await t.workspace();
    await create({ name: 'Bravo signup', status: 'published' }, w.key);
    await create({ name: 'alpha feedback' }, w.key);
    await create({ name: 'Charlie signup' }, w.key);
    await create({ name: 'Alpha elsewhere' }, other.key);
    const all = await t.call('GET', '/v1/forms?sort=name', { key: w.key });
    expect(all.body.data.map((f: { name: string }) => f.name)).toEqual([
      'Bravo signup',
      'Charlie signup',
      'alpha feedback',
    ]);
    expect(all.body.pagination).toEqual({ total: 3, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const page = await t.call('GET', '/v1/forms?sort=-created_at&limit=1&offset=1', { key: w.key });
    expect(page.body.data.map((f: { name: string }) => f.name)).toEqual(['alpha feedback']);
    expect(page.body.pagination).toEqual({
      total: 3,
      limit: 1,
      offset: 1,
      has_more: true,
      next_cursor: expect.any(String),
    });
    expect(
      (await t.call('GET', '/v1/forms?status=published', { key: w.key })).body.data.map(
        (f: { name: string }) => f.name,
      ),
    ).toEqual(['Bravo signup']);
    expect(
      (await t.call('GET', '/v1/forms?q=SIGNUP&sort=name', { key: w.key })).body.data.map(
        (f: { name: string }) => f.name,
      ),
    ).toEqual(['Bravo signup', 'Charlie signup']);
    for (const bad of ['status=gone', 'sort=slug', 'limit=101']) {
      const r = await t.call('GET', `/v1/forms?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toMatch(/status|sort|limit/);
    }
  });

  it('gets, updates with PUT (answers the full form) and deletes; another workspace gets 404', async () => {
    const form = (await create({ name: 'Editable', fields: FIELDS.slice(0, 2) })).body;
    for (const [method, url, body] of [
      ['GET', `/v1/forms/${form.id}`, undefined],
      ['PUT', `/v1/forms/${form.id}`, { title: 'Hijack' }],
      ['DELETE', `/v1/forms/${form.id}`, undefined],
      ['GET', `/v1/forms/${form.id}/submissions`, undefined],
    ] as const) {
      const r = await t.call(method, url, { key: other.key, body });
      expect(r.status, `${method} ${url}`).toBe(404);
      expect(r.body).toEqual({ error: 'Form not found', code: 'NOT_FOUND' });
    }
    expect(
      (await t.call('GET', '/v1/forms/org_00000000-0000-7000-8000-000000000000', { key: ws.key })).body.details.field,
    ).toBe('id');
    expect((await t.call('GET', `/v1/forms/${form.id}`, { key: ws.key })).body).toEqual(form);

    const put = await t.call('PUT', `/v1/forms/${form.id}`, {
      key: ws.key,
      body: {
        title: 'Updated title',
        settings: { success_message: { en: 'Thanks!', ro: 'Mulțumim!' }, redirect_url: 'https://example.com/thanks' },
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      ...form,
      title: 'Updated title',
      settings: { success_message: { en: 'Thanks!', ro: 'Mulțumim!' }, redirect_url: 'https://example.com/thanks' },
      updated_at: expect.any(String),
    });
    const bad = await t.call('PUT', `/v1/forms/${form.id}`, {
      key: ws.key,
      body: { fields: [{ id: 'x', type: 'select', label: 'X' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('fields[0].options');
    expect((await t.call('GET', `/v1/forms/${form.id}`, { key: ws.key })).body.fields).toHaveLength(2);

    const del = await t.call('DELETE', `/v1/forms/${form.id}`, { key: ws.key });
    expect(del.body).toEqual({ ok: true });
    expect((await t.call('GET', `/v1/forms/${form.id}`, { key: ws.key })).status).toBe(404);
    expect((await t.call('PUT', `/v1/forms/${form.id}`, { key: ws.key, body: { title: 'x' } })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/forms/${form.id}`, { key: ws.key })).status).toBe(404);
  });

  it('deletes a form once under concurrent DELETEs and PUTs (one form.deleted, no update after it)', async () => {
    const w = await t.workspace();
    for (let round = 0; round < 5; round++) {
      const form = (await create({ name: `Raced ${round}` }, w.key)).body;
      const results = await Promise.all([
        ...Array.from({ length: 3 }, () => t.call('DELETE', `/v1/forms/${form.id}`, { key: w.key })),
        t.call('PUT', `/v1/forms/${form.id}`, { key: w.key, body: { title: 'Late' } }),
      ]);
      expect(
        results
          .slice(0, 3)
          .map((r) => r.status)
          .sort(),
      ).toEqual([200, 404, 404]);
      expect([200, 404]).toContain(results[3]!.status);
    }
    const events = await t.events(w.id);
    expect(events.filter((e) => e.type === 'form.deleted')).toHaveLength(5);
    for (const deleted of events.filter((e) => e.type === 'form.deleted')) {
      const id = (deleted.data as { id: string }).id;
      const after = events.slice(events.indexOf(deleted) + 1).filter((e) => (e.data as { id?: string }).id === id);
      expect(after).toEqual([]);
    }
  });

  it('an empty PUT changes nothing and emits nothing', async () => {
    const w = await t.workspace();
    const form = (await create({ name: 'Unchanged' }, w.key)).body;
    const r = await t.call('PUT', `/v1/forms/${form.id}`, { key: w.key, body: {} });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(form);
    expect(await t.events(w.id, 'form.updated')).toHaveLength(0);
  });

  it('emits form.created, .updated and .deleted', async () => {
    const w = await t.workspace();
    const id = (await create({ name: 'Evented' }, w.key)).body.id;
    await t.call('PUT', `/v1/forms/${id}`, { key: w.key, body: { status: 'published' } });
    await t.call('DELETE', `/v1/forms/${id}`, { key: w.key });
    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual(['form.created', 'form.updated', 'form.deleted']);
    expect(events[1]!.data).toMatchObject({ id, status: 'published' });
    expect(events[2]!.data).toMatchObject({ id, deleted_at: expect.any(String) });
  });

  describe('public submit', () => {
    it('takes data for a published form by slug or id, without a key, and stores it', async () => {
      const form = await published({ name: 'Public inquiry' });
      const bySlug = await submit(form.slug, {
        ...valid,
        guests: 2,
        phone: '+40 721 000 111',
        arrival: '2026-07-01',
        room: 'double',
        notes: '',
      });
      expect(bySlug.status).toBe(201);
      expect(bySlug.body).toEqual({
        success: true,
        submission_id: expect.stringMatching(/^sub_[0-9a-f-]{36}$/),
        message: { en: 'Thank you for your submission!' },
        redirect_url: null,
      });
      expect(bySlug.headers['x-ratelimit-limit']).toBeDefined();
      expect(bySlug.headers['x-request-id']).toMatch(/^req_/);
      const byId = await submit(form.id, valid);
      expect(byId.status).toBe(201);
      // An Authorization header is not needed and not looked at.
      const withKey = await t.call('POST', `/v1/forms/${form.slug.toUpperCase()}/submit`, {
        body: valid,
        headers: { authorization: 'Bearer garbage' },
        remoteAddress: '10.200.0.1',
      });
      expect(withKey.status).toBe(201);

      const list = await t.call('GET', `/v1/forms/${form.id}/submissions`, { key: ws.key });
      expect(list.status).toBe(200);
      expect(list.body.pagination).toEqual({ total: 3, limit: 50, offset: 0, has_more: false, next_cursor: null });
      expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([
        withKey.body.submission_id,
        byId.body.submission_id,
        bySlug.body.submission_id,
      ]);
      expect(list.body.data[2]).toEqual({
        id: bySlug.body.submission_id,
        form_id: form.id,
        data: { ...valid, guests: 2, phone: '+40 721 000 111', arrival: '2026-07-01', room: 'double' },
        created_at: expect.any(String),
      });
      const paged = await t.call('GET', `/v1/forms/${form.id}/submissions?limit=1&offset=1`, { key: ws.key });
      expect(paged.body.data.map((s: { id: string }) => s.id)).toEqual([byId.body.submission_id]);
      expect(paged.body.pagination).toEqual({
        total: 3,
        limit: 1,
        offset: 1,
        has_more: true,
        next_cursor: expect.any(String),
      });
    });

    it("answers with the form's own message and redirect_url", async () => {
      const form = await published({
        name: 'Custom thanks',
        settings: { success_message: { en: 'Got it', de: 'Danke' }, redirect_url: 'https://example.com/done' },
      });
      const r = await submit(form.slug, valid);
      expect(r.body).toMatchObject({
        success: true,
        message: { en: 'Got it', de: 'Danke' },
        redirect_url: 'https://example.com/done',
      });
    });

    it('only published forms take submissions (others → 404)', async () => {
      const draft = (await create({ name: 'Still a draft', fields: FIELDS })).body;
      expect((await submit(draft.slug, valid)).status).toBe(404);
      expect((await submit(draft.id, valid)).body).toEqual({ error: 'Form not found', code: 'NOT_FOUND' });
      const pub = await published({ name: 'Soon unpublished' });
      expect((await submit(pub.slug, valid)).status).toBe(201);
      await t.call('PUT', `/v1/forms/${pub.id}`, { key: ws.key, body: { status: 'draft' } });
      expect((await submit(pub.slug, valid)).status).toBe(404);
      const gone = await published({ name: 'Deleted one' });
      await t.call('DELETE', `/v1/forms/${gone.id}`, { key: ws.key });
      expect((await submit(gone.id, valid)).status).toBe(404);
      expect((await submit('no-such-form', valid)).status).toBe(404);
      expect((await submit('form_00000000-0000-7000-8000-000000000000', valid)).status).toBe(404);
    });

    it('refuses unknown keys, missing required and wrong types with 400 details.field, storing nothing', async () => {
      const w = await t.workspace();
      const form = await published({ name: 'Strict form' }, w.key);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...valid, extra: 'x' }, 'extra'],
        [{ email: 'ann@example.com', consent: true }, 'name'],
        [{ ...valid, name: '   ' }, 'name'],
        [{ ...valid, name: null }, 'name'],
        [{ ...valid, name: 42 }, 'name'],
        [{ ...valid, email: 'not-an-email' }, 'email'],
        [{ ...valid, guests: '2' }, 'guests'],
        [{ ...valid, phone: 'call me' }, 'phone'],
        [{ ...valid, arrival: '2026-02-30' }, 'arrival'],
        [{ ...valid, arrival: '01/07/2026' }, 'arrival'],
        [{ ...valid, room: 'suite' }, 'room'],
        [{ ...valid, room: 'Double room' }, 'room'],
        [{ ...valid, consent: 'true' }, 'consent'],
        [{ ...valid, consent: false }, 'consent'],
        [{ ...valid, notes: 'x'.repeat(10_001) }, 'notes'],
        [{ ...valid, notes: { html: '<b>' } }, 'notes'],
      ];
      for (const [body, field] of cases) {
        const r = await submit(form.slug, body);
        expect(r.status, JSON.stringify(body).slice(0, 200)).toBe(400);
        expect(r.body.error).toBe('Validation failed');
        expect(r.body.details.field, JSON.stringify(body).slice(0, 200)).toBe(field);
        expect(r.body.issues).toContainEqual(r.body.details);
      }
      const many = await submit(form.slug, { surprise: 1, email: 'x' });
      expect(many.body.issues.map((i: { field: string }) => i.field)).toEqual(['surprise', 'name', 'email', 'consent']);
      for (const raw of ['[1,2]', '"text"', 'null', '{"name":']) {
        const r = await t.call('POST', `/v1/forms/${form.slug}/submit`, { rawBody: raw, remoteAddress: '10.201.0.1' });
        expect(r.status, raw).toBe(400);
      }
      expect((await t.call('GET', `/v1/forms/${form.id}/submissions`, { key: w.key })).body.pagination.total).toBe(0);
      expect((await t.events(w.id)).map((e) => e.type)).toEqual(['form.created']);
    });

    it('drops blank answers before storing and emitting: a blank field is as if not sent', async () => {
      const w = await t.workspace();
      const form = await published({ name: 'Blank answers' }, w.key);
      const r = await submit(form.slug, { ...valid, notes: '   ', phone: '', room: null, arrival: '\t\n', extra: ' ' });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const stored = async () =>
        (await t.call('GET', `/v1/forms/${form.id}/submissions?sort=created_at`, { key: w.key })).body.data.map(
          (x: { data: unknown }) => x.data,
        );
      expect(await stored()).toEqual([valid]);
      const emitted = async () =>
        (await t.events(w.id, 'form.submission.created')).map((e) => (e.data as { data: unknown }).data);
      expect(await emitted()).toEqual([valid]);
      // A required field sent blank is missing, as if not sent.
      const blankRequired = await submit(form.slug, { ...valid, email: ' \t ' });
      expect(blankRequired.status).toBe(400);
      expect(blankRequired.body.details).toEqual({ field: 'email', message: 'is required' });
      // Answers that are not blank are stored as sent (0 and false are answers).
      const answers = { ...valid, name: '  Ann  ', guests: 0, notes: ' x ' };
      expect((await submit(form.slug, answers)).status).toBe(201);
      expect(await stored()).toEqual([valid, answers]);
      expect(await emitted()).toEqual([valid, answers]);
    });

    it('refuses a submission larger than FORM_SUBMIT_MAX_BYTES (64 KiB) with 413, storing nothing', async () => {
      const w = await t.workspace();
      const form = await published({ name: 'Capped submit' }, w.key);
      const big = await submit(form.slug, { ...valid, notes: 'x'.repeat(64 * 1024) });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ error: 'Request body too large', code: 'BODY_TOO_LARGE' });
      // Under the cap the body is read and judged (here: an unknown field).
      const under = await submit(form.slug, { ...valid, extra: 'x'.repeat(60 * 1024) });
      expect(under.status).toBe(400);
      expect(under.body.details.field).toBe('extra');
      expect((await t.call('GET', `/v1/forms/${form.id}/submissions`, { key: w.key })).body.pagination.total).toBe(0);
      expect((await t.events(w.id)).map((e) => e.type)).toEqual(['form.created']);
    });

    it("emits form.submission.created in the form's workspace", async () => {
      const w = await t.workspace();
      const form = await published({ name: 'Evented submit' }, w.key);
      const r = await submit(form.slug, valid);
      const events = await t.events(w.id, 'form.submission.created');
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toEqual({
        id: r.body.submission_id,
        form_id: form.id,
        data: valid,
        created_at: expect.any(String),
      });
    });

    it('is rate-limited per client IP', async () => {
      const form = await published({ name: 'Limited' });
      const burst = await Promise.all(Array.from({ length: 30 }, () => submit(form.slug, valid, '10.250.0.1')));
      const limited = burst.filter((r) => r.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      expect(burst.filter((r) => r.status === 201).length).toBeGreaterThan(0);
      expect(limited[0]!.body).toEqual({
        error: 'Rate limit exceeded',
        code: 'RATE_LIMITED',
        retry_after: expect.any(Number),
      });
      expect(limited[0]!.headers['retry-after']).toBeDefined();
      // Another client is not affected.
      expect((await submit(form.slug, valid, '10.250.0.2')).status).toBe(201);
    });

    it('lists submissions newest first, or oldest first with sort=created_at; another sort is a 400', async () => {
      const w = await t.workspace();
      const form = await published({ name: 'Sorted submissions' }, w.key);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++)
        ids.push((await submit(form.slug, { ...valid, name: `Person ${i}` })).body.submission_id);
      const list = async (query: Record<string, string>) =>
        t.call('GET', `/v1/forms/${form.id}/submissions`, { key: w.key, query });
      expect((await list({})).body.data.map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
      expect((await list({ sort: 'created_at' })).body.data.map((s: { id: string }) => s.id)).toEqual(ids);
      expect((await list({ sort: '-created_at', limit: '1', offset: '1' })).body).toMatchObject({
        data: [{ id: ids[1] }],
        pagination: { total: 3, limit: 1, offset: 1, has_more: true, next_cursor: expect.any(String) },
      });
      const bad = await list({ sort: 'data' });
      expect(bad.status).toBe(400);
      expect(bad.body.details.field).toBe('sort');
    });

    it('honours Idempotency-Key: a repeat answers the first submission, other data with the key is a 422', async () => {
      const w = await t.workspace();
      const form = await published({ name: 'Idempotent submit' }, w.key);
      const other = await published({ name: 'Idempotent other' }, w.key);
      const send = (slug: string, body: unknown, key: string, ip = '10.202.0.1') =>
        t.call('POST', `/v1/forms/${slug}/submit`, { body, headers: { 'idempotency-key': key }, remoteAddress: ip });
      const a = await send(form.slug, valid, 'k-1');
      expect(a.status).toBe(201);
      const b = await send(form.slug, valid, 'k-1', '10.202.0.2');
      expect(b.status).toBe(201);
      expect(b.body).toEqual(a.body);
      expect(b.headers['idempotent-replayed']).toBe('true');
      const reused = await send(form.slug, { ...valid, name: 'Someone else' }, 'k-1');
      expect(reused.status).toBe(422);
      expect(reused.body).toMatchObject({ error: expect.any(String), code: 'IDEMPOTENCY_KEY_REUSED' });
      // Keys are per form; without a key every submit is stored.
      expect((await send(other.slug, valid, 'k-1')).body.submission_id).not.toBe(a.body.submission_id);
      const plain = await Promise.all(
        [1, 2].map(() => t.call('POST', `/v1/forms/${form.slug}/submit`, { body: valid, remoteAddress: '10.202.0.3' })),
      );
      expect(plain[0]!.body.submission_id).not.toBe(plain[1]!.body.submission_id);
      // Concurrent repeats store one submission.
      const burst = await Promise.all(
        Array.from({ length: 5 }, (_, i) => send(form.slug, valid, 'k-2', `10.203.0.${i + 1}`)),
      );
      expect(burst.every((r) => r.status === 201)).toBe(true);
      expect(new Set(burst.map((r) => r.body.submission_id)).size).toBe(1);
      const subs = await t.call('GET', `/v1/forms/${form.id}/submissions`, { key: w.key });
      expect(subs.body.pagination.total).toBe(4);
      expect(await t.events(w.id, 'form.submission.created')).toHaveLength(5);
      const long = await send(form.slug, valid, 'x'.repeat(256));
      expect(long.status).toBe(400);
      expect(long.body.details.field).toBe('Idempotency-Key');
    });
  });

  describe('booking port', () => {
    it('validates with the same rules as submit, for any form of the workspace', async () => {
      const port = t.services.forms.bookingPort;
      const draft = (await create({ name: 'Billing form', fields: FIELDS })).body;
      expect(await port.validate(ws.id, draft.id, valid)).toEqual([]);
      expect(await port.validate(ws.id, draft.id, { ...valid, guests: 'two', extra: 1 })).toEqual([
        { field: 'extra', message: 'is not a field of this form' },
        { field: 'guests', message: 'must be a number' },
      ]);
      expect(await port.validate(other.id, draft.id, valid)).toEqual([
        { field: 'form', message: expect.stringContaining('does not exist') },
      ]);
      expect(await port.validate(ws.id, 'not-an-id', valid)).toEqual([
        { field: 'form', message: expect.stringContaining('does not exist') },
      ]);
    });
  });
});

describe('forms: submit budgets', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      formSubmitPerIp: { perMinute: 2, burst: 2 },
      formSubmitPerForm: { perMinute: 3, burst: 3 },
    });
  });
  afterAll(() => t.close());

  it('limits submissions per client address and per form (429 with Retry-After), storing nothing refused', async () => {
    const w = await t.workspace();
    const form = async (name: string) =>
      (await t.call('POST', '/v1/forms', { key: w.key, body: { name, status: 'published', fields: FIELDS } })).body;
    const f = await form('Budget F');
    const g = await form('Budget G');
    const valid = { name: 'Ann Example', email: 'ann@example.com', consent: true };
    const send = (idOrSlug: string, ip: string) =>
      t.call('POST', `/v1/forms/${idOrSlug}/submit`, { body: valid, remoteAddress: ip });

    expect((await send(f.slug, '10.9.0.1')).status).toBe(201);
    expect((await send(f.slug, '10.9.0.1')).status).toBe(201);
    // The address's submit budget is far below the platform's general per-IP budget.
    const addressSpent = await send(f.slug, '10.9.0.1');
    expect(addressSpent.status).toBe(429);
    expect(addressSpent.body).toEqual({
      error: 'Rate limit exceeded',
      code: 'RATE_LIMITED',
      retry_after: expect.any(Number),
    });
    expect(Number(addressSpent.headers['retry-after'])).toBeGreaterThan(0);
    // That refusal did not spend the form's budget: another address gets the form's third submission (by id: one
    // budget per form however it is named); a fourth address finds the form's budget spent.
    expect((await send(f.id, '10.9.0.2')).status).toBe(201);
    const formSpent = await send(f.slug, '10.9.0.3');
    expect(formSpent.status).toBe(429);
    expect(Number(formSpent.headers['retry-after'])).toBeGreaterThan(0);
    // Another form has its own budget; the spent address is refused there too.
    expect((await send(g.slug, '10.9.0.4')).status).toBe(201);
    expect((await send(g.slug, '10.9.0.1')).status).toBe(429);

    expect((await t.call('GET', `/v1/forms/${f.id}/submissions`, { key: w.key })).body.pagination.total).toBe(3);
    expect(await t.events(w.id, 'form.submission.created')).toHaveLength(4);
  });
});

describe('forms: slug backfill (migration 0532_form_slugs)', () => {
  it("reserves each existing slug once: for a live form's workspace, else the workspace that used it last", async () => {
    const t = await createTestApp();
    try {
      const db = t.platform.db.kysely;
      await db.schema.dropTable('form_slugs').execute();
      const form = (id: string, workspace_id: string, slug: string, updated_at: string, deleted: boolean) => ({
        id,
        workspace_id,
        name: slug,
        slug,
        title: null,
        description: null,
        status: 'draft',
        fields: '[]',
        settings: null,
        notification_emails: '[]',
        created_by: null,
        search_text: slug,
        created_at: '2020-01-01T00:00:00.000Z',
        updated_at,
        deleted_at: deleted ? updated_at : null,
      });
      await db
        .withTables<FormsTables>()
        .insertInto('forms')
        .values([
          form('form_1', 'ws_a', 'shared', '2024-01-01T00:00:00.000Z', false),
          form('form_2', 'ws_b', 'shared', '2025-01-01T00:00:00.000Z', true),
          form('form_3', 'ws_c', 'gone', '2021-01-01T00:00:00.000Z', true),
          form('form_4', 'ws_d', 'gone', '2022-01-01T00:00:00.000Z', true),
          form('form_5', 'ws_c', 'gone', '2020-06-01T00:00:00.000Z', true),
          form('form_6', 'ws_e', 'solo', '2023-01-01T00:00:00.000Z', false),
        ])
        .execute();
      await formsMigrations['0532_form_slugs']!.up(db as unknown as Kysely<unknown>);
      const owners = await db
        .withTables<FormsTables>()
        .selectFrom('form_slugs')
        .select(['slug', 'workspace_id'])
        .orderBy('slug')
        .execute();
      expect(owners).toEqual([
        { slug: 'gone', workspace_id: 'ws_d' },
        { slug: 'shared', workspace_id: 'ws_a' },
        { slug: 'solo', workspace_id: 'ws_e' },
      ]);
    } finally {
      await t.close();
    }
  });
});
