// The OCTO supplier API at /octo (docs/octo.md): one Fastify plugin with its own error and not-found handlers, so
// every answer under /octo, failures included, has the standard's shape. Authenticated like /v1 (our API keys, the
// workspace from the key); the routes follow the OCTO standard's own specification and are left out of
// /v1/openapi.json (`hide`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Api } from '../../platform/module.js';
import type { Kept } from '../catalog/availability-kept.js';
import { CAPABILITY_LIST, capabilitiesHeader, capabilitiesOf, type Capabilities } from './capabilities.js';
import { octoErrorHandler, octoNotFound } from './errors.js';
import {
  AvailabilityBody,
  BookingParams,
  BookingsQuery,
  CalendarBody,
  CancelBody,
  ConfirmBody,
  ExtendBody,
  ProductParams,
  ReservationBody,
  UpdateBody,
} from './schemas.js';
import type { OctoCaller, OctoService } from './service.js';

/**
 * Scopes: a key made for a reseller needs only `octo:read` and `octo:write` (it then reaches nothing of /v1); a
 * key with the matching /v1 scopes may call the same operations.
 */
export const OCTO_SCOPES = {
  catalog: ['octo:read', 'products:read'],
  availability: ['octo:read', 'inventory:read'],
  readBookings: ['octo:read', 'bookings:read'],
  writeBookings: ['octo:write', 'bookings:write'],
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The OCTO capabilities the request asked for (`Octo-Capabilities`), under /octo. */
    octoCapabilities: Capabilities;
  }
}

export interface OctoRouteOptions {
  /** PUBLIC_URL: where resellers reach this server; unset, the request's own protocol and host. */
  publicUrl?: string;
}

const caller = (req: FastifyRequest): OctoCaller => ({
  workspaceId: req.auth.workspaceId,
  testMode: req.auth.workspaceType === 'sandbox',
  capabilities: req.octoCapabilities,
});

/** The route's own serializer (what Fastify would send), for the catalog to keep the bytes of. */
const serializer = (reply: FastifyReply) => (answer: unknown) => reply.serialize(answer) as string;

/** Kept bytes go out as they are: no serialisation. */
const sendKept = (reply: FastifyReply, kept: Kept) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(kept.body);

export function octoRoutes(app: Api, service: OctoService, opts: OctoRouteOptions = {}): void {
  app.register(
    async (plugin: FastifyInstance) => {
      const octo = plugin.withTypeProvider<TypeBoxTypeProvider>();
      octo.setErrorHandler(octoErrorHandler);
      octo.setNotFoundHandler(octoNotFound);
      octo.decorateRequest('octoCapabilities', null as unknown as Capabilities);
      // Callback hooks, not async ones: they run on every availability poll and need no promise.
      // After authentication (the app's hook): the capabilities asked for, echoed with the ones applied.
      octo.addHook('onRequest', (req, reply, done) => {
        req.octoCapabilities = capabilitiesOf(req.headers['octo-capabilities']);
        reply.header('octo-capabilities', capabilitiesHeader(req.octoCapabilities));
        done();
      });
      // Confirm, extend and cancel are often sent without a body: no body is an empty one.
      octo.addHook('preValidation', (req, _reply, done) => {
        if (req.body === undefined && (req.method === 'POST' || req.method === 'PATCH')) req.body = {};
        done();
      });
      // Where the API is mounted (PUBLIC_URL, path included, as in /v1/openapi.json's servers), else the request's origin.
      const endpoint = (req: FastifyRequest) =>
        `${opts.publicUrl ? opts.publicUrl.replace(/\/+$/, '') : `${req.protocol}://${req.host}`}/octo`;

      octo.get('/capabilities', { schema: { hide: true } }, async () => CAPABILITY_LIST);

      octo.get('/supplier', { config: { scope: OCTO_SCOPES.catalog }, schema: { hide: true } }, async (req) =>
        service.supplier(caller(req), endpoint(req)),
      );

      octo.get('/products', { config: { scope: OCTO_SCOPES.catalog }, schema: { hide: true } }, async (req) =>
        service.products(caller(req)),
      );

      octo.get(
        '/products/:productId',
        { config: { scope: OCTO_SCOPES.catalog }, schema: { hide: true, params: ProductParams } },
        async (req) => service.product(caller(req), req.params.productId),
      );

      octo.post(
        '/availability/calendar',
        { config: { scope: OCTO_SCOPES.availability }, schema: { hide: true, body: CalendarBody } },
        async (req, reply) => sendKept(reply, await service.kept(caller(req), 'calendar', req.body, serializer(reply))),
      );

      octo.post(
        '/availability',
        { config: { scope: OCTO_SCOPES.availability }, schema: { hide: true, body: AvailabilityBody } },
        async (req, reply) =>
          sendKept(reply, await service.kept(caller(req), 'availability', req.body, serializer(reply))),
      );

      octo.get(
        '/bookings',
        { config: { scope: OCTO_SCOPES.readBookings }, schema: { hide: true, querystring: BookingsQuery } },
        async (req) => service.bookings(caller(req), req.query),
      );

      octo.post(
        '/bookings',
        { config: { scope: OCTO_SCOPES.writeBookings }, schema: { hide: true, body: ReservationBody } },
        async (req) => service.reserve(caller(req), req.body),
      );

      octo.get(
        '/bookings/:uuid',
        { config: { scope: OCTO_SCOPES.readBookings }, schema: { hide: true, params: BookingParams } },
        async (req) => service.booking(caller(req), req.params.uuid),
      );

      octo.patch(
        '/bookings/:uuid',
        {
          config: { scope: OCTO_SCOPES.writeBookings },
          schema: { hide: true, params: BookingParams, body: UpdateBody },
        },
        async (req) => service.update(caller(req), req.params.uuid, req.body),
      );

      octo.post(
        '/bookings/:uuid/confirm',
        {
          config: { scope: OCTO_SCOPES.writeBookings },
          schema: { hide: true, params: BookingParams, body: ConfirmBody },
        },
        async (req) => service.confirm(caller(req), req.params.uuid, req.body),
      );

      octo.post(
        '/bookings/:uuid/extend',
        {
          config: { scope: OCTO_SCOPES.writeBookings },
          schema: { hide: true, params: BookingParams, body: ExtendBody },
        },
        async (req) => service.extend(caller(req), req.params.uuid, req.body),
      );

      octo.post(
        '/bookings/:uuid/cancel',
        {
          config: { scope: OCTO_SCOPES.writeBookings },
          schema: { hide: true, params: BookingParams, body: CancelBody },
        },
        async (req) => service.cancel(caller(req), req.params.uuid, req.body),
      );
    },
    { prefix: '/octo' },
  );
}
