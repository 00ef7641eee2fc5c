import {
  CARD_FIELDS,
  CONFIRMATIONS,
  DEFAULT_PAGE_LIMIT,
  PRODUCT_SORT_KEYS,
  type Product,
  sortProducts,
  unitPrice,
  VALIDATION,
} from '@atelier/api-client';
import { BANNER_COUNT, CURATED_CATALOGUE } from '@atelier/api-client/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, PUBLIC_URL, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  // The whole curated catalogue: every category and brand, and every stock state.
  t = await createTestServer({ products: CURATED_CATALOGUE.length });
});
afterAll(() => t.close());

const productInput = {
  image: 'https://cdn.example/jacket.png',
  title: 'Storm Parka',
  description: 'Warm and waterproof',
  category: 'women',
  brand: 'zara',
  price: 4999,
  salePrice: 3999,
  totalStock: 0,
  sizes: [
    { size: 'S', stock: 3 },
    { size: 'M', stock: 4 },
  ],
};

describe('shop products', () => {
  it('lists with category and brand filters and every sort', async () => {
    const c = t.client();
    const all = (await c.get('/api/shop/products/get')).body.data as Product[];
    expect(all.length).toBe(CURATED_CATALOGUE.length);
    const prices = all.map(unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await c.get('/api/shop/products/get?sortBy=price-hightolow')).body.data.map(
      unitPrice,
    );
    expect(desc).toEqual([...desc].sort((a: number, b: number) => b - a));
    const az = (await c.get('/api/shop/products/get?sortBy=title-atoz')).body.data.map(
      (p: Product) => p.title.toLowerCase(),
    );
    expect(az).toEqual([...az].sort());
    const za = (await c.get('/api/shop/products/get?sortBy=title-ztoa')).body.data.map(
      (p: Product) => p.title.toLowerCase(),
    );
    expect(za).toEqual([...za].sort().reverse());
    const filtered = (await c.get('/api/shop/products/get?category=men,kids&brand=nike,h%26m')).body
      .data as Product[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(
      filtered.every(
        (p) => ['men', 'kids'].includes(p.category) && ['nike', 'h&m'].includes(p.brand),
      ),
    ).toBe(true);
    expect((await c.get('/api/shop/products/get?category=aliens')).status).toBe(400);
    expect((await c.get('/api/shop/products/get?sortBy=random')).status).toBe(400);
  });

  it('the seed has all categories, six brands, sale, low-stock and sold-out items, shop-like images', async () => {
    const all = (await t.client().get('/api/shop/products/get')).body.data as Product[];
    expect(new Set(all.map((p) => p.category))).toEqual(new Set(['men', 'women', 'kids']));
    expect(new Set(all.map((p) => p.brand)).size).toBe(6);
    expect(all.some((p) => p.salePrice > 0)).toBe(true);
    expect(all.some((p) => p.totalStock > 0 && p.totalStock < 10)).toBe(true);
    expect(all.some((p) => p.totalStock === 0)).toBe(true);
    const image = all[0]?.image ?? '';
    expect(image.startsWith(`${PUBLIC_URL}/media/garments/`)).toBe(true);
    const photo = await t.app.fetch(new Request(image));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    const drawing = await t.client().get(image.slice(PUBLIC_URL.length).replace(/webp$/, 'svg'));
    expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
    expect(drawing.text).toContain('<svg');
    expect(drawing.text).not.toMatch(/<script/i);
  });

  it('details, 404 for unknown ids', async () => {
    const id = t.seeded.productIds[0] as string;
    const res = await t.client().get(`/api/shop/products/get/${id}`);
    expect(res.body.data._id).toBe(id);
    expect(res.body.data.sizes[0]).toEqual({
      _id: expect.any(String),
      size: expect.any(String),
      stock: expect.any(Number),
    });
    expect((await t.client().get('/api/shop/products/get/does-not-exist')).status).toBe(404);
  });

  it('pages the list when asked (extension 1): LIMIT/OFFSET pages of the sorted list, cards, total', async () => {
    const c = t.client();
    const all = (await c.get('/api/shop/products/get?category=men,women')).body.data as Product[];
    for (const sortBy of PRODUCT_SORT_KEYS) {
      const expected = sortProducts(all, sortBy).map((p) => p._id);
      const seen: string[] = [];
      for (let number = 1; seen.length < expected.length; number += 1) {
        const res = await c.get(
          `/api/shop/products/get?category=women,men&sortBy=${sortBy}&page=${number}&limit=7&fields=card`,
        );
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          success: true,
          page: number,
          limit: 7,
          total: all.length,
        });
        expect(res.body.data.length).toBeGreaterThan(0);
        for (const card of res.body.data)
          expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS].sort());
        seen.push(...res.body.data.map((p: Product) => p._id));
      }
      expect(seen, sortBy).toEqual(expected);
    }
    // A limit alone is page 1; a page alone has the default size.
    const first = await c.get('/api/shop/products/get?limit=3');
    expect(first.body).toMatchObject({ page: 1, limit: 3, total: CURATED_CATALOGUE.length });
    expect(first.body.data[0]).toHaveProperty('description');
    expect((await c.get('/api/shop/products/get?page=2')).body.limit).toBe(DEFAULT_PAGE_LIMIT);
    // Without paging parameters: the plain answer, unchanged.
    expect(Object.keys((await c.get('/api/shop/products/get')).body)).toEqual(['success', 'data']);
    for (const bad of ['limit=101', 'limit=0', 'page=0', 'page=x', 'page=1.5', 'limit=-3']) {
      const res = await c.get(`/api/shop/products/get?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toMatch(/^Invalid (page|limit): /);
    }
  });

  it('pages answer from the cache and see an admin’s change at once', async () => {
    const c = t.client();
    const url = '/api/shop/products/get?sortBy=sales-hightolow&page=1&limit=1&fields=card';
    const top = (await c.get(url)).body.data[0] as Product;
    expect((await c.get(url)).body.data[0]).toEqual(top);
    const { client } = await t.admin();
    const edited = await client.put(`/api/admin/products/edit/${top._id}`, {
      ...(await c.get(`/api/shop/products/get/${top._id}`)).body.data,
      title: 'Renamed Best Seller',
    });
    expect(edited.status).toBe(200);
    expect((await c.get(url)).body.data[0].title).toBe('Renamed Best Seller');
  });

  it('searches title, description, brand and category; short keywords match nothing', async () => {
    const c = t.client();
    const byTitle = (await c.get('/api/shop/search/Hoodie')).body.data as Product[];
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((p) => /hoodie/i.test(`${p.title} ${p.description}`))).toBe(true);
    const byBrand = (await c.get('/api/shop/search/puma')).body.data as Product[];
    expect(byBrand.some((p) => p.brand === 'puma')).toBe(true);
    const byCategory = (await c.get('/api/shop/search/kids')).body.data as Product[];
    expect(byCategory.some((p) => p.category === 'kids')).toBe(true);
    const byDescription = (await c.get('/api/shop/search/fleece')).body.data as Product[];
    expect(byDescription.length).toBeGreaterThan(0);
    expect((await c.get('/api/shop/search/abc')).body.data).toEqual([]);
    expect((await c.get(`/api/shop/search/${encodeURIComponent('%%%%')}`)).body.data).toEqual([]);
    expect((await c.get(`/api/shop/search/${'x'.repeat(200)}`)).status).toBe(400);
  });
});

describe('admin products and sizes', () => {
  it('adds, lists, edits and deletes; totalStock follows sizes; averageReview is not writable', async () => {
    const { client } = await t.admin();
    const add = await client.post('/api/admin/products/add', { ...productInput, averageReview: 5 });
    expect(add.status).toBe(201);
    expect(add.body.message).toBe(CONFIRMATIONS.productAdded);
    const created = add.body.data as Product;
    expect(created).toMatchObject({
      title: 'Storm Parka',
      totalStock: 7,
      averageReview: 0,
      salesCount: 0,
      price: 4999,
      salePrice: 3999,
    });

    const all = (await client.get('/api/admin/products/fetch-all')).body.data as Product[];
    expect(all.some((p) => p._id === created._id)).toBe(true);

    const sizeM = created.sizes.find((s) => s.size === 'M');
    const edit = await client.put(`/api/admin/products/edit/${created._id}`, {
      ...productInput,
      title: 'Storm Parka II',
      salePrice: '0',
      price: '5499',
      sizes: [
        { _id: sizeM?._id, size: 'M', stock: 10 },
        { size: 'L', stock: 1 },
      ],
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({
      title: 'Storm Parka II',
      price: 5499,
      salePrice: 0,
      totalStock: 11,
    });
    expect(edit.body.data.sizes.find((s: { size: string }) => s.size === 'M')?._id).toBe(
      sizeM?._id,
    );
    expect(edit.body.data.sizes.map((s: { size: string }) => s.size)).toEqual(['M', 'L']);

    expect((await client.put('/api/admin/products/edit/missing', productInput)).status).toBe(404);
    expect(
      (await client.post('/api/admin/products/add', { ...productInput, salePrice: 6000 })).status,
    ).toBe(400);
    expect(
      (
        await client.post('/api/admin/products/add', {
          ...productInput,
          sizes: [
            { size: 'S', stock: 1 },
            { size: 's', stock: 2 },
          ],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await client.post('/api/admin/products/add', {
          ...productInput,
          image: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);

    const del = await client.delete(`/api/admin/products/delete/${created._id}`);
    expect(del.body).toEqual({ success: true, message: CONFIRMATIONS.productDeleted });
    expect((await client.delete(`/api/admin/products/delete/${created._id}`)).status).toBe(404);
  });

  it('an edit without sizes keeps every size and its stock; with sizes it replaces them', async () => {
    const { client } = await t.admin();
    const created = (await client.post('/api/admin/products/add', productInput)).body
      .data as Product;
    const { sizes: _omitted, ...withoutSizes } = productInput;
    const edit = await client.put(`/api/admin/products/edit/${created._id}`, {
      ...withoutSizes,
      title: 'Storm Parka Lite',
      totalStock: 0,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ title: 'Storm Parka Lite', totalStock: 7 });
    expect(edit.body.data.sizes).toEqual(created.sizes);
    const listed = (await client.get('/api/admin/products/fetch-all')).body.data as Product[];
    expect(listed.find((p) => p._id === created._id)?.sizes).toEqual(created.sizes);

    const replaced = await client.put(`/api/admin/products/edit/${created._id}`, {
      ...withoutSizes,
      sizes: [{ size: 'XL', stock: 2 }],
    });
    expect(replaced.body.data.sizes.map((s: { size: string }) => s.size)).toEqual(['XL']);
    expect(replaced.body.data.totalStock).toBe(2);
  });

  it('size routes add, update and delete a size and return the updated product', async () => {
    const { client } = await t.admin();
    const created = (await client.post('/api/admin/products/add', productInput)).body
      .data as Product;
    const added = await client.post(`/api/admin/products/${created._id}/sizes`, {
      size: 'XL',
      stock: 6,
    });
    expect(added.status).toBe(201);
    expect(added.body.data.totalStock).toBe(13);
    expect(
      (await client.post(`/api/admin/products/${created._id}/sizes`, { size: 'XL', stock: 1 }))
        .status,
    ).toBe(409);
    const xl = (added.body.data as Product).sizes.find((s) => s.size === 'XL');
    const updated = await client.put(`/api/admin/products/${created._id}/sizes/${xl?._id}`, {
      stock: 0,
    });
    expect(updated.body.data.totalStock).toBe(7);
    const removed = await client.delete(`/api/admin/products/${created._id}/sizes/${xl?._id}`);
    expect(removed.body.data.sizes.map((s: { size: string }) => s.size)).toEqual(['S', 'M']);
    expect(
      (await client.delete(`/api/admin/products/${created._id}/sizes/${xl?._id}`)).status,
    ).toBe(404);
    expect(
      (await client.put(`/api/admin/products/${created._id}/sizes/${xl?._id}`, { stock: -1 }))
        .status,
    ).toBe(400);
  });
});

describe('feature images', () => {
  it('lists seeded banners; the admin adds and deletes', async () => {
    const list = await t.client().get('/api/common/feature/get');
    expect(list.body.data.length).toBe(BANNER_COUNT);
    expect(list.body.data[0].image).toMatch(/\/media\/banners\/banner-0\.svg$/);
    const { client } = await t.admin();
    const add = await client.post('/api/common/feature/add', {
      image: 'https://cdn.example/banner.png',
    });
    expect(add.status).toBe(201);
    expect(add.body.data).toEqual({
      _id: expect.any(String),
      image: 'https://cdn.example/banner.png',
    });
    expect((await client.delete(`/api/common/feature/delete/${add.body.data._id}`)).status).toBe(
      200,
    );
    expect((await client.delete(`/api/common/feature/delete/${add.body.data._id}`)).status).toBe(
      404,
    );
  });
});

describe('reviews', () => {
  it("adds reviews under the account's own name and updates averageReview", async () => {
    const productId = t.seeded.productIds[3] as string;
    const a = await t.newShopper('Reviewer A');
    const b = await t.newShopper('Reviewer B');
    const first = await a.client.post('/api/shop/review/add', {
      productId,
      userId: a.user.id,
      userName: 'Mallory',
      reviewMessage: 'Great',
      reviewValue: 5,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ userName: 'Reviewer A', reviewValue: 5 });
    await b.client.post('/api/shop/review/add', {
      productId,
      userId: b.user.id,
      userName: 'B',
      reviewMessage: 'Okay',
      reviewValue: 2,
    });
    const product = (await t.client().get(`/api/shop/products/get/${productId}`)).body
      .data as Product;
    expect(product.averageReview).toBe(3.5);
    const list = (await t.client().get(`/api/shop/review/${productId}`)).body.data;
    expect(list).toHaveLength(2);
    expect(
      (
        await a.client.post('/api/shop/review/add', {
          productId,
          userId: a.user.id,
          userName: 'A',
          reviewMessage: 'Again',
          reviewValue: 4,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await a.client.post('/api/shop/review/add', {
          productId,
          userId: a.user.id,
          userName: 'A',
          reviewMessage: 'Bad',
          reviewValue: 6,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await a.client.post('/api/shop/review/add', {
          productId,
          userId: a.user.id,
          userName: 'A',
          reviewMessage: '   ',
          reviewValue: 3,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await a.client.post('/api/shop/review/add', {
          productId: 'missing',
          userId: a.user.id,
          userName: 'A',
          reviewMessage: 'x',
          reviewValue: 3,
        })
      ).status,
    ).toBe(404);
  });
});

describe('wishlist', () => {
  it('adds, checks, lists and removes', async () => {
    const { client, user } = await t.newShopper('Wisher');
    const productId = t.seeded.productIds[1] as string;
    const add = await client.post('/api/shop/wishlist/add', { userId: user.id, productId });
    expect(add.body.message).toBe(CONFIRMATIONS.wishlistAdded);
    expect(add.body.data[0]).toEqual({
      productId,
      image: expect.any(String),
      title: expect.any(String),
      price: expect.any(Number),
      salePrice: expect.any(Number),
      category: expect.any(String),
      brand: expect.any(String),
      averageReview: expect.any(Number),
    });
    await client.post('/api/shop/wishlist/add', { userId: user.id, productId });
    expect((await client.get(`/api/shop/wishlist/get/${user.id}`)).body.data).toHaveLength(1);
    expect(
      (await client.get(`/api/shop/wishlist/check/${user.id}/${productId}`)).body.data,
    ).toEqual({ isInWishlist: true });
    const removed = await client.delete(`/api/shop/wishlist/remove/${user.id}/${productId}`);
    expect(removed.body).toMatchObject({
      success: true,
      message: CONFIRMATIONS.wishlistRemoved,
      data: [],
    });
    expect(
      (await client.get(`/api/shop/wishlist/check/${user.id}/${productId}`)).body.data.isInWishlist,
    ).toBe(false);
    expect(
      (await client.post('/api/shop/wishlist/add', { userId: user.id, productId: 'missing' }))
        .status,
    ).toBe(404);
  });
});

describe('addresses', () => {
  it('adds up to three, updates and deletes', async () => {
    const { client, user } = await t.newShopper('Homer');
    const body = {
      userId: user.id,
      address: '742 Evergreen',
      city: 'Springfield',
      pincode: '12345',
      phone: '5550100',
      notes: 'Back door',
    };
    const first = await client.post('/api/shop/address/add', body);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ ...body, _id: expect.any(String) });
    await client.post('/api/shop/address/add', body);
    await client.post('/api/shop/address/add', body);
    const fourth = await client.post('/api/shop/address/add', body);
    expect(fourth.status).toBe(400);
    expect(fourth.body.message).toBe(VALIDATION.addressLimit);
    expect((await client.post('/api/shop/address/add', { ...body, city: '   ' })).status).toBe(400);

    const id = first.body.data._id;
    const update = await client.put(`/api/shop/address/update/${user.id}/${id}`, {
      address: '1 New Road',
      city: 'Shelbyville',
      pincode: '54321',
      phone: '5550199',
      notes: '' + 'Front',
    });
    expect(update.body.data).toMatchObject({ address: '1 New Road', city: 'Shelbyville' });
    expect(
      (await client.put(`/api/shop/address/update/${user.id}/${id}`, { ...body, city: ' ' }))
        .status,
    ).toBe(400);
    expect((await client.get(`/api/shop/address/get/${user.id}`)).body.data).toHaveLength(3);
    expect((await client.delete(`/api/shop/address/delete/${user.id}/${id}`)).body.message).toBe(
      CONFIRMATIONS.addressDeleted,
    );
    expect((await client.delete(`/api/shop/address/delete/${user.id}/${id}`)).status).toBe(404);
  });
});
