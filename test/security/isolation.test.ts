// Workspace isolation over the whole OpenAPI document (OWASP API1, issue 08 §4): every route that takes a resource
// id answers 404 when a key of one workspace names a resource of another, and the other workspace's data and events
// stay as they were. A route whose id prefix has no fixture below fails the test, so a new resource type cannot
// ship without being covered here. The owner's own reads, lists included, never show a secret or a hash (API3).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type CallOptions, type TestApp, type TestWorkspace } from '../support/app.js';
import { createUser, memberSession, withSession, type TestSession } from '../support/accounts.js';
import { submitted, trip } from '../support/bookings.js';

type Fixture = (t: TestApp, ws: TestWorkspace) => Promise<string>;

const created = async (
  t: TestApp,
  ws: TestWorkspace,
  path: string,
  body: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response JSON
  pick: (b: any) => string,
): Promise<string> => {
  const res = await t.call('POST', path, { key: ws.key, body });
  if (res.status >= 300) throw new Error(`fixture ${path} answered ${res.status}: ${res.text}`);
  return pick(res.body);
};

/** Secrets shown once at creation (fixtures add theirs, e.g. a webhook subscription's); no read may show them. */
const SECRETS: string[] = [];

/** One resource of each id prefix, made in the victim's workspace through the API. */
const FIXTURES: Record<string, Fixture> = {
  org: (t, ws) => created(t, ws, '/v1/organizations', { name: 'Victim Org' }, (b) => b.data.id),
  ppl: (t, ws) =>
    created(t, ws, '/v1/people', { firstName: 'Vic', lastName: 'Tim', email: 'victim@example.com' }, (b) => b.id),
  form: (t, ws) =>
    created(
      t,
      ws,
      '/v1/forms',
      { name: 'Victim form', fields: [{ id: 'email', label: 'Email', type: 'email', required: true }] },
      (b) => b.id ?? b.data?.id,
    ),
  inv: (t, ws) =>
    created(
      t,
      ws,
      '/v1/billing/invoices',
      { series: 'INV', currency: 'EUR', issueDate: '2026-01-10', dueDate: '2026-01-20' },
      (b) => b.id,
    ),
  prod: (t, ws) => created(t, ws, '/v1/products', { title: 'Victim product' }, (b) => b.data.id),
  tag: (t, ws) => created(t, ws, '/v1/tags', { name: 'Victim tag' }, (b) => b.data.id),
  whsub: (t, ws) =>
    created(
      t,
      ws,
      '/v1/webhooks/subscriptions',
      { url: 'https://victim.example.com/hook', events: ['*'] },
      (b) => b.data.subscription.id,
    ),
  pol: (t, ws) =>
    created(
      t,
      ws,
      '/v1/policies',
      { kind: 'terms', scope: 'generic', locale: 'en', title: 'Victim terms' },
      (b) => b.id,
    ),
  voucher: (t, ws) =>
    created(t, ws, '/v1/vouchers', { initial_balance_minor: 1000, currency: 'EUR' }, (b) => b.data.id),
  dept: async (t, ws) => {
    const productId = await FIXTURES.prod!(t, ws);
    return created(
      t,
      ws,
      '/v1/departures',
      { productId, startAt: '2030-05-01T08:00:00Z', endAt: '2030-05-03T18:00:00Z', capacity: 10 },
      (b) => b.data.id,
    );
  },
  whdel: async (t, ws) => {
    const sub = await created(
      t,
      ws,
      '/v1/webhooks/subscriptions',
      { url: 'https://victim.example.com/hook', events: ['*'] },
      (b) => b.data.subscription.id,
    );
    return created(t, ws, `/v1/webhooks/subscriptions/${sub}/test`, undefined, (b) => b.data.id);
  },
  evt: async (t, ws) => {
    await created(t, ws, '/v1/organizations', { name: 'Victim event source' }, (b) => b.data.id);
    return (await t.events(ws.id, 'organization.created'))[0]!.id;
  },
  cs: (t, ws) =>
    created(
      t,
      ws,
      '/v1/contract-series',
      { name: 'Victim series', pattern: 'C-{year}-{sequence:4}' },
      (b) => b.id ?? b.series?.id ?? b.data?.id,
    ),
  col: (t, ws) =>
    created(t, ws, '/v1/collections', { base: { key: 'victim-collection', name: 'Victim collection' } }, (b) => b.id),
  // A product of a workspace provider the victim reaches (the attacker does not): operator setup, then the API.
  mp_prod: async (t, ws) => {
    const supplier = await t.workspace({ name: 'Victim supplier' });
    await created(t, supplier, '/v1/products', { title: 'Supplier product', status: 'active' }, (b) => b.data.id);
    const provider = await t.services.marketplace.providers.createProvider({
      name: 'Victim provider',
      kind: 'workspace',
      supplierWorkspaceId: supplier.id,
    });
    await t.services.marketplace.providers.addAccess(provider.id, ws.id, 'grant');
    return (await t.call('GET', '/v1/marketplace/products', { key: ws.key })).body.data[0].id;
  },
  book: async (t, ws) => {
    const productId = await created(
      t,
      ws,
      '/v1/products',
      { title: 'Victim trip', status: 'active', pricingModel: 'per_person', currency: 'EUR' },
      (b) => b.data.id,
    );
    const priced = await t.call('PUT', `/v1/products/${productId}/pricing`, {
      key: ws.key,
      body: {
        roomCategories: [{ key: 'std', label: 'Standard', pax: 1 }],
        ratePlans: [{ name: 'Base', prices: [{ categoryKey: 'std', amountPerPerson: 100, currency: 'EUR' }] }],
      },
    });
    if (priced.status >= 300) throw new Error(`fixture pricing answered ${priced.status}: ${priced.text}`);
    const departureId = await created(
      t,
      ws,
      '/v1/departures',
      { productId, startAt: '2030-06-01T08:00:00Z', endAt: '2030-06-03T18:00:00Z', capacity: 10 },
      (b) => b.data.id,
    );
    const id = await created(t, ws, '/v1/bookings', { productId, departureId, paxAdults: 1 }, (b) => b.id);
    // Confirmed, so that every read of it answers its owner (a ticket is only a confirmed booking's).
    const confirmed = await t.call('PATCH', `/v1/bookings/${id}`, { key: ws.key, body: { status: 'confirmed' } });
    if (confirmed.status >= 300) throw new Error(`fixture confirm answered ${confirmed.status}: ${confirmed.text}`);
    return id;
  },
  wzd: (t, ws) => created(t, ws, '/v1/bookings/wizard/session', { language: 'en' }, (b) => b.id),
  // The payment session of a wizard submission (what POST /v1/payments/{id}/refund names).
  pay: async (t, ws) => {
    const { sessionId } = await submitted(t, ws, await trip(t, ws.key, { capacity: 4 }));
    return (await t.call('GET', `/v1/bookings/wizard/${sessionId}`, { key: ws.key })).body.session.payment.id;
  },
  // The victim is live: a Stripe account (credentials sealed under the app's PAYMENT_CREDENTIALS_KEY).
  payacct: (t, ws) =>
    created(
      t,
      ws,
      '/v1/payments/accounts/upsert',
      { provider: 'stripe', config: { secretKey: 'sk_live_victim', webhookSecret: 'whsec_victim' } },
      (b) => b.id,
    ),
  // A test message about one of the victim's bookings.
  msg: async (t, ws) =>
    created(
      t,
      ws,
      '/v1/messages/test',
      { template: 'booking_confirmed', bookingId: await FIXTURES.book!(t, ws), to: 'victim@example.com' },
      (b) => b.data.id,
    ),
  // People and keys are managed with a session (the routes refuse API keys); the victim's are made as the CLI does.
  key: async (t, ws) => (await t.services.workspaces.createKey({ workspaceId: ws.id, name: 'Victim key' })).id,
  usr: async (t, ws) => (await createUser(t, ws.id, { role: 'admin' })).id,
  gal_file: (t, ws) =>
    created(
      t,
      ws,
      '/v1/gallery/upload',
      {
        fileName: 'victim.png',
        contentBase64:
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAH/4rWi2AAAAABJRU5ErkJggg==',
      },
      (b) => b.fileId,
    ),
};

interface Operation {
  method: string;
  path: string;
  params: { name: string; prefix: string | null }[];
  hasBody: boolean;
  public: boolean;
  /** Documented for the session cookie only: called with a session instead of a key. */
  sessionOnly: boolean;
}

/** `^(prod|p)_…` → `prod`; `^(inv_)?…` → `inv`; `^((prod_)?<uuid>|<slug>)$` → `prod`. */
function prefixOf(pattern: string | undefined): string | null {
  const m = pattern?.match(/^\^\(+([a-z_]+?)_?(?:\||\))/);
  return m ? m[1]! : null;
}

describe('another workspace’s ids on every route', () => {
  let t: TestApp;
  let attacker: TestWorkspace;
  let victim: TestWorkspace;
  let operations: Operation[];
  const ids = new Map<string, string>();
  /** Owners' sessions in each workspace, for the session-only routes. */
  let attackerSession: TestSession;
  let victimSession: TestSession;
  /** How a workspace's member calls `op`: with its key, or with a session where keys are refused. */
  const as = (op: Operation, who: 'attacker' | 'victim', opts: CallOptions = {}): CallOptions =>
    op.sessionOnly
      ? withSession(who === 'attacker' ? attackerSession : victimSession, opts)
      : { ...opts, key: (who === 'attacker' ? attacker : victim).key };

  beforeAll(async () => {
    t = await createTestApp({ paymentCredentialsKey: randomBytes(32).toString('base64') });
    attacker = await t.workspace();
    victim = await t.workspace();
    const doc = (await t.call('GET', '/v1/openapi.json')).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema?: { pattern?: string } }[];
            requestBody?: unknown;
            security?: unknown[];
          }
        >
      >;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, prefix: prefixOf(p.schema?.pattern) })),
        hasBody: Boolean(op.requestBody),
        public: Array.isArray(op.security) && op.security.length === 0,
        sessionOnly:
          Array.isArray(op.security) &&
          op.security.length > 0 &&
          op.security.every((s) => Object.keys(s as object).join() === 'cookieAuth'),
      })),
    );
    attackerSession = await memberSession(t, attacker.id, 'owner');
    victimSession = await memberSession(t, victim.id, 'owner');
    for (const prefix of new Set(operations.flatMap((o) => o.params.map((p) => p.prefix)))) {
      if (prefix && prefix in FIXTURES) ids.set(prefix, await FIXTURES[prefix]!(t, victim));
    }
    SECRETS.push(victim.key, createHash('sha256').update(victim.key).digest('hex'));
  }, 60_000);

  /** The route's path with the victim's ids filled in; deeper parameters (a delivery of a subscription) follow the first. */
  const urlOf = (op: Operation): string => {
    let url = op.path;
    for (const p of op.params) {
      const id = (p.prefix ? ids.get(p.prefix) : undefined) ?? ids.get(op.params[0]!.prefix!);
      url = url.replace(`{${p.name}}`, encodeURIComponent(id ?? 'unknown'));
    }
    return url;
  };

  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 and changes nothing', async () => {
    const scoped = operations.filter((o) => o.params.length > 0 && !o.public);
    expect(scoped.length).toBeGreaterThan(10);
    const missing = [
      ...new Set(
        scoped.flatMap((o) => o.params.map((p) => p.prefix)).filter((p): p is string => p !== null && !(p in FIXTURES)),
      ),
    ];
    expect(missing, 'id prefixes without an isolation fixture').toEqual([]);

    const before = (await t.events(victim.id)).map((e) => e.id);

    const failures: string[] = [];
    for (const op of scoped) {
      const url = urlOf(op);
      const res = await t.call(op.method, url, as(op, 'attacker', { body: op.hasBody ? {} : undefined }));
      // An empty body may fail schema validation before the lookup; that 400 must not be about the id, and it
      // still proves nothing was read or changed. Every other answer must be a plain 404.
      const acceptable = res.status === 404 || (op.hasBody && res.status === 400 && res.body?.details?.field !== 'id');
      if (!acceptable) failures.push(`${op.method} ${op.path} → ${res.status} ${res.text.slice(0, 120)}`);
      if (res.status === 404) expect(JSON.stringify(res.body)).not.toContain(victim.id);
      // Positive control: the same read with the owner's key finds it, so the 404 above is the isolation at work.
      if (op.method === 'GET' && res.status === 404) {
        const own = await t.call('GET', url, as(op, 'victim'));
        if (own.status !== 200) failures.push(`${op.method} ${op.path} → owner got ${own.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await t.events(victim.id)).map((e) => e.id)).toEqual(before);
  }, 120_000);

  it('never shows a secret or a hash in a read or a list', async () => {
    const reads = operations.filter((o) => o.method === 'GET' && !o.public && o.path.startsWith('/v1/'));
    const leaks: string[] = [];
    for (const op of reads) {
      const res = await t.call('GET', urlOf(op), as(op, 'victim'));
      for (const secret of SECRETS) if (res.text.includes(secret)) leaks.push(`${op.path} shows a secret`);
      if (/"[a-z_]*(hash|secret)[a-z_]*"\s*:/i.test(res.text))
        leaks.push(`${op.path} has a hash or secret field: ${res.text.slice(0, 200)}`);
    }
    expect(reads.length).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  }, 120_000);
});
