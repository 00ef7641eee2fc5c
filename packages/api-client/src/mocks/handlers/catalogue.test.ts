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
    const byTitle = (await api.products.list({ sortBy: 'title-ztoa' })).data.map((p) =>
      p.title.toLowerCase(),
    );
    expect(byTitle).toEqual([...byTitle].sort().reverse());
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
    const women = (await api.search.products('women')).data;
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((p) => p.category === 'women' || /women/i.test(p.title))).toBe(true);
    expect((await api.search.products('tuxedo')).data).toEqual([]);
  });

  it('finds nothing for keywords of three characters or fewer, as the shop never sends them', async () => {
    expect((await api.search.products('men')).data).toEqual([]);
    expect((await api.search.products('  tee ')).data).toEqual([]);
  });
});

describe('product list extensions', () => {
  const { api } = useMockServer();

  it('pages with a total, without overlap, and projects card fields', async () => {
    const all = (await api.products.list({ sortBy: 'title-atoz' })).data;
    const first = await api.products.list(
      { sortBy: 'title-atoz' },
      { page: 1, limit: 10, fields: 'card' },
    );
    const second = await api.products.list(
      { sortBy: 'title-atoz' },
      { page: 2, limit: 10, fields: 'card' },
    );
    expect(first).toMatchObject({ success: true, page: 1, limit: 10, total: all.length });
    expect([...first.data, ...second.data].map((p) => p._id)).toEqual(
      all.slice(0, 20).map((p) => p._id),
    );
    expect(first.data[0]).not.toHaveProperty('description');
    expect(first.data[0]).toHaveProperty('sizes');
  });

  it('sorts best sellers first', async () => {
    const { data } = await api.products.list({ sortBy: 'sales-hightolow' }, { page: 1, limit: 8 });
    const sales = data.map((p) => p.salesCount);
    expect(sales).toHaveLength(8);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(Math.max(...fixtures.products.map((p) => p.salesCount))).toBe(sales[0]);
  });

  it('refuses a page size over 100', async () => {
    await expect(api.products.list(undefined, { page: 1, limit: 101 })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid limit: Too big: expected number to be <=100',
    });
  });
});

describe('a backend that honours only the plain contract', () => {
  const { api } = useMockServer({ extensions: false });

  it('answers the whole list, with no total, whatever page is asked for', async () => {
    const answer = await api.products.list(undefined, { page: 2, limit: 5, fields: 'card' });
    expect(answer.total).toBeUndefined();
    expect(answer.data).toHaveLength(fixtures.products.length);
    expect(answer.data[0]).toHaveProperty('description');
  });
});
