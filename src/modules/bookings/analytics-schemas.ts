// Request and response schemas of booking analytics.
import Type, { type Static } from 'typebox';
import { PrefixedId } from '../../platform/http/schemas.js';

export const CategoriesQuery = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  workspaceId: PrefixedId('ws'),
});
export type CategoriesQuery = Static<typeof CategoriesQuery>;

export const CategoryRow = Type.Object({
  day: Type.String(),
  product_category: Type.String(),
  amount_cents_sum: Type.Integer(),
  cnt: Type.Integer(),
});
export type CategoryRow = Static<typeof CategoryRow>;
