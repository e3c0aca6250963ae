// Policies: cancellation terms and other texts of a workspace, generic or tied to one product, with one
// translation (title, slug, sanitised description) per locale. Rules and transactions here; SQL in the store.
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { isUniqueViolation, type Executor, type Tx } from '../../platform/db/index.js';
import {
  ConflictError,
  noFieldsToUpdate,
  NotFoundError,
  UnprocessableError,
  ValidationError,
} from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId, parseId } from '../../platform/ids.js';
import { freeSlug, slugify } from '../../platform/slug.js';
import { sanitizeDescription } from './sanitize.js';
import type { CreatePolicyBody, Policy, UpdatePolicyBody } from './schemas.js';
import {
  policiesStore as store,
  type PolicyFilters,
  type PolicyRow,
  type PolicySortColumn,
  type PolicyView,
  type TranslationRow,
} from './store.js';

/** The key space of this module's product locks (Database.lockKey); no other caller uses 550. */
const PRODUCT_LOCKS = 550;

/** Whether a product exists in the workspace, read with the caller's executor (inside its transaction). */
export type ProductExists = (db: Executor, workspaceId: string, productId: string) => Promise<boolean>;

function toPolicy(v: PolicyView, locales: string[]): Policy {
  return {
    id: v.id,
    workspace_id: v.workspace_id,
    kind: v.kind,
    scope: v.scope,
    status: v.status,
    title: v.title,
    slug: v.slug,
    description_html: v.description_html,
    billing_cancellation_policy_id: v.billing_cancellation_policy_id,
    product_id: v.product_id,
    locale: v.locale,
    locales,
    created_at: v.created_at,
    updated_at: v.updated_at,
  };
}

/** camelCase wins over snake_case when a body carries both. */
function either<T>(camel: T | undefined, snake: T | undefined): T | undefined {
  return camel !== undefined ? camel : snake;
}

/** `en-us` → `en-US`: one spelling per locale, so one translation per locale. */
function canonicalLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0]!;
  } catch {
    throw new ValidationError('locale', 'must be a BCP 47 language tag such as en or ro-RO');
  }
}

function productIdOf(value: string): string {
  return parseId(value, 'prod', 'productId', { allowBareUuid: true });
}

interface TranslationInput {
  locale: string;
  title?: string;
  slug?: string;
  description_html?: string | null;
}

/** The translation a body carries, if any: its fields need `locale`, and `locale` needs at least one of them. */
function translationOf(body: UpdatePolicyBody): TranslationInput | undefined {
  const description = either(body.descriptionHtml, body.description_html);
  const title = body.title?.trim();
  if (title === '') throw new ValidationError('title', 'must not be blank');
  const given = title !== undefined || body.slug !== undefined || description !== undefined;
  if (!given && body.locale === undefined) return undefined;
  if (body.locale === undefined)
    throw new ValidationError('locale', 'is required with title, slug and descriptionHtml (the locale they are in)');
  if (!given) throw new ValidationError('title', `locale ${body.locale} was given without any translation field`);
  return {
    locale: canonicalLocale(body.locale),
    title,
    slug: body.slug,
    description_html:
      description === undefined || description === null ? description : sanitizeDescription(description),
  };
}

function slugConflict(slug: string | undefined, locale: string): ConflictError {
  return new ConflictError(
    'POLICY_SLUG_TAKEN',
    `The slug ${slug === undefined ? '' : `"${slug}" `}is already used by another policy in ${locale}`,
  );
}

export class PoliciesService {
  constructor(
    private readonly deps: DataDeps,
    private readonly productExists: ProductExists,
  ) {}

  async create(workspaceId: string, body: CreatePolicyBody): Promise<Policy> {
    const translation = translationOf(body);
    const productRef = either(body.productId, body.product_id);
    if (body.scope === 'generic' && productRef !== undefined && productRef !== null) {
      throw new ValidationError('productId', 'only product-scoped policies belong to a product');
    }
    if (body.scope === 'product' && (productRef === undefined || productRef === null)) {
      throw new ValidationError('productId', 'is required for a product-scoped policy');
    }
    const now = clock.iso();
    const row: PolicyRow = {
      id: newId('pol'),
      workspace_id: workspaceId,
      kind: body.kind,
      scope: body.scope,
      status: body.status ?? 'draft',
      product_id: productRef ? productIdOf(productRef) : null,
      billing_cancellation_policy_id:
        either(body.billingCancellationPolicyId, body.billing_cancellation_policy_id)?.toLowerCase() ?? null,
      default_locale: translation?.locale ?? null,
      created_at: now,
      updated_at: now,
    };
    return this.write(translation, async (tx) => {
      if (row.product_id) await this.checkProduct(tx, workspaceId, row.product_id);
      await store.insert(tx, row);
      if (translation) await this.putTranslation(tx, workspaceId, row.id, translation, now);
      return this.emit(tx, workspaceId, row.id, 'policy.created');
    });
  }

  async get(workspaceId: string, id: string, locale?: string): Promise<Policy> {
    const db = this.deps.db.kysely;
    const view = await store.view(db, workspaceId, id, locale === undefined ? undefined : canonicalLocale(locale));
    if (!view) throw new NotFoundError('Policy');
    return toPolicy(view, (await store.locales(db, workspaceId, [id])).get(id)!);
  }

  async list(workspaceId: string, filters: PolicyFilters, sort: Sort<PolicySortColumn>, page: Page) {
    const db = this.deps.db.kysely;
    const f = {
      ...filters,
      locale: filters.locale === undefined ? undefined : canonicalLocale(filters.locale),
      productId: filters.productId === undefined ? undefined : productIdOf(filters.productId),
    };
    const { rows, total } = await store.list(db, workspaceId, f, sort, page);
    const locales = await store.locales(
      db,
      workspaceId,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => toPolicy(r, locales.get(r.id)!)), total };
  }

  /** Kind, status, links and one locale's translation (created when new); the scope is fixed. */
  async update(workspaceId: string, id: string, body: UpdatePolicyBody): Promise<Policy> {
    const translation = translationOf(body);
    const productRef = either(body.productId, body.product_id);
    const billing = either(body.billingCancellationPolicyId, body.billing_cancellation_policy_id);
    const patch: Partial<PolicyRow> = {};
    if (body.kind !== undefined) patch.kind = body.kind;
    if (body.status !== undefined) patch.status = body.status;
    if (billing !== undefined) patch.billing_cancellation_policy_id = billing?.toLowerCase() ?? null;
    if (productRef !== undefined) patch.product_id = productRef === null ? null : productIdOf(productRef);
    if (Object.keys(patch).length === 0 && !translation) throw noFieldsToUpdate();
    return this.write(translation, async (tx) => {
      const current = await store.getForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Policy');
      if (patch.product_id !== undefined) {
        if (current.scope === 'generic' && patch.product_id !== null)
          throw new ValidationError('productId', 'only product-scoped policies belong to a product');
        if (current.scope === 'product' && patch.product_id === null) {
          throw new UnprocessableError('UNPROCESSABLE', 'A product-scoped policy needs a product', {
            field: 'productId',
            message: 'a product-scoped policy can move to another product but not lose it',
          });
        }
        if (patch.product_id !== null) await this.checkProduct(tx, workspaceId, patch.product_id);
      }
      const now = clock.iso();
      if (translation) {
        await this.putTranslation(tx, workspaceId, id, translation, now);
        if (current.default_locale === null) patch.default_locale = translation.locale;
      }
      await store.update(tx, workspaceId, id, { ...patch, updated_at: now });
      return this.emit(tx, workspaceId, id, 'policy.updated', translation?.locale);
    });
  }

  async remove(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (!(await store.getForUpdate(tx, workspaceId, id))) throw new NotFoundError('Policy');
      await this.removeIn(tx, workspaceId, id);
    });
  }

  /** A product's deletion takes its policies with it (catalog's delete hook, inside that transaction). */
  async removeForProduct(tx: Tx, workspaceId: string, productId: string): Promise<void> {
    await this.lockProduct(tx, workspaceId, productId);
    for (const id of await store.idsForProduct(tx, workspaceId, productId)) await this.removeIn(tx, workspaceId, id);
  }

  private async removeIn(tx: Tx, workspaceId: string, id: string): Promise<void> {
    const policy = await this.viewIn(tx, workspaceId, id);
    await store.remove(tx, workspaceId, id);
    await this.deps.outbox.emit(tx, workspaceId, 'policy.deleted', { ...policy, deleted_at: clock.iso() });
  }

  /** Runs a write; a slug the client chose that another policy holds in that locale is a 409. */
  private async write(translation: TranslationInput | undefined, fn: (tx: Tx) => Promise<Policy>): Promise<Policy> {
    try {
      return await this.deps.db.transaction(fn);
    } catch (err) {
      if (isUniqueViolation(err) && translation) throw slugConflict(translation.slug, translation.locale);
      throw err;
    }
  }

  /**
   * Serialises, per product, the transactions that attach a policy to it with the one that deletes it (its delete
   * hook). Statements after it see what the other transaction committed.
   */
  private lockProduct(tx: Tx, workspaceId: string, productId: string): Promise<void> {
    return this.deps.db.lockKey(tx, PRODUCT_LOCKS, `${workspaceId}/${productId}`);
  }

  /** The product exists, and stays until this transaction ends: its deletion waits for the product lock. */
  private async checkProduct(tx: Tx, workspaceId: string, productId: string): Promise<void> {
    await this.lockProduct(tx, workspaceId, productId);
    if (!(await this.productExists(tx, workspaceId, productId))) {
      throw new UnprocessableError('UNKNOWN_REFERENCE', 'Unknown product', {
        field: 'productId',
        message: `product ${productId} does not exist in this workspace`,
      });
    }
  }

  /** Creates or changes one locale's translation. A new one needs a title; its slug comes from the title if not given. */
  private async putTranslation(
    tx: Tx,
    workspaceId: string,
    policyId: string,
    input: TranslationInput,
    now: string,
  ): Promise<void> {
    const existing = await store.getTranslation(tx, workspaceId, policyId, input.locale);
    if (
      input.slug !== undefined &&
      input.slug !== existing?.slug &&
      (await store.slugTaken(tx, workspaceId, input.locale, input.slug))
    ) {
      throw slugConflict(input.slug, input.locale);
    }
    if (existing) {
      const patch: Partial<TranslationRow> = { updated_at: now };
      if (input.title !== undefined) patch.title = input.title;
      if (input.slug !== undefined) patch.slug = input.slug;
      if (input.description_html !== undefined) patch.description_html = input.description_html;
      await store.updateTranslation(tx, workspaceId, policyId, input.locale, patch);
      return;
    }
    if (input.title === undefined)
      throw new ValidationError('title', `is required for a new translation (${input.locale})`);
    // Inside the policy's transaction, so a derived slug taken concurrently is the write's 409, not a retry.
    const slug =
      input.slug ??
      (await freeSlug(slugify(input.title, 'policy'), (s) => store.slugTaken(tx, workspaceId, input.locale, s)));
    await store.insertTranslation(tx, {
      workspace_id: workspaceId,
      policy_id: policyId,
      locale: input.locale,
      title: input.title,
      slug,
      description_html: input.description_html ?? null,
      created_at: now,
      updated_at: now,
    });
  }

  private async viewIn(db: Executor, workspaceId: string, id: string, locale?: string): Promise<Policy> {
    const view = (await store.view(db, workspaceId, id, locale))!;
    return toPolicy(view, (await store.locales(db, workspaceId, [id])).get(id)!);
  }

  /** The event of a write, with the policy in the locale just written (else its default). */
  private async emit(
    tx: Tx,
    workspaceId: string,
    id: string,
    type: 'policy.created' | 'policy.updated',
    locale?: string,
  ): Promise<Policy> {
    const policy = await this.viewIn(tx, workspaceId, id, locale);
    await this.deps.outbox.emit(tx, workspaceId, type, policy);
    return policy;
  }
}

/** Policies check products through the catalog and go with a deleted product. */
