// HTTP for check-in: check travellers in, undo it, and the departure's manifest.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import { actorId } from '../../platform/identity.js';
import { parseId } from '../../platform/ids.js';
import { COMMAND_ERRORS } from './booking-schemas.js';
import { BookingCheckIn, CheckInBody, Manifest, ManifestQuery } from './check-in-schemas.js';
import type { CheckInService, ManifestSort } from './check-in-service.js';
import { MANIFEST_MAX_TRAVELLERS } from './check-in-service.js';

const tags = ['Bookings'];
const BOOKING_ALIASES = ['bkg', 'bk'];
const BookingParams = IdParamsOf('book', BOOKING_ALIASES);
const DepartureParams = IdParamsOf('dept', ['dep']);
const SORTS: Record<ManifestSort, ManifestSort> = {
  name: 'name',
  code: 'code',
  unit: 'unit',
  checked_in: 'checked_in',
  paid: 'paid',
  status: 'status',
};

/** A check-in of the whole party is often sent without a body: no body is an empty one. */
async function noBodyIsEmpty(req: FastifyRequest): Promise<void> {
  req.body ??= {};
}

const CHECK_IN_RULES =
  'Only a confirmed booking (409 `INVALID_COMMAND` otherwise); `travellers` names them by their `index` (the manifest shows it), the whole party when left out; an index the booking does not have is 422 `UNKNOWN_TRAVELLER` and changes nothing.';

export function checkInRoutes(app: Api, checkIns: CheckInService): void {
  const bookingId = (raw: string) => parseId(raw, 'book', 'id', { aliases: BOOKING_ALIASES });

  app.post(
    '/v1/bookings/:id/check-in',
    {
      config: { scope: 'bookings:write' },
      preValidation: noBodyIsEmpty,
      schema: {
        operationId: 'checkInBooking',
        tags,
        summary: "Check a booking's travellers in",
        description: `Records that the booking's travellers have arrived, all of them or those named. ${CHECK_IN_RULES} Idempotent: a traveller checked in already stays as they were (the first check-in's time and author), and when nobody new is checked in nothing is written or sent. \`booking.checked_in\` names the travellers this request checked in. Once every traveller is in (\`checked_in.count\` equals \`checked_in.total\`) the booking shows REDEEMED over OCTO; completing it stays a PATCH of \`status: completed\`, allowed with or without check-ins (no-shows).`,
        emits: ['booking.checked_in'],
        params: BookingParams,
        body: CheckInBody,
        errors: [...COMMAND_ERRORS, 'UNKNOWN_TRAVELLER'],
        response: { 200: BookingCheckIn, ...authErrors },
      },
    },
    async (req) =>
      checkIns.checkIn(req.auth.workspaceId, bookingId(req.params.id), req.body.travellers, actorId(req.auth)),
  );

  app.post(
    '/v1/bookings/:id/check-in/undo',
    {
      config: { scope: 'bookings:write' },
      preValidation: noBodyIsEmpty,
      schema: {
        operationId: 'undoBookingCheckIn',
        tags,
        summary: 'Undo a check-in',
        description: `Undoes the check-in of the booking's travellers, all of them or those named (a traveller checked in by mistake). ${CHECK_IN_RULES} Idempotent: a traveller not checked in stays so, and when nothing changes nothing is written or sent. \`booking.check_in_undone\` names the travellers whose check-in this request undid.`,
        emits: ['booking.check_in_undone'],
        params: BookingParams,
        body: CheckInBody,
        errors: [...COMMAND_ERRORS, 'UNKNOWN_TRAVELLER'],
        response: { 200: BookingCheckIn, ...authErrors },
      },
    },
    async (req) =>
      checkIns.undo(req.auth.workspaceId, bookingId(req.params.id), req.body.travellers, actorId(req.auth)),
  );

  app.get(
    '/v1/departures/:id/manifest',
    {
      config: { scope: 'bookings:read' },
      schema: {
        operationId: 'getDepartureManifest',
        tags,
        summary: "A departure's manifest",
        description: `Every traveller of the departure's live bookings (on hold, pending, confirmed, completed; not cancelled or expired), one line each: name, unit, booking code and status, the billing contact, the booking's notes, whether it is paid and whether the traveller is checked in; and totals of the lines answered (bookings paid, unpaid and fully checked in, travellers checked in, per unit). Sorted by \`sort\` (default \`name\`); \`status\` keeps one status. At most ${MANIFEST_MAX_TRAVELLERS} travellers (422 \`MANIFEST_TOO_LARGE\` beyond). Another workspace's departure is a 404.`,
        params: DepartureParams,
        querystring: ManifestQuery,
        errors: ['MANIFEST_TOO_LARGE'],
        response: { 200: Type.Object({ data: Ref(Manifest) }), ...authErrors },
      },
    },
    async (req) => {
      const departureId = parseId(req.params.id, 'dept', 'id', { aliases: ['dep'] });
      const sort = parseSort(req.query, SORTS, { column: 'name', direction: 'asc' });
      return { data: await checkIns.manifest(req.auth.workspaceId, departureId, sort, req.query.status) };
    },
  );
}
