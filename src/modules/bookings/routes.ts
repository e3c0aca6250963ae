// HTTP for bookings, the booking wizard, the payment provider's notification and booking analytics.
import Type from 'typebox';
import type { Api } from '../../platform/index.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, ErrorBody, IdParamsOf, OkBody } from '../../platform/http/schemas.js';
import { parseId } from '../../platform/ids.js';
import type { AnalyticsService } from './analytics.js';
import type { PaymentsService } from './payments.js';
import {
  Booking,
  BookingListQuery,
  CategoriesQuery,
  CategoryRow,
  CreateBookingBody,
  IssuesBody,
  UpdateBookingBody,
  UpdateBookingResponse,
  WizardCommitted,
  WizardSession,
  WizardSessionBody,
  WizardSessionUpserted,
  WizardSubmitBody,
  WizardSubmitted,
} from './schemas.js';
import { listFilters, type BookingsService } from './service.js';
import type { WizardService } from './wizard.js';

const BOOKING_ALIASES = ['bkg', 'bk'];
const BookingParams = IdParamsOf('book', BOOKING_ALIASES);
const WizardParams = IdParamsOf('wzd');
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
const unprocessable = { 409: ErrorBody, 410: ErrorBody, 422: ErrorBody };

export interface BookingsModuleServices {
  bookings: BookingsService;
  wizard: WizardService;
  payments: PaymentsService;
  analytics: AnalyticsService;
}

export function bookingsRoutes(app: Api, s: BookingsModuleServices): void {
  const tags = ['Bookings'];
  const bookingId = (raw: string) => parseId(raw, 'book', 'id', { aliases: BOOKING_ALIASES });

  app.post('/v1/bookings', {
    config: { scope: 'bookings:write' },
    schema: { tags, summary: 'Create a booking (prices it and takes its seats)', body: CreateBookingBody, response: { 201: Booking, ...authErrors, ...unprocessable } },
  }, async (req, reply) => reply.code(201).send(await s.bookings.create(req.auth.workspaceId, req.body)));

  app.get('/v1/bookings', {
    config: { scope: 'bookings:read' },
    schema: { tags, summary: 'List bookings', querystring: Type.Intersect([ListQuery, BookingListQuery]), response: { 200: ListResponse(Booking), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
    const { items, total } = await s.bookings.list(req.auth.workspaceId, listFilters(req.query), sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/bookings/:id', {
    config: { scope: 'bookings:read' },
    schema: { tags, summary: 'Get a booking', params: BookingParams, response: { 200: Booking, ...authErrors } },
  }, async (req) => s.bookings.get(req.auth.workspaceId, bookingId(req.params.id)));

  app.patch('/v1/bookings/:id', {
    config: { scope: 'bookings:write' },
    schema: { tags, summary: 'Update a booking’s status or internal notes', params: BookingParams, body: UpdateBookingBody, response: { 200: UpdateBookingResponse, ...authErrors, ...unprocessable } },
  }, async (req) => s.bookings.update(req.auth.workspaceId, bookingId(req.params.id), req.body));

  // ------------------------------------------------------------------------------------------------ wizard
  const wizardTags = ['Booking wizard'];

  app.post('/v1/bookings/wizard/session', {
    config: { scope: 'bookings:write' },
    schema: { tags: wizardTags, summary: 'Create or merge a booking-wizard session', body: WizardSessionBody, response: { 200: WizardSessionUpserted, 201: WizardSessionUpserted, ...authErrors } },
  }, async (req, reply) => {
    const r = await s.wizard.upsert(req.auth.workspaceId, req.body);
    return reply.code(r.created ? 201 : 200).send(r);
  });

  app.get('/v1/bookings/wizard/:id', {
    config: { scope: 'bookings:read' },
    schema: { tags: wizardTags, summary: 'Get a booking-wizard session', params: WizardParams, response: { 200: Type.Object({ session: WizardSession }), ...authErrors } },
  }, async (req) => ({ session: await s.wizard.get(req.auth.workspaceId, req.params.id) }));

  app.post('/v1/bookings/wizard/:id/commit', {
    config: { scope: 'bookings:write' },
    schema: { tags: wizardTags, summary: 'Commit a wizard session into a booking', params: WizardParams, response: { 200: WizardCommitted, ...authErrors, 400: IssuesBody, ...unprocessable } },
  }, async (req) => s.wizard.commit(req.auth.workspaceId, req.params.id));

  app.post('/v1/bookings/wizard', {
    config: { scope: 'bookings:write' },
    schema: { tags: wizardTags, summary: 'Queue a wizard submission; the booking is created once the payment is confirmed', body: WizardSubmitBody, response: { 202: WizardSubmitted, ...authErrors, 400: IssuesBody, ...unprocessable } },
  }, async (req, reply) => reply.code(202).send(await s.wizard.submit(req.auth.workspaceId, req.body)));

  // ------------------------------------------------------------------------------------------------ payments
  // The provider signs the exact bytes it sent, so this route (alone) reads its body raw, whatever the
  // content type; the body is parsed after the notification has been stored and verified.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/v1/integrations/paymentprovider/notify', {
      config: { public: true },
      schema: {
        tags: ['Payments'],
        summary: 'Payment provider notification (unauthenticated; address allow-list and signature)',
        security: [],
        response: { 200: OkBody, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    }, async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return s.payments.notify({ raw, headers: req.headers, ip: req.ip });
    });
  });

  // ------------------------------------------------------------------------------------------------ analytics
  app.get('/v1/analytics/bookings/categories', {
    config: { scope: 'analytics:read' },
    schema: {
      tags: ['Analytics'],
      summary: 'Booking totals by UTC day and product category (bookings not cancelled)',
      querystring: CategoriesQuery,
      response: { 200: Type.Array(CategoryRow), ...authErrors },
    },
  }, async (req, reply) => {
    // JSON text the database built (already in the response schema's shape): a string with a JSON content type is
    // sent as is, so the rows are not decoded and encoded again.
    const json = await s.analytics.categories(req.auth, req.query);
    return reply.type('application/json; charset=utf-8').send(json as never);
  });
}
