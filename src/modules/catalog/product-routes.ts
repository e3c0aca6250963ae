// HTTP for products: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, pageOf, parseSort, sendSharedPage } from '../../platform/http/pagination.js';
import { authErrors, OkBody, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import {
  CreateProductBody,
  Product,
  ProductIdOrSlugParams,
  ProductIdParams,
  ProductListQuery,
  UpdateProductBody,
} from './product-schemas.js';
import type { ProductsService } from './product-service.js';
import { tagSlugOf } from './tag-service.js';

const tags = ['Products'];
const Data = Type.Object({ data: Ref(Product) });
const SORTS = {
  title: 'title',
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
} as const;

export function productRoutes(app: Api, service: ProductsService): void {
  app.post(
    '/v1/products',
    {
      config: { scope: 'products:write' },
      schema: {
        operationId: 'createProduct',
        tags,
        summary: 'Create a product',
        description:
          'Creates a product; only `title` is required. The slug comes from the title unless given; `tags` names tags by name or slug, creating those not seen before; `media` lists images of the workspace gallery in order (a file of another workspace, or one that is not a verified image: 422 naming `media[i].fileId`). Bodies take camelCase or snake_case keys. A product created `active` also announces `product.published`.',
        emits: ['product.created', 'product.published', 'tag.created'],
        body: CreateProductBody,
        errors: ['PRODUCT_SLUG_TAKEN', 'MEDIA_FILE_NOT_FOUND', 'MEDIA_NOT_AN_IMAGE'],
        response: { 201: Data, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }),
  );

  app.get(
    '/v1/products',
    {
      config: { scope: 'products:read' },
      schema: {
        operationId: 'listProducts',
        tags,
        summary: 'List products',
        description:
          "Lists the workspace's catalog: its own products and the marketplace products it enabled (`source`), most recently updated first unless `sort` says otherwise (`title`, `created_at`, `updated_at`). Filter by status, type, category and tags (products carrying any of the slugs); `q` searches titles.",
        querystring: Type.Intersect([ListQuery, ProductListQuery]),
        response: { 200: ListResponse(Ref(Product)), ...authErrors },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'updated_at', direction: 'desc' });
      const { q, source, status, type, category } = req.query;
      const tags = req.query.tags?.split(',').map(tagSlugOf).filter(Boolean);
      return sendSharedPage(
        reply,
        await service.list(req.auth.workspaceId, { q, source, status, type, category, tags }, sort, page),
        page,
      );
    },
  );

  app.get(
    '/v1/products/:id',
    {
      config: { scope: 'products:read' },
      schema: {
        operationId: 'getProduct',
        tags,
        summary: 'Get a product',
        description: 'Answers one product, named by id (`prod_…` or the bare UUID) or by its slug.',
        params: ProductIdOrSlugParams,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }),
  );

  app.patch(
    '/v1/products/:id',
    {
      config: { scope: 'products:write' },
      schema: {
        operationId: 'updateProduct',
        tags,
        summary: 'Update a product',
        description:
          "Changes the fields sent; `null` clears a field and `tags` or `media`, when sent, replaces the product's tags or images. A status change to `active` or `archived` also announces `product.published` or `product.archived`. Marketplace products are managed by their provider (422).",
        emits: ['product.updated', 'product.published', 'product.archived', 'tag.created'],
        params: ProductIdParams,
        body: UpdateProductBody,
        errors: ['PRODUCT_SLUG_TAKEN', 'MARKETPLACE_PRODUCT', 'MEDIA_FILE_NOT_FOUND', 'MEDIA_NOT_AN_IMAGE'],
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.delete(
    '/v1/products/:id',
    {
      config: { scope: deleteScope('products') },
      schema: {
        operationId: 'deleteProduct',
        tags,
        summary: 'Delete a product',
        description:
          'Deletes a product with its departures and pricing, and its product-scoped policies; collections drop it. Refused (409 `HAS_ACTIVE_BOOKINGS`) while it has bookings that are not cancelled.',
        emits: ['product.deleted', 'policy.deleted'],
        params: ProductIdParams,
        errors: ['MARKETPLACE_PRODUCT', 'HAS_ACTIVE_BOOKINGS'],
        response: { 200: OkBody, ...authErrors },
      },
    },
    async (req) => {
      await service.remove(req.auth.workspaceId, req.params.id);
      return { ok: true as const };
    },
  );
}
