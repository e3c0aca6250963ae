// HTTP for product pricing and the spec's pricing options.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors } from '../../platform/http/schemas.js';
import { ProductIdParams } from './product-schemas.js';
import { Pricing, PricingOption, PricingOptionsQuery, PutPricingBody } from './pricing-schemas.js';
import type { PricingService } from './pricing-service.js';

const tags = ['Pricing'];
const Data = Type.Object({ data: Pricing });
const Errors = { ...authErrors, 422: authErrors[400] };

export function pricingRoutes(app: Api, service: PricingService): void {
  app.put('/v1/products/:id/pricing', {
    config: { scope: 'products:write' },
    schema: { tags, summary: 'Replace the room categories, rate plans (the first is the base) and departure overrides', params: ProductIdParams, body: PutPricingBody, response: { 200: Data, ...Errors } },
  }, async (req) => ({ data: await service.put(req.auth.workspaceId, req.params.id, req.body) }));

  app.get('/v1/products/:id/pricing', {
    config: { scope: 'products:read' },
    schema: { tags, summary: 'The pricing of a product', params: ProductIdParams, response: { 200: Data, ...Errors } },
  }, async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }));

  app.get('/v1/products/:id/pricing/options', {
    config: { scope: 'products:read' },
    schema: {
      tags,
      summary: 'Room categories with their price per person (departure override over rate plan over base); empty unless priced per room',
      params: ProductIdParams,
      querystring: PricingOptionsQuery,
      response: { 200: Type.Object({ options: Type.Array(PricingOption) }), ...Errors },
    },
  }, async (req) => ({ options: await service.options(req.auth.workspaceId, req.params.id, req.query) }));
}
