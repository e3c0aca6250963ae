// HTTP for booking analytics: totals by UTC day and product category, from the daily rollup.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors } from '../../platform/http/schemas.js';
import type { AnalyticsService } from './analytics-service.js';
import { CategoriesQuery, CategoryRow } from './analytics-schemas.js';

export function analyticsRoutes(app: Api, analytics: AnalyticsService): void {
  app.get('/v1/analytics/bookings/categories', {
    config: { scope: 'analytics:read' },
    schema: {
      tags: ['Analytics'],
      summary: 'Booking totals by UTC day and product category (bookings not cancelled)',
      querystring: CategoriesQuery,
      response: { 200: Type.Array(CategoryRow), ...authErrors },
    },
  }, async (req, reply) => {
    // JSON text the database built (already in the response schema's shape): a string with a JSON content type is
    // sent as is, so the rows are not decoded and encoded again.
    const json = await analytics.categories({ workspaceId: req.auth.workspaceId, internal: req.auth.internal }, req.query);
    return reply.type('application/json; charset=utf-8').send(json as never);
  });
}
