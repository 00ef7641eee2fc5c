import type { HttpHandler } from 'msw';
import { ORDER_STATUSES, SERVER_MESSAGES } from '../../contract';
import { authorize } from '../guard';
import { newestFirst, releaseStock, reserveStock } from '../orderBook';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import { id, oneOf, readFields, readJson } from '../validate';

const MESSAGES = SERVER_MESSAGES.adminOrders;

export function adminOrderHandlers(route: Router): HttpHandler[] {
  return [
    route.list(endpoint('adminOrders', '/get'), ({ store }) => {
      authorize(store, { admin: true });
      return ok({ success: true, data: [...store.orders].sort(newestFirst) });
    }),

    route.get(endpoint('adminOrders', '/details/:id'), ({ param, store }) => {
      authorize(store, { admin: true });
      const orderId = id(param('id'), 'id');
      const order =
        store.orders.find((entry) => entry._id === orderId) ?? fail(404, MESSAGES.notFound);
      return ok({ success: true, data: order });
    }),

    route.put(endpoint('adminOrders', '/update/:id'), async ({ request, param, store }) => {
      authorize(store, { admin: true });
      const orderId = id(param('id'), 'id');
      const { orderStatus } = readFields(await readJson(request), {
        orderStatus: oneOf(ORDER_STATUSES),
      });
      const order =
        store.orders.find((entry) => entry._id === orderId) ?? fail(404, MESSAGES.notFound);
      // Rejecting puts the units back on the shelf; un-rejecting takes them again (409 when sold).
      if (order.orderStatus !== 'rejected' && orderStatus === 'rejected') {
        releaseStock(store, order.cartItems);
      }
      if (order.orderStatus === 'rejected' && orderStatus !== 'rejected') {
        reserveStock(store, order.cartItems, 409);
      }
      order.orderStatus = orderStatus;
      order.orderUpdateDate = store.now();
      return ok({ success: true, message: MESSAGES.statusUpdated });
    }),
  ];
}
