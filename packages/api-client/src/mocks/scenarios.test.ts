import { describe, expect, it } from 'vitest';
import { fixtures } from './fixtures';
import { scenarios } from './scenarios';
import { useMockServer } from './testing';

const { shopper } = fixtures.users;

describe('scenarios', () => {
  const { api, server } = useMockServer({ signedInAs: 'shopper' });

  it('empty: every list succeeds with nothing in it', async () => {
    server.use(...scenarios.empty());
    expect((await api.products.list()).data).toEqual([]);
    expect((await api.cart.get(shopper.id)).data.items).toEqual([]);
    expect((await api.wishlist.get(shopper.id)).data).toEqual([]);
    expect((await api.wishlist.check({ userId: shopper.id, productId: 'x' })).data).toEqual({
      isInWishlist: false,
    });
    expect((await api.reviews.list('x')).data).toEqual([]);
    expect((await api.addresses.get(shopper.id)).data).toEqual([]);
    expect((await api.orders.list(shopper.id)).data).toEqual([]);
    expect((await api.search.products('jeans')).data).toEqual([]);
    expect((await api.features.list()).data).toEqual([]);
    expect((await api.adminOrders.list()).data).toEqual([]);
    expect((await api.adminProducts.fetchAll()).data).toEqual([]);
  });

  it('empty can be limited to one group', async () => {
    server.use(...scenarios.empty('orders'));
    expect((await api.orders.list(shopper.id)).data).toEqual([]);
    expect((await api.products.list()).data.length).toBeGreaterThan(0);
  });

  it('serverError: every call fails with the given status', async () => {
    server.use(...scenarios.serverError(503));
    await expect(api.products.list()).rejects.toMatchObject({
      status: 503,
      message: 'Internal server error',
      kind: 'http',
    });
    await expect(api.auth.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 503,
    });
  });

  it('serverError can be limited to one group', async () => {
    server.use(...scenarios.serverError(500, 'cart'));
    await expect(api.cart.get(shopper.id)).rejects.toMatchObject({ status: 500 });
    await expect(api.wishlist.get(shopper.id)).resolves.toMatchObject({ success: true });
  });

  it('networkFailure: calls fail without a response', async () => {
    server.use(...scenarios.networkFailure(['products', 'search']));
    await expect(api.products.list()).rejects.toMatchObject({ kind: 'network', status: 0 });
    await expect(api.search.products('jeans')).rejects.toMatchObject({ kind: 'network' });
    await expect(api.features.list()).resolves.toMatchObject({ success: true });
  });

  it('slow: delays, then answers from the regular handlers', async () => {
    server.use(...scenarios.slow(120));
    const started = performance.now();
    const { data } = await api.products.list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(data).toHaveLength(fixtures.products.length);
  });
});
