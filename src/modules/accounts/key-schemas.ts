// Request and response schemas of API keys as people manage them.
import Type from 'typebox';
import { Component, Nullable } from '../../platform/http/schemas.js';

const KeyFields = {
  id: Type.String(),
  name: Type.String(),
  hint: Type.String({ description: 'Not secret: the prefix and the last four characters' }),
  scopes: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('active'), Type.Literal('revoked')]),
  created_at: Type.String(),
  created_by: Nullable(Type.Object({ id: Type.String(), email: Nullable(Type.String()) })),
  last_used_at: Nullable(Type.String({ description: 'To the minute' })),
  expires_at: Nullable(Type.String()),
  revoked_at: Nullable(Type.String()),
};

export const ApiKey = Component('ApiKey', Type.Object(KeyFields));

export const ApiKeyWithValue = Component(
  'ApiKeyWithValue',
  Type.Object({ ...KeyFields, key: Type.String({ description: 'The key itself: shown in this answer only' }) }),
);

export const CreateKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    scopes: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: 100,
      description:
        '`<resource>:<action>`, `<resource>:*`, `*:<action>` or `*`, within the creator’s role; never keys:* or members:*',
    }),
    expires_at: Type.Optional(
      Nullable(
        Type.String({ format: 'date-time', maxLength: 40, description: 'After this instant the key is refused' }),
      ),
    ),
  },
  {
    examples: [
      {
        name: 'Booking engine (production)',
        scopes: ['catalog:read', 'inventory:read', 'bookings:write'],
        expires_at: '2027-12-31T23:59:59Z',
      },
    ],
  },
);
