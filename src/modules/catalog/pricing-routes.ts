// HTTP for product pricing and the spec's pricing options.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors, Ref } from '../../platform/http/schemas.js';
import { ProductIdParams } from './product-schemas.js';
import { Pricing, PricingOption, PricingOptionsQuery, PutPricingBody } from './pricing-schemas.js';
import type { PricingService } from './pricing-service.js';

const tags = ['Pricing'];
const Data = Type.Object({ data: Ref(Pricing) });

export function pricingRoutes(app: Api, service: PricingService): void {
  app.put(
    '/v1/products/:id/pricing',
    {
      config: { scope: 'products:write' },
      schema: {
        operationId: 'updateProductPricing',
        tags,
        summary: "Replace a product's pricing",
        description:
          "Replaces the product's room categories, rate plans (the first is the base plan) and per-departure overrides as a whole. Amounts are decimal major units per person, in the product's currency.",
        emits: ['product.updated'],
        params: ProductIdParams,
        body: PutPricingBody,
        errors: ['UNKNOWN_REFERENCE', 'CURRENCY_MISMATCH', 'UNPROCESSABLE'],
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.put(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.get(
    '/v1/products/:id/pricing',
    {
      config: { scope: 'products:read' },
      schema: {
        operationId: 'getProductPricing',
        tags,
        summary: "Get a product's pricing",
        description: "Answers the product's pricing model, room categories, rate plans and departure overrides.",
        params: ProductIdParams,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }),
  );

  app.get(
    '/v1/products/:id/pricing/options',
    {
      config: { scope: 'products:read' },
      schema: {
        operationId: 'listProductPricingOptions',
        tags,
        summary: 'List the price per room category',
        description:
          "Answers each room category with its price per person for a departure and rate plan: the departure's override, else the rate plan's price, else the base plan's. Empty unless the product is priced per room.",
        params: ProductIdParams,
        querystring: PricingOptionsQuery,
        response: { 200: Type.Object({ options: Type.Array(Ref(PricingOption)) }), ...authErrors },
      },
    },
    async (req) => ({ options: await service.options(req.auth.workspaceId, req.params.id, req.query) }),
  );
}
