// HTTP for booking analytics: totals by UTC day and product category, from the daily rollup.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors, Ref } from '../../platform/http/schemas.js';
import type { AnalyticsService } from './analytics-service.js';
import { CategoriesQuery, CategoryRow } from './analytics-schemas.js';

export function analyticsRoutes(app: Api, analytics: AnalyticsService): void {
  app.get(
    '/v1/analytics/bookings/categories',
    {
      config: { scope: 'analytics:read' },
      schema: {
        operationId: 'listBookingCategoryTotals',
        tags: ['Analytics'],
        summary: 'Booking totals by day and category',
        description:
          "Answers, for each UTC day of `from`–`to` (at most 366 days) and each product category, the number and total amount (minor units) of the bookings created that day that are not cancelled. `workspaceId` must be the key's own workspace (any existing one for internal keys).",
        querystring: CategoriesQuery,
        response: { 200: Type.Array(Ref(CategoryRow)), ...authErrors },
      },
    },
    async (req, reply) => {
      // JSON text the database built (already in the response schema's shape): a string with a JSON content type is
      // sent as is, so the rows are not decoded and encoded again.
      const json = await analytics.categories(
        { workspaceId: req.auth.workspaceId, internal: req.auth.internal },
        req.query,
      );
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
}
