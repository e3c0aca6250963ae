// HTTP for webhook subscriptions: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, ErrorBody, IdParamsOf, PrefixedId } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreateSubscriptionBody, Delivery, DeliveryListQuery, Event, EventListQuery, Subscription, SubscriptionWithSecret, UpdateSubscriptionBody } from './schemas.js';
import type { WebhooksServices } from './module.js';

const tags = ['Webhooks'];
const BASE = '/v1/webhooks/subscriptions';
const IdParams = IdParamsOf('whsub');
const Data = Type.Object({ data: Subscription });
const DeliveryData = Type.Object({ data: Delivery });
const DeliveryParams = Type.Object({ id: PrefixedId('whsub'), deliveryId: PrefixedId('whdel') });
const SORTS = { created_at: 'created_at', createdAt: 'created_at', updated_at: 'updated_at', updatedAt: 'updated_at', url: 'url' } as const;

export function webhookRoutes(app: Api, m: WebhooksServices): void {
  const service = m.subscriptions;
  app.post(BASE, {
    config: { scope: 'webhooks:write' },
    schema: { tags, summary: 'Create a webhook subscription (the secret is shown only here and on rotation)', body: CreateSubscriptionBody, response: { 201: Type.Object({ data: SubscriptionWithSecret }), ...authErrors } },
  }, async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }));

  app.get(BASE, {
    config: { scope: 'webhooks:read' },
    schema: { tags, summary: 'List webhook subscriptions', querystring: ListQuery, response: { 200: ListResponse(Subscription), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
    const { items, total } = await service.list(req.auth.workspaceId, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get(`${BASE}/:id`, {
    config: { scope: 'webhooks:read' },
    schema: { tags, summary: 'Get a webhook subscription', params: IdParams, response: { 200: Data, ...authErrors } },
  }, async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }));

  app.patch(`${BASE}/:id`, {
    config: { scope: 'webhooks:write' },
    schema: { tags, summary: 'Update a webhook subscription (headers: null clears them; active: false cancels pending deliveries)', params: IdParams, body: UpdateSubscriptionBody, response: { 200: Data, ...authErrors } },
  }, async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }));

  app.post(`${BASE}/:id/rotate-secret`, {
    config: { scope: 'webhooks:write' },
    schema: { tags, summary: 'Replace the signing secret (the old one stops at once; failure_count resets)', params: IdParams, response: { 200: Type.Object({ data: SubscriptionWithSecret }), ...authErrors } },
  }, async (req) => ({ data: await service.rotateSecret(req.auth.workspaceId, req.params.id) }));

  app.delete(`${BASE}/:id`, {
    config: { scope: deleteScope('webhooks') },
    schema: { tags, summary: 'Delete a webhook subscription (pending deliveries stop)', params: IdParams, response: { 200: Type.Object({ data: Type.Object({ deleted: Type.Literal(true) }) }), ...authErrors } },
  }, async (req) => {
    await service.remove(req.auth.workspaceId, req.params.id);
    return { data: { deleted: true as const } };
  });

  app.get(`${BASE}/:id/deliveries`, {
    config: { scope: 'webhooks:read' },
    schema: { tags, summary: 'Delivery log of a subscription, newest first (filter by status, alias outcome)', params: IdParams, querystring: Type.Intersect([ListQuery, DeliveryListQuery]), response: { 200: ListResponse(Delivery), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const { items, total } = await m.deliveries.list(req.auth.workspaceId, req.params.id, req.query.status ?? req.query.outcome, page);
    return listEnvelope(items, total, page);
  });

  app.post(`${BASE}/:id/deliveries/:deliveryId/retry`, {
    config: { scope: 'webhooks:write' },
    schema: { tags, summary: 'Send a delivery again now (one attempt)', params: DeliveryParams, response: { 202: DeliveryData, ...authErrors, 409: ErrorBody } },
  }, async (req, reply) => reply.code(202).send({ data: await m.deliveries.retry(req.auth.workspaceId, req.params.id, req.params.deliveryId) }));

  app.post(`${BASE}/:id/test`, {
    config: { scope: 'webhooks:write' },
    schema: { tags, summary: 'Send a signed webhook.test event to this subscription (one attempt)', params: IdParams, response: { 202: DeliveryData, ...authErrors, 409: ErrorBody } },
  }, async (req, reply) => reply.code(202).send({ data: await m.deliveries.sendTest(req.auth.workspaceId, req.params.id) }));
}

const EVENT_SORTS = { created_at: 'created_at', createdAt: 'created_at' } as const;

export function eventRoutes(app: Api, m: WebhooksServices): void {
  const etags = ['Events'];
  app.get('/v1/events', {
    config: { scope: 'events:read' },
    schema: { tags: etags, summary: 'List events, newest first (type patterns, created_after, created_before)', querystring: Type.Intersect([ListQuery, EventListQuery]), response: { 200: ListResponse(Event), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, EVENT_SORTS, { column: 'created_at', direction: 'desc' });
    const { items, total } = await m.events.list(req.auth.workspaceId, req.query, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/events/:id', {
    config: { scope: 'events:read' },
    schema: { tags: etags, summary: 'Get an event', params: IdParamsOf('evt'), response: { 200: Type.Object({ data: Event }), ...authErrors } },
  }, async (req) => ({ data: await m.events.get(req.auth.workspaceId, req.params.id) }));
}
