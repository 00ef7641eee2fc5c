import { SERVER_MESSAGES } from '@atelier/api-client';
import { type ContractCase, refused } from '../case';
import { MAIL, MESSAGE, PAYMENT, withData } from '../shapes';

/** The reference server's own endpoints beyond spec section 7, where the mocks offer them too. */
export const extraCases: ContractCase[] = [
  {
    endpoint: 'GET /api/payments/config',
    name: 'tells the checkout which provider, key and script to use',
    kind: 'success',
    run: (w) => w.guest().request('GET', '/api/payments/config'),
    expect: {
      status: 200,
      shape: withData({ provider: 'string', keyId: 'string', checkoutScriptUrl: 'string' }),
    },
    check: (reply) => {
      if (reply.body.data.provider !== 'test') throw new Error('not the test provider');
    },
  },
  {
    endpoint: 'POST /api/payments/test/pay',
    name: "signs a payment for one of the test provider's orders",
    kind: 'success',
    run: async (w) => {
      const { created } = await w.order(await w.shopper(), 'online');
      return w.guest().request('POST', '/api/payments/test/pay', {
        json: { order_id: created.razorpayOrderId },
      });
    },
    expect: { status: 200, shape: PAYMENT },
  },
  {
    endpoint: 'POST /api/payments/test/pay',
    name: 'refuses an order id the test provider never gives',
    kind: 'validation',
    run: (w) =>
      w.guest().request('POST', '/api/payments/test/pay', { json: { order_id: 'order_live_1' } }),
    expect: refused(400, SERVER_MESSAGES.payments.unknownTestOrder),
  },
  {
    endpoint: 'GET /api/payments/test/checkout.js',
    name: "serves the test provider's payment window script",
    kind: 'success',
    only: {
      backend: 'server',
      because:
        "the mocks answer from inside the page; stories install shop-ui's payment double instead",
    },
    run: (w) => w.guest().request('GET', '/api/payments/test/checkout.js'),
    expect: { status: 200, shape: 'string' },
    check: (reply) => {
      if (!reply.headers.get('content-type')?.includes('javascript'))
        throw new Error('not a script');
    },
  },
  {
    endpoint: 'GET /api/dev/mailbox',
    name: 'shows the mails sent to an address, newest first',
    kind: 'success',
    run: async (w) => {
      const { email } = await w.unverified();
      return w.guest().request('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    },
    expect: { status: 200, shape: withData([MAIL]) },
    check: (reply) => {
      if (reply.body.data.length !== 1) throw new Error('expected the one verification mail');
    },
  },
  {
    endpoint: 'DELETE /api/dev/mailbox',
    name: 'empties the mailbox',
    kind: 'success',
    run: (w) => w.guest().request('DELETE', '/api/dev/mailbox'),
    expect: { status: 200, message: SERVER_MESSAGES.dev.mailboxCleared, shape: MESSAGE },
  },
  {
    endpoint: 'GET /api/health',
    name: 'says the backend is up',
    kind: 'success',
    run: (w) => w.guest().request('GET', '/api/health'),
    expect: { status: 200, message: SERVER_MESSAGES.common.healthy, shape: MESSAGE },
  },
  {
    endpoint: 'GET /api/<unknown>',
    name: 'answers a path it does not serve with 404',
    kind: 'not found',
    run: (w) => w.guest().request('GET', '/api/shop/nothing-here'),
    expect: refused(404, SERVER_MESSAGES.common.routeNotFound),
  },
];
