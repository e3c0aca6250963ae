// The booking page's public routes (no key; limited per client address like every public route): the page itself
// at /book/<handle> and /book/<handle>/<product slug>, and the narrow JSON it reads and the one write it makes
// under /book/<handle>/api/. Not part of the API's documented surface (hidden from OpenAPI): the page is their
// only client, so they answer exactly what it shows and can change with it.
import Type from 'typebox';
import { NotFoundError } from '../../platform/errors.js';
import type { Api } from '../../platform/module.js';
import {
  Calendar,
  CalendarQuery,
  HandleParams,
  Held,
  HoldBody,
  LanguageQuery,
  OrderAnswer,
  OrderParams,
  PayAnswer,
  PayBody,
  ProductList,
  ProductPage,
  ProductParams,
} from './page-schemas.js';
import type { BookingPageService } from './page-service.js';
import { bookpageShell, sendNotFoundPage } from './shell.js';

const route = { config: { public: true }, logLevel: 'warn' as const };

export function bookingPageRoutes(app: Api, service: BookingPageService, distDir: string): void {
  const shell = bookpageShell(app, distDir);

  /** The shell titled by what the address names, or the 404 page when it names nothing on the page. */
  const page = async (reply: Parameters<typeof shell>[0], title: () => Promise<string>) => {
    try {
      return await shell(reply, await title());
    } catch (err) {
      if (err instanceof NotFoundError) return sendNotFoundPage(reply);
      throw err;
    }
  };

  app.get(
    '/book/:handle',
    { ...route, schema: { hide: true, params: Type.Object({ handle: Type.String({ maxLength: 300 }) }) } },
    async (req, reply) => page(reply, async () => (await service.workspace(req.params.handle)).name),
  );

  app.get(
    '/book/:handle/:slug',
    {
      ...route,
      schema: {
        hide: true,
        params: Type.Object({ handle: Type.String({ maxLength: 300 }), slug: Type.String({ maxLength: 300 }) }),
      },
    },
    async (req, reply) =>
      page(reply, async () => {
        const ws = await service.workspace(req.params.handle);
        const product = await service.product(ws, req.params.slug);
        return `${product.title} · ${ws.name}`;
      }),
  );

  app.get(
    '/book/:handle/api/products',
    { ...route, schema: { hide: true, params: HandleParams, response: { 200: ProductList } } },
    async (req) => service.list(req.params.handle),
  );

  app.get(
    '/book/:handle/api/products/:slug',
    {
      ...route,
      schema: { hide: true, params: ProductParams, querystring: LanguageQuery, response: { 200: ProductPage } },
    },
    async (req) => service.productPage(req.params.handle, req.params.slug, req.query.lang ?? 'en'),
  );

  app.get(
    '/book/:handle/api/products/:slug/calendar',
    {
      ...route,
      schema: { hide: true, params: ProductParams, querystring: CalendarQuery, response: { 200: Calendar } },
    },
    async (req) => ({
      data: await service.calendar(req.params.handle, req.params.slug, req.query.month, req.query.units),
    }),
  );

  app.post(
    '/book/:handle/api/holds',
    { ...route, schema: { hide: true, params: HandleParams, body: HoldBody, response: { 201: Held } } },
    async (req, reply) => reply.code(201).send({ data: await service.hold(req.params.handle, req.body) }),
  );

  app.post(
    '/book/:handle/api/holds/:code/pay',
    { ...route, schema: { hide: true, params: OrderParams, body: PayBody, response: { 200: PayAnswer } } },
    async (req) => ({ data: await service.pay(req.params.handle, req.params.code, req.body) }),
  );

  // The order's code is the guest's bearer (64 random bits): the confirmation page reads where its payment stands.
  app.get(
    '/book/:handle/api/orders/:code',
    { ...route, schema: { hide: true, params: OrderParams, response: { 200: OrderAnswer } } },
    async (req) => ({ data: await service.order(req.params.handle, req.params.code) }),
  );
}
