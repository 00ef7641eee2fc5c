import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RememberedRouter } from './rememberedRouter';

/** Fixed words and parameters at the same place, as the admin product routes have them. */
function app() {
  const hono = new Hono({ router: new RememberedRouter() });
  const seen: string[] = [];
  hono.use('*', async (c, next) => {
    seen.push(`${c.req.method} ${c.req.path}`);
    await next();
  });
  hono.post('/products/add', (c) => c.text('add'));
  hono.put('/products/edit/:id', (c) => c.text(`edit ${c.req.param('id')}`));
  hono.post('/products/:productId/sizes', (c) => c.text(`size for ${c.req.param('productId')}`));
  hono.put('/products/:productId/sizes/:sizeId', (c) =>
    c.text(`size ${c.req.param('sizeId')} of ${c.req.param('productId')}`),
  );
  hono.get('/products/get', (c) => c.text('list'));
  return { hono, seen };
}

async function text(hono: Hono, method: string, path: string) {
  const answer = await hono.request(path, { method });
  return `${answer.status} ${await answer.text()}`;
}

describe('RememberedRouter', () => {
  it('routes fixed words and parameters side by side, each path to its own handler and values', async () => {
    const { hono, seen } = app();
    for (let round = 0; round < 2; round += 1) {
      expect(await text(hono, 'POST', '/products/add')).toBe('200 add');
      expect(await text(hono, 'PUT', '/products/edit/p1')).toBe('200 edit p1');
      expect(await text(hono, 'POST', '/products/p1/sizes')).toBe('200 size for p1');
      expect(await text(hono, 'POST', '/products/p2/sizes')).toBe('200 size for p2');
      expect(await text(hono, 'PUT', '/products/p2/sizes/s9')).toBe('200 size s9 of p2');
      expect(await text(hono, 'GET', '/products/get')).toBe('200 list');
    }
    expect(await text(hono, 'GET', '/products/add')).toBe('404 404 Not Found');
    expect(seen).toHaveLength(13);
  });

  it('works a method and path out once and answers again from memory', () => {
    const router = new RememberedRouter<string>();
    router.add('GET', '/products/get', 'list');
    router.add('GET', '/products/:id', 'one');
    const first = router.match('GET', '/products/get');
    expect(router.match('GET', '/products/get')).toBe(first);
    expect(router.match('POST', '/products/get')).not.toBe(first);
    expect(router.match('POST', '/products/get')[0]).toEqual([]);
  });

  it('matches a long path each time instead of holding on to it', () => {
    const router = new RememberedRouter<string>();
    router.add('GET', '/products/:id', 'one');
    const long = `/products/${'x'.repeat(300)}`;
    const first = router.match('GET', long);
    expect(first[0].map(([handler]) => handler)).toEqual(['one']);
    expect(router.match('GET', long)).not.toBe(first);
    expect(router.match('GET', long)).toEqual(first);
  });

  it('keeps answering rightly once more paths have come than it remembers', async () => {
    const { hono } = app();
    for (let n = 0; n < 1500; n += 1)
      await hono.request(`/products/p${n}/sizes`, { method: 'POST' });
    expect(await text(hono, 'POST', '/products/p7/sizes')).toBe('200 size for p7');
    expect(await text(hono, 'POST', '/products/add')).toBe('200 add');
  });
});
