// HTTP for the marketplace's providers and products (spec "Marketplace endpoints"): every route is refused to sandbox workspaces right after
// authentication (`liveOnly`), before its scope or input is looked at.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, ErrorBody, PrefixedId } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { Availability, AvailabilityQuery, MarketplaceProduct, ProductListQuery, Provider } from './product-schemas.js';
import { availabilityRange, type MarketplaceService } from './product-service.js';

const tags = ['Marketplace'];
const ProductParams = Type.Object({ productId: PrefixedId('mp_prod') });
const SORTS = { title: 'title', created_at: 'created_at', createdAt: 'created_at', updated_at: 'updated_at', updatedAt: 'updated_at' } as const;
const errors = { ...authErrors, 422: ErrorBody };

export function productRoutes(app: Api, service: MarketplaceService): void {
  app.get('/v1/marketplace/providers', {
    config: { scope: 'catalog:read', liveOnly: true },
    schema: { tags, summary: 'List the providers this workspace reaches (by connection or grant)', querystring: ListQuery, response: { 200: ListResponse(Provider), ...errors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const { items, total } = await service.listProviders(req.auth.workspaceId, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/marketplace/products', {
    config: { scope: 'catalog:read', liveOnly: true },
    schema: { tags, summary: 'Search the products of the providers this workspace reaches', querystring: Type.Intersect([ListQuery, ProductListQuery]), response: { 200: ListResponse(MarketplaceProduct), ...errors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'title', direction: 'asc' });
    const { q, providerId, type, enabled } = req.query;
    const { items, total } = await service.listProducts(req.auth.workspaceId, { q, providerId, type, enabled }, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/marketplace/products/:productId', {
    config: { scope: 'catalog:read', liveOnly: true },
    schema: { tags, summary: 'Get a marketplace product', params: ProductParams, response: { 200: MarketplaceProduct, ...errors } },
  }, async (req) => service.getProduct(req.auth.workspaceId, req.params.productId));

  app.post('/v1/marketplace/products/:productId/enable', {
    config: { scope: 'catalog:write', liveOnly: true },
    schema: { tags, summary: 'Enable a marketplace product for this workspace (idempotent)', params: ProductParams, response: { 200: MarketplaceProduct, ...errors } },
  }, async (req) => service.enable(req.auth.workspaceId, req.params.productId));

  app.delete('/v1/marketplace/products/:productId/disable', {
    config: { scope: deleteScope('catalog'), liveOnly: true },
    schema: { tags, summary: 'Disable a previously enabled marketplace product (404 if it is not enabled)', params: ProductParams, response: { 200: MarketplaceProduct, ...errors } },
  }, async (req) => service.disable(req.auth.workspaceId, req.params.productId));

  app.get('/v1/marketplace/products/:productId/availability', {
    config: { scope: 'inventory:read', liveOnly: true },
    schema: {
      tags,
      summary: 'Preview the availability of a marketplace product, read live from its provider (501 when the provider has none)',
      params: ProductParams,
      querystring: AvailabilityQuery,
      response: { 200: Availability, ...errors, 501: ErrorBody },
    },
  }, async (req) => service.availability(req.auth.workspaceId, req.params.productId, availabilityRange(req.query)));
}
