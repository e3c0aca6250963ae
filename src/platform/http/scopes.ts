// The scope of every DELETE route, from one rule (docs/decisions.md, "Delete scopes"): `<resource>:delete` always
// deletes; `<resource>:write` also deletes where it did before the rule, so no existing key lost a permission.

/**
 * Per resource with a DELETE route: whether `:write` deletes too. `true` where the routes named `:write` (or both)
 * before; `false` where the contract lists `:delete` apart from `:write` and delete always needed it. A resource
 * missing here does not compile, so a new DELETE route states its choice (new resources: `false`).
 */
const WRITE_ALSO_DELETES = {
  catalog: true,
  'contract-series': true,
  customers: true,
  forms: true,
  inventory: true,
  organizations: true,
  policies: true,
  webhooks: true,
  collections: false,
  gallery: false,
  products: false,
  tags: false,
} as const;

export type DeletableResource = keyof typeof WRITE_ALSO_DELETES;

/** `config.scope` of a DELETE route on `resource` (any one of the scopes answered grants it). */
export function deleteScope(resource: DeletableResource): string[] {
  return WRITE_ALSO_DELETES[resource] ? [`${resource}:delete`, `${resource}:write`] : [`${resource}:delete`];
}
