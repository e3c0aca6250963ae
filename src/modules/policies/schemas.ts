// Request and response schemas of policies. Records are snake_case (spec "Policy"); bodies accept camelCase and
// snake_case keys (reference policies/create).
import Type, { type Static } from 'typebox';
import { Component, Nullable } from '../../platform/http/schemas.js';
import { SLUG_PATTERN } from '../../platform/slug.js';

export const POLICY_KINDS = ['cancellation', 'terms', 'other'] as const;
export const POLICY_SCOPES = ['generic', 'product'] as const;
export const POLICY_STATUSES = ['draft', 'active'] as const;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** A product id: `prod_…` or the bare UUID the reference shows. */
const ProductId = Type.String({ pattern: `^(prod_)?${UUID}$`, description: 'prod_… id or its bare UUID' });
const BillingPolicyId = Type.String({ pattern: `^${UUID}$`, description: 'UUID of the billing cancellation policy' });
const Locale = Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$', maxLength: 35 });

const writable = {
  kind: Type.Enum([...POLICY_KINDS]),
  status: Type.Enum([...POLICY_STATUSES]),
  billingCancellationPolicyId: Nullable(BillingPolicyId),
  billing_cancellation_policy_id: Nullable(BillingPolicyId),
  /** The locale the translation fields below are for. */
  locale: Locale,
  title: Type.String({ minLength: 1, maxLength: 300 }),
  slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 100 }),
  descriptionHtml: Nullable(Type.String({ maxLength: 100_000 })),
  description_html: Nullable(Type.String({ maxLength: 100_000 })),
  productId: Nullable(ProductId),
  product_id: Nullable(ProductId),
};

/** `scope` is fixed at creation (the reference's update lists no scope). */
export const UpdatePolicyBody = Type.Partial(Type.Object(writable), {
  examples: [
    {
      locale: 'ro',
      title: 'Politica de anulare',
      descriptionHtml: '<p>Anulare gratuită cu până la 30 de zile înainte de plecare.</p>',
    },
  ],
});
export type UpdatePolicyBody = Static<typeof UpdatePolicyBody>;

export const CreatePolicyBody = Type.Object(
  { ...UpdatePolicyBody.properties, kind: writable.kind, scope: Type.Enum([...POLICY_SCOPES]) },
  {
    examples: [
      {
        kind: 'cancellation',
        scope: 'generic',
        status: 'active',
        locale: 'en',
        title: 'Cancellation policy',
        descriptionHtml:
          '<p>Free cancellation up to 30 days before departure; 50% is kept after that, the full price within 7 days.</p>',
      },
    ],
  },
);
export type CreatePolicyBody = Static<typeof CreatePolicyBody>;

export const PolicyListQuery = Type.Object({
  locale: Type.Optional(Locale),
  kind: Type.Optional(Type.Enum([...POLICY_KINDS])),
  scope: Type.Optional(Type.Enum([...POLICY_SCOPES])),
  status: Type.Optional(Type.Enum([...POLICY_STATUSES])),
  productId: Type.Optional(ProductId),
  product_id: Type.Optional(ProductId),
});

export const LocaleQuery = Type.Object({ locale: Type.Optional(Locale) });

export const Policy = Component(
  'Policy',
  Type.Object(
    {
      id: Type.String({ description: 'pol_… id' }),
      workspace_id: Type.String(),
      kind: Type.String(),
      scope: Type.String(),
      status: Type.String(),
      title: Nullable(Type.String()),
      slug: Nullable(Type.String()),
      description_html: Nullable(Type.String()),
      billing_cancellation_policy_id: Nullable(Type.String()),
      product_id: Nullable(Type.String()),
      /** The locale of the translation shown (null while the policy has none). */
      locale: Nullable(Type.String()),
      /** Every locale the policy is translated into. */
      locales: Type.Array(Type.String()),
      created_at: Type.String(),
      updated_at: Type.String(),
    },
    {
      description:
        'A cancellation policy, terms or other text, shown in one locale (`locale`) of those it is translated into (`locales`).',
    },
  ),
);
export type Policy = Static<typeof Policy>;
