// Request and response schemas of people (customers).
import Type, { type Static } from 'typebox';
import { Component, Nullable } from '../../platform/http/schemas.js';

const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = Type.String({ minLength: 3, maxLength: 50 });

const fields = {
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  emails: Type.Array(Email, { maxItems: 20 }),
  phones: Type.Array(Phone, { maxItems: 20 }),
  country: Nullable(Type.String({ minLength: 2, maxLength: 2 })),
};

export const UpdatePersonBody = Type.Partial(Type.Object(fields), {
  examples: [{ phones: ['+40 721 234 567'], country: 'RO' }],
});
export type UpdatePersonBody = Static<typeof UpdatePersonBody>;

export const CreatePersonBody = Type.Object(
  { ...UpdatePersonBody.properties, firstName: fields.firstName, lastName: fields.lastName },
  {
    examples: [
      {
        firstName: 'Ioana',
        lastName: 'Popescu',
        emails: ['ioana.popescu@example.com'],
        phones: ['+40 721 234 567'],
        country: 'RO',
      },
    ],
  },
);
export type CreatePersonBody = Static<typeof CreatePersonBody>;

export const Person = Component(
  'Person',
  Type.Object(
    {
      id: Type.String({ description: 'ppl_… id' }),
      firstName: Type.String(),
      lastName: Type.String(),
      emails: Type.Array(Type.String()),
      phones: Type.Array(Type.String()),
      country: Nullable(Type.String()),
      defaultEmail: Nullable(Type.String({ description: 'The first of `emails`' })),
      createdAt: Type.String(),
      updatedAt: Type.String(),
    },
    { description: 'A customer: someone who books or travels.' },
  ),
);
export type Person = Static<typeof Person>;

export const PersonListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
});
