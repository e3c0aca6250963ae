// The catalog: products, tags, departures (capacity) and pricing, and the port bookings use to check, price and
// seat a booking.
import type { Tx } from '../../platform/db/index.js';
import { UnprocessableError } from '../../platform/errors.js';
import type { EventType } from '../../platform/events.js';
import type { JobSink } from '../../platform/jobs.js';
import type { DataDeps, Module } from '../../platform/module.js';
import type { CatalogPort } from '../bookings/ports.js';
import { AVAILABILITY_PUSH_JOB, AvailabilityChanges } from './availability-changes.js';
import { availabilityRoutes } from './availability-routes.js';
import { AvailabilityKeeper } from './availability-kept.js';
import { AvailabilityService } from './availability-service.js';
import { availabilityVersions } from './availability-versions.js';
import { catalogMigrations } from './migrations.js';
import { departureRoutes } from './departure-routes.js';
import { DeparturesService, isSelling, type DepartureCancelHook } from './departure-service.js';
import { DEPARTURE_COUNTS, departureStore } from './departure-store.js';
import { clock } from '../../platform/clock.js';
import { pricingRoutes } from './pricing-routes.js';
import { notFoundAs, PricingService } from './pricing-service.js';
import { productRoutes } from './product-routes.js';
import type { MediaFiles } from './product-media.js';
import { ProductsService } from './product-service.js';
import { tagRoutes } from './tag-routes.js';
import { TagsService } from './tag-service.js';
import type { CatalogSettingsReader } from './workspace-settings.js';

export interface CatalogServices {
  products: ProductsService;
  availability: AvailabilityService;
  /** Availability answers kept per process against each product's version (OCTO serves its own through it). */
  keeper: AvailabilityKeeper;
  tags: TagsService;
  departures: DeparturesService;
  pricing: PricingService;
  /** What bookings call: product and departure checks, prices, and seats taken inside their transaction. */
  bookingPort: CatalogPort;
}

/** What other areas do when catalog records are deleted or cancelled, inside that transaction (they may refuse it). */
export interface CatalogRemovalPorts {
  /** A client's product delete: refused (409) while bookings that are not cancelled hold the product. */
  refuseProductDelete(tx: Tx, workspaceId: string, productId: string): Promise<void>;
  /** What other areas keep of a deleted product (its policies, its collection memberships) goes with it. */
  productRemoved(tx: Tx, workspaceId: string, productId: string): Promise<void>;
  /** A departure delete: refused while bookings that are not cancelled name the departure. */
  refuseDepartureDelete(tx: Tx, workspaceId: string, departureId: string): Promise<void>;
  /** A departure's cancel: its active bookings are cancelled or kept, as the caller chose. */
  departureCancelled: DepartureCancelHook;
}

export interface CatalogDeps extends DataDeps {
  removals: CatalogRemovalPorts;
  /** The gallery, whose images products show. */
  files: MediaFiles;
  /** The catalog's workspace settings (when availability is LIMITED) and the workspace's time zone. */
  settings: CatalogSettingsReader;
  /** The push jobs of availability.changed. */
  jobs: JobSink;
  /** Whether the workspace has a webhook subscription that receives an event type (availability.changed). */
  listened: (tx: Tx, workspaceId: string, type: EventType) => Promise<boolean>;
}

export function createCatalogModule(deps: CatalogDeps): Module<CatalogServices> {
  // Products, departures and pricing refer to each other both ways (a product's delete takes its departures and
  // pricing with it; departures and pricing read products): the closures below reach services built after them,
  // and run only once all are built.
  const tags = new TagsService(deps, (tx, workspaceId, productIds) => products.untagged(tx, workspaceId, productIds));
  const products: ProductsService = new ProductsService(
    deps,
    tags,
    {
      refuse: (tx, workspaceId, productId) => deps.removals.refuseProductDelete(tx, workspaceId, productId),
      async cleanUp(tx, workspaceId, productId) {
        await departures.removeOfProduct(tx, workspaceId, productId);
        await pricing.removeOfProduct(tx, workspaceId, productId);
        await deps.removals.productRemoved(tx, workspaceId, productId);
      },
    },
    deps.files,
  );
  const departures: DeparturesService = new DeparturesService(
    deps,
    products,
    async (tx, workspaceId, departure) => {
      await pricing.removeOfDeparture(tx, workspaceId, departure);
      await deps.removals.refuseDepartureDelete(tx, workspaceId, departure.id);
    },
    deps.removals.departureCancelled,
    deps.settings,
    (tx, workspaceId, departure) => availabilityChanges.moving(tx, workspaceId, departure),
  );
  const pricing = new PricingService(deps, products, departures);
  const keeper = new AvailabilityKeeper(deps, deps.settings);
  const availability = new AvailabilityService(deps, products, pricing, deps.settings, keeper);
  const availabilityChanges = new AvailabilityChanges(deps, availability);
  const bookingPort: CatalogPort = {
    async loadForBooking(workspaceId, productId, departureId) {
      const db = deps.db.kysely;
      const product = await products.row(db, workspaceId, productId).catch(notFoundAs('productId'));
      const departure = await departures.row(db, workspaceId, departureId).catch(notFoundAs('departureId'));
      if (departure.product_id !== product.id)
        throw new UnprocessableError('UNKNOWN_REFERENCE', 'Departure of another product', {
          field: 'departureId',
          message: 'the departure does not belong to the product',
        });
      if (product.status !== 'active')
        throw new UnprocessableError('NOT_BOOKABLE', 'Product not bookable', {
          field: 'productId',
          message: `the product is ${product.status}, not active`,
        });
      if (departure.status !== 'scheduled')
        throw new UnprocessableError('NOT_BOOKABLE', 'Departure not bookable', {
          field: 'departureId',
          message: `the departure is ${departure.status}, not scheduled`,
        });
      if (!isSelling(departure, clock.iso())) {
        const why =
          departure.sales_close_at === null
            ? `the departure started at ${departure.start_at}`
            : `sales of the departure closed at ${departure.sales_close_at}`;
        throw new UnprocessableError('SALES_CLOSED', 'Sales closed', { field: 'departureId', message: why });
      }
      return {
        product: {
          id: product.id,
          title: product.title,
          type: product.type,
          category: product.category,
          status: product.status,
        },
        departure: {
          id: departure.id,
          productId: departure.product_id,
          startAt: departure.start_at,
          endAt: departure.end_at,
          status: departure.status,
          seatsLeft: Math.max(0, departure.capacity - departure.booked_pax),
        },
        price: (req) => pricing.quote(workspaceId, product, departure.id, req),
      };
    },
    async departure(workspaceId, departureId) {
      const db = deps.db.kysely;
      const departure = await departureStore.get(deps.db, db, workspaceId, departureId);
      if (!departure) return null;
      const product = await products.row(db, workspaceId, departure.product_id);
      return {
        id: departure.id,
        productId: product.id,
        productTitle: product.title,
        startAt: departure.start_at,
        endAt: departure.end_at,
        status: departure.status,
        capacity: departure.capacity,
        bookedPax: departure.booked_pax,
      };
    },
    reserveSeats: (tx, workspaceId, departureId, seats) => departures.reserveSeats(tx, workspaceId, departureId, seats),
    releaseSeats: (tx, workspaceId, departureId, seats, by) =>
      departures.releaseSeats(tx, workspaceId, departureId, seats, by),
  };
  return {
    name: 'catalog',
    migrations: catalogMigrations,
    countedLists: [DEPARTURE_COUNTS],
    services: { products, availability, keeper, tags, departures, pricing, bookingPort },
    routes(app) {
      productRoutes(app, products);
      tagRoutes(app, tags);
      departureRoutes(app, departures);
      pricingRoutes(app, pricing);
      availabilityRoutes(app, availability);
    },
    jobs: { [AVAILABILITY_PUSH_JOB]: (payload, ctx) => availabilityChanges.push(payload, ctx) },
    subscriptions: [availabilityVersions(deps.db), availabilityChanges.subscription()],
  };
}
