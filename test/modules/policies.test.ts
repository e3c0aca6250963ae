import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('policies', () => {
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
    t.call('POST', '/v1/policies', { key: w.key, body });
  const createId = async (body: Record<string, unknown>, w: TestWorkspace = ws): Promise<string> => {
    const r = await create(body, w);
    expect(r.status, r.text).toBe(201);
    return r.body.id;
  };
  const patch = (id: string, body: Record<string, unknown>, w: TestWorkspace = ws) =>
    t.call('PATCH', `/v1/policies/${id}`, { key: w.key, body });
  const get = async (id: string, query = '', w: TestWorkspace = ws) =>
    (await t.call('GET', `/v1/policies/${id}${query}`, { key: w.key })).body;
  const product = async (w: TestWorkspace = ws): Promise<string> => {
    const r = await t.call('POST', '/v1/products', { key: w.key, body: { title: `Policy product ${Math.random()}` } });
    expect(r.status, r.text).toBe(201);
    return r.body.data.id;
  };

  it('creates with camelCase or snake_case keys and answers the bare policy in its locale', async () => {
    const camel = await create({
      kind: 'cancellation',
      scope: 'generic',
      locale: 'en-us',
      title: 'Free cancellation',
      descriptionHtml: '<p>Up to <b>14 days</b> before.</p>',
      billingCancellationPolicyId: '0195F2A8-0000-7000-8000-000000000001',
    });
    expect(camel.status).toBe(201);
    expect(camel.body).toEqual({
      id: expect.stringMatching(/^pol_[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      kind: 'cancellation',
      scope: 'generic',
      status: 'draft',
      title: 'Free cancellation',
      slug: 'free-cancellation',
      description_html: '<p>Up to <b>14 days</b> before.</p>',
      billing_cancellation_policy_id: '0195f2a8-0000-7000-8000-000000000001',
      product_id: null,
      locale: 'en-US',
      locales: ['en-US'],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    const snake = await create({
      kind: 'terms',
      scope: 'generic',
      status: 'active',
      locale: 'ro',
      title: 'Termeni',
      slug: 'termeni-si-conditii',
      description_html: '<p>Text</p>',
      billing_cancellation_policy_id: null,
    });
    expect(snake.status).toBe(201);
    expect(snake.body).toMatchObject({
      kind: 'terms',
      status: 'active',
      locale: 'ro',
      slug: 'termeni-si-conditii',
      description_html: '<p>Text</p>',
    });
    const bare = await create({ kind: 'other', scope: 'generic' });
    expect(bare.body).toMatchObject({ title: null, slug: null, description_html: null, locale: null, locales: [] });
  });

  it('sanitises description_html: no scripts, event handlers, frames or javascript: links survive', async () => {
    const dirty =
      '<h2 onclick="steal()">Rules</h2><script>alert(1)</script><p style="x" onmouseover="y()">Read <a href="javascript:alert(1)">this</a> and <a href="https://example.com/t" target="_blank">that</a></p>' +
      '<img src="x" onerror="alert(1)"><img src="https://example.com/a.png" alt="A"><iframe src="https://evil.example"></iframe><style>body{}</style><svg><script>1</script></svg><form><input name="x"></form>';
    for (const key of ['descriptionHtml', 'description_html']) {
      const r = await create({ kind: 'terms', scope: 'generic', locale: 'en', title: `Clean ${key}`, [key]: dirty });
      expect(r.status).toBe(201);
      const html: string = r.body.description_html;
      expect(html).toBe(
        '<h2>Rules</h2><p>Read <a>this</a> and <a href="https://example.com/t" target="_blank">that</a></p><img src="x" /><img src="https://example.com/a.png" alt="A" />',
      );
      expect(html).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|iframe|style|<form|<input/i);
    }
    const id = await createId({ kind: 'terms', scope: 'generic', locale: 'en', title: 'Patched html' });
    const p = await patch(id, { locale: 'en', descriptionHtml: '<p onload="x()">ok</p><script>bad()</script>' });
    expect(p.body.description_html).toBe('<p>ok</p>');
  });

  it('needs an existing product of the workspace for a product-scoped policy', async () => {
    const prod = await product();
    const own = await create({
      kind: 'cancellation',
      scope: 'product',
      productId: prod,
      locale: 'en',
      title: 'Product terms',
    });
    expect(own.status).toBe(201);
    expect(own.body.product_id).toBe(prod);
    const byUuid = await create({
      kind: 'cancellation',
      scope: 'product',
      product_id: prod.slice('prod_'.length),
      locale: 'en',
      title: 'By uuid',
    });
    expect(byUuid.body.product_id).toBe(prod);

    const missing = await create({ kind: 'cancellation', scope: 'product', locale: 'en', title: 'No product' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.field).toBe('productId');
    const unknown = await create({
      kind: 'cancellation',
      scope: 'product',
      productId: 'prod_00000000-0000-7000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.details.field).toBe('productId');
    const foreign = await create({ kind: 'cancellation', scope: 'product', productId: await product(other) });
    expect(foreign.status).toBe(422);
    const generic = await create({ kind: 'terms', scope: 'generic', productId: prod });
    expect(generic.status).toBe(400);
    expect(generic.body.details.field).toBe('productId');
    expect(
      (await create({ kind: 'terms', scope: 'product', productId: 'ppl_00000000-0000-7000-8000-000000000000' })).body
        .details.field,
    ).toBe('productId');
  });

  it('rejects bad input with 400 and details.field, writing nothing', async () => {
    const w = await t.workspace();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ scope: 'generic' }, 'kind'],
      [{ kind: 'terms' }, 'scope'],
      [{ kind: 'refund', scope: 'generic' }, 'kind'],
      [{ kind: 'terms', scope: 'global' }, 'scope'],
      [{ kind: 'terms', scope: 'generic', status: 'archived' }, 'status'],
      [{ kind: 'terms', scope: 'generic', title: 'No locale' }, 'locale'],
      [{ kind: 'terms', scope: 'generic', description_html: '<p>x</p>' }, 'locale'],
      [{ kind: 'terms', scope: 'generic', locale: 'en' }, 'title'],
      [{ kind: 'terms', scope: 'generic', locale: 'en', slug: 'only-slug' }, 'title'],
      [{ kind: 'terms', scope: 'generic', locale: 'en', title: '  ' }, 'title'],
      [{ kind: 'terms', scope: 'generic', locale: 'e', title: 'x' }, 'locale'],
      [{ kind: 'terms', scope: 'generic', locale: 'en', title: 'x', slug: 'Not A Slug' }, 'slug'],
      [{ kind: 'terms', scope: 'generic', billingCancellationPolicyId: 'abc' }, 'billingCancellationPolicyId'],
      [{ kind: 'terms', scope: 'generic', locale: 'en', title: 42 }, 'title'],
    ];
    for (const [body, field] of cases) {
      const r = await create(body, w);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    expect((await t.call('GET', '/v1/policies', { key: w.key })).body.pagination.total).toBe(0);
    expect(await t.events(w.id)).toEqual([]);
  });

  it('answers 401 without a key and 403 naming the scope', async () => {
    expect((await t.call('GET', '/v1/policies')).status).toBe(401);
    const reader = await t.key(ws.id, { scopes: ['policies:read'] });
    const r = await create({ kind: 'terms', scope: 'generic' }, { ...ws, key: reader });
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('policies:write');
    const id = await createId({ kind: 'terms', scope: 'generic' });
    expect((await t.call('DELETE', `/v1/policies/${id}`, { key: reader })).status).toBe(403);
    expect((await t.call('GET', `/v1/policies/${id}`, { key: reader })).status).toBe(200);
    const none = await t.key(ws.id, { scopes: ['marketing:read'] });
    const denied = await t.call('GET', '/v1/policies', { key: none });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('policies:read');
  });

  it('keeps one translation per locale: PATCH adds or changes one, reads pick a locale', async () => {
    const id = await createId({
      kind: 'cancellation',
      scope: 'generic',
      locale: 'en',
      title: 'Cancellation',
      descriptionHtml: '<p>English</p>',
    });
    const ro = await patch(id, { locale: 'ro', title: 'Anulare', description_html: '<p>Română</p>' });
    expect(ro.status).toBe(200);
    expect(ro.body).toMatchObject({
      locale: 'ro',
      title: 'Anulare',
      slug: 'anulare',
      description_html: '<p>Română</p>',
      locales: ['en', 'ro'],
    });
    expect(await get(id)).toMatchObject({ locale: 'en', title: 'Cancellation', description_html: '<p>English</p>' });
    expect(await get(id, '?locale=ro')).toMatchObject({ locale: 'ro', title: 'Anulare' });
    expect(await get(id, '?locale=de')).toMatchObject({ locale: 'en', title: 'Cancellation' });
    expect((await t.call('GET', `/v1/policies/${id}?locale=!!`, { key: ws.key })).body.details.field).toBe('locale');

    const en = await patch(id, { locale: 'EN', title: 'Cancellation rules' });
    expect(en.body).toMatchObject({
      locale: 'en',
      title: 'Cancellation rules',
      slug: 'cancellation',
      description_html: '<p>English</p>',
      locales: ['en', 'ro'],
    });
    expect(await get(id, '?locale=ro')).toMatchObject({ title: 'Anulare', description_html: '<p>Română</p>' });
    expect((await patch(id, { locale: 'de', description_html: '<p>Deutsch</p>' })).body.details.field).toBe('title');
    expect((await patch(id, { title: 'No locale' })).body.details.field).toBe('locale');

    // Slugs are unique per workspace and locale: a chosen one that is taken is a 409, a derived one gets a tail.
    const twin = await create({ kind: 'terms', scope: 'generic', locale: 'en', title: 'Cancellation' });
    expect(twin.body.slug).toMatch(/^cancellation-[0-9a-z]{6}$/);
    const taken = await patch(twin.body.id, { locale: 'en', slug: 'cancellation' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('POLICY_SLUG_TAKEN');
    expect(
      (await create({ kind: 'terms', scope: 'generic', locale: 'en', title: 'Mine', slug: 'cancellation' })).status,
    ).toBe(409);
    expect(
      (await create({ kind: 'terms', scope: 'generic', locale: 'fr', title: 'Annulation', slug: 'cancellation' }))
        .status,
    ).toBe(201);
    expect(
      (await create({ kind: 'terms', scope: 'generic', locale: 'en', title: 'Elsewhere', slug: 'cancellation' }, other))
        .status,
    ).toBe(201);
    expect(await get(twin.body.id)).toMatchObject({ slug: twin.body.slug });
  });

  it('patches kind, status and links; the scope stays and a product policy keeps a product', async () => {
    const [p1, p2] = [await product(), await product()];
    const id = await createId({ kind: 'cancellation', scope: 'product', productId: p1 });
    const moved = await patch(id, {
      product_id: p2,
      status: 'active',
      kind: 'terms',
      billing_cancellation_policy_id: '0195f2a8-0000-7000-8000-000000000002',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      product_id: p2,
      status: 'active',
      kind: 'terms',
      scope: 'product',
      billing_cancellation_policy_id: '0195f2a8-0000-7000-8000-000000000002',
    });
    const detach = await patch(id, { productId: null });
    expect(detach.status).toBe(422);
    expect(detach.body.details.field).toBe('productId');
    expect((await patch(id, { productId: 'prod_00000000-0000-7000-8000-000000000000' })).status).toBe(422);
    expect((await patch(id, { billingCancellationPolicyId: null })).body.billing_cancellation_policy_id).toBeNull();

    const generic = await createId({ kind: 'terms', scope: 'generic' });
    expect((await patch(generic, { productId: p1 })).body.details.field).toBe('productId');
    expect((await patch(generic, { productId: null })).status).toBe(200);
    const scopeOnly = await patch(generic, { scope: 'product' });
    expect(scopeOnly.status).toBe(400);
    expect(scopeOnly.body.error).toBe('No fields to update');
    expect((await patch(generic, { status: 'archived' })).body.details.field).toBe('status');
    expect(await get(generic)).toMatchObject({ scope: 'generic', product_id: null });

    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { status: 'active' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await t.call(method, `/v1/policies/${id}`, { key: other.key, body })).status, method).toBe(404);
    }
    expect(
      (await t.call('GET', '/v1/policies/voucher_00000000-0000-7000-8000-000000000000', { key: ws.key })).body.details
        .field,
    ).toBe('id');
    expect(await get(id)).toMatchObject({ status: 'active', product_id: p2 });
  });

  it('lists with locale, kind, scope, status and productId filters in the spec envelope', async () => {
    const w = await t.workspace();
    const prod = await product(w);
    const a = await createId({ kind: 'cancellation', scope: 'generic', status: 'active', locale: 'en', title: 'A' }, w);
    const b = await createId({ kind: 'terms', scope: 'product', productId: prod, locale: 'ro', title: 'B' }, w);
    await patch(a, { locale: 'ro', title: 'A ro' }, w);
    const c = await createId({ kind: 'other', scope: 'generic' }, w);
    await createId({ kind: 'terms', scope: 'generic', locale: 'en', title: 'Elsewhere' }, other);
    const list = async (qs: string) => (await t.call('GET', `/v1/policies?${qs}`, { key: w.key })).body;
    const all = await list('sort=created_at');
    expect(all.data.map((p: { id: string }) => p.id)).toEqual([a, b, c]);
    expect(all.pagination).toEqual({ total: 3, limit: 50, offset: 0, has_more: false, next_cursor: null });
    expect(
      (await list('locale=ro&sort=created_at')).data.map((p: { id: string; title: string }) => [p.id, p.title]),
    ).toEqual([
      [a, 'A ro'],
      [b, 'B'],
    ]);
    expect((await list('locale=en')).data.map((p: { title: string }) => p.title)).toEqual(['A']);
    expect((await list('kind=terms')).data.map((p: { id: string }) => p.id)).toEqual([b]);
    expect((await list('scope=generic&sort=created_at')).data.map((p: { id: string }) => p.id)).toEqual([a, c]);
    expect((await list('status=active')).data.map((p: { id: string }) => p.id)).toEqual([a]);
    expect((await list(`productId=${prod}`)).data.map((p: { id: string }) => p.id)).toEqual([b]);
    expect((await list(`product_id=${prod.slice(5)}`)).data.map((p: { id: string }) => p.id)).toEqual([b]);
    expect((await list('limit=1&sort=-created_at')).pagination).toEqual({
      total: 3,
      limit: 1,
      offset: 0,
      has_more: true,
      next_cursor: expect.any(String),
    });
    for (const bad of [
      'kind=x',
      'scope=x',
      'status=x',
      'locale=!',
      'productId=ppl_00000000-0000-7000-8000-000000000000',
      'sort=title',
    ]) {
      const r = await t.call('GET', `/v1/policies?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toBe(bad.split('=')[0]);
    }
  });

  it("deletes a policy with its translations, and a product's deletion takes its policies along", async () => {
    const id = await createId({ kind: 'terms', scope: 'generic', locale: 'en', title: 'Gone soon' });
    const del = await t.call('DELETE', `/v1/policies/${id}`, { key: ws.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true });
    expect((await t.call('GET', `/v1/policies/${id}`, { key: ws.key })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/policies/${id}`, { key: ws.key })).status).toBe(404);
    // Its slug is free again.
    expect((await create({ kind: 'terms', scope: 'generic', locale: 'en', title: 'Gone soon' })).body.slug).toBe(
      'gone-soon',
    );

    const w = await t.workspace();
    const prod = await product(w);
    const attached = await createId(
      { kind: 'cancellation', scope: 'product', productId: prod, locale: 'en', title: 'Attached' },
      w,
    );
    const kept = await createId({ kind: 'terms', scope: 'generic' }, w);
    expect((await t.call('DELETE', `/v1/products/${prod}`, { key: w.key })).status).toBe(200);
    expect((await t.call('GET', `/v1/policies/${attached}`, { key: w.key })).status).toBe(404);
    expect((await t.call('GET', `/v1/policies/${kept}`, { key: w.key })).status).toBe(200);
    expect((await t.events(w.id, 'policy.deleted')).map((e) => e.data)).toEqual([
      expect.objectContaining({ id: attached, title: 'Attached', deleted_at: expect.any(String) }),
    ]);
  });

  it('never leaves a policy on a product deleted concurrently', async () => {
    const w = await t.workspace();
    for (let round = 0; round < 25; round++) {
      const prod = await product(w);
      const [created, deleted] = await Promise.all([
        create({ kind: 'cancellation', scope: 'product', productId: prod, locale: 'en', title: `Race ${round}` }, w),
        t.call('DELETE', `/v1/products/${prod}`, { key: w.key }),
      ]);
      expect(deleted.status, deleted.text).toBe(200);
      // Either the policy came first and went with its product, or the product was gone when it was checked.
      expect([201, 422], created.text).toContain(created.status);
      if (created.status === 201)
        expect((await t.call('GET', `/v1/policies/${created.body.id}`, { key: w.key })).status).toBe(404);
      const left = await t.call('GET', '/v1/policies', { key: w.key, query: { productId: prod } });
      expect(left.body.data, `round ${round}`).toEqual([]);
    }
  });

  it('deletes a policy once under concurrent DELETEs (one 200, the rest 404, one event)', async () => {
    const w = await t.workspace();
    const id = await createId({ kind: 'terms', scope: 'generic', locale: 'en', title: 'Deleted once' }, w);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call('DELETE', `/v1/policies/${id}`, { key: w.key })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(await t.events(w.id, 'policy.deleted')).toHaveLength(1);
  });

  it('emits policy.created, .updated and .deleted', async () => {
    const w = await t.workspace();
    const id = await createId({ kind: 'terms', scope: 'generic', locale: 'en', title: 'Evented' }, w);
    await patch(id, { locale: 'ro', title: 'Cu evenimente' }, w);
    await patch(id, { status: 'active' }, w);
    await patch(id, { status: 'bogus' }, w);
    await t.call('DELETE', `/v1/policies/${id}`, { key: w.key });
    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual(['policy.created', 'policy.updated', 'policy.updated', 'policy.deleted']);
    expect(events[0]!.data).toMatchObject({ id, title: 'Evented', locale: 'en', status: 'draft' });
    expect(events[1]!.data).toMatchObject({ id, title: 'Cu evenimente', locale: 'ro', locales: ['en', 'ro'] });
    expect(events[2]!.data).toMatchObject({ id, status: 'active', locale: 'en' });
    expect(events[3]!.data).toMatchObject({ id, deleted_at: expect.any(String) });
  });
});
