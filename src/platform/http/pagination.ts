// List conventions (docs/CONVENTIONS.md): limit 1–100 (default 50), offset, `sort=field|-field` (or sortBy + sortOrder)
// from a per-list allow-list, and the spec's envelope.
import type { FastifyReply } from 'fastify';
import Type, { type Static } from 'typebox';
import { ValidationError } from '../errors.js';
import { Component, Ref } from './schemas.js';

export const ListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Items per page' })),
  // Bounded: an unbounded integer lets 1e20 or 1e400 (Infinity) through to SQL, which both databases reject (500).
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0, description: 'Items to skip' }),
  ),
  cursor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 1000,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        'Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`.',
    }),
  ),
  sort: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'A field this list sorts by, `-` in front for descending (`-created_at`)',
    }),
  ),
  sortBy: Type.Optional(
    Type.String({ maxLength: 64, description: 'The field to sort by (with sortOrder), instead of `sort`' }),
  ),
  sortOrder: Type.Optional(Type.Enum(['asc', 'desc'])),
});
export type ListQuery = Static<typeof ListQuery>;

export const PaginationSchema = Component(
  'Pagination',
  Type.Object(
    {
      total: Type.Integer({ description: 'Items in the whole list (with its filters)' }),
      limit: Type.Integer({ description: 'The page size asked for' }),
      offset: Type.Integer({ description: 'Items skipped before this page' }),
      has_more: Type.Boolean({
        description: 'Whether items follow this page: ask for offset + the items received, or pass `next_cursor`',
      }),
      next_cursor: Type.Union([Type.String(), Type.Null()], {
        description: 'Where the next page starts (`cursor=`), null on the last page',
      }),
    },
    { description: 'Where a page sits in its list' },
  ),
);

export interface Sort<C extends string> {
  column: C;
  direction: 'asc' | 'desc';
}

export interface Page {
  limit: number;
  offset: number;
  /** The `cursor` query value: the page starts after the row it names (offset is then 0). */
  cursor?: string;
  /**
   * Set by `listPage` once it read the page: whether rows follow it, and the cursor of the next page. Read by
   * `listEnvelope`, so a service passes its page through without carrying them.
   */
  after?: { hasMore: boolean; nextCursor: string | null };
}

/**
 * Reads `sort` (or `sortBy`/`sortOrder`) against `allowed` (public name → column) and returns the column and
 * direction; anything else is a 400 naming `sort`.
 */
export function parseSort<C extends string>(q: ListQuery, allowed: Record<string, C>, fallback: Sort<C>): Sort<C> {
  let name: string | undefined;
  let direction: 'asc' | 'desc' = 'asc';
  if (q.sort) {
    name = q.sort.startsWith('-') ? q.sort.slice(1) : q.sort;
    direction = q.sort.startsWith('-') ? 'desc' : 'asc';
  } else if (q.sortBy) {
    name = q.sortBy;
    direction = q.sortOrder ?? 'asc';
  }
  if (name === undefined) return fallback;
  const column = Object.prototype.hasOwnProperty.call(allowed, name) ? allowed[name] : undefined;
  if (!column)
    throw new ValidationError('sort', `must be one of: ${Object.keys(allowed).join(', ')} (prefix - for descending)`);
  return { column, direction };
}

export function pageOf(q: ListQuery): Page {
  if (q.cursor !== undefined && q.offset) throw new ValidationError('offset', 'cannot be combined with cursor');
  return { limit: q.limit ?? 50, offset: q.offset ?? 0, ...(q.cursor === undefined ? {} : { cursor: q.cursor }) };
}

export function listEnvelope<T>(data: T[], total: number, page: Page) {
  // A list read another way than `listPage` (a few small ones) cannot continue from a cursor: refused, not ignored.
  if (page.cursor !== undefined && !page.after) throw new ValidationError('cursor', 'this list pages by offset only');
  const hasMore = page.after?.hasMore ?? page.offset + data.length < total;
  return {
    data,
    pagination: {
      total,
      limit: page.limit,
      offset: page.offset,
      has_more: hasMore,
      next_cursor: page.after?.nextCursor ?? null,
    },
  };
}

/** The encoded answers of shared page objects (kept by a service's cache), alive as long as the page is. */
const encodedPages = new WeakMap<object, Buffer>();

/**
 * Sends the list envelope of a page a service shares between requests (a cached, frozen page): encoded with the
 * route's response serializer the first time, then sent as those bytes. Encoding 50 products and measuring the
 * text cost more than the rest of a cached list request.
 */
export function sendSharedPage<T>(reply: FastifyReply, page: { items: readonly T[]; total: number }, at: Page) {
  let body = encodedPages.get(page);
  if (!body) {
    body = Buffer.from(reply.serialize(listEnvelope(page.items as T[], page.total, at)) as string);
    encodedPages.set(page, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The response schema of a list of `item` (a `Ref` to a component, or an inline schema). */
export function ListResponse<T extends Type.TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item), pagination: Ref(PaginationSchema) });
}
