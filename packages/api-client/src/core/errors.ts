/** Why a call failed: an HTTP error status, a `success: false` body, no answer at all, or no answer in time. */
export type ApiErrorKind = 'http' | 'rejected' | 'network' | 'timeout';

export const NETWORK_ERROR_MESSAGE =
  'Unable to reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to respond. Please try again.';

/** The one error type every call rejects with; `message` is ready to show to a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The parsed response body, when there was one. */
  readonly body: unknown;
  /**
   * The server's own `message`, when it sent one; undefined when `message` is a client default,
   * so the UI can choose between the server's words and its own fallback text.
   */
  readonly serverMessage: string | undefined;

  constructor(
    message: string,
    init: { status: number; kind: ApiErrorKind; body?: unknown; cause?: unknown },
  ) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.serverMessage = serverMessage(init.body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own `message`, when its body carries a non-empty one. */
export function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}
