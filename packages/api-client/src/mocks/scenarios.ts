import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { dashboardFigures, dashboardRange } from '../contract/rules/dashboard';
import { SERVER_MESSAGES } from '../contract/serverMessages';
import { dashboardQuery } from '../schemas';
import { type CreateHandlersOptions, createHandlers, flattenHandlers } from './handlers';
import { ANY_API_PATH, endpoint, groupPattern, RESOURCE_GROUPS, type ResourceGroup } from './paths';
import { failure } from './respond';
import { createMockStore, type MockStore, type MockStoreOptions } from './store';

const INTERNAL_ERROR = SERVER_MESSAGES.common.internalError;

/** Limits a scenario to some resource groups; all of /api/* when left out. */
export type ScenarioScope = ResourceGroup | readonly ResourceGroup[];

function patterns(scope?: ScenarioScope): string[] {
  if (scope === undefined) return [ANY_API_PATH];
  const groups: readonly ResourceGroup[] = typeof scope === 'string' ? [scope] : scope;
  return groups.map(groupPattern);
}

const EMPTY_ID = '000000000000000000000000';
const emptyList = () => HttpResponse.json({ success: true, data: [] });
const notFound = (message: string) => () => failure(404, message);

// Reads that answer "nothing here"; writes are left to whatever handlers come after.
const EMPTY_HANDLERS: Record<ResourceGroup, () => HttpHandler[]> = {
  auth: () => [],
  adminProducts: () => [http.get(endpoint('adminProducts', '/fetch-all'), emptyList)],
  adminOrders: () => [
    http.get(endpoint('adminOrders', '/get'), emptyList),
    http.get(
      endpoint('adminOrders', '/details/:id'),
      notFound(SERVER_MESSAGES.adminOrders.notFound),
    ),
  ],
  adminAccount: () => [],
  adminCustomers: () => [
    http.get(endpoint('adminCustomers', '/search'), () =>
      HttpResponse.json({ success: true, data: [], total: 0, totalIsExact: true }),
    ),
  ],
  // No orders and no products: every figure nought; a bad period is left to the handlers.
  adminDashboard: () => [
    http.get(endpoint('adminDashboard'), ({ request }) => {
      const query = dashboardQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return undefined;
      const data = dashboardFigures([], [], dashboardRange(query.data, new Date()));
      return HttpResponse.json({ success: true, data });
    }),
  ],
  // An empty shop still has its backend's extensions.
  extensions: () => [],
  features: () => [http.get(endpoint('features', '/get'), emptyList)],
  products: () => [
    http.get(endpoint('products', '/get'), emptyList),
    http.get(endpoint('products', '/get/:id'), notFound(SERVER_MESSAGES.products.notFound)),
  ],
  cart: () => [
    http.get(endpoint('cart', '/get/:userId'), ({ params }) =>
      HttpResponse.json({
        success: true,
        data: { _id: EMPTY_ID, userId: String(params.userId), items: [] },
      }),
    ),
  ],
  reviews: () => [http.get(endpoint('reviews', '/:productId'), emptyList)],
  sizeGuides: () => [
    http.get(endpoint('sizeGuides', '/:category'), notFound(SERVER_MESSAGES.sizeGuides.notFound)),
  ],
  adminSizeGuides: () => [],
  restockAlerts: () => [http.get(endpoint('restockAlerts'), emptyList)],
  adminRestockAlerts: () => [http.get(endpoint('adminRestockAlerts', '/waiting'), emptyList)],
  wishlist: () => [
    http.get(endpoint('wishlist', '/get/:userId'), emptyList),
    http.get(endpoint('wishlist', '/check/:userId/:productId'), () =>
      HttpResponse.json({ success: true, data: { isInWishlist: false } }),
    ),
  ],
  addresses: () => [http.get(endpoint('addresses', '/get/:userId'), emptyList)],
  orders: () => [
    http.get(endpoint('orders', '/list/:userId'), emptyList),
    http.get(endpoint('orders', '/details/:id'), notFound(SERVER_MESSAGES.orders.notFound)),
  ],
  search: () => [http.get(endpoint('search', '/:keyword'), emptyList)],
  payments: () => [],
  dev: () => [],
};

function groupsOf(scope?: ScenarioScope): readonly ResourceGroup[] {
  if (scope === undefined) return RESOURCE_GROUPS;
  return typeof scope === 'string' ? [scope] : scope;
}

/** The store a whole-backend scenario answers from: the one given, or a fresh one. */
export interface BackendScenarioOptions extends MockStoreOptions {
  store?: MockStore;
}

function backend(flavour: CreateHandlersOptions, { store, ...options }: BackendScenarioOptions) {
  const plain = flavour.extensions === false;
  const answering = store ?? createMockStore({ ...options, plain });
  // A backend without extensions has no colours or gallery to answer with.
  if (plain) answering.makePlain();
  return flattenHandlers(createHandlers(answering, flavour));
}

/**
 * Overrides to prepend with `server.use(...)` or a story's `msw.use(...)`, putting the UI in
 * a state that is hard to reach with real data, or in front of another kind of backend.
 */
export const scenarios = {
  /** Every list and read succeeds with nothing in it; single items answer 404. */
  empty(scope?: ScenarioScope): HttpHandler[] {
    return groupsOf(scope).flatMap((group) => EMPTY_HANDLERS[group]());
  },

  /** Every call fails with `{ success: false, message }`, the server's message for a fault. */
  serverError(status = 500, scope?: ScenarioScope): HttpHandler[] {
    return patterns(scope).map((pattern) =>
      http.all(pattern, () => failure(status, INTERNAL_ERROR)),
    );
  },

  /** Every call waits, then falls through to the next matching handler. */
  slow(ms = 2000, scope?: ScenarioScope): HttpHandler[] {
    return patterns(scope).map((pattern) =>
      http.all(pattern, async () => {
        await delay(ms);
        // Returning nothing lets msw carry on to the handlers after this one.
      }),
    );
  },

  /** Every call fails as if the server were unreachable. */
  networkFailure(scope?: ScenarioScope): HttpHandler[] {
    return patterns(scope).map((pattern) => http.all(pattern, () => HttpResponse.error()));
  },

  /**
   * A backend that honours spec section 7 and nothing more: no paging or card projection, no
   * best-sellers sort, no Idempotency-Key, capture only by `orderData.orderId`.
   */
  plainContract(options: BackendScenarioOptions = {}): HttpHandler[] {
    return backend({ extensions: false }, options);
  },

  /**
   * A backend that creates online orders only when the payment is captured: the create answer
   * has the provider's order id, amount and currency but no `orderId`, and capture builds the
   * order from `orderData`.
   */
  onlineOrdersAtCapture(options: BackendScenarioOptions = {}): HttpHandler[] {
    return backend({ onlineOrders: 'atCapture' }, options);
  },

  /** A backend that answers an empty list (or empty cart) with 404 instead of `data: []`. */
  emptyListsNotFound(options: BackendScenarioOptions = {}): HttpHandler[] {
    return backend({ emptyLists: 'notFound' }, options);
  },
};
