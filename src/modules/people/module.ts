// People: a workspace's customers and contacts (the spec's `customer.*` events).
import type { DataDeps, Module } from '../../platform/module.js';
import { peopleMigrations } from './migrations.js';
import type { DataRightsPorts } from './ports.js';
import { peopleRoutes } from './routes.js';
import { PeopleService } from './service.js';
import { PEOPLE_COUNTS } from './store.js';

export function createPeopleModule(deps: DataDeps & { rights: DataRightsPorts }): Module<PeopleService> {
  const service = new PeopleService(deps, deps.rights);
  return {
    name: 'people',
    migrations: peopleMigrations,
    countedLists: [PEOPLE_COUNTS],
    services: service,
    routes: (app) => peopleRoutes(app, service),
  };
}
