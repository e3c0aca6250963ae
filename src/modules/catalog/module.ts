// Builds the catalog's services once per process: products (and, as they land, departures, pricing and tags).
import type { Api, Platform } from '../../platform/index.js';
import { productRoutes } from './product-routes.js';
import { ProductsService } from './product-service.js';

export interface CatalogServices {
  products: ProductsService;
}

export function createCatalogModule(p: Platform): CatalogServices {
  const products = new ProductsService(p);
  return { products };
}

export function catalogRoutes(app: Api, s: CatalogServices): void {
  productRoutes(app, s.products);
}
