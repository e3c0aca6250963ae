// Request and response schemas of organizations. Bodies accept camelCase and snake_case keys (spec Versioning 2).
import Type, { type Static } from 'typebox';
import { Metadata, Nullable } from '../../platform/http/schemas.js';

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

export const UpdateOrganizationBody = Type.Partial(Type.Object(fields));
export type UpdateOrganizationBody = Static<typeof UpdateOrganizationBody>;

export const CreateOrganizationBody = Type.Object({ ...UpdateOrganizationBody.properties, name: fields.name });
export type CreateOrganizationBody = Static<typeof CreateOrganizationBody>;

export const Organization = Type.Object({
  id: Type.String(),
  name: Type.String(),
  legalName: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  description: Nullable(Type.String()),
  taxId: Nullable(Type.String()),
  kind: Nullable(Type.String()),
  billingAddress: Nullable(Address),
  visitingAddress: Nullable(Address),
  metadata: Metadata,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Organization = Static<typeof Organization>;

export const OrganizationListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  kind: Type.Optional(Type.String({ maxLength: 64 })),
});
