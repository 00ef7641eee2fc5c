// @vitest-environment jsdom
// The back office's mutation hooks share this file (one jsdom start-up); each has its own describe
// and its own small backend kept in the test.
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  BULK_ORDER_STATUS_MAX,
  type BulkOrderStatusPayload,
  type OrderStatus,
  type OrderStatusPayload,
} from '../../contract';
import type { FeatureImage, Product, ProductInput } from '../../contract/entities';
import type { FeatureImagePayload, SizeInput } from '../../contract/payloads';
import { ApiError } from '../../core/errors';
import { useAdminOrder, useAdminOrders } from '../hooks/adminOrders';
import { useAdminProducts } from '../hooks/adminProducts';
import { useFeatures } from '../hooks/features';
import { useProduct, useProducts } from '../hooks/products';
import { useSearch } from '../hooks/search';
import {
  makeProduct,
  rejectionOf,
  renderApiHook,
  settle,
  setupTestServer,
  url,
} from '../test-helpers';
import { useAdminOrderActions } from './adminOrders';
import { useAdminProductActions } from './adminProducts';
import { useFeatureActions } from './features';

const { server, count } = setupTestServer();

const LISTING_MEN = 'GET /api/shop/products/get?category=men&sortBy=price-lowtohigh';
const LISTING_ALL = 'GET /api/shop/products/get?sortBy=title-atoz';

function catalogueBackend() {
  let products: Product[] = [makeProduct({ _id: 'p1', title: 'Linen shirt' })];
  const find = (id: unknown) => products.find((product) => product._id === id);
  const list = () => HttpResponse.json({ success: true, data: products });
  server.use(
    http.get(url('/api/shop/products/get'), list),
    http.get(url('/api/admin/products/fetch-all'), list),
    http.get(url('/api/shop/search/:keyword'), list),
    http.get(url('/api/shop/products/get/:id'), ({ params }) => {
      const product = find(params.id);
      return product
        ? HttpResponse.json({ success: true, data: product })
        : HttpResponse.json({ success: false, message: 'Product not found!' }, { status: 404 });
    }),
    http.get(url('/api/common/feature/get'), () => HttpResponse.json({ success: true, data: [] })),
    http.post(url('/api/admin/products/add'), async ({ request }) => {
      const input = (await request.json()) as ProductInput;
      const product = makeProduct({ ...input, _id: 'p2', sizes: [] });
      products = [...products, product];
      return HttpResponse.json({ success: true, data: product }, { status: 201 });
    }),
    http.put(url('/api/admin/products/edit/:id'), async ({ params, request }) => {
      const input = (await request.json()) as ProductInput;
      products = products.map((product) =>
        product._id === params.id ? { ...product, title: input.title } : product,
      );
      return HttpResponse.json({ success: true, data: find(params.id) });
    }),
    http.delete(url('/api/admin/products/delete/:id'), ({ params }) => {
      products = products.filter((product) => product._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Product delete successfully' });
    }),
    http.post(url('/api/admin/products/:id/sizes'), async ({ params, request }) => {
      const { size, stock } = (await request.json()) as SizeInput;
      products = products.map((product) =>
        product._id === params.id
          ? { ...product, sizes: [...product.sizes, { _id: 's2', size, stock }] }
          : product,
      );
      return HttpResponse.json({ success: true, data: find(params.id) });
    }),
  );
}

function renderCatalogue() {
  return renderApiHook(() => ({
    men: useProducts({ filters: { category: ['men'] } }),
    all: useProducts({ sortBy: 'title-atoz' }),
    search: useSearch('linen'),
    product: useProduct('p1'),
    admin: useAdminProducts(),
    features: useFeatures(),
    actions: useAdminProductActions(),
  }));
}

const input = (title: string): ProductInput => ({
  image: 'https://img.test/p1.jpg',
  title,
  description: 'A shirt',
  category: 'men',
  brand: 'zara',
  price: 1200,
  salePrice: 0,
  totalStock: 12,
  sizes: [{ size: 'M', stock: 12 }],
});

async function loaded(result: {
  current: ReturnType<typeof renderCatalogue>['result']['current'];
}) {
  await waitFor(() =>
    expect([
      result.current.men.data?.length,
      result.current.all.data?.length,
      result.current.search.data?.length,
      result.current.product.data?._id,
      result.current.admin.data?.length,
      result.current.features.data,
    ]).toEqual([1, 1, 1, 'p1', 1, []]),
  );
}

describe('useAdminProductActions', () => {
  it('edit refreshes every listing, search and the admin grid, and stores the product', async () => {
    catalogueBackend();
    const { result } = renderCatalogue();
    await loaded(result);

    await act(() => result.current.actions.edit('p1', input('Oxford shirt')));

    expect(result.current.men.data?.[0]?.title).toBe('Oxford shirt');
    expect(result.current.all.data?.[0]?.title).toBe('Oxford shirt');
    expect(result.current.search.data?.[0]?.title).toBe('Oxford shirt');
    expect(result.current.admin.data?.[0]?.title).toBe('Oxford shirt');
    expect(result.current.product.data?.title).toBe('Oxford shirt');
    await settle();
    expect(count(LISTING_MEN)).toBe(2);
    expect(count(LISTING_ALL)).toBe(2);
    expect(count('GET /api/shop/search/linen')).toBe(2);
    expect(count('GET /api/admin/products/fetch-all')).toBe(2);
    // The edit response carries the product, so its own entry needs no request...
    expect(count('GET /api/shop/products/get/p1')).toBe(1);
    // ...and what has nothing to do with the catalogue is left alone.
    expect(count('GET /api/common/feature/get')).toBe(1);
  });

  it('add shows the new product in the listings and the admin grid', async () => {
    catalogueBackend();
    const { result } = renderCatalogue();
    await loaded(result);

    await act(() => result.current.actions.add(input('Wool coat')));

    expect(result.current.men.data?.map((product) => product.title)).toEqual([
      'Linen shirt',
      'Wool coat',
    ]);
    expect(result.current.admin.data).toHaveLength(2);
    expect(count('GET /api/shop/products/get/p1')).toBe(1);
  });

  it('addSize stores the product the server returns', async () => {
    catalogueBackend();
    const { result } = renderCatalogue();
    await loaded(result);

    await act(() => result.current.actions.addSize('p1', { size: 'L', stock: 3 }));

    expect(result.current.product.data?.sizes.map((size) => size.size)).toEqual(['M', 'L']);
    expect(count('GET /api/shop/products/get/p1')).toBe(1);
    expect(count('GET /api/admin/products/fetch-all')).toBe(2);
  });

  it('remove takes the product out of every list', async () => {
    catalogueBackend();
    const { result } = renderCatalogue();
    await loaded(result);

    await act(() => result.current.actions.remove('p1'));

    expect(result.current.men.data).toEqual([]);
    expect(result.current.search.data).toEqual([]);
    expect(result.current.admin.data).toEqual([]);
    expect(count('GET /api/shop/products/get/p1')).toBe(2);
  });

  it('rejects with the server message as an ApiError and refreshes nothing', async () => {
    catalogueBackend();
    server.use(
      http.put(url('/api/admin/products/edit/:id'), () =>
        HttpResponse.json({ success: false, message: 'Product not found' }, { status: 404 }),
      ),
    );
    const { result } = renderCatalogue();
    await loaded(result);

    // A failed call changes no state, so there is nothing to wrap in act().
    const error = await rejectionOf(result.current.actions.edit('p1', input('Oxford shirt')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('message', 'Product not found');
    await settle();
    expect(count(LISTING_MEN)).toBe(1);
    expect(count('GET /api/admin/products/fetch-all')).toBe(1);
  });
});

function adminOrderBackend() {
  const statuses: Record<string, OrderStatus> = { o1: 'pending', o2: 'pending' };
  const order = (id: string) => ({ _id: id, orderStatus: statuses[id] });
  server.use(
    http.get(url('/api/admin/orders/get'), () =>
      HttpResponse.json({ success: true, data: Object.keys(statuses).map(order) }),
    ),
    http.get(url('/api/admin/orders/details/:id'), ({ params }) =>
      HttpResponse.json({ success: true, data: order(String(params.id)) }),
    ),
    http.put(url('/api/admin/orders/update/:id'), async ({ params, request }) => {
      statuses[String(params.id)] = ((await request.json()) as OrderStatusPayload).orderStatus;
      return HttpResponse.json({ success: true, message: 'Order status is updated successfully!' });
    }),
  );
}

describe('useAdminOrderActions', () => {
  it('updateStatus reloads the list and that order, not the others', async () => {
    adminOrderBackend();
    const { result } = renderApiHook(() => ({
      list: useAdminOrders(),
      o1: useAdminOrder('o1'),
      o2: useAdminOrder('o2'),
      actions: useAdminOrderActions(),
    }));
    await waitFor(() =>
      expect([
        result.current.list.data?.length,
        result.current.o1.data?.orderStatus,
        result.current.o2.data?.orderStatus,
      ]).toEqual([2, 'pending', 'pending']),
    );

    let response: unknown;
    await act(async () => {
      response = await result.current.actions.updateStatus('o1', 'inShipping');
    });

    expect(response).toEqual({ success: true, message: 'Order status is updated successfully!' });
    expect(result.current.o1.data?.orderStatus).toBe('inShipping');
    expect(result.current.list.data?.[0]?.orderStatus).toBe('inShipping');
    await settle();
    expect(count('GET /api/admin/orders/get')).toBe(2);
    expect(count('GET /api/admin/orders/details/o1')).toBe(2);
    expect(count('GET /api/admin/orders/details/o2')).toBe(1);
  });

  it('updateStatusOfMany sends at most BULK_ORDER_STATUS_MAX orders a call and adds up the answers', async () => {
    const calls: string[][] = [];
    server.use(
      http.put(url('/api/admin/orders/bulk-status'), async ({ request }) => {
        const { orderIds } = (await request.json()) as BulkOrderStatusPayload;
        calls.push(orderIds);
        const [missing, ...updated] = orderIds;
        return HttpResponse.json({
          success: true,
          message: `${updated.length} of ${orderIds.length} orders updated`,
          data: { updated, failed: [{ orderId: missing, message: 'Order not found!' }] },
        });
      }),
    );
    const ids = Array.from({ length: BULK_ORDER_STATUS_MAX * 2 + 1 }, (_, i) => `o${i}`);
    const { result } = renderApiHook(() => useAdminOrderActions());
    const response = await result.current.updateStatusOfMany(ids, 'confirmed');
    expect(calls.map((call) => call.length)).toEqual([
      BULK_ORDER_STATUS_MAX,
      BULK_ORDER_STATUS_MAX,
      1,
    ]);
    expect(calls.flat()).toEqual(ids);
    expect(response.message).toBe(`${ids.length - 3} of ${ids.length} orders updated`);
    expect(response.data.failed.map((failure) => failure.orderId)).toEqual([
      'o0',
      `o${BULK_ORDER_STATUS_MAX}`,
      `o${BULK_ORDER_STATUS_MAX * 2}`,
    ]);
    expect(response.data.updated).toHaveLength(ids.length - 3);
  });

  it('rejects with the server message as an ApiError', async () => {
    server.use(
      http.put(url('/api/admin/orders/update/:id'), () =>
        HttpResponse.json({ success: false, message: 'Order not found!' }, { status: 404 }),
      ),
    );
    const { result } = renderApiHook(() => useAdminOrderActions());
    const error = await rejectionOf(result.current.updateStatus('o9', 'delivered'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('message', 'Order not found!');
  });
});

describe('useFeatureActions', () => {
  it('add and remove refetch the feature images', async () => {
    let images: FeatureImage[] = [];
    server.use(
      http.get(url('/api/common/feature/get'), () =>
        HttpResponse.json({ success: true, data: images }),
      ),
      http.post(url('/api/common/feature/add'), async ({ request }) => {
        const { image } = (await request.json()) as FeatureImagePayload;
        const feature = { _id: 'f1', image };
        images = [...images, feature];
        return HttpResponse.json({ success: true, data: feature }, { status: 201 });
      }),
      http.delete(url('/api/common/feature/delete/:id'), ({ params }) => {
        images = images.filter((entry) => entry._id !== params.id);
        return HttpResponse.json({ success: true, message: 'Feature image deleted' });
      }),
    );
    const { result } = renderApiHook(() => ({
      features: useFeatures(),
      actions: useFeatureActions(),
    }));
    await waitFor(() => expect(result.current.features.data).toEqual([]));

    await act(() => result.current.actions.add('https://img.test/banner.jpg'));
    expect(result.current.features.data).toEqual([
      { _id: 'f1', image: 'https://img.test/banner.jpg' },
    ]);

    await act(() => result.current.actions.remove('f1'));
    expect(result.current.features.data).toEqual([]);
    expect(count('GET /api/common/feature/get')).toBe(3);
  });
});
