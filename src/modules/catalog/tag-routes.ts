// HTTP for tags: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, OkBody } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreateTagBody, Tag, TagListQuery, UpdateTagBody } from './tag-schemas.js';
import type { TagsService } from './tag-service.js';

const tags = ['Tags'];
const IdParams = IdParamsOf('tag');
const Data = Type.Object({ data: Tag });
const Errors = { ...authErrors, 409: authErrors[400] };
const SORTS = { name: 'name', slug: 'slug', created_at: 'created_at', createdAt: 'created_at', updated_at: 'updated_at', updatedAt: 'updated_at' } as const;

export function tagRoutes(app: Api, service: TagsService): void {
  app.post('/v1/tags', {
    config: { scope: 'tags:write' },
    schema: { tags, summary: 'Create a tag (slug from the name unless given; unique per workspace)', body: CreateTagBody, response: { 201: Data, ...Errors } },
  }, async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }));

  app.get('/v1/tags', {
    config: { scope: 'tags:read' },
    schema: { tags, summary: 'List tags', querystring: Type.Intersect([ListQuery, TagListQuery]), response: { 200: ListResponse(Tag), ...Errors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'name', direction: 'asc' });
    const { items, total } = await service.list(req.auth.workspaceId, { q: req.query.q }, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/tags/:id', {
    config: { scope: 'tags:read' },
    schema: { tags, summary: 'Get a tag', params: IdParams, response: { 200: Data, ...Errors } },
  }, async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }));

  app.patch('/v1/tags/:id', {
    config: { scope: 'tags:write' },
    schema: { tags, summary: 'Rename a tag or change its slug', params: IdParams, body: UpdateTagBody, response: { 200: Data, ...Errors } },
  }, async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }));

  app.delete('/v1/tags/:id', {
    config: { scope: deleteScope('tags') },
    schema: { tags, summary: 'Delete a tag (it comes off every product)', params: IdParams, response: { 200: OkBody, ...Errors } },
  }, async (req) => {
    await service.remove(req.auth.workspaceId, req.params.id);
    return { ok: true as const };
  });
}
