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
  MediaParams,
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

  // A product's image: cached by browsers and proxies for an hour, revalidated by its content hash.
  app.get(
    '/book/:handle/media/:fileId',
    { ...route, schema: { hide: true, params: MediaParams } },
    async (req, reply) => {
      const file = await service.image(req.params.handle, req.params.fileId);
      const etag = `"${file.sha256}"`;
      reply
        .header('cache-control', 'public, max-age=3600')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      const match = req.headers['if-none-match'];
      if (typeof match === 'string' && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag)) {
        file.stream.destroy();
        return reply.code(304).send();
      }
      return reply.header('content-type', file.mimeType).header('content-length', file.size).send(file.stream);
    },
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
}
