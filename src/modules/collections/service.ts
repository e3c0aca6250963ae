// Collections: named sets of products, manual (explicit product ids, in order) or smart (tag rules), with
// translations per locale. Members are read from the catalog through its services, never its tables.
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/index.js';
import { isUniqueViolation } from '../../platform/db/index.js';
import { json } from '../../platform/db/codecs.js';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { slugify } from '../../platform/slug.js';
import type { Product } from '../catalog/product-schemas.js';
import { tagSlugOf } from '../catalog/tag-service.js';
import type { CollectionCatalog, SmartRules } from './catalog.js';
import type {
  Collection,
  CollectionType,
  CreateCollectionBody,
  Definition,
  SortStrategy,
  Translation,
  TranslationBody,
  UpdateCollectionBody,
} from './schemas.js';
import {
  collectionsStore as store,
  type CollectionFilters,
  type CollectionRow,
  type CollectionSortColumn,
  type TranslationRow,
} from './store.js';

const DEFAULT_SORT: Record<CollectionType, SortStrategy> = { manual: 'manual', smart: 'newest' };

/** `en`, `en-GB`: language lower-case, a two-letter region upper-case, `_` read as `-`. */
export function normaliseLocale(locale: string): string {
  const [lang, region] = locale.replace('_', '-').split('-');
  return region === undefined
    ? lang!.toLowerCase()
    : `${lang!.toLowerCase()}-${region.length === 2 ? region.toUpperCase() : region.toLowerCase()}`;
}

function toTranslation(row: TranslationRow): Translation {
  return { locale: row.locale, name: row.name, slug: row.slug };
}

function toCollection(
  row: CollectionRow,
  translations: TranslationRow[],
  productIds: string[],
  locale?: string,
): Collection {
  const all = translations.map(toTranslation);
  const definition: Definition = row.type === 'manual' ? { productIds } : json.read<Definition>(row.rules);
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    type: row.type,
    status: row.status,
    sort_strategy: row.sort_strategy,
    definition,
    translation: (locale ? all.find((t) => t.locale === normaliseLocale(locale)) : all[0]) ?? null,
    translations: all,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function searchText(row: Pick<CollectionRow, 'key' | 'name'>): string {
  return `${row.key} ${row.name}`.toLowerCase();
}

function keyTaken(key: string): ConflictError {
  return new ConflictError('COLLECTION_KEY_TAKEN', `The key "${key}" is already used by another collection`);
}

function slugTaken(slug: string, locale: string): ConflictError {
  return new ConflictError(
    'COLLECTION_SLUG_TAKEN',
    `The slug "${slug}" is already used by another collection in locale ${locale}`,
  );
}

/** What a definition means for a collection of `type`; errors name fields under `at` (`base.` on create). */
interface Membership {
  productIds: string[];
  rules: SmartRules | null;
}

function membershipOf(type: CollectionType, d: Definition, at: string): Membership {
  if (type === 'manual') {
    for (const field of ['include', 'exclude', 'match'] as const) {
      if (d[field] !== undefined)
        throw new UnprocessableError('UNPROCESSABLE', 'Manual collections list their products', {
          field: `${at}definition.${field}`,
          message: 'only smart collections have rules; list the members in productIds',
        });
    }
    return { productIds: [...new Set(d.productIds ?? [])], rules: null };
  }
  if (d.productIds !== undefined)
    throw new UnprocessableError('UNPROCESSABLE', 'Smart collections select products by rules', {
      field: `${at}definition.productIds`,
      message: 'only manual collections list product ids; use include/exclude',
    });
  (d.include ?? []).forEach((r, i) => {
    if (!tagSlugOf(r.tag))
      throw new ValidationError(`${at}definition.include[${i}].tag`, 'must contain a letter or a digit');
  });
  const include = [...new Set((d.include ?? []).map((r) => r.tag.trim()))];
  if (include.length === 0)
    throw new UnprocessableError('UNPROCESSABLE', 'A smart collection needs a rule', {
      field: `${at}definition.include`,
      message: 'must name at least one tag',
    });
  const excludeTags: string[] = [];
  const excludeProductIds: string[] = [];
  for (const [i, r] of (d.exclude ?? []).entries()) {
    if ((r.tag === undefined) === (r.productId === undefined))
      throw new ValidationError(`${at}definition.exclude[${i}]`, 'must have exactly one of tag or productId');
    if (r.tag !== undefined && !tagSlugOf(r.tag))
      throw new ValidationError(`${at}definition.exclude[${i}].tag`, 'must contain a letter or a digit');
    if (r.tag !== undefined) excludeTags.push(r.tag.trim());
    else excludeProductIds.push(r.productId!);
  }
  return {
    productIds: [],
    rules: {
      include,
      match: d.match ?? 'any',
      excludeTags: [...new Set(excludeTags)],
      excludeProductIds: [...new Set(excludeProductIds)],
    },
  };
}

/** The stored (and answered) form of smart rules. */
function rulesDefinition(rules: SmartRules): Definition {
  return {
    include: rules.include.map((tag) => ({ tag })),
    exclude: [
      ...rules.excludeTags.map((tag) => ({ tag })),
      ...rules.excludeProductIds.map((productId) => ({ productId })),
    ],
    match: rules.match,
  };
}

function checkSort(type: CollectionType, sort: SortStrategy, at: string): void {
  if (type === 'smart' && sort === 'manual')
    throw new UnprocessableError('UNPROCESSABLE', 'Smart collections have no manual order', {
      field: `${at}sort_strategy`,
      message: 'must be title, newest or price for a smart collection',
    });
}

export class CollectionsService {
  constructor(
    private readonly deps: DataDeps,
    private readonly catalog: CollectionCatalog,
  ) {}

  async create(workspaceId: string, body: CreateCollectionBody): Promise<{ id: string; key: string; status: string }> {
    const base = body.base;
    const name = base.name.trim();
    if (!name) throw new ValidationError('base.name', 'must not be blank');
    const type: CollectionType = base.type ?? 'manual';
    const sort = base.sort_strategy ?? DEFAULT_SORT[type];
    checkSort(type, sort, 'base.');
    const membership = membershipOf(type, base.definition ?? {}, 'base.');
    const key = base.key ?? slugify(name, 'collection').slice(0, 64).replace(/-+$/, '');
    const now = clock.iso();
    const row: CollectionRow = {
      workspace_id: workspaceId,
      id: newId('col'),
      key,
      name,
      type,
      status: base.status ?? 'draft',
      sort_strategy: sort,
      rules: json.write(membership.rules ? rulesDefinition(membership.rules) : {}),
      search_text: searchText({ key, name }),
      created_at: now,
      updated_at: now,
    };
    const translation = body.translation
      ? this.translationRow(row.id, workspaceId, body.translation.locale, body.translation, now)
      : null;
    try {
      await this.deps.db.transaction(async (tx) => {
        await this.checkProducts(tx, workspaceId, membership.productIds, 'base.');
        await store.insert(tx, row);
        await store.replaceMembers(tx, workspaceId, row.id, membership.productIds);
        if (translation) await store.upsertTranslation(tx, translation);
        await this.deps.outbox.emit(
          tx,
          workspaceId,
          'collection.created',
          toCollection(row, translation ? [translation] : [], membership.productIds),
        );
      });
    } catch (err) {
      throw this.conflict(err, key, translation);
    }
    return { id: row.id, key: row.key, status: row.status };
  }

  async get(workspaceId: string, id: string, locale?: string): Promise<Collection> {
    return this.load(this.deps.db.kysely, workspaceId, await this.row(this.deps.db.kysely, workspaceId, id), locale);
  }

  async list(
    workspaceId: string,
    filters: CollectionFilters,
    sort: Sort<CollectionSortColumn>,
    page: Page,
    locale?: string,
  ) {
    const db = this.deps.db.kysely;
    const { rows, total } = await store.list(db, workspaceId, filters, sort, page);
    const ids = rows.map((r) => r.id);
    const manualIds = rows.filter((r) => r.type === 'manual').map((r) => r.id);
    const [translations, members] = await Promise.all([
      store.translations(db, workspaceId, ids),
      store.memberIdsOf(db, workspaceId, manualIds),
    ]);
    const items = rows.map((r) =>
      toCollection(
        r,
        translations.filter((t) => t.collection_id === r.id),
        members.get(r.id) ?? [],
        locale,
      ),
    );
    return { items, total };
  }

  async update(workspaceId: string, id: string, body: UpdateCollectionBody): Promise<Collection> {
    if (body.name !== undefined && !body.name.trim()) throw new ValidationError('name', 'must not be blank');
    try {
      return await this.deps.db.transaction(async (tx) => {
        const current = await this.row(tx, workspaceId, id);
        const type = (body.type ?? current.type) as CollectionType;
        const typeChanged = type !== current.type;
        // A type change resets an order the new type can't have, unless the body names one.
        const sort =
          body.sort_strategy ??
          (typeChanged && current.sort_strategy === 'manual'
            ? DEFAULT_SORT[type]
            : (current.sort_strategy as SortStrategy));
        checkSort(type, sort, '');
        const next: CollectionRow = {
          ...current,
          key: body.key ?? current.key,
          name: body.name?.trim() ?? current.name,
          type,
          status: body.status ?? current.status,
          sort_strategy: sort,
          updated_at: clock.iso(),
        };
        if (body.definition !== undefined || typeChanged) {
          // Without a new definition a type change starts from an empty one (a smart collection then needs rules: 422).
          const membership = membershipOf(type, body.definition ?? {}, '');
          await this.checkProducts(tx, workspaceId, membership.productIds, '');
          await store.replaceMembers(tx, workspaceId, id, membership.productIds);
          next.rules = json.write(membership.rules ? rulesDefinition(membership.rules) : {});
        }
        next.search_text = searchText(next);
        const { key, name, status, sort_strategy, rules, search_text, updated_at } = next;
        await store.update(tx, workspaceId, id, {
          key,
          name,
          type,
          status,
          sort_strategy,
          rules,
          search_text,
          updated_at,
        });
        const collection = await this.load(tx, workspaceId, next);
        await this.deps.outbox.emit(tx, workspaceId, 'collection.updated', collection);
        return collection;
      });
    } catch (err) {
      throw this.conflict(err, body.key, null);
    }
  }

  async remove(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await this.row(tx, workspaceId, id);
      const collection = await this.load(tx, workspaceId, current);
      await store.remove(tx, workspaceId, id);
      await this.deps.outbox.emit(tx, workspaceId, 'collection.deleted', { ...collection, deleted_at: clock.iso() });
    });
  }

  /** Creates or replaces the translation of `locale`; answers the collection with that translation. */
  async putTranslation(workspaceId: string, id: string, locale: string, body: TranslationBody): Promise<Collection> {
    const now = clock.iso();
    const translation = this.translationRow(id, workspaceId, locale, body, now);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const current = await this.row(tx, workspaceId, id);
        await store.upsertTranslation(tx, translation);
        await store.update(tx, workspaceId, id, { updated_at: now });
        const collection = await this.load(tx, workspaceId, { ...current, updated_at: now }, translation.locale);
        await this.deps.outbox.emit(tx, workspaceId, 'collection.updated', collection);
        return collection;
      });
    } catch (err) {
      throw this.conflict(err, undefined, translation);
    }
  }

  /** The members, in the collection's sort_strategy, one page at a time. */
  async products(
    workspaceId: string,
    id: string,
    page: Page,
    status?: string,
  ): Promise<{ items: Product[]; total: number }> {
    const db = this.deps.db.kysely;
    const row = await this.row(db, workspaceId, id);
    const sort = row.sort_strategy as SortStrategy;
    if (row.type === 'smart') {
      const rules = membershipOf('smart', json.read<Definition>(row.rules), '').rules!;
      // create and update never give a smart collection the manual order.
      return this.catalog.smartMembers(workspaceId, rules, sort === 'manual' ? 'newest' : sort, page, status);
    }
    if (sort === 'manual' && status === undefined) {
      const [ids, total] = await Promise.all([
        store.memberIds(db, workspaceId, id, page),
        store.countMembers(db, workspaceId, id),
      ]);
      return { items: await this.catalog.productsByIds(workspaceId, ids), total };
    }
    // A manual collection is bounded (MAX_MANUAL_PRODUCTS): order and filter its members in memory.
    const ids = await store.memberIds(db, workspaceId, id);
    const members = (await this.catalog.productsByIds(workspaceId, ids)).filter(
      (p) => status === undefined || p.status === status,
    );
    const ordered = sort === 'manual' ? members : await this.catalog.order(workspaceId, members, sort);
    return { items: ordered.slice(page.offset, page.offset + page.limit), total: ordered.length };
  }

  /** Catalog hook: a deleted product leaves every manual collection, in the delete's transaction. */
  async forgetProduct(tx: Executor, workspaceId: string, productId: string): Promise<void> {
    await store.removeProduct(tx, workspaceId, productId);
  }

  private translationRow(
    collectionId: string,
    workspaceId: string,
    locale: string,
    body: TranslationBody,
    now: string,
  ): TranslationRow {
    const name = body.name.trim();
    if (!name) throw new ValidationError('translation.name', 'must not be blank');
    return {
      workspace_id: workspaceId,
      collection_id: collectionId,
      locale: normaliseLocale(locale),
      name,
      slug: body.slug ?? slugify(name, 'collection'),
      created_at: now,
      updated_at: now,
    };
  }

  private async checkProducts(db: Executor, workspaceId: string, ids: string[], at: string): Promise<void> {
    if (ids.length === 0) return;
    const found = new Set((await this.catalog.productsByIds(workspaceId, ids, db)).map((p) => p.id));
    const missing = ids.findIndex((pid) => !found.has(pid));
    if (missing >= 0)
      throw new UnprocessableError('UNKNOWN_REFERENCE', 'Unknown product', {
        field: `${at}definition.productIds[${missing}]`,
        message: `no product ${ids[missing]} in this workspace`,
      });
  }

  /** A unique violation as the 409 it means: the key, or the translation's slug. */
  private conflict(err: unknown, key: string | undefined, translation: TranslationRow | null): unknown {
    if (!isUniqueViolation(err)) return err;
    const text = String((err as Error).message);
    if (translation && /slug/.test(text)) return slugTaken(translation.slug, translation.locale);
    if (key !== undefined && /key/.test(text)) return keyTaken(key);
    return err;
  }

  private async row(db: Executor, workspaceId: string, id: string): Promise<CollectionRow> {
    const row = await store.get(db, workspaceId, id);
    if (!row) throw new NotFoundError('Collection');
    return row;
  }

  private async load(db: Executor, workspaceId: string, row: CollectionRow, locale?: string): Promise<Collection> {
    const [translations, members] = await Promise.all([
      store.translations(db, workspaceId, [row.id]),
      row.type === 'manual' ? store.memberIds(db, workspaceId, row.id) : Promise.resolve([]),
    ]);
    return toCollection(row, translations, members, locale);
  }
}
