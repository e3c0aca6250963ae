// Idempotency-Key on authenticated POSTs (issue 02 §9). The first request with a key claims it; its completed
// response (status and body) is stored and replayed byte for byte to repeats of the same request. A repeat
// while the first is still running gets 409; the same key on another request gets 422.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clock } from '../clock.js';
import type { Database } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import { AppError, ConflictError, ValidationError } from '../errors.js';

type IdempotencyTable = {
  idempotency_keys: {
    workspace_id: string;
    key: string;
    fingerprint: string;
    status: 'running' | 'done';
    response_status: number | null;
    response_body: string | null;
    locked_until: string;
    expires_at: string;
    created_at: string;
  };
}

interface Claim {
  workspaceId: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

/** A claim whose request never finished (the process died) may be taken over after this long. */
const ABANDONED_AFTER_MS = 60_000;

function fingerprint(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return createHash('sha256').update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}

export function installIdempotency(app: FastifyInstance, db: Database, ttlHours: number): void {
  const store = () => db.kysely.withTables<IdempotencyTable>();
  app.decorateRequest('idempotencyClaim', null);

  // preHandler: after auth and validation, so requests rejected before the handler are never stored.
  const claim = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth) return;
    const raw = request.headers['idempotency-key'];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || key.length > 255) throw new ValidationError('Idempotency-Key', 'must be 1 to 255 characters');
    const workspaceId = request.auth.workspaceId;
    const fp = fingerprint(request);
    const now = clock.nowMs();

    for (let tries = 0; tries < 3; tries++) {
      try {
        await store()
          .insertInto('idempotency_keys')
          .values({
            workspace_id: workspaceId,
            key,
            fingerprint: fp,
            status: 'running',
            response_status: null,
            response_body: null,
            locked_until: clock.iso(now + ABANDONED_AFTER_MS),
            expires_at: clock.iso(now + ttlHours * 3_600_000),
            created_at: clock.iso(now),
          })
          .execute();
        request.idempotencyClaim = { workspaceId, key };
        return;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      const row = await store()
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue; // released in between: claim again
      const expired = Date.parse(row.expires_at) <= now;
      const abandoned = row.status === 'running' && Date.parse(row.locked_until) <= now;
      if (expired || abandoned) {
        await store()
          .deleteFrom('idempotency_keys')
          .where('workspace_id', '=', workspaceId)
          .where('key', '=', key)
          .where('created_at', '=', row.created_at)
          .execute();
        continue;
      }
      if (row.fingerprint !== fp) {
        throw new AppError(422, 'Idempotency-Key was already used with a different request', { code: 'idempotency_key_reused' });
      }
      if (row.status === 'running') {
        throw new ConflictError('A request with this Idempotency-Key is still being processed', { code: 'idempotency_key_in_use' });
      }
      reply.header('idempotent-replayed', 'true');
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.code(row.response_status ?? 200);
      return reply.send(row.response_body ?? '');
    }
    throw new ConflictError('A request with this Idempotency-Key is still being processed', { code: 'idempotency_key_in_use' });
  };

  const complete = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    if (reply.statusCode >= 500 || reply.statusCode === 400) {
      // A server failure is not a completed response, and a 400 is a rejected request (validation, whether by the
      // route schema or the service): release the key so the client can retry, after fixing the body, with it.
      await store().deleteFrom('idempotency_keys').where('workspace_id', '=', claim.workspaceId).where('key', '=', claim.key).execute();
      return payload;
    }
    await store()
      .updateTable('idempotency_keys')
      .set({ status: 'done', response_status: reply.statusCode, response_body: typeof payload === 'string' ? payload : String(payload ?? '') })
      .where('workspace_id', '=', claim.workspaceId)
      .where('key', '=', claim.key)
      .execute();
    return payload;
  };

  // Only authenticated POST routes take part: GETs and the rest pay nothing for idempotency.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('POST') || route.config?.public || !route.url.startsWith('/v1/')) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), claim];
    route.onSend = [...[route.onSend ?? []].flat(), complete];
  });
}

/** Deletes expired entries (the worker runs this periodically; an expired key is also replaced when reused). */
export async function purgeExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db.kysely.withTables<IdempotencyTable>().deleteFrom('idempotency_keys').where('expires_at', '<=', clock.iso()).execute();
}
