// The signed-in session for every page: who, which workspace, which role and scopes.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Session } from './api.js';

export interface SessionState {
  session: Session;
  /** A new session (after a workspace switch) or none (signed out). */
  setSession(session: Session | null): void;
  /** Whether the session's scopes allow `scope` (`resource:action`, with the API's `*` wildcards). */
  can(scope: string): boolean;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside a signed-in page');
  return s;
}

/**
 * The API's own rule (src/platform/http/auth.ts hasScope): exact, `resource:*`, `*:action` or `*`. A session always
 * lists its scopes; an empty list here shows nothing (the API decides either way).
 */
export function scopeAllows(granted: readonly string[], needed: string): boolean {
  const [res, act] = needed.split(':');
  return granted.some((g) => {
    if (g === '*' || g === needed) return true;
    const [gr, ga] = g.split(':');
    return (gr === '*' && ga === act) || (gr === res && ga === '*');
  });
}
