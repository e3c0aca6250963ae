// What every request body goes through before a route sees it: JSON nested beyond a fixed depth is refused (400),
// and an answer sent before the body was read (413, 401, 429…) still reaches a client that is writing it.
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors.js';

/** Deeper than any body of the API (pricing, form schemas, collection rules nest a handful of levels). */
export const MAX_JSON_DEPTH = 64;

/** The most of an unread body that is read and discarded, and for how long, before the answer goes out regardless. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;

/**
 * The path (JSON pointer) of the first value nested deeper than `maxDepth`, or null. Iterative: a body nested
 * 20,000 levels would overflow the stack of any recursive walk (the NUL check, JSON.stringify of the fingerprint).
 */
export function tooDeep(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: Array<[unknown, string, number]> = [[value, '', 0]];
  while (stack.length > 0) {
    const [node, pointer, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= maxDepth) return pointer || '/';
    for (const [key, item] of Object.entries(node))
      if (item !== null && typeof item === 'object') stack.push([item, `${pointer}/${key}`, depth + 1]);
  }
  return null;
}

export function installBodyGuards(app: FastifyInstance): void {
  // Fastify's own JSON parser (prototype-poisoning keys refused), followed by the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (err, value) => {
      if (err) return done(err, undefined);
      if (tooDeep(value) !== null)
        return done(new ValidationError('body', `must not nest deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      done(null, value);
    });
  });

  // An answer sent before the request's body was read in full (too large, unauthenticated, rate limited, a refused
  // upload) waits until the rest of the body has been read and discarded. Sent at once, it would race the upload:
  // Node closes the socket after answering a client that sent `Connection: close` (or an answer marked so, as
  // Fastify marks a refused body), and closing a socket with unread data resets it, so a client still writing sees
  // EPIPE or a reset instead of the answer. Once the body is read the answer is safe and a keep-alive connection
  // stays reusable. Bounded: past DRAIN_MAX_BYTES or DRAIN_MAX_MS the answer goes out and the connection is closed.
  app.addHook('onSend', (request, reply, payload, done) => {
    const req = request.raw;
    // `complete` is Node's "the whole message was received"; an injected request (tests) has no such flag.
    if (req.complete !== false || req.destroyed) return done(null, payload);
    let drained = 0;
    const answer = (bodyRead: boolean) => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      req.off('data', onData);
      if (bodyRead) reply.removeHeader('connection');
      else reply.header('connection', 'close');
      done(null, payload);
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_MAX_BYTES) answer(false);
    };
    let timer: NodeJS.Timeout | undefined = setTimeout(() => answer(false), DRAIN_MAX_MS);
    timer.unref();
    req.on('data', onData);
    req.once('end', () => answer(true));
    // The client went away mid-body: nothing is left to answer, and done() lets Fastify finish the request.
    req.once('close', () => answer(false));
    req.resume();
  });
}
