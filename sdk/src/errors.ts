// Every answer that is not a success, as one error class: the HTTP status, the body the API sent ({error, …}),
// and the request id to quote when asking the API's operators about it.

export interface ErrorBody {
  error: string;
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
    /** The body the API answered: `{error}` and, as the case may be, `code`, `details.field`, `retry_after`. */
    readonly body: ErrorBody,
    /** The `X-Request-ID` of the answer. */
    readonly requestId: string | null,
  ) {
    super(
      `${status} ${body.error}${body.details ? ` (${body.details.field}: ${body.details.message})` : body.code ? ` (${body.code})` : ''}`,
    );
    this.name = 'ApiError';
  }

  /** The machine-readable reason, where the API gives one (`IDEMPOTENCY_KEY_REUSED`, `CAPACITY_EXCEEDED`, …). */
  get code(): string | undefined {
    return this.body.code;
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
