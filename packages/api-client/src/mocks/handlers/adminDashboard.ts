import type { HttpHandler } from 'msw';
import { dashboardFigures, dashboardRange, SERVER_MESSAGES } from '../../contract';
import { dashboardQuery } from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { checked } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';

/** Extension 'admin-dashboard': the contract's own figures, 'today' by the store's clock. */
export function adminDashboardHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('adminDashboard'), ({ request, store, flavour }) => {
      if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
      authorize(store, { admin: true });
      const query = checked(dashboardQuery, Object.fromEntries(new URL(request.url).searchParams));
      const range = dashboardRange(query, store.clockTime());
      return ok({ success: true, data: dashboardFigures(store.orders, store.products, range) });
    }),
  ];
}
