// The OpenAPI document served at /v1/openapi.json, generated from the route schemas by @fastify/swagger and finished
// here: each operation's scope (from `config.scope`), the events it emits (`schema.emits`), the error codes it
// answers (`schema.errors` and the platform's own), the Idempotency-Key it takes, shared error responses and the
// headers every answer carries. Nothing in it is written by hand but the introduction (docs/api-introduction.md)
// and the descriptions below; everything per route comes from the route.
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { ErrorCode, ErrorCodeInfo } from '../errors.js';
import type { EventType } from '../events.js';
import { handlesIdempotencyKey } from './idempotency.js';
import { isSessionOnly } from './scopes.js';
import {
  Component,
  ErrorSchema,
  ForbiddenSchema,
  RateLimitedSchema,
  referencedComponents,
  SandboxFeatureDisabledSchema,
  ValidationErrorSchema,
  WizardValidationErrorSchema,
} from './schemas.js';

declare module 'fastify' {
  interface FastifySchema {
    /** The events the operation emits (webhook event types), listed in its description. Documentation only. */
    emits?: readonly EventType[];
    /**
     * The error codes the operation answers beyond the platform's own (authentication, scopes, validation, bodies,
     * rate limits, idempotency: `platformErrors`), listed in its description and `x-error-codes`; a code's status
     * is documented as a response. Documentation only.
     */
    errors?: readonly ErrorCode[];
  }
}

export interface ApiTag {
  name: string;
  description: string;
}

export interface DocumentOptions {
  title: string;
  version: string;
  /** `info.description`: Markdown. */
  introduction: string;
  /** The `servers` entry: where clients reach this deployment. */
  publicUrl: string;
  /** Every tag the routes use, with its description (the document declares these, in this order). */
  tags: readonly ApiTag[];
  /** The error catalogue: every code's status and meaning (src/modules/error-catalogue.ts). */
  errorCodes: Readonly<Record<ErrorCode, ErrorCodeInfo>>;
}

/** The error schemas every document has (a route's error responses reference them). */
const ERROR_SCHEMAS: readonly Component[] = [
  ErrorSchema,
  ValidationErrorSchema,
  WizardValidationErrorSchema,
  ForbiddenSchema,
  SandboxFeatureDisabledSchema,
  RateLimitedSchema,
];

const SCHEMAS = '#/components/schemas/';
const ref = (section: string, name: string) => ({ $ref: `#/components/${section}/${name}` });

/** The headers of the document's answers (components/headers), by the name they are sent under. */
const HEADERS: Record<string, { description: string; schema: object }> = {
  'X-Request-ID': {
    description: "The id of this request (`req_…`), also in the server's logs: quote it when reporting a problem.",
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    description: "Requests allowed per minute: the workspace's budget, or the client address's on public routes.",
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': {
    description: 'When the current minute window resets, in Unix seconds.',
    schema: { type: 'integer' },
  },
  'Retry-After': {
    description: 'Seconds to wait before the next request (the same as `retry_after` in the body).',
    schema: { type: 'integer' },
  },
  'Idempotent-Replayed': {
    description:
      '`true` when this is the stored answer of an earlier request with the same Idempotency-Key, replayed without running the request again.',
    schema: { type: 'string', enum: ['true'] },
  },
};
const EVERY_ANSWER = ['X-Request-ID', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/**
 * The shared error responses (components/responses): a route's error answer whose status and schema match one is
 * replaced by a reference to it. `schema` is the JSON of the answer's schema as @fastify/swagger writes it.
 */
const RESPONSES: Array<{ name: string; status: string; schema: object; description: string; headers?: string[] }> = [
  {
    name: 'BadRequest',
    status: '400',
    schema: ref('schemas', 'ValidationError'),
    description:
      'The request is malformed (`INVALID_JSON`, `INVALID_REQUEST`) or a field is invalid (`VALIDATION_FAILED`, `details` names it). Nothing was changed.',
  },
  {
    name: 'WizardBadRequest',
    status: '400',
    schema: ref('schemas', 'WizardValidationError'),
    description:
      "The booking data or the workspace's billing and passenger forms are not satisfied (`VALIDATION_FAILED` with `issues`), or the request is malformed. Nothing was changed.",
  },
  {
    name: 'Unauthorized',
    status: '401',
    schema: ref('schemas', 'Error'),
    description:
      'No API key, or not a valid active one (`Authorization: Bearer <key>`): `UNAUTHORIZED` (`INVALID_CREDENTIALS` for a wrong password).',
  },
  {
    name: 'Forbidden',
    status: '403',
    schema: ref('schemas', 'Forbidden'),
    description:
      'The key lacks the scope this operation needs (`SCOPE_REQUIRED`, `required_scope` names it), names another workspace in `x-workspace-id` (`WORKSPACE_MISMATCH`), or a console session’s write fails its CSRF check (`CSRF_REJECTED`); `code` says which.',
  },
  {
    name: 'ForbiddenLiveOnly',
    status: '403',
    schema: { anyOf: [ref('schemas', 'Forbidden'), ref('schemas', 'SandboxFeatureDisabled')] },
    description:
      'The key lacks the scope this operation needs (`SCOPE_REQUIRED`, `required_scope`), or the workspace is a sandbox (`SANDBOX_FEATURE_DISABLED`): live workspaces only.',
  },
  {
    name: 'NotFound',
    status: '404',
    schema: ref('schemas', 'Error'),
    description: 'No such resource in this workspace (ids of other workspaces are not found either): `NOT_FOUND`.',
  },
  {
    name: 'Conflict',
    status: '409',
    schema: ref('schemas', 'Error'),
    description:
      'The request conflicts with the current state (a duplicate key or slug, a resource still in use, an Idempotency-Key whose first request is still running); `code` says which, of those the operation lists.',
  },
  {
    name: 'Gone',
    status: '410',
    schema: ref('schemas', 'Error'),
    description: 'The resource has expired; `code` says which, of those the operation lists.',
  },
  {
    name: 'PayloadTooLarge',
    status: '413',
    schema: ref('schemas', 'Error'),
    description: 'The request body (or the file in it) is larger than this operation accepts: `BODY_TOO_LARGE`.',
  },
  {
    name: 'UnsupportedMediaType',
    status: '415',
    schema: ref('schemas', 'Error'),
    description: "The body's content type (or the file's) is not one this operation accepts: `UNSUPPORTED_MEDIA_TYPE`.",
  },
  {
    name: 'UnprocessableEntity',
    status: '422',
    schema: ref('schemas', 'Error'),
    description:
      'Well-formed but impossible now (a state transition, capacity, a currency mismatch, an Idempotency-Key used with another request); `code` says why, of those the operation lists, and `details` names the field.',
  },
  {
    name: 'TooManyRequests',
    status: '429',
    schema: ref('schemas', 'RateLimited'),
    description:
      'The request budget is spent for now (`RATE_LIMITED`; `TOO_MANY_SIGN_IN_ATTEMPTS` for password attempts): wait `retry_after` seconds (also in `Retry-After`).',
    headers: ['Retry-After'],
  },
  {
    name: 'NotImplemented',
    status: '501',
    schema: ref('schemas', 'Error'),
    description:
      'Not available for this resource (a provider without live availability: `AVAILABILITY_NOT_SUPPORTED`; a payment provider that does not start or refund payments through the API: `PAYMENT_OPERATION_UNSUPPORTED`).',
  },
  {
    name: 'BadGateway',
    status: '502',
    schema: ref('schemas', 'Error'),
    description:
      'A provider this operation calls refused or failed (`PAYMENT_PROVIDER_ERROR`; `details.message` says what it answered): nothing was recorded.',
  },
];

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  example: '5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70',
};

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: done in the background',
  204: 'No content',
};

/** The sentences every operation's description ends with: who may call it and what it announces. */
export function accessNotes(route: Pick<RouteOptions, 'config'> & { schema?: { emits?: readonly string[] } }): string {
  const config = route.config ?? {};
  const lines: string[] = [];
  if (config.public) {
    lines.push('**Authentication:** none (public); limited per client address.');
  } else {
    const scopes = [config.scope ?? []].flat();
    const listed = scopes.map((s) => `\`${s}\``);
    lines.push(
      scopes.length === 0
        ? '**Scope:** any valid API key.'
        : scopes.length === 1
          ? `**Scope:** ${listed[0]}.`
          : `**Scope:** any one of ${listed.join(', ')}.`,
    );
  }
  if (config.session || [config.scope ?? []].flat().some(isSessionOnly))
    lines.push('**Console session only:** API keys are refused (403).');
  if (config.liveOnly)
    lines.push('**Live workspaces only:** a sandbox workspace is refused with 403 `SANDBOX_FEATURE_DISABLED`.');
  const emits = route.schema?.emits ?? [];
  if (emits.length > 0) lines.push(`**Emits:** ${emits.map((e) => `\`${e}\``).join(', ')}.`);
  return lines.join('\n\n');
}

type Json = Record<string, unknown>;
type Catalogue = DocumentOptions['errorCodes'];

const BODIED = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The codes the platform answers a route with, whatever it does: from its access rules (key, scope, session,
 * live-only, CSRF), its method (a body to parse), its path (an id to find) and its Idempotency-Key.
 */
function platformErrors(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): ErrorCode[] {
  const config = route.config ?? {};
  const scopes = [config.scope ?? []].flat();
  const withBody = [route.method].flat().some((m) => BODIED.has(m));
  // A URL Fastify cannot route (bad percent-encoding, a path segment over 100 characters) is INVALID_REQUEST.
  const codes: ErrorCode[] = ['VALIDATION_FAILED', 'INVALID_REQUEST', 'RATE_LIMITED'];
  if (withBody) codes.push('INVALID_JSON', 'BODY_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  // An internal key naming an unknown workspace is a 404 on every authenticated route.
  if (!config.public || route.url.includes(':')) codes.push('NOT_FOUND');
  if (config.public) {
    if (config.sameOrigin) codes.push('CSRF_REJECTED');
  } else {
    codes.push('UNAUTHORIZED', 'WORKSPACE_MISMATCH');
    if (withBody) codes.push('CSRF_REJECTED');
    if (scopes.length > 0) codes.push('SCOPE_REQUIRED');
    if (scopes.some(isSessionOnly)) codes.push('SESSION_ONLY');
    if (config.session) codes.push('SESSION_REQUIRED');
    if (config.liveOnly) codes.push('SANDBOX_FEATURE_DISABLED');
  }
  if (handlesIdempotencyKey(route)) codes.push('IDEMPOTENCY_KEY_IN_USE', 'IDEMPOTENCY_KEY_REUSED');
  return codes;
}

/** The codes of an operation by status (ascending), each list in catalogue order: its `x-error-codes`. */
function codesByStatus(codes: Iterable<ErrorCode>, catalogue: Catalogue): Map<number, ErrorCode[]> {
  const order = Object.keys(catalogue);
  const unique = [...new Set(codes)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of unique) {
    const status = catalogue[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/** The schema of a status's error answer, for a status documented by a code only (`schema.errors`). */
const schemaOfStatus = (status: number) =>
  status === 400 ? 'ValidationError' : status === 403 ? 'Forbidden' : status === 429 ? 'RateLimited' : 'Error';

/**
 * The document-only form of a route's schema: description with the access notes and the route's own error codes,
 * Idempotency-Key, the 403 of live-only routes, a response for every status of its codes and `x-error-codes`.
 */
function documentTransform(catalogue: Catalogue): NonNullable<FastifyDynamicSwaggerOptions['transform']> {
  return ({ schema, url, route }) => {
    if (!schema || schema.hide) return { schema, url };
    const { emits: _emits, errors: own = [], ...rest } = schema;
    const doc: Json = { ...rest };
    const where = `${[route.method].flat().join(',')} ${route.url}`;
    const errorNotes =
      own.length > 0
        ? `**Error codes:** ${[...codesByStatus(own, catalogue)]
            .map(([status, codes]) => `${status} ${codes.map((c) => `\`${c}\``).join(', ')}`)
            .join('; ')} (besides the platform's: \`x-error-codes\` lists them all).`
        : '';
    doc.description = [schema.description, accessNotes(route), errorNotes].filter(Boolean).join('\n\n');
    if (handlesIdempotencyKey(route) && !(schema.headers as Json | undefined)) {
      // A header parameter for the document only (the idempotency hook reads the header itself); replaced by a
      // reference when the document is finished, like the header a route declares itself (the form submit).
      doc.headers = { type: 'object', properties: { 'idempotency-key': { type: 'string' } } };
    }
    const response: Json = { ...(schema.response as Json | undefined) };
    if (route.config?.liveOnly) {
      // anyOf: the sandbox rejection is a Forbidden body too, with its own code.
      response[403] = { anyOf: [{ $ref: 'Forbidden' }, { $ref: 'SandboxFeatureDisabled' }] };
    }
    // Every error answer the operation gives is documented with the codes it carries: a status without a code is
    // a route that forgot to name its codes (`schema.errors`).
    const codes = codesByStatus([...platformErrors(route), ...own], catalogue);
    for (const status of Object.keys(response).map(Number)) {
      if (status >= 400 && !codes.has(status))
        throw new Error(`${where}: documents ${status} but names none of its codes (schema.errors)`);
    }
    for (const status of codes.keys()) response[status] ??= { $ref: schemaOfStatus(status) };
    doc.response = response;
    doc['x-error-codes'] = Object.fromEntries(codes);
    return { schema: doc as typeof schema, url };
  };
}

/**
 * Finishes the document: shared responses, parameters and headers by reference, the components they need, and
 * every code of the catalogue as the values of `Error.code` (a generated client gets them as a type).
 */
function finish(doc: Json, catalogue: Catalogue): Json {
  const usedResponses = new Set<string>();
  const usedHeaders = new Set<string>();
  let usesIdempotencyKey = false;
  const headersOf = (names: string[]) => {
    for (const n of names) usedHeaders.add(n);
    return Object.fromEntries(names.map((n) => [n, ref('headers', n)]));
  };

  for (const ops of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
    for (const op of Object.values(ops)) {
      const params = (op.parameters as Json[] | undefined) ?? [];
      const idempotent = params.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key');
      if (idempotent) {
        usesIdempotencyKey = true;
        op.parameters = params.map((p) =>
          p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key'
            ? ref('parameters', 'IdempotencyKey')
            : p,
        );
      }
      const responses = op.responses as Record<string, Json>;
      for (const [status, response] of Object.entries(responses)) {
        const schema = (response.content as Record<string, { schema?: object }> | undefined)?.['application/json']
          ?.schema;
        const shared =
          schema && RESPONSES.find((r) => r.status === status && JSON.stringify(r.schema) === JSON.stringify(schema));
        if (shared) {
          usedResponses.add(shared.name);
          responses[status] = ref('responses', shared.name);
          continue;
        }
        if (response.description === 'Default Response') response.description = STATUS_TEXT[status] ?? status;
        const extra =
          /^2/.test(status) && idempotent ? ['Idempotent-Replayed'] : status === '429' ? ['Retry-After'] : [];
        response.headers = { ...headersOf([...EVERY_ANSWER, ...extra]), ...(response.headers as Json | undefined) };
      }
    }
  }

  const components = doc.components as Json;
  const responses: Json = {};
  for (const r of RESPONSES) {
    if (!usedResponses.has(r.name)) continue;
    responses[r.name] = {
      description: r.description,
      headers: headersOf([...EVERY_ANSWER, ...(r.headers ?? [])]),
      content: { 'application/json': { schema: r.schema } },
    };
  }
  components.responses = responses;
  if (usesIdempotencyKey) components.parameters = { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER };
  components.headers = Object.fromEntries(Object.entries(HEADERS).filter(([name]) => usedHeaders.has(name)));
  // The schemas the document references, and only those (the sandbox rejection is referenced by a response).
  const schemas = components.schemas as Json;
  for (let removed = true; removed;) {
    removed = false;
    const text = JSON.stringify(doc);
    for (const name of Object.keys(schemas)) {
      if (text.includes(`"${SCHEMAS}${name}"`)) continue;
      delete schemas[name];
      removed = true;
    }
  }
  const code = ((schemas.Error as Json | undefined)?.properties as Json | undefined)?.code as Json | undefined;
  if (code) code.enum = Object.keys(catalogue);
  return doc;
}

/**
 * Refuses a route schema that embeds a component itself rather than through `Ref` (an `$id` inside it): that would
 * register one id twice, or document the resource inline under its name.
 */
function embeddedIds(schema: unknown, where: string): void {
  const walk = (node: unknown, depth: number): void => {
    if (node === null || typeof node !== 'object') return;
    if (depth > 0 && typeof (node as { $id?: unknown }).$id === 'string') {
      throw new Error(
        `${where}: the schema embeds the component ${(node as { $id: string }).$id}; reference it with Ref()`,
      );
    }
    for (const value of Object.values(node)) walk(value, depth + 1);
  };
  walk(schema, 1);
}

/**
 * Registers @fastify/swagger with the document's shared parts, and registers every component a route's response
 * references (`Ref`) with the instance the route belongs to, so the serialiser and the document resolve it.
 */
export async function installOpenApi(app: FastifyInstance, opts: DocumentOptions): Promise<void> {
  for (const c of ERROR_SCHEMAS) app.addSchema(c);
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    if (!route.schema) return;
    const { response, ...input } = route.schema;
    embeddedIds(input, `${route.method} ${route.url}`);
    embeddedIds(response, `${route.method} ${route.url}`);
    for (const [id, component] of referencedComponents(response)) {
      if (!this.getSchema(id)) this.addSchema(component);
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: opts.title, version: opts.version, description: opts.introduction },
      servers: [{ url: opts.publicUrl, description: 'This deployment (PUBLIC_URL)' }],
      tags: opts.tags.map((t) => ({ ...t })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key, `<prefix>_ws_<random>`, sent as `Authorization: Bearer <key>`',
          },
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: 'tc_session',
            description:
              'A console session (POST /v1/auth/sign-in); POST, PUT, PATCH and DELETE also need X-CSRF-Token. Authorization wins when both are sent.',
          },
        },
      },
      // Either one: a key, or a signed-in person's session (the role decides the scopes).
      security: [{ bearer: [] }, { cookieAuth: [] }],
    },
    // Components are named by their $id (`#/components/schemas/Booking`), not `def-N`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    // The paths keep /v1 whatever PUBLIC_URL's path is (it is where the API is mounted, not a base path to strip).
    stripBasePath: false,
    transform: documentTransform(opts.errorCodes),
    transformObject: (document) =>
      finish(('openapiObject' in document ? document.openapiObject : document.swaggerObject) as Json, opts.errorCodes),
  });
}
