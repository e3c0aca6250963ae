// The OCTO supplier API (octo.travel): resellers read the workspace's products and availability and book them at
// /octo with one of our API keys (docs/octo.md). No tables of its own: OCTO bookings are bookings (`source: octo`).
import type { Config } from '../../config.js';
import type { Module } from '../../platform/module.js';
import type { OctoBookings, OctoCatalog, OctoTickets, OctoWorkspaces } from './ports.js';
import { octoRoutes } from './routes.js';
import { OctoService } from './service.js';

export interface OctoModuleDeps {
  catalog: OctoCatalog;
  bookings: OctoBookings;
  workspaces: OctoWorkspaces;
  /** The tickets its vouchers deliver (the documents area). */
  tickets: OctoTickets;
  config: Pick<Config, 'holdDefaultMinutes' | 'publicUrl'>;
}

export function createOctoModule(deps: OctoModuleDeps): Module<OctoService> {
  const service = new OctoService(deps);
  return {
    name: 'octo',
    migrations: {},
    services: service,
    routes: (app) => octoRoutes(app, service, { publicUrl: deps.config.publicUrl }),
  };
}
