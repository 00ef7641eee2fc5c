import { isApiError } from '@atelier/api-client';

/**
 * The message the server put in its error body, if any. `ApiError.message` falls back to a
 * generic text when the server sent none; toasts here need to know the difference so they can
 * show the spec's own description ('Please try again') instead.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}
