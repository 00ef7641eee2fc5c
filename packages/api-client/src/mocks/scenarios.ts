import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { ANY_API_PATH, endpoint, groupPattern, RESOURCE_GROUPS, type ResourceGroup } from './paths';
import { failure, INTERNAL_ERROR } from './respond';

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
    http.get(endpoint('adminOrders', '/details/:id'), notFound('Order not found!')),
  ],
  features: () => [http.get(endpoint('features', '/get'), emptyList)],
  products: () => [
    http.get(endpoint('products', '/get'), emptyList),
    http.get(endpoint('products', '/get/:id'), notFound('Product not found!')),
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
  wishlist: () => [
    http.get(endpoint('wishlist', '/get/:userId'), emptyList),
    http.get(endpoint('wishlist', '/check/:userId/:productId'), () =>
      HttpResponse.json({ success: true, data: { isInWishlist: false } }),
    ),
  ],
  addresses: () => [http.get(endpoint('addresses', '/get/:userId'), emptyList)],
  orders: () => [
    http.get(endpoint('orders', '/list/:userId'), emptyList),
    http.get(endpoint('orders', '/details/:id'), notFound('Order not found!')),
  ],
  search: () => [http.get(endpoint('search', '/:keyword'), emptyList)],
};

function groupsOf(scope?: ScenarioScope): readonly ResourceGroup[] {
  if (scope === undefined) return RESOURCE_GROUPS;
  return typeof scope === 'string' ? [scope] : scope;
}

/**
 * Overrides to prepend with `server.use(...)` or a story's `msw.handlers`, putting the UI in
 * a state that is hard to reach with real data.
 */
export const scenarios = {
  /** Every list and read succeeds with nothing in it; single items answer 404. */
  empty(scope?: ScenarioScope): HttpHandler[] {
    return groupsOf(scope).flatMap((group) => EMPTY_HANDLERS[group]());
  },

  /** Every call fails with `{ success: false, message: 'Internal server error' }`. */
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
};
