import { AUTH, isApiError } from '@atelier/api-client';

/**
 * The toast title for an auth call that threw:
 * - the server's own message when it sent one;
 * - `retry` ('Login failed. Please try again.') when the server answered without one, if given;
 * - otherwise the ApiError's text (the per-call default or the network/timeout sentence);
 * - 'An unexpected error occurred.' for anything that is not an ApiError, which is a bug on our
 *   side and must not leak a stack-trace message.
 */
export function failureMessage(error: unknown, retry?: string): string {
  if (!isApiError(error)) return AUTH.unexpected;
  const answered = error.kind === 'http' || error.kind === 'rejected';
  if (retry && answered && error.serverMessage === undefined) return retry;
  return error.message;
}

/** A resolved response's message, or the default when the server sent none. */
export function responseMessage(response: { message?: string }, fallback: string): string {
  return response.message?.trim() ? response.message : fallback;
}
