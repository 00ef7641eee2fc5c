import { createHash } from 'node:crypto';
import type { Product } from '@atelier/api-client';
import { LRUCache } from 'lru-cache';
import type { ServedPage, ShellRenderer } from './pageContent';

/**
 * Text kept, in characters: a demo product's page is about 42,000 (markup, rules and data), so
 * about 1,600 pages, the most visited ones, in 64 MiB.
 */
export const RENDER_CACHE_CHARS = 64 * 1024 * 1024;

/**
 * The shell's renderer with the pages it made kept, the least recently asked for going first
 * past `maxChars`. A render costs milliseconds of CPU (`pnpm bench product-pages`), which 16
 * shoppers at once would queue behind one another; a kept page is put into the HTML at once.
 * The key is the address asked for and a digest of the whole product, the render's only inputs
 * besides the build itself, so an edited product (title, price, stock, pictures) is a new key by
 * construction and the old page is never served. Shoppers asking for one page at once share
 * one render; a failed render is not kept.
 */
export function keptRenderer(
  shell: ShellRenderer,
  maxChars: number = RENDER_CACHE_CHARS,
): ShellRenderer {
  const pages = new LRUCache<string, ServedPage, { url: string; product: Product }>({
    maxSize: maxChars,
    sizeCalculation: (page, key) =>
      page.preloads.length + page.root.length + page.styles.length + key.length,
    fetchMethod: (_key, _stale, { context }) =>
      shell.renderProductPage(context.url, context.product),
  });
  return {
    SERVED_DATA_ID: shell.SERVED_DATA_ID,
    async renderProductPage(url, product) {
      const digest = createHash('sha256').update(JSON.stringify(product)).digest('base64url');
      const page = await pages.fetch(`${digest} ${url}`, { context: { url, product } });
      if (!page) throw new Error(`the shell rendered nothing for ${url}`);
      return page;
    },
  };
}
