// HTTP for people. The spec's POST answers the bare record; reads and updates answer it the same way.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { parseId } from '../../platform/ids.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, OkBody } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreatePersonBody, Person, PersonListQuery, UpdatePersonBody } from './schemas.js';
import type { PeopleService } from './service.js';

const tags = ['People'];
const IdParams = IdParamsOf('ppl', ['p']);
const SORTS = {
  last_name: 'last_name', lastName: 'last_name', first_name: 'first_name', firstName: 'first_name',
  created_at: 'created_at', createdAt: 'created_at', updated_at: 'updated_at', updatedAt: 'updated_at',
} as const;

export function peopleRoutes(app: Api, service: PeopleService): void {
  app.post('/v1/people', {
    config: { scope: 'customers:write' },
    schema: { tags, summary: 'Create a person', body: CreatePersonBody, response: { 201: Person, ...authErrors } },
  }, async (req, reply) => reply.code(201).send(await service.create(req.auth.workspaceId, req.body)));

  app.get('/v1/people', {
    config: { scope: 'customers:read' },
    schema: { tags, summary: 'List people', querystring: Type.Intersect([ListQuery, PersonListQuery]), response: { 200: ListResponse(Person), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
    const { items, total } = await service.list(req.auth.workspaceId, { q: req.query.q, email: req.query.email }, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/people/:id', {
    config: { scope: 'customers:read' },
    schema: { tags, summary: 'Get a person', params: IdParams, response: { 200: Person, ...authErrors } },
  }, async (req) => service.get(req.auth.workspaceId, personId(req.params.id)));

  app.patch('/v1/people/:id', {
    config: { scope: 'customers:write' },
    schema: { tags, summary: 'Update a person', params: IdParams, body: UpdatePersonBody, response: { 200: Person, ...authErrors } },
  }, async (req) => service.update(req.auth.workspaceId, personId(req.params.id), req.body));

  app.delete('/v1/people/:id', {
    config: { scope: deleteScope('customers') },
    schema: { tags, summary: 'Delete a person (soft delete)', params: IdParams, response: { 200: OkBody, ...authErrors } },
  }, async (req) => {
    await service.remove(req.auth.workspaceId, personId(req.params.id));
    return { ok: true as const };
  });
}

/** `p_…` (the spec's example alias) names the same person as `ppl_…`. */
const personId = (id: string) => parseId(id, 'ppl', 'id', { aliases: ['p'] });
