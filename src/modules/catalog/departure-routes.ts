// HTTP for departures: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf } from '../../platform/http/pagination.js';
import { authErrors, OkBody, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { requireScope } from '../../platform/http/auth.js';
import {
  CancelDepartureBody,
  CreateDepartureBody,
  CreateDepartureScheduleBody,
  Departure,
  DepartureSchedule,
  DepartureIdParams,
  DepartureListQuery,
  DepartureRangeQuery,
  DepartureProductQuery,
  UpdateDepartureBody,
} from './departure-schemas.js';
import type { DeparturesService } from './departure-service.js';
import { ProductIdOrSlugParams } from './product-schemas.js';

const tags = ['Departures'];
const Data = Type.Object({ data: Ref(Departure) });
const List = ListResponse(Ref(Departure));

export function departureRoutes(app: Api, service: DeparturesService): void {
  app.post(
    '/v1/departures',
    {
      config: { scope: 'inventory:write' },
      schema: {
        operationId: 'createDeparture',
        tags,
        summary: 'Create a departure',
        description:
          'Creates a dated departure of a product with its capacity (seats); it starts `scheduled` unless `status` says otherwise.',
        emits: ['departure.created', 'inventory.updated'],
        body: CreateDepartureBody,
        errors: ['UNPROCESSABLE'],
        response: { 201: Data, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }),
  );

  app.post(
    '/v1/products/:id/departures/schedule',
    {
      config: { scope: 'inventory:write' },
      schema: {
        operationId: 'createDepartureSchedule',
        tags,
        summary: 'Create departures from a schedule',
        description:
          "Creates a product's (by id or slug) departures from a weekly pattern: on every local date from `from` to `to` (inclusive) that falls on one of `daysOfWeek` (ISO: 1 is Monday), one at each of `times`, read as wall-clock times in `timezone` (the workspace's by default); each ends `durationMinutes` after it starts and has the capacity, cut-off, meeting point and status given, as `createDeparture` makes it. A time the clocks skip (spring forward) moves forward by the gap (02:30 becomes 03:30); a time they show twice (fall back) is the earlier one. A start the product already has a departure at is skipped (`skipped` names that departure), so sending the same schedule again creates nothing. At most 1,000 departures a request (422 `SCHEDULE_TOO_LARGE`, checked before anything is written); a pattern none of whose dates falls on its days is 422 `UNPROCESSABLE`. All or nothing: one transaction.",
        emits: ['departure.created', 'inventory.updated'],
        params: ProductIdOrSlugParams,
        body: CreateDepartureScheduleBody,
        errors: ['SCHEDULE_TOO_LARGE', 'UNPROCESSABLE'],
        response: { 201: Type.Object({ data: DepartureSchedule }), ...authErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await service.createSchedule(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.get(
    '/v1/departures',
    {
      config: { scope: 'inventory:read' },
      schema: {
        operationId: 'listDepartures',
        tags,
        summary: 'List departures',
        description:
          'Lists departures by start, optionally of one product (`productId`), of a status, and starting within `from`–`to` (dates cover their whole UTC day).',
        querystring: Type.Intersect([ListQuery, DepartureListQuery]),
        response: { 200: List, ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { productId, from, to, status } = req.query;
      const { items, total } = await service.list(req.auth.workspaceId, { productId, from, to, status }, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/products/:id/departures',
    {
      config: { scope: 'inventory:read' },
      schema: {
        operationId: 'listProductDepartures',
        tags,
        summary: "List a product's departures",
        description:
          'Lists the departures of one product (by id or slug) by start, optionally of a status and within `from`–`to`.',
        params: ProductIdOrSlugParams,
        querystring: Type.Intersect([ListQuery, DepartureRangeQuery]),
        response: { 200: List, ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { from, to, status } = req.query;
      const { items, total } = await service.listOfProduct(
        req.auth.workspaceId,
        req.params.id,
        { from, to, status },
        page,
      );
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/departures/:id',
    {
      config: { scope: 'inventory:read' },
      schema: {
        operationId: 'getDeparture',
        tags,
        summary: 'Get a departure',
        description:
          'Answers one departure with its capacity, the seats booked (`bookedPax`) and those left (`remaining`). With `productId`, a departure of another product is not found.',
        params: DepartureIdParams,
        querystring: DepartureProductQuery,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id, req.query.productId) }),
  );

  app.patch(
    '/v1/departures/:id',
    {
      config: { scope: 'inventory:write' },
      schema: {
        operationId: 'updateDeparture',
        tags,
        summary: 'Update a departure',
        description:
          'Changes the fields sent. The capacity never goes below the seats booked (422 `CAPACITY_BELOW_BOOKED`); a capacity change also announces `departure.capacity.changed` and `inventory.updated`.',
        emits: ['departure.updated', 'departure.capacity.changed', 'inventory.updated'],
        params: DepartureIdParams,
        body: UpdateDepartureBody,
        errors: ['CAPACITY_BELOW_BOOKED', 'UNPROCESSABLE'],
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.post(
    '/v1/departures/:id/cancel',
    {
      config: { scope: 'inventory:write' },
      schema: {
        operationId: 'cancelDeparture',
        tags,
        summary: 'Cancel a departure',
        description:
          'Cancels a departure (status `cancelled`: nothing more can be booked on it) and, as `bookings` asks, its bookings on hold, pending or confirmed: `cancel` cancels each in the same transaction (seats given back, `cancellation_reason` = `reason`, `booking.cancelled`; money already paid stays recorded on each booking, to refund from it), which also needs the `bookings:write` scope; `keep` leaves them as they are, to move to another departure or cancel one by one. Answers the departure and the ids of the bookings cancelled and kept. Cancelling a cancelled departure again only applies `bookings` to those still active.',
        emits: ['departure.updated', 'booking.updated', 'booking.cancelled', 'inventory.updated'],
        params: DepartureIdParams,
        body: CancelDepartureBody,
        response: {
          200: Type.Object({
            data: Type.Object({
              departure: Ref(Departure),
              bookings: Type.Object({
                cancelled: Type.Array(Type.String({ description: 'book_… id' })),
                kept: Type.Array(Type.String({ description: 'book_… id' })),
              }),
            }),
          }),
          ...authErrors,
        },
      },
    },
    async (req) => {
      if (req.body.bookings === 'cancel') requireScope(req.auth, 'bookings:write');
      return { data: await service.cancel(req.auth.workspaceId, req.params.id, req.body) };
    },
  );

  app.delete(
    '/v1/departures/:id',
    {
      config: { scope: deleteScope('inventory') },
      schema: {
        operationId: 'deleteDeparture',
        tags,
        summary: 'Delete a departure',
        description:
          'Deletes a departure; `productId` (its product) is required. Refused (409 `HAS_ACTIVE_BOOKINGS`) while it has bookings that are not cancelled.',
        emits: ['inventory.updated'],
        params: DepartureIdParams,
        querystring: DepartureProductQuery,
        errors: ['HAS_ACTIVE_BOOKINGS'],
        response: { 200: OkBody, ...authErrors },
      },
    },
    async (req) => {
      await service.remove(req.auth.workspaceId, req.params.id, req.query.productId);
      return { ok: true as const };
    },
  );
}
