// HTTP for policies: records answered bare (reference policies/get, create), the list in the spec's envelope.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, OkBody, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreatePolicyBody, LocaleQuery, Policy, PolicyListQuery, UpdatePolicyBody } from './schemas.js';
import type { PoliciesService } from './service.js';

const tags = ['Policies'];
const PolicyBody = Ref(Policy);
const IdParams = IdParamsOf('pol');
const SORTS = {
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
} as const;

export function policiesRoutes(app: Api, service: PoliciesService): void {
  app.post(
    '/v1/policies',
    {
      config: { scope: 'policies:write' },
      schema: {
        operationId: 'createPolicy',
        tags,
        summary: 'Create a policy',
        description:
          'Creates a policy with its first translation; `kind` and `scope` are required, and a `product` policy names an existing product. HTML in `descriptionHtml` is sanitised. Answers the policy itself.',
        emits: ['policy.created'],
        body: CreatePolicyBody,
        errors: ['POLICY_SLUG_TAKEN', 'UNKNOWN_REFERENCE'],
        response: { 201: PolicyBody, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth.workspaceId, req.body)),
  );

  app.get(
    '/v1/policies',
    {
      config: { scope: 'policies:read' },
      schema: {
        operationId: 'listPolicies',
        tags,
        summary: 'List policies',
        description:
          'Lists policies, newest first unless `sort` says otherwise; filter by kind, scope, status and product. With `locale`, only policies translated into it, shown in it.',
        querystring: Type.Intersect([ListQuery, PolicyListQuery]),
        response: { 200: ListResponse(PolicyBody), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { locale, kind, scope, status } = req.query;
      const { items, total } = await service.list(
        req.auth.workspaceId,
        { locale, kind, scope, status, productId: req.query.productId ?? req.query.product_id },
        sort,
        page,
      );
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/policies/:id',
    {
      config: { scope: 'policies:read' },
      schema: {
        operationId: 'getPolicy',
        tags,
        summary: 'Get a policy',
        description: 'Answers one policy in `locale` (its default locale when it has no translation there).',
        params: IdParams,
        querystring: LocaleQuery,
        response: { 200: PolicyBody, ...authErrors },
      },
    },
    async (req) => service.get(req.auth.workspaceId, req.params.id, req.query.locale),
  );

  app.patch(
    '/v1/policies/:id',
    {
      config: { scope: 'policies:write' },
      schema: {
        operationId: 'updatePolicy',
        tags,
        summary: 'Update a policy',
        description: "Changes the policy's fields and one locale's translation (created when the locale is new).",
        emits: ['policy.updated'],
        params: IdParams,
        body: UpdatePolicyBody,
        errors: ['POLICY_SLUG_TAKEN', 'UNKNOWN_REFERENCE', 'UNPROCESSABLE'],
        response: { 200: PolicyBody, ...authErrors },
      },
    },
    async (req) => service.update(req.auth.workspaceId, req.params.id, req.body),
  );

  app.delete(
    '/v1/policies/:id',
    {
      config: { scope: deleteScope('policies') },
      schema: {
        operationId: 'deletePolicy',
        tags,
        summary: 'Delete a policy',
        description: 'Deletes a policy with all its translations.',
        emits: ['policy.deleted'],
        params: IdParams,
        response: { 200: OkBody, ...authErrors },
      },
    },
    async (req) => {
      await service.remove(req.auth.workspaceId, req.params.id);
      return { ok: true as const };
    },
  );
}
