import { readFileSync } from 'node:fs';
import { testPayBody } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { PAYMENTS } from '../../messages';
import type { TestPaymentProvider } from '../../payments/testProvider';
import { serverFile } from '../../serverFiles';
import type { AppEnv } from '../env';
import { badRequest } from '../errors';
import { jsonBody } from '../validate';

const CHECKOUT_SCRIPT = readFileSync(serverFile('payments/testCheckout.client.js'), 'utf8');

const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** Where the shell loads the provider's checkout script from, and with which key. */
export function checkoutScriptUrl(provider: 'test' | 'razorpay', publicUrl: string) {
  return provider === 'test'
    ? `${publicUrl}/api/payments/test/checkout.js`
    : RAZORPAY_CHECKOUT_SCRIPT;
}

export function paymentRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/config', (c) => {
    const { payments, config } = c.get('deps');
    return c.json({
      success: true,
      data: {
        provider: payments.name,
        keyId: payments.keyId,
        checkoutScriptUrl: checkoutScriptUrl(payments.name, config.publicUrl),
      },
    });
  });

  /**
   * The provider's server-to-server notice of a payment (Razorpay: X-Razorpay-Signature, an
   * HMAC of the body exactly as sent, so the body is read as text before anything parses it).
   */
  app.post('/webhook', async (c) => {
    const signature = c.req.header('x-razorpay-signature') ?? '';
    const rawBody = await c.req.text();
    if (rawBody.includes('\u0000')) throw badRequest(PAYMENTS.webhookSignature);
    await c.get('deps').services.orders.webhook(rawBody, signature);
    return c.json({ success: true, message: PAYMENTS.webhookReceived });
  });

  return app;
}

/**
 * The test provider's stand-in for Razorpay's checkout script and servers. Mounted only when
 * the test provider is active, which the configuration forbids in production.
 */
export function testPaymentRoutes(provider: TestPaymentProvider) {
  const app = new Hono<AppEnv>();

  app.get('/checkout.js', (c) =>
    c.body(CHECKOUT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );

  app.post('/pay', async (c) => {
    const body = await jsonBody(c, testPayBody);
    const result = provider.pay(body.order_id);
    if (!result) throw badRequest(PAYMENTS.unknownTestOrder);
    return c.json(result);
  });

  /** A signed webhook delivery as the provider would send it, for tests to post to /webhook. */
  app.post('/webhook-event', async (c) => {
    const body = await jsonBody(
      c,
      z.object({
        event: z.enum(['order.paid', 'payment.captured', 'payment.failed', 'payment.authorized']),
        order_id: z.string().min(1).max(100),
        payment_id: z.string().min(1).max(100),
        amount: z.number().int().min(0).default(0),
      }),
    );
    if (!provider.pay(body.order_id)) throw badRequest(PAYMENTS.unknownTestOrder);
    const delivery = provider.webhook({
      event: body.event,
      orderId: body.order_id,
      paymentId: body.payment_id,
      amount: body.amount,
    });
    return c.json({ success: true, data: delivery });
  });

  return app;
}
