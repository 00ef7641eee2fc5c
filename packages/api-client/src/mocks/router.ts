import { delay, type HttpHandler, http, type PathParams } from 'msw';
import { failure, INTERNAL_ERROR, RouteError } from './respond';
import type { MockStore } from './store';

export interface RouteContext {
  request: Request;
  store: MockStore;
  /** A path parameter, already decoded; '' when absent. */
  param(name: string): string;
}

export type Resolver = (context: RouteContext) => Response | Promise<Response>;

export interface RouterOptions {
  delayMs?: number;
}

export interface Router {
  get(path: string, resolver: Resolver): HttpHandler;
  post(path: string, resolver: Resolver): HttpHandler;
  put(path: string, resolver: Resolver): HttpHandler;
  delete(path: string, resolver: Resolver): HttpHandler;
}

/**
 * Wraps every resolver with the configured latency and one error boundary, so a bad body or
 * a bug answers `{ success: false }` instead of surfacing as an unhandled exception.
 */
export function createRouter(store: MockStore, options: RouterOptions = {}): Router {
  const wrap =
    (resolver: Resolver) =>
    async ({ request, params }: { request: Request; params: PathParams }) => {
      if (options.delayMs) await delay(options.delayMs);
      const param = (name: string) => {
        const value = params[name];
        return typeof value === 'string' ? value : '';
      };
      try {
        return await resolver({ request, store, param });
      } catch (error) {
        if (error instanceof RouteError) return failure(error.status, error.message);
        // A handler bug: still answer like a server would, but leave a trace for whoever debugs.
        console.error('[mocks] handler failed', request.method, request.url, error);
        return failure(500, INTERNAL_ERROR);
      }
    };
  return {
    get: (path, resolver) => http.get(path, wrap(resolver)),
    post: (path, resolver) => http.post(path, wrap(resolver)),
    put: (path, resolver) => http.put(path, wrap(resolver)),
    delete: (path, resolver) => http.delete(path, wrap(resolver)),
  };
}
