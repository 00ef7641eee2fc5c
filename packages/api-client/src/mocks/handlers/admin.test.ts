import { describe, expect, it } from 'vitest';
import { CONFIRMATIONS, type ProductInput, SERVER_MESSAGES } from '../../contract';
import { fixtures } from '../fixtures';
import { useMockServer } from '../testing';

const input: ProductInput = {
  image: 'data:image/png;base64,AAAA',
  title: 'Puma Velocity Running Tee',
  description: 'Lightweight running tee.',
  category: 'men',
  brand: 'puma',
  price: 1499,
  salePrice: 0,
  totalStock: 0,
  sizes: [
    { size: 'M', stock: 4 },
    { size: 'L', stock: 6 },
  ],
};

describe('admin product handlers', () => {
  const { api, admin } = useMockServer({ signedInAs: 'admin' });

  it('adds, edits and deletes products', async () => {
    const added = await admin.adminProducts.add(input);
    expect(added.message).toBe(CONFIRMATIONS.productAdded);
    expect(added.data).toMatchObject({ title: input.title, totalStock: 10, salesCount: 0 });
    expect(added.data.sizes.every((size) => /^[0-9a-f]{24}$/.test(size._id))).toBe(true);
    const edited = await admin.adminProducts.edit(added.data._id, { ...input, salePrice: 999 });
    expect(edited.data.salePrice).toBe(999);
    await admin.adminProducts.remove(added.data._id);
    await expect(api.products.details(added.data._id)).rejects.toMatchObject({ status: 404 });
  });

  it('rejects incomplete products', async () => {
    await expect(admin.adminProducts.add({ ...input, title: ' ' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid title: is required',
    });
    await expect(
      admin.adminProducts.add({ ...input, brand: 'gucci' as ProductInput['brand'] }),
    ).rejects.toMatchObject({
      status: 400,
      message:
        'Invalid brand: Invalid option: expected one of "nike"|"adidas"|"puma"|"levi"|"zara"|"h&m"',
    });
    await expect(admin.adminProducts.add({ ...input, salePrice: 1499 })).rejects.toMatchObject({
      status: 400,
      message: `Invalid salePrice: ${SERVER_MESSAGES.adminProducts.salePriceTooHigh}`,
    });
  });

  it('manages sizes and recomputes totalStock', async () => {
    const product = fixtures.products[0];
    if (!product) throw new Error('no product');
    const withXxl = await admin.adminProducts.addSize(product._id, { size: 'XXL', stock: 5 });
    expect(withXxl.data.totalStock).toBe(product.totalStock + 5);
    const xxl = withXxl.data.sizes.find((size) => size.size === 'XXL');
    const updated = await admin.adminProducts.updateSize(product._id, xxl?._id ?? '', { stock: 1 });
    expect(updated.data.totalStock).toBe(product.totalStock + 1);
    const removed = await admin.adminProducts.removeSize(product._id, xxl?._id ?? '');
    expect(removed.data.totalStock).toBe(product.totalStock);
    await expect(
      admin.adminProducts.addSize(product._id, { size: product.sizes[0]?.size ?? '', stock: 1 }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('uploads images from the my_file field and refuses other files', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const uploaded = await admin.adminProducts.uploadImage(png, 'shot.png');
    expect(uploaded.result.url).toBe('data:image/png;base64,iVBORw==');
    // A photo's data URL is far longer than a URL may be: the product keeps it all the same.
    const photo = new Blob([new Uint8Array(20_000).fill(7)], { type: 'image/webp' });
    const { url } = (await admin.adminProducts.uploadImage(photo, 'photo.webp')).result;
    expect(url.length).toBeGreaterThan(20_000);
    const added = await admin.adminProducts.add({ ...input, image: url });
    expect(added.data.image).toBe(url);
    await expect(admin.adminProducts.add({ ...input, image: 'tee.png' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid image: must be an http(s) URL',
    });
    const text = new Blob(['hello'], { type: 'text/plain' });
    await expect(admin.adminProducts.uploadImage(text, 'notes.txt')).rejects.toMatchObject({
      status: 415,
      message: SERVER_MESSAGES.uploads.unsupportedType,
    });
  });
});

describe('admin order and feature handlers', () => {
  const { api, admin } = useMockServer({ signedInAs: 'admin' });

  it('lists every order and updates a status', async () => {
    const { data } = await admin.adminOrders.list();
    expect(data).toHaveLength(fixtures.orders.length);
    const order = data.find((entry) => entry.orderStatus === 'pending');
    if (!order) throw new Error('no pending order');
    const result = await admin.adminOrders.updateStatus(order._id, { orderStatus: 'inShipping' });
    expect(result).toEqual({ success: true, message: SERVER_MESSAGES.adminOrders.statusUpdated });
    expect((await admin.adminOrders.details(order._id)).data.orderStatus).toBe('inShipping');
    await expect(
      admin.adminOrders.updateStatus(order._id, { orderStatus: 'lost' as 'pending' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(admin.adminOrders.details('65b2a7c1ffffffffffffffff')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('adds and deletes feature images', async () => {
    const added = await api.features.add({ image: 'https://cdn.example/banner.png' });
    expect((await api.features.list()).data).toHaveLength(fixtures.featureImages.length + 1);
    await api.features.remove(added.data._id);
    expect((await api.features.list()).data).toHaveLength(fixtures.featureImages.length);
    await expect(api.features.remove(added.data._id)).rejects.toMatchObject({ status: 404 });
  });
});
