import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Product, productSlug } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { RENDERER_FILE } from '../seo/pageContent';

// The server's side of a product page's content (issue 36): it puts what the shell's renderer
// made into the page, with the data it was rendered with. The renderer here is a stand-in with
// the built one's interface (apps/shell/src/ssr/productPage.tsx); the e2e journey runs the real
// one and hydrates its output.

const FRAME =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Atelier</title>' +
  '<script type="module" src="/assets/index.js"></script>' +
  '<style data-frame>@container (width < 768px){.frame{}}</style></head>' +
  '<body><div id="root"><div class="skeleton"></div></div>\n</body></html>';
const PAGE_CHUNK = '<link rel="modulepreload" href="/assets/ProductPage.js">';
const HOSTILE = 'Dress </script><script>alert(1)</script><!-- \u2028 x';

/** Renders the title as the shell would (as text); fails for a product titled 'Broken'. */
const RENDERER = `
export const SERVED_DATA_ID = 'served-data';
const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function renderProductPage(url, product) {
  if (product.title === 'Broken') throw new Error('render failed');
  return {
    preloads: '<link rel="preload" as="image" href="/media/cover.webp" fetchPriority="high"/>',
    root: '<main><h1>' + text(product.title) + '</h1><p>' + text(url) + '</p></main>',
    styles: '<style data-frame>.rendered{}</style>',
    data: { product },
  };
}`;

let t: TestServer;
let withRenderer: ReturnType<TestServer['variant']>;
let withoutRenderer: ReturnType<TestServer['variant']>;
let product: Product;

function shellDist(renderer: boolean) {
  const dist = mkdtempSync(path.join(tmpdir(), 'atelier-shell-'));
  mkdirSync(path.join(dist, 'shop/product'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), FRAME);
  // The page's frame also preloads its chunks, which the site's index.html leaves to start-up.
  writeFileSync(
    path.join(dist, 'shop/product/index.html'),
    FRAME.replace('</head>', `${PAGE_CHUNK}</head>`),
  );
  if (renderer) {
    mkdirSync(path.join(dist, path.dirname(RENDERER_FILE)));
    writeFileSync(path.join(dist, RENDERER_FILE), RENDERER);
  }
  return dist;
}

beforeAll(async () => {
  t = await createTestServer({ products: 2 });
  withRenderer = t.variant({ env: { SHELL_DIST: shellDist(true) } });
  withoutRenderer = t.variant({ env: { SHELL_DIST: shellDist(false) } });
  const list = await withRenderer.client().get('/api/shop/products/get');
  product = list.body.data[0];
});
afterAll(() => t.close());

/** Gives the first product a title (through the admin API) and answers its page. */
async function pageTitled(title: string, shell = withRenderer) {
  const { client } = await shell.admin();
  const edited = await client.put(`/api/admin/products/edit/${product._id}`, { ...product, title });
  expect(edited.status).toBe(200);
  return shell.client().get(`/shop/product/${productSlug({ _id: product._id, title })}?ref=chat`);
}

describe("a product page's content in the first HTML", () => {
  it('holds the rendered page in #root, its rules for the frame’s, and its data', async () => {
    const res = await pageTitled('Linen Dress');
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<div id="root"><main><h1>Linen Dress</h1><p>/shop/product/linen-dress-',
    );
    expect(res.text).toContain('?ref=chat</p></main></div>');
    expect(res.text).not.toContain('skeleton');
    expect(res.text).toContain('<style data-frame>.rendered{}</style>');
    expect(res.text).not.toContain('.frame{}');
    const data = /<script type="application\/json" id="served-data">(.*?)<\/script>/s.exec(
      res.text,
    )?.[1];
    expect(JSON.parse(data ?? '').product).toMatchObject({
      _id: product._id,
      title: 'Linen Dress',
    });
  });

  it('asks for the cover picture first, and for the page’s chunks only once its scripts run', async () => {
    const res = await pageTitled('Linen Dress');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toMatch(
      /^<!doctype html><html><head><meta charset="UTF-8" \/><link rel="preload" as="image" href="\/media\/cover.webp"/,
    );
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('<script'));
    expect(res.text).not.toContain(PAGE_CHUNK);
    expect((await pageTitled('Broken')).text).toContain(PAGE_CHUNK);
  });

  it('embeds a hostile title as data that cannot end its element', async () => {
    const res = await pageTitled(HOSTILE);
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    // The frame's own, the JSON-LD and the served data, nothing a title opened.
    expect(
      scripts.filter((tag) => !/type="application\/(ld\+)?json"|src="\/assets\//.test(tag)),
    ).toEqual([]);
    expect(res.text).not.toContain('<script>alert(1)');
    const data = /<script type="application\/json" id="served-data">(.*?)<\/script>/s.exec(
      res.text,
    )?.[1];
    expect(data).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(data ?? '').product.title).toBe(HOSTILE);
  });

  it('serves the frame, for the browser to render, when rendering fails or there is no renderer', async () => {
    for (const [title, shell] of [
      ['Broken', withRenderer],
      ['Linen Dress', withoutRenderer],
    ] as const) {
      const res = await pageTitled(title, shell);
      expect(res.status, title).toBe(200);
      expect(res.text, title).toContain('<div id="root"><div class="skeleton"></div></div>');
      expect(res.text, title).toContain(`<title>${title} · Atelier</title>`);
      expect(res.text, title).not.toContain('application/json');
    }
  });

  it('never serves the renderer itself', async () => {
    const res = await withRenderer.client().get(`/${RENDERER_FILE}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('renderProductPage');
  });
});
