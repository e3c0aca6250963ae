// The hosted booking page (issue 29): a workspace's public page at /book/<handle> where a guest picks a product,
// a date and a party and holds the seats; built from bookpage/src like the console, served by this server.
import type { Module } from '../../platform/module.js';
import { bookingPageRoutes } from './page-routes.js';
import { BookingPageService, type BookingPagePorts } from './page-service.js';

export interface BookingPageDeps extends BookingPagePorts {
  /** Where the built page is (`npm run bookpage:build`). */
  distDir: string;
}

export function createBookingPageModule(deps: BookingPageDeps): Module<BookingPageService> {
  const service = new BookingPageService(deps);
  return {
    name: 'bookpage',
    migrations: {},
    services: service,
    routes: (app) => bookingPageRoutes(app, service, deps.distDir),
  };
}
