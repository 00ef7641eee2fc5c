import { describe, expect, it } from 'vitest';
import { fixtures } from './fixtures';
import { useMockServer } from './testing';

const { shopper, secondShopper } = fixtures.users;
const unauthorised = { status: 401, message: 'Unauthorised user!' };
const forbidden = { status: 403, message: 'Forbidden' };

describe('session guard', () => {
  const { api, store } = useMockServer();

  it('answers 401 to user routes without a session', async () => {
    await expect(api.cart.get(shopper.id)).rejects.toMatchObject(unauthorised);
    await expect(api.orders.list(shopper.id)).rejects.toMatchObject(unauthorised);
    await expect(api.auth.checkAuth()).rejects.toMatchObject(unauthorised);
  });

  it("answers 403 when the path names someone else's id", async () => {
    store.signIn('shopper');
    await expect(api.addresses.get(secondShopper.id)).rejects.toMatchObject(forbidden);
    await expect(
      api.wishlist.check({ userId: secondShopper.id, productId: 'x' }),
    ).rejects.toMatchObject(forbidden);
  });

  it("answers 403 when the body names someone else's id", async () => {
    store.signIn('shopper');
    const product = fixtures.products[0];
    await expect(
      api.wishlist.add({ userId: secondShopper.id, productId: product?._id ?? '' }),
    ).rejects.toMatchObject(forbidden);
  });

  it("keeps a shopper out of someone else's order details", async () => {
    store.signIn('shopper');
    const theirs = fixtures.orders.find((order) => order.userId === secondShopper.id);
    await expect(api.orders.details(theirs?._id ?? '')).rejects.toMatchObject(forbidden);
  });

  it('needs an admin for admin routes', async () => {
    await expect(api.adminOrders.list()).rejects.toMatchObject(unauthorised);
    store.signIn('shopper');
    await expect(api.adminOrders.list()).rejects.toMatchObject(forbidden);
    await expect(api.adminProducts.fetchAll()).rejects.toMatchObject(forbidden);
    await expect(api.features.add({ image: 'data:,' })).rejects.toMatchObject(forbidden);
    store.signIn('admin');
    await expect(api.adminOrders.list()).resolves.toMatchObject({ success: true });
  });

  it('leaves public routes open to guests', async () => {
    await expect(api.products.list()).resolves.toMatchObject({ success: true });
    await expect(api.features.list()).resolves.toMatchObject({ success: true });
    await expect(api.reviews.list(fixtures.products[0]?._id ?? '')).resolves.toMatchObject({
      success: true,
    });
  });
});
