// HTTP for the booking wizard: sessions (create or merge, get), commit into a booking, and the asynchronous
// submission that waits for the payment.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors, IdParamsOf } from '../../platform/http/schemas.js';
import { IssuesBody, WizardCommitted, WizardSession, WizardSessionBody, WizardSessionUpserted, WizardSubmitBody, WizardSubmitted } from './wizard-schemas.js';
import { refusedErrors } from './booking-schemas.js';
import type { WizardService } from './wizard-service.js';

const tags = ['Booking wizard'];
const WizardParams = IdParamsOf('wzd');

export function wizardRoutes(app: Api, wizard: WizardService): void {
  app.post('/v1/bookings/wizard/session', {
    config: { scope: 'bookings:write' },
    schema: { tags, summary: 'Create or merge a booking-wizard session', body: WizardSessionBody, response: { 200: WizardSessionUpserted, 201: WizardSessionUpserted, ...authErrors } },
  }, async (req, reply) => {
    const r = await wizard.upsert(req.auth.workspaceId, req.body);
    return reply.code(r.created ? 201 : 200).send(r);
  });

  app.get('/v1/bookings/wizard/:id', {
    config: { scope: 'bookings:read' },
    schema: { tags, summary: 'Get a booking-wizard session', params: WizardParams, response: { 200: Type.Object({ session: WizardSession }), ...authErrors } },
  }, async (req) => ({ session: await wizard.get(req.auth.workspaceId, req.params.id) }));

  app.post('/v1/bookings/wizard/:id/commit', {
    config: { scope: 'bookings:write' },
    schema: { tags, summary: 'Commit a wizard session into a booking', params: WizardParams, response: { 200: WizardCommitted, ...authErrors, 400: IssuesBody, ...refusedErrors } },
  }, async (req) => wizard.commit(req.auth.workspaceId, req.params.id));

  app.post('/v1/bookings/wizard', {
    config: { scope: 'bookings:write' },
    schema: { tags, summary: 'Queue a wizard submission; the booking is created once the payment is confirmed', body: WizardSubmitBody, response: { 202: WizardSubmitted, ...authErrors, 400: IssuesBody, ...refusedErrors } },
  }, async (req, reply) => reply.code(202).send(await wizard.submit(req.auth.workspaceId, req.body)));
}
