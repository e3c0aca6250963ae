// HTTP for tags: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, OkBody, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreateTagBody, Tag, TagListQuery, UpdateTagBody } from './tag-schemas.js';
import type { TagsService } from './tag-service.js';

const tags = ['Tags'];
const IdParams = IdParamsOf('tag');
const Data = Type.Object({ data: Ref(Tag) });
const SORTS = {
  name: 'name',
  slug: 'slug',
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
} as const;

export function tagRoutes(app: Api, service: TagsService): void {
  app.post(
    '/v1/tags',
    {
      config: { scope: 'tags:write' },
      schema: {
        operationId: 'createTag',
        tags,
        summary: 'Create a tag',
        description:
          'Creates a tag; its slug comes from the name unless given, and is unique in the workspace (409 when taken).',
        emits: ['tag.created'],
        body: CreateTagBody,
        errors: ['TAG_SLUG_TAKEN'],
        response: { 201: Data, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }),
  );

  app.get(
    '/v1/tags',
    {
      config: { scope: 'tags:read' },
      schema: {
        operationId: 'listTags',
        tags,
        summary: 'List tags',
        description:
          "Lists the workspace's tags by name unless `sort` says otherwise (`name`, `slug`, `created_at`, `updated_at`); `q` searches names.",
        querystring: Type.Intersect([ListQuery, TagListQuery]),
        response: { 200: ListResponse(Ref(Tag)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'name', direction: 'asc' });
      const { items, total } = await service.list(req.auth.workspaceId, { q: req.query.q }, sort, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/tags/:id',
    {
      config: { scope: 'tags:read' },
      schema: {
        operationId: 'getTag',
        tags,
        summary: 'Get a tag',
        description: 'Answers one tag.',
        params: IdParams,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }),
  );

  app.patch(
    '/v1/tags/:id',
    {
      config: { scope: 'tags:write' },
      schema: {
        operationId: 'updateTag',
        tags,
        summary: 'Update a tag',
        description: 'Renames a tag or changes its slug (409 when the slug is taken).',
        emits: ['tag.updated'],
        params: IdParams,
        body: UpdateTagBody,
        errors: ['TAG_SLUG_TAKEN'],
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.delete(
    '/v1/tags/:id',
    {
      config: { scope: deleteScope('tags') },
      schema: {
        operationId: 'deleteTag',
        tags,
        summary: 'Delete a tag',
        description: 'Deletes a tag; it comes off every product that carried it (each announces `product.updated`).',
        emits: ['tag.deleted', 'product.updated'],
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
