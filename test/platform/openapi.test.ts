import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { apiIntroduction } from '../../src/app.js';
import { listenUrl, loadConfig } from '../../src/config.js';
import { API_TAGS } from '../../src/modules/api-tags.js';
import { ERROR_CATALOGUE } from '../../src/modules/error-catalogue.js';
import { EVENT_TYPES } from '../../src/modules/event-catalogue.js';

/** `/v1/x/:id/y` ↔ `/v1/x/{id}/y` */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<Json>;
  requestBody?: { content: Record<string, { schema?: Json; example?: unknown; examples?: unknown }> };
  responses: Record<string, Json>;
  security?: unknown[];
  'x-error-codes'?: Record<string, string[]>;
}
interface Document {
  openapi: string;
  info: { description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Json>;
    responses: Record<string, Json>;
    parameters: Record<string, Json>;
    headers: Record<string, Json>;
    securitySchemes: Json;
  };
}

/** What an operation id may start with, by method: CRUD verbs, or a verb naming the action (`rotate…`, `enable…`). */
const VERBS: Record<string, RegExp> = {
  GET: /^(list|get|lookup|download)[A-Z]/,
  POST: /^(create|sign|switch|set|invite|accept|lookup|rotate|retry|test|issue|void|setDefault|allocate|validate|redeem|refund|upload|submit|commit|upsert|enable|receive|confirm|extend|change|check|undo|cancel|resend|preview|send|erase)[A-Z]/,
  PUT: /^update[A-Z]/,
  PATCH: /^update[A-Z]/,
  DELETE: /^(delete|disable|revoke|remove)[A-Z]/,
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let operations: Array<{ method: string; path: string; op: Operation }>;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.call('GET', '/v1/openapi.json')).body as Document;
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([m, op]) => ({ method: m.toUpperCase(), path, op })),
    );
  });
  afterAll(() => t.close());

  it('is served unauthenticated at /v1/openapi.json as OpenAPI 3.1', async () => {
    const r = await t.call('GET', '/v1/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\.1/);
    expect(r.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents every served /v1 route and serves every documented one', async () => {
    const documented = new Set(operations.map((o) => `${o.method} ${o.path}`));
    const served = new Set(t.app.servedRoutes.map((r) => `${r.method} ${toOpenApiPath(r.url)}`));
    served.delete('GET /v1/openapi.json');
    expect(served.size).toBeGreaterThan(5);
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);
  });

  it('gives every operation a unique operationId by the convention, a summary and its success response', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/);
      expect(op.operationId, where).toMatch(VERBS[method]!);
      expect(op.summary, where).toBeTruthy();
      expect(op.summary!.length, `${where}: a summary is short; details go in the description`).toBeLessThanOrEqual(60);
      expect(
        Object.keys(op.responses).some((c) => /^2\d\d$/.test(c)),
        where,
      ).toBe(true);
    }
    // A list is `list<Resources>`, a read of one `get<Resource>`: a list's answer has `data` and `pagination`.
    for (const { method, path, op } of operations.filter(
      (o) => o.method === 'GET' && o.op.operationId!.startsWith('get'),
    )) {
      const schema = (op.responses['200']?.content as Record<string, { schema: Json }> | undefined)?.[
        'application/json'
      ]?.schema;
      expect(
        (schema?.properties as Json | undefined)?.pagination,
        `${method} ${path} answers a list: call it list…`,
      ).toBeUndefined();
    }
  });

  it('describes what each operation does, the scope it needs and whether it is public', () => {
    for (const r of t.app.servedRoutes) {
      const path = toOpenApiPath(r.url);
      if (path === '/v1/openapi.json') continue;
      const op = doc.paths[path]![r.method.toLowerCase()]!;
      const where = `${r.method} ${path}`;
      expect(op.description, where).toBeTruthy();
      // The description opens with what the operation does, before the generated access notes.
      expect(op.description!.startsWith('**'), `${where}: say what it does`).toBe(false);
      if (r.public) {
        expect(op.description, where).toContain('**Authentication:** none');
        expect(op.security, where).toEqual([]);
      } else if (r.session) {
        expect(op.description, where).toContain('**Console session only:**');
      } else {
        expect(r.scopes.length, `${where} names its scope in config.scope`).toBeGreaterThan(0);
        for (const scope of r.scopes) expect(op.description, where).toContain(`\`${scope}\``);
      }
    }
  });

  it('names the events an operation emits from the catalogue', () => {
    const named = new Set<string>();
    for (const { op } of operations) {
      const emits = /\*\*Emits:\*\* (.*)\.$/m.exec(op.description ?? '')?.[1];
      for (const e of emits?.match(/`[^`]+`/g) ?? []) named.add(e.slice(1, -1));
    }
    expect([...named].filter((e) => !(EVENT_TYPES as readonly string[]).includes(e))).toEqual([]);
    expect(named.has('booking.created')).toBe(true);
    expect(doc.paths['/v1/bookings']!.post!.description).toContain('**Emits:** `booking.created`');
  });

  it('declares every tag it uses, with a description, and uses every tag it declares', () => {
    const declared = doc.tags.map((tag) => tag.name);
    expect(declared).toEqual(API_TAGS.map((tag) => tag.name));
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
    const used = new Set(operations.flatMap((o) => o.op.tags ?? []));
    for (const { method, path, op } of operations) expect(op.tags?.length, `${method} ${path}`).toBe(1);
    expect([...used].filter((tag) => !declared.includes(tag))).toEqual([]);
    expect(declared.filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('names the resources as component schemas and references them', () => {
    const text = JSON.stringify(doc.paths);
    const resources = [
      'Product',
      'Departure',
      'ProductPricing',
      'Tag',
      'Collection',
      'Booking',
      'WizardSession',
      'PaymentSession',
      'Organization',
      'Person',
      'Invoice',
      'ContractSeries',
      'GalleryFile',
      'Policy',
      'Voucher',
      'VoucherTransaction',
      'Form',
      'FormSubmission',
      'WebhookSubscription',
      'WebhookDelivery',
      'Event',
      'MarketplaceProduct',
      'MarketplaceProvider',
      'MarketplaceSale',
      'Workspace',
      'Pagination',
    ];
    for (const name of resources) {
      expect(doc.components.schemas[name], name).toMatchObject({ type: 'object', description: expect.any(String) });
      expect(text, `${name} is referenced`).toContain(`"#/components/schemas/${name}"`);
    }
    expect(doc.paths['/v1/bookings/{id}']!.get!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Booking' } } },
    });
    // Every schema the document declares is referenced (Redocly's no-unused-components) and none is anonymous.
    const all = JSON.stringify(doc);
    for (const name of Object.keys(doc.components.schemas)) {
      expect(name).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(all, name).toContain(`"#/components/schemas/${name}"`);
    }
  });

  it('shares the error bodies: 400 and 429 (and the usual 401/403/404) reference the shared responses and schemas', () => {
    expect(doc.components.schemas.Error).toMatchObject({
      required: ['error', 'code'],
      properties: { error: {}, code: { enum: Object.keys(ERROR_CATALOGUE) }, message: {} },
    });
    for (const name of [
      'ValidationError',
      'WizardValidationError',
      'Forbidden',
      'RateLimited',
      'SandboxFeatureDisabled',
    ])
      expect(doc.components.schemas[name]!.required, name).toContain('code');
    expect(doc.components.schemas.ValidationError).toMatchObject({
      properties: { details: { properties: { field: {}, message: {} } } },
    });
    expect(doc.components.schemas.RateLimited).toMatchObject({ required: ['error', 'code', 'retry_after'] });
    expect(doc.components.schemas.SandboxFeatureDisabled).toMatchObject({
      properties: { code: { enum: ['SANDBOX_FEATURE_DISABLED'] } },
    });
    expect(doc.components.responses.TooManyRequests).toMatchObject({
      headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/RateLimited' } } },
    });
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.responses['429'], where).toEqual({ $ref: '#/components/responses/TooManyRequests' });
      expect(op.responses['400'], where).toEqual({
        $ref: expect.stringMatching(/^#\/components\/responses\/(BadRequest|WizardBadRequest)$/),
      });
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400)
          expect(response, `${where} ${status}`).toEqual({
            $ref: expect.stringMatching(/^#\/components\/responses\/[A-Za-z]+$/),
          });
      }
    }
    // Live-only routes say a sandbox workspace is refused.
    expect(doc.paths['/v1/marketplace/providers']!.get!.responses['403']).toEqual({
      $ref: '#/components/responses/ForbiddenLiveOnly',
    });
    expect(JSON.stringify(doc.components.responses.ForbiddenLiveOnly)).toContain(
      '#/components/schemas/SandboxFeatureDisabled',
    );
  });

  it('lists the error codes of every operation by status, each of the catalogue and documented as a response', () => {
    const listed = new Set<string>();
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      const codes = op['x-error-codes'] ?? {};
      for (const [status, list] of Object.entries(codes)) {
        expect(list.length, `${where} ${status}`).toBeGreaterThan(0);
        expect(op.responses[status], `${where}: ${status} is listed, so it is documented`).toBeDefined();
        for (const code of list) {
          listed.add(code);
          const entry = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE];
          expect(entry?.status, `${where}: ${code} is a catalogue code of status ${status}`).toBe(Number(status));
        }
      }
      // Every error answer documented names its codes; the 5xx ones any operation may give are in the introduction.
      for (const status of Object.keys(op.responses).filter((s) => Number(s) >= 400))
        expect(codes[status], `${where}: the codes of its ${status}`).toBeDefined();
      // What every operation answers, from the platform.
      expect(codes['400'], where).toContain('VALIDATION_FAILED');
      expect(codes['429'], where).toContain('RATE_LIMITED');
      // The operation's own codes are named in its description too.
      const own = /\*\*Error codes:\*\* ([^\n]*)/.exec(op.description ?? '')?.[1] ?? '';
      for (const code of own.match(/`[A-Z_]+`/g) ?? [])
        expect(Object.values(codes).flat(), `${where} ${code}`).toContain(code.slice(1, -1));
    }
    // Authenticated operations list the platform's refusals; a live-only one, the sandbox's.
    const booking = doc.paths['/v1/bookings']!.post!['x-error-codes']!;
    expect(booking).toMatchObject({
      '401': ['UNAUTHORIZED'],
      '403': expect.arrayContaining(['SCOPE_REQUIRED', 'WORKSPACE_MISMATCH', 'CSRF_REJECTED']),
      '404': ['NOT_FOUND'],
      '409': expect.arrayContaining(['IDEMPOTENCY_KEY_IN_USE']),
      '413': ['BODY_TOO_LARGE'],
      '422': expect.arrayContaining(['IDEMPOTENCY_KEY_REUSED', 'CAPACITY_EXCEEDED', 'SALES_CLOSED']),
    });
    expect(doc.paths['/v1/bookings']!.post!.description).toMatch(/\*\*Error codes:\*\* .*`CAPACITY_EXCEEDED`/);
    expect(doc.paths['/v1/marketplace/providers']!.get!['x-error-codes']!['403']).toContain('SANDBOX_FEATURE_DISABLED');
    expect(doc.paths['/v1/members']!.post!['x-error-codes']!['403']).toEqual(
      expect.arrayContaining(['SESSION_ONLY', 'OWNER_REQUIRED']),
    );
    // A GET has no body to refuse, nor a conflict it cannot cause.
    const list = doc.paths['/v1/tags']!.get!;
    expect(list['x-error-codes']).toEqual({
      '400': ['VALIDATION_FAILED', 'INVALID_REQUEST'],
      '401': ['UNAUTHORIZED'],
      '403': ['SCOPE_REQUIRED', 'WORKSPACE_MISMATCH'],
      '404': ['NOT_FOUND'],
      '429': ['RATE_LIMITED'],
    });
    expect(Object.keys(list.responses).filter((s) => Number(s) >= 400)).toEqual(['400', '401', '403', '404', '429']);
    // Every 4xx code of the catalogue is one some operation answers, but an unknown path's, the booking page's own
    // (its routes are not in the document) and the operator CLI's.
    const unlisted = Object.entries(ERROR_CATALOGUE)
      .filter(([code, { status }]) => status < 500 && !listed.has(code))
      .map(([code]) => code);
    expect(unlisted).toEqual(['ROUTE_NOT_FOUND', 'VOUCHER_INVALID', 'PROVIDER_EXISTS']);
  });

  it('documents the headers every answer carries, and the request id on errors too', () => {
    for (const { method, path, op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400) continue;
        expect(Object.keys((response.headers as Json | undefined) ?? {}), `${method} ${path} ${status}`).toEqual(
          expect.arrayContaining(['X-Request-ID', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
        );
      }
    }
    for (const [name, response] of Object.entries(doc.components.responses)) {
      expect(Object.keys(response.headers as Json), name).toEqual(
        expect.arrayContaining(['X-Request-ID', 'X-RateLimit-Limit']),
      );
    }
  });

  it('documents Idempotency-Key on every POST that takes one, and Idempotent-Replayed on its success', () => {
    const keyRef = { $ref: '#/components/parameters/IdempotencyKey' };
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
    });
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      // Every POST but the providers' notifications and the public session routes (sign-in, the invitation link's).
      const takesKey =
        method === 'POST' &&
        ![
          '/v1/integrations/paymentprovider/notify',
          '/v1/integrations/stripe/{accountId}/webhook',
          '/v1/auth/sign-in',
          '/v1/auth/password',
          '/v1/auth/invitation',
          '/v1/auth/accept-invitation',
        ].includes(path);
      expect(
        (op.parameters ?? []).some((p) => p.$ref === keyRef.$ref),
        where,
      ).toBe(takesKey);
      expect(
        (op.parameters ?? []).filter((p) => String(p.name).toLowerCase() === 'idempotency-key'),
        where,
      ).toEqual([]);
      const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
      for (const [status, response] of success) {
        expect(
          Object.keys((response.headers as Json | undefined) ?? {}).includes('Idempotent-Replayed'),
          `${where} ${status}`,
        ).toBe(takesKey);
      }
    }
  });

  it('gives every create and update body an example that fits its schema', () => {
    for (const { method, path, op } of operations) {
      if (
        !op.requestBody ||
        !/^(create|update|upsert|submit|upload|validate|redeem|refund|allocate)/.test(op.operationId!)
      )
        continue;
      for (const [type, media] of Object.entries(op.requestBody.content)) {
        if (type === 'multipart/form-data') continue;
        expect(media.example ?? media.examples, `${method} ${path} ${type}`).toBeTruthy();
      }
    }
  });

  it('names the server from PUBLIC_URL and introduces the API in info.description', async () => {
    expect(doc.servers).toEqual([{ url: t.config.publicUrl ?? listenUrl(t.config), description: expect.any(String) }]);
    const intro = doc.info.description;
    for (const section of [
      '## Authentication',
      '## Errors',
      '## Pagination',
      '## Idempotency',
      '## Rate limits',
      '## Webhooks',
      '## Sandbox workspaces',
    ]) {
      expect(intro).toContain(section);
    }
    for (const type of EVENT_TYPES) expect(intro).toContain(`\`${type}\``);
    // The error catalogue's table: every code with its status and meaning.
    for (const [code, { status, meaning }] of Object.entries(ERROR_CATALOGUE))
      expect(intro).toContain(`| \`${code}\` | ${status} | ${meaning} |`);
    expect(intro).toContain('X-Webhook-Signature');
    expect(intro).toContain(`${t.config.idempotencyTtlHours} hours`);
    expect(intro).not.toMatch(/\{\{/);
    expect(() => apiIntroduction(loadConfig({}), 'a {{NO_SUCH_VALUE}}')).toThrow(/NO_SUCH_VALUE/);

    const other = await createTestApp({ publicUrl: 'https://api.example.net/travel' });
    try {
      const served = (await other.call('GET', '/v1/openapi.json')).body as Document;
      expect(served.servers[0]!.url).toBe('https://api.example.net/travel');
      expect(Object.keys(served.paths)[0]).toMatch(/^\/v1\//);
    } finally {
      await other.close();
    }
  });

  it('serves the docs page', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('/v1/openapi.json');
  });
});
