// Products: what a workspace sells. Rules and transactions live here; SQL in the store.
import { LRUCache } from 'lru-cache';
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { isCountryCode } from '../../platform/countries.js';
import { jsonOrNull } from '../../platform/db/codecs.js';
import { isUniqueViolation, type Executor, type Tx } from '../../platform/db/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId, parseId, tryParseId } from '../../platform/ids.js';
import { slugify, writeWithUniqueSlug } from '../../platform/slug.js';
import { checkCurrency } from '../../platform/money.js';
import type { TagsService } from './tag-service.js';
import { mediaRows, mediaStore, type MediaFiles } from './product-media.js';
import type {
  CreateProductBody,
  Location,
  PricingModel,
  Product,
  ProductMedia,
  UpdateProductBody,
} from './product-schemas.js';
import {
  productStore as store,
  type ProductFilters,
  type ProductRecord,
  type ProductRow,
  type ProductSortColumn,
} from './product-store.js';

/** Pages kept per process: a page is at most 100 products, so this bounds the cache at a few tens of megabytes. */
const LIST_CACHE_PAGES = 2_000;

type ProductPage = { items: Product[]; total: number };

export function toProduct(row: ProductRecord, tags: string[], media: ProductMedia[] = []): Product {
  const product: Product = {
    id: row.id,
    source: row.source as Product['source'],
    title: row.title,
    slug: row.slug,
    description: row.description,
    summary: row.summary,
    status: row.status,
    type: row.type,
    category: row.category,
    currency: row.currency,
    durationDays: row.duration_days,
    location: jsonOrNull.read<Location>(row.location),
    pricingModel: row.pricing_model,
    tags,
    media,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (row.provider_id !== null) product.providerId = row.provider_id;
  if (row.external_product_id !== null) product.externalProductId = row.external_product_id;
  return product;
}

function either<T>(camel: T | undefined, snake: T | undefined): T | undefined {
  return camel !== undefined ? camel : snake;
}

/** The columns a create or update body sets (slug aside); undefined = leave unchanged, null = clear. */
function columnsOf(body: UpdateProductBody): Partial<ProductRow> {
  if (body.currency) checkCurrency('currency', body.currency);
  if (body.location?.country !== undefined && !isCountryCode(body.location.country))
    throw new ValidationError('location.country', 'must be an ISO 3166-1 alpha-2 country code');
  const cols: Partial<ProductRow> = {
    title: body.title?.trim(),
    description: body.description,
    summary: body.summary,
    status: body.status,
    type: body.type,
    category: body.category === undefined || body.category === null ? body.category : body.category.trim(),
    currency: body.currency,
    duration_days: either(body.durationDays, body.duration_days),
    location: body.location === undefined ? undefined : jsonOrNull.write(body.location),
    pricing_model: either(body.pricingModel, body.pricing_model),
  };
  if (cols.title === '') throw new ValidationError('title', 'must not be blank');
  if (cols.category === '') throw new ValidationError('category', 'must not be blank');
  return Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
}

function searchText(row: Pick<ProductRow, 'title' | 'slug' | 'summary' | 'description'>): string {
  return [row.title, row.slug, row.summary, row.description].filter(Boolean).join(' ').toLowerCase();
}

function slugConflict(slug: string): ConflictError {
  return new ConflictError('PRODUCT_SLUG_TAKEN', `The slug "${slug}" is already used by another product`, {
    details: { field: 'slug', message: 'is used by another product of the workspace' },
  });
}

/** The canonical `prod_<uuid>` of a path id in either form (the route's schema has checked its shape). */
export function productIdOf(value: string): string {
  return parseId(value, 'prod', 'id', { allowBareUuid: true });
}

/** A provider's product as a workspace that enabled it lists it (the marketplace keeps it in step). */
export interface MarketplaceListing {
  providerId: string;
  externalProductId: string;
  title: string;
  description: string | null;
  summary: string | null;
  type: string | null;
  category: string | null;
  currency: string | null;
  durationDays: number | null;
}

function listingColumns(l: MarketplaceListing) {
  return {
    provider_id: l.providerId,
    external_product_id: l.externalProductId,
    title: l.title,
    description: l.description,
    summary: l.summary,
    type: l.type,
    category: l.category,
    currency: l.currency,
    duration_days: l.durationDays,
  };
}

/** PATCH and DELETE of a listed marketplace product: the marketplace owns it. */
function managedByMarketplace(): ConflictError {
  return new ConflictError(
    'MARKETPLACE_PRODUCT',
    'This product comes from the marketplace: disable it with DELETE /v1/marketplace/products/:productId/disable',
  );
}

/** What a product's delete does beyond the product's own rows, inside the delete's transaction, before the row goes. */
export interface ProductRemoval {
  /**
   * May refuse (throw) a client's delete: bookings that are not cancelled hold the product. A marketplace listing
   * removed by the marketplace is not refused: its bookings keep their copy of the product and their seats at the
   * supplier.
   */
  refuse(tx: Tx, workspaceId: string, productId: string): Promise<void>;
  /** Removes what hangs off the product (departures, pricing, and what other areas keep of it); may refuse too. */
  cleanUp(tx: Tx, workspaceId: string, productId: string): Promise<void>;
}

export class ProductsService {
  /**
   * Product list pages by workspace and query, each with the catalog version it was read at. A page is served
   * again only while the workspace's version (moved by database triggers on any product, tag link or tag change,
   * by any process) is unchanged: one primary-key read instead of the page, its count and its tags.
   */
  private readonly listCache = new LRUCache<string, { version: number; page: ProductPage; after: Page['after'] }>({
    max: LIST_CACHE_PAGES,
  });
  private readonly catalogVersion;

  constructor(
    private readonly deps: DataDeps,
    private readonly tags: TagsService,
    private readonly removal: ProductRemoval,
    /** The gallery, whose images a product shows. */
    private readonly files: MediaFiles,
  ) {
    this.catalogVersion = store.version(deps.db.kysely);
  }

  /** A deleted tag came off these products: each has changed (a new updatedAt, product.updated without the tag). */
  async untagged(tx: Tx, workspaceId: string, productIds: string[]): Promise<void> {
    const rows = await store.byIds(tx, workspaceId, productIds);
    rows.sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const row of rows) await this.touch(tx, row, ['tags']);
  }

  async create(workspaceId: string, body: CreateProductBody): Promise<Product> {
    const cols = columnsOf(body);
    const title = cols.title as string;
    const now = clock.iso();
    const base: ProductRow = {
      id: newId('prod'),
      workspace_id: workspaceId,
      source: 'owned',
      provider_id: null,
      external_product_id: null,
      title,
      slug: body.slug ?? slugify(title, 'product'),
      description: cols.description ?? null,
      summary: cols.summary ?? null,
      status: cols.status ?? 'draft',
      type: cols.type ?? null,
      category: cols.category ?? null,
      currency: cols.currency ?? null,
      duration_days: cols.duration_days ?? null,
      location: cols.location ?? null,
      pricing_model: cols.pricing_model ?? ('per_person' satisfies PricingModel),
      search_text: '',
      created_at: now,
      updated_at: now,
    };
    return writeWithUniqueSlug({
      chosen: body.slug,
      derived: base.slug,
      taken: (slug) => store.slugTaken(this.deps.db.kysely, workspaceId, slug),
      conflict: slugConflict,
      write: (slug) => {
        const row = { ...base, slug };
        row.search_text = searchText(row);
        return this.deps.db.transaction(async (tx) => {
          await store.insert(tx, row);
          const product = toProduct(
            row,
            body.tags ? await this.tags.setForProduct(tx, workspaceId, row.id, body.tags) : [],
            body.media ? await this.setMedia(tx, workspaceId, row.id, body.media) : [],
          );
          await this.deps.outbox.emit(tx, workspaceId, 'product.created', product);
          await this.emitStatusChange(tx, workspaceId, product, 'draft');
          return product;
        });
      },
    });
  }

  /** By `prod_…` id, bare UUID or slug. */
  async get(workspaceId: string, idOrSlug: string): Promise<Product> {
    const db = this.deps.db.kysely;
    return this.answer(db, await this.row(db, workspaceId, idOrSlug));
  }

  /** The row by id (either form) or slug, or a 404. */
  async row(db: Executor, workspaceId: string, idOrSlug: string): Promise<ProductRecord> {
    const id = tryParseId(idOrSlug, 'prod', { allowBareUuid: true });
    const row = id
      ? await store.get(this.deps.db, db, workspaceId, id)
      : await store.getBySlug(db, workspaceId, idOrSlug.toLowerCase());
    if (!row) throw new NotFoundError('Product');
    return row;
  }

  async list(
    workspaceId: string,
    filters: ProductFilters,
    sort: Sort<ProductSortColumn>,
    page: Page,
  ): Promise<ProductPage> {
    const db = this.deps.db.kysely;
    const key = JSON.stringify([
      workspaceId,
      filters,
      sort.column,
      sort.direction,
      page.limit,
      page.offset,
      page.cursor ?? null,
    ]);
    // Read before the page: a page is never older than the version it is kept under (at worst newer, which the
    // next version change replaces).
    const version = (await this.catalogVersion(db, [workspaceId]))?.version ?? 0;
    const cached = this.listCache.get(key);
    if (cached?.version === version) {
      page.after = cached.after;
      return cached.page;
    }
    const { rows, total } = await store.list(db, workspaceId, filters, sort, page);
    const items = await this.answerAll(db, workspaceId, rows);
    // Shared by every later caller of this page: frozen, so no caller can change another's answer.
    for (const item of items) {
      Object.freeze(item.tags);
      Object.freeze(item);
    }
    const fresh = Object.freeze({ items: Object.freeze(items) as Product[], total });
    this.listCache.set(key, { version, page: fresh, after: page.after });
    return fresh;
  }

  /**
   * Smart collections: the products carrying at least one (`match: any`, default) or all (`match: all`) of `include`,
   * none of `exclude` (tag slugs), and not among `excludeIds`.
   */
  listByTags(
    workspaceId: string,
    rules: { include: string[]; match?: 'any' | 'all'; exclude?: string[]; excludeIds?: string[]; status?: string },
    sort: Sort<ProductSortColumn>,
    page: Page,
  ) {
    if (rules.include.length === 0) return Promise.resolve({ items: [] as Product[], total: 0 }); // no rule selects nothing
    const selection = rules.match === 'all' ? { allTags: rules.include } : { tags: rules.include };
    return this.list(
      workspaceId,
      { ...selection, excludeTags: rules.exclude, excludeIds: rules.excludeIds, status: rules.status },
      sort,
      page,
    );
  }

  /** The products of the workspace among `ids`, in the order of `ids` (unknown ids are left out). */
  async listByIds(workspaceId: string, ids: string[], db: Executor = this.deps.db.kysely): Promise<Product[]> {
    const rows = await store.byIds(db, workspaceId, [...new Set(ids)]);
    const byId = new Map((await this.answerAll(db, workspaceId, rows)).map((p) => [p.id, p]));
    return ids.flatMap((id) => {
      const product = byId.get(id);
      return product ? [product] : [];
    });
  }

  async update(workspaceId: string, id: string, body: UpdateProductBody): Promise<Product> {
    const cols = columnsOf(body);
    if (body.slug !== undefined) cols.slug = body.slug;
    try {
      return await this.deps.db.transaction(async (tx) => {
        const current = await this.row(tx, workspaceId, id);
        if (current.source === 'marketplace') throw managedByMarketplace();
        const next: ProductRow = { ...current, ...cols, updated_at: clock.iso(), search_text: '' };
        next.search_text = searchText(next);
        const changes = Object.keys(cols).filter(
          (k) => cols[k as keyof ProductRecord] !== current[k as keyof ProductRecord],
        );
        await store.update(tx, current, { ...cols, search_text: next.search_text, updated_at: next.updated_at });
        const before = await this.tagsOf(tx, current);
        const tags = body.tags ? await this.tags.setForProduct(tx, workspaceId, current.id, body.tags) : before;
        if (tags.join() !== before.join()) changes.push('tags');
        const mediaBefore = await this.mediaOf(tx, current);
        const media = body.media ? await this.setMedia(tx, workspaceId, current.id, body.media) : mediaBefore;
        if (JSON.stringify(media) !== JSON.stringify(mediaBefore)) changes.push('media');
        const product = toProduct(next, tags, media);
        await this.deps.outbox.emit(tx, workspaceId, 'product.updated', { ...product, changes });
        await this.emitStatusChange(tx, workspaceId, product, current.status);
        return product;
      });
    } catch (err) {
      if (isUniqueViolation(err) && cols.slug !== undefined) throw slugConflict(cols.slug);
      throw err;
    }
  }

  /** Marks the product changed by something kept beside it (its pricing, its tags): a new updatedAt and product.updated. */
  async touch(tx: Tx, current: ProductRecord, changes: string[]): Promise<Product> {
    const updated_at = clock.iso();
    await store.update(tx, current, { updated_at });
    const product = toProduct(
      { ...current, updated_at },
      await this.tagsOf(tx, current),
      await this.mediaOf(tx, current),
    );
    await this.deps.outbox.emit(tx, current.workspace_id, 'product.updated', { ...product, changes });
    return product;
  }

  /** Deletes the product and its departures, pricing and tag links; 409 while bookings that are not cancelled hold it. */
  async remove(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await this.row(tx, workspaceId, id);
      if (current.source === 'marketplace') throw managedByMarketplace();
      await this.removal.refuse(tx, workspaceId, current.id);
      await this.removeRow(tx, current);
    });
  }

  private async removeRow(tx: Tx, current: ProductRecord): Promise<void> {
    await this.removal.cleanUp(tx, current.workspace_id, current.id);
    const product = await this.answer(tx, current);
    await this.tags.setForProduct(tx, current.workspace_id, current.id, []);
    await mediaStore.replace(tx, current.workspace_id, current.id, []);
    await store.remove(tx, current);
    await this.deps.outbox.emit(tx, current.workspace_id, 'product.deleted', { ...product, deletedAt: clock.iso() });
  }

  /**
   * The marketplace's rows of the one product list, written inside the marketplace's transaction: a provider's
   * product enabled in a workspace is an `active` product with source `marketplace` (product.created), kept in
   * step with the provider (product.updated) and removed when disabled (product.deleted).
   */
  async addListed(tx: Tx, workspaceId: string, listing: MarketplaceListing): Promise<Product> {
    const now = clock.iso();
    const id = newId('prod');
    const row: ProductRow = {
      id,
      workspace_id: workspaceId,
      source: 'marketplace',
      ...listingColumns(listing),
      // The id's random tail keeps listings' slugs unique without a lookup that concurrent enables could race.
      slug: `${slugify(listing.title, 'product').slice(0, 73)}-${id.slice(-6)}`,
      status: 'active',
      location: null,
      pricing_model: 'per_person' satisfies PricingModel,
      search_text: '',
      created_at: now,
      updated_at: now,
    };
    row.search_text = searchText(row);
    await store.insert(tx, row);
    const product = toProduct(row, []);
    await this.deps.outbox.emit(tx, workspaceId, 'product.created', product);
    return product;
  }

  async updateListed(tx: Tx, workspaceId: string, id: string, listing: MarketplaceListing): Promise<void> {
    const current = await this.row(tx, workspaceId, id);
    const cols: Partial<ProductRow> = listingColumns(listing);
    const changes = Object.keys(cols).filter(
      (k) => cols[k as keyof ProductRecord] !== current[k as keyof ProductRecord],
    );
    if (changes.length === 0) return;
    const next: ProductRow = { ...current, ...cols, updated_at: clock.iso(), search_text: '' };
    next.search_text = searchText(next);
    await store.update(tx, current, { ...cols, search_text: next.search_text, updated_at: next.updated_at });
    await this.deps.outbox.emit(tx, workspaceId, 'product.updated', { ...(await this.answer(tx, next)), changes });
  }

  async removeListed(tx: Tx, workspaceId: string, id: string): Promise<void> {
    await this.removeRow(tx, await this.row(tx, workspaceId, id));
  }

  private async tagsOf(db: Executor, row: ProductRecord): Promise<string[]> {
    return (await this.tags.slugsOfProducts(db, row.workspace_id, [row.id])).get(row.id) ?? [];
  }

  /** The product's images, in order. */
  mediaOfProduct(db: Executor, row: ProductRecord): Promise<ProductMedia[]> {
    return this.mediaOf(db, row);
  }

  private async mediaOf(db: Executor, row: ProductRecord): Promise<ProductMedia[]> {
    return (await mediaStore.ofProducts(db, row.workspace_id, [row.id])).get(row.id) ?? [];
  }

  /** Replaces the product's images with `media` (checked against the gallery first); answers them. */
  private async setMedia(
    tx: Tx,
    workspaceId: string,
    productId: string,
    media: NonNullable<UpdateProductBody['media']>,
  ): Promise<ProductMedia[]> {
    await mediaStore.replace(
      tx,
      workspaceId,
      productId,
      await mediaRows(tx, this.files, workspaceId, productId, media),
    );
    return (await mediaStore.ofProducts(tx, workspaceId, [productId])).get(productId) ?? [];
  }

  /** The products of the workspace showing a gallery file: what the booking page serves images of. */
  productsShowing(workspaceId: string, fileId: string) {
    return mediaStore.productsShowing(this.deps.db.kysely, workspaceId, fileId);
  }

  private async answer(db: Executor, row: ProductRecord): Promise<Product> {
    return toProduct(row, await this.tagsOf(db, row), await this.mediaOf(db, row));
  }

  private async answerAll(db: Executor, workspaceId: string, rows: ProductRecord[]): Promise<Product[]> {
    const tags = await this.tags.slugsOfProducts(
      db,
      workspaceId,
      rows.map((r) => r.id),
    );
    const media = await mediaStore.ofProducts(
      db,
      workspaceId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toProduct(r, tags.get(r.id) ?? [], media.get(r.id) ?? []));
  }

  /** product.published when the status became active, product.archived when it became archived. */
  private async emitStatusChange(tx: Tx, workspaceId: string, product: Product, previous: string): Promise<void> {
    if (product.status === previous) return;
    if (product.status === 'active') await this.deps.outbox.emit(tx, workspaceId, 'product.published', product);
    if (product.status === 'archived') await this.deps.outbox.emit(tx, workspaceId, 'product.archived', product);
  }
}
