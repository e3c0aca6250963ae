// HTTP for organizations: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, OkBody } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreateOrganizationBody, Organization, OrganizationListQuery, UpdateOrganizationBody } from './schemas.js';
import type { OrganizationsService } from './service.js';

const tags = ['Organizations'];
const IdParams = IdParamsOf('org');
const Data = Type.Object({ data: Organization });
const SORTS = { name: 'name', created_at: 'created_at', createdAt: 'created_at', updated_at: 'updated_at', updatedAt: 'updated_at' } as const;

export function organizationsRoutes(app: Api, service: OrganizationsService): void {
  app.post('/v1/organizations', {
    config: { scope: 'organizations:write' },
    schema: { tags, summary: 'Create an organization', body: CreateOrganizationBody, response: { 201: Data, ...authErrors } },
  }, async (req, reply) => {
    const org = await service.create(req.auth.workspaceId, req.body);
    return reply.code(201).send({ data: org });
  });

  app.get('/v1/organizations', {
    config: { scope: 'organizations:read' },
    schema: { tags, summary: 'List organizations', querystring: Type.Intersect([ListQuery, OrganizationListQuery]), response: { 200: ListResponse(Organization), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
    const { items, total } = await service.list(req.auth.workspaceId, { q: req.query.q, kind: req.query.kind }, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/organizations/:id', {
    config: { scope: 'organizations:read' },
    schema: { tags, summary: 'Get an organization', params: IdParams, response: { 200: Data, ...authErrors } },
  }, async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }));

  app.patch('/v1/organizations/:id', {
    config: { scope: 'organizations:write' },
    schema: { tags, summary: 'Update an organization (null clears a field)', params: IdParams, body: UpdateOrganizationBody, response: { 200: Data, ...authErrors } },
  }, async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }));

  app.delete('/v1/organizations/:id', {
    config: { scope: deleteScope('organizations') },
    schema: { tags, summary: 'Delete an organization (soft delete)', params: IdParams, response: { 200: OkBody, ...authErrors } },
  }, async (req) => {
    await service.remove(req.auth.workspaceId, req.params.id);
    return { ok: true as const };
  });
}
