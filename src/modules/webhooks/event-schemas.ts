// Response and query schemas of the events API.
import Type from 'typebox';

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
