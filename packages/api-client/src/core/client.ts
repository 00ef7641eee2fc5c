import { addressesApi } from './addresses';
import { adminOrdersApi } from './adminOrders';
import { adminProductsApi } from './adminProducts';
import { authApi } from './auth';
import { cartApi } from './cart';
import { featuresApi } from './features';
import { type ApiClientOptions, createSend } from './http';
import { ordersApi } from './orders';
import { productsApi } from './products';
import { reviewsApi } from './reviews';
import { searchApi } from './search';
import { wishlistApi } from './wishlist';

/** One typed function per call of the shop's HTTP contract, grouped by resource. */
export function createApiClient(options: ApiClientOptions) {
  const send = createSend(options);
  return {
    auth: authApi(send),
    adminProducts: adminProductsApi(send),
    adminOrders: adminOrdersApi(send),
    features: featuresApi(send),
    products: productsApi(send),
    cart: cartApi(send),
    reviews: reviewsApi(send),
    wishlist: wishlistApi(send),
    addresses: addressesApi(send),
    orders: ordersApi(send),
    search: searchApi(send),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
