import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { z } from 'zod';
import type { TestPaymentProvider } from '../../payments/testProvider';
import type { AppEnv } from '../env';
import { badRequest } from '../errors';
import { jsonBody } from '../validate';

const CHECKOUT_SCRIPT = readFileSync(
  new URL('../../payments/testCheckout.client.js', import.meta.url),
  'utf8',
);

/** Where the shell loads the provider's checkout script from, and with which key. */
export function paymentConfigRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/config', (c) => {
    const { payments, config } = c.get('deps');
    return c.json({
      success: true,
      data: {
        provider: payments.name,
        keyId: payments.keyId,
        checkoutScriptUrl:
          payments.name === 'test'
            ? `${config.publicUrl}/api/payments/test/checkout.js`
            : 'https://checkout.razorpay.com/v1/checkout.js',
      },
    });
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
    c.body(CHECKOUT_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );

  app.post('/pay', async (c) => {
    const body = await jsonBody(c, z.object({ order_id: z.string().max(100) }));
    const result = provider.pay(body.order_id);
    if (!result) throw badRequest('Unknown test payment order');
    return c.json(result);
  });

  return app;
}
