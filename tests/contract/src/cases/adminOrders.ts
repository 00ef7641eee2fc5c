import { FIELD_PROBLEMS, ORDER_STATUSES, SERVER_MESSAGES } from '@atelier/api-client';
import { accessCases, type ContractCase, invalid, refused, UNKNOWN_ID } from '../case';
import { MESSAGE, ORDER, withData } from '../shapes';

export const adminOrderCases: ContractCase[] = [
  {
    endpoint: 'GET /api/admin/orders/get',
    name: "lists every shopper's orders",
    kind: 'success',
    run: async (w) => {
      await w.order(await w.shopper(), 'cod');
      return (await w.admin()).request('GET', '/api/admin/orders/get');
    },
    expect: { status: 200, shape: withData([ORDER]) },
  },
  ...accessCases('GET /api/admin/orders/get', 'admin', () => ({
    method: 'GET',
    path: '/api/admin/orders/get',
  })),

  {
    endpoint: 'GET /api/admin/orders/details/:id',
    name: 'gives any order',
    kind: 'success',
    run: async (w) => {
      const { created } = await w.order(await w.shopper(), 'cod');
      return (await w.admin()).request('GET', `/api/admin/orders/details/${created.orderId}`);
    },
    expect: { status: 200, shape: withData(ORDER) },
  },
  {
    endpoint: 'GET /api/admin/orders/details/:id',
    name: 'answers 404 for an unknown order',
    kind: 'not found',
    run: async (w) => (await w.admin()).request('GET', `/api/admin/orders/details/${UNKNOWN_ID}`),
    expect: refused(404, SERVER_MESSAGES.adminOrders.notFound),
  },
  ...accessCases('GET /api/admin/orders/details/:id', 'admin', async (w, owner) => ({
    method: 'GET',
    path: `/api/admin/orders/details/${(await w.order(owner, 'cod')).created.orderId}`,
  })),

  {
    endpoint: 'PUT /api/admin/orders/update/:id',
    name: "sets an order's status",
    kind: 'success',
    run: async (w) => {
      const { created } = await w.order(await w.shopper(), 'cod');
      return (await w.admin()).request('PUT', `/api/admin/orders/update/${created.orderId}`, {
        json: { orderStatus: 'inShipping' },
      });
    },
    expect: { status: 200, message: SERVER_MESSAGES.adminOrders.statusUpdated, shape: MESSAGE },
  },
  {
    endpoint: 'PUT /api/admin/orders/update/:id',
    name: 'refuses a status the shop does not have',
    kind: 'validation',
    run: async (w) => {
      const { created } = await w.order(await w.shopper(), 'cod');
      return (await w.admin()).request('PUT', `/api/admin/orders/update/${created.orderId}`, {
        json: { orderStatus: 'lost' },
      });
    },
    expect: invalid('orderStatus', FIELD_PROBLEMS.oneOf(ORDER_STATUSES)),
  },
  {
    endpoint: 'PUT /api/admin/orders/update/:id',
    name: 'answers 404 for an unknown order',
    kind: 'not found',
    run: async (w) =>
      (await w.admin()).request('PUT', `/api/admin/orders/update/${UNKNOWN_ID}`, {
        json: { orderStatus: 'confirmed' },
      }),
    expect: refused(404, SERVER_MESSAGES.adminOrders.notFound),
  },
  ...accessCases('PUT /api/admin/orders/update/:id', 'admin', async (w, owner) => ({
    method: 'PUT',
    path: `/api/admin/orders/update/${(await w.order(owner, 'cod')).created.orderId}`,
    options: { json: { orderStatus: 'confirmed' } },
  })),
];
