import { type HttpHandler, http } from 'msw';
import { SERVER_MESSAGES } from '../../contract';
import { testPayBody } from '../../schemas';
import { endpoint } from '../paths';
import { jsonBody } from '../request';
import { fail, failure, ok } from '../respond';
import type { Router } from '../router';

/** The key the reference server's test payment provider opens the payment window with. */
export const TEST_PAYMENT_KEY_ID = 'rzp_test_atelier';
const TEST_ORDER_ID = /^order_test_[0-9a-f]{16}$/;

/** The reference server's own endpoints beyond section 7: payment set-up and its test double. */
export function paymentHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('payments', '/config'), ({ request }) =>
      ok({
        success: true,
        data: {
          provider: 'test',
          keyId: TEST_PAYMENT_KEY_ID,
          checkoutScriptUrl: `${new URL(request.url).origin}/api/payments/test/checkout.js`,
        },
      }),
    ),
    // What the test provider's window does when the shopper pays: sign the payment.
    route.post(endpoint('payments', '/test/pay'), async ({ request, store }) => {
      const body = await jsonBody(request, testPayBody);
      if (!TEST_ORDER_ID.test(body.order_id)) fail(400, SERVER_MESSAGES.payments.unknownTestOrder);
      const paymentId = store.providerId('pay');
      const payment = store.payments.get(body.order_id);
      const signature = `test_signature_${paymentId.slice(-16)}`;
      if (payment) Object.assign(payment, { paymentId, signature });
      return ok({
        razorpay_order_id: body.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      });
    }),
  ];
}

/** The development mailbox and health check, as a server without SMTP offers them. */
export function devHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('dev', '/mailbox'), ({ request, store }) => {
      const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase();
      const data = to ? store.mailbox.filter((mail) => mail.to === to) : [...store.mailbox];
      return ok({ success: true, data });
    }),
    route.delete(endpoint('dev', '/mailbox'), ({ store }) => {
      store.mailbox = [];
      return ok({ success: true, message: SERVER_MESSAGES.dev.mailboxCleared });
    }),
    route.get('*/api/health', () => ok({ success: true, message: SERVER_MESSAGES.common.healthy })),
    // Last of all handlers: any other API path is one this backend does not serve.
    http.all('*/api/*', () => failure(404, SERVER_MESSAGES.common.routeNotFound)),
  ];
}
