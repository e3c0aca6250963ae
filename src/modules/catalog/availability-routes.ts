// HTTP for a product's availability calendar.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { notModified } from '../../platform/http/etag.js';
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
          "Answers each local day from `from` (default: today) to `to` (default: `from` + 30 days; at most 366 days), in the workspace's time zone, with a status (`AVAILABLE`, `LIMITED`, `SOLD_OUT`, `CLOSED`), the vacancies and capacity of its departures that sell and their lowest price, and each departure with its local start, status, vacancies and price per unit. Holds count at once: their seats are taken. A departure is `CLOSED` when it is not scheduled, has started or is past its sales cut-off, `LIMITED` when its vacancies are at most the workspace's `availabilityLimitedPercent` (default 20) of its capacity. With `units` (`adult:2,child:1`), departures without seats for that party are `SOLD_OUT` and each answers the party's `total`. Every answer carries an `ETag` and `Cache-Control: private, no-cache`: send it back in `If-None-Match` and an unchanged calendar answers 304 without a body; any booking, hold, lapse, cancellation, departure or price change of the product (or a new day, or a departure reaching its sales cut-off) gives a new one. Answers are never stale: the server keeps them only until the product's next change.",
        params: ProductIdOrSlugParams,
        querystring: AvailabilityQuery,
        errors: ['UNKNOWN_REFERENCE'],
        response: {
          200: Type.Object(
            { data: Ref(Availability) },
            {
              headers: {
                ETag: {
                  type: 'string',
                  description: "The answer's tag: `If-None-Match` with it answers 304 while the calendar is unchanged.",
                },
                'Cache-Control': { type: 'string', description: '`private, no-cache`: revalidate with the ETag.' },
              },
            },
          ),
          304: { description: "Not modified: the calendar is the one the request's `If-None-Match` names" },
          ...authErrors,
        },
      },
    },
    async (req, reply) => {
      const kept = await service.kept(
        req.auth.workspaceId,
        req.params.id,
        {
          from: req.query.from,
          to: req.query.to,
          units: parseUnits(req.query.units),
          ratePlanId: req.query.ratePlanId ?? null,
        },
        (answer) => reply.serialize(answer) as string,
      );
      // The kept bytes go out as they are (no serialisation): the reply is widened from the route's typed one.
      const raw: FastifyReply = reply;
      raw.header('etag', kept.etag).header('cache-control', 'private, no-cache');
      if (notModified(req.headers['if-none-match'], kept.etag)) return raw.code(304).send();
      return raw.header('content-type', 'application/json; charset=utf-8').send(kept.body);
    },
  );
}
