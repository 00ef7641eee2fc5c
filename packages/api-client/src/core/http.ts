import redaxios from 'redaxios';
import { ApiError, NETWORK_ERROR_MESSAGE, serverMessage, TIMEOUT_ERROR_MESSAGE } from './errors';

export interface ApiClientOptions {
  /** Backend origin, e.g. `https://api.example.com`; '' for the page's own origin. */
  baseURL: string;
  /** Milliseconds before a request is abandoned. None by default, as the spec says. */
  timeout?: number;
  /** A fetch implementation to use instead of the global one (tests, SSR, instrumentation). */
  fetch?: typeof fetch;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
  /**
   * Send an `Idempotency-Key` with order creation (extension 2; on by default). Turn it off for
   * a backend on another origin whose CORS set-up refuses the header.
   */
  idempotencyKeys?: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestSpec {
  method: Method;
  path: string;
  body?: unknown;
  query?: URLSearchParams;
  headers?: Record<string, string>;
  /** The message an error carries when the server sends none. */
  fallback: string;
  /**
   * For list reads: the answer to use when the backend says 404. Some backends answer an empty
   * list that way, and spec section 8 has failed list loads leave the list empty.
   */
  emptyOnNotFound?: unknown;
}

export type Send = <T>(spec: RequestSpec) => Promise<T>;

class TimeoutSignal extends Error {}

function timedFetch(base: typeof fetch, timeout: number | undefined): typeof fetch {
  if (!timeout) return base;
  return (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimeoutSignal()), timeout);
    return base(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
  };
}

function isRedaxiosResponse(value: unknown): value is { status: number; data: unknown } {
  return !!value && typeof value === 'object' && 'status' in value && 'data' in value;
}

function toApiError(error: unknown, fallback: string): ApiError {
  if (isRedaxiosResponse(error)) {
    return new ApiError(serverMessage(error.data) ?? fallback, {
      status: error.status,
      kind: 'http',
      body: error.data,
    });
  }
  const timedOut =
    error instanceof TimeoutSignal ||
    (error instanceof Error &&
      (error.name === 'TimeoutError' || error.cause instanceof TimeoutSignal));
  return new ApiError(timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE, {
    status: 0,
    kind: timedOut ? 'timeout' : 'network',
    cause: error,
  });
}

/** Builds the one function every resource module sends its requests through. */
export function createSend(options: ApiClientOptions): Send {
  // Resolve the global fetch at call time so interceptors installed later (MSW) still apply.
  const baseFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http = redaxios.create({
    baseURL: options.baseURL.replace(/\/+$/, ''),
    withCredentials: true,
    headers: options.headers ?? {},
    fetch: timedFetch(baseFetch, options.timeout),
  });

  const withoutIdempotency = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'idempotency-key'),
    );

  return async <T>(spec: RequestSpec): Promise<T> => {
    let data: unknown;
    let status: number;
    const headers = spec.headers ?? {};
    try {
      const response = await http<T>({
        url: spec.query && [...spec.query.keys()].length ? `${spec.path}?${spec.query}` : spec.path,
        method: spec.method.toLowerCase() as Lowercase<Method>,
        data: spec.body,
        headers: options.idempotencyKeys === false ? withoutIdempotency(headers) : headers,
      });
      data = response.data;
      status = response.status;
    } catch (error) {
      const failure = toApiError(error, spec.fallback);
      if (failure.status === 404 && spec.emptyOnNotFound !== undefined) {
        return spec.emptyOnNotFound as T;
      }
      throw failure;
    }
    if (data && typeof data === 'object' && (data as { success?: unknown }).success === false) {
      throw new ApiError(serverMessage(data) ?? spec.fallback, {
        status,
        kind: 'rejected',
        body: data,
      });
    }
    return data as T;
  };
}

/** The answer a list read gives when the backend says its list is not there: empty. */
export const emptyList = () => ({ success: true, data: [] });

/** Encodes one path segment. */
export const seg = (value: string | number) => encodeURIComponent(String(value));
