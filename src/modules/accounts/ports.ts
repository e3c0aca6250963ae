// What the accounts area needs from the workspaces area (wired in src/modules/index.ts): workspace names and
// budgets for sessions, and the API keys people manage. Accounts never reach the workspaces tables.
import type { Page } from '../../platform/http/pagination.js';
import type { Executor } from '../../platform/db/index.js';
import type { WorkspaceType } from '../../platform/identity.js';
import type { Limits } from '../../platform/rate-limits.js';
import type { ApiKeyInfo, CreateKeyInput } from '../workspaces/service.js';

export interface WorkspaceInfo {
  id: string;
  name: string;
  type: WorkspaceType;
  limits: Limits;
}

export interface WorkspacesPort {
  workspace(id: string): Promise<WorkspaceInfo | null>;
  /** The first part of every key (`tca` in `tca_ws_…`), for a key's non-secret hint. */
  keyPrefix: string;
  keys: {
    createKey(input: CreateKeyInput, executor?: Executor): Promise<ApiKeyInfo & { key: string }>;
    pageKeys(workspaceId: string, page: Page): Promise<{ items: ApiKeyInfo[]; total: number }>;
    getKey(id: string, executor?: Executor): Promise<ApiKeyInfo | null>;
    revoke(
      id: string,
      opts: { workspaceId?: string; executor?: Executor },
    ): Promise<{ key: ApiKeyInfo; changed: boolean }>;
    /** After a revocation commits: this process's key cache forgets what it held. */
    forgetCachedKeys(): void;
  };
}
