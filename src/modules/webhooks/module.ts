// Webhooks: subscriptions, the fan-out of every event to one delivery per matching subscription (in the event's
// transaction), the delivery job, the events API, and the retention of deliveries and events.
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import { subscribeToAll } from '../../platform/events.js';
import type { Module } from '../../platform/module.js';
import { deleteOlderThan } from '../../platform/retention.js';
import { DELIVERY_JOB, DeliveryService, type DeliveriesDeps } from './delivery-service.js';
import { EventService } from './event-service.js';
import { webhooksMigrations } from './migrations.js';
import { eventRoutes } from './event-routes.js';
import { deliveryRoutes } from './delivery-routes.js';
import { subscriptionRoutes } from './subscription-routes.js';
import { WebhookSender } from './sender.js';
import { SubscriptionService } from './subscription-service.js';
import { systemResolver, type Resolver } from './targets.js';
import { DELIVERY_COUNTS, FINISHED_DELIVERIES } from './delivery-store.js';
import { EVENT_COUNTS, eventStore } from './event-store.js';

export interface WebhooksServices {
  subscriptions: SubscriptionService;
  deliveries: DeliveryService;
  events: EventService;
}

export interface WebhooksDeps extends DeliveriesDeps {
  config: DeliveriesDeps['config'] &
    Pick<
      Config,
      'webhookTimeoutMs' | 'webhookAllowPrivateTargets' | 'webhookDeliveriesRetentionDays' | 'eventsRetentionDays'
    >;
  /** How target host names are resolved (tests give a fake DNS). */
  resolve?: Resolver;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createWebhooksModule(deps: WebhooksDeps): Module<WebhooksServices> {
  const resolve = deps.resolve ?? systemResolver;
  const sender = new WebhookSender({
    timeoutMs: deps.config.webhookTimeoutMs,
    allowPrivate: deps.config.webhookAllowPrivateTargets,
    resolve,
  });
  const deliveries = new DeliveryService(deps, sender);
  const services = {
    subscriptions: new SubscriptionService(deps, resolve),
    deliveries,
    events: new EventService(deps),
  };
  const before = (nowMs: number, days: number) => clock.iso(nowMs - days * DAY_MS);
  return {
    name: 'webhooks',
    migrations: webhooksMigrations,
    countedLists: [DELIVERY_COUNTS, EVENT_COUNTS],
    services,
    routes(app) {
      subscriptionRoutes(app, services.subscriptions);
      deliveryRoutes(app, services.deliveries);
      eventRoutes(app, services.events);
    },
    jobs: { [DELIVERY_JOB]: (payload, ctx) => deliveries.attempt(payload, ctx) },
    subscriptions: [subscribeToAll('webhooks.fan-out', (tx, event) => deliveries.fanOut(tx, event))],
    // Finished deliveries and events past their windows (WEBHOOK_DELIVERIES_RETENTION_DAYS, EVENTS_RETENTION_DAYS).
    retention: [
      {
        name: 'webhook_deliveries',
        purgeBatch: (nowMs, limit) =>
          deleteOlderThan(
            deps.db,
            'webhook_deliveries',
            'id',
            'updated_at',
            before(nowMs, deps.config.webhookDeliveriesRetentionDays),
            limit,
            { column: 'status', values: FINISHED_DELIVERIES },
          ),
      },
      {
        name: 'events',
        purgeBatch: (nowMs, limit) =>
          eventStore.purgeEvents(deps.db.kysely, before(nowMs, deps.config.eventsRetentionDays), limit),
      },
    ],
  };
}
