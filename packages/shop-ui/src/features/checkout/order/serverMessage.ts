import { isApiError } from '@atelier/api-client';

/** The message the server put in its error body, if any (not the client's default text). */
export function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}
