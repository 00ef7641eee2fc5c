import { SERVER_MESSAGES } from '@atelier/api-client';
import type { Reply } from '../backends';
import { accessCases, type ContractCase, refused, UNKNOWN_ID } from '../case';
import type { World } from '../world';

/** Extension 'invoices': PDFs for the order's shopper and for admins. */

function expectPdf(reply: Reply) {
  const type = reply.headers.get('content-type');
  if (type !== 'application/pdf') throw new Error(`content-type ${type}`);
  if (
    !/^attachment; filename="(invoice|packing-slip)-\w{8}\.pdf"$/.test(
      reply.headers.get('content-disposition') ?? '',
    )
  ) {
    throw new Error(`content-disposition ${reply.headers.get('content-disposition')}`);
  }
  if (!String(reply.body).startsWith('%PDF-')) throw new Error('not a PDF');
}

async function placed(w: World) {
  const shopper = await w.shopper();
  const { created } = await w.order(shopper, 'cod');
  return { shopper, orderId: created.orderId as string };
}

const PDF = { status: 200, shape: 'string' } as const;

export const invoiceCases: ContractCase[] = [
  {
    endpoint: 'GET /api/shop/order/invoice/:id',
    name: "gives the order's shopper its tax invoice",
    kind: 'extension',
    run: async (w) => {
      const { shopper, orderId } = await placed(w);
      return shopper.session.request('GET', `/api/shop/order/invoice/${orderId}`);
    },
    expect: PDF,
    check: expectPdf,
  },
  {
    endpoint: 'GET /api/shop/order/invoice/:id',
    name: "answers another shopper's order like a missing one",
    kind: "other user's",
    run: async (w) => {
      const { orderId } = await placed(w);
      return (await w.shopper('Someone Else')).session.request(
        'GET',
        `/api/shop/order/invoice/${orderId}`,
      );
    },
    expect: refused(404, SERVER_MESSAGES.orders.notFound),
  },
  ...accessCases('GET /api/shop/order/invoice/:id', 'session', () => ({
    method: 'GET',
    path: `/api/shop/order/invoice/${UNKNOWN_ID}`,
  })),
  ...(['invoice', 'packing-slip'] as const).flatMap((kind): ContractCase[] => [
    {
      endpoint: `GET /api/admin/orders/${kind}/:id`,
      name: `gives an admin any order's ${kind === 'invoice' ? 'invoice' : 'packing slip'}`,
      kind: 'extension',
      run: async (w) => {
        const { orderId } = await placed(w);
        return (await w.admin()).request('GET', `/api/admin/orders/${kind}/${orderId}`);
      },
      expect: PDF,
      check: expectPdf,
    },
    {
      endpoint: `GET /api/admin/orders/${kind}/:id`,
      name: 'answers 404 for an unknown order',
      kind: 'not found',
      run: async (w) => (await w.admin()).request('GET', `/api/admin/orders/${kind}/${UNKNOWN_ID}`),
      expect: refused(404, SERVER_MESSAGES.adminOrders.notFound),
    },
    ...accessCases(`GET /api/admin/orders/${kind}/:id`, 'admin', async (w, owner) => ({
      method: 'GET',
      path: `/api/admin/orders/${kind}/${(await w.order(owner, 'cod')).created.orderId}`,
    })),
  ]),
];
