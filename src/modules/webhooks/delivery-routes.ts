// HTTP for webhook deliveries: a subscription's delivery log, a manual retry, and a test event.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, PrefixedId, Ref } from '../../platform/http/schemas.js';
import { Delivery, DeliveryListQuery } from './delivery-schemas.js';
import type { DeliveryService } from './delivery-service.js';
import { SUBSCRIPTIONS as BASE, tags } from './subscription-routes.js';

const IdParams = IdParamsOf('whsub');
const DeliveryData = Type.Object({ data: Ref(Delivery) });
const DeliveryParams = Type.Object({ id: PrefixedId('whsub'), deliveryId: PrefixedId('whdel') });

export function deliveryRoutes(app: Api, deliveries: DeliveryService): void {
  app.get(
    `${BASE}/:id/deliveries`,
    {
      config: { scope: 'webhooks:read' },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: "List a subscription's deliveries",
        description:
          "The delivery log of a subscription, newest first: each event's status, attempts, last answer and next attempt. Filter by `status` (alias `outcome`).",
        params: IdParams,
        querystring: Type.Intersect([ListQuery, DeliveryListQuery]),
        response: { 200: ListResponse(Ref(Delivery)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { items, total } = await deliveries.list(
        req.auth.workspaceId,
        req.params.id,
        req.query.status ?? req.query.outcome,
        page,
      );
      return listEnvelope(items, total, page);
    },
  );

  app.post(
    `${BASE}/:id/deliveries/:deliveryId/retry`,
    {
      config: { scope: 'webhooks:write' },
      schema: {
        operationId: 'retryWebhookDelivery',
        tags,
        summary: 'Retry a delivery',
        description:
          'Sends a delivery again now, one attempt, whatever its status (409 when the subscription is inactive). Answers the delivery as queued for that attempt.',
        params: DeliveryParams,
        errors: ['SUBSCRIPTION_INACTIVE'],
        response: { 202: DeliveryData, ...authErrors },
      },
    },
    async (req, reply) =>
      reply
        .code(202)
        .send({ data: await deliveries.retry(req.auth.workspaceId, req.params.id, req.params.deliveryId) }),
  );

  app.post(
    `${BASE}/:id/test`,
    {
      config: { scope: 'webhooks:write' },
      schema: {
        operationId: 'testWebhookSubscription',
        tags,
        summary: 'Send a test event',
        description:
          'Emits a signed `webhook.test` event for this subscription only and sends it, one attempt (409 when the subscription is inactive). Answers the delivery.',
        emits: ['webhook.test'],
        params: IdParams,
        errors: ['SUBSCRIPTION_INACTIVE'],
        response: { 202: DeliveryData, ...authErrors },
      },
    },
    async (req, reply) =>
      reply.code(202).send({ data: await deliveries.sendTest(req.auth.workspaceId, req.params.id) }),
  );
}
