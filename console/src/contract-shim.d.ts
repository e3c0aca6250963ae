// TEMPORARY (removed once the accounts endpoints are in sdk/src/schema.ts): the contract's shapes, to typecheck.
import '../../sdk/src/schema.js';

type J<B> = { headers: Record<string, unknown>; content: { 'application/json': B } };
type Op<Q, B, R> = { parameters: { query?: Q; header?: never; path?: never; cookie?: never }; requestBody?: B extends never ? never : { content: { 'application/json': B } }; responses: R };
type OpP<P, B, R> = { parameters: { query?: never; header?: never; path: P; cookie?: never }; requestBody: B extends never ? never : { content: { 'application/json': B } }; responses: R };
type List<T> = { data: T[]; pagination: { total: number; limit: number; offset: number; has_more: boolean } };
type Session = { user: { id: string; email: string }; workspace: { id: string; name: string; type: 'live' | 'sandbox' }; role: string; scopes: string[]; workspaces: Array<{ id: string; name: string; type: 'live' | 'sandbox'; role: string }>; csrf_token: string; expires_at: string };
type ApiKey = { id: string; name: string; hint: string; scopes: string[]; status: 'active' | 'revoked'; created_at: string; created_by: { id: string; email: string } | null; last_used_at: string | null; expires_at: string | null; revoked_at: string | null };
type Member = { user_id: string; email: string; role: string; status: 'active' | 'invited'; created_at: string };
type Audit = { id: string; at: string; actor: { type: 'user' | 'key' | 'operator'; id: string; email: string | null }; action: string; target: { type: string; id: string } | null; ip: string | null; details: Record<string, unknown> };
type LQ = { limit?: number; offset?: number };

declare module '../../sdk/src/schema.js' {
  interface paths {
    '/v1/auth/session': { get: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody?: never; responses: { 200: J<{ data: Session }> } } };
    '/v1/auth/sign-in': { post: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody: { content: { 'application/json': { email: string; password: string; workspaceId?: string } } }; responses: { 200: J<{ data: Session }> } } };
    '/v1/auth/sign-out': { post: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody?: never; responses: { 204: { headers: Record<string, unknown>; content?: never } } } };
    '/v1/auth/sign-out-everywhere': { post: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody?: never; responses: { 204: { headers: Record<string, unknown>; content?: never } } } };
    '/v1/auth/switch-workspace': { post: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody: { content: { 'application/json': { workspaceId: string } } }; responses: { 200: J<{ data: Session }> } } };
    '/v1/auth/password': { post: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody: { content: { 'application/json': { token: string; password: string } } }; responses: { 200: J<{ data: { user_id: string; email: string } }> } } };
    '/v1/api-keys': {
      get: Op<LQ, never, { 200: J<List<ApiKey>> }>;
      post: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody: { content: { 'application/json': { name: string; scopes: string[]; expires_at?: string } } }; responses: { 201: J<{ data: ApiKey & { key: string } }> } };
    };
    '/v1/api-keys/{id}': { delete: OpP<{ id: string }, never, { 200: J<{ data: ApiKey }> }> };
    '/v1/members': {
      get: Op<LQ, never, { 200: J<List<Member>> }>;
      post: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody: { content: { 'application/json': { email: string; role: string } } }; responses: { 201: J<{ data: { member: Member; setup_url: string | null } }> } };
    };
    '/v1/members/{userId}': {
      patch: { parameters: { query?: never; header?: never; path: { userId: string }; cookie?: never }; requestBody: { content: { 'application/json': { role: string } } }; responses: { 200: J<{ data: Member }> } };
      delete: { parameters: { query?: never; header?: never; path: { userId: string }; cookie?: never }; requestBody?: never; responses: { 200: J<{ data: { deleted: true } }> } };
    };
    '/v1/audit-log': { get: Op<LQ, never, { 200: J<List<Audit>> }> };
  }
}
