// Response and query schemas of the events API.
import Type from 'typebox';
import { Component } from '../../platform/http/schemas.js';

export const Event = Component(
  'Event',
  Type.Object(
    {
      id: Type.String({ description: 'evt_… id' }),
      type: Type.String({ description: 'The event type, e.g. `booking.created`' }),
      created_at: Type.String(),
      workspace_id: Type.String(),
      data: Type.Record(Type.String(), Type.Unknown(), {
        description: 'The payload: the resource as the API shows it (see the event types)',
      }),
    },
    { description: 'Something that happened in the workspace, as webhooks deliver it.' },
  ),
);

export const EventListQuery = Type.Object({
  type: Type.Optional(
    Type.String({ maxLength: 500, description: 'Event types or patterns (`booking.*`, `*`), comma-separated' }),
  ),
  created_after: Type.Optional(Type.String({ format: 'date-time' })),
  created_before: Type.Optional(Type.String({ format: 'date-time' })),
  subject: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        "Only the events about this record, by its id: a booking's own events and its payments' (`book_…`), a departure's, a product's, a person's…",
    }),
  ),
});
