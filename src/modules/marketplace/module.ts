// The marketplace: providers (another workspace, or a feed), their products enabled in a workspace's catalog, the
// availability a workspace provider projects, and its sales through resellers' bookings.
import { subscribe } from '../../platform/events.js';
import type { DataDeps, Module } from '../../platform/module.js';
import type { CatalogServices } from '../catalog/module.js';
import type { WorkspacesService } from '../workspaces/service.js';
import type { SupplierCatalog } from './adapters.js';
import type { DepartureAvailability } from './product-schemas.js';
import { marketplaceMigrations } from './migrations.js';
import { productRoutes } from './product-routes.js';
import { saleRoutes } from './sale-routes.js';
import { MarketplaceSales, SALE_EVENTS } from './sale-service.js';
import { MarketplaceService, SUPPLIER_PRODUCT_EVENTS } from './product-service.js';

const PAGE = 100;

/** The supplier side of the catalog, through its services: products, departures (seats) and prices. */
export function supplierCatalogOf(catalog: CatalogServices): SupplierCatalog {
  return {
    activeOwnedProducts: (workspaceId, page) =>
      catalog.products.list(
        workspaceId,
        { source: 'owned', status: 'active' },
        { column: 'created_at', direction: 'asc' },
        page,
      ),
    async departures(workspaceId, productId, range) {
      const out: DepartureAvailability[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const { items, total } = await catalog.departures.listOfProduct(workspaceId, productId, range, {
          limit: PAGE,
          offset,
        });
        const prices = await catalog.pricing.lowestPrices(
          workspaceId,
          productId,
          items.map((d) => d.id),
        );
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

export interface MarketplaceServices {
  /** Providers, their catalogues, access, enabling products, availability. */
  providers: MarketplaceService;
  /** Resellers' bookings of listings, as the supplier's sales. */
  sales: MarketplaceSales;
}

export interface MarketplaceDeps extends DataDeps {
  workspaces: WorkspacesService;
  catalog: CatalogServices;
}

export function createMarketplaceModule(deps: MarketplaceDeps): Module<MarketplaceServices> {
  const marketplace = new MarketplaceService(
    deps,
    deps.workspaces,
    supplierCatalogOf(deps.catalog),
    deps.catalog.products,
  );
  const sales = new MarketplaceSales(deps, deps.catalog);
  return {
    name: 'marketplace',
    migrations: marketplaceMigrations,
    services: { providers: marketplace, sales },
    routes: (app) => {
      productRoutes(app, marketplace);
      saleRoutes(app, sales);
    },
    subscriptions: [
      subscribe('marketplace.supplier-catalogue', SUPPLIER_PRODUCT_EVENTS, (tx, event) =>
        marketplace.supplierProductChanged(tx, event),
      ),
      subscribe('marketplace.sales', SALE_EVENTS, (tx, event) => sales.bookingChanged(tx, event)),
    ],
  };
}
