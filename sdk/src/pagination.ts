// Every list of the API answers `{ data: [...], pagination: { total, limit, offset, has_more } }`: this walks all
// of a list's pages, one request per page, and yields the items in the list's order.
import type { TravelCommerceClient } from './client.js';
import type { paths } from './schema.js';

type ListOf<Op> = Op extends {
  responses: { 200: { content: { 'application/json': { data: Array<infer Item>; pagination: unknown } } } };
}
  ? Item
  : never;

/** The paths whose GET answers a paginated list. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: infer Op } ? ([ListOf<Op>] extends [never] ? never : P) : never;
}[keyof paths];

/** An item of the list at `P`. */
export type ListItem<P extends ListPath> = paths[P] extends { get: infer Op } ? ListOf<Op> : never;

type QueryOf<P extends ListPath> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? Q : never;
type PathParamsOf<P extends ListPath> = paths[P] extends { get: { parameters: { path: infer A } } } ? A : never;

export interface PageOptions<P extends ListPath> {
  params?: { query?: Omit<NonNullable<QueryOf<P>>, 'limit' | 'offset'>; path?: PathParamsOf<P> };
  /** Items per request (1–100). Default 100. */
  pageSize?: number;
}

/** Every item of a list, across its pages: `for await (const org of paginate(client, '/v1/organizations')) …`. */
export async function* paginate<P extends ListPath>(
  client: TravelCommerceClient,
  path: P,
  opts: PageOptions<P> = {},
): AsyncGenerator<ListItem<P>> {
  const limit = opts.pageSize ?? 100;
  for (let offset = 0; ;) {
    // The path and its parameters are checked by PageOptions; openapi-fetch's overloads cannot see through P.
    const get = client.GET as unknown as (
      path: string,
      init: unknown,
    ) => Promise<{ data: { data: ListItem<P>[]; pagination: { has_more: boolean } } }>;
    const { data } = await get(path, {
      params: { path: opts.params?.path, query: { ...opts.params?.query, limit, offset } },
    });
    yield* data.data;
    if (!data.pagination.has_more || data.data.length === 0) return;
    offset += data.data.length;
  }
}
