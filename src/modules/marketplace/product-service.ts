// The marketplace: operators register providers (CLI), give workspaces access to them, and import feeds; a
// workspace searches the products of the providers it reaches, enables the ones it wants to sell and previews
// their availability. Rules and transactions live here; SQL in the store.
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { addDays, parseDateRange } from '../../platform/dates.js';
import { json } from '../../platform/db/codecs.js';
import { isUniqueViolation, type Executor, type Tx } from '../../platform/db/index.js';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import type { WorkspacesService } from '../workspaces/service.js';
import type { EventOf } from '../../platform/events.js';
import { isCurrency } from '../../platform/money.js';
import type { MarketplaceListing } from '../catalog/product-service.js';
import {
  feedAdapter,
  itemOfSupplierProduct,
  parseFeed,
  workspaceAdapter,
  type Adapters,
  type CatalogueItem,
  type DateRange,
  type SupplierCatalog,
  type SupplierProduct,
} from './adapters.js';
import type { Availability, MarketplaceProduct, Media, Provider } from './product-schemas.js';
import {
  type AccessVia,
  type ProductFilters,
  type ProductRow,
  type ProductSortColumn,
  type ProductWithStateRow,
  type ProviderKind,
  type ProviderRow,
} from './product-store.js';
import { productStore } from './product-store.js';

/** A provider as the operator sees it (CLI). */
export interface ProviderRecord {
  id: string;
  name: string;
  kind: ProviderKind;
  supplierWorkspaceId: string | null;
  createdAt: string;
  updatedAt: string;
}

function toRecord(row: ProviderRow): ProviderRecord {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    supplierWorkspaceId: row.supplier_workspace_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toProduct(row: ProductRow, enabledAt: string | null, catalogProductId: string | null): MarketplaceProduct {
  return {
    id: row.id,
    providerId: row.provider_id,
    externalProductId: row.external_product_id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    status: row.status,
    media: json.read<Media[]>(row.media),
    attributes: json.read<Record<string, unknown>>(row.attributes),
    enabled: enabledAt !== null,
    enabledAt,
    catalogProductId,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const ofState = (row: ProductWithStateRow) => toProduct(row, row.enabled_at, row.catalog_product_id);

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);

/** How a workspace's catalog lists a marketplace product: its catalogue fields, and attributes the catalog knows. */
export function listingOf(row: ProductRow): MarketplaceListing {
  const a = json.read<Record<string, unknown>>(row.attributes);
  const currency = text(a.currency, 3);
  const days = a.durationDays;
  return {
    providerId: row.provider_id,
    externalProductId: row.external_product_id,
    title: row.title,
    description: row.description,
    summary: text(a.summary, 1000),
    type: row.kind,
    category: text(a.category, 100),
    currency: currency && isCurrency(currency) ? currency : null,
    durationDays: Number.isInteger(days) && (days as number) >= 0 && (days as number) <= 3650 ? (days as number) : null,
  };
}

/** What enabling and disabling do to the workspace's catalog (the catalog's product service). */
export interface ListingCatalog {
  addListed(tx: Tx, workspaceId: string, listing: MarketplaceListing): Promise<{ id: string }>;
  updateListed(tx: Tx, workspaceId: string, id: string, listing: MarketplaceListing): Promise<void>;
  removeListed(tx: Tx, workspaceId: string, id: string): Promise<void>;
}

/** The stored columns of a catalogue item (ids and timestamps aside). */
function columnsOf(item: CatalogueItem) {
  return {
    title: item.title,
    description: item.description,
    kind: item.kind,
    status: item.status,
    media: json.write(item.media),
    attributes: json.write(item.attributes),
    search_text: [item.title, item.description, item.externalProductId].filter(Boolean).join(' ').toLowerCase(),
  };
}

/** The widest availability window one request may ask for. */
const MAX_RANGE_DAYS = 366;

/** `from` defaults to today (UTC), `to` to 90 days after `from`; `to` before `from` or too wide a window is a 400. */
export function availabilityRange(q: { from?: string; to?: string }): DateRange {
  const from = q.from ?? clock.iso().slice(0, 10);
  const to = q.to ?? addDays(from, 90);
  const { days } = parseDateRange({ from, to }, { datesOnly: true, ordered: true });
  // `days` counts both ends; the limit is on the days after `from`.
  if (days! - 1 > MAX_RANGE_DAYS) throw new ValidationError('to', `must be at most ${MAX_RANGE_DAYS} days after from`);
  return { from, to };
}

/** The catalog events that change a workspace provider's catalogue. */
export const SUPPLIER_PRODUCT_EVENTS = ['product.created', 'product.updated', 'product.deleted'] as const;
type SupplierProductEvent = (typeof SUPPLIER_PRODUCT_EVENTS)[number];

export class MarketplaceService {
  private readonly adapters: Adapters;

  constructor(
    private readonly deps: DataDeps,
    private readonly workspaces: WorkspacesService,
    private readonly suppliers: SupplierCatalog,
    private readonly listings: ListingCatalog,
  ) {
    this.adapters = { feed: feedAdapter, workspace: workspaceAdapter(suppliers) };
  }

  // ---- operator side (CLI) ----

  async createProvider(input: { name: string; kind: string; supplierWorkspaceId?: string }): Promise<ProviderRecord> {
    const name = input.name.trim();
    if (!name) throw new ValidationError('name', 'must not be blank');
    if (input.kind !== 'workspace' && input.kind !== 'feed')
      throw new ValidationError('kind', 'must be workspace or feed');
    if (input.kind === 'workspace' && !input.supplierWorkspaceId)
      throw new ValidationError('supplier', 'is required for a workspace provider');
    if (input.kind === 'feed' && input.supplierWorkspaceId)
      throw new ValidationError('supplier', 'only a workspace provider has a supplier');
    if (input.supplierWorkspaceId) await this.workspaces.getWorkspace(input.supplierWorkspaceId);
    const now = clock.iso();
    const row: ProviderRow = {
      id: newId('prov'),
      name,
      kind: input.kind,
      supplier_workspace_id: input.supplierWorkspaceId ?? null,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.deps.db.transaction((tx) => productStore.insertProvider(tx, row));
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError('PROVIDER_EXISTS', 'That workspace already backs a provider');
      throw err;
    }
    if (row.kind === 'workspace') await this.loadSupplierCatalogue(row);
    return toRecord(row);
  }

  /**
   * A new workspace provider's catalogue: the supplier's active owned products, read after the provider was
   * committed. From then on every product event of the supplier updates it (supplierProductChanged), so rows written by
   * such an event are newer than this read and are left as they are.
   */
  private async loadSupplierCatalogue(provider: ProviderRow): Promise<void> {
    const products: SupplierProduct[] = [];
    for (let offset = 0; ; offset += 100) {
      const { items, total } = await this.suppliers.activeOwnedProducts(provider.supplier_workspace_id!, {
        limit: 100,
        offset,
      });
      products.push(...items);
      if (items.length === 0 || offset + items.length >= total) break;
    }
    await this.deps.db.transaction(async (tx) => {
      for (const product of products)
        await productStore.insertProductIfMissing(tx, this.newProductRow(provider.id, itemOfSupplierProduct(product)));
    });
  }

  /**
   * product.created / .updated / .deleted of a supplier's own products, inside the catalog's transaction: the
   * change reaches its provider's catalogue in the same transaction.
   */
  async supplierProductChanged(tx: Tx, event: EventOf<SupplierProductEvent>): Promise<void> {
    const product: SupplierProduct = event.data;
    if (product.source !== 'owned') return;
    const provider = await productStore.providerOfSupplier(tx, event.workspace_id);
    if (!provider) return;
    await this.upsertProduct(tx, provider.id, itemOfSupplierProduct(product, event.type === 'product.deleted'));
  }

  async listProvidersForOperator(): Promise<ProviderRecord[]> {
    return (await productStore.listProviders(this.deps.db.kysely)).map(toRecord);
  }

  private async provider(db: Executor, id: string): Promise<ProviderRow> {
    const row = await productStore.getProvider(db, id);
    if (!row) throw new NotFoundError('Provider');
    return row;
  }

  /** Imports a feed file into a `feed` provider: products are upserted by externalProductId, all or nothing. */
  async importFeed(
    providerId: string,
    text: string,
  ): Promise<{ providerId: string; imported: number; created: number; updated: number }> {
    const items = parseFeed(text);
    return this.deps.db.transaction(async (tx) => {
      const provider = await this.provider(tx, providerId);
      if (provider.kind !== 'feed')
        throw new UnprocessableError(
          'UNPROCESSABLE',
          `Provider ${providerId} is a ${provider.kind} provider: only feed providers import files`,
          { field: 'provider', message: 'must be a feed provider' },
        );
      let created = 0;
      for (const item of items) {
        if (await this.upsertProduct(tx, providerId, item)) created++;
      }
      return { providerId, imported: items.length, created, updated: items.length - created };
    });
  }

  private newProductRow(providerId: string, item: CatalogueItem): ProductRow {
    const now = clock.iso();
    return {
      id: newId('mp_prod'),
      provider_id: providerId,
      external_product_id: item.externalProductId,
      ...columnsOf(item),
      created_at: now,
      updated_at: now,
    };
  }

  /**
   * Writes one product of a provider's catalogue; true when it is new. A product that stops being active leaves
   * the provider's catalogue: every workspace that had enabled it has it disabled (product.deleted there); one that
   * stays active has its listings follow it (product.updated where something the catalog shows changed).
   */
  private async upsertProduct(tx: Tx, providerId: string, item: CatalogueItem): Promise<boolean> {
    const current = await productStore.getProductByExternalId(tx, providerId, item.externalProductId);
    if (!current) {
      await productStore.insertProduct(tx, this.newProductRow(providerId, item));
      return true;
    }
    const next: ProductRow = { ...current, ...columnsOf(item), updated_at: clock.iso() };
    await productStore.updateProduct(tx, current.id, next);
    const withdrawn = current.status === 'active' && next.status !== 'active';
    for (const enabler of await productStore.enablersOf(tx, current.id)) {
      if (withdrawn) await this.disableIn(tx, enabler.workspace_id, current);
      else if (enabler.catalog_product_id)
        await this.listings.updateListed(tx, enabler.workspace_id, enabler.catalog_product_id, listingOf(next));
    }
    return false;
  }

  /** Gives a workspace access to a provider through a direct connection or a partner grant (idempotent). */
  async addAccess(
    providerId: string,
    workspaceId: string,
    via: AccessVia,
  ): Promise<{ providerId: string; workspaceId: string; access: AccessVia[] }> {
    await this.workspaces.getWorkspace(workspaceId);
    return this.deps.db.transaction(async (tx) => {
      const provider = await this.provider(tx, providerId);
      if (provider.supplier_workspace_id === workspaceId)
        throw new UnprocessableError('UNPROCESSABLE', 'A supplier workspace cannot reach its own provider', {
          field: 'workspace',
          message: 'is the provider’s supplier',
        });
      await productStore.addAccess(tx, workspaceId, providerId, via, clock.iso());
      return { providerId, workspaceId, access: (await productStore.accessOf(tx, workspaceId, providerId)).sort() };
    });
  }

  /**
   * Takes a workspace's access to a provider away (connection and grant). The products it had enabled from that
   * provider are disabled in the same transaction, with their product.deleted events.
   */
  async revokeAccess(
    providerId: string,
    workspaceId: string,
  ): Promise<{ providerId: string; workspaceId: string; revoked: boolean; disabledProducts: number }> {
    return this.deps.db.transaction(async (tx) => {
      await this.provider(tx, providerId);
      const had = (await productStore.accessOf(tx, workspaceId, providerId)).length > 0;
      // Access goes first: its row locks make a concurrent enable finish before the enabled products are read.
      await productStore.removeAccess(tx, workspaceId, providerId);
      const enabled = await productStore.enabledOfProvider(tx, workspaceId, providerId);
      let disabled = 0;
      for (const product of enabled) if (await this.disableIn(tx, workspaceId, product)) disabled++;
      return { providerId, workspaceId, revoked: had, disabledProducts: disabled };
    });
  }

  // ---- workspace side (HTTP) ----

  async listProviders(workspaceId: string, page: Page): Promise<{ items: Provider[]; total: number }> {
    const { rows, access, total } = await productStore.listReachedProviders(this.deps.db.kysely, workspaceId, page);
    const items = rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      supportsAvailability: this.adapters[row.kind].supportsAvailability,
      access: access
        .filter((a) => a.provider_id === row.id)
        .map((a) => a.via)
        .sort(),
      createdAt: row.created_at,
    }));
    return { items, total };
  }

  async listProducts(workspaceId: string, filters: ProductFilters, sort: Sort<ProductSortColumn>, page: Page) {
    const { rows, total } = await productStore.listReachableProducts(
      this.deps.db.kysely,
      workspaceId,
      filters,
      sort,
      page,
    );
    return { items: rows.map(ofState), total };
  }

  private async reachable(db: Executor, workspaceId: string, productId: string): Promise<ProductWithStateRow> {
    const row = await productStore.getReachableProduct(db, workspaceId, productId);
    if (!row) throw new NotFoundError('Marketplace product');
    return row;
  }

  async getProduct(workspaceId: string, productId: string): Promise<MarketplaceProduct> {
    return ofState(await this.reachable(this.deps.db.kysely, workspaceId, productId));
  }

  /** Enables a product for the workspace; enabling an enabled product changes nothing and emits nothing. */
  async enable(workspaceId: string, productId: string): Promise<MarketplaceProduct> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.reachable(tx, workspaceId, productId);
      if (row.enabled_at !== null) return ofState(row);
      // Holds the access rows, so a revoke running now either sees this enable or makes it a 404.
      if (!(await productStore.lockAccess(tx, workspaceId, row.provider_id)))
        throw new NotFoundError('Marketplace product');
      const now = clock.iso();
      // A concurrent request may have enabled it since the read (PostgreSQL): then it is that request's enable.
      if (!(await productStore.enable(tx, workspaceId, row.id, row.provider_id, now)))
        return ofState(await this.reachable(tx, workspaceId, productId));
      // Listed in the workspace's catalog (source marketplace), with the catalog's product.created.
      const listed = await this.listings.addListed(tx, workspaceId, listingOf(row));
      await productStore.setCatalogProduct(tx, workspaceId, row.id, listed.id);
      return toProduct(row, now, listed.id);
    });
  }

  /** Disables an enabled product; a product that is not enabled is a 404. */
  async disable(workspaceId: string, productId: string): Promise<MarketplaceProduct> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.reachable(tx, workspaceId, productId);
      // Not enabled, or a concurrent request disabled it since the read.
      if (row.enabled_at === null || !(await this.disableIn(tx, workspaceId, row)))
        throw new NotFoundError('Enabled marketplace product');
      return toProduct(row, null, null);
    });
  }

  /** Disables one enabled product and removes its catalog listing (product.deleted); false when it was not enabled (any more). */
  private async disableIn(tx: Tx, workspaceId: string, row: ProductRow): Promise<boolean> {
    const removed = await productStore.disable(tx, workspaceId, row.id);
    if (!removed) return false;
    if (removed.catalog_product_id) await this.listings.removeListed(tx, workspaceId, removed.catalog_product_id);
    return true;
  }

  async availability(workspaceId: string, productId: string, range: DateRange): Promise<Availability> {
    const row = await this.reachable(this.deps.db.kysely, workspaceId, productId);
    const provider = await this.provider(this.deps.db.kysely, row.provider_id);
    const departures = await this.adapters[provider.kind].availability(provider, row, range);
    return { productId: row.id, providerId: provider.id, from: range.from, to: range.to, departures };
  }
}
