// A request with a body may answer as of the SQLite change stamp (Database.externalChangeStamp) its authentication
// read, when its socket delivered nothing after that read: every byte of the request, body included, had arrived
// by then, so no commit of another process that its client could have seen before sending it is missing. Without
// this, the wait for the body between the authentication and the handler makes the handler read the stamp again:
// one pragma, about a tenth of an OCTO availability poll. Only the handler's first run of code gets it back;
// after its next wait the stamp is read anew, as everywhere.
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { Database } from '../db/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The stamp read while the request's headers were handled, and how much its socket had delivered then. */
    heldStamp: { resume: () => void; bytesRead: number } | null;
  }
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function carryChangeStamp(app: FastifyInstance, db: Database): void {
  const held = db.heldChangeStamp;
  if (!held) return; // PostgreSQL: no stamp
  app.decorateRequest('heldStamp', null);

  // A route's own onRequest hooks run after the app's, authentication included.
  const hold: onRequestHookHandler = (request, _reply, done) => {
    const resume = held();
    const bytesRead = request.raw.socket?.bytesRead;
    if (resume && typeof bytesRead === 'number') request.heldStamp = { resume, bytesRead };
    done();
  };
  const resume: preHandlerHookHandler = (request, _reply, done) => {
    const stamp = request.heldStamp;
    if (stamp && request.raw.socket?.bytesRead === stamp.bytesRead) stamp.resume();
    done();
  };
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((m) => WITH_BODY.has(m))) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), hold];
    // Last, so that the handler runs in the same run of code.
    route.preHandler = [...[route.preHandler ?? []].flat(), resume];
  });
}
