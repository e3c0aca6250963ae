// Access rules over the whole OpenAPI document (issue 08 §4, OWASP API1/API2/API3/API5): every route but the few
// deliberately public ones refuses a missing key (401) and a key without its scope (403 naming the scope), and no
// request body lets a client set server-owned fields. New routes are covered the moment they are documented.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

/**
 * The only routes a client may call without an API key or session: the spec's public form submit and provider
 * notify (and Stripe's webhook, test/modules/payment-stripe.test.ts), and the console's sign-in and invitation link (test/modules/accounts-sessions.test.ts and
 * accounts-members.test.ts prove them).
 */
const PUBLIC = new Set([
  'POST /v1/forms/{idOrSlug}/submit',
  'POST /v1/integrations/paymentprovider/notify',
  'POST /v1/integrations/stripe/{accountId}/webhook',
  'POST /v1/auth/sign-in',
  'POST /v1/auth/password',
  'POST /v1/auth/invitation',
  'POST /v1/auth/accept-invitation',
]);

/** Fields only the server sets; a request body that accepts one of them at its top level is a mass-assignment hole. */
const SERVER_OWNED = new Set([
  'id',
  'workspace_id',
  'workspaceId',
  'created_at',
  'createdAt',
  'updated_at',
  'updatedAt',
  'deleted_at',
  'deletedAt',
  'failure_count',
  'failureCount',
  'last_delivery_at',
  'lastDeliveryAt',
  'secret',
  'key_hash',
  'balance_minor',
  'current_balance_minor',
  'bookedPax',
  'booked_pax',
  'remaining',
  'number',
  'sequence',
  'payment_status',
  'paymentStatus',
  'paid_minor',
  'refunded_minor',
]);

interface Operation {
  method: string;
  path: string;
  body?: { type?: string; properties?: Record<string, unknown> };
  /** Documented for the session cookie only (people, keys, the session itself): no API key may call it. */
  sessionOnly: boolean;
}

/** Body fields that name an existing record to act on (never one the client assigns), per route. */
const NAMES_EXISTING: Record<string, string[]> = {
  'POST /v1/bookings/wizard/session': ['id'], // the session to merge into (reference-facts §3); a new one gets a server id
  'POST /v1/auth/sign-in': ['workspaceId'], // the workspace to sign in to, among the person's own
  'POST /v1/auth/switch-workspace': ['workspaceId'], // the same
};

describe('access rules on every documented route', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let unscopedKey: string;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    unscopedKey = await t.key(ws.id, { scopes: ['nothing:read'] });
    const doc = (await t.call('GET', '/v1/openapi.json')).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content?: Record<string, { schema?: Operation['body'] }> };
            security?: Array<Record<string, unknown>>;
          }
        >
      >;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([m, op]) => ({
        method: m.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        sessionOnly:
          Array.isArray(op.security) &&
          op.security.length > 0 &&
          op.security.every((s) => Object.keys(s).join() === 'cookieAuth'),
      })),
    );
  });
  afterAll(() => t.close());

  const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-7000-8000-000000000000');

  it('answers 401 without a key on every route except the public ones', async () => {
    expect(operations.length).toBeGreaterThan(5);
    const open: string[] = [];
    for (const [i, op] of operations.entries()) {
      // One client address per route: unauthenticated calls share a per-IP burst budget this loop would exhaust.
      const remoteAddress = `10.9.${i >> 8}.${i & 255}`;
      const res = await t.call(op.method, urlOf(op.path), {
        key: null,
        body: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
        remoteAddress,
      });
      // The provider notify answers 401 too (no signature): public routes are proven by their own tests.
      if (res.status !== 401 && !PUBLIC.has(`${op.method} ${op.path}`)) open.push(`${op.method} ${op.path}`);
      else if (res.status === 401) expect(res.body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
    }
    expect(open).toEqual([]);
  });

  it('answers 403 naming the scope when the key lacks it, on every authenticated route', async () => {
    const unguarded: string[] = [];
    for (const op of operations) {
      if (PUBLIC.has(`${op.method} ${op.path}`) || op.sessionOnly) continue;
      const res = await t.call(op.method, urlOf(op.path), {
        key: unscopedKey,
        body: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
      });
      if (
        res.status !== 403 ||
        typeof res.body.required_scope !== 'string' ||
        !`${res.body.message}`.includes(res.body.required_scope)
      ) {
        unguarded.push(`${op.method} ${op.path} → ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('answers 403 to every API key, whatever its scopes, on the session-only routes', async () => {
    const sessionOnly = operations.filter((op) => op.sessionOnly);
    expect(sessionOnly.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['GET /v1/api-keys', 'POST /v1/members', 'GET /v1/auth/session']),
    );
    const open: string[] = [];
    for (const op of sessionOnly) {
      const res = await t.call(op.method, urlOf(op.path), {
        key: ws.key,
        body: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
      });
      if (res.status !== 403 || !['SESSION_ONLY', 'SESSION_REQUIRED'].includes(res.body.code))
        open.push(`${op.method} ${op.path} → ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(open).toEqual([]);
  });

  // Undeclared fields never reach a service (it reads only what its schema declares; the fuzz test sends `id`,
  // `workspace_id` and `__proto__` keys to every route); this checks that no route declares a server-owned one.
  it('declares no server-owned field in any request body', () => {
    const holes: string[] = [];
    for (const op of operations) {
      const schema = op.body;
      if (!schema || schema.type !== 'object') continue;
      for (const field of Object.keys(schema.properties ?? {})) {
        if (SERVER_OWNED.has(field) && !NAMES_EXISTING[`${op.method} ${op.path}`]?.includes(field))
          holes.push(`${op.method} ${op.path}: accepts ${field}`);
      }
    }
    expect(holes).toEqual([]);
  });
});
