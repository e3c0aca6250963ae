// Tags: a workspace's labels for products (list filters, smart collections). Products name their tags by name or
// slug; a name never seen before becomes a new tag in the product's transaction.
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { isUniqueViolation, type Executor, type Tx } from '../../platform/db/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { slugify } from '../../platform/slug.js';
import type { CreateTagBody, Tag, UpdateTagBody } from './tag-schemas.js';
import { tagStore as store, type TagRow, type TagSortColumn } from './tag-store.js';

function toTag(row: TagRow): Tag {
  return { id: row.id, name: row.name, slug: row.slug, createdAt: row.created_at, updatedAt: row.updated_at };
}

function slugConflict(slug: string): ConflictError {
  return new ConflictError('TAG_SLUG_TAKEN', `A tag with the slug "${slug}" already exists`);
}

/** The slug a product's tag value or a list filter names: the slug itself, or one derived from a name. */
export function tagSlugOf(value: string): string {
  return slugify(value, '');
}

/** Told, in a tag delete's transaction, which products lost the tag (ids in id order). */
/** What a tag delete does to the products that carried it (they have changed), in the delete's transaction. */
export type ProductsUntagged = (tx: Tx, workspaceId: string, productIds: string[]) => Promise<void>;

export class TagsService {
  constructor(
    private readonly deps: DataDeps,
    private readonly productsUntagged: ProductsUntagged,
  ) {}

  async create(workspaceId: string, body: CreateTagBody): Promise<Tag> {
    const name = body.name.trim();
    const slug = body.slug ?? tagSlugOf(name);
    if (!name || !slug) throw new ValidationError('name', 'must contain a letter or a digit');
    const now = clock.iso();
    const row: TagRow = { id: newId('tag'), workspace_id: workspaceId, name, slug, created_at: now, updated_at: now };
    const tag = toTag(row);
    try {
      await this.deps.db.transaction(async (tx) => {
        await store.insert(tx, row);
        await this.deps.outbox.emit(tx, workspaceId, 'tag.created', tag);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw slugConflict(slug);
      throw err;
    }
    return tag;
  }

  async get(workspaceId: string, id: string): Promise<Tag> {
    const row = await store.get(this.deps.db.kysely, workspaceId, id);
    if (!row) throw new NotFoundError('Tag');
    return toTag(row);
  }

  async list(workspaceId: string, filters: { q?: string }, sort: Sort<TagSortColumn>, page: Page) {
    const { rows, total } = await store.list(this.deps.db.kysely, workspaceId, filters, sort, page);
    return { items: rows.map(toTag), total };
  }

  /** A new name keeps the slug; a new slug renames the tag on every product that carries it. */
  async update(workspaceId: string, id: string, body: UpdateTagBody): Promise<Tag> {
    const name = body.name?.trim();
    if (name === '') throw new ValidationError('name', 'must not be blank');
    try {
      return await this.deps.db.transaction(async (tx) => {
        const current = await store.get(tx, workspaceId, id);
        if (!current) throw new NotFoundError('Tag');
        const patch: Partial<TagRow> = { updated_at: clock.iso() };
        if (name !== undefined) patch.name = name;
        if (body.slug !== undefined) patch.slug = body.slug;
        await store.update(tx, workspaceId, id, patch);
        const tag = toTag({ ...current, ...patch });
        await this.deps.outbox.emit(tx, workspaceId, 'tag.updated', tag);
        return tag;
      });
    } catch (err) {
      if (isUniqueViolation(err) && body.slug !== undefined) throw slugConflict(body.slug);
      throw err;
    }
  }

  /** Deletes the tag and takes it off every product (each of them changes: productsUntagged). */
  async remove(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await store.get(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Tag');
      const products = await store.productsWith(tx, workspaceId, id);
      await store.remove(tx, workspaceId, id);
      await this.deps.outbox.emit(tx, workspaceId, 'tag.deleted', { ...toTag(current), deletedAt: clock.iso() });
      await this.productsUntagged(
        tx,
        workspaceId,
        products.map((r) => r.id),
      );
    });
  }

  /**
   * Sets the tags a product carries from names or slugs (inside the product's transaction): known slugs are
   * reused, new ones created (tag.created). Answers the slugs, alphabetical.
   */
  async setForProduct(tx: Tx, workspaceId: string, productId: string, values: string[]): Promise<string[]> {
    const wanted = new Map<string, string>();
    values.forEach((value, i) => {
      const slug = tagSlugOf(value);
      if (!slug) throw new ValidationError(`tags[${i}]`, 'must contain a letter or a digit');
      if (!wanted.has(slug)) wanted.set(slug, value.trim());
    });
    const now = clock.iso();
    for (const [slug, name] of wanted) {
      const row: TagRow = { id: newId('tag'), workspace_id: workspaceId, name, slug, created_at: now, updated_at: now };
      if (await store.insertIfNew(tx, row)) await this.deps.outbox.emit(tx, workspaceId, 'tag.created', toTag(row));
    }
    const rows = await store.bySlugs(tx, workspaceId, [...wanted.keys()]);
    await store.setProductTags(
      tx,
      workspaceId,
      productId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => r.slug).sort();
  }

  /** product id → its tag slugs, for products being answered. */
  slugsOfProducts(db: Executor, workspaceId: string, productIds: string[]): Promise<Map<string, string[]>> {
    return store.slugsOfProducts(db, workspaceId, productIds);
  }
}
