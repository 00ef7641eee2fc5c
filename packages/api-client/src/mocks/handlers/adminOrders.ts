import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { SERVER_MESSAGES } from '../../contract';
import { id, orderStatusBody } from '../../schemas';
import { authorize } from '../guard';
import { newestFirst, releaseStock, reserveStock } from '../orderBook';
import { endpoint } from '../paths';
import { jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';

const MESSAGES = SERVER_MESSAGES.adminOrders;
const orderParams = z.object({ id });

export function adminOrderHandlers(route: Router): HttpHandler[] {
  return [
    route.list(endpoint('adminOrders', '/get'), ({ store }) => {
      authorize(store, { admin: true });
      return ok({ success: true, data: [...store.orders].sort(newestFirst) });
    }),

    route.get(endpoint('adminOrders', '/details/:id'), ({ param, store }) => {
      authorize(store, { admin: true });
      const { id: orderId } = pathParams(orderParams, param);
      const order =
        store.orders.find((entry) => entry._id === orderId) ?? fail(404, MESSAGES.notFound);
      return ok({ success: true, data: order });
    }),

    route.put(endpoint('adminOrders', '/update/:id'), async ({ request, param, store }) => {
      authorize(store, { admin: true });
      const { id: orderId } = pathParams(orderParams, param);
      const { orderStatus } = await jsonBody(request, orderStatusBody);
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
