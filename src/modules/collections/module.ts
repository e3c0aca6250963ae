// Collections: curated (manual) and rule-based (smart) groups of products, translated, ordered.
import type { DataDeps, Module } from '../../platform/module.js';
import type { CollectionCatalog } from './catalog.js';
import { collectionsMigrations } from './migrations.js';
import { collectionsRoutes } from './routes.js';
import { CollectionsService } from './service.js';

export interface CollectionsDeps extends DataDeps {
  /** The catalog, as collections see it: products by id, their order, the members of tag rules. */
  catalog: CollectionCatalog;
}

export function createCollectionsModule(deps: CollectionsDeps): Module<CollectionsService> {
  const service = new CollectionsService(deps, deps.catalog);
  return {
    name: 'collections',
    migrations: collectionsMigrations,
    services: service,
    routes: (app) => collectionsRoutes(app, service),
  };
}
