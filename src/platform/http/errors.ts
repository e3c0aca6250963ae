// One error handler for the whole API: every failure leaves as the spec's JSON body with a catalogue `code`
// (src/platform/errors.ts), never a stack or SQL.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type CodeOf } from '../errors.js';
import { fieldOf, type ValidationIssue } from '../validation.js';

type Status = 400 | 413 | 415;

/** Fastify's own refusals of a request: its body, or (before routing) its URL. */
const FASTIFY_CODES: Record<string, { status: Status; code: CodeOf<Status>; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', error: 'Invalid JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', error: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', error: 'Request body too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    error: 'Unsupported Content-Type: send application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_REQUEST', error: 'Invalid Content-Length' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'INVALID_REQUEST', error: 'Invalid Content-Type' },
  FST_ERR_BAD_URL: { status: 400, code: 'INVALID_REQUEST', error: 'Invalid URL: not valid percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 400,
    code: 'INVALID_REQUEST',
    error: 'Invalid URL: a path segment is longer than 100 characters',
  },
};

/** What a request error of another library (a multipart limit) is answered as, by its status. */
const BY_STATUS: Partial<Record<number, CodeOf<413 | 415>>> = {
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

const firstLine = (message: string) => message.split('\n')[0]?.slice(0, 200) || 'Invalid request';

type RequestError = FastifyError & { validation?: ValidationIssue[]; validationContext?: string };

/** Any failure as the AppError it is answered as: ours as thrown, a schema's or Fastify's refusal, else a 500. */
function asAppError(err: RequestError): AppError {
  if (err instanceof AppError) return err;
  if (err.validation) {
    const issue: ValidationIssue = err.validation[0] ?? {};
    const field = fieldOf(issue, err.validationContext);
    const allowed = Array.isArray(issue.params?.allowedValues)
      ? `: ${(issue.params.allowedValues as unknown[]).join(', ')}`
      : '';
    return new AppError(400, 'VALIDATION_FAILED', 'Validation failed', {
      details: { field, message: `${issue.message ?? 'is invalid'}${allowed}` },
    });
  }
  const known = err.code ? FASTIFY_CODES[err.code] : undefined;
  if (known) return new AppError(known.status, known.code, known.error);
  // JSON with a forbidden key (__proto__, constructor.prototype) is refused by the parser with a SyntaxError.
  if (err instanceof SyntaxError) return new AppError(400, 'INVALID_JSON', 'Invalid JSON body');
  const byStatus = err.statusCode ? BY_STATUS[err.statusCode] : undefined;
  if (byStatus) return new AppError(err.statusCode as 413 | 415, byStatus, firstLine(err.message));
  // Any other refusal of the request (a multipart body breaking the parser's rules): a 400 that names no field.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return new AppError(400, 'INVALID_REQUEST', err.statusCode === 400 ? 'Invalid request' : firstLine(err.message));
  return new AppError(500, 'INTERNAL_ERROR', 'Internal server error');
}

/** Answers `err` with its status and body, logging a server failure with the request it failed. */
function answerError(err: RequestError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = asAppError(err);
  if (answer.statusCode >= 500 && answer !== err) request.log.error({ err }, 'unhandled error');
  return reply.code(answer.statusCode).send(answer.body());
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  // While the server closes, a request still arriving on an open connection is turned away (Fastify's own 503,
  // return503OnClosing, has a body of its own).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    reply.header('x-request-id', request.id);
    done(new AppError(503, 'SERVICE_UNAVAILABLE', 'The server is shutting down'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(new AppError(404, 'ROUTE_NOT_FOUND', 'Not found').body());
  });
}

/**
 * Fastify's refusals of a URL before routing (not percent-encoding, a path segment over 100 characters): the same
 * answer as any error, with the request id the hooks of a routed request would have set.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  answerError(err, request, reply);
}
