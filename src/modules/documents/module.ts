// What the platform sends guests as documents: tickets (a PDF per booking with signed QR codes, the guest's public
// link to it) and check-in by scanning them. The brand settings (workspace-settings.ts) say how they look.
import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/index.js';
import type { Module } from '../../platform/module.js';
import { documentsMigrations } from './migrations.js';
import type { TicketSources } from './ports.js';
import { ticketRoutes } from './ticket-routes.js';
import { DocumentsService } from './ticket-service.js';
import type { BrandSettingsReader } from './workspace-settings.js';

export interface DocumentsDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>;
  brand: BrandSettingsReader;
  /** The booking, its check-in, the catalog's meeting point, the workspace's name and logo (sources.ts). */
  sources: TicketSources;
}

export function createDocumentsModule(deps: DocumentsDeps): Module<DocumentsService> {
  const documents = new DocumentsService(deps);
  return {
    name: 'documents',
    migrations: documentsMigrations,
    services: documents,
    routes: (app) => ticketRoutes(app, documents),
  };
}
