import { addressesApi } from './addresses';
import { authApi } from './auth';
import { cartApi } from './cart';
import { extensionsApi } from './extensions';
import { featuresApi } from './features';
import { type ApiClientOptions, createSend } from './http';
import { ordersApi } from './orders';
import { productsApi } from './products';
import { restockAlertsApi } from './restockAlerts';
import { reviewsApi } from './reviews';
import { searchApi } from './search';
import { sizeGuidesApi } from './sizeGuides';
import { wishlistApi } from './wishlist';

/**
 * One typed function per shopper-facing call of the shop's HTTP contract, grouped by resource.
 * The back office's calls are not here, so a shopper's bundle never carries them: build them
 * with `createAdminApi(client)` from `@atelier/api-client/admin`.
 */
export function createApiClient(options: ApiClientOptions) {
  const request = createSend(options);
  const base = options.baseURL.replace(/\/+$/, '');
  /** The address of a path on the backend, for what the browser fetches itself (a download). */
  const url = (path: string) => `${base}${path}`;
  return {
    /** The one function every call goes through (base URL, cookies, errors), for extensions. */
    request,
    url,
    auth: authApi(request),
    extensions: extensionsApi(request),
    features: featuresApi(request),
    products: productsApi(request),
    cart: cartApi(request),
    reviews: reviewsApi(request),
    wishlist: wishlistApi(request),
    addresses: addressesApi(request),
    orders: ordersApi(request, url),
    search: searchApi(request),
    sizeGuides: sizeGuidesApi(request),
    restockAlerts: restockAlertsApi(request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
