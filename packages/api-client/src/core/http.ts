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

  return async <T>(spec: RequestSpec): Promise<T> => {
    let data: unknown;
    let status: number;
    try {
      const response = await http<T>({
        url: spec.query && [...spec.query.keys()].length ? `${spec.path}?${spec.query}` : spec.path,
        method: spec.method.toLowerCase() as Lowercase<Method>,
        data: spec.body,
        headers: spec.headers ?? {},
      });
      data = response.data;
      status = response.status;
    } catch (error) {
      throw toApiError(error, spec.fallback);
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

/** Encodes one path segment. */
export const seg = (value: string | number) => encodeURIComponent(String(value));
