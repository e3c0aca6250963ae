// Provider adapters: what each kind of provider can do. A `feed` provider's catalogue is a JSON file the operator
// imports and it has no availability; a `workspace` provider offers another workspace's catalogue, read live.
import { AppError, ValidationError } from '../../platform/errors.js';
import type { Page } from '../../platform/http/pagination.js';
import { compileValidator, fieldOf } from '../../platform/validation.js';
import { FeedFile, type DepartureAvailability, type Media } from './product-schemas.js';
import type { ProductRow, ProviderKind, ProviderRow } from './product-store.js';

export interface DateRange {
  from: string;
  to: string;
}

/** One product of a provider's catalogue, whatever the adapter: what the marketplace stores and shows. */
export interface CatalogueItem {
  externalProductId: string;
  title: string;
  description: string | null;
  kind: string | null;
  status: string;
  media: Media[];
  attributes: Record<string, unknown>;
}

export interface ProviderAdapter {
  readonly supportsAvailability: boolean;
  /** The product's departures in the range, read from the provider now. */
  availability(provider: ProviderRow, product: ProductRow, range: DateRange): Promise<DepartureAvailability[]>;
}

/** 501: the spec's answer for an availability projection a provider does not support (docs/decisions.md, Marketplace). */
export class AvailabilityNotSupportedError extends AppError {
  constructor(provider: ProviderRow) {
    super(501, 'AVAILABILITY_NOT_SUPPORTED', 'Not Implemented', {
      message: `Provider ${provider.id} (${provider.kind}) does not support availability projection`,
    });
  }
}

export const feedAdapter: ProviderAdapter = {
  supportsAvailability: false,
  availability: async (provider) => {
    throw new AvailabilityNotSupportedError(provider);
  },
};

const checkFeed = compileValidator(FeedFile, { coerce: false });

/** Parses and checks a feed file into catalogue items: `{"products":[…]}`; a problem is a 400 naming the field (e.g. `products[2].title`). */
export function parseFeed(text: string): CatalogueItem[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ValidationError('file', 'is not valid JSON');
  }
  if (!checkFeed(value)) {
    const issue = checkFeed.errors?.[0] ?? {};
    throw new ValidationError(fieldOf(issue, 'file'), issue.message ?? 'is invalid');
  }
  const feed = value as FeedFile;
  const seen = new Set<string>();
  for (const [i, p] of feed.products.entries()) {
    if (seen.has(p.externalProductId))
      throw new ValidationError(`products[${i}].externalProductId`, 'appears twice in the file');
    seen.add(p.externalProductId);
  }
  return feed.products.map((p) => ({
    externalProductId: p.externalProductId,
    title: p.title,
    description: p.description ?? null,
    kind: p.kind,
    status: p.status ?? 'active',
    media: p.media ?? [],
    attributes: p.attributes ?? {},
  }));
}

/** A supplier workspace's product as the catalog describes it (the fields of its product.* events). */
export interface SupplierProduct {
  id: string;
  source: string;
  title: string;
  description: string | null;
  summary: string | null;
  status: string;
  type: string | null;
  category: string | null;
  currency: string | null;
  durationDays: number | null;
  location: unknown;
}

/** What the `workspace` adapter asks of the catalog about a supplier workspace. */
export interface SupplierCatalog {
  /** A page of the workspace's active owned products. */
  activeOwnedProducts(workspaceId: string, page: Page): Promise<{ items: SupplierProduct[]; total: number }>;
  /** The product's departures starting within the range, with their seats and lowest per-person price, now. */
  departures(workspaceId: string, productId: string, range: DateRange): Promise<DepartureAvailability[]>;
}

/** A supplier's product as a catalogue item: its external id is the supplier's product id. */
export function itemOfSupplierProduct(p: SupplierProduct, deleted = false): CatalogueItem {
  const attributes = Object.fromEntries(
    Object.entries({
      summary: p.summary,
      category: p.category,
      currency: p.currency,
      durationDays: p.durationDays,
      location: p.location,
    }).filter(([, v]) => v !== null && v !== undefined),
  );
  return {
    externalProductId: p.id,
    title: p.title,
    description: p.description,
    kind: p.type,
    status: deleted ? 'archived' : p.status,
    media: [],
    attributes,
  };
}

/** Another workspace of this deployment as supplier: availability is its departures, read live. */
export function workspaceAdapter(catalog: SupplierCatalog): ProviderAdapter {
  return {
    supportsAvailability: true,
    availability: (provider, product, range) =>
      catalog.departures(provider.supplier_workspace_id!, product.external_product_id, range),
  };
}

export type Adapters = Record<ProviderKind, ProviderAdapter>;
