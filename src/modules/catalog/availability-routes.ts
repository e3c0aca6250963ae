// HTTP for a product's availability calendar.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors, Ref } from '../../platform/http/schemas.js';
import { Availability, AvailabilityQuery } from './availability-schemas.js';
import { parseUnits, type AvailabilityService } from './availability-service.js';
import { ProductIdOrSlugParams } from './product-schemas.js';

export function availabilityRoutes(app: Api, service: AvailabilityService): void {
  app.get(
    '/v1/products/:id/availability',
    {
      config: { scope: 'inventory:read' },
      schema: {
        operationId: 'getProductAvailability',
        tags: ['Departures'],
        summary: "Get a product's availability calendar",
        description:
          "Answers each local day from `from` (default: today) to `to` (default: `from` + 30 days; at most 366 days), in the workspace's time zone, with a status (`AVAILABLE`, `LIMITED`, `SOLD_OUT`, `CLOSED`), the vacancies and capacity of its departures that sell and their lowest price, and each departure with its local start, status, vacancies and price per unit. Holds count at once: their seats are taken. A departure is `CLOSED` when it is not scheduled, has started or is past its sales cut-off, `LIMITED` when its vacancies are at most the workspace's `availabilityLimitedPercent` (default 20) of its capacity. With `units` (`adult:2,child:1`), departures without seats for that party are `SOLD_OUT` and each answers the party's `total`.",
        params: ProductIdOrSlugParams,
        querystring: AvailabilityQuery,
        errors: ['UNKNOWN_REFERENCE'],
        response: { 200: Type.Object({ data: Ref(Availability) }), ...authErrors },
      },
    },
    async (req) => ({
      data: await service.calendar(req.auth.workspaceId, req.params.id, {
        from: req.query.from,
        to: req.query.to,
        units: parseUnits(req.query.units),
        ratePlanId: req.query.ratePlanId ?? null,
      }),
    }),
  );
}
