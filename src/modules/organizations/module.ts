// Organizations: partner companies of a workspace.
import type { DataDeps, Module } from '../../platform/module.js';
import { organizationsMigrations } from './migrations.js';
import { organizationsRoutes } from './routes.js';
import { OrganizationsService } from './service.js';
import { ORGANIZATION_COUNTS } from './store.js';

export function createOrganizationsModule(deps: DataDeps): Module<OrganizationsService> {
  const service = new OrganizationsService(deps);
  return {
    name: 'organizations',
    migrations: organizationsMigrations,
    countedLists: [ORGANIZATION_COUNTS],
    services: service,
    routes: (app) => organizationsRoutes(app, service),
  };
}
