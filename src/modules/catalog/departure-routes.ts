// HTTP for departures: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf } from '../../platform/http/pagination.js';
import { authErrors, OkBody } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreateDepartureBody, Departure, DepartureIdParams, DepartureListQuery, DepartureRangeQuery, DepartureProductQuery, UpdateDepartureBody } from './departure-schemas.js';
import type { DeparturesService } from './departure-service.js';
import { ProductIdOrSlugParams } from './product-schemas.js';

const tags = ['Departures'];
const Data = Type.Object({ data: Departure });
const List = ListResponse(Departure);
const Errors = { ...authErrors, 409: authErrors[400], 422: authErrors[400] };

export function departureRoutes(app: Api, service: DeparturesService): void {
  app.post('/v1/departures', {
    config: { scope: 'inventory:write' },
    schema: { tags, summary: 'Create a departure of a product', body: CreateDepartureBody, response: { 201: Data, ...Errors } },
  }, async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }));

  app.get('/v1/departures', {
    config: { scope: 'inventory:read' },
    schema: { tags, summary: 'List departures (by startAt), optionally of one product and a date range', querystring: Type.Intersect([ListQuery, DepartureListQuery]), response: { 200: List, ...Errors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const { productId, from, to, status } = req.query;
    const { items, total } = await service.list(req.auth.workspaceId, { productId, from, to, status }, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/products/:id/departures', {
    config: { scope: 'inventory:read' },
    schema: { tags, summary: 'List the departures of a product (by startAt)', params: ProductIdOrSlugParams, querystring: Type.Intersect([ListQuery, DepartureRangeQuery]), response: { 200: List, ...Errors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const { from, to, status } = req.query;
    const { items, total } = await service.listOfProduct(req.auth.workspaceId, req.params.id, { from, to, status }, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/departures/:id', {
    config: { scope: 'inventory:read' },
    schema: { tags, summary: 'Get a departure (capacity, bookedPax, remaining)', params: DepartureIdParams, querystring: DepartureProductQuery, response: { 200: Data, ...Errors } },
  }, async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id, req.query.productId) }));

  app.patch('/v1/departures/:id', {
    config: { scope: 'inventory:write' },
    schema: { tags, summary: 'Update a departure (capacity never below the seats booked)', params: DepartureIdParams, body: UpdateDepartureBody, response: { 200: Data, ...Errors } },
  }, async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }));

  app.delete('/v1/departures/:id', {
    config: { scope: deleteScope('inventory') },
    schema: { tags, summary: 'Delete a departure of a product (409 while it has bookings that are not cancelled)', params: DepartureIdParams, querystring: DepartureProductQuery, response: { 200: OkBody, ...Errors } },
  }, async (req) => {
    await service.remove(req.auth.workspaceId, req.params.id, req.query.productId);
    return { ok: true as const };
  });
}
