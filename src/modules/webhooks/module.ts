// Builds the webhooks area once per process: subscriptions, deliveries (outbox fan-out hook + delivery job) and
// the events API.
import type { Platform } from '../../platform/index.js';
import { DELIVERY_JOB, WebhookDeliveries, type DeliveryJob } from './deliveries.js';
import { EventsService } from './events.js';
import { WebhookSender } from './sender.js';
import { WebhooksService } from './service.js';
import { systemResolver, type Resolver } from './targets.js';

export interface WebhooksModule {
  subscriptions: WebhooksService;
  deliveries: WebhookDeliveries;
  events: EventsService;
}

export function createWebhooksModule(p: Platform, resolve: Resolver = systemResolver): WebhooksModule {
  const sender = new WebhookSender({ timeoutMs: p.config.webhookTimeoutMs, allowPrivate: p.config.webhookAllowPrivateTargets, resolve });
  const deliveries = new WebhookDeliveries(p, sender);
  p.outbox.onEmit((tx, event) => deliveries.fanOut(tx, event));
  p.jobs.register(DELIVERY_JOB, (payload, ctx) => deliveries.attempt(payload as DeliveryJob, ctx));
  return { subscriptions: new WebhooksService(p, resolve), deliveries, events: new EventsService(p) };
}
