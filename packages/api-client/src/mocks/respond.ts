import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * Thrown by handlers and their helpers to answer `{ success: false, message }`; the router
 * turns it into the response, so handlers read as straight-line happy paths.
 */
export class RouteError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function fail(status: number, message: string): never {
  throw new RouteError(status, message);
}

export function ok<T extends JsonBodyType>(body: T, status = 200) {
  return HttpResponse.json(body, { status });
}

export function failure(status: number, message: string) {
  return HttpResponse.json({ success: false, message }, { status });
}
