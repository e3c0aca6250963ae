// Webhook subscriptions over HTTP on the real app: create/list/get/patch/rotate/delete, validation, scopes,
// workspace isolation, and that the secret appears only in the create and rotate answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

const SUBS = '/v1/webhooks/subscriptions';

describe('webhook subscriptions', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const create = (body: unknown, key = ws.key) => t.call('POST', SUBS, { key, body });
  const valid = { url: 'https://hooks.example.com/in', events: ['customer.*', 'booking.created'] };

  it('creates and answers {data:{subscription, secret}} with the spec fields', async () => {
    const r = await create({ ...valid, headers: { 'X-Env': 'prod' }, maxRetries: 3, description: 'CRM sync' });
    expect(r.status).toBe(201);
    const { subscription, secret } = r.body.data;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(subscription).sort()).toEqual([
      'active',
      'created_at',
      'description',
      'events',
      'failure_count',
      'headers',
      'id',
      'last_delivery_at',
      'max_retries',
      'updated_at',
      'url',
      'workspace_id',
    ]);
    expect(subscription).toMatchObject({
      workspace_id: ws.id,
      url: 'https://hooks.example.com/in',
      events: ['customer.*', 'booking.created'],
      active: true,
      max_retries: 3,
      headers: { 'x-env': 'prod' },
      description: 'CRM sync',
      last_delivery_at: null,
      failure_count: 0,
    });
    expect(subscription.id).toMatch(/^whsub_[0-9a-f-]{36}$/);
    const defaults = await create({ url: 'http://hooks.example.com/', events: ['*'] });
    expect(defaults.body.data.subscription).toMatchObject({
      max_retries: 5,
      headers: {},
      description: '',
      active: true,
    });
    expect((await create({ ...valid, max_retries: 0 })).body.data.subscription.max_retries).toBe(0);
  });

  it('never shows the secret in a read, a list, an update or an event', async () => {
    const r = await create(valid);
    const { secret, subscription } = r.body.data;
    const reads = [
      await t.call('GET', `${SUBS}/${subscription.id}`, { key: ws.key }),
      await t.call('GET', SUBS, { key: ws.key }),
      await t.call('PATCH', `${SUBS}/${subscription.id}`, { key: ws.key, body: { description: 'x' } }),
    ];
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.text).not.toContain(secret);
      expect(read.text).not.toContain('"secret"');
    }
    const events = await t.events(ws.id);
    expect(JSON.stringify(events)).not.toContain(secret);
  });

  it('shows custom header values only in the create answer: masked in every read, list, update and rotation after', async () => {
    const token = 'Bearer rcv_5fd1c0ffee';
    const { subscription } = (await create({ ...valid, headers: { Authorization: token, 'X-Env': 'prod' } })).body.data;
    expect(subscription.headers).toEqual({ authorization: token, 'x-env': 'prod' });
    const url = `${SUBS}/${subscription.id}`;
    const masked = { authorization: '••••', 'x-env': '••••' };
    const answers = [
      (await t.call('GET', url, { key: ws.key })).body.data,
      (await t.call('GET', SUBS, { key: ws.key })).body.data.find((s: { id: string }) => s.id === subscription.id),
      (await t.call('PATCH', url, { key: ws.key, body: { description: 'renamed' } })).body.data,
      (await t.call('POST', `${url}/rotate-secret`, { key: ws.key })).body.data.subscription,
    ];
    for (const answer of answers) {
      expect(answer.headers).toEqual(masked);
      expect(JSON.stringify(answer)).not.toContain('rcv_5fd1c0ffee');
    }
    // Every subscription of a list, wherever it sits on the page.
    const listed = (await t.call('GET', SUBS, { key: ws.key, query: { sort: 'created_at' } })).body.data as Array<{
      headers: Record<string, string>;
    }>;
    expect(listed.length).toBeGreaterThan(2);
    for (const s of listed) for (const value of Object.values(s.headers)) expect(value).toBe('••••');
    // The mask sent back is refused, not stored in place of the credential; a PATCH with headers replaces them all.
    const echoed = await t.call('PATCH', url, {
      key: ws.key,
      body: { headers: { authorization: '••••', 'x-env': 'staging' } },
    });
    expect(echoed.status).toBe(400);
    expect(echoed.body.details).toEqual({ field: 'headers.authorization', message: expect.stringContaining('masked') });
    const replaced = await t.call('PATCH', url, { key: ws.key, body: { headers: { 'X-Env': 'staging' } } });
    expect(replaced.body.data.headers).toEqual({ 'x-env': '••••' });
    const stored = await t.platform.db.kysely
      .withTables<{ webhook_subscriptions: { id: string; headers: string } }>()
      .selectFrom('webhook_subscriptions')
      .select('headers')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.headers)).toEqual({ 'x-env': 'staging' });
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = (await t.call('GET', SUBS, { key: ws.key })).body.pagination.total;
    const cases: Array<[unknown, string, string?]> = [
      [{ events: ['*'] }, 'url'],
      [{ url: 'https://a.example.com' }, 'events'],
      [{ ...valid, events: [] }, 'events'],
      [{ ...valid, events: 'customer.*' }, 'events'],
      [{ ...valid, events: ['customer.*', 'nope.happened'] }, 'events[1]', 'nope.happened'],
      [{ ...valid, events: ['customer'] }, 'events[0]', 'customer'],
      [{ ...valid, events: ['unknown.*'] }, 'events[0]', 'unknown.*'],
      [{ ...valid, url: 'ftp://files.example.com/x' }, 'url'],
      [{ ...valid, url: '/relative/path' }, 'url'],
      [{ ...valid, url: 'https://user:pw@hooks.example.com/' }, 'url'],
      [{ ...valid, url: 42 }, 'url'],
      [{ ...valid, maxRetries: 11 }, 'maxRetries'],
      [{ ...valid, maxRetries: -1 }, 'maxRetries'],
      [{ ...valid, maxRetries: 2.5 }, 'maxRetries'],
      [{ ...valid, maxRetries: '3' }, 'maxRetries'],
      [{ ...valid, headers: { 'X-Webhook-Signature': 'forged' } }, 'headers.X-Webhook-Signature'],
      [{ ...valid, headers: { 'x-webhook-event': 'booking.created' } }, 'headers.x-webhook-event'],
      [{ ...valid, headers: { 'X-Delivery-Attempt': '1' } }, 'headers.X-Delivery-Attempt'],
      [{ ...valid, headers: { 'Content-Type': 'text/plain' } }, 'headers.Content-Type'],
      [{ ...valid, headers: { Host: 'internal' } }, 'headers.Host'],
      [{ ...valid, headers: { 'webhook-signature': 'v1,x' } }, 'headers.webhook-signature'],
      [{ ...valid, headers: { 'Content-Length': '5' } }, 'headers.Content-Length'],
      [{ ...valid, headers: { 'User-Agent': 'mine' } }, 'headers.User-Agent'],
      [{ ...valid, headers: { 'Transfer-Encoding': 'chunked' } }, 'headers.Transfer-Encoding'],
      [{ ...valid, headers: { 'bad name': 'x' } }, 'headers.bad name', 'bad name'],
      [{ ...valid, headers: { 'x(y)': 'x' } }, 'headers.x(y)'],
      [{ ...valid, headers: { '': 'x' } }, 'headers.'],
      [{ ...valid, headers: { 'x-ok': 'a\r\nx-injected: 1' } }, 'headers.x-ok'],
      [{ ...valid, headers: { 'x-ok': 'a\nb' } }, 'headers.x-ok'],
      [{ ...valid, headers: { 'x-ok': 'bell\u0007' } }, 'headers.x-ok'],
      [{ ...valid, headers: { 'x-ok': 'del\u007f' } }, 'headers.x-ok'],
      [{ ...valid, headers: { 'x-tag': '€' } }, 'headers.x-tag'],
      [{ ...valid, headers: { 'X-Tag': '1', 'x-tag': '2' } }, 'headers.x-tag', 'twice'],
      [{ ...valid, headers: { 'x-num': 1 } }, 'headers.x-num'],
    ];
    for (const [body, field, entry] of cases) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
      if (entry) expect(r.body.details.message).toContain(entry);
    }
    expect((await t.call('GET', SUBS, { key: ws.key })).body.pagination.total).toBe(before);
    // What Node's client sends is accepted: a tab, Latin-1 characters, an empty value.
    const ok = await create({ ...valid, headers: { 'x-latin': 'café\tcrème', 'x-empty': '' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data.subscription.headers).toEqual({ 'x-latin': 'café\tcrème', 'x-empty': '' });
  });

  it('refuses a header Node would not send on update too, changing nothing', async () => {
    const { subscription } = (await create({ ...valid, headers: { 'x-tag': 'ok' } })).body.data;
    for (const headers of [{ 'x-tag': '€' }, { 'x-tag': 'a\r\nb' }, { 'x tag': '1' }, { 'webhook-id': 'forged' }]) {
      const r = await t.call('PATCH', `${SUBS}/${subscription.id}`, {
        key: ws.key,
        body: { headers, description: 'changed' },
      });
      expect(r.status, JSON.stringify(headers)).toBe(400);
      expect(r.body.details.field).toBe(`headers.${Object.keys(headers)[0]}`);
    }
    expect((await t.call('GET', `${SUBS}/${subscription.id}`, { key: ws.key })).body.data).toMatchObject({
      headers: { 'x-tag': '••••' },
      description: '',
    });
  });

  it('refuses private, loopback, link-local and metadata targets unless WEBHOOK_ALLOW_PRIVATE_TARGETS', async () => {
    const strict = await createTestApp({ webhookAllowPrivateTargets: false });
    try {
      const w = await strict.workspace();
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://localhost/hook',
        'http://10.0.0.5/',
        'http://192.168.1.1/',
        'http://172.16.3.4/',
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://[::ffff:a9fe:a9fe]/',
        'http://[fd00:ec2::254]/',
        'http://[fe80::1]/',
        'http://[::127.0.0.1]/',
        'http://[::a9fe:a9fe]/',
        'http://[::ffff:0:10.0.0.1]/',
        'http://[64:ff9b::a9fe:a9fe]/',
        'http://[2002:7f00:1::1]/',
        'http://[2606:4700::5efe:169.254.169.254]/',
        'http://0.0.0.0/',
        'http://0x7f.1/',
        'http://2130706433/',
        'http://100.100.100.200/',
      ]) {
        const r = await strict.call('POST', SUBS, { key: w.key, body: { url, events: ['*'] } });
        expect(r.status, url).toBe(400);
        expect(r.body.details.field).toBe('url');
      }
      // A name that resolves to a private address (localhost → 127.0.0.1 through the hosts file) and a name that does
      // not resolve get the same answer, naming neither the address nor its range.
      const byName = await strict.call('POST', SUBS, {
        key: w.key,
        body: { url: 'http://localhost:8080/hook', events: ['*'] },
      });
      const unknown = await strict.call('POST', SUBS, {
        key: w.key,
        body: { url: 'http://no-such-host.invalid/hook', events: ['*'] },
      });
      expect(byName.body.details).toEqual({ field: 'url', message: expect.stringContaining('not allowed') });
      expect(unknown.body).toEqual(byName.body);
      expect(byName.text).not.toMatch(/127\.0\.0\.1|::1|loopback/);
      const ok = await strict.call('POST', SUBS, {
        key: w.key,
        body: { url: 'https://93.184.216.34/hook', events: ['*'] },
      });
      expect(ok.status).toBe(201);
      const patched = await strict.call('PATCH', `${SUBS}/${ok.body.data.subscription.id}`, {
        key: w.key,
        body: { url: 'http://127.0.0.1/' },
      });
      expect(patched.status).toBe(400);
      expect(patched.body.details.field).toBe('url');
    } finally {
      await strict.close();
    }
    // Allowed here (the test app turns the setting on).
    expect((await create({ url: 'http://127.0.0.1:9/hook', events: ['*'] })).status).toBe(201);
  });

  it('answers 401 without a key and 403 naming the scope', async () => {
    const { subscription } = (await create(valid)).body.data;
    expect((await t.call('GET', SUBS)).status).toBe(401);
    expect((await t.call('POST', SUBS, { body: valid })).status).toBe(401);
    const readOnly = await t.key(ws.id, { scopes: ['webhooks:read'] });
    expect((await t.call('GET', SUBS, { key: readOnly })).status).toBe(200);
    expect((await t.call('GET', `${SUBS}/${subscription.id}`, { key: readOnly })).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', SUBS, valid],
      ['PATCH', `${SUBS}/${subscription.id}`, { active: false }],
      ['POST', `${SUBS}/${subscription.id}/rotate-secret`, undefined],
    ] as const) {
      const r = await t.call(method, url, { key: readOnly, body });
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body.message).toContain('webhooks:write');
    }
    const del = await t.call('DELETE', `${SUBS}/${subscription.id}`, { key: readOnly });
    expect(del.status).toBe(403);
    expect(del.body.message).toContain('webhooks:delete');
    const writeOnly = await t.key(ws.id, { scopes: ['webhooks:write'] });
    expect((await t.call('GET', SUBS, { key: writeOnly })).status).toBe(403);
    // webhooks:write also allows delete; webhooks:delete alone does too.
    expect((await t.call('DELETE', `${SUBS}/${subscription.id}`, { key: writeOnly })).status).toBe(200);
    const deleteOnly = await t.key(ws.id, { scopes: ['webhooks:delete'] });
    const second = (await create(valid)).body.data.subscription;
    expect((await t.call('DELETE', `${SUBS}/${second.id}`, { key: deleteOnly })).status).toBe(200);
  });

  it('lists this workspace only, newest first, with pagination and sort', async () => {
    const w = await t.workspace();
    const ids: string[] = [];
    for (const n of [1, 2, 3])
      ids.push((await create({ url: `https://h${n}.example.com/`, events: ['*'] }, w.key)).body.data.subscription.id);
    await create(valid, other.key);
    const all = await t.call('GET', SUBS, { key: w.key });
    expect(all.body.data.map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
    expect(all.body.pagination).toEqual({ total: 3, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const page = await t.call('GET', `${SUBS}?limit=2&offset=1&sort=url`, { key: w.key });
    expect(page.body.data.map((s: { url: string }) => s.url)).toEqual([
      'https://h2.example.com/',
      'https://h3.example.com/',
    ]);
    expect(page.body.pagination).toEqual({ total: 3, limit: 2, offset: 1, has_more: false, next_cursor: null });
    expect((await t.call('GET', `${SUBS}?sort=secret`, { key: w.key })).status).toBe(400);
    expect((await t.call('GET', `${SUBS}?limit=101`, { key: w.key })).status).toBe(400);
  });

  it('patches url, events, headers (null clears), max_retries, description and active', async () => {
    const { subscription } = (await create({ ...valid, headers: { 'x-a': '1' }, description: 'before' })).body.data;
    const url = `${SUBS}/${subscription.id}`;
    const r = await t.call('PATCH', url, {
      key: ws.key,
      body: { events: ['booking.*'], active: false, headers: null, maxRetries: 10, description: null },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: subscription.id,
      events: ['booking.*'],
      active: false,
      headers: {},
      max_retries: 10,
      description: '',
      url: valid.url,
    });
    expect(r.body.data.updated_at >= subscription.updated_at).toBe(true);
    const again = await t.call('PATCH', url, {
      key: ws.key,
      body: { url: 'https://new.example.com/x', headers: { 'X-B': '2' }, max_retries: 1, active: true },
    });
    expect(again.body.data).toMatchObject({
      url: 'https://new.example.com/x',
      headers: { 'x-b': '••••' },
      max_retries: 1,
      active: true,
      events: ['booking.*'],
    });
    expect((await t.call('GET', url, { key: ws.key })).body.data).toEqual(again.body.data);
    const bad = await t.call('PATCH', url, { key: ws.key, body: { events: ['booking.*', 'bogus'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('events[1]');
    expect((await t.call('PATCH', url, { key: ws.key, body: { active: 'yes' } })).status).toBe(400);
    expect((await t.call('GET', url, { key: ws.key })).body.data).toEqual(again.body.data);
  });

  it('rotates the secret: a new one, failure_count reset, answered {data:{secret, subscription}}', async () => {
    const { subscription, secret } = (await create(valid)).body.data;
    const r = await t.call('POST', `${SUBS}/${subscription.id}/rotate-secret`, { key: ws.key });
    expect(r.status).toBe(200);
    expect(r.body.data.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body.data.secret).not.toBe(secret);
    expect(r.body.data.subscription).toMatchObject({ id: subscription.id, failure_count: 0 });
  });

  it('deletes: {data:{deleted:true}}, then 404', async () => {
    const { subscription } = (await create(valid)).body.data;
    const r = await t.call('DELETE', `${SUBS}/${subscription.id}`, { key: ws.key });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { deleted: true } });
    expect((await t.call('GET', `${SUBS}/${subscription.id}`, { key: ws.key })).status).toBe(404);
    expect((await t.call('DELETE', `${SUBS}/${subscription.id}`, { key: ws.key })).status).toBe(404);
  });

  it("answers 404 for another workspace's subscription and 400 for a wrong id prefix", async () => {
    const { subscription } = (await create(valid, other.key)).body.data;
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { active: false }],
      ['POST', '/rotate-secret', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      const r = await t.call(method, `${SUBS}/${subscription.id}${suffix}`, { key: ws.key, body });
      expect(r.status, `${method} ${suffix}`).toBe(404);
    }
    expect((await t.call('GET', `${SUBS}/${subscription.id}`, { key: other.key })).body.data.active).toBe(true);
    const wrong = await t.call('GET', `${SUBS}/org_00000000-0000-7000-8000-000000000000`, { key: ws.key });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.field).toBe('id');
  });
});
