import { adminAccountApi } from '../core/adminAccount';
import { adminCustomersApi } from '../core/adminCustomers';
import { adminDashboardApi } from '../core/adminDashboard';
import { adminOrdersApi } from '../core/adminOrders';
import { adminProductsApi } from '../core/adminProducts';
import type { ApiClient } from '../core/client';
import { adminRestockAlertsApi } from '../core/restockAlerts';
import { adminSizeGuidesApi } from '../core/sizeGuides';

/**
 * The back office's calls (spec section 7, Admin), built on a client's request function. They
 * live in their own entry so that only code which imports it, the admin screens, carries them.
 */
export function createAdminApi(client: Pick<ApiClient, 'request' | 'url'>) {
  return {
    adminProducts: adminProductsApi(client.request, client.url),
    adminOrders: adminOrdersApi(client.request, client.url),
    adminAccount: adminAccountApi(client.request),
    adminCustomers: adminCustomersApi(client.request),
    adminDashboard: adminDashboardApi(client.request),
    adminSizeGuides: adminSizeGuidesApi(client.request),
    adminRestockAlerts: adminRestockAlertsApi(client.request),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
