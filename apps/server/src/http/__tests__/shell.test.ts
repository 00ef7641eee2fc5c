import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, PUBLIC_URL, type TestServer } from '../../test/harness';

let t: TestServer;
let shell: ReturnType<TestServer['variant']>;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await createTestServer({ products: 1 });
  // A stand-in for apps/shell/dist: index.html, a hashed asset and a stray source map.
  const dist = mkdtempSync(path.join(tmpdir(), 'atelier-shell-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.map'), '{}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  shell = t.variant({ env: { SHELL_DIST: dist } });
});
afterAll(() => t.close());

describe('serving the built shell', () => {
  it('answers client routes with index.html, never cached, under a strict policy', async () => {
    for (const route of ['/', '/shop/listing', '/admin/orders', '/auth/reset-password']) {
      const res = await shell.client().get(`${route}?token=x`);
      expect(res.status, route).toBe(200);
      expect(res.text).toBe(INDEX);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const res = await shell.client().get('/shop/home');
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    // The test provider's checkout script is served by the API's origin.
    expect(directives['script-src']).toEqual(["'self'", PUBLIC_URL]);
    expect(directives['connect-src']).toContain(PUBLIC_URL);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // It would cost every landing a new renderer process (see shellSecurityHeaders).
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('caches hashed assets for a year and never serves source maps', async () => {
    const asset = await shell.client().get('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await shell.client().get('/assets/index-AbC123.js.map')).status).toBe(404);
    expect((await shell.client().get('/assets/missing-123.js')).status).toBe(404);
    // A file without a hash in its name is asked again each time (robots.txt is the server's own).
    const plain = await shell.client().get('/favicon.svg');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    // A path that climbs out of the build reaches no file.
    const climbing = await shell.client().get('/..%2f..%2fetc%2fpasswd');
    expect(climbing.status).toBe(404);
    expect(climbing.text).not.toContain('root:');
  });

  it('leaves the API, media and uploads alone', async () => {
    const api = await shell.client().get('/api/nope');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ success: false, message: 'Not found' });
    expect((await shell.client().get('/api/health')).body.success).toBe(true);
    expect((await shell.client().get('/uploads/nope.png')).status).toBe(404);
    // Without SHELL_DIST the server serves no pages at all.
    expect((await t.client().get('/shop/home')).status).toBe(404);
  });
});
