// The booking page's reads and its one write, for a guest who has no key: everything is found through the page's
// handle, so a guest reaches one workspace's active products only, and another workspace's product (or a draft)
// under this handle is simply not found.
import type { Readable } from 'node:stream';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { NotFoundError } from '../../platform/errors.js';
import { tryParseId } from '../../platform/ids.js';
import { toMinorUnits } from '../../platform/money.js';
import type { WizardService } from '../bookings/wizard-service.js';
import { parseUnits, type AvailabilityService } from '../catalog/availability-service.js';
import type { PricingService } from '../catalog/pricing-service.js';
import type { ProductsService } from '../catalog/product-service.js';
import type { ProductMedia } from '../catalog/product-schemas.js';
import type { ProductRecord } from '../catalog/product-store.js';
import type { CatalogSettingsReader } from '../catalog/workspace-settings.js';
import type { PoliciesService } from '../policies/service.js';
import type { Workspace } from '../workspaces/service.js';
import type { Calendar, Held, HoldBody, PageLanguage, PayBody, ProductCard, ProductPage } from './page-schemas.js';

/** What the page needs of other areas. */
export interface BookingPagePorts {
  db: { kysely: Executor };
  workspaceByHandle: (handle: string) => Promise<Workspace | null>;
  products: ProductsService;
  pricing: PricingService;
  availability: AvailabilityService;
  policies: PoliciesService;
  wizard: WizardService;
  /** Starts paying a held submission through the workspace's provider (PaymentsService.start). */
  startPayment: (
    workspaceId: string,
    orderId: string,
    urls: { returnUrl: string; cancelUrl: string },
  ) => Promise<{ url: string }>;
  settings: CatalogSettingsReader;
  /** A gallery file's bytes (GalleryService.download): 404 when it is not the workspace's or is being deleted. */
  fileContent: (workspaceId: string, fileId: string) => Promise<PageFile>;
}

/** An image's bytes as the page serves them. */
export interface PageFile {
  stream: Readable;
  size: number;
  mimeType: string;
  sha256: string;
}

/** The most products one page lists (a small operator's whole catalog). */
const MAX_PRODUCTS = 200;
const MAX_POLICIES = 20;

type PageInfo = ProductPage['page'];

/** Only what the workspace sells itself, published: drafts and archived products are not on the page. */
const onPage = (row: ProductRecord) => row.status === 'active' && row.source === 'owned';

export class BookingPageService {
  constructor(private readonly ports: BookingPagePorts) {}

  /** The workspace behind a handle, or a 404. */
  async workspace(handle: string): Promise<Workspace> {
    const ws = await this.ports.workspaceByHandle(handle);
    if (!ws) throw new NotFoundError('Booking page');
    return ws;
  }

  /** The page's own facts: the seller's name, its handle and time zone. */
  async info(ws: Workspace): Promise<PageInfo> {
    const { timezone } = await this.ports.settings(this.ports.db.kysely, ws.id);
    return { name: ws.name, handle: ws.bookingPageHandle, timeZone: timezone };
  }

  async list(handle: string): Promise<{ page: PageInfo; data: ProductCard[] }> {
    const ws = await this.workspace(handle);
    const { items } = await this.ports.products.list(
      ws.id,
      { status: 'active', source: 'owned' },
      { column: 'title', direction: 'asc' },
      { limit: MAX_PRODUCTS, offset: 0 },
    );
    const from = await this.ports.pricing.fromPrices(
      ws.id,
      items.map((p) => p.id),
    );
    return {
      page: await this.info(ws),
      data: items.map((p) => ({
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        durationDays: p.durationDays,
        fromPrice: moneyOf(from.get(p.id)),
        image: imageOf(ws.bookingPageHandle, p.media[0]),
      })),
    };
  }

  /** A product on the page (active, the workspace's own), or a 404. */
  async product(ws: Workspace, slug: string): Promise<ProductRecord> {
    let row: ProductRecord;
    try {
      row = await this.ports.products.row(this.ports.db.kysely, ws.id, slug);
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError('Product');
      throw err;
    }
    // A slug that parses as an id is looked up by id: the page finds products by their slug only.
    if (row.slug !== slug || !onPage(row)) throw new NotFoundError('Product');
    return row;
  }

  async productPage(handle: string, slug: string, language: PageLanguage): Promise<ProductPage> {
    const ws = await this.workspace(handle);
    const row = await this.product(ws, slug);
    const db = this.ports.db.kysely;
    const [offer, from, policies, page, nextDate, media] = await Promise.all([
      this.ports.pricing.unitPricing(db, ws.id, row),
      this.ports.pricing.fromPrices(ws.id, [row.id]),
      this.policies(ws.id, row.id, language),
      this.info(ws),
      this.nextDate(ws.id, row.id),
      this.ports.products.mediaOfProduct(db, row),
    ]);
    return {
      page,
      data: {
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        durationDays: row.duration_days,
        fromPrice: moneyOf(from.get(row.id)),
        image: imageOf(ws.bookingPageHandle, media[0]),
        description: row.description,
        currency: offer.currency,
        nextDate,
        units: offer.unitTypes.map(({ pax: _pax, ...unit }) => unit),
        policies,
      },
    };
  }

  /** The first date within a year with a departure on sale, or null (one departures read, as a calendar is). */
  private async nextDate(workspaceId: string, productId: string): Promise<string | null> {
    const { days } = await this.ports.availability.calendar(workspaceId, productId, {
      to: addDays(todayIn((await this.ports.settings(this.ports.db.kysely, workspaceId)).timezone), 365),
    });
    return days.find((d) => d.status !== 'CLOSED')?.date ?? null;
  }

  /** The product's active policies in the guest's language where translated, else in the one they have. */
  private async policies(workspaceId: string, productId: string, language: PageLanguage) {
    const base = { status: 'active', productId };
    const sort = { column: 'updated_at', direction: 'desc' } as const;
    const page = { limit: MAX_POLICIES, offset: 0 };
    const translated = await this.ports.policies.list(workspaceId, { ...base, locale: language }, sort, page);
    const { items } = translated.items.length
      ? translated
      : await this.ports.policies.list(workspaceId, base, sort, page);
    return items.flatMap((p) =>
      p.description_html ? [{ kind: p.kind, title: p.title, html: p.description_html }] : [],
    );
  }

  /** A month of the product's departures (from today on), priced for the party in `units` when given. */
  async calendar(handle: string, slug: string, month: string, units: string | undefined): Promise<Calendar> {
    const ws = await this.workspace(handle);
    const row = await this.product(ws, slug);
    const { timezone } = await this.ports.settings(this.ports.db.kysely, ws.id);
    const first = `${month}-01`;
    const last = addDays(addDays(first, 31).slice(0, 8) + '01', -1);
    const today = todayIn(timezone);
    const from = first < today ? today : first;
    const days =
      from > last
        ? []
        : (
            await this.ports.availability.calendar(ws.id, row.id, {
              from,
              to: last,
              units: parseUnits(units),
            })
          ).days;
    const availability = days.map((d) => ({
      date: d.date,
      status: d.status,
      lowestPrice: d.lowestPrice,
      departures: d.departures.map((x) => ({
        id: x.id,
        localStartAt: x.localStartAt,
        localEndAt: x.localEndAt,
        status: x.status,
        vacancies: x.vacancies,
        prices: x.prices,
        total: x.total,
      })),
    }));
    const { currency } = await this.ports.pricing.unitPricing(this.ports.db.kysely, ws.id, row);
    return { month, timeZone: timezone, currency, days: availability };
  }

  /**
   * The guest's choice becomes the contract's wizard submission: it holds the seats for the workspace's hold
   * minutes (too few seats: 422 CAPACITY_EXCEEDED, nothing held) and opens the payment the page then starts.
   */
  async hold(handle: string, body: HoldBody): Promise<Held> {
    const ws = await this.workspace(handle);
    const row = await this.product(ws, body.productSlug);
    const submitted = await this.ports.wizard.submit(ws.id, {
      productId: row.id,
      departureId: body.departureId,
      units: body.units,
      language: body.language,
      billing: body.guest,
    });
    const session = await this.ports.wizard.get(ws.id, submitted.sessionId);
    const hold = session.seat_hold;
    if (!hold) throw new Error(`wizard session ${submitted.sessionId} holds no seats`);
    const payment = session.payment;
    return {
      code: submitted.code,
      expiresAt: hold.expires_at,
      seats: hold.seats,
      total: payment ? { amount: payment.amount, amountMinor: payment.amount_minor, currency: payment.currency } : null,
    };
  }

  /**
   * An image of a product on the page (active, the workspace's own): its bytes. Any other file, another workspace's
   * included, is a 404, so the page's address serves only what the page shows.
   */
  async image(handle: string, fileId: string): Promise<PageFile> {
    const ws = await this.workspace(handle);
    const id = tryParseId(fileId, 'gal_file');
    const showing = id ? await this.ports.products.productsShowing(ws.id, id) : [];
    if (!showing.some((p) => p.status === 'active' && p.source === 'owned')) throw new NotFoundError('Image');
    const file = await this.ports.fileContent(ws.id, id!);
    if (!file.mimeType.startsWith('image/')) {
      file.stream.destroy();
      throw new NotFoundError('Image');
    }
    return file;
  }

  /** Where the guest pays a hold made on this page: the workspace's provider, back to the product's page after. */
  async pay(handle: string, code: string, body: PayBody): Promise<{ url: string }> {
    const ws = await this.workspace(handle);
    const back = `/book/${ws.bookingPageHandle}/${body.productSlug}?lang=${body.language}`;
    const { url } = await this.ports.startPayment(ws.id, code, { returnUrl: back, cancelUrl: back });
    return { url };
  }
}

/** The page's address of a product image: images are served under the page, never through the keyed API. */
function imageOf(handle: string, media: ProductMedia | undefined) {
  return media ? { url: `/book/${handle}/media/${media.fileId}`, alt: media.altText ?? '' } : null;
}

function moneyOf(price: { amountPerPerson: number; currency: string } | undefined) {
  if (!price) return null;
  const { amountPerPerson: amount, currency } = price;
  return { amount, amountMinor: toMinorUnits(amount, currency) ?? 0, currency };
}
