// HTTP for bookings: create (priced, seats taken), list, get, the PATCH of status and notes, confirm, extend a hold,
// and change what was booked.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import { parseId } from '../../platform/ids.js';
import {
  Booking,
  BookingChanged,
  BookingListQuery,
  ChangeBookingBody,
  CreateBookingBody,
  ExtendHoldBody,
  BOOKING_ERRORS,
  COMMAND_ERRORS,
  UpdateBookingBody,
  UpdateBookingResponse,
} from './booking-schemas.js';
import { listFilters, type BookingsService } from './booking-service.js';

const tags = ['Bookings'];
const BookingBody = Ref(Booking);
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
  hold_expires_at: 'hold_expires_at',
  holdExpiresAt: 'hold_expires_at',
} as const;

export function bookingRoutes(app: Api, bookings: BookingsService): void {
  const bookingId = (raw: string) => parseId(raw, 'book', 'id', { aliases: BOOKING_ALIASES });

  app.post(
    '/v1/bookings',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'createBooking',
        tags,
        summary: 'Create a booking',
        description:
          "Books a departure of a product: prices the booking from the product's pricing (travellers, rooms, rate plan) and takes its seats in one step. It starts `pending`, or `on_hold` with `hold: true`: the seats are taken the same way, and given back by a job when `hold_expires_at` passes (status `expired`, `booking.expired`) unless the booking is confirmed (`POST /v1/bookings/{id}/confirm`) or cancelled first; `holdMinutes` outside the configured bounds is a 400. Refused with 422 when the departure has too few seats (`CAPACITY_EXCEEDED`) or the request does not fit the product.",
        emits: ['booking.created', 'inventory.updated'],
        body: CreateBookingBody,
        errors: [...BOOKING_ERRORS],
        response: { 201: BookingBody, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await bookings.create(req.auth.workspaceId, req.body)),
  );

  app.get(
    '/v1/bookings',
    {
      config: { scope: 'bookings:read' },
      schema: {
        operationId: 'listBookings',
        tags,
        summary: 'List bookings',
        description:
          "Lists bookings, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `code`, `total`, `startAt`, `status`, `holdExpiresAt`: with `status=on_hold`, the holds that lapse soonest first); filter by status, product, departure, payment status, creation dates, `needsAttention`, the departure's start (`departureFrom`–`departureTo`, inclusive: a date covers its whole UTC day), the customer (`billingPersonId`), and search with `q`: the beginning of a booking code, or a part of the billing contact's name or email, in any case.",
        querystring: Type.Intersect([ListQuery, BookingListQuery]),
        response: { 200: ListResponse(BookingBody), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { items, total } = await bookings.list(req.auth.workspaceId, listFilters(req.query), sort, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/bookings/:id',
    {
      config: { scope: 'bookings:read' },
      schema: {
        operationId: 'getBooking',
        tags,
        summary: 'Get a booking',
        description:
          'Answers one booking with its pricing, travellers and payment state (`book_…`; the alias prefixes `bkg_` and `bk_` are accepted).',
        params: BookingParams,
        response: { 200: BookingBody, ...authErrors },
      },
    },
    async (req) => bookings.get(req.auth.workspaceId, bookingId(req.params.id)),
  );

  app.patch(
    '/v1/bookings/:id',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'updateBooking',
        tags,
        summary: 'Update a booking',
        description:
          "Changes a booking's status (along the allowed transitions: confirming takes its seats if it had none, cancelling gives them back, also a booking on hold; a lapsed hold cannot be confirmed, 410 `HOLD_EXPIRED`) or its internal notes.",
        emits: ['booking.updated', 'booking.confirmed', 'booking.cancelled', 'inventory.updated'],
        params: BookingParams,
        body: UpdateBookingBody,
        errors: [...COMMAND_ERRORS, 'CAPACITY_EXCEEDED'],
        response: { 200: UpdateBookingResponse, ...authErrors },
      },
    },
    async (req) => bookings.update(req.auth.workspaceId, bookingId(req.params.id), req.body),
  );

  app.post(
    '/v1/bookings/:id/confirm',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'confirmBooking',
        tags,
        summary: 'Confirm a booking',
        description:
          'Confirms a booking on hold (or a pending one): it keeps its seats for good. A hold that has lapsed is refused with 410 `HOLD_EXPIRED`, even before its expiry job has run; a cancelled or completed booking is 422 `INVALID_STATUS_TRANSITION`. Confirming a confirmed booking answers it unchanged.',
        emits: ['booking.updated', 'booking.confirmed', 'inventory.updated'],
        params: BookingParams,
        errors: [...COMMAND_ERRORS, 'CAPACITY_EXCEEDED'],
        response: { 200: BookingBody, ...authErrors },
      },
    },
    async (req) => bookings.confirm(req.auth.workspaceId, bookingId(req.params.id)),
  );

  app.post(
    '/v1/bookings/:id/changes',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'changeBooking',
        tags,
        summary: 'Change a booking',
        description:
          'Changes what was booked: other units (or rooms and travellers), another rate plan, another departure of the product, or a departure of another product (`productId` with `departureId`; its base rate plan unless `ratePlanId` is sent). What is sent replaces what the booking has; the rest stays. The new shape is priced from the current prices and checked as a new booking would be (the departure can still be sold, the units fit the product); its seats are taken before the old ones are given back, in one step, so a departure without them refuses the change (422 `CAPACITY_EXCEEDED`) and nothing changes. A hold keeps its expiry. The answer shows the booking and the difference of the totals (`difference`: due from the guest when positive, to refund when negative); with `preview: true` the change is priced and answered but not made. A cancelled, expired or completed booking cannot be changed (409 `INVALID_COMMAND`); a lapsed hold is 410 `HOLD_EXPIRED`.',
        emits: ['booking.updated', 'inventory.updated'],
        params: BookingParams,
        body: ChangeBookingBody,
        errors: [...COMMAND_ERRORS, ...BOOKING_ERRORS],
        response: { 200: BookingChanged, ...authErrors },
      },
    },
    async (req) => bookings.changeBooking(req.auth.workspaceId, bookingId(req.params.id), req.body),
  );

  app.post(
    '/v1/bookings/:id/extend',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'extendBookingHold',
        tags,
        summary: "Extend a booking's hold",
        description:
          'Moves the lapse of a booking on hold to `minutes` from now (within the configured bounds `HOLD_MIN_MINUTES`..`HOLD_MAX_MINUTES`, else 400 with `details.field: minutes`). A lapsed hold is 410 `HOLD_EXPIRED`; a booking not on hold is 409 `NOT_ON_HOLD`.',
        emits: ['booking.updated'],
        params: BookingParams,
        body: ExtendHoldBody,
        errors: ['HOLD_EXPIRED', 'NOT_ON_HOLD', 'BOOKING_CHANGED'],
        response: { 200: BookingBody, ...authErrors },
      },
    },
    async (req) => bookings.extend(req.auth.workspaceId, bookingId(req.params.id), req.body),
  );
}
