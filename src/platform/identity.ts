// Who is calling: an API key or a signed-in person's session, and the workspace it acts for. Resolved by the
// workspaces module (keys) and the accounts module (sessions), and read by the HTTP auth layer
// (src/platform/http/auth.ts), which hands routes the caller as `req.auth`.
import type { Limits } from './rate-limits.js';
import type { Role } from './http/scopes.js';

export type WorkspaceType = 'live' | 'sandbox';

/** Who made the request: an API key, or a person (a user) through a session cookie. */
export type Actor =
  { type: 'key'; keyId: string } | { type: 'user'; userId: string; email: string; sessionId: string; role: Role };

/** Who is calling: resolved from the API key (and `x-workspace-id` for internal keys) or the session cookie. */
export interface AuthContext {
  actor: Actor;
  /** The API key's id; null when a person's session made the request. */
  keyId: string | null;
  workspaceId: string;
  workspaceType: WorkspaceType;
  /** What the caller may do: a key's scopes, or every route scope the person's role grants. */
  scopes: string[];
  internal: boolean;
}

/** An active API key as resolved: the caller, and the request budget of its workspace. */
export interface KeyIdentity {
  keyId: string;
  workspaceId: string;
  workspaceType: WorkspaceType;
  scopes: string[];
  internal: boolean;
  limits: Limits;
}

/** A live session as resolved: the person, their role in the session's workspace, and its request budget. */
export interface SessionIdentity {
  sessionId: string;
  userId: string;
  email: string;
  role: Role;
  workspaceId: string;
  workspaceType: WorkspaceType;
  limits: Limits;
  /** What a cookie-authenticated state-changing request must send in `X-CSRF-Token`. */
  csrfToken: string;
}

/** A workspace as authentication needs it: the one an internal key names in `x-workspace-id`. */
export interface WorkspaceRef {
  id: string;
  type: WorkspaceType;
  limits: Limits;
}

/** The id of whoever made the request (a key's or a user's), for `created_by`-style columns. */
export function actorId(auth: AuthContext): string {
  return auth.actor.type === 'key' ? auth.actor.keyId : auth.actor.userId;
}
