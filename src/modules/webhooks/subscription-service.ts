// Webhook subscriptions: validation (URL targets, event patterns, headers), secrets shown only on create and
// rotation, custom header values only on create (masked after), one transaction per change. Deliveries are fanned out from the outbox (see fanout in deliveries.ts).
import { randomBytes } from 'node:crypto';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { Config } from '../../config.js';
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { bool, json } from '../../platform/db/codecs.js';
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import { isValidEventPattern } from '../event-catalogue.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import {
  MAX_RETRIES_DEFAULT,
  type CreateSubscriptionBody,
  type Subscription,
  type UpdateSubscriptionBody,
} from './subscription-schemas.js';
import { type SubscriptionRow, type SubscriptionSortColumn } from './subscription-store.js';
import { checkTargetUrl, systemResolver, type Resolver } from './targets.js';
import { deliveryStore } from './delivery-store.js';
import { subscriptionStore } from './subscription-store.js';

/** Headers a subscription may not set: ours (signatures, event, attempt, ids) and the transport's. */
const RESERVED_HEADERS = new Set([
  'x-webhook-signature',
  'x-webhook-event',
  'x-delivery-attempt',
  'x-webhook-id',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'host',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'proxy-authorization',
  'proxy-connection',
  'user-agent',
]);

/**
 * How a stored header value is answered after creation: a receiver's credential often rides in one, and every
 * viewer with `webhooks:read` sees the subscription. The names stay, so a reader knows what is configured.
 */
const MASKED_HEADER_VALUE = '••••';

/** The answer for a subscription, its custom header values masked (only the create answer shows them). */
function toSubscription(row: SubscriptionRow): Subscription {
  const headers = json.read<Record<string, string>>(row.headers);
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    url: row.url,
    events: json.read<string[]>(row.events),
    active: bool.read(row.active),
    max_retries: row.max_retries,
    headers: Object.fromEntries(Object.keys(headers).map((name) => [name, MASKED_HEADER_VALUE])),
    description: row.description,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_delivery_at: row.last_delivery_at,
    failure_count: Number(row.failure_count),
  };
}

function checkEvents(events: string[]): string[] {
  events.forEach((e, i) => {
    if (!isValidEventPattern(e))
      throw new ValidationError(`events[${i}]`, `"${e}" is not an event type, a <group>.* pattern of one, or *`);
  });
  return [...new Set(events)];
}

/**
 * Lower-cased names. Refuses, naming `headers.<name>`: what Node's HTTP client would refuse to send (a name that is
 * not a token; a value with CR, LF, another control character or a character beyond Latin-1, such as "€"), a name
 * the service sets itself, a name given twice in different case, and the mask a read answers (a read-modify-write
 * client would otherwise be told only that "•" is not Latin-1).
 */
function checkHeaders(headers: Record<string, string>): Record<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    const field = `headers.${name}`;
    const lower = name.toLowerCase();
    try {
      validateHeaderName(name);
    } catch {
      throw new ValidationError(field, `"${name}" is not a valid header name`);
    }
    if (value === MASKED_HEADER_VALUE)
      throw new ValidationError(
        field,
        'is the masked form of a stored value: send the value itself (headers are replaced as a whole)',
      );
    try {
      validateHeaderValue(name, value);
    } catch {
      throw new ValidationError(
        field,
        'must be a valid header value: no control characters, no characters beyond Latin-1',
      );
    }
    if (RESERVED_HEADERS.has(lower))
      throw new ValidationError(field, `${lower} is set by the service and may not be overridden`);
    if (out.has(lower)) throw new ValidationError(field, `${lower} is given twice`);
    out.set(lower, value);
  }
  return Object.fromEntries(out);
}

const newSecret = () => randomBytes(32).toString('hex');

export class SubscriptionService {
  constructor(
    private readonly deps: DataDeps & { config: Pick<Config, 'webhookAllowPrivateTargets'> },
    private readonly resolve: Resolver = systemResolver,
  ) {}

  private checkUrl(url: string): Promise<string> {
    return checkTargetUrl(url, this.deps.config.webhookAllowPrivateTargets, this.resolve);
  }

  async create(
    workspaceId: string,
    body: CreateSubscriptionBody,
  ): Promise<{ subscription: Subscription; secret: string }> {
    const now = clock.iso();
    const headers = checkHeaders(body.headers ?? {});
    const row: SubscriptionRow = {
      id: newId('whsub'),
      workspace_id: workspaceId,
      url: await this.checkUrl(body.url),
      events: json.write(checkEvents(body.events)),
      active: bool.write(true),
      max_retries: body.maxRetries ?? body.max_retries ?? MAX_RETRIES_DEFAULT,
      headers: json.write(headers),
      description: body.description ?? '',
      secret: newSecret(),
      failure_count: 0,
      last_delivery_at: null,
      created_at: now,
      updated_at: now,
    };
    await this.deps.db.transaction((tx) => subscriptionStore.insertSubscription(tx, row));
    return { subscription: { ...toSubscription(row), headers }, secret: row.secret };
  }

  async get(workspaceId: string, id: string): Promise<Subscription> {
    const row = await subscriptionStore.getSubscription(this.deps.db.kysely, workspaceId, id);
    if (!row) throw new NotFoundError('Webhook subscription');
    return toSubscription(row);
  }

  async list(workspaceId: string, sort: Sort<SubscriptionSortColumn>, page: Page) {
    const { rows, total } = await subscriptionStore.listSubscriptions(this.deps.db.kysely, workspaceId, sort, page);
    return { items: rows.map(toSubscription), total };
  }

  async update(workspaceId: string, id: string, body: UpdateSubscriptionBody): Promise<Subscription> {
    const patch: Partial<SubscriptionRow> = {};
    if (body.url !== undefined) patch.url = await this.checkUrl(body.url);
    if (body.events !== undefined) patch.events = json.write(checkEvents(body.events));
    if (body.headers !== undefined) patch.headers = json.write(checkHeaders(body.headers ?? {}));
    const maxRetries = body.maxRetries ?? body.max_retries;
    if (maxRetries !== undefined) patch.max_retries = maxRetries;
    if (body.description !== undefined) patch.description = body.description ?? '';
    if (body.active !== undefined) patch.active = bool.write(body.active);
    return this.deps.db.transaction(async (tx) => {
      const current = await subscriptionStore.lockSubscription(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Webhook subscription');
      const next: SubscriptionRow = { ...current, ...patch, updated_at: clock.iso() };
      await subscriptionStore.updateSubscription(tx, workspaceId, id, { ...patch, updated_at: next.updated_at });
      // Paused: what was waiting for a retry is not sent later (a manual retry can send it again).
      if (bool.read(current.active) && !bool.read(next.active))
        await deliveryStore.cancelPending(tx, workspaceId, id, next.updated_at);
      return toSubscription(next);
    });
  }

  /** A new secret, valid at once (the old one is not); the failure count starts again. */
  async rotateSecret(workspaceId: string, id: string): Promise<{ secret: string; subscription: Subscription }> {
    const secret = newSecret();
    return this.deps.db.transaction(async (tx) => {
      const current = await subscriptionStore.lockSubscription(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Webhook subscription');
      const next: SubscriptionRow = { ...current, secret, failure_count: 0, updated_at: clock.iso() };
      await subscriptionStore.updateSubscription(tx, workspaceId, id, {
        secret,
        failure_count: 0,
        updated_at: next.updated_at,
      });
      return { secret, subscription: toSubscription(next) };
    });
  }

  /** Deletes the subscription and its delivery log; a delivery job still queued for it finds nothing to send. */
  async remove(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const deleted = await subscriptionStore.deleteSubscription(tx, workspaceId, id);
      if (Number(deleted.numDeletedRows) === 0) throw new NotFoundError('Webhook subscription');
      await deliveryStore.deleteDeliveriesOf(tx, workspaceId, id);
    });
  }
}
