import { describe, expect, it } from 'vitest';
import { unitPrice } from '../../contract';
import { fixtures } from '../fixtures';
import { useMockServer } from '../testing';

describe('product and search handlers', () => {
  const { api } = useMockServer();

  it('lists everything sorted by price, low to high, by default', async () => {
    const { data } = await api.products.list();
    expect(data).toHaveLength(fixtures.products.length);
    const prices = data.map(unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('honours category and brand comma lists', async () => {
    const { data } = await api.products.list({
      filters: { category: ['women', 'kids'], brand: ['levi', 'h&m'] },
    });
    expect(data.length).toBeGreaterThan(0);
    for (const product of data) {
      expect(['women', 'kids']).toContain(product.category);
      expect(['levi', 'h&m']).toContain(product.brand);
    }
  });

  it('sorts by title and by price, high to low', async () => {
    const byTitle = (await api.products.list({ sortBy: 'title-ztoa' })).data.map((p) => p.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => b.localeCompare(a)));
    const prices = (await api.products.list({ sortBy: 'price-hightolow' })).data.map(unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('returns details, or 404 for an unknown id', async () => {
    const product = fixtures.products[5];
    await expect(api.products.details(product?._id ?? '')).resolves.toMatchObject({
      data: { title: product?.title },
    });
    await expect(api.products.details('65b2a7c1ffffffffffffffff')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('searches title, description, brand and category case-insensitively', async () => {
    const jeans = (await api.search.products('LEVI JEANS')).data;
    expect(jeans.length).toBeGreaterThan(0);
    for (const product of jeans) expect(product.title).toMatch(/levi/i);
    const linen = (await api.search.products('linen')).data;
    expect(linen.some((p) => /linen/i.test(p.description) && !/linen/i.test(p.title))).toBe(true);
    const kids = (await api.search.products('kids hoodie')).data;
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((p) => p.category === 'kids')).toBe(true);
    const men = (await api.search.products('men')).data;
    expect(men.length).toBeGreaterThan(0);
    expect(men.some((p) => p.category === 'women')).toBe(false);
    expect((await api.search.products('tuxedo')).data).toEqual([]);
  });
});
