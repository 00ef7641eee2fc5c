import type { HttpHandler } from 'msw';
import { RESOURCE_GROUPS, type ResourceGroup } from '../paths';
import { createRouter, type RouterOptions } from '../router';
import type { MockStore } from '../store';
import { addressHandlers } from './addresses';
import { adminAccountHandlers } from './adminAccount';
import { adminCustomerHandlers } from './adminCustomers';
import { adminDashboardHandlers } from './adminDashboard';
import { adminOrderHandlers } from './adminOrders';
import { adminProductHandlers } from './adminProducts';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { orderCsvHandlers, productCsvHandlers } from './catalogueCsv';
import { extensionHandlers } from './extensions';
import { devHandlers, paymentHandlers } from './extras';
import { featureHandlers } from './features';
import { orderHandlers } from './orders';
import { productHandlers, searchHandlers } from './products';
import { adminRestockAlertHandlers, restockAlertHandlers } from './restockAlerts';
import { reviewHandlers } from './reviews';
import { adminSizeGuideHandlers, sizeGuideHandlers } from './sizeGuides';
import { wishlistHandlers } from './wishlist';

/** Handlers grouped like the typed client, so stories can mount or override one resource. */
export type MockHandlerGroups = Record<ResourceGroup, HttpHandler[]>;

/** Latency, and how this backend behaves where backends may differ (see `BackendFlavour`). */
export interface CreateHandlersOptions extends RouterOptions {}

export function createHandlers(
  store: MockStore,
  options: CreateHandlersOptions = {},
): MockHandlerGroups {
  const route = createRouter(store, options);
  return {
    auth: authHandlers(route),
    adminProducts: [...productCsvHandlers(route), ...adminProductHandlers(route)],
    adminOrders: [...orderCsvHandlers(route), ...adminOrderHandlers(route)],
    adminAccount: adminAccountHandlers(route),
    adminCustomers: adminCustomerHandlers(route),
    adminDashboard: adminDashboardHandlers(route),
    extensions: extensionHandlers(route),
    features: featureHandlers(route),
    products: productHandlers(route),
    cart: cartHandlers(route),
    reviews: reviewHandlers(route),
    wishlist: wishlistHandlers(route),
    addresses: addressHandlers(route),
    orders: orderHandlers(route),
    search: searchHandlers(route),
    sizeGuides: sizeGuideHandlers(route),
    adminSizeGuides: adminSizeGuideHandlers(route),
    restockAlerts: restockAlertHandlers(route),
    adminRestockAlerts: adminRestockAlertHandlers(route),
    payments: paymentHandlers(route),
    dev: devHandlers(route),
  };
}

export function flattenHandlers(groups: MockHandlerGroups): HttpHandler[] {
  return RESOURCE_GROUPS.flatMap((group) => groups[group]);
}
