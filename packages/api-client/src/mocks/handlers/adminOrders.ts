import type { HttpHandler } from 'msw';
import { ORDER_STATUSES } from '../../contract';
import { readJson, requireOneOf } from '../body';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { ok } from '../respond';
import type { Router } from '../router';
import { findOrder, newestFirst } from './orders';

export function adminOrderHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('adminOrders', '/get'), ({ store }) => {
      authorize(store, { admin: true });
      return ok({ success: true, data: [...store.orders].sort(newestFirst) });
    }),

    route.get(endpoint('adminOrders', '/details/:id'), ({ param, store }) => {
      authorize(store, { admin: true });
      return ok({ success: true, data: findOrder(store, param('id')) });
    }),

    route.put(endpoint('adminOrders', '/update/:id'), async ({ request, param, store }) => {
      authorize(store, { admin: true });
      const orderStatus = requireOneOf(await readJson(request), 'orderStatus', ORDER_STATUSES);
      const order = findOrder(store, param('id'));
      order.orderStatus = orderStatus;
      order.orderUpdateDate = store.now();
      // Cash is collected at the door, so a delivered cash order is a paid one.
      if (order.paymentMethod === 'cod' && orderStatus === 'delivered')
        order.paymentStatus = 'paid';
      return ok({ success: true, message: 'Order status is updated successfully!' });
    }),
  ];
}
