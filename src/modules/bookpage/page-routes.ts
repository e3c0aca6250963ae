// The booking page's public routes (no key; limited per client address like every public route): the page itself
// at /book/<handle> and /book/<handle>/<product slug>, and the narrow JSON it reads and the one write it makes
// under /book/<handle>/api/. Not part of the API's documented surface (hidden from OpenAPI): the page is their
// only client, so they answer exactly what it shows and can change with it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
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
  MediaParams,
  OrderParams,
  PayAnswer,
  PayBody,
  ProductList,
  ProductPage,
  ProductParams,
} from './page-schemas.js';
import type { BookingPageService, PageLook } from './page-service.js';
import type { PageSeller } from '../workspaces/service.js';
import { bookpageShell, sendNotFoundPage } from './shell.js';

const route = { config: { public: true }, logLevel: 'warn' as const };

export function bookingPageRoutes(app: Api, service: BookingPageService, distDir: string): void {
  const shell = bookpageShell(app, distDir);
  const embedFile = path.join(path.resolve(distDir), 'embed.js');
  /** The built snippet, read per request like the shell (a build while the server runs is served at once). */
  const embedScript = () =>
    fs.readFile(embedFile, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });

  /**
   * The shell titled by what the address names, in the brand's colour and framed only by the handle's allowed
   * origins; the 404 page when it names nothing on the page (framed like the page once the handle is known).
   */
  const page = async (reply: FastifyReply, handle: string, title: (ws: PageSeller) => Promise<string>) => {
    let look: PageLook | undefined;
    try {
      const ws = await service.workspace(handle);
      look = service.look(ws);
      return await shell(reply, await title(ws), look);
    } catch (err) {
      if (err instanceof NotFoundError) return sendNotFoundPage(reply, look?.frameOrigins);
      throw err;
    }
  };

  app.get(
    '/book/:handle',
    { ...route, schema: { hide: true, params: Type.Object({ handle: Type.String({ maxLength: 300 }) }) } },
    async (req, reply) => page(reply, req.params.handle, async (ws) => ws.name),
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
      page(
        reply,
        req.params.handle,
        async (ws) => `${(await service.product(ws, req.params.slug)).title} · ${ws.name}`,
      ),
  );

  // The brand's logo in the page's header: this origin's (the page's CSP loads nothing else), cached for a day
  // since its address names the file (a new logo is a new address).
  app.get('/book/:handle/api/logo', { ...route, schema: { hide: true, params: HandleParams } }, async (req, reply) => {
    const logo = await service.logo(req.params.handle);
    return reply
      .header('content-type', logo.type === 'png' ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(logo.bytes);
  });

  // The Book now snippet operators put on their own sites: loaded by other origins' pages, so it says so
  // (Cross-Origin-Resource-Policy), and cached for an hour since its address never changes.
  app.get('/bookpage/embed.js', { ...route, schema: { hide: true } }, async (_req, reply) => {
    const code = await embedScript();
    if (code === null) return reply.code(503).header('retry-after', '60').send('// npm run bookpage:build\n');
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(code);
  });
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
    async (req, reply) => {
      const kept = await service.calendar(
        req.params.handle,
        req.params.slug,
        req.query.month,
        req.query.units,
        (answer) => reply.serialize(answer) as string,
      );
      // The kept bytes go out as they are (no serialisation): the reply is widened from the route's typed one.
      const raw: FastifyReply = reply;
      return raw.header('content-type', 'application/json; charset=utf-8').send(kept.body);
    },
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
