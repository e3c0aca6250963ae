// HTTP for the marketplace's providers and products (spec "Marketplace endpoints"): every route is refused to sandbox workspaces right after
// authentication (`liveOnly`), before its scope or input is looked at.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, PrefixedId, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { Availability, AvailabilityQuery, MarketplaceProduct, ProductListQuery, Provider } from './product-schemas.js';
import { availabilityRange, type MarketplaceService } from './product-service.js';

const tags = ['Marketplace'];
const ProductBody = Ref(MarketplaceProduct);
const ProductParams = Type.Object({ productId: PrefixedId('mp_prod') });
const SORTS = {
  title: 'title',
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
} as const;

export function productRoutes(app: Api, service: MarketplaceService): void {
  app.get(
    '/v1/marketplace/providers',
    {
      config: { scope: 'catalog:read', liveOnly: true },
      schema: {
        operationId: 'listMarketplaceProviders',
        tags,
        summary: 'List marketplace providers',
        description:
          'Lists the providers this workspace reaches, by connection or grant, and whether each answers live availability.',
        querystring: ListQuery,
        response: { 200: ListResponse(Ref(Provider)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { items, total } = await service.listProviders(req.auth.workspaceId, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/marketplace/products',
    {
      config: { scope: 'catalog:read', liveOnly: true },
      schema: {
        operationId: 'listMarketplaceProducts',
        tags,
        summary: 'Search marketplace products',
        description:
          'Searches the products of the providers this workspace reaches, by title unless `sort` says otherwise; filter by provider, type and whether this workspace enabled them, search with `q`.',
        querystring: Type.Intersect([ListQuery, ProductListQuery]),
        response: { 200: ListResponse(ProductBody), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'title', direction: 'asc' });
      const { q, providerId, type, enabled } = req.query;
      const { items, total } = await service.listProducts(
        req.auth.workspaceId,
        { q, providerId, type, enabled },
        sort,
        page,
      );
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/marketplace/products/:productId',
    {
      config: { scope: 'catalog:read', liveOnly: true },
      schema: {
        operationId: 'getMarketplaceProduct',
        tags,
        summary: 'Get a marketplace product',
        description: 'Answers one marketplace product and whether this workspace has enabled it.',
        params: ProductParams,
        response: { 200: ProductBody, ...authErrors },
      },
    },
    async (req) => service.getProduct(req.auth.workspaceId, req.params.productId),
  );

  app.post(
    '/v1/marketplace/products/:productId/enable',
    {
      config: { scope: 'catalog:write', liveOnly: true },
      schema: {
        operationId: 'enableMarketplaceProduct',
        tags,
        summary: 'Enable a marketplace product',
        description:
          "Adds a marketplace product to this workspace's catalog (a product with `source: marketplace`, bookable like its own). Enabling an enabled product changes nothing.",
        emits: ['product.created'],
        params: ProductParams,
        response: { 200: ProductBody, ...authErrors },
      },
    },
    async (req) => service.enable(req.auth.workspaceId, req.params.productId),
  );

  app.delete(
    '/v1/marketplace/products/:productId/disable',
    {
      config: { scope: deleteScope('catalog'), liveOnly: true },
      schema: {
        operationId: 'disableMarketplaceProduct',
        tags,
        summary: 'Disable a marketplace product',
        description: "Takes an enabled marketplace product out of this workspace's catalog (404 if it is not enabled).",
        emits: ['product.deleted'],
        params: ProductParams,
        response: { 200: ProductBody, ...authErrors },
      },
    },
    async (req) => service.disable(req.auth.workspaceId, req.params.productId),
  );

  app.get(
    '/v1/marketplace/products/:productId/availability',
    {
      config: { scope: 'inventory:read', liveOnly: true },
      schema: {
        operationId: 'getMarketplaceProductAvailability',
        tags,
        summary: "Preview a product's availability",
        description:
          'Reads the departures, seats left and lowest prices of a marketplace product live from its provider, for a date range (501 when the provider offers none).',
        params: ProductParams,
        querystring: AvailabilityQuery,
        errors: ['AVAILABILITY_NOT_SUPPORTED'],
        response: { 200: Ref(Availability), ...authErrors },
      },
    },
    async (req) => service.availability(req.auth.workspaceId, req.params.productId, availabilityRange(req.query)),
  );
}
