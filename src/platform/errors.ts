// Errors a service or route can throw; the HTTP error handler turns each into the API's error body shape
// (docs/CONVENTIONS.md).
//
// Every error answer carries a `code` from one catalogue, `ErrorCatalogue`: each code with its HTTP status and what
// it means. The platform's own codes (authentication, validation, limits) are declared here; src/modules/error-
// catalogue.ts adds the areas' codes (declaration merging), so an error is thrown only with a code the catalogue
// has, of the status it says: a code missing there, or thrown with another status, fails the build.

export interface ErrorDetails {
  field: string;
  message: string;
}

/** A catalogue entry: the HTTP status the code is answered with, and what it means (the API introduction's table). */
export interface ErrorCodeInfo {
  status: number;
  meaning: string;
}

/** The codes the platform answers with, whatever the route. */
export const PLATFORM_ERROR_CODES = {
  VALIDATION_FAILED: {
    status: 400,
    meaning:
      'A field is invalid: `details.field` names the first one at fault (a body path, `query`, a path parameter or a header); the booking wizard and form submissions list every problem in `issues` too.',
  },
  INVALID_JSON: {
    status: 400,
    meaning: 'The body is not JSON, is empty, or uses a key JSON bodies may not have (`__proto__`).',
  },
  INVALID_REQUEST: {
    status: 400,
    meaning:
      'The request is malformed where no field is at fault: its Content-Length or Content-Type, or a URL that is not valid percent-encoding or has a path segment over 100 characters.',
  },
  UNAUTHORIZED: {
    status: 401,
    meaning: 'No valid credentials: an active API key (`Authorization: Bearer <key>`) or a console session.',
  },
  SCOPE_REQUIRED: {
    status: 403,
    meaning: "The key (or the person's role) lacks the scope the operation needs: `required_scope` names it.",
  },
  WORKSPACE_MISMATCH: {
    status: 403,
    meaning: "`x-workspace-id` names another workspace than the key's (or the session's).",
  },
  SESSION_ONLY: {
    status: 403,
    meaning: 'API keys cannot manage keys or members: a person signed in to the console can.',
  },
  SESSION_REQUIRED: { status: 403, meaning: 'Only a signed-in console session may call this operation.' },
  CSRF_REJECTED: {
    status: 403,
    meaning:
      "A console session's write without this server's `Origin` or the session's `X-CSRF-Token`: reload and retry.",
  },
  SANDBOX_FEATURE_DISABLED: {
    status: 403,
    meaning: 'A live-only feature (the marketplace) called in a sandbox workspace.',
  },
  NOT_FOUND: {
    status: 404,
    meaning: 'No such resource in this workspace (the ids of other workspaces are not found either).',
  },
  ROUTE_NOT_FOUND: { status: 404, meaning: 'No operation has this path and method.' },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    meaning: 'The first request with this Idempotency-Key is still running: retry a moment later.',
  },
  BODY_TOO_LARGE: { status: 413, meaning: 'The body is larger than the operation accepts.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    meaning: 'The body has a content type the operation does not accept (JSON bodies: `application/json`).',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    meaning: 'This Idempotency-Key was used with a different request (another path or body).',
  },
  RATE_LIMITED: {
    status: 429,
    meaning: 'The request budget is spent for now: wait `retry_after` seconds (also in `Retry-After`).',
  },
  INTERNAL_ERROR: {
    status: 500,
    meaning: 'A failure of the service: safe to retry with the same Idempotency-Key.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    meaning: 'The server is shutting down or not ready: retry (another instance answers).',
  },
} as const satisfies Record<string, ErrorCodeInfo>;

type PlatformErrorCodes = typeof PLATFORM_ERROR_CODES;

/**
 * Code → `{ status, meaning }`, for every code an error answer can carry: the platform's, and the areas' added by
 * src/modules/error-catalogue.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/modules/error-catalogue.ts
export interface ErrorCatalogue extends PlatformErrorCodes {}

export type ErrorCode = keyof ErrorCatalogue & string;

/** The codes answered with status `S` (a `ConflictError` takes a 409's). */
export type CodeOf<S extends number> = {
  [C in ErrorCode]: ErrorCatalogue[C]['status'] extends S ? C : never;
}[ErrorCode];

/** Extra top-level fields of an error body (`details`, `retry_after`, …); never `code`, which is the error's own. */
export type ErrorExtra = Record<string, unknown> & { code?: never };

/** An error answer: `new AppError(410, 'SESSION_EXPIRED', …)`; the code must be one of the status's (`S`). */
export class AppError<S extends number = number> extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor(
    statusCode: S,
    code: CodeOf<S>,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
  }

  /** The answer's body: `error` first, then `details`, `code` and the rest (the order the error schemas declare). */
  body(): Record<string, unknown> {
    const { details, ...rest } = this.extra;
    return details === undefined
      ? { error: this.message, code: this.code, ...rest }
      : { error: this.message, details, code: this.code, ...rest };
  }
}

/** 400 `VALIDATION_FAILED` with `details:{field, message}`. */
export class ValidationError extends AppError<400> {
  constructor(field: string, message: string, error = 'Validation failed') {
    super(400, 'VALIDATION_FAILED', error, { details: { field, message } });
  }
}

/** A PATCH naming no field to change: 400 `VALIDATION_FAILED` naming the body. */
export const noFieldsToUpdate = () =>
  new ValidationError('body', 'must name at least one field to change', 'No fields to update');

/** 422: well-formed but impossible (a state transition, capacity, a currency mismatch). */
export class UnprocessableError extends AppError<422> {
  constructor(
    code: CodeOf<422>,
    message: string,
    details?: ErrorDetails & Record<string, unknown>,
    extra: ErrorExtra = {},
  ) {
    super(422, code, message, details ? { details, ...extra } : extra);
  }
}

/** 404 `NOT_FOUND`: `<what> not found`. */
export class NotFoundError extends AppError<404> {
  constructor(what = 'Resource') {
    super(404, 'NOT_FOUND', `${what} not found`);
  }
}

/** What `read` answers, or null for a 404: the record is not (or no longer) the workspace's. */
export async function orNullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

export class ConflictError extends AppError<409> {
  constructor(code: CodeOf<409>, message: string, extra: ErrorExtra = {}) {
    super(409, code, message, extra);
  }
}

/** 401 `UNAUTHORIZED`. */
export class UnauthorizedError extends AppError<401> {
  constructor() {
    super(401, 'UNAUTHORIZED', 'Unauthorized');
  }
}

/** 403: `error` is always `Forbidden`, the reason is in `message` (and `code`). */
export class ForbiddenError extends AppError<403> {
  constructor(code: CodeOf<403>, message: string, extra: ErrorExtra = {}) {
    super(403, code, 'Forbidden', { message, ...extra });
  }
}
