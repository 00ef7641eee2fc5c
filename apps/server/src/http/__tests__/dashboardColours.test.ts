import type { DashboardFigures, Product } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 3 });
});
afterAll(() => t.close());

/** M sold out in Red while Blue has every size: the product's own M still has 6. */
const TEE = {
  image: 'https://example.test/a.jpg',
  title: 'Red and Blue Tee',
  description: 'Soft cotton.',
  category: 'men',
  brand: 'nike',
  price: 900,
  salePrice: 0,
  totalStock: 0,
  sizes: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 0 },
  ],
  colours: [
    {
      name: 'Red',
      swatch: '#b8322f',
      sizes: [
        { size: 'S', stock: 12 },
        { size: 'M', stock: 0 },
      ],
    },
    {
      name: 'Blue',
      swatch: '#233a6b',
      sizes: [
        { size: 'S', stock: 12 },
        { size: 'M', stock: 6 },
      ],
    },
  ],
};

describe('the restock table with colours (admin-dashboard, product-colours)', () => {
  it('lists a size sold out in one colour only, names the colour, and drops it once restocked', async () => {
    const { client } = await t.admin();
    const figures = async () =>
      (await client.get('/api/admin/dashboard?period=today')).body.data as DashboardFigures;
    const before = await figures();
    const added = await client.post('/api/admin/products/add', TEE);
    expect(added.status).toBe(201);
    const product = added.body.data as Product;
    expect(product.sizes.find((entry) => entry.size === 'M')?.stock).toBe(6);

    const after = await figures();
    expect(after.stockAlertCount).toBe(before.stockAlertCount + 2);
    // Red (one size out) ranks among the ten shown; Blue (one low) is counted.
    const red = (figures: DashboardFigures) =>
      figures.stockAlerts.filter(
        (alert) => alert.productId === product._id && alert.colour === 'Red',
      );
    expect(red(after)).toEqual([
      { productId: product._id, title: TEE.title, colour: 'Red', outOfStock: ['M'], lowStock: [] },
    ]);

    const m = product.sizes.find((entry) => entry.size === 'M')?._id;
    const restocked = await client.put(`/api/admin/products/${product._id}/sizes/${m}`, {
      stock: 20,
      colour: 'Red',
    });
    expect(restocked.status).toBe(200);
    const later = await figures();
    expect(red(later)).toEqual([]);
    expect(later.stockAlertCount).toBe(before.stockAlertCount + 1);
  });
});
