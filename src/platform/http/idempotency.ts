// Every authenticated write request (POST, PUT, PATCH, DELETE under /v1) runs its handler in one unit of work
// (db.unitOfWork) that commits only once its answer is made: a request whose answer cannot be serialised or is an
// error keeps none of its writes, so no client ever misses the answer to a change that happened.
//
// Idempotency-Key on authenticated POSTs (docs/security.md, docs/decisions.md). The first request with a key claims
// it; its completed response (status and body) is stored and replayed byte for byte to repeats of the same request.
// A repeat while the first is still running gets 409; the same key on another request gets 422. The claim is
// committed on its own, before the handler runs, so a concurrent repeat sees it at once; the stored answer commits
// with the request's unit of work: a crash can lose both or neither, never leave a write without its answer for a
// retry to apply a second time.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { clock } from '../clock.js';
import { crashPoint } from '../crash-points.js';
import type { Database, Executor, UnitOfWork } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import { ConflictError, UnprocessableError, ValidationError } from '../errors.js';
import type { RetentionRule } from '../retention.js';

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
};

interface Claim {
  workspaceId: string;
  key: string;
  /** Tells this claim from a later one of the same key (after a takeover). */
  createdAt: string;
}

/** A write request's unit of work, and its Idempotency-Key claim when it sent one. */
interface WriteUnit {
  unit: UnitOfWork;
  claim: Claim | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    writeUnit: WriteUnit | null;
  }
}

/** A claim whose request never finished (the process died) may be taken over after this long. */
const ABANDONED_AFTER_MS = 60_000;

const inUse = () =>
  new ConflictError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed');

function fingerprint(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

type StoredKey = IdempotencyTable['idempotency_keys'];

/** The stored keys and answers: SQL only. */
function keysStore(db: Database) {
  const t = (executor: Executor = db.kysely) => executor.withTables<IdempotencyTable>();
  return {
    /** False when the key is already taken (a unique violation). */
    async insert(row: StoredKey): Promise<boolean> {
      try {
        await db.insertRow(db.kysely, 'idempotency_keys', row);
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
    find: (workspaceId: string, key: string) =>
      t()
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('key', '=', key)
        .executeTakeFirst(),
    /** Deletes a row only if it is still expired or abandoned at `nowIso`: a request that answered meanwhile keeps its answer. */
    dropStale: (row: StoredKey, nowIso: string) =>
      t()
        .deleteFrom('idempotency_keys')
        .where('workspace_id', '=', row.workspace_id)
        .where('key', '=', row.key)
        .where('created_at', '=', row.created_at)
        .where(sql<boolean>`(expires_at <= ${nowIso} or (status = 'running' and locked_until <= ${nowIso}))`)
        .execute(),
    /** Gives the key back (nothing was applied): the client may retry with it. */
    release: (claim: Claim) =>
      t()
        .deleteFrom('idempotency_keys')
        .where('workspace_id', '=', claim.workspaceId)
        .where('key', '=', claim.key)
        .where('created_at', '=', claim.createdAt)
        .execute(),
    /** Stores the answer on the claim; fails (409) if the claim is no longer this request's (taken over meanwhile). */
    async answer(executor: Executor, claim: Claim, status: number, body: string): Promise<void> {
      const update = (x: Executor) =>
        t(x)
          .updateTable('idempotency_keys')
          .set({ status: 'done', response_status: 0, response_body: '' })
          .where('workspace_id', '=', '')
          .where('key', '=', '')
          .where('created_at', '=', '')
          .where('status', '=', 'running');
      const res = await db.runCompiled(executor, 'idempotency.answer', update, [
        'done',
        status,
        body,
        claim.workspaceId,
        claim.key,
        claim.createdAt,
        'running',
      ]);
      if (Number(res.numAffectedRows) !== 1) throw inUse();
    },
  };
}

type KeysStore = ReturnType<typeof keysStore>;

/**
 * Claims `key` for a request with fingerprint `fp`: answers the new claim's creation time, or the stored row of the
 * same request to replay. Another request's key is 422; one still running is 409. An expired or abandoned row is
 * removed and the claim tried again.
 */
async function claimKey(
  keys: KeysStore,
  ttlHours: number,
  workspaceId: string,
  key: string,
  fp: string,
): Promise<{ createdAt: string } | { replay: StoredKey }> {
  const now = clock.nowMs();
  for (let tries = 0; tries < 3; tries++) {
    const createdAt = clock.iso(now);
    const claimed = await keys.insert({
      workspace_id: workspaceId,
      key,
      fingerprint: fp,
      status: 'running',
      response_status: null,
      response_body: null,
      locked_until: clock.iso(now + ABANDONED_AFTER_MS),
      expires_at: clock.iso(now + ttlHours * 3_600_000),
      created_at: createdAt,
    });
    if (claimed) return { createdAt };
    const row = await keys.find(workspaceId, key);
    if (!row) continue; // released in between: claim again
    const expired = Date.parse(row.expires_at) <= now;
    const abandoned = row.status === 'running' && Date.parse(row.locked_until) <= now;
    if (expired || abandoned) {
      await keys.dropStale(row, clock.iso(now));
      continue;
    }
    if (row.fingerprint !== fp)
      throw new UnprocessableError(
        'IDEMPOTENCY_KEY_REUSED',
        'Idempotency-Key was already used with a different request',
      );
    if (row.status === 'running') throw inUse();
    return { replay: row };
  }
  throw inUse();
}

/**
 * Ends a write request as its answer is sent. A failed request keeps none of its writes. With a claim: a server
 * failure or a 400 (validation, by the route schema or the service) is not an answer, so the key is released and
 * the client may retry with it; other refusals (404, 409, 422) are answers and are stored. A success commits the
 * request's writes together with its stored answer.
 */
async function completeWrite(
  keys: KeysStore,
  db: Database,
  { unit, claim }: WriteUnit,
  status: number,
  body: string,
): Promise<void> {
  if (status >= 400) {
    await unit.rollback();
    if (!claim) return;
    if (status >= 500 || status === 400) await keys.release(claim);
    else await keys.answer(db.kysely, claim, status, body);
    return;
  }
  if (!claim) return unit.commit();
  try {
    await unit.commit((tx) => keys.answer(tx, claim, status, body));
  } catch (err) {
    // Nothing of the request was committed: give the key back, unless another request has taken it over.
    if (!(err instanceof ConflictError)) await keys.release(claim).catch(() => undefined);
    throw err;
  }
  crashPoint('idempotency.answer-committed');
}

const isApiRoute = (route: Pick<RouteOptions, 'url' | 'config'>) =>
  !route.config?.public && route.url.startsWith('/v1/');

/** The routes whose Idempotency-Key this module handles: the authenticated POSTs of the API (the OpenAPI document says so by this too). */
export function handlesIdempotencyKey(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): boolean {
  return [route.method].flat().includes('POST') && isApiRoute(route);
}

/** The routes whose writes commit with their answer: the authenticated writes of the API. */
function writesWithAnswer(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): boolean {
  return (
    [route.method].flat().some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE') &&
    isApiRoute(route)
  );
}

export function installIdempotency(app: FastifyInstance, db: Database, ttlHours: number): void {
  const keys = keysStore(db);
  app.decorateRequest('writeUnit', null);

  // preHandler: after auth and validation, so requests rejected before the handler are never stored.
  const begin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth) return;
    const raw = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    if (raw === undefined) {
      request.writeUnit = { unit: db.unitOfWork(), claim: null };
      return;
    }
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || key.length > 255) throw new ValidationError('Idempotency-Key', 'must be 1 to 255 characters');
    const workspaceId = request.auth.workspaceId;
    const claimed = await claimKey(keys, ttlHours, workspaceId, key, fingerprint(request));
    if ('createdAt' in claimed) {
      request.writeUnit = { unit: db.unitOfWork(), claim: { workspaceId, key, createdAt: claimed.createdAt } };
      return;
    }
    reply.header('idempotent-replayed', 'true');
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.code(claimed.replay.response_status ?? 200);
    return reply.send(claimed.replay.response_body ?? '');
  };

  // onSend: the answer is serialised by now; an answer that failed to serialise arrives here as the 500 it became.
  const complete = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const write = request.writeUnit;
    if (!write) return payload;
    request.writeUnit = null;
    await completeWrite(
      keys,
      db,
      write,
      reply.statusCode,
      typeof payload === 'string' ? payload : String(payload ?? ''),
    );
    return payload;
  };

  /** The handler of a write request runs inside its unit of work. */
  const withinUnit = (handler: RouteHandlerMethod): RouteHandlerMethod =>
    function (this: FastifyInstance, request, reply) {
      const unit = request.writeUnit?.unit;
      return unit ? unit.run(() => handler.call(this, request, reply)) : handler.call(this, request, reply);
    };

  // Only authenticated writes take part: GETs and the public routes pay nothing for it.
  app.addHook('onRoute', (route) => {
    if (!writesWithAnswer(route)) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), begin];
    route.onSend = [...[route.onSend ?? []].flat(), complete];
    route.handler = withinUnit(route.handler as RouteHandlerMethod);
  });
}

/** Stored responses past IDEMPOTENCY_TTL_HOURS are deleted by the retention run (an expired key is also replaced when reused). */
export function idempotencyRetention(db: Database): RetentionRule {
  return {
    name: 'idempotency_keys',
    async purgeBatch(nowMs, limit) {
      const res = await sql`delete from idempotency_keys where (workspace_id, key) in (
        select workspace_id, key from idempotency_keys where expires_at <= ${clock.iso(nowMs)} limit ${limit})`.execute(
        db.kysely,
      );
      return Number(res.numAffectedRows ?? 0);
    },
  };
}
