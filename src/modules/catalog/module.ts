// Builds the catalog's services once per process: products, tags, departures, pricing, and the port bookings use.
import type { Api, Platform } from '../../platform/index.js';
import { UnprocessableError } from '../../platform/errors.js';
import type { CatalogPort } from '../bookings/ports.js';
import { departureRoutes } from './departure-routes.js';
import { DeparturesService } from './departure-service.js';
import { pricingRoutes } from './pricing-routes.js';
import { notFoundAs, PricingService } from './pricing-service.js';
import { productRoutes } from './product-routes.js';
import { ProductsService } from './product-service.js';
import { tagRoutes } from './tag-routes.js';
import { TagsService } from './tag-service.js';

export interface CatalogServices {
  products: ProductsService;
  tags: TagsService;
  departures: DeparturesService;
  pricing: PricingService;
  /** What bookings call: product and departure checks, prices, and seats taken inside their transaction. */
  bookingPort: CatalogPort;
}

export function createCatalogModule(p: Platform): CatalogServices {
  const tags = new TagsService(p);
  const products = new ProductsService(p, tags);
  const departures = new DeparturesService(p, products);
  const pricing = new PricingService(p, products, departures);
  const bookingPort: CatalogPort = {
    async loadForBooking(workspaceId, productId, departureId) {
      const db = p.db.kysely;
      const product = await products.row(db, workspaceId, productId).catch(notFoundAs('productId'));
      const departure = await departures.row(db, workspaceId, departureId).catch(notFoundAs('departureId'));
      if (departure.product_id !== product.id) throw new UnprocessableError('Departure of another product', { field: 'departureId', message: 'the departure does not belong to the product' });
      if (product.status !== 'active') throw new UnprocessableError('Product not bookable', { field: 'productId', message: `the product is ${product.status}, not active` });
      if (departure.status !== 'scheduled') throw new UnprocessableError('Departure not bookable', { field: 'departureId', message: `the departure is ${departure.status}, not scheduled` });
      return {
        product: { id: product.id, title: product.title, type: product.type, category: product.category, status: product.status },
        departure: { id: departure.id, productId: departure.product_id, startAt: departure.start_at, endAt: departure.end_at, status: departure.status, seatsLeft: Math.max(0, departure.capacity - departure.booked_pax) },
        price: (req) => pricing.quote(workspaceId, product, departure.id, req),
      };
    },
    reserveSeats: (tx, workspaceId, departureId, seats) => departures.reserveSeats(tx, workspaceId, departureId, seats),
    releaseSeats: (tx, workspaceId, departureId, seats) => departures.releaseSeats(tx, workspaceId, departureId, seats),
  };
  return { products, tags, departures, pricing, bookingPort };
}

export function catalogRoutes(app: Api, s: CatalogServices): void {
  productRoutes(app, s.products);
  tagRoutes(app, s.tags);
  departureRoutes(app, s.departures);
  pricingRoutes(app, s.pricing);
}
