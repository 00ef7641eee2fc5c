import { AUTH } from '@atelier/api-client';
import type { ErrorTextFallbacks } from '../../actions';

/**
 * The fallback words of an auth call's failure toast (see `errorText`):
 * - `retry` ('Login failed. Please try again.') when the server answered without a message, if
 *   given; otherwise the call's default text ('Login failed') or the network/timeout sentence;
 * - 'An unexpected error occurred.' for anything that is not an ApiError, which is a bug on our
 *   side and must not leak a stack-trace message.
 */
export function authFailure(retry?: string): ErrorTextFallbacks {
  return { unexplained: retry, unexpected: AUTH.unexpected };
}

/** A resolved response's message, or the default when the server sent none. */
export function responseMessage(response: { message?: string }, fallback: string): string {
  return response.message?.trim() ? response.message : fallback;
}
