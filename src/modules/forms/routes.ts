// HTTP for forms. Records are answered bare (docs/decisions.md, Forms); the submit endpoint is public.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { applyLimit } from '../../platform/http/rate-limit.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, ErrorBody, IdParamsOf, OkBody } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import type { RateLimits } from '../../platform/rate-limits.js';
import { CreateFormBody, Form, FormListQuery, Submission, SubmitBody, SubmitResponse, UpdateFormBody } from './schemas.js';
import type { FormsService } from './service.js';

const tags = ['Forms'];
const IdParams = IdParamsOf('form');
const SORTS = { name: 'name', created_at: 'created_at', createdAt: 'created_at', updated_at: 'updated_at', updatedAt: 'updated_at' } as const;

/** Submissions sort by time only (newest first unless `sort=created_at`). */
const BY_TIME = { created_at: 'created_at', createdAt: 'created_at' } as const;

const Issue = Type.Object({ field: Type.String(), message: Type.String() });
/** A refused submission names the first problem in `details` and every problem in `issues`. */
const SubmitError = Type.Object({ error: Type.String(), details: Type.Optional(Issue), issues: Type.Optional(Type.Array(Issue)) });

/** `limits`: the counters the public submit spends its per-address and per-form budgets from. */
export function formsRoutes(app: Api, service: FormsService, limits: RateLimits): void {
  app.post('/v1/forms', {
    config: { scope: 'forms:write' },
    schema: { tags, summary: 'Create a form (status draft, slug from the name)', body: CreateFormBody, response: { 201: Form, 409: ErrorBody, ...authErrors } },
  }, async (req, reply) => reply.code(201).send(await service.create(req.auth.workspaceId, req.auth.keyId, req.body)));

  app.get('/v1/forms', {
    config: { scope: 'forms:read' },
    schema: { tags, summary: 'List forms', querystring: Type.Intersect([ListQuery, FormListQuery]), response: { 200: ListResponse(Form), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
    const { items, total } = await service.list(req.auth.workspaceId, { status: req.query.status, q: req.query.q }, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/forms/:id', {
    config: { scope: 'forms:read' },
    schema: { tags, summary: 'Get a form', params: IdParams, response: { 200: Form, ...authErrors } },
  }, async (req) => service.get(req.auth.workspaceId, req.params.id));

  app.put('/v1/forms/:id', {
    config: { scope: 'forms:write' },
    schema: { tags, summary: 'Update a form (the fields sent change; answers the full form)', params: IdParams, body: UpdateFormBody, response: { 200: Form, 409: ErrorBody, ...authErrors } },
  }, async (req) => service.update(req.auth.workspaceId, req.params.id, req.body));

  app.delete('/v1/forms/:id', {
    config: { scope: deleteScope('forms') },
    schema: { tags, summary: 'Delete a form (its submissions are kept)', params: IdParams, response: { 200: OkBody, ...authErrors } },
  }, async (req) => {
    await service.remove(req.auth.workspaceId, req.params.id);
    return { ok: true as const };
  });

  app.get('/v1/forms/:id/submissions', {
    config: { scope: 'forms:read' },
    schema: { tags, summary: 'List a form\'s submissions, newest first', params: IdParams, querystring: ListQuery, response: { 200: ListResponse(Submission), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, BY_TIME, { column: 'created_at', direction: 'desc' });
    const { items, total } = await service.submissions(req.auth.workspaceId, req.params.id, sort, page);
    return listEnvelope(items, total, page);
  });

  app.post('/v1/forms/:idOrSlug/submit', {
    config: { public: true },
    bodyLimit: service.maxSubmitBytes,
    schema: {
      tags,
      summary: 'Submit data to a published form (no API key; limited per client IP and per form; blank answers are dropped; a repeat with the same Idempotency-Key answers the first submission)',
      security: [],
      params: Type.Object({ idOrSlug: Type.String({ minLength: 1, maxLength: 200 }) }),
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String()) }),
      body: SubmitBody,
      response: { 201: SubmitResponse, 400: SubmitError, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody, 429: ErrorBody },
    },
  }, async (req, reply) => {
    const { response, replayed } = await service.submit(req.params.idOrSlug, req.body, {
      idempotencyKey: req.headers['idempotency-key'],
      clientIp: req.ip,
      spend: (bucket, l) => applyLimit(limits, reply, bucket, l),
    });
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(response);
  });
}
