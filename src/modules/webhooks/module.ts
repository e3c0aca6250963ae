// Webhooks: subscriptions, the fan-out of every event to one delivery per matching subscription (in the event's
// transaction), the delivery job, the events API, and the retention of deliveries and events.
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import { subscribeToAll } from '../../platform/events.js';
import type { Module } from '../../platform/module.js';
import { DELIVERY_JOB, WebhookDeliveries, type DeliveriesDeps } from './deliveries.js';
import { EventsService } from './events.js';
import { webhooksMigrations } from './migrations.js';
import { eventRoutes, webhookRoutes } from './routes.js';
import { WebhookSender } from './sender.js';
import { WebhooksService } from './service.js';
import { webhooksStore as store } from './store.js';
import { systemResolver, type Resolver } from './targets.js';

export interface WebhooksServices {
  subscriptions: WebhooksService;
  deliveries: WebhookDeliveries;
  events: EventsService;
}

export interface WebhooksDeps extends DeliveriesDeps {
  config: DeliveriesDeps['config'] & Pick<Config, 'webhookTimeoutMs' | 'webhookAllowPrivateTargets' | 'webhookDeliveriesRetentionDays' | 'eventsRetentionDays'>;
  /** How target host names are resolved (tests give a fake DNS). */
  resolve?: Resolver;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createWebhooksModule(deps: WebhooksDeps): Module<WebhooksServices> {
  const resolve = deps.resolve ?? systemResolver;
  const sender = new WebhookSender({ timeoutMs: deps.config.webhookTimeoutMs, allowPrivate: deps.config.webhookAllowPrivateTargets, resolve });
  const deliveries = new WebhookDeliveries(deps, sender);
  const services = { subscriptions: new WebhooksService(deps, resolve), deliveries, events: new EventsService(deps) };
  const before = (nowMs: number, days: number) => clock.iso(nowMs - days * DAY_MS);
  return {
    name: 'webhooks',
    migrations: webhooksMigrations,
    services,
    routes(app) {
      webhookRoutes(app, services);
      eventRoutes(app, services);
    },
    jobs: { [DELIVERY_JOB]: (payload, ctx) => deliveries.attempt(payload, ctx) },
    subscriptions: [subscribeToAll('webhooks.fan-out', (tx, event) => deliveries.fanOut(tx, event))],
    // Finished deliveries and events past their windows (WEBHOOK_DELIVERIES_RETENTION_DAYS, EVENTS_RETENTION_DAYS).
    retention: [
      { name: 'webhook_deliveries', purgeBatch: (nowMs, limit) => store.purgeFinishedDeliveries(deps.db.kysely, before(nowMs, deps.config.webhookDeliveriesRetentionDays), limit) },
      { name: 'events', purgeBatch: (nowMs, limit) => store.purgeEvents(deps.db.kysely, before(nowMs, deps.config.eventsRetentionDays), limit) },
    ],
  };
}
