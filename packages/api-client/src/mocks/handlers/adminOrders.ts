import type { HttpHandler } from 'msw';
import { z } from 'zod';
import {
  ADMIN_PAGE_LIMIT,
  adminPageOf,
  type Order,
  SERVER_MESSAGES,
  selectAdminOrders,
  toTracking,
} from '../../contract';
import {
  adminOrderSearchQuery,
  bulkOrderStatusBody,
  id,
  orderNoteBody,
  orderStatusBody,
} from '../../schemas';
import { authorize } from '../guard';
import { newestFirst, releaseStock, reserveStock } from '../orderBook';
import { orderDocument } from '../orderDocuments';
import { changeStatus, recordEvent, timelineOf } from '../orderTimeline';
import { endpoint } from '../paths';
import { checked, jsonBody, pathParams } from '../request';
import { fail, ok, RouteError } from '../respond';
import type { Router } from '../router';

const MESSAGES = SERVER_MESSAGES.adminOrders;
const orderParams = z.object({ id });

const findOrder = (orders: Order[], orderId: string): Order =>
  orders.find((entry) => entry._id === orderId) ?? fail(404, MESSAGES.notFound);

export function adminOrderHandlers(route: Router): HttpHandler[] {
  return [
    route.list(endpoint('adminOrders', '/get'), ({ store }) => {
      authorize(store, { admin: true });
      return ok({ success: true, data: [...store.orders].sort(newestFirst) });
    }),

    // Extension 'admin-order-search': the contract's own search, paged by the last row's id.
    route.get(endpoint('adminOrders', '/search'), ({ request, store, flavour }) => {
      if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
      authorize(store, { admin: true });
      const query = checked(
        adminOrderSearchQuery,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      const page = adminPageOf(
        selectAdminOrders(store.orders, { ...query, search: query.q ?? '', sort: query.sortBy }),
        query.cursor,
        query.limit ?? ADMIN_PAGE_LIMIT,
      );
      return ok(page ?? fail(400, SERVER_MESSAGES.common.badCursor));
    }),

    route.get(endpoint('adminOrders', '/details/:id'), ({ param, store, flavour }) => {
      authorize(store, { admin: true });
      const { id: orderId } = pathParams(orderParams, param);
      const order = findOrder(store.orders, orderId);
      if (!flavour.extensions) return ok({ success: true, data: order });
      return ok({ success: true, data: { ...order, timeline: timelineOf(store, order, 'admin') } });
    }),

    route.put(
      endpoint('adminOrders', '/update/:id'),
      async ({ request, param, store, flavour }) => {
        const admin = authorize(store, { admin: true });
        const { id: orderId } = pathParams(orderParams, param);
        const body = await jsonBody(request, orderStatusBody);
        const order = findOrder(store.orders, orderId);
        if (!flavour.extensions) {
          // The plain contract: rejecting puts the units back, un-rejecting takes them again.
          if (order.orderStatus !== 'rejected' && body.orderStatus === 'rejected') {
            releaseStock(store, order.cartItems);
          }
          if (order.orderStatus === 'rejected' && body.orderStatus !== 'rejected') {
            reserveStock(store, order.cartItems, 409);
          }
          order.orderStatus = body.orderStatus;
          order.orderUpdateDate = store.now();
          return ok({ success: true, message: MESSAGES.statusUpdated });
        }
        changeStatus(store, order, {
          status: body.orderStatus,
          ...(body.reason ? { reason: body.reason } : {}),
          ...(body.trackingNumber
            ? { tracking: toTracking(body.carrier ?? 'other', body.trackingNumber) }
            : {}),
          actor: { kind: 'admin', name: admin.userName },
        });
        return ok({ success: true, message: MESSAGES.statusUpdated });
      },
    ),

    // Extension 'bulk-order-status': each order on its own, failures reported one by one.
    route.put(endpoint('adminOrders', '/bulk-status'), async ({ request, store, flavour }) => {
      if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
      const admin = authorize(store, { admin: true });
      const body = await jsonBody(request, bulkOrderStatusBody);
      const updated: string[] = [];
      const failed: Array<{ orderId: string; message: string }> = [];
      for (const orderId of body.orderIds) {
        const order = store.orders.find((entry) => entry._id === orderId);
        try {
          if (!order) fail(404, MESSAGES.notFound);
          changeStatus(store, order, {
            status: body.orderStatus,
            ...(body.reason ? { reason: body.reason } : {}),
            actor: { kind: 'admin', name: admin.userName },
          });
          updated.push(orderId);
        } catch (error) {
          if (!(error instanceof RouteError)) throw error;
          failed.push({ orderId, message: error.message });
        }
      }
      return ok({
        success: true,
        message: MESSAGES.bulkUpdated(updated.length, body.orderIds.length),
        data: { updated, failed },
      });
    }),

    // Extension 'invoices': any order's invoice and packing slip.
    ...(['invoice', 'packing-slip'] as const).map((kind) =>
      route.get(endpoint('adminOrders', `/${kind}/:id`), ({ param, store, flavour }) => {
        if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
        authorize(store, { admin: true });
        const { id: orderId } = pathParams(orderParams, param);
        return orderDocument(findOrder(store.orders, orderId), kind);
      }),
    ),

    // Extension 'order-timeline'.
    route.post(
      endpoint('adminOrders', '/notes/:id'),
      async ({ request, param, store, flavour }) => {
        if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
        const admin = authorize(store, { admin: true });
        const { id: orderId } = pathParams(orderParams, param);
        const note = await jsonBody(request, orderNoteBody);
        const order = findOrder(store.orders, orderId);
        const data = recordEvent(
          store,
          order,
          {
            kind: 'note',
            actor: { kind: 'admin', name: admin.userName },
            note: note.text,
            visibleToShopper: note.visibleToShopper,
          },
          true,
        );
        return ok({ success: true, message: MESSAGES.noteAdded, data }, 201);
      },
    ),
  ];
}
