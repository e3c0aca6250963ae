// Who is calling: an API key's identity and the workspace it acts for. Resolved by the workspaces module and read
// by the HTTP auth layer (src/platform/http/auth.ts), which hands routes the caller as `req.auth`.
import type { Limits } from './rate-limits.js';

export type WorkspaceType = 'live' | 'sandbox';

/** Who is calling: resolved from the API key (and `x-workspace-id` for internal keys). */
export interface AuthContext {
  keyId: string;
  workspaceId: string;
  workspaceType: WorkspaceType;
  scopes: string[];
  internal: boolean;
}

/** An active API key as resolved: the caller, and the request budget of its workspace. */
export interface KeyIdentity extends AuthContext {
  limits: Limits;
}

/** A workspace as authentication needs it: the one an internal key names in `x-workspace-id`. */
export interface WorkspaceRef {
  id: string;
  type: WorkspaceType;
  limits: Limits;
}
