import type { HttpHandler } from 'msw';
import { z } from 'zod';
import {
  ADMIN_PAGE_LIMIT,
  CUSTOMER_ORDERS_SHOWN,
  type CustomerDetails,
  type CustomerSummary,
  customerFigures,
  listPageOf,
  matchesNameOrEmail,
  type Order,
  SERVER_MESSAGES,
} from '../../contract';
import { adminCustomerSearchQuery, blockCustomerBody, id } from '../../schemas';
import type { MockUser } from '../fixtures';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { checked, jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore } from '../store';

const MESSAGES = SERVER_MESSAGES.adminCustomers;
const customerParams = z.object({ id });

/** When the demo accounts, which the mocks keep no sign-up time for, were opened. */
const DEMO_OPENING = '2024-01-02T09:00:00.000Z';

const newestFirst = (a: Order, b: Order) => Date.parse(b.orderDate) - Date.parse(a.orderDate);

function summary(user: MockUser, orders: readonly Order[]): CustomerSummary {
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    verified: user.verified,
    blocked: Boolean(user.block),
    ...customerFigures(orders),
  };
}

/** Every order of every shopper, by shopper: one pass, however many shoppers a page shows. */
function ordersByUser(store: MockStore): Map<string, Order[]> {
  const byUser = new Map<string, Order[]>();
  for (const order of store.orders) {
    const list = byUser.get(order.userId);
    if (list) list.push(order);
    else byUser.set(order.userId, [order]);
  }
  return byUser;
}

const byName = (a: MockUser, b: MockUser) => {
  const [x, y] = [a.userName.toLowerCase(), b.userName.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * Extension 'admin-customers' over the store: shoppers (never admins) newest first, as the
 * store keeps them oldest first; blocking ends the one session the mocks hold if it is theirs.
 */
export function adminCustomerHandlers(route: Router): HttpHandler[] {
  const admin = (store: MockStore, flavour: { extensions: boolean }) => {
    if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
    return authorize(store, { admin: true });
  };
  const customerId = (param: (name: string) => string) => pathParams(customerParams, param).id;
  const findUser = (store: MockStore, userId: string) =>
    store.users.find((candidate) => candidate.id === userId) ?? fail(404, MESSAGES.notFound);

  return [
    route.get(endpoint('adminCustomers', '/search'), ({ request, store, flavour }) => {
      admin(store, flavour);
      const query = checked(
        adminCustomerSearchQuery,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      const matching = store.users
        .filter((user) => user.role !== 'admin' && matchesNameOrEmail(user, query.q))
        .reverse();
      if (query.sortBy === 'name-atoz') matching.sort(byName);
      const page = listPageOf(
        matching,
        (user) => user.id,
        query.cursor,
        query.limit ?? ADMIN_PAGE_LIMIT,
      );
      if (!page) fail(400, SERVER_MESSAGES.common.badCursor);
      const orders = ordersByUser(store);
      return ok({
        ...page,
        data: page.data.map((user) => summary(user, orders.get(user.id) ?? [])),
      });
    }),

    route.get(endpoint('adminCustomers', '/details/:id'), ({ param, store, flavour }) => {
      admin(store, flavour);
      const user = findUser(store, customerId(param));
      if (user.role === 'admin') fail(404, MESSAGES.notFound);
      const orders = store.orders.filter((order) => order.userId === user.id).sort(newestFirst);
      const details: CustomerDetails = {
        ...summary(user, orders),
        joinedAt: user.joinedAt ?? DEMO_OPENING,
        block: user.block ?? null,
        addresses: store.addresses.filter((address) => address.userId === user.id),
        orders: orders.slice(0, CUSTOMER_ORDERS_SHOWN),
        history: [...(user.history ?? [])].reverse(),
      };
      return ok({ success: true, data: details });
    }),

    route.post(
      endpoint('adminCustomers', '/block/:id'),
      async ({ request, param, store, flavour }) => {
        const by = admin(store, flavour);
        const userId = customerId(param);
        const { reason } = await jsonBody(request, blockCustomerBody);
        const user = findUser(store, userId);
        if (user.role === 'admin') fail(409, MESSAGES.adminNotBlockable);
        if (user.block) fail(409, MESSAGES.alreadyBlocked);
        const at = store.now();
        user.block = { reason, at, by: by.userName };
        if (store.sessionUserId === user.id) store.signOut();
        user.history = [
          ...(user.history ?? []),
          { _id: store.newId(), kind: 'blocked', at, by: by.userName, reason },
        ];
        return ok({ success: true, message: MESSAGES.blocked });
      },
    ),

    route.post(endpoint('adminCustomers', '/unblock/:id'), ({ param, store, flavour }) => {
      const by = admin(store, flavour);
      const user = findUser(store, customerId(param));
      if (user.role === 'admin') fail(404, MESSAGES.notFound);
      if (!user.block) fail(409, MESSAGES.notBlocked);
      delete user.block;
      user.history = [
        ...(user.history ?? []),
        { _id: store.newId(), kind: 'unblocked', at: store.now(), by: by.userName },
      ];
      return ok({ success: true, message: MESSAGES.unblocked });
    }),
  ];
}
