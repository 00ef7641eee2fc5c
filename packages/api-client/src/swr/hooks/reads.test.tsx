// @vitest-environment jsdom
// Every read hook is tested in this one file so the jsdom start-up is paid once, not per hook.
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors';
import { apiKeys } from '../keys';
import { makeProduct, renderApiHook, settle, setupTestServer, url } from '../test-helpers';
import type { ApiSWRResponse } from '../types';
import { useAddresses } from './addresses';
import { useAdminOrder, useAdminOrders } from './adminOrders';
import { useAdminProducts } from './adminProducts';
import { useCart } from './cart';
import { useExtensions } from './extensions';
import { useFeatures } from './features';
import { useOrder, useOrders } from './orders';
import { useProduct, useProducts } from './products';
import { useReviews } from './reviews';
import { useSearch } from './search';
import { useSession } from './session';
import { useWishlist, useWishlistCheck } from './wishlist';

const { server, requests } = setupTestServer();

const user = { id: 'u1', userName: 'asha', email: 'asha@example.com', role: 'user' };

describe('useExtensions', () => {
  it('knows what the backend honours, and ignores names it does not know', async () => {
    server.use(
      http.get(url('/api/extensions'), () =>
        HttpResponse.json({ success: true, data: ['admin-password', 'teleport'] }),
      ),
    );
    const { result } = renderApiHook(() => useExtensions());
    expect(result.current.has('admin-password')).toBe(false);
    await waitFor(() => expect(result.current.isKnown).toBe(true));
    expect(result.current.has('admin-password')).toBe(true);
    expect(result.current.has('product-paging')).toBe(false);
  });

  it('takes a 404 (a backend that knows only spec section 7) as honouring none', async () => {
    server.use(
      http.get(url('/api/extensions'), () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    );
    const { result } = renderApiHook(() => useExtensions());
    await waitFor(() => expect(result.current.isKnown).toBe(true));
    expect(result.current.has('admin-password')).toBe(false);
  });
});

describe('useSession', () => {
  it('gives the logged-in user', async () => {
    server.use(
      http.get(url('/api/auth/check-auth'), () => HttpResponse.json({ success: true, user })),
    );
    const { result } = renderApiHook(() => useSession());
    await waitFor(() => expect(result.current.data).toEqual(user));
  });

  it('sends the cache-preventing headers', async () => {
    let cacheControl: string | null = null;
    server.use(
      http.get(url('/api/auth/check-auth'), ({ request }) => {
        cacheControl = request.headers.get('cache-control');
        return HttpResponse.json({ success: true, user });
      }),
    );
    const { result } = renderApiHook(() => useSession());
    await waitFor(() => expect(result.current.data).toEqual(user));
    expect(cacheControl).toContain('no-store');
  });

  it('treats a 401 as a guest, not as an error', async () => {
    server.use(
      http.get(url('/api/auth/check-auth'), () =>
        HttpResponse.json({ success: false, message: 'Unauthorised user!' }, { status: 401 }),
      ),
    );
    const { result } = renderApiHook(() => useSession());
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(result.current.error).toBeUndefined();
  });

  it('reports a failed check as an ApiError, so "unknown" is not mistaken for "guest"', async () => {
    server.use(
      http.get(url('/api/auth/check-auth'), () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const { result } = renderApiHook(() => useSession({ shouldRetryOnError: false }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error?.message).toBe('Database unavailable');
    expect(result.current.error?.status).toBe(503);
    expect(result.current.data).toBeUndefined();
  });
});

describe('useSearch', () => {
  it('searches for a keyword longer than 3 characters, trimmed', async () => {
    const shirt = makeProduct();
    server.use(
      http.get(url('/api/shop/search/:keyword'), ({ params }) =>
        HttpResponse.json({ success: true, data: params.keyword === 'shirt' ? [shirt] : [] }),
      ),
    );
    const { result } = renderApiHook(() => useSearch('  shirt  '));
    await waitFor(() => expect(result.current.data).toEqual([shirt]));
    expect(requests()).toEqual(['GET /api/shop/search/shirt']);
  });

  it.each(['', '   ', 'abc', '  ab  ', null, undefined])(
    'sends nothing for %j',
    async (keyword) => {
      const { result } = renderApiHook(() => useSearch(keyword));
      await settle();
      expect(requests()).toEqual([]);
      expect(result.current.data).toBeUndefined();
      expect(result.current.isLoading).toBe(false);
    },
  );

  it('clears the results when the keyword becomes too short', async () => {
    server.use(
      http.get(url('/api/shop/search/:keyword'), () =>
        HttpResponse.json({ success: true, data: [makeProduct()] }),
      ),
    );
    let keyword = 'denim';
    const { result, rerender } = renderApiHook(() => useSearch(keyword));
    await waitFor(() => expect(result.current.data).toHaveLength(1));

    keyword = 'den';
    rerender();
    expect(result.current.data).toBeUndefined();
    await settle();
    expect(requests()).toEqual(['GET /api/shop/search/denim']);
  });
});

describe('useProducts', () => {
  it('asks for the filters as comma lists and unwraps the list', async () => {
    const products = [makeProduct({ _id: 'p1' }), makeProduct({ _id: 'p2' })];
    server.use(
      http.get(url('/api/shop/products/get'), () =>
        HttpResponse.json({ success: true, data: products }),
      ),
    );
    const { result } = renderApiHook(() =>
      useProducts({ filters: { category: ['women', 'men'], brand: [] }, sortBy: 'title-atoz' }),
    );
    await waitFor(() => expect(result.current.data).toEqual(products));
    expect(requests()).toEqual(['GET /api/shop/products/get?category=men,women&sortBy=title-atoz']);
  });

  it('shares one request between equal queries written differently', async () => {
    server.use(
      http.get(url('/api/shop/products/get'), () =>
        HttpResponse.json({ success: true, data: [makeProduct()] }),
      ),
    );
    const { result } = renderApiHook(() => ({
      a: useProducts({ filters: { brand: ['nike', 'puma'] } }),
      b: useProducts({
        filters: { brand: ['puma', 'nike'], category: [] },
        sortBy: 'price-lowtohigh',
      }),
    }));
    await waitFor(() => expect(result.current.b.data).toHaveLength(1));
    expect(result.current.a.data).toBe(result.current.b.data);
    expect(requests()).toEqual([
      'GET /api/shop/products/get?brand=nike,puma&sortBy=price-lowtohigh',
    ]);
  });

  it('surfaces a failure as an ApiError carrying the server message', async () => {
    server.use(
      http.get(url('/api/shop/products/get'), () =>
        HttpResponse.json({ success: false, message: 'Catalogue is offline' }, { status: 500 }),
      ),
    );
    const { result } = renderApiHook(() => useProducts({}, { shouldRetryOnError: false }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error?.message).toBe('Catalogue is offline');
  });
});

describe('useProduct', () => {
  it('unwraps one product', async () => {
    const product = makeProduct({ _id: 'p7' });
    server.use(
      http.get(url('/api/shop/products/get/:id'), () =>
        HttpResponse.json({ success: true, data: product }),
      ),
    );
    const { result } = renderApiHook(() => useProduct('p7'));
    await waitFor(() => expect(result.current.data).toEqual(product));
  });

  it('sends nothing until there is an id', async () => {
    const { result } = renderApiHook(() => useProduct(null));
    await settle();
    expect(requests()).toEqual([]);
    expect(result.current.data).toBeUndefined();
  });
});

/** Each read hook, the path it must call, and what its response's `data` holds. */
const reads: Array<{ name: string; hook: () => { data?: unknown }; path: string }> = [
  { name: 'useCart', hook: () => useCart('u1'), path: '/api/shop/cart/get/u1' },
  { name: 'useWishlist', hook: () => useWishlist('u1'), path: '/api/shop/wishlist/get/u1' },
  { name: 'useReviews', hook: () => useReviews('p1'), path: '/api/shop/review/p1' },
  { name: 'useAddresses', hook: () => useAddresses('u1'), path: '/api/shop/address/get/u1' },
  { name: 'useOrders', hook: () => useOrders('u1'), path: '/api/shop/order/list/u1' },
  { name: 'useOrder', hook: () => useOrder('o1'), path: '/api/shop/order/details/o1' },
  { name: 'useFeatures', hook: () => useFeatures(), path: '/api/common/feature/get' },
  {
    name: 'useAdminProducts',
    hook: () => useAdminProducts(),
    path: '/api/admin/products/fetch-all',
  },
  { name: 'useAdminOrders', hook: () => useAdminOrders(), path: '/api/admin/orders/get' },
  { name: 'useAdminOrder', hook: () => useAdminOrder('o1'), path: '/api/admin/orders/details/o1' },
];

describe('read hooks', () => {
  it.each(reads)('$name calls its path and unwraps data', async ({ hook, path }) => {
    // Only the envelope matters here, so the payload is a marker rather than a real entity.
    const data = { marker: path };
    server.use(http.get(url(path), () => HttpResponse.json({ success: true, data })));
    const { result } = renderApiHook(hook);
    await waitFor(() => expect(result.current.data).toEqual(data));
    expect(requests()).toEqual([`GET ${path}`]);
  });

  it('useWishlistCheck unwraps the flag to a boolean', async () => {
    server.use(
      http.get(url('/api/shop/wishlist/check/u1/p1'), () =>
        HttpResponse.json({ success: true, data: { isInWishlist: true } }),
      ),
    );
    const { result } = renderApiHook(() => useWishlistCheck('u1', 'p1'));
    await waitFor(() => expect(result.current.data).toBe(true));
  });

  it('sends nothing for a guest or a missing id', async () => {
    const { result } = renderApiHook(() => [
      useCart(null),
      useWishlist(undefined),
      useWishlistCheck('u1', null),
      useWishlistCheck(null, 'p1'),
      useReviews(''),
      useAddresses(null),
      useOrders(null),
      useOrder(undefined),
      useAdminOrder(null),
    ]);
    await settle();
    expect(requests()).toEqual([]);
    expect(result.current.every((response) => response.data === undefined)).toBe(true);
    expect(result.current.some((response) => response.isLoading)).toBe(false);
  });
});

/** What the list cases read of a hook's answer. */
type ListRead = Pick<ApiSWRResponse<unknown>, 'data' | 'error' | 'isLoading'>;

/** Every list read and the empty value it shows when its load fails. */
const lists: Array<{
  name: string;
  hook: () => ListRead;
  path: string;
  empty: unknown;
}> = [
  { name: 'useProducts', hook: () => useProducts(), path: '/api/shop/products/get', empty: [] },
  {
    name: 'useSearch',
    hook: () => useSearch('linen shirt'),
    path: '/api/shop/search/:k',
    empty: [],
  },
  {
    name: 'useCart',
    hook: () => useCart('u1'),
    path: '/api/shop/cart/get/u1',
    empty: { _id: '', items: [] },
  },
  {
    name: 'useWishlist',
    hook: () => useWishlist('u1'),
    path: '/api/shop/wishlist/get/u1',
    empty: [],
  },
  { name: 'useReviews', hook: () => useReviews('p1'), path: '/api/shop/review/p1', empty: [] },
  {
    name: 'useAddresses',
    hook: () => useAddresses('u1'),
    path: '/api/shop/address/get/u1',
    empty: [],
  },
  { name: 'useOrders', hook: () => useOrders('u1'), path: '/api/shop/order/list/u1', empty: [] },
  { name: 'useFeatures', hook: () => useFeatures(), path: '/api/common/feature/get', empty: [] },
  {
    name: 'useAdminProducts',
    hook: () => useAdminProducts(),
    path: '/api/admin/products/fetch-all',
    empty: [],
  },
  {
    name: 'useAdminOrders',
    hook: () => useAdminOrders(),
    path: '/api/admin/orders/get',
    empty: [],
  },
];

describe('a list already in the cache', () => {
  it('renders once: the check that follows reads no loading state and changes nothing', async () => {
    const images = [{ _id: 'f1', image: 'http://api.test/media/banner-1.svg' }];
    server.use(
      http.get(url('/api/common/feature/get'), () =>
        HttpResponse.json({ success: true, data: images }),
      ),
    );
    let renders = 0;
    const { result } = renderApiHook(
      () => {
        renders += 1;
        const { data, isLoading } = useFeatures();
        return { data, isLoading };
      },
      { provider: () => new Map([[unstable_serialize(apiKeys.features()), { data: images }]]) },
    );
    expect(result.current).toEqual({ data: images, isLoading: false });
    await waitFor(() => expect(requests()).toHaveLength(1));
    await settle();
    expect(renders).toBe(1);
  });
});

describe('failed list loads leave the list empty (spec section 8)', () => {
  it.each(lists)('$name reads a 404 as an empty list, not an error', async ({ hook, path }) => {
    server.use(
      http.get(url(path), () =>
        HttpResponse.json({ success: false, message: 'No records found' }, { status: 404 }),
      ),
    );
    const { result } = renderApiHook(hook);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.error).toBeUndefined();
    expect(result.current.data).toMatchObject(path.includes('/cart/') ? { items: [] } : []);
  });

  it.each(lists)(
    '$name shows the empty list with the reason of a real failure and retries it quietly',
    async ({ hook, path, empty }) => {
      let calls = 0;
      server.use(
        http.get(url(path), () => {
          calls += 1;
          return HttpResponse.json({ success: false, message: 'Upstream down' }, { status: 503 });
        }),
      );
      const { result } = renderApiHook(hook, { errorRetryInterval: 10 });
      await waitFor(() => expect(result.current.error?.message).toBe('Upstream down'));
      expect(result.current.data).toEqual(empty);
      await waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
      // The retry does not bring the skeleton back.
      expect(result.current.isLoading).toBe(false);
      expect(result.current.data).toEqual(empty);
    },
  );

  it('does not retry a refusal that will not pass by itself', async () => {
    let calls = 0;
    server.use(
      http.get(url('/api/shop/order/list/u1'), () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'Access denied' }, { status: 403 });
      }),
    );
    const { result } = renderApiHook(() => useOrders('u1'), { errorRetryInterval: 10 });
    await waitFor(() => expect(result.current.error?.status).toBe(403));
    await settle();
    expect(calls).toBe(1);
    expect(result.current.data).toEqual([]);
  });
});
