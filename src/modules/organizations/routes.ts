// HTTP for organizations: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, OkBody, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreateOrganizationBody, Organization, OrganizationListQuery, UpdateOrganizationBody } from './schemas.js';
import type { OrganizationsService } from './service.js';

const tags = ['Organizations'];
const IdParams = IdParamsOf('org');
const Data = Type.Object({ data: Ref(Organization) });
const SORTS = {
  name: 'name',
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
} as const;

export function organizationsRoutes(app: Api, service: OrganizationsService): void {
  app.post(
    '/v1/organizations',
    {
      config: { scope: 'organizations:write' },
      schema: {
        operationId: 'createOrganization',
        tags,
        summary: 'Create an organization',
        description:
          'Creates an organization; only `name` is required. Bodies take camelCase or snake_case keys (`legalName` or `legal_name`).',
        emits: ['organization.created'],
        body: CreateOrganizationBody,
        response: { 201: Data, ...authErrors },
      },
    },
    async (req, reply) => {
      const org = await service.create(req.auth.workspaceId, req.body);
      return reply.code(201).send({ data: org });
    },
  );

  app.get(
    '/v1/organizations',
    {
      config: { scope: 'organizations:read' },
      schema: {
        operationId: 'listOrganizations',
        tags,
        summary: 'List organizations',
        description:
          "Lists the workspace's organizations, newest first unless `sort` says otherwise (`name`, `created_at`, `updated_at`); `q` searches names, `kind` filters by kind.",
        querystring: Type.Intersect([ListQuery, OrganizationListQuery]),
        response: { 200: ListResponse(Ref(Organization)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { items, total } = await service.list(
        req.auth.workspaceId,
        { q: req.query.q, kind: req.query.kind },
        sort,
        page,
      );
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/organizations/:id',
    {
      config: { scope: 'organizations:read' },
      schema: {
        operationId: 'getOrganization',
        tags,
        summary: 'Get an organization',
        description: 'Answers one organization.',
        params: IdParams,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }),
  );

  app.patch(
    '/v1/organizations/:id',
    {
      config: { scope: 'organizations:write' },
      schema: {
        operationId: 'updateOrganization',
        tags,
        summary: 'Update an organization',
        description: 'Changes the fields sent; `null` clears a field. Answers the whole organization.',
        emits: ['organization.updated'],
        params: IdParams,
        body: UpdateOrganizationBody,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.delete(
    '/v1/organizations/:id',
    {
      config: { scope: deleteScope('organizations') },
      schema: {
        operationId: 'deleteOrganization',
        tags,
        summary: 'Delete an organization',
        description:
          'Deletes an organization: it no longer appears in reads and lists, while bookings and invoices that name it keep the reference (a soft delete). A second delete answers 404.',
        emits: ['organization.deleted'],
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
