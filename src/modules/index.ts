// The business areas of the service, wired together once per process. A new area adds its service, its
// migrations and its routes here; nothing in platform/ knows about them.
import type { Api, Platform } from '../platform/index.js';
import type { Migrations } from '../platform/db/migrate.js';
import { platformMigrations } from '../platform/db/migrations/0000_platform.js';
import { workspacesMigrations } from './workspaces/migrations.js';
import { WorkspacesService } from './workspaces/service.js';
import { workspaceRoutes } from './workspaces/routes.js';
import { organizationsMigrations } from './organizations/migrations.js';
import { OrganizationsService } from './organizations/service.js';
import { organizationsRoutes } from './organizations/routes.js';
import { peopleMigrations } from './people/migrations.js';
import { PeopleService } from './people/service.js';
import { peopleRoutes } from './people/routes.js';
import { formsMigrations } from './forms/migrations.js';
import { FormsService } from './forms/service.js';
import { formsRoutes } from './forms/routes.js';
import { billingMigrations } from './billing/migrations.js';
import { billingRoutes, createBillingModule } from './billing/module.js';
import { catalogMigrations } from './catalog/migrations.js';
import { catalogRoutes, createCatalogModule } from './catalog/module.js';
import { webhooksMigrations } from './webhooks/migrations.js';
import { createWebhooksModule } from './webhooks/module.js';
import { eventRoutes, webhookRoutes } from './webhooks/routes.js';
import { vouchersMigrations } from './vouchers/migrations.js';
import { customerCheckOf, VouchersService } from './vouchers/service.js';
import { vouchersRoutes } from './vouchers/routes.js';
import { galleryMigrations } from './gallery/migrations.js';
import { GalleryService } from './gallery/service.js';
import { DiskStorage } from './gallery/storage.js';
import { registerGalleryJobs } from './gallery/jobs.js';
import { galleryRoutes } from './gallery/routes.js';
import { policiesMigrations } from './policies/migrations.js';
import { createPoliciesService } from './policies/service.js';
import { policiesRoutes } from './policies/routes.js';
import { collectionsMigrations } from './collections/migrations.js';
import { CollectionsService } from './collections/service.js';
import { catalogForCollections } from './collections/catalog.js';
import { collectionsRoutes } from './collections/routes.js';
import { marketplaceMigrations } from './marketplace/migrations.js';
import { createMarketplaceModule } from './marketplace/module.js';
import { marketplaceRoutes } from './marketplace/routes.js';
import { bookingsMigrations } from './bookings/migrations.js';
import { createBookingsModule } from './bookings/module.js';
import { bookingsRoutes } from './bookings/routes.js';

export const migrations: Migrations = {
  ...platformMigrations,
  ...workspacesMigrations,
  ...organizationsMigrations,
  ...peopleMigrations,
  ...formsMigrations,
  ...billingMigrations,
  ...catalogMigrations,
  ...webhooksMigrations,
  ...vouchersMigrations,
  ...galleryMigrations,
  ...policiesMigrations,
  ...collectionsMigrations,
  ...marketplaceMigrations,
  ...bookingsMigrations,
};

/** Every service, built once; job handlers and event hooks are registered with the platform here. */
export function createServices(p: Platform) {
  const workspaces = new WorkspacesService(p.db, p.config.keyPrefix);
  const organizations = new OrganizationsService(p);
  const people = new PeopleService(p);
  const forms = new FormsService(p);
  const billing = createBillingModule(p, workspaces);
  const catalog = createCatalogModule(p);
  const webhooks = createWebhooksModule(p);
  const vouchers = new VouchersService(p, customerCheckOf(people));
  const gallery = new GalleryService(p, new DiskStorage(p.config.galleryDir));
  registerGalleryJobs(p, gallery);
  const policies = createPoliciesService(p, catalog.products);
  const collections = new CollectionsService(p, catalogForCollections(catalog));
  catalog.products.onDelete((tx, workspaceId, productId) => collections.forgetProduct(tx, workspaceId, productId));
  const { marketplace, marketplaceSales } = createMarketplaceModule(p, { workspaces, catalog });
  const bookings = createBookingsModule(p, {
    workspaces,
    ports: {
      catalog: marketplaceSales.bookingPort(catalog.bookingPort),
      forms: forms.bookingPort,
      billing: billing.bookingPort,
      directory: { personExists: (ws, id) => people.exists(ws, id), organizationExists: (ws, id) => organizations.exists(ws, id) },
    },
  });
  catalog.products.guardDelete((tx, workspaceId, productId) => bookings.bookings.refuseIfBooked(tx, workspaceId, { productId }));
  catalog.departures.onDelete((tx, workspaceId, departure) => bookings.bookings.refuseIfBooked(tx, workspaceId, { departureId: departure.id }));
  return { workspaces, organizations, people, forms, billing, catalog, webhooks, vouchers, gallery, policies, collections, marketplace, marketplaceSales, bookings };
}

export type Services = ReturnType<typeof createServices>;

export function registerRoutes(app: Api, s: Services): void {
  workspaceRoutes(app, s.workspaces);
  organizationsRoutes(app, s.organizations);
  peopleRoutes(app, s.people);
  formsRoutes(app, s.forms);
  billingRoutes(app, s.billing);
  catalogRoutes(app, s.catalog);
  webhookRoutes(app, s.webhooks);
  eventRoutes(app, s.webhooks);
  vouchersRoutes(app, s.vouchers);
  galleryRoutes(app, s.gallery);
  policiesRoutes(app, s.policies);
  collectionsRoutes(app, s.collections);
  marketplaceRoutes(app, s.marketplace, s.marketplaceSales);
  bookingsRoutes(app, s.bookings);
}
