// HTTP for products: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, pageOf, parseSort, sendSharedPage } from '../../platform/http/pagination.js';
import { authErrors, OkBody } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreateProductBody, Product, ProductIdOrSlugParams, ProductIdParams, ProductListQuery, UpdateProductBody } from './product-schemas.js';
import type { ProductsService } from './product-service.js';
import { tagSlugOf } from './tag-service.js';

const tags = ['Products'];
const Data = Type.Object({ data: Product });
const SORTS = { title: 'title', created_at: 'created_at', createdAt: 'created_at', updated_at: 'updated_at', updatedAt: 'updated_at' } as const;

export function productRoutes(app: Api, service: ProductsService): void {
  app.post('/v1/products', {
    config: { scope: 'products:write' },
    schema: { tags, summary: 'Create a product', body: CreateProductBody, response: { 201: Data, ...authErrors } },
  }, async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }));

  app.get('/v1/products', {
    config: { scope: 'products:read' },
    schema: { tags, summary: 'List products (owned and enabled marketplace products)', querystring: Type.Intersect([ListQuery, ProductListQuery]), response: { 200: ListResponse(Product), ...authErrors } },
  }, async (req, reply) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'updated_at', direction: 'desc' });
    const { q, source, status, type, category } = req.query;
    const tags = req.query.tags?.split(',').map(tagSlugOf).filter(Boolean);
    return sendSharedPage(reply, await service.list(req.auth.workspaceId, { q, source, status, type, category, tags }, sort, page), page);
  });

  app.get('/v1/products/:id', {
    config: { scope: 'products:read' },
    schema: { tags, summary: 'Get a product by id or slug', params: ProductIdOrSlugParams, response: { 200: Data, ...authErrors } },
  }, async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }));

  app.patch('/v1/products/:id', {
    config: { scope: 'products:write' },
    schema: { tags, summary: 'Update a product (null clears a field)', params: ProductIdParams, body: UpdateProductBody, response: { 200: Data, ...authErrors } },
  }, async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }));

  app.delete('/v1/products/:id', {
    config: { scope: deleteScope('products') },
    schema: { tags, summary: 'Delete a product (409 while it has bookings that are not cancelled)', params: ProductIdParams, response: { 200: OkBody, ...authErrors } },
  }, async (req) => {
    await service.remove(req.auth.workspaceId, req.params.id);
    return { ok: true as const };
  });
}
