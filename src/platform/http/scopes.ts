// Scopes beyond a route's own: the scope of every DELETE route, from one rule (docs/decisions.md, "Delete scopes"):
// `<resource>:delete` always deletes; `<resource>:write` also deletes where it did before the rule, so no existing
// key lost a permission. And what a person's role grants (docs/decisions.md, "Roles and scopes"): sessions are
// authorised by role, keys by their scopes, and the people-and-keys scopes are never a key's.

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
  // Session-only resources (below); the contract names `:write` for their deletes.
  keys: true,
  members: true,
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

/** A person's role in a workspace, from most to least powerful. */
export const ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Resources only a signed-in person manages: an API key never has their scopes, whatever it was given. */
export const SESSION_ONLY_RESOURCES: readonly string[] = ['keys', 'members'];

const resourceOf = (scope: string) => scope.slice(0, Math.max(0, scope.indexOf(':'))) || scope;
const actionOf = (scope: string) => (scope.includes(':') ? scope.slice(scope.indexOf(':') + 1) : scope);

/** True when `scope` (a route's `<resource>:<action>`) is one only sessions may use. */
export function isSessionOnly(scope: string): boolean {
  return SESSION_ONLY_RESOURCES.includes(resourceOf(scope));
}

/**
 * Whether `role` grants `scope`: `viewer` every `<resource>:read` but the people and keys ones (a viewer ranks
 * below a developer, who has neither); `developer` everything but the people and keys scopes; `admin` and `owner`
 * everything. Also answers for wildcard scopes a person asks to put on a key (`*:read` is a viewer's, `orders:*`
 * and `*` are not).
 */
export function roleAllows(role: Role, scope: string): boolean {
  switch (role) {
    case 'owner':
    case 'admin':
      return true;
    case 'developer':
      return !isSessionOnly(scope);
    case 'viewer':
      return actionOf(scope) === 'read' && !isSessionOnly(scope);
  }
}

/** The scopes of `known` (every route's, src/platform/http/auth.ts) that `role` grants, sorted. */
export function scopesOfRole(role: Role, known: Iterable<string>): string[] {
  return [...known].filter((s) => roleAllows(role, s)).sort();
}
