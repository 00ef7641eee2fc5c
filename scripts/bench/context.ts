import { rmSync } from 'node:fs';
import { type Product, productSlug } from '@atelier/api-client';
import { CURATED_CATALOGUE } from '@atelier/api-client/demo-data';
import { type Browser, chromium, type Page } from 'playwright';
import { type BuiltShell, buildShell } from '../../apps/shell/testing/buildShell.ts';
import { chromiumLaunchOptions } from '../chromium.ts';
import { type BenchServer, startShop } from './server.ts';

/**
 * What the benchmarks of one run share, each made on first use: the shell's production build,
 * reference servers with the built shell by catalogue size, and one Chromium.
 */
export class BenchContext {
  private built?: Promise<BuiltShell>;
  private shops = new Map<string, Promise<BenchServer>>();
  private chromium?: Promise<Browser>;

  shell(): Promise<BuiltShell> {
    this.built ??= buildShell();
    return this.built;
  }

  /**
   * The reference server with `products` products, serving the built shell over HTTP/1.1, or
   * over HTTPS and HTTP/2 with `tls`.
   */
  shop(products: number, options: { tls?: boolean } = {}): Promise<BenchServer> {
    const key = `${products}${options.tls ? ' tls' : ''}`;
    let shop = this.shops.get(key);
    if (!shop) {
      shop = this.shell().then(({ dist }) =>
        startShop({ products, shellDist: dist, tls: options.tls ?? false }),
      );
      this.shops.set(key, shop);
    }
    return shop;
  }

  browser(): Promise<Browser> {
    this.chromium ??= chromium.launch(chromiumLaunchOptions());
    return this.chromium;
  }

  async close(): Promise<void> {
    const browser = await this.chromium;
    await browser?.close();
    // A shop that failed to start was reported by its benchmark; the others' figures still print.
    await Promise.all(
      [...this.shops.values()].map(async (shop) => (await shop.catch(() => undefined))?.stop()),
    );
    this.shops.clear();
    const built = await this.built?.catch(() => undefined);
    if (built) rmSync(built.dist, { recursive: true, force: true });
  }
}

/** DevTools CPU throttling: 4 is the "4x slowdown" of DevTools, a mid-range phone. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Cache off, as the issue measured: every load downloads everything again. */
export async function disableCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/**
 * The demo catalogue's size: the smallest shop the server seeds with its demo activity (orders
 * and reviews name curated products), the 'small' shop beside 10,000 products.
 */
export const DEMO_PRODUCTS = CURATED_CATALOGUE.length;

/**
 * A product page's address as a shared link names it (issue 36): the demo shop's first product
 * in the server's default order, which has reviews and several sizes.
 */
export async function productPagePath(shopUrl: string): Promise<string> {
  const answer = await fetch(`${shopUrl}/api/shop/products/get`);
  const { data } = (await answer.json()) as { data: Product[] };
  const product = data[0];
  if (!product) throw new Error('the bench shop has no products');
  return `/shop/product/${productSlug(product)}`;
}

/** A product card on any storefront grid. */
export const CARD = '[role="grid"] [role="row"], main article';

/**
 * Injected before any page script: records in `window.__bench.firstCard` the time (ms since
 * navigation start) of the first frame painted with a product card in it.
 */
export const FIRST_CARD_SCRIPT = `
(() => {
  const bench = (window.__bench = {});
  const seen = () => document.querySelector(${JSON.stringify(CARD)});
  const watch = () => {
    if (!seen()) return requestAnimationFrame(watch);
    // The frame that shows the card paints after this callback; the next one starts after it.
    requestAnimationFrame((now) => { bench.firstCard = now; });
  };
  requestAnimationFrame(watch);
})();
`;

export interface BenchWindow {
  __bench?: { firstCard?: number };
}
