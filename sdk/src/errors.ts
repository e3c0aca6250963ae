// Every answer that is not a success, as one error class: the HTTP status, the body the API sent ({error, code, …}),
// and the request id to quote when asking the API's operators about it.
import type { components } from './schema.js';

/** A code of the API's error catalogue (the API introduction's table): what a program matches an error on. */
export type ErrorCode = components['schemas']['Error']['code'];

export interface ErrorBody {
  error: string;
  /** Every error answer of the API has one; a body that is not the API's (a proxy's page) has none. */
  code?: string;
  message?: string;
  details?: { field: string; message: string };
  retry_after?: number;
  [key: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    /** The HTTP status (400, 401, 403, 404, 409, 413, 422, 429, 5xx). */
    readonly status: number,
    /** The body the API answered: `{error, code}` and, as the case may be, `details.field`, `retry_after`. */
    readonly body: ErrorBody,
    /** The `X-Request-ID` of the answer. */
    readonly requestId: string | null,
  ) {
    super(
      `${status} ${body.error}${body.details ? ` (${body.details.field}: ${body.details.message})` : body.code ? ` (${body.code})` : ''}`,
    );
    this.name = 'ApiError';
  }

  /**
   * The machine-readable reason (`CAPACITY_EXCEEDED`, `IDEMPOTENCY_KEY_REUSED`, …): match on it, never on `error`.
   * Undefined only for a body that is not the API's. A code newer than this SDK is still a string at run time.
   */
  get code(): ErrorCode | undefined {
    return this.body.code as ErrorCode | undefined;
  }

  /** The request field at fault, for 400s (and some 422s). */
  get field(): string | undefined {
    return this.body.details?.field;
  }
}

/** Reads a failed answer into an ApiError (a body that is not JSON keeps its text in `error`). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: ErrorBody;
  try {
    const parsed = JSON.parse(text) as unknown;
    body =
      parsed && typeof parsed === 'object' && 'error' in parsed
        ? (parsed as ErrorBody)
        : { error: text || response.statusText };
  } catch {
    body = { error: text || response.statusText };
  }
  return new ApiError(response.status, body, response.headers.get('x-request-id'));
}
