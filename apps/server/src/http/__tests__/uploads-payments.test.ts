import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../test/endpoints';
import { createTestServer, PUBLIC_URL, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 2 });
});
afterAll(() => t.close());

function form(bytes: Uint8Array, name = 'photo.png', type = 'image/png', field = 'my_file') {
  const body = new FormData();
  body.append(field, new Blob([bytes], { type }), name);
  return body;
}

describe('image upload', () => {
  it('stores a real image under a server-made name and serves it with nosniff', async () => {
    const { client } = await t.admin();
    const res = await client.post(
      '/api/admin/products/image-upload',
      form(PNG_1X1, '../../evil.html', 'text/html'),
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const url = res.body.result.url as string;
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.png$`));
    const served = await t.client().get(url.slice(PUBLIC_URL.length));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('judges the type by content, not by name or declared type', async () => {
    const { client } = await t.admin();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await client.post(
      '/api/admin/products/image-upload',
      form(html, 'x.png', 'image/png'),
    );
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>',
    );
    expect(
      (await client.post('/api/admin/products/image-upload', form(svg, 'x.svg', 'image/svg+xml')))
        .status,
    ).toBe(415);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const ok = await client.post(
      '/api/admin/products/image-upload',
      form(jpeg, 'x.txt', 'text/plain'),
    );
    expect(ok.body.result.url).toMatch(/\.jpg$/);
  });

  it('enforces the size limit and the field name', async () => {
    const { client } = await t.admin();
    const big = new Uint8Array(300 * 1024);
    big.set(PNG_1X1.subarray(0, 8));
    const tooBig = await client.post('/api/admin/products/image-upload', form(big));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.success).toBe(false);
    expect(
      (
        await client.post(
          '/api/admin/products/image-upload',
          form(PNG_1X1, 'a.png', 'image/png', 'file'),
        )
      ).status,
    ).toBe(400);
    expect((await client.post('/api/admin/products/image-upload', { my_file: 'x' })).status).toBe(
      415,
    );
  });
});

describe('test payment provider', () => {
  it('serves a checkout script with the Razorpay browser interface', async () => {
    const res = await t.client().get('/api/payments/test/checkout.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    for (const piece of [
      'window.Razorpay',
      'payment.failed',
      'ondismiss',
      'handler',
      'aria-modal',
      'Escape',
    ]) {
      expect(res.text).toContain(piece);
    }
    const config = await t.client().get('/api/payments/config');
    expect(config.body.data).toEqual({
      provider: 'test',
      keyId: expect.any(String),
      checkoutScriptUrl: `${PUBLIC_URL}/api/payments/test/checkout.js`,
    });
  });

  it('refuses to sign ids that are not test orders', async () => {
    expect(
      (await t.client().post('/api/payments/test/pay', { order_id: 'order_live_123' })).status,
    ).toBe(400);
  });
});

describe('environment-only endpoints', () => {
  it('the dev mailbox lists mail in test mode and does not exist in production', async () => {
    await t.client().post('/api/auth/register', {
      userName: 'Mo',
      email: 'mo@example.test',
      password: 'Secret123',
    });
    const box = await t.client().get('/api/dev/mailbox?to=mo@example.test');
    expect(box.body.data[0]).toMatchObject({
      to: 'mo@example.test',
      subject: expect.stringContaining('verification code'),
    });

    const prod = t.variant({
      env: {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 's',
      },
    });
    expect((await prod.client().get('/api/dev/mailbox')).status).toBe(404);
    expect((await prod.client().get('/api/payments/test/checkout.js')).status).toBe(404);
    const login = await prod
      .client()
      .post('/api/auth/login', { email: 'admin@atelier.test', password: 'Admin1234' });
    expect(login.headers.get('set-cookie')).toMatch(/Secure/);
  });
});

describe('cross-origin rules', () => {
  it('allows the shell origin with credentials and refuses foreign origins on writes', async () => {
    const c = t.client();
    const preflight = await c.request('OPTIONS', '/api/auth/check-auth', undefined, {
      origin: 'http://shop.test',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'cache-control,pragma,expires',
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'pragma',
    );
    const foreign = await c.post('/api/auth/logout', undefined, { origin: 'http://evil.test' });
    expect(foreign.status).toBe(403);
    const friendly = await c.post('/api/auth/logout', undefined, { origin: 'http://shop.test' });
    expect(friendly.status).toBe(200);
  });

  it('checks the origin of every kind of write, and of no read', async () => {
    const c = t.client();
    const evil = { origin: 'http://evil.test' };
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const refused = await c.request(method, '/api/shop/cart/update', {}, evil);
      expect(refused.status, method).toBe(403);
    }
    const read = await c.request('GET', '/api/shop/products/get', undefined, evil);
    expect(read.status).toBe(200);
  });
});
