// HTTP for forms. Records are answered bare (docs/decisions.md, Forms); the submit endpoint is public.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { applyLimit } from '../../platform/http/rate-limit.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, ErrorBody, IdParamsOf, OkBody, Ref, ValidationErrorBody } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { actorId } from '../../platform/identity.js';
import type { RateLimits } from '../../platform/rate-limits.js';
import {
  CreateFormBody,
  Form,
  FormListQuery,
  Submission,
  SubmitBody,
  SubmitResponse,
  UpdateFormBody,
} from './schemas.js';
import type { FormsService } from './service.js';

const tags = ['Forms'];
const IdParams = IdParamsOf('form');
const SORTS = {
  name: 'name',
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
} as const;

/** Submissions sort by time only (newest first unless `sort=created_at`). */
const BY_TIME = { created_at: 'created_at', createdAt: 'created_at' } as const;

const FormBody = Ref(Form);

/** `limits`: the counters the public submit spends its per-address and per-form budgets from. */
export function formsRoutes(app: Api, service: FormsService, limits: RateLimits): void {
  app.post(
    '/v1/forms',
    {
      config: { scope: 'forms:write' },
      schema: {
        operationId: 'createForm',
        tags,
        summary: 'Create a form',
        description:
          'Creates a form with its fields and settings; it starts as a `draft` unless `status` says otherwise. The slug comes from the name (with a random tail when taken) unless given; a slug given and taken answers 409. Answers the form itself.',
        emits: ['form.created'],
        body: CreateFormBody,
        errors: ['FORM_SLUG_TAKEN'],
        response: { 201: FormBody, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth.workspaceId, actorId(req.auth), req.body)),
  );

  app.get(
    '/v1/forms',
    {
      config: { scope: 'forms:read' },
      schema: {
        operationId: 'listForms',
        tags,
        summary: 'List forms',
        description:
          "Lists the workspace's forms, newest first unless `sort` says otherwise (`name`, `created_at`, `updated_at`); filter by `status`, search names with `q`.",
        querystring: Type.Intersect([ListQuery, FormListQuery]),
        response: { 200: ListResponse(FormBody), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { items, total } = await service.list(
        req.auth.workspaceId,
        { status: req.query.status, q: req.query.q },
        sort,
        page,
      );
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/forms/:id',
    {
      config: { scope: 'forms:read' },
      schema: {
        operationId: 'getForm',
        tags,
        summary: 'Get a form',
        description: 'Answers one form with its fields and settings.',
        params: IdParams,
        response: { 200: FormBody, ...authErrors },
      },
    },
    async (req) => service.get(req.auth.workspaceId, req.params.id),
  );

  app.put(
    '/v1/forms/:id',
    {
      config: { scope: 'forms:write' },
      schema: {
        operationId: 'updateForm',
        tags,
        summary: 'Update a form',
        description:
          'Changes the fields sent (`fields`, when sent, replaces the list) and answers the whole form. Publishing (`status: published`) opens it to public submissions.',
        emits: ['form.updated'],
        params: IdParams,
        body: UpdateFormBody,
        errors: ['FORM_SLUG_TAKEN'],
        response: { 200: FormBody, ...authErrors },
      },
    },
    async (req) => service.update(req.auth.workspaceId, req.params.id, req.body),
  );

  app.delete(
    '/v1/forms/:id',
    {
      config: { scope: deleteScope('forms') },
      schema: {
        operationId: 'deleteForm',
        tags,
        summary: 'Delete a form',
        description: 'Deletes a form; its submissions are kept.',
        emits: ['form.deleted'],
        params: IdParams,
        response: { 200: OkBody, ...authErrors },
      },
    },
    async (req) => {
      await service.remove(req.auth.workspaceId, req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/v1/forms/:id/submissions',
    {
      config: { scope: 'forms:read' },
      schema: {
        operationId: 'listFormSubmissions',
        tags,
        summary: "List a form's submissions",
        description: 'Lists what was submitted to a form, newest first (`sort=created_at` for oldest first).',
        params: IdParams,
        querystring: ListQuery,
        response: { 200: ListResponse(Ref(Submission)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, BY_TIME, { column: 'created_at', direction: 'desc' });
      const { items, total } = await service.submissions(req.auth.workspaceId, req.params.id, sort, page);
      return listEnvelope(items, total, page);
    },
  );

  app.post(
    '/v1/forms/:idOrSlug/submit',
    {
      config: { public: true },
      bodyLimit: service.maxSubmitBytes,
      schema: {
        operationId: 'submitForm',
        tags,
        summary: 'Submit a form',
        description:
          "Submits data to a published form, named by id or slug; besides the per-address limit, each form has a budget of its own. The body's keys are the form's field ids; blank answers are dropped, and every problem is answered at once (`issues`). With an `Idempotency-Key`, a repeat of the same data answers the first submission (`Idempotent-Replayed: true`).",
        emits: ['form.submission.created'],
        security: [],
        params: Type.Object({ idOrSlug: Type.String({ minLength: 1, maxLength: 200 }) }),
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String()) }),
        body: SubmitBody,
        errors: ['IDEMPOTENCY_KEY_REUSED'],
        // A refused submission names the first problem in `details` and every problem in `issues`.
        response: {
          201: Ref(SubmitResponse),
          400: ValidationErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          422: ErrorBody,
          429: authErrors[429],
        },
      },
    },
    async (req, reply) => {
      const { response, replayed } = await service.submit(req.params.idOrSlug, req.body, {
        idempotencyKey: req.headers['idempotency-key'],
        clientIp: req.ip,
        spend: (bucket, l) => applyLimit(limits, reply, bucket, l),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(response);
    },
  );
}
