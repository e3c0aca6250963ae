// HTTP for bookings: create (priced, seats taken), list, get, and the PATCH of status and notes.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf } from '../../platform/http/schemas.js';
import { parseId } from '../../platform/ids.js';
import { Booking, BookingListQuery, CreateBookingBody, refusedErrors, UpdateBookingBody, UpdateBookingResponse } from './booking-schemas.js';
import { listFilters, type BookingsService } from './booking-service.js';

const tags = ['Bookings'];
const BOOKING_ALIASES = ['bkg', 'bk'];
const BookingParams = IdParamsOf('book', BOOKING_ALIASES);
const SORTS = {
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
  code: 'code',
  total: 'total_minor',
  departure_start_at: 'departure_start_at',
  startAt: 'departure_start_at',
  status: 'status',
} as const;

export function bookingRoutes(app: Api, bookings: BookingsService): void {
  const bookingId = (raw: string) => parseId(raw, 'book', 'id', { aliases: BOOKING_ALIASES });

  app.post('/v1/bookings', {
    config: { scope: 'bookings:write' },
    schema: { tags, summary: 'Create a booking (prices it and takes its seats)', body: CreateBookingBody, response: { 201: Booking, ...authErrors, ...refusedErrors } },
  }, async (req, reply) => reply.code(201).send(await bookings.create(req.auth.workspaceId, req.body)));

  app.get('/v1/bookings', {
    config: { scope: 'bookings:read' },
    schema: { tags, summary: 'List bookings', querystring: Type.Intersect([ListQuery, BookingListQuery]), response: { 200: ListResponse(Booking), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
    const { items, total } = await bookings.list(req.auth.workspaceId, listFilters(req.query), sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/bookings/:id', {
    config: { scope: 'bookings:read' },
    schema: { tags, summary: 'Get a booking', params: BookingParams, response: { 200: Booking, ...authErrors } },
  }, async (req) => bookings.get(req.auth.workspaceId, bookingId(req.params.id)));

  app.patch('/v1/bookings/:id', {
    config: { scope: 'bookings:write' },
    schema: { tags, summary: 'Update a booking’s status or internal notes', params: BookingParams, body: UpdateBookingBody, response: { 200: UpdateBookingResponse, ...authErrors, ...refusedErrors } },
  }, async (req) => bookings.update(req.auth.workspaceId, bookingId(req.params.id), req.body));
}
