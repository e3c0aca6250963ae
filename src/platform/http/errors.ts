// One error handler for the whole API: every failure leaves as the spec's JSON body, never a stack or SQL.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { fieldOf, type ValidationIssue } from '../validation.js';

const FASTIFY_CODES: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'Invalid JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'Request body too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'Unsupported Content-Type: send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'Invalid Content-Length' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, error: 'Invalid Content-Type' },
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (err: FastifyError & { validation?: ValidationIssue[]; validationContext?: string }, request, reply) => {
      if (err instanceof AppError) {
        return reply.code(err.statusCode).send(err.body());
      }
      if (err.validation) {
        const issue: ValidationIssue = err.validation[0] ?? {};
        const field = fieldOf(issue, err.validationContext);
        const allowed = Array.isArray(issue.params?.allowedValues)
          ? `: ${(issue.params.allowedValues as unknown[]).join(', ')}`
          : '';
        return reply.code(400).send({
          error: 'Validation failed',
          details: { field, message: `${issue.message ?? 'is invalid'}${allowed}` },
        });
      }
      const known = err.code ? FASTIFY_CODES[err.code] : undefined;
      if (known) return reply.code(known.status).send({ error: known.error });
      // JSON with a forbidden key (__proto__, constructor.prototype) is refused by the parser with a SyntaxError.
      if (err instanceof SyntaxError || err.statusCode === 400) {
        return reply.code(400).send({ error: 'Invalid request' });
      }
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        return reply
          .code(err.statusCode)
          .send({ error: err.message.split('\n')[0]?.slice(0, 200) || 'Invalid request' });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ error: 'Internal server error' });
    },
  );

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: 'Not found' });
  });
}
