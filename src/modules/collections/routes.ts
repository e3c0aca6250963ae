// HTTP for collections: the spec's create shape (`base` + `translation`) → {id, key, status}; reads are bare records.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, OkBody, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { Product } from '../catalog/product-schemas.js';
import {
  Collection,
  CollectionListQuery,
  CreateCollectionBody,
  Created,
  Locale,
  LocaleQuery,
  MembersQuery,
  TranslationBody,
  UpdateCollectionBody,
} from './schemas.js';
import type { CollectionsService } from './service.js';

const tags = ['Collections'];
const CollectionBody = Ref(Collection);
const IdParams = IdParamsOf('col');
const TranslationParams = Type.Object({ ...IdParams.properties, locale: Locale });
const SORTS = {
  name: 'name',
  key: 'key',
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
} as const;

export function collectionsRoutes(app: Api, service: CollectionsService): void {
  app.post(
    '/v1/collections',
    {
      config: { scope: 'collections:write' },
      schema: {
        operationId: 'createCollection',
        tags,
        summary: 'Create a collection',
        description:
          'Creates a collection from `base` (and an optional first `translation`): `manual` ones list their products (`definition.productIds`), `smart` ones hold the products carrying the tags of `definition.include`. Answers its id, key and status.',
        emits: ['collection.created'],
        body: CreateCollectionBody,
        errors: ['COLLECTION_KEY_TAKEN', 'COLLECTION_SLUG_TAKEN', 'UNKNOWN_REFERENCE', 'UNPROCESSABLE'],
        response: { 201: Created, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth.workspaceId, req.body)),
  );

  app.get(
    '/v1/collections',
    {
      config: { scope: 'collections:read' },
      schema: {
        operationId: 'listCollections',
        tags,
        summary: 'List collections',
        description:
          'Lists collections, newest first unless `sort` says otherwise (`name`, `key`, `created_at`, `updated_at`); filter by type and status, search with `q`; `locale` picks the translation shown.',
        querystring: Type.Intersect([ListQuery, CollectionListQuery]),
        response: { 200: ListResponse(CollectionBody), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { type, status, q, locale } = req.query;
      const { items, total } = await service.list(req.auth.workspaceId, { type, status, q }, sort, page, locale);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/collections/:id',
    {
      config: { scope: 'collections:read' },
      schema: {
        operationId: 'getCollection',
        tags,
        summary: 'Get a collection',
        description:
          'Answers one collection with its definition and translations; `translation` is the one in `locale`, else the first one made.',
        params: IdParams,
        querystring: LocaleQuery,
        response: { 200: CollectionBody, ...authErrors },
      },
    },
    async (req) => service.get(req.auth.workspaceId, req.params.id, req.query.locale),
  );

  app.patch(
    '/v1/collections/:id',
    {
      config: { scope: 'collections:write' },
      schema: {
        operationId: 'updateCollection',
        tags,
        summary: 'Update a collection',
        description: 'Changes the fields sent; a new `definition` replaces the old one.',
        emits: ['collection.updated'],
        params: IdParams,
        body: UpdateCollectionBody,
        errors: ['COLLECTION_KEY_TAKEN', 'COLLECTION_SLUG_TAKEN', 'UNKNOWN_REFERENCE', 'UNPROCESSABLE'],
        response: { 200: CollectionBody, ...authErrors },
      },
    },
    async (req) => service.update(req.auth.workspaceId, req.params.id, req.body),
  );

  app.delete(
    '/v1/collections/:id',
    {
      config: { scope: deleteScope('collections') },
      schema: {
        operationId: 'deleteCollection',
        tags,
        summary: 'Delete a collection',
        description: 'Deletes a collection; its products stay.',
        emits: ['collection.deleted'],
        params: IdParams,
        response: { 200: OkBody, ...authErrors },
      },
    },
    async (req) => {
      await service.remove(req.auth.workspaceId, req.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/v1/collections/:id/translations/:locale',
    {
      config: { scope: 'collections:write' },
      schema: {
        operationId: 'updateCollectionTranslation',
        tags,
        summary: 'Create or replace a translation',
        description:
          "Creates or replaces the collection's translation in a locale; the slug comes from the name when omitted.",
        emits: ['collection.updated'],
        params: TranslationParams,
        body: TranslationBody,
        errors: ['COLLECTION_SLUG_TAKEN'],
        response: { 200: CollectionBody, ...authErrors },
      },
    },
    async (req) => service.putTranslation(req.auth.workspaceId, req.params.id, req.params.locale, req.body),
  );

  app.get(
    '/v1/collections/:id/products',
    {
      config: { scope: 'collections:read' },
      schema: {
        operationId: 'listCollectionProducts',
        tags,
        summary: "List a collection's products",
        description: "Lists the collection's products in its `sort_strategy`, optionally of one product status.",
        params: IdParams,
        querystring: MembersQuery,
        errors: ['UNPROCESSABLE'],
        response: { 200: ListResponse(Ref(Product)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { items, total } = await service.products(req.auth.workspaceId, req.params.id, page, req.query.status);
      return listEnvelope(items, total, page);
    },
  );
}
