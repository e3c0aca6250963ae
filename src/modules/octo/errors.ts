// The OCTO standard's error bodies, `{ error: 'INVALID_PRODUCT_ID', errorMessage, productId }`, for every failure
// under /octo: the area's own refusals (OctoError), and everything else the platform or another area throws (auth,
// rate limits, schema validation, bookings' 409/410/422) translated by the /octo plugin's error handler, so a
// reseller never sees one of our /v1 bodies.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { fieldOf, type ValidationIssue } from '../../platform/validation.js';

export type OctoErrorCode =
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'BAD_REQUEST'
  | 'UNPROCESSABLE_ENTITY'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'INTERNAL_SERVER_ERROR';

/** The standard's status of each code: every request error is a 400 but authentication's (and a server failure). */
const STATUS: Record<OctoErrorCode, number> = {
  INVALID_PRODUCT_ID: 400,
  INVALID_OPTION_ID: 400,
  INVALID_UNIT_ID: 400,
  INVALID_AVAILABILITY_ID: 400,
  INVALID_BOOKING_UUID: 400,
  BAD_REQUEST: 400,
  UNPROCESSABLE_ENTITY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * An OCTO error: its code, message and the code's own field (`productId`, `uuid`…). Not an AppError: its codes are
 * the standard's, not our catalogue's, and it is answered only by the /octo plugin's handler.
 */
export class OctoError extends Error {
  constructor(
    readonly code: OctoErrorCode,
    errorMessage: string,
    readonly extra: Record<string, unknown> = {},
    /** The HTTP status, when it is not the code's own (a 404 of an unknown path, a 429). */
    readonly statusCode = STATUS[code],
  ) {
    super(errorMessage);
    this.name = 'OctoError';
  }

  body(): Record<string, unknown> {
    return { error: this.code, errorMessage: this.message, ...this.extra };
  }
}

export const invalidProduct = (productId: string, why = 'No product with this id is sold here') =>
  new OctoError('INVALID_PRODUCT_ID', `Invalid productId "${productId}": ${why}`, { productId });
export const invalidOption = (optionId: string, why = 'the product has no option with this id') =>
  new OctoError('INVALID_OPTION_ID', `Invalid optionId "${optionId}": ${why}`, { optionId });
export const invalidUnit = (unitId: string, why = 'the option has no unit with this id') =>
  new OctoError('INVALID_UNIT_ID', `Invalid unitId "${unitId}": ${why}`, { unitId });
export const invalidAvailability = (availabilityId: string, why = 'the product has no availability with this id') =>
  new OctoError('INVALID_AVAILABILITY_ID', `Invalid availabilityId "${availabilityId}": ${why}`, { availabilityId });
export const invalidBooking = (uuid: string, why = 'no booking with this uuid') =>
  new OctoError('INVALID_BOOKING_UUID', `Invalid booking uuid "${uuid}": ${why}`, { uuid });
export const badRequest = (message: string) => new OctoError('BAD_REQUEST', message);
export const unprocessable = (message: string) => new OctoError('UNPROCESSABLE_ENTITY', message);

/**
 * A request field whose fault has its own code: the ids a reseller sends (a missing or malformed one is
 * "missing or invalid", as the standard words these codes), and the booking uuid of the path.
 */
function codeOfField(field: string, context: string | undefined): { code: OctoErrorCode; key: string } | null {
  if (field === 'productId') return { code: 'INVALID_PRODUCT_ID', key: 'productId' };
  if (field === 'optionId') return { code: 'INVALID_OPTION_ID', key: 'optionId' };
  if (field === 'availabilityId' || /^availabilityIds(\[\d+\])?$/.test(field))
    return { code: 'INVALID_AVAILABILITY_ID', key: 'availabilityId' };
  if (/^unitItems\[\d+\]\.unitId$/.test(field) || /^units\[\d+\]\.id$/.test(field))
    return { code: 'INVALID_UNIT_ID', key: 'unitId' };
  if (field === 'uuid' && context === 'params') return { code: 'INVALID_BOOKING_UUID', key: 'uuid' };
  return null;
}

/** The value at a validation issue's path in the request part it names, as text ('' when missing or not text). */
function valueAt(request: FastifyRequest, context: string | undefined, issue: ValidationIssue): string {
  const part = context === 'params' ? request.params : context === 'querystring' ? request.query : request.body;
  let node: unknown = part;
  for (const key of (issue.instancePath ?? '').split('/').filter(Boolean))
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' ? node : '';
}

/** Fastify's own refusals of a body (not JSON, too large, another content type). */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty: send a JSON object (`{}` at least)',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'Invalid Content-Type',
};

/** Any failure of an /octo request as the standard's error: the area's own, the platform's, or an unexpected one. */
export function toOctoError(
  err: FastifyError & { validation?: ValidationIssue[]; validationContext?: string },
  request: FastifyRequest,
): OctoError {
  if (err instanceof OctoError) return err;
  if (err.validation) {
    const issue: ValidationIssue = err.validation[0] ?? {};
    const field = fieldOf(issue, err.validationContext);
    const message = `${field}: ${issue.message ?? 'is invalid'}`;
    const own = codeOfField(field, err.validationContext);
    if (own) {
      const value = issue.keyword === 'required' ? '' : valueAt(request, err.validationContext, issue);
      return new OctoError(own.code, `Missing or invalid ${message}`, { [own.key]: value });
    }
    return badRequest(message);
  }
  if (err instanceof AppError) return fromAppError(err);
  const known = err.code ? FASTIFY_CODES[err.code] : undefined;
  const status = err.statusCode ?? 500;
  if (known) return new OctoError('BAD_REQUEST', known, {}, status);
  // JSON with a forbidden key (__proto__, constructor.prototype) is refused by the parser with a SyntaxError.
  if (err instanceof SyntaxError) return badRequest('Invalid request body');
  if (status >= 400 && status < 500)
    return new OctoError('BAD_REQUEST', err.message.split('\n')[0]?.slice(0, 200) || 'Invalid request', {}, status);
  return new OctoError('INTERNAL_SERVER_ERROR', 'Internal server error');
}

/** Our errors (auth, rate limit, bookings' and the catalog's refusals) in the standard's terms. */
function fromAppError(err: AppError): OctoError {
  const extra = err.extra as {
    details?: { field?: string; message?: string };
    message?: string;
    retry_after?: number;
  };
  const said = [err.message, extra.details?.message].filter(Boolean).join(': ');
  switch (err.statusCode) {
    case 400: {
      const field = extra.details?.field;
      const own = field ? codeOfField(field, 'body') : null;
      const message = field && extra.details?.message ? `${field}: ${extra.details.message}` : err.message;
      return own ? new OctoError(own.code, message, { [own.key]: '' }) : badRequest(message);
    }
    case 401:
      return new OctoError('UNAUTHORIZED', 'Missing or invalid API key: send Authorization: Bearer <key>');
    case 403:
      return new OctoError('FORBIDDEN', extra.message ?? 'Forbidden');
    case 409:
    case 410:
    case 422:
      return unprocessable(said);
    case 429:
      return new OctoError(
        'BAD_REQUEST',
        `Rate limit exceeded: retry after ${extra.retry_after ?? 1} seconds`,
        {},
        429,
      );
    default:
      if (err.statusCode >= 500) return new OctoError('INTERNAL_SERVER_ERROR', 'Internal server error');
      // A 404 reaching here is no resource the reseller named (those are INVALID_* already): a request at fault.
      return new OctoError('BAD_REQUEST', said || 'Invalid request', {}, err.statusCode === 404 ? 400 : err.statusCode);
  }
}

export function octoErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const octo = toOctoError(err, request);
  if (octo.statusCode >= 500) request.log.error({ err }, 'unhandled error');
  return reply.code(octo.statusCode).send(octo.body());
}

/** An /octo path that is no endpoint: 404, with the standard's body. */
export function octoNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return reply
    .code(404)
    .send(new OctoError('BAD_REQUEST', `No OCTO endpoint ${request.method} ${path}`, {}, 404).body());
}
