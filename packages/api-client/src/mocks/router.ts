import { delay, type HttpHandler, http, type PathParams } from 'msw';
import { SERVER_MESSAGES } from '../contract/serverMessages';
import { failure, RouteError } from './respond';
import type { MockStore } from './store';

/** How this mock backend behaves where backends honouring the contract may differ. */
export interface BackendFlavour {
  /**
   * Honour the optional extensions (paging and card projection, best sellers first,
   * Idempotency-Key, capture found by the provider's order id). A backend that ignores
   * them answers the plain spec-section-7 contract.
   */
  extensions: boolean;
  /**
   * `atCreate`: online orders exist from the create call on (the reference server). `atCapture`:
   * the create answer has the provider's order id, amount and currency but no `orderId`, and
   * the order is made from `orderData` when the payment is captured.
   */
  onlineOrders: 'atCreate' | 'atCapture';
  /** `ok`: an empty list is `200 { data: [] }`; `notFound`: some backends answer 404 instead. */
  emptyLists: 'ok' | 'notFound';
}

export const REFERENCE_FLAVOUR: BackendFlavour = {
  extensions: true,
  onlineOrders: 'atCreate',
  emptyLists: 'ok',
};

export interface RouteContext {
  request: Request;
  store: MockStore;
  flavour: BackendFlavour;
  /** A path parameter, already decoded; '' when absent. */
  param(name: string): string;
}

export type Resolver = (context: RouteContext) => Response | Promise<Response>;

export interface RouterOptions extends Partial<BackendFlavour> {
  /** Latency added to every answer, in milliseconds. */
  delayMs?: number;
}

export interface Router {
  get(path: string, resolver: Resolver): HttpHandler;
  /** A read of a list (or of the cart): empty answers follow the flavour's `emptyLists`. */
  list(path: string, resolver: Resolver): HttpHandler;
  post(path: string, resolver: Resolver): HttpHandler;
  put(path: string, resolver: Resolver): HttpHandler;
  delete(path: string, resolver: Resolver): HttpHandler;
}

/** An empty list, or a cart with no items. */
async function isEmptyAnswer(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  const body = (await response.clone().json()) as { data?: unknown };
  const data = body.data as { items?: unknown } | unknown[] | undefined;
  if (Array.isArray(data)) return data.length === 0;
  return Array.isArray(data?.items) && data.items.length === 0;
}

/**
 * Wraps every resolver with the configured latency and one error boundary, so a bad body or
 * a bug answers `{ success: false }` instead of surfacing as an unhandled exception.
 */
export function createRouter(store: MockStore, options: RouterOptions = {}): Router {
  const { delayMs, ...flavourOptions } = options;
  const flavour: BackendFlavour = { ...REFERENCE_FLAVOUR, ...flavourOptions };
  const wrap =
    (resolver: Resolver, isList = false) =>
    async ({ request, params }: { request: Request; params: PathParams }) => {
      if (delayMs) await delay(delayMs);
      const param = (name: string) => {
        const value = params[name];
        return typeof value === 'string' ? value : '';
      };
      try {
        const response = await resolver({ request, store, flavour, param });
        if (isList && flavour.emptyLists === 'notFound' && (await isEmptyAnswer(response))) {
          return failure(404, SERVER_MESSAGES.common.routeNotFound);
        }
        return response;
      } catch (error) {
        if (error instanceof RouteError) return failure(error.status, error.message);
        // A handler bug: still answer like a server would, but leave a trace for whoever debugs.
        console.error('[mocks] handler failed', request.method, request.url, error);
        return failure(500, SERVER_MESSAGES.common.internalError);
      }
    };
  return {
    get: (path, resolver) => http.get(path, wrap(resolver)),
    list: (path, resolver) => http.get(path, wrap(resolver, true)),
    post: (path, resolver) => http.post(path, wrap(resolver)),
    put: (path, resolver) => http.put(path, wrap(resolver)),
    delete: (path, resolver) => http.delete(path, wrap(resolver)),
  };
}
