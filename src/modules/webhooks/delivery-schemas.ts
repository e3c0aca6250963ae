// Response and query schemas of webhook deliveries.
import Type, { type Static } from 'typebox';
import { Component, Nullable } from '../../platform/http/schemas.js';

const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

export const Delivery = Component(
  'WebhookDelivery',
  Type.Object(
    {
      id: Type.String({ description: 'whdel_… id' }),
      subscription_id: Type.String(),
      event_id: Type.String(),
      event_type: Type.String(),
      status: Type.Enum([...DELIVERY_STATUSES], {
        description: 'pending (an attempt is due), succeeded, failed (gave up) or cancelled',
      }),
      attempt: Type.Integer({ description: 'Attempts made so far (the last one sent X-Delivery-Attempt: attempt)' }),
      response_status: Nullable(Type.Integer()),
      duration_ms: Nullable(Type.Integer()),
      error: Nullable(Type.String()),
      next_attempt_at: Nullable(Type.String()),
      last_attempt_at: Nullable(Type.String()),
      created_at: Type.String(),
      updated_at: Type.String(),
    },
    { description: 'The delivery of one event to one subscription: its status, attempts and last answer.' },
  ),
);
export type Delivery = Static<typeof Delivery>;

export const DeliveryListQuery = Type.Object({
  status: Type.Optional(Type.Enum([...DELIVERY_STATUSES])),
  /** The same filter under the word for it. */
  outcome: Type.Optional(Type.Enum([...DELIVERY_STATUSES])),
});
