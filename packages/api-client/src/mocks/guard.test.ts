import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../contract';
import { fixtures } from './fixtures';
import { useMockServer } from './testing';

const { shopper, secondShopper } = fixtures.users;
const unauthorised = { status: 401, message: SERVER_MESSAGES.common.unauthorised };
const forbidden = { status: 403, message: SERVER_MESSAGES.common.accessDenied };

describe('session guard', () => {
  const { api, admin, store } = useMockServer();

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

  it("answers someone else's order details as if the order did not exist", async () => {
    store.signIn('shopper');
    const theirs = fixtures.orders.find((order) => order.userId === secondShopper.id);
    await expect(api.orders.details(theirs?._id ?? '')).rejects.toMatchObject({
      status: 404,
      message: SERVER_MESSAGES.orders.notFound,
    });
  });

  it('needs an admin for admin routes', async () => {
    await expect(admin.adminOrders.list()).rejects.toMatchObject(unauthorised);
    store.signIn('shopper');
    await expect(admin.adminOrders.list()).rejects.toMatchObject(forbidden);
    await expect(admin.adminProducts.fetchAll()).rejects.toMatchObject(forbidden);
    await expect(api.features.add({ image: 'https://cdn.example/b.png' })).rejects.toMatchObject(
      forbidden,
    );
    store.signIn('admin');
    await expect(admin.adminOrders.list()).resolves.toMatchObject({ success: true });
  });

  it('leaves public routes open to guests', async () => {
    await expect(api.products.list()).resolves.toMatchObject({ success: true });
    await expect(api.features.list()).resolves.toMatchObject({ success: true });
    await expect(api.reviews.list(fixtures.products[0]?._id ?? '')).resolves.toMatchObject({
      success: true,
    });
  });
});
