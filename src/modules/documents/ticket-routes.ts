// HTTP for tickets: a booking's ticket PDF, the guest's public link to it, and check-in by scanning a ticket.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import { actorId } from '../../platform/identity.js';
import { parseId } from '../../platform/ids.js';
import type { Api } from '../../platform/module.js';
import { CheckInResult, ScanBody, TicketQuery } from './ticket-schemas.js';
import { GUEST_TICKET_PATH, GuestTicketUnavailable, type DocumentsService, type TicketFile } from './ticket-service.js';

const tags = ['Bookings'];
const BOOKING_ALIASES = ['bkg', 'bk'];
const PDF = {
  description: 'The ticket, a PDF',
  content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
};

function sendPdf(reply: FastifyReply, file: TicketFile, disposition: 'inline' | 'attachment') {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

export function ticketRoutes(app: Api, tickets: DocumentsService): void {
  app.get(
    '/v1/bookings/:id/ticket.pdf',
    {
      config: { scope: 'bookings:read' },
      schema: {
        operationId: 'getBookingTicket',
        tags,
        summary: "A booking's ticket (PDF)",
        description:
          "The ticket a guest shows at the meeting point: an A6 page per traveller (`layout=per_traveller`) or one for the whole booking (`per_booking`), by default as the workspace's `ticketLayout` says. Each page has the business's name, logo and colour, the product, the departure's date and time in the workspace's time zone, the traveller (or the party), the booking code, the meeting point and a QR code holding a signed ticket token (`POST /v1/check-ins` reads it), with the token printed under it for manual entry. In the booking's language (Romanian for `ro`, English otherwise). Only a confirmed or completed booking has a ticket (409 `TICKET_NOT_AVAILABLE`); another workspace's booking is a 404.",
        params: IdParamsOf('book', BOOKING_ALIASES),
        querystring: TicketQuery,
        errors: ['TICKET_NOT_AVAILABLE'],
        response: { 200: PDF, ...authErrors },
      },
    },
    async (req, reply) => {
      const id = parseId(req.params.id, 'book', 'id', { aliases: BOOKING_ALIASES });
      const file = await tickets.ticketPdf(req.auth.workspaceId, id, { layout: req.query.layout });
      return sendPdf(reply, file, 'attachment');
    },
  );

  app.post(
    '/v1/check-ins',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'checkInTicket',
        tags,
        summary: 'Check in by scanning a ticket',
        description:
          "Checks in who a scanned ticket admits: its traveller, or with a whole-booking ticket every traveller of the party not checked in yet. It runs the booking's check-in command, so it is idempotent: when everyone the ticket admits is in already the answer is `already_checked_in` and nothing is written or sent; otherwise `booking.checked_in` names who this scan checked in. Refused with 422 and a message the scanner shows: `TICKET_INVALID` (malformed, altered, not signed by this workspace's key), `TICKET_OTHER_WORKSPACE` (another business's ticket; nothing about it is told), `TICKET_BOOKING_CANCELLED` (cancelled or expired), `TICKET_NOT_CONFIRMED` (on hold or pending), `TICKET_WRONG_DAY` (the departure is not today in the workspace's time zone; `details.departureStartsAt`), `TICKET_BOOKING_COMPLETED` (completed without this traveller checked in).",
        body: ScanBody,
        emits: ['booking.checked_in'],
        errors: [
          'TICKET_INVALID',
          'TICKET_OTHER_WORKSPACE',
          'TICKET_BOOKING_CANCELLED',
          'TICKET_NOT_CONFIRMED',
          'TICKET_WRONG_DAY',
          'TICKET_BOOKING_COMPLETED',
          'BOOKING_CHANGED',
        ],
        response: { 200: Ref(CheckInResult), ...authErrors },
      },
    },
    async (req) => tickets.checkIn(req.auth.workspaceId, req.body.token, actorId(req.auth)),
  );

  // The guest's link (emails' "View your ticket"): no key, the signed token is the credential. Outside /v1, so it
  // is limited per address like every public route; a refusal is a sentence for a person, not an API body.
  app.get(
    GUEST_TICKET_PATH,
    {
      config: { public: true },
      schema: { hide: true, querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }) },
    },
    async (req, reply) => {
      try {
        const file = await tickets.guestTicket(req.query.token ?? '');
        return sendPdf(reply, file, 'inline');
      } catch (err) {
        if (!(err instanceof GuestTicketUnavailable)) throw err;
        return reply.code(err.status).header('content-type', 'text/plain; charset=utf-8').send(err.message);
      }
    },
  );
}
