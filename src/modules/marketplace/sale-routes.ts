// HTTP for marketplace sales: what resellers booked of this workspace's products. Refused to sandbox workspaces
// right after authentication (`liveOnly`), like every marketplace route.
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf } from '../../platform/http/pagination.js';
import { authErrors, Ref } from '../../platform/http/schemas.js';
import { Sale } from './sale-schemas.js';
import type { MarketplaceSales } from './sale-service.js';

const tags = ['Marketplace'];

export function saleRoutes(app: Api, sales: MarketplaceSales): void {
  app.get(
    '/v1/marketplace/sales',
    {
      config: { scope: 'bookings:read', liveOnly: true },
      schema: {
        operationId: 'listMarketplaceSales',
        tags,
        summary: 'List marketplace sales',
        description:
          "Lists the bookings resellers made of this workspace's products (this workspace as the supplier), newest first.",
        querystring: ListQuery,
        response: { 200: ListResponse(Ref(Sale)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { items, total } = await sales.list(req.auth.workspaceId, page);
      return listEnvelope(items, total, page);
    },
  );
}
