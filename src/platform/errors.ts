// Errors a service or route can throw; the HTTP error handler turns each into the API's error body shape
// (docs/CONVENTIONS.md).
export interface ErrorDetails {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra top-level fields of the error body, e.g. `details`, `code`, `retry_after`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  body(): Record<string, unknown> {
    return { error: this.message, ...this.extra };
  }
}

/** 400 with `details:{field, message}`. */
export class ValidationError extends AppError {
  constructor(field: string, message: string, error = 'Validation failed') {
    super(400, error, { details: { field, message } });
  }
}

/** 422: well-formed but impossible (a state transition, capacity, a currency mismatch). */
export class UnprocessableError extends AppError {
  constructor(message: string, details?: ErrorDetails & Record<string, unknown>, extra: Record<string, unknown> = {}) {
    super(422, message, details ? { details, ...extra } : extra);
  }
}

export class NotFoundError extends AppError {
  constructor(what = 'Resource') {
    super(404, `${what} not found`);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(409, message, extra);
  }
}

export class UnauthorizedError extends AppError {
  constructor() {
    super(401, 'Unauthorized');
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(403, 'Forbidden', { message, ...extra });
  }
}
