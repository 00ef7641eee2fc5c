import type { ApiClient, FeatureImage } from '@atelier/api-client';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { startupReads } from './boot';
import { APP_ROUTES } from './routes';

// In Node, where SWR preloads nothing and each read is simply made: which reads start-up makes.

const banner: FeatureImage = { _id: 'f1', image: 'http://api.test/media/banner-0.webp' };
const card = { _id: 'p1', title: 'Linen shirt', image: 'http://api.test/media/p1.webp' };

function fakeClient() {
  const client = {
    auth: { checkAuth: vi.fn(async () => ({ success: false })) },
    features: { list: vi.fn(async () => ({ success: true, data: [banner] })) },
    products: {
      list: vi.fn(async () => ({ success: true, data: [card], total: 1, page: 1, limit: 24 })),
    },
  };
  return { client, api: client as unknown as ApiClient };
}

/** Start-up at `url`, as the app opens it; `later` holds the reads that wait for the load. */
async function startAt(url: string) {
  const { pathname, search } = new URL(url, 'http://shop.test');
  const { client, api } = fakeClient();
  const later: Array<() => void> = [];
  const preloadImage = vi.fn();
  const reads = startupReads({
    client: api,
    matches: matchRoutes(APP_ROUTES, pathname) ?? [],
    search,
    preloadImage,
    later: (task) => later.push(task),
  });
  await Promise.allSettled(reads.map((read) => read.answer));
  return { client, later, preloadImage };
}

describe('start-up reads', () => {
  it('follow the page React Router matched: the listing reads its first page, as its URL asks', async () => {
    const { client, later, preloadImage } = await startAt(
      '/shop/listing?category=men,nonsense&sortBy=price-hightolow',
    );
    expect(client.auth.checkAuth).toHaveBeenCalledTimes(1);
    expect(client.products.list).toHaveBeenCalledTimes(1);
    expect(client.products.list).toHaveBeenCalledWith(
      { filters: { category: ['men'] }, sortBy: 'price-hightolow' },
      { page: 1, limit: 24, fields: 'card' },
    );
    // The first card's picture, the page's largest, is asked for as soon as the page is known.
    await vi.waitFor(() => expect(preloadImage).toHaveBeenCalledWith(card.image));
    // The feature images (spec section 2's second request) wait for the page's load.
    expect(client.features.list).not.toHaveBeenCalled();
    expect(later).toHaveLength(1);
    later[0]?.();
    expect(client.features.list).toHaveBeenCalledTimes(1);
  });

  it('ask for the listing’s first page with every filter its address names, and none else', async () => {
    const { client } = await startAt(
      '/shop/listing?brand=nike&size=M,xl&colour=Navy&minPrice=20&maxPrice=80.5&sortBy=price-lowtohigh',
    );
    expect(client.products.list).toHaveBeenCalledTimes(1);
    expect(client.products.list).toHaveBeenCalledWith(
      {
        filters: {
          brand: ['nike'],
          size: ['M', 'xl'],
          colour: ['Navy'],
          minPrice: 20,
          maxPrice: 80.5,
        },
        sortBy: 'price-lowtohigh',
      },
      { page: 1, limit: 24, fields: 'card' },
    );
  });

  it('on home, ask for the best sellers and the banners at once, and the first banner', async () => {
    const { client, later, preloadImage } = await startAt('/shop/home');
    expect(client.products.list).toHaveBeenCalledWith(
      expect.objectContaining({ sortBy: 'sales-hightolow' }),
      { page: 1, limit: 8, fields: 'card' },
    );
    expect(client.features.list).toHaveBeenCalledTimes(1);
    expect(later).toHaveLength(0);
    await vi.waitFor(() => expect(preloadImage).toHaveBeenCalledWith(banner.image));
    expect(preloadImage).not.toHaveBeenCalledWith(card.image);
  });

  it('read only the session for a page that declares no reads, whatever HTML was served', async () => {
    // A static host's SPA fallback serves the site's one index.html at every path.
    const { client, later } = await startAt('/shop/checkout');
    expect(client.auth.checkAuth).toHaveBeenCalledTimes(1);
    expect(client.products.list).not.toHaveBeenCalled();
    expect(later).toHaveLength(1);
  });
});
