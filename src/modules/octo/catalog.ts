// What the OCTO API needs from the catalog, answered by the catalog's own services (never its tables).
import type { Database } from '../../platform/db/index.js';
import { orNullIfNotFound } from '../../platform/errors.js';
import type { CatalogServices } from '../catalog/module.js';
import type { Product } from '../catalog/product-schemas.js';
import type { CatalogSettingsReader } from '../catalog/workspace-settings.js';
import type { CatalogProduct, OctoCatalog } from './ports.js';

const PAGE = 100;

const productOf = (p: Product): CatalogProduct => ({
  id: p.id,
  source: p.source,
  title: p.title,
  slug: p.slug,
  summary: p.summary,
  description: p.description,
  status: p.status,
  currency: p.currency,
  durationDays: p.durationDays,
  pricingModel: p.pricingModel,
});

export function catalogForOcto(catalog: CatalogServices, settings: CatalogSettingsReader, db: Database): OctoCatalog {
  return {
    async activeOwnedProducts(workspaceId) {
      const out: CatalogProduct[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const { items, total } = await catalog.products.list(
          workspaceId,
          { status: 'active', source: 'owned' },
          { column: 'title', direction: 'asc' },
          { limit: PAGE, offset },
        );
        out.push(...items.map(productOf));
        if (items.length < PAGE || offset + PAGE >= total) return out;
      }
    },
    async product(workspaceId, id) {
      const p = await orNullIfNotFound(catalog.products.get(workspaceId, id));
      return p && productOf(p);
    },
    unitPricing: (workspaceId, product) =>
      catalog.pricing.unitPricing(db.kysely, workspaceId, { id: product.id, pricing_model: product.pricingModel }),
    async departure(workspaceId, id) {
      const d = await orNullIfNotFound(catalog.departures.get(workspaceId, id));
      return d && { id: d.id, productId: d.productId, startAt: d.startAt };
    },
    async upcomingStarts(workspaceId, productId, fromIso, limit) {
      const { items } = await catalog.departures.list(
        workspaceId,
        { productId, from: fromIso, status: 'scheduled' },
        { limit, offset: 0 },
      );
      return items.map((d) => d.startAt);
    },
    calendar: (workspaceId, productId, q) => catalog.availability.calendar(workspaceId, productId, q),
    timeZone: async (workspaceId) => (await settings(db.kysely, workspaceId)).timezone,
    kept: (workspaceId, productId, request) => catalog.keeper.serve(workspaceId, productId, request),
  };
}
