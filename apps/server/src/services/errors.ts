/**
 * Why a service refused. The HTTP layer maps each kind to a status code; services never speak
 * HTTP. The message is always safe to show to the user.
 */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-many'
  | 'unavailable'
  | 'busy';

export class ServiceError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** For 'too-many' and 'busy': seconds until a retry can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new ServiceError('invalid', message);
export const notFound = (message: string) => new ServiceError('not-found', message);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const forbidden = (message: string) => new ServiceError('forbidden', message);
/** For a `.catch`: a thing that does not exist (or could not) reads as none; any other failure stands. */
export function orNotFound(error: unknown): null {
  if (error instanceof ServiceError && (error.kind === 'not-found' || error.kind === 'invalid')) {
    return null;
  }
  throw error;
}
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new ServiceError('too-many', message, Math.max(1, Math.ceil(retryAfterSeconds)));
