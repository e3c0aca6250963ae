// Request and response schemas of booking analytics.
import Type, { type Static } from 'typebox';
import { Component, PrefixedId } from '../../platform/http/schemas.js';

export const CategoriesQuery = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  workspaceId: PrefixedId('ws'),
});
export type CategoriesQuery = Static<typeof CategoriesQuery>;

export const CategoryRow = Component(
  'BookingCategoryTotal',
  Type.Object(
    {
      day: Type.String({ description: 'YYYY-MM-DD (UTC)' }),
      product_category: Type.String(),
      amount_cents_sum: Type.Integer({ description: "The bookings' totals, in minor units" }),
      cnt: Type.Integer({ description: 'How many bookings' }),
    },
    { description: 'The bookings of one UTC day and product category that are not cancelled.' },
  ),
);
export type CategoryRow = Static<typeof CategoryRow>;
