// Request and response schemas of webhook subscriptions. Field names follow the spec's subscription table
// (snake_case); create/update bodies take `maxRetries` (spec) or `max_retries`.
import Type, { type Static } from 'typebox';
import { EVENT_TYPES } from '../event-catalogue.js';
import { Component, Nullable, Ref } from '../../platform/http/schemas.js';

export const MAX_RETRIES_DEFAULT = 5;

const EventPatterns = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
  minItems: 1,
  maxItems: 100,
  description: `Event types, \`<group>.*\` patterns or \`*\`. Types: ${EVENT_TYPES.join(', ')}.`,
});
const Headers = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1000 }), {
  maxProperties: 20,
  description:
    'Extra headers sent with every delivery; they may not set the signature, event, attempt, id, content-type or host headers. Their values are shown only in the create answer (later answers mask them); an update that sends `headers` replaces them all.',
});
const MaxRetries = Type.Integer({
  minimum: 0,
  maximum: 10,
  description: 'Retries after the first attempt (0–10, default 5).',
});
const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'Absolute http(s) URL on a public address.' });
const Description = Type.String({ maxLength: 500 });

export const CreateSubscriptionBody = Type.Object(
  {
    url: Url,
    events: EventPatterns,
    headers: Type.Optional(Headers),
    maxRetries: Type.Optional(MaxRetries),
    max_retries: Type.Optional(MaxRetries),
    description: Type.Optional(Description),
  },
  {
    examples: [
      {
        url: 'https://crm.bluedanube.example/hooks/travel',
        events: ['booking.*', 'customer.created'],
        headers: { 'X-Env': 'prod' },
        maxRetries: 5,
        description: 'CRM sync',
      },
    ],
  },
);
export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>;

export const UpdateSubscriptionBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(EventPatterns),
    headers: Type.Optional(Nullable(Headers)),
    maxRetries: Type.Optional(MaxRetries),
    max_retries: Type.Optional(MaxRetries),
    description: Type.Optional(Nullable(Description)),
    active: Type.Optional(Type.Boolean()),
  },
  { examples: [{ events: ['booking.*', 'payment.*'], active: true }] },
);
export type UpdateSubscriptionBody = Static<typeof UpdateSubscriptionBody>;

export const Subscription = Component(
  'WebhookSubscription',
  Type.Object(
    {
      id: Type.String({ description: 'whsub_… id' }),
      workspace_id: Type.String(),
      url: Type.String(),
      events: Type.Array(Type.String()),
      active: Type.Boolean(),
      max_retries: Type.Integer(),
      headers: Type.Record(Type.String(), Type.String(), {
        description:
          'The extra headers (lower-cased names). Values are write-only: the create answer shows them, every other answer shows `••••` for each.',
      }),
      description: Type.String(),
      created_at: Type.String(),
      updated_at: Type.String(),
      last_delivery_at: Nullable(Type.String()),
      failure_count: Type.Integer({ description: 'Failed attempts since the last success or rotation' }),
    },
    {
      description:
        "A URL that receives the workspace's events matching `events`, signed with the subscription's secret.",
    },
  ),
);
export type Subscription = Static<typeof Subscription>;

export const SubscriptionWithSecret = Type.Object({
  subscription: Ref(Subscription),
  secret: Type.String({ description: 'The signing secret (64 hex characters): shown only on creation and rotation' }),
});
