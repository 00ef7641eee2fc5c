import { SERVER_MESSAGES } from '@atelier/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../test/endpoints';
import { createTestServer, PRODUCTION_ENV, PUBLIC_URL, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 2 });
});
afterAll(() => t.close());

async function fetchBytes(path: string) {
  const response = await t.app.fetch(new Request(`${PUBLIC_URL}${path}`));
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

function form(bytes: Uint8Array, name = 'photo.png', type = 'image/png', field = 'my_file') {
  const body = new FormData();
  body.append(field, new Blob([bytes], { type }), name);
  return body;
}

describe('image upload', () => {
  const upload = async (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
    const { client } = await t.admin();
    return client.post('/api/admin/products/image-upload', form(bytes, name, type));
  };
  const served = async (url: string) => {
    const res = await fetchBytes(url.slice(PUBLIC_URL.length));
    return { res, meta: await sharp(res.bytes).metadata() };
  };

  it('stores a re-encoded image under a server-made name and serves it with nosniff', async () => {
    const res = await upload(PNG_1X1, '../../evil.html', 'text/html');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const url = res.body.result.url as string;
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.webp$`));
    const { res: file, meta } = await served(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ format: 'webp', width: 1, height: 1 });
  });

  it('bounds the dimensions, turns the picture upright and drops its metadata (GPS included)', async () => {
    // A camera's photo: 3000 x 1200 stored sideways (EXIF orientation 6) with a GPS position.
    const photo = await sharp({
      create: { width: 3000, height: 1200, channels: 3, background: '#c0ffee' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Atelier Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .toBuffer();
    const taken = await sharp(photo).metadata();
    expect(taken.orientation).toBe(6);
    expect(taken.exif?.toString('latin1')).toContain('Atelier Camera');
    const res = await upload(new Uint8Array(photo), 'camera.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const { meta } = await served(res.body.result.url);
    // Upright: the long side stands, and no side is over 2000 pixels.
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 2000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('judges the type by content, not by name or declared type', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const page = await upload(html, 'x.png', 'image/png');
    expect(page.status).toBe(415);
    expect(page.body).toEqual({ success: false, message: SERVER_MESSAGES.uploads.unsupportedType });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>',
    );
    expect((await upload(svg, 'x.svg', 'image/svg+xml')).status).toBe(415);
    // The bytes of a JPEG's start, and nothing an image could be made from.
    const truncated = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const broken = await upload(truncated, 'x.jpg', 'image/jpeg');
    expect(broken.status).toBe(415);
    expect(broken.body).toEqual({ success: false, message: SERVER_MESSAGES.uploads.undecodable });
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const ok = await upload(new Uint8Array(jpeg), 'x.txt', 'text/plain');
    expect(ok.body.result.url).toMatch(/\.webp$/);
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

    const prod = t.variant({ env: PRODUCTION_ENV });
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
