// Messages: the emails guests and buyers receive. Made from events in their transactions (the outbox), sent by a
// job over SMTP (or kept without SMTP_URL), logged with the server's answers; previews and tests of each template.
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import { DAY_MS } from '../../platform/dates.js';
import { subscribe } from '../../platform/events.js';
import type { JobSink } from '../../platform/jobs.js';
import type { DataDeps, Module } from '../../platform/module.js';
import { deleteOlderThan } from '../../platform/retention.js';
import { Mailer, type MailerConfig } from './mailer.js';
import { messagesMigrations } from './migrations.js';
import type { MessagePorts } from './ports.js';
import { MessageRenderer } from './render.js';
import { messagesRoutes } from './routes.js';
import { HOLD_REMINDER_JOB, MessagesService, SEND_JOB } from './service.js';
import { FINISHED } from './store.js';

export interface MessagesModuleDeps extends DataDeps {
  jobs: JobSink;
  config: MailerConfig &
    Pick<Config, 'mailMaxAttempts' | 'mailRetryBaseMs' | 'mailRetryMaxMs' | 'messagesRetentionDays'>;
  ports: MessagePorts;
}

export function createMessagesModule(deps: MessagesModuleDeps): Module<MessagesService> {
  const mailer = new Mailer(deps.config);
  const service = new MessagesService(deps, new MessageRenderer(deps.ports), mailer);
  return {
    name: 'messages',
    migrations: messagesMigrations,
    services: service,
    routes: (app) => messagesRoutes(app, service),
    jobs: {
      [SEND_JOB]: (payload, ctx) => service.send(payload, ctx),
      [HOLD_REMINDER_JOB]: (payload) => service.remindHold(payload),
    },
    // Finished messages past MESSAGES_RETENTION_DAYS.
    retention: [
      {
        name: 'messages',
        purgeBatch: (nowMs, limit) =>
          deleteOlderThan(
            deps.db,
            'messages',
            'id',
            'updated_at',
            clock.iso(nowMs - deps.config.messagesRetentionDays * DAY_MS),
            limit,
            { column: 'status', values: FINISHED },
          ),
      },
    ],
    subscriptions: [
      subscribe(
        'messages.outbox',
        ['booking.confirmed', 'booking.updated', 'booking.cancelled', 'payment.succeeded', 'invoice.issued'],
        (tx, event) => service.onEvent(tx, event),
      ),
    ],
  };
}
