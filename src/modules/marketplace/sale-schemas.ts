// Response schema of marketplace sales.
import Type, { type Static } from 'typebox';
import { Component, Nullable } from '../../platform/http/schemas.js';

/** A booking of a workspace provider's product, as its supplier sees it. */
export const Sale = Component(
  'MarketplaceSale',
  Type.Object(
    {
      id: Type.String(),
      bookingId: Type.String(),
      bookingCode: Type.String(),
      resellerWorkspaceId: Type.String(),
      providerId: Type.String(),
      marketplaceProductId: Type.String(),
      /** The supplier's own product and departure. */
      productId: Type.String(),
      departureId: Type.String(),
      seats: Type.Integer(),
      currency: Type.String(),
      total: Type.Number(),
      totalMinor: Type.Integer(),
      status: Type.Enum(['active', 'cancelled']),
      createdAt: Type.String(),
      cancelledAt: Nullable(Type.String()),
    },
    { description: "A booking a reseller made of this workspace's product, as its supplier sees it." },
  ),
);
export type Sale = Static<typeof Sale>;
