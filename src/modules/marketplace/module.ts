// Builds the marketplace service once per process, with what its `workspace` adapter asks of the catalog.
import type { Platform } from '../../platform/index.js';
import type { CatalogServices } from '../catalog/module.js';
import type { WorkspacesService } from '../workspaces/service.js';
import type { SupplierCatalog } from './adapters.js';
import type { DepartureAvailability } from './schemas.js';
import { MarketplaceSales } from './sales.js';
import { MarketplaceService } from './service.js';

const PAGE = 100;

/** The supplier side of the catalog, through its services: products, departures (seats) and prices. */
export function supplierCatalogOf(catalog: CatalogServices): SupplierCatalog {
  return {
    activeOwnedProducts: (workspaceId, page) => catalog.products.list(workspaceId, { source: 'owned', status: 'active' }, { column: 'created_at', direction: 'asc' }, page),
    async departures(workspaceId, productId, range) {
      const out: DepartureAvailability[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const { items, total } = await catalog.departures.listOfProduct(workspaceId, productId, range, { limit: PAGE, offset });
        const prices = await catalog.pricing.lowestPrices(workspaceId, productId, items.map((d) => d.id));
        for (const d of items) {
          out.push({
            departureId: d.id,
            startAt: d.startAt,
            endAt: d.endAt,
            date: d.startAt.slice(0, 10),
            status: d.status,
            capacity: d.capacity,
            remaining: d.remaining,
            priceFrom: prices.get(d.id) ?? null,
          });
        }
        if (items.length === 0 || offset + items.length >= total) return out;
      }
    },
  };
}

export function createMarketplaceModule(p: Platform, deps: { workspaces: WorkspacesService; catalog: CatalogServices }) {
  return {
    marketplace: new MarketplaceService(p, deps.workspaces, supplierCatalogOf(deps.catalog), deps.catalog.products),
    marketplaceSales: new MarketplaceSales(p, deps.catalog),
  };
}
