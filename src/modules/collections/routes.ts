// HTTP for collections: the spec's create shape (`base` + `translation`) → {id, key, status}; reads are bare records.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, ErrorBody, IdParamsOf, OkBody } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { Product } from '../catalog/product-schemas.js';
import { Collection, CollectionListQuery, CreateCollectionBody, Created, Locale, LocaleQuery, MembersQuery, TranslationBody, UpdateCollectionBody } from './schemas.js';
import type { CollectionsService } from './service.js';

const tags = ['Collections'];
const IdParams = IdParamsOf('col');
const TranslationParams = Type.Object({ ...IdParams.properties, locale: Locale });
const SORTS = { name: 'name', key: 'key', created_at: 'created_at', createdAt: 'created_at', updated_at: 'updated_at', updatedAt: 'updated_at' } as const;
const errors = { ...authErrors, 409: ErrorBody, 422: ErrorBody };

export function collectionsRoutes(app: Api, service: CollectionsService): void {
  app.post('/v1/collections', {
    config: { scope: 'collections:write' },
    schema: { tags, summary: 'Create a collection (manual: definition.productIds; smart: definition.include tag rules)', body: CreateCollectionBody, response: { 201: Created, ...errors } },
  }, async (req, reply) => reply.code(201).send(await service.create(req.auth.workspaceId, req.body)));

  app.get('/v1/collections', {
    config: { scope: 'collections:read' },
    schema: { tags, summary: 'List collections', querystring: Type.Intersect([ListQuery, CollectionListQuery]), response: { 200: ListResponse(Collection), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
    const { type, status, q, locale } = req.query;
    const { items, total } = await service.list(req.auth.workspaceId, { type, status, q }, sort, page, locale);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/collections/:id', {
    config: { scope: 'collections:read' },
    schema: { tags, summary: 'Get a collection (`translation` in `locale`, else the first one)', params: IdParams, querystring: LocaleQuery, response: { 200: Collection, ...authErrors } },
  }, async (req) => service.get(req.auth.workspaceId, req.params.id, req.query.locale));

  app.patch('/v1/collections/:id', {
    config: { scope: 'collections:write' },
    schema: { tags, summary: 'Update a collection (a new definition replaces the old one)', params: IdParams, body: UpdateCollectionBody, response: { 200: Collection, ...errors } },
  }, async (req) => service.update(req.auth.workspaceId, req.params.id, req.body));

  app.delete('/v1/collections/:id', {
    config: { scope: deleteScope('collections') },
    schema: { tags, summary: 'Delete a collection (its products stay)', params: IdParams, response: { 200: OkBody, ...authErrors } },
  }, async (req) => {
    await service.remove(req.auth.workspaceId, req.params.id);
    return { ok: true as const };
  });

  app.put('/v1/collections/:id/translations/:locale', {
    config: { scope: 'collections:write' },
    schema: { tags, summary: "Create or replace a collection's translation (slug from the name when omitted)", params: TranslationParams, body: TranslationBody, response: { 200: Collection, ...errors } },
  }, async (req) => service.putTranslation(req.auth.workspaceId, req.params.id, req.params.locale, req.body));

  app.get('/v1/collections/:id/products', {
    config: { scope: 'collections:read' },
    schema: { tags, summary: "The collection's products, in its sort_strategy", params: IdParams, querystring: MembersQuery, response: { 200: ListResponse(Product), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const { items, total } = await service.products(req.auth.workspaceId, req.params.id, page, req.query.status);
    return listEnvelope(items, total, page);
  });
}
