// HTTP for webhook subscriptions: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import {
  CreateSubscriptionBody,
  Subscription,
  SubscriptionWithSecret,
  UpdateSubscriptionBody,
} from './subscription-schemas.js';
import type { SubscriptionService } from './subscription-service.js';

export const tags = ['Webhooks'];
export const SUBSCRIPTIONS = '/v1/webhooks/subscriptions';
const BASE = SUBSCRIPTIONS;
const IdParams = IdParamsOf('whsub');
const Data = Type.Object({ data: Ref(Subscription) });
const SORTS = {
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
  url: 'url',
} as const;

export function subscriptionRoutes(app: Api, service: SubscriptionService): void {
  app.post(
    BASE,
    {
      config: { scope: 'webhooks:write' },
      schema: {
        operationId: 'createWebhookSubscription',
        tags,
        summary: 'Create a webhook subscription',
        description:
          "Subscribes a URL to the workspace's events (types, `<group>.*` or `*`). Answers the subscription and its signing `secret`, which is shown only here and on rotation, and the custom `headers` with their values, which only this answer shows (later answers mask them as `••••`). The URL must be a public http(s) address.",
        body: CreateSubscriptionBody,
        response: { 201: Type.Object({ data: SubscriptionWithSecret }), ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }),
  );

  app.get(
    BASE,
    {
      config: { scope: 'webhooks:read' },
      schema: {
        operationId: 'listWebhookSubscriptions',
        tags,
        summary: 'List webhook subscriptions',
        description:
          "Lists the workspace's subscriptions, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `url`); secrets are never shown, custom header values are masked (`••••`).",
        querystring: ListQuery,
        response: { 200: ListResponse(Ref(Subscription)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { items, total } = await service.list(req.auth.workspaceId, sort, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { scope: 'webhooks:read' },
      schema: {
        operationId: 'getWebhookSubscription',
        tags,
        summary: 'Get a webhook subscription',
        description:
          'Answers one subscription with its delivery health (`failure_count`, `last_delivery_at`); custom header values are masked (`••••`).',
        params: IdParams,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }),
  );

  app.patch(
    `${BASE}/:id`,
    {
      config: { scope: 'webhooks:write' },
      schema: {
        operationId: 'updateWebhookSubscription',
        tags,
        summary: 'Update a webhook subscription',
        description:
          'Changes the fields sent; `headers` replaces every custom header (send each value again: the answer masks them), `headers: null` clears them. `active: false` pauses the subscription and cancels its pending deliveries; `active: true` resumes it for later events.',
        params: IdParams,
        body: UpdateSubscriptionBody,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.post(
    `${BASE}/:id/rotate-secret`,
    {
      config: { scope: 'webhooks:write' },
      schema: {
        operationId: 'rotateWebhookSubscriptionSecret',
        tags,
        summary: 'Rotate the signing secret',
        description:
          "Replaces the subscription's signing secret and answers the new one; the old one stops at once (the next attempt is signed with the new one) and `failure_count` resets.",
        params: IdParams,
        response: { 200: Type.Object({ data: SubscriptionWithSecret }), ...authErrors },
      },
    },
    async (req) => ({ data: await service.rotateSecret(req.auth.workspaceId, req.params.id) }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { scope: deleteScope('webhooks') },
      schema: {
        operationId: 'deleteWebhookSubscription',
        tags,
        summary: 'Delete a webhook subscription',
        description: 'Deletes a subscription; its pending deliveries stop.',
        params: IdParams,
        response: { 200: Type.Object({ data: Type.Object({ deleted: Type.Literal(true) }) }), ...authErrors },
      },
    },
    async (req) => {
      await service.remove(req.auth.workspaceId, req.params.id);
      return { data: { deleted: true as const } };
    },
  );
}
