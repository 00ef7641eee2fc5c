// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { ProductQuery } from '../../contract/payloads';
import { filterProducts, sortProducts } from '../../contract/rules/listing';
import {
  type CreateHandlersOptions,
  createHandlers,
  createMockStore,
  flattenHandlers,
} from '../../mocks';
import { fixtures } from '../../mocks/fixtures';
import { renderApiHook, settle, setupTestServer, url } from '../test-helpers';
import { useBestSellers } from './bestSellers';
import { useProductListing } from './listing';

// Paging needs a catalogue longer than a page, so these tests answer from the mock backend
// (54 demo products) in its two kinds: one that pages, one that honours only the plain contract.
const { server, requests } = setupTestServer();
const backend = (flavour: CreateHandlersOptions = {}) =>
  server.use(...flattenHandlers(createHandlers(createMockStore(), flavour)));
const total = fixtures.products.length;
const ids = (items: ReadonlyArray<{ _id: string } | undefined>) => items.map((item) => item?._id);

describe('useProductListing against a backend that pages', () => {
  it('loads the first page of cards, then the pages a window asks for, once each', async () => {
    backend();
    const { result } = renderApiHook(() =>
      useProductListing({ sortBy: 'title-atoz' }, { pageSize: 10 }),
    );
    await waitFor(() => expect(result.current.total).toBe(total));
    expect(result.current.mode).toBe('paged');
    expect(result.current.items).toHaveLength(total);
    expect(result.current.items.slice(0, 10).every(Boolean)).toBe(true);
    expect(result.current.items[10]).toBeUndefined();
    expect(result.current.items[0]).not.toHaveProperty('description');

    act(() => result.current.ensureRange(18, 32));
    act(() => result.current.ensureRange(20, 30));
    await waitFor(() => expect(result.current.items[31]).toBeDefined());
    const expected = sortProducts(fixtures.products, 'title-atoz');
    expect(ids(result.current.items.slice(0, 40))).toEqual(ids(expected.slice(0, 40)));
    expect(result.current.items[40]).toBeUndefined();
    await settle();
    expect(requests()).toEqual([
      'GET /api/shop/products/get?sortBy=title-atoz&page=1&limit=10&fields=card',
      'GET /api/shop/products/get?sortBy=title-atoz&page=2&limit=10&fields=card',
      'GET /api/shop/products/get?sortBy=title-atoz&page=3&limit=10&fields=card',
      'GET /api/shop/products/get?sortBy=title-atoz&page=4&limit=10&fields=card',
    ]);
  });

  it('asks nothing past the last page', async () => {
    backend();
    const { result } = renderApiHook(() => useProductListing({}, { pageSize: 50 }));
    await waitFor(() => expect(result.current.total).toBe(total));
    act(() => result.current.ensureRange(0, 10_000));
    await waitFor(() => expect(result.current.items.every(Boolean)).toBe(true));
    expect(requests()).toHaveLength(2);
  });

  it('keeps what it has when a page fails, reports it and tries it again on retry', async () => {
    backend();
    let failPage2 = true;
    server.use(
      http.get(url('/api/shop/products/get'), ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2' || !failPage2) return undefined;
        failPage2 = false;
        return HttpResponse.json({ success: false, message: 'Busy' }, { status: 503 });
      }),
    );
    const { result } = renderApiHook(() => useProductListing({}, { pageSize: 10 }));
    await waitFor(() => expect(result.current.total).toBe(total));
    act(() => result.current.loadPage(2));
    await waitFor(() => expect(result.current.error?.message).toBe('Busy'));
    expect(result.current.items[0]).toBeDefined();
    expect(result.current.items[10]).toBeUndefined();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items[10]).toBeDefined());
  });

  it('prefetches a chosen sort’s first page once, and the listing uses that answer', async () => {
    backend();
    let query: ProductQuery = {};
    const { result, rerender } = renderApiHook(() => useProductListing(query, { pageSize: 10 }));
    await waitFor(() => expect(result.current.total).toBe(total));
    act(() => result.current.prefetch({ sortBy: 'price-hightolow' }));
    await settle();
    // Asked for before the listing switches over.
    expect(requests()).toHaveLength(2);
    query = { sortBy: 'price-hightolow' };
    rerender();
    const expected = sortProducts(fixtures.products, 'price-hightolow');
    await waitFor(() => expect(result.current.items[0]?._id).toBe(expected[0]?._id));
    await settle();
    // First pages already here are not asked for again.
    act(() => result.current.prefetch({}));
    act(() => result.current.prefetch({ sortBy: 'price-hightolow' }));
    await settle();
    expect(requests()).toEqual([
      'GET /api/shop/products/get?sortBy=price-lowtohigh&page=1&limit=10&fields=card',
      'GET /api/shop/products/get?sortBy=price-hightolow&page=1&limit=10&fields=card',
    ]);
  });
});

describe('useProductListing against a backend that answers the whole list', () => {
  it('sorts and filters locally, so neither a sort nor a filter change sends a request', async () => {
    backend({ extensions: false });
    let query: ProductQuery = {};
    const { result, rerender } = renderApiHook(() => useProductListing(query));
    await waitFor(() => expect(result.current.mode).toBe('local'));
    expect(result.current.total).toBe(total);
    expect(ids(result.current.items)).toEqual(ids(sortProducts(fixtures.products)));
    await settle();
    expect(requests()).toHaveLength(1);

    query = { sortBy: 'price-hightolow' };
    rerender();
    expect(ids(result.current.items)).toEqual(
      ids(sortProducts(fixtures.products, 'price-hightolow')),
    );
    query = { sortBy: 'title-ztoa', filters: { category: ['kids'] } };
    rerender();
    const kids = fixtures.products.filter((product) => product.category === 'kids');
    expect(ids(result.current.items)).toEqual(ids(sortProducts(kids, 'title-ztoa')));
    expect(result.current.total).toBe(kids.length);
    act(() => result.current.ensureRange(0, 100));
    act(() => result.current.prefetch({ sortBy: 'title-atoz' }));
    await settle();
    expect(requests()).toHaveLength(1);
    // All of it in the cache the host gave (the test's own), none in SWR's default one.
    expect([...SWRConfig.defaultValue.cache.keys()]).toEqual([]);
  });

  it('asks for one filtered list plainly when the whole list is not at hand', async () => {
    backend({ extensions: false });
    let query: ProductQuery = { filters: { category: ['men'] } };
    const { result, rerender } = renderApiHook(() => useProductListing(query));
    await waitFor(() => expect(result.current.mode).toBe('local'));
    query = { filters: { category: ['women'] }, sortBy: 'title-atoz' };
    rerender();
    await waitFor(() =>
      expect(result.current.total).toBe(
        fixtures.products.filter((product) => product.category === 'women').length,
      ),
    );
    expect(requests()).toEqual([
      'GET /api/shop/products/get?category=men&sortBy=price-lowtohigh&page=1&limit=24&fields=card',
      'GET /api/shop/products/get?category=women',
    ]);
  });
});

describe('useProductListing with sizes, colours and prices (extension product-facets)', () => {
  const filters = { size: ['M'], maxPrice: 3000 };
  const expected = ids(sortProducts(filterProducts(fixtures.products, filters)));

  it('asks a backend that offers them for one filtered page', async () => {
    backend();
    const { result } = renderApiHook(() => useProductListing({ filters }, { pageSize: 100 }));
    await waitFor(() => expect(result.current.mode).toBe('paged'));
    expect(ids(result.current.items)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(total);
    expect(requests()).toEqual([
      'GET /api/extensions',
      'GET /api/shop/products/get?size=M&maxPrice=3000&sortBy=price-lowtohigh&page=1&limit=100&fields=card',
    ]);
  });

  it('filters the whole list here for a backend that pages without them', async () => {
    backend();
    server.use(
      http.get(url('/api/extensions'), () =>
        HttpResponse.json({ success: true, data: ['product-paging'] }),
      ),
    );
    const { result } = renderApiHook(() =>
      useProductListing({ filters: { ...filters, category: ['men'] } }),
    );
    await waitFor(() => expect(result.current.mode).toBe('local'));
    const men = filterProducts(fixtures.products, { ...filters, category: ['men'] });
    expect(ids(result.current.items)).toEqual(ids(sortProducts(men)));
    expect(requests()).toEqual(['GET /api/extensions', 'GET /api/shop/products/get?category=men']);
  });

  it('filters here against a plain backend, which is asked only what the contract knows', async () => {
    backend({ extensions: false });
    const { result } = renderApiHook(() => useProductListing({ filters }));
    await waitFor(() => expect(result.current.mode).toBe('local'));
    const plainProducts = result.current.catalogue ?? [];
    expect(ids(result.current.items)).toEqual(
      ids(sortProducts(filterProducts(plainProducts, filters))),
    );
    expect(result.current.total).toBeLessThan(plainProducts.length);
    expect(requests()).toEqual(['GET /api/extensions', 'GET /api/shop/products/get']);
  });
});

describe('useBestSellers', () => {
  const best = ids(sortProducts(fixtures.products, 'sales-hightolow').slice(0, 8));

  it('asks a paging backend for exactly the 8 best sellers, as cards', async () => {
    backend();
    const { result } = renderApiHook(() => useBestSellers());
    await waitFor(() => expect(ids(result.current.data ?? [])).toEqual(best));
    expect(requests()).toEqual([
      'GET /api/shop/products/get?sortBy=sales-hightolow&page=1&limit=8&fields=card',
    ]);
  });

  it('sorts the whole list by sales from a backend that ignores the extension', async () => {
    backend({ extensions: false });
    const { result } = renderApiHook(() => useBestSellers());
    await waitFor(() => expect(ids(result.current.data ?? [])).toEqual(best));
  });

  it('asks plainly when a backend refuses the best-sellers sort', async () => {
    backend({ extensions: false });
    server.use(
      http.get(url('/api/shop/products/get'), ({ request }) =>
        new URL(request.url).searchParams.get('sortBy') === 'sales-hightolow'
          ? HttpResponse.json({ success: false, message: 'Invalid sortBy' }, { status: 400 })
          : undefined,
      ),
    );
    const { result } = renderApiHook(() => useBestSellers(4));
    await waitFor(() => expect(ids(result.current.data ?? [])).toEqual(best.slice(0, 4)));
    expect(requests()).toEqual([
      'GET /api/shop/products/get?sortBy=sales-hightolow&page=1&limit=4&fields=card',
      'GET /api/shop/products/get',
    ]);
  });
});
