import { isApiError } from '@atelier/api-client';

/** Said for a failure that is not an ApiError when the caller gives nothing better. */
export const UNEXPECTED_ERROR_TEXT = 'Something went wrong';

/** What to say instead of the ApiError's own text, case by case; unset cases keep the default. */
export interface ErrorTextFallbacks {
  /**
   * The server refused without a message of its own. Default: the call's default text
   * ('Login failed', 'Failed to add address').
   */
  unexplained?: string;
  /** No answer arrived. Default: the network or timeout sentence, which says what to do. */
  unanswered?: string;
  /** Not an ApiError: a bug on our side, whose own text must not leak. Default 'Something went wrong'. */
  unexpected?: string;
}

/**
 * The one place a failure becomes words for a person: the server's own message when it sent
 * one, else the fallback for the case at hand. A string fallback covers both a refusal without
 * a message and a failure that is not an ApiError; connection failures keep their sentence.
 */
export function errorText(error: unknown, fallback?: string | ErrorTextFallbacks): string {
  const fallbacks: ErrorTextFallbacks =
    typeof fallback === 'string'
      ? { unexplained: fallback, unexpected: fallback }
      : (fallback ?? {});
  if (!isApiError(error)) return fallbacks.unexpected ?? UNEXPECTED_ERROR_TEXT;
  if (error.serverMessage !== undefined) return error.serverMessage;
  const answered = error.kind === 'http' || error.kind === 'rejected';
  return (answered ? fallbacks.unexplained : fallbacks.unanswered) ?? error.message;
}
