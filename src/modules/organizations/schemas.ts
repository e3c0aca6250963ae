// Request and response schemas of organizations. Bodies accept camelCase and snake_case keys (spec Versioning 2).
import Type, { type Static } from 'typebox';
import { Component, JsonObject, Metadata, Nullable } from '../../platform/http/schemas.js';

export const Address = Type.Object({
  line1: Type.Optional(Type.String({ maxLength: 200 })),
  line2: Type.Optional(Type.String({ maxLength: 200 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  region: Type.Optional(Type.String({ maxLength: 100 })),
  postalCode: Type.Optional(Type.String({ maxLength: 20 })),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
});
export type Address = Static<typeof Address>;

const text = (max: number) => Type.String({ maxLength: max });
const nullableText = (max: number) => Nullable(text(max));

/** Every writable field, in both spellings; all optional here (create requires `name` in the service). */
const fields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  legalName: nullableText(200),
  legal_name: nullableText(200),
  email: Nullable(Type.String({ format: 'email', maxLength: 254 })),
  phone: nullableText(50),
  description: nullableText(5000),
  taxId: nullableText(64),
  tax_id: nullableText(64),
  kind: nullableText(64),
  billingAddress: Nullable(Address),
  billing_address: Nullable(Address),
  visitingAddress: Nullable(Address),
  visiting_address: Nullable(Address),
  metadata: Metadata,
};

export const UpdateOrganizationBody = Type.Partial(Type.Object(fields), {
  examples: [
    {
      phone: '+43 1 512 34 56',
      visitingAddress: { line1: 'Kärntner Straße 21', city: 'Vienna', postalCode: '1010', country: 'AT' },
    },
  ],
});
export type UpdateOrganizationBody = Static<typeof UpdateOrganizationBody>;

export const CreateOrganizationBody = Type.Object(
  { ...UpdateOrganizationBody.properties, name: fields.name },
  {
    examples: [
      {
        name: 'Blue Danube Tours',
        legalName: 'Blue Danube Tours GmbH',
        email: 'office@bluedanube.example',
        taxId: 'ATU12345678',
        kind: 'partner',
        billingAddress: { line1: 'Kärntner Straße 21', city: 'Vienna', postalCode: '1010', country: 'AT' },
      },
    ],
  },
);
export type CreateOrganizationBody = Static<typeof CreateOrganizationBody>;

export const Organization = Component(
  'Organization',
  Type.Object(
    {
      id: Type.String({ description: 'org_… id' }),
      name: Type.String(),
      legalName: Nullable(Type.String()),
      email: Nullable(Type.String()),
      phone: Nullable(Type.String()),
      description: Nullable(Type.String()),
      taxId: Nullable(Type.String()),
      kind: Nullable(Type.String()),
      billingAddress: Nullable(Address),
      visitingAddress: Nullable(Address),
      metadata: JsonObject,
      createdAt: Type.String(),
      updatedAt: Type.String(),
    },
    { description: 'A company or agency the workspace deals with.' },
  ),
);
export type Organization = Static<typeof Organization>;

export const OrganizationListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  kind: Type.Optional(Type.String({ maxLength: 64 })),
});
