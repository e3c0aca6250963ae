// Availability answers kept, not recomputed (issue 30). Resellers poll a product's calendar far more often than its
// seats, departures or prices change, so each process keeps the rendered bytes of the answers it gave, with the
// product's availability version (availability-versions.ts) they were computed at. A read costs the workspace's
// settings read and one primary-key read of that version (on SQLite both kept while the data is unchanged,
// kept-reads.ts): a kept answer is served only while the version is the
// one it was computed at — every change bumps it in its own transaction, so the first read after a commit, in any
// process, sees the new number — and only before the first instant one of its departures stops selling (time moves
// statuses to CLOSED with no write). docs/decisions.md, "Availability kept".
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { LRUCache } from 'lru-cache';
import { clock } from '../../platform/clock.js';
import { KeptReads } from '../../platform/db/kept-reads.js';
import type { DataDeps } from '../../platform/module.js';
import { tryParseId } from '../../platform/ids.js';
import type { Availability } from './availability-schemas.js';
import { availabilityStore as store } from './availability-store.js';
import type { CatalogSettingsReader } from './workspace-settings.js';

/** The most answers and bytes one process keeps (least recently served go first). */
const KEPT_MAX_ANSWERS = 5_000;
const KEPT_MAX_BYTES = 64 * 1024 * 1024;

/** An answer as sent: its bytes and their ETag. */
export interface Kept {
  body: Buffer;
  etag: string;
}

/** An answer computed from the tables, and until when time leaves it true (ms; Infinity: no time limit). */
export interface Fresh {
  value: unknown;
  validUntil: number;
}

type Settings = Awaited<ReturnType<CatalogSettingsReader>>;

/** One request of some kind (v1 calendar, OCTO calendar, …) as the keeper serves it. */
export interface KeptRequest {
  /**
   * What, besides the workspace, product and settings, tells the answer apart (defaults such as "today" resolved
   * by `settings`); null: not kept (computed each time).
   */
  key(settings: Settings): string | null;
  /** The answer for the product (its id) from the tables; may throw (nothing is kept then). */
  compute(productId: string): Promise<Fresh>;
  /** The bytes of the answer, exactly as the route would serialise it. */
  serialize(value: unknown): string;
}

interface Entry extends Kept {
  workspaceId: string;
  productId: string;
  /** The settings of its key: the answer is served only while they are the workspace's. */
  settings: string;
  version: number;
  validUntil: number;
  /** The same answer again from the tables, for `verify`. */
  compute(): Promise<Fresh>;
}

/** A product's verdict: how many of its kept answers a recomputation confirmed, and which it did not. */
export interface VerifiedProduct {
  productId: string;
  checked: number;
  mismatches: string[];
}

/** The first instant a departure of the answer that sells now stops selling: its sales cut-off, else its start. */
export function validUntilOf(answer: Availability): number {
  let until = Infinity;
  for (const day of answer.days)
    for (const d of day.departures)
      if (d.status !== 'CLOSED') until = Math.min(until, Date.parse(d.salesCloseAt ?? d.startAt));
  return until;
}

/** The settings an answer depends on (its days' time zone, when LIMITED): part of its key. */
const settingsKey = (s: Settings) => `${s.timezone} ${s.availabilityLimitedPercent}`;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export class AvailabilityKeeper {
  private readonly kept = new LRUCache<string, Entry>({
    max: KEPT_MAX_ANSWERS,
    maxSize: KEPT_MAX_BYTES,
    sizeCalculation: (e, key) => e.body.length + key.length,
  });

  /** Each product's id and version by the id or slug asked (SQLite: kept while the data is unchanged). */
  private readonly versions: KeptReads<{ id: string; version: number } | undefined>;

  constructor(
    private readonly deps: DataDeps,
    private readonly settings: CatalogSettingsReader,
  ) {
    this.versions = new KeptReads(deps.db);
  }

  /** The answer to `request` for a product (id or slug): kept bytes while still true, else computed and kept. */
  async serve(workspaceId: string, productIdOrSlug: string, request: KeptRequest): Promise<Kept> {
    const db = this.deps.db.kysely;
    // Read before the answer is computed: a change committed meanwhile leaves the answer kept under an older number.
    // Both asked before either is awaited: kept, they share the request's one read of the database's stamp.
    const settingsRead = this.settings(db, workspaceId);
    const id = tryParseId(productIdOrSlug, 'prod', { allowBareUuid: true });
    const by = id ? 'id' : 'slug';
    const value = id ?? productIdOrSlug.toLowerCase();
    const productRead = this.versions.get(db, `${workspaceId} ${by} ${value}`, () =>
      store.current(this.deps.db, db, workspaceId, by, value),
    );
    const [settings, product] = await Promise.all([settingsRead, productRead]);
    const asked = product && request.key(settings);
    // No such product (the computation answers its 404) or a request not kept.
    if (!product || asked === null || asked === undefined) return this.render(request, productIdOrSlug);
    // Ids, zone names and the percentage hold no space: the parts cannot run into each other.
    const key = `${workspaceId} ${product.id} ${settingsKey(settings)} ${asked}`;
    const hit = this.kept.get(key);
    if (hit && hit.version === product.version && clock.nowMs() < hit.validUntil) return hit;
    const compute = () => request.compute(product.id);
    const fresh = await compute();
    const kept = this.rendered(request, fresh.value);
    // Settings changed while it was computed: the answer may follow the new ones, so it is not kept under the old.
    if (settingsKey(await this.settings(db, workspaceId)) === settingsKey(settings))
      this.kept.set(key, {
        ...kept,
        workspaceId,
        productId: product.id,
        settings: settingsKey(settings),
        version: product.version,
        validUntil: fresh.validUntil,
        compute,
      });
    return kept;
  }

  /**
   * Recomputes every answer of the workspace this process would still serve (its product's version unchanged, not
   * past its time) and compares it with the kept bytes; `ensure`: products whose answer to that request is computed
   * through the keeper first (so a process keeping nothing yet checks the keeping itself).
   */
  async verify(
    workspaceId: string,
    ensure: Array<{ productId: string; request: KeptRequest }> = [],
  ): Promise<VerifiedProduct[]> {
    for (const e of ensure) await this.serve(workspaceId, e.productId, e.request);
    const db = this.deps.db.kysely;
    const settings = settingsKey(await this.settings(db, workspaceId));
    const out = new Map<string, VerifiedProduct>();
    for (const productId of ensure.map((e) => e.productId))
      out.set(productId, { productId, checked: 0, mismatches: [] });
    for (const [key, entry] of this.kept.entries()) {
      if (entry.workspaceId !== workspaceId || entry.settings !== settings) continue;
      const product = await store.current(this.deps.db, db, workspaceId, 'id', entry.productId);
      if (!product || product.version !== entry.version || clock.nowMs() >= entry.validUntil) continue;
      let verdict = out.get(entry.productId);
      if (!verdict) out.set(entry.productId, (verdict = { productId: entry.productId, checked: 0, mismatches: [] }));
      verdict.checked++;
      const fresh = await entry.compute();
      // Compared as JSON values: the kept bytes were made by the route's own serializer.
      const same = isDeepStrictEqual(JSON.parse(entry.body.toString('utf8')), JSON.parse(JSON.stringify(fresh.value)));
      if (!same) verdict.mismatches.push(key);
    }
    return [...out.values()];
  }

  private render(request: KeptRequest, productIdOrSlug: string): Promise<Kept> {
    return request.compute(productIdOrSlug).then((fresh) => this.rendered(request, fresh.value));
  }

  private rendered(request: KeptRequest, value: unknown): Kept {
    const body = Buffer.from(request.serialize(value), 'utf8');
    return { body, etag: etagOf(body) };
  }
}
