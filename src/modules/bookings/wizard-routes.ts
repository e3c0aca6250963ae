// HTTP for the booking wizard: sessions (create or merge, get), commit into a booking, and the asynchronous
// submission that holds its seats while it waits for the payment.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import {
  IssuesBody,
  WizardCommitted,
  WizardSession,
  WizardSessionBody,
  WizardSessionUpserted,
  WizardSubmitBody,
  WizardSubmitted,
} from './wizard-schemas.js';
import { BOOKING_ERRORS } from './booking-schemas.js';
import type { WizardService } from './wizard-service.js';

const tags = ['Booking wizard'];
const WizardParams = IdParamsOf('wzd');

export function wizardRoutes(app: Api, wizard: WizardService): void {
  app.post(
    '/v1/bookings/wizard/session',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'upsertWizardSession',
        tags,
        summary: 'Save a booking-wizard session',
        description:
          'Creates a wizard session (201), or with `id` merges the data sent into that session (200). A session already committed, locked or expired is not changed: a new one is created (201).',
        body: WizardSessionBody,
        errors: ['CONCURRENT_CHANGE'],
        response: { 200: WizardSessionUpserted, 201: WizardSessionUpserted, ...authErrors },
      },
    },
    async (req, reply) => {
      const r = await wizard.upsert(req.auth.workspaceId, req.body);
      return reply.code(r.created ? 201 : 200).send(r);
    },
  );

  app.get(
    '/v1/bookings/wizard/:id',
    {
      config: { scope: 'bookings:read' },
      schema: {
        operationId: 'getWizardSession',
        tags,
        summary: 'Get a booking-wizard session',
        description:
          'Answers a wizard session with its data, status and expiry, and its payment session when it was submitted.',
        params: WizardParams,
        response: { 200: Type.Object({ session: Ref(WizardSession) }), ...authErrors },
      },
    },
    async (req) => ({ session: await wizard.get(req.auth.workspaceId, req.params.id) }),
  );

  app.post(
    '/v1/bookings/wizard/:id/commit',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'commitWizardSession',
        tags,
        summary: 'Commit a wizard session',
        description:
          "Turns a session's data into a `pending` booking with its seats, after checking it and the workspace's billing and passenger forms (400 `issues`). A submitted (queued) session is booked as it was submitted, at the price its payment is for, with the seats its hold holds (taken anew once the hold has lapsed); its payment then confirms that booking. A session that already has a booking answers it again (`reused`); an expired one answers 410.",
        emits: ['booking.created', 'inventory.updated'],
        params: WizardParams,
        errors: ['SESSION_EXPIRED', ...BOOKING_ERRORS],
        response: { 200: WizardCommitted, ...authErrors, 400: IssuesBody },
      },
    },
    async (req) => wizard.commit(req.auth.workspaceId, req.params.id),
  );

  app.post(
    '/v1/bookings/wizard',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'submitBookingWizard',
        tags,
        summary: 'Submit a booking for payment',
        description:
          "Accepts and queues a booking: checks and prices the booking data (of a session and this body), holds its seats and opens a payment session whose order id is the answered `code`. No booking exists yet: the seats are held by a seat hold (the session's `seat_hold`) for the workspace's `holdMinutes` (`HOLD_DEFAULT_MINUTES` unless it sets one). When the payment provider confirms the payment while the seats are held, the booking is created with them and confirmed (`booking.created`, `booking.confirmed`, `booking.payment.success`); a payment after the hold lapsed books the seats if they are still free, else the paid booking waits for an operator. An unpaid hold lapses, giving the seats back (`departure.capacity.changed`, reason `hold_expired`). Too few seats is a 422 `CAPACITY_EXCEEDED` and nothing is written. A session already committed keeps its booking.",
        emits: ['inventory.updated'],
        body: WizardSubmitBody,
        errors: ['SESSION_SUBMITTED', 'SESSION_EXPIRED', ...BOOKING_ERRORS],
        response: { 202: WizardSubmitted, ...authErrors, 400: IssuesBody },
      },
    },
    async (req, reply) => {
      const { accepted, code, sessionId } = await wizard.submit(req.auth.workspaceId, req.body);
      return reply.code(202).send({ accepted, code, sessionId });
    },
  );
}
