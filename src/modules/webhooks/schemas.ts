// Request and response schemas of webhook subscriptions, their deliveries and the events API. Field names follow
// the spec's subscription table (snake_case); create/update bodies take `maxRetries` (spec) or `max_retries`.
import Type, { type Static } from 'typebox';
import { EVENT_TYPES } from '../event-catalogue.js';
import { Nullable } from '../../platform/http/schemas.js';

export const MAX_RETRIES_DEFAULT = 5;

const EventPatterns = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
  minItems: 1,
  maxItems: 100,
  description: `Event types, \`<group>.*\` patterns or \`*\`. Types: ${EVENT_TYPES.join(', ')}.`,
});
const Headers = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1000 }), {
  maxProperties: 20,
  description: 'Extra headers sent with every delivery; they may not set the signature, event, attempt, id, content-type or host headers.',
});
const MaxRetries = Type.Integer({ minimum: 0, maximum: 10, description: 'Retries after the first attempt (0–10, default 5).' });
const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'Absolute http(s) URL on a public address.' });
const Description = Type.String({ maxLength: 500 });

export const CreateSubscriptionBody = Type.Object({
  url: Url,
  events: EventPatterns,
  headers: Type.Optional(Headers),
  maxRetries: Type.Optional(MaxRetries),
  max_retries: Type.Optional(MaxRetries),
  description: Type.Optional(Description),
});
export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>;

export const UpdateSubscriptionBody = Type.Object({
  url: Type.Optional(Url),
  events: Type.Optional(EventPatterns),
  headers: Type.Optional(Nullable(Headers)),
  maxRetries: Type.Optional(MaxRetries),
  max_retries: Type.Optional(MaxRetries),
  description: Type.Optional(Nullable(Description)),
  active: Type.Optional(Type.Boolean()),
});
export type UpdateSubscriptionBody = Static<typeof UpdateSubscriptionBody>;

export const Subscription = Type.Object({
  id: Type.String(),
  workspace_id: Type.String(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  active: Type.Boolean(),
  max_retries: Type.Integer(),
  headers: Type.Record(Type.String(), Type.String()),
  description: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  last_delivery_at: Nullable(Type.String()),
  failure_count: Type.Integer(),
});
export type Subscription = Static<typeof Subscription>;

export const SubscriptionWithSecret = Type.Object({ subscription: Subscription, secret: Type.String() });

const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

export const Delivery = Type.Object({
  id: Type.String(),
  subscription_id: Type.String(),
  event_id: Type.String(),
  event_type: Type.String(),
  status: Type.Enum([...DELIVERY_STATUSES], { description: 'pending (an attempt is due), succeeded, failed (gave up) or cancelled' }),
  attempt: Type.Integer({ description: 'Attempts made so far (the last one sent X-Delivery-Attempt: attempt)' }),
  response_status: Nullable(Type.Integer()),
  duration_ms: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  next_attempt_at: Nullable(Type.String()),
  last_attempt_at: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Delivery = Static<typeof Delivery>;

export const DeliveryListQuery = Type.Object({
  status: Type.Optional(Type.Enum([...DELIVERY_STATUSES])),
  /** The same filter under the word for it. */
  outcome: Type.Optional(Type.Enum([...DELIVERY_STATUSES])),
});

export const Event = Type.Object({
  id: Type.String(),
  type: Type.String(),
  created_at: Type.String(),
  workspace_id: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
});

export const EventListQuery = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 500, description: 'Event types or patterns (`booking.*`, `*`), comma-separated' })),
  created_after: Type.Optional(Type.String({ format: 'date-time' })),
  created_before: Type.Optional(Type.String({ format: 'date-time' })),
});
