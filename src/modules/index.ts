// Every business area, built and wired together once per process. This is the one place that says who depends on
// whom: each area's factory (`createXModule(deps)`, in its module.ts) names what it needs, gets exactly that here,
// and returns what it contributes (services, routes, migrations, job handlers, event subscriptions, retention
// rules). Nothing in src/platform knows the areas, and no area registers anything itself.
import type { Migrations } from '../platform/db/migrate.js';
import { auditActorOf } from './accounts/audit-service.js';
import { createAccountsModule } from './accounts/module.js';
import { billingPersonalData } from './billing/personal-data.js';
import { bookingsPersonalData } from './bookings/personal-data.js';
import { formsPersonalData } from './forms/personal-data.js';
import { messagesPersonalData } from './messages/personal-data.js';
import { vouchersPersonalData } from './vouchers/personal-data.js';
import { platformMigrations } from '../platform/db/migrations/0000_platform.js';
import type { Api, Platform } from '../platform/index.js';
import { install, type Module } from '../platform/module.js';
import { eventsPersonalData } from '../platform/personal-data.js';
import { createBillingModule } from './billing/module.js';
import { createBookingPageModule } from './bookpage/module.js';
import { verifyPageProducts } from './bookpage/settings-check.js';
import { paymentStatusSql } from './bookings/booking-store.js';
import { createBookingsModule } from './bookings/module.js';
import { createCatalogModule } from './catalog/module.js';
import { catalogForCollections } from './collections/catalog.js';
import { createCollectionsModule } from './collections/module.js';
import { createDocumentsModule } from './documents/module.js';
import { ticketSources } from './documents/sources.js';
import { createFormsModule } from './forms/module.js';
import { createGalleryModule } from './gallery/module.js';
import { createBackupsModule } from './backups/module.js';
import { createIntegrityModule } from './integrity/module.js';
import { createMarketplaceModule } from './marketplace/module.js';
import { cancellationTermsFrom } from './messages/adapters.js';
import { createMessagesModule } from './messages/module.js';
import { catalogForOcto } from './octo/catalog.js';
import { createOctoModule } from './octo/module.js';
import { createOrganizationsModule } from './organizations/module.js';
import { createPeopleModule } from './people/module.js';
import { createPoliciesModule } from './policies/module.js';
import { createVouchersModule } from './vouchers/module.js';
import { createWebhooksModule } from './webhooks/module.js';
import { createWorkspacesModule } from './workspaces/module.js';
import { SETTINGS_SECTIONS } from './settings-sections.js';

/** Builds every area. Builds only: nothing is registered with the platform until `installModules`. */
export function createModules(p: Platform) {
  const { db, outbox, jobs, limits, config } = p;
  const data = { db, outbox };
  const workspaces = createWorkspacesModule({ db, keyPrefix: config.keyPrefix });
  // Each area's own section of the workspace settings, answered by GET /v1/workspace in this order.
  const settings = {
    bookings: workspaces.services.settings.register(SETTINGS_SECTIONS.bookings),
    billing: workspaces.services.settings.register(SETTINGS_SECTIONS.billing),
    catalog: workspaces.services.settings.register(SETTINGS_SECTIONS.catalog),
    brand: workspaces.services.settings.register(SETTINGS_SECTIONS.brand),
    // The page's products must be this workspace's: asked of the catalog (built below) when a PATCH names them.
    bookpage: workspaces.services.settings.register(SETTINGS_SECTIONS.bookpage, (tx, ws, values) =>
      verifyPageProducts(values, (ids) => catalog.services.products.listByIds(ws, ids, tx)),
    ),
  };
  // People, sessions, key management and the audit log; keys and workspaces themselves stay the workspaces area's.
  const accounts = createAccountsModule({
    db,
    limits,
    config,
    metrics: p.metrics.registry,
    workspaces: {
      workspace: (id) => workspaces.services.findWorkspace(id),
      keyPrefix: config.keyPrefix,
      keys: workspaces.services,
    },
  });
  const organizations = createOrganizationsModule(data);
  // A person's data rights: every area holding personal data answers for its own tables (built below; called only
  // on a request), and the audit log records each export and erasure.
  const people = createPeopleModule({
    ...data,
    rights: {
      customerBookingIds: (executor, subject) => bookingsPersonalData.customerBookingIds(executor, subject),
      holders: [
        bookingsPersonalData.holder,
        messagesPersonalData,
        formsPersonalData,
        billingPersonalData,
        vouchersPersonalData,
        eventsPersonalData,
      ],
      audit: (executor, e) =>
        accounts.services.audit.record(executor, {
          workspaceId: e.workspaceId,
          who: { actor: auditActorOf(e.actor), ip: e.ip },
          action: e.action,
          target: { type: 'person', id: e.personId },
        }),
    },
  });
  const forms = createFormsModule({ ...data, limits, config });
  const billing = createBillingModule({
    ...data,
    jobs,
    settings: settings.billing,
    documents: {
      brand: settings.brand,
      workspaceName: async (executor, id) => (await workspaces.services.findWorkspace(id, executor))?.name ?? '',
      logo: async (workspaceId, fileId) => (await documentSources.logo(workspaceId, fileId))?.bytes ?? null,
    },
  });
  // What other areas do when catalog records are deleted; those areas are built below, and these run only later.
  const catalog = createCatalogModule({
    ...data,
    jobs,
    listened: (tx, workspaceId, type) => webhooks.services.deliveries.listened(tx, workspaceId, type),
    settings: settings.catalog,
    // The gallery is built below: the closure runs only on a request.
    files: { kinds: (db, workspaceId, ids) => gallery.services.kinds(db, workspaceId, ids) },
    removals: {
      refuseProductDelete: (tx, workspaceId, productId) =>
        bookings.services.bookings.refuseIfBooked(tx, workspaceId, { productId }),
      async productRemoved(tx, workspaceId, productId) {
        await policies.services.removeForProduct(tx, workspaceId, productId);
        await collections.services.forgetProduct(tx, workspaceId, productId);
      },
      refuseDepartureDelete: (tx, workspaceId, departureId) =>
        bookings.services.bookings.refuseIfBooked(tx, workspaceId, { departureId }),
      departureCancelled: (tx, workspaceId, departureId, choice) =>
        bookings.services.bookings.departureCancelled(tx, workspaceId, departureId, choice),
    },
  });
  // Subscribed before every area that reacts to an event with events of its own (only the catalog's record of changed
  // availability comes earlier): a webhook delivery is created for every event before those follow.
  const webhooks = createWebhooksModule({ ...data, jobs, config, metrics: p.metrics.registry });
  const vouchers = createVouchersModule({
    ...data,
    customerExists: (workspaceId, id) => people.services.exists(workspaceId, id),
  });
  const gallery = createGalleryModule({ ...data, jobs, config });
  const backups = createBackupsModule({ db, jobs, config, metrics: p.metrics.registry });
  const policies = createPoliciesModule({
    ...data,
    productExists: async (executor, workspaceId, id) =>
      (await catalog.services.products.listByIds(workspaceId, [id], executor)).length > 0,
  });
  const collections = createCollectionsModule({ ...data, catalog: catalogForCollections(catalog.services) });
  const marketplace = createMarketplaceModule({ ...data, workspaces: workspaces.services, catalog: catalog.services });
  const bookings = createBookingsModule({
    ...data,
    jobs,
    limits,
    config,
    settings: settings.bookings,
    workspaceExists: async (id) => (await workspaces.services.findWorkspaceRef(id)) !== null,
    workspaceType: async (id) => (await workspaces.services.findWorkspaceRef(id))?.type ?? null,
    ports: {
      // A marketplace listing is booked at its supplier; everything else in the workspace's own catalog.
      catalog: marketplace.services.sales.bookingPort(catalog.services.bookingPort),
      forms: forms.services.bookingPort,
      billing: billing.services.bookingPort,
      directory: {
        personExists: (ws, id) => people.services.exists(ws, id),
        organizationExists: (ws, id) => organizations.services.exists(ws, id),
      },
      notices: { seatsHeld: (tx, ws, held) => messages.services.seatsHeld(tx, ws, held) },
      vouchers: vouchers.services.bookingPort,
    },
  });
  // Guest emails, made from the events above in their transactions; built after the areas whose events they read.
  const messages = createMessagesModule({
    ...data,
    jobs,
    config,
    ports: {
      brand: settings.brand,
      workspaceName: async (id) => (await workspaces.services.findWorkspace(id))?.name ?? null,
      booking: (ws, id, executor) => bookings.services.bookings.get(ws, id, executor),
      invoice: (ws, id) => billing.services.invoices.get(ws, id),
      meetingPoint: (ws, productId, departureId) => documentSources.catalog.meetingPoint(ws, productId, departureId),
      cancellationTerms: cancellationTermsFrom(policies.services),
      logo: (ws, fileId) => documentSources.logo(ws, fileId),
      holdAwaitingPayment: (tx, ws, id) => bookings.services.seatHolds.awaitingPayment(tx, ws, id),
      guestTicketUrl: (ws, id) => documents.services.guestTicketUrl(ws, id),
      ticketPdf: (ws, id, locale) => documents.services.ticketPdf(ws, id, { locale }),
      invoicePdf: (ws, id) => billing.services.invoices.pdf(ws, id),
    },
  });
  // The OCTO supplier API: resellers book the workspace's products through bookings, like the API does.
  const octo = createOctoModule({
    catalog: catalogForOcto(catalog.services, settings.catalog, db),
    bookings: bookings.services.bookings,
    workspaces: workspaces.services,
    // Built below; called only once every area is.
    tickets: { signer: (ws) => documents.services.ticketSigner(ws) },
    config,
  });
  // Tickets and check-in by scanning: the booking's own check-in command, the catalog's meeting points, the logo.
  const documentSources = ticketSources({
    bookings: {
      get: (ws, id) => bookings.services.bookings.get(ws, id),
      scan: (...args) => bookings.services.checkIns.scan(...args),
    },
    catalog: catalog.services,
    workspaces: workspaces.services,
    gallery: gallery.services,
  });
  const documents = createDocumentsModule({ db, config, brand: settings.brand, sources: documentSources });
  // The hosted booking page: a guest's way to the catalog and the wizard, found by the workspace's handle.
  const bookpage = createBookingPageModule({
    db,
    distDir: config.bookpageDir,
    workspaceByHandle: (handle) => workspaces.services.findByHandle(handle),
    products: catalog.services.products,
    pricing: catalog.services.pricing,
    availability: catalog.services.availability,
    keeper: catalog.services.keeper,
    policies: policies.services,
    wizard: bookings.services.wizard,
    startPayment: (ws, orderId, urls) => bookings.services.payments.start(ws, orderId, urls),
    settings: settings.catalog,
    wizardSettings: settings.bookings,
    formFields: (ws, formId) => forms.services.fields(ws, formId),
    booking: (ws, id) => bookings.services.bookings.get(ws, id),
    ticketUrl: (ws, id) => documents.services.guestTicketUrl(ws, id),
    pageSettings: settings.bookpage,
    brand: settings.brand,
    logo: (ws, fileId) => documentSources.logo(ws, fileId),
    fileContent: (ws, fileId) => gallery.services.download(ws, fileId),
  });
  const areas = {
    workspaces,
    accounts,
    organizations,
    people,
    forms,
    billing,
    catalog,
    webhooks,
    vouchers,
    gallery,
    policies,
    collections,
    marketplace,
    bookings,
    octo,
    documents,
    messages,
    bookpage,
    backups,
  };
  // Checks the numbers every area above keeps against their rows; repairs go through the area that owns them.
  const integrity = createIntegrityModule({
    db,
    jobs,
    config,
    metrics: p.metrics.registry,
    ports: {
      workspaceIds: async () => (await workspaces.services.listWorkspaces()).map((w) => w.id),
      sellersOf: (ws) => marketplace.services.sales.resellersOf(ws),
      correctSeats: (tx, ws, departureId, count) =>
        catalog.services.departures.correctSeats(tx, ws, departureId, count),
      countedLists: () => (Object.values(areas) as Module[]).flatMap((m) => m.countedLists ?? []),
      paymentStatusSql,
      keptAvailability: (ws) => catalog.services.availability.verify(ws),
      audit: (tx, e) =>
        accounts.services.audit.record(tx, {
          workspaceId: e.workspaceId,
          who: { actor: { type: 'operator', id: e.operator }, ip: null },
          action: 'integrity.repaired',
          target: e.target,
          details: { ...e.details },
        }),
    },
  });
  return { ...areas, integrity };
}

export type Modules = ReturnType<typeof createModules>;

/** Each area's services, by area: what the CLI and tests call. */
export type Services = { [K in keyof Modules]: Modules[K]['services'] };

/** The platform's tables and every area's, applied in name order. */
export function migrationsOf(modules: Modules): Migrations {
  return Object.assign({}, platformMigrations, ...Object.values(modules).map((m: Module) => m.migrations));
}

/** Registers every area's job handlers, event subscriptions (in the order the areas were built) and retention rules. */
export function installModules(p: Platform, modules: Modules): void {
  for (const m of Object.values(modules) as Module[]) install(m, p);
}

export function registerRoutes(app: Api, modules: Modules): void {
  for (const m of Object.values(modules) as Module[]) m.routes?.(app);
}

/** The wiring of a process: its areas built and installed, their services, and the migrations they need. */
export function wireModules(p: Platform): { modules: Modules; services: Services; migrations: Migrations } {
  const modules = createModules(p);
  installModules(p, modules);
  const services = Object.fromEntries(Object.entries(modules).map(([name, m]) => [name, m.services])) as Services;
  return { modules, services, migrations: migrationsOf(modules) };
}
