import { describe, expect, it } from 'vitest';
import { CONFIRMATIONS, SERVER_MESSAGES, VALIDATION } from '../../contract';
import { averageReview } from '../../demo-data/reviews';
import { fixtures } from '../fixtures';
import { useMockServer } from '../testing';

const { shopper, secondShopper } = fixtures.users;
const newAddress = {
  address: '4 MG Road',
  city: 'Kochi',
  pincode: '682016',
  phone: '9000000000',
  notes: 'Weekends only',
};

describe('address handlers', () => {
  const { api, store } = useMockServer({ signedInAs: 'shopper' });

  it('adds, updates and deletes an address', async () => {
    const added = await api.addresses.add({ ...newAddress, userId: shopper.id });
    expect(added).toMatchObject({ message: CONFIRMATIONS.addressAdded, data: newAddress });
    const updated = await api.addresses.update(shopper.id, added.data._id, {
      ...newAddress,
      city: 'Ernakulam',
    });
    expect(updated.data.city).toBe('Ernakulam');
    await api.addresses.remove(shopper.id, added.data._id);
    expect((await api.addresses.get(shopper.id)).data).toHaveLength(2);
  });

  it('requires all five fields', async () => {
    await expect(
      api.addresses.add({ ...newAddress, pincode: '   ', userId: shopper.id }),
    ).rejects.toMatchObject({
      status: 400,
      message: SERVER_MESSAGES.addresses.incomplete(['pincode']),
    });
  });

  it('stops at three addresses', async () => {
    store.signIn('secondShopper');
    await expect(
      api.addresses.add({ ...newAddress, userId: secondShopper.id }),
    ).rejects.toMatchObject({ status: 400, message: VALIDATION.addressLimit });
  });
});

describe('wishlist handlers', () => {
  const { api } = useMockServer({ signedInAs: 'shopper' });
  const product = fixtures.products[1];
  const ref = { userId: shopper.id, productId: product?._id ?? '' };

  it('adds, checks and removes', async () => {
    expect((await api.wishlist.check(ref)).data.isInWishlist).toBe(false);
    const added = await api.wishlist.add(ref);
    expect(added.message).toBe(CONFIRMATIONS.wishlistAdded);
    // Newest first, as the server lists it.
    expect(added.data[0]).toMatchObject({ title: product?.title, brand: product?.brand });
    expect((await api.wishlist.check(ref)).data.isInWishlist).toBe(true);
    // Adding again is harmless and keeps one entry.
    const again = await api.wishlist.add(ref);
    expect(again.data.filter((item) => item.productId === ref.productId)).toHaveLength(1);
    const removed = await api.wishlist.remove(ref);
    expect(removed.message).toBe(CONFIRMATIONS.wishlistRemoved);
    expect((await api.wishlist.check(ref)).data.isInWishlist).toBe(false);
  });
});

describe('review handlers', () => {
  const { api, store } = useMockServer({ signedInAs: 'shopper' });

  it("adds a review and updates the product's averageReview", async () => {
    const product = store.products.find(
      (p) => !store.reviews.some((r) => r.productId === p._id && r.userId === shopper.id),
    );
    if (!product) throw new Error('no product to review');
    const added = await api.reviews.add({
      productId: product._id,
      userId: shopper.id,
      userName: shopper.userName,
      reviewMessage: 'Lovely fabric.',
      reviewValue: 5,
    });
    expect(added.message).toBe(CONFIRMATIONS.reviewAdded);
    expect(added.data.userName).toBe(shopper.userName);
    const { data } = await api.reviews.list(product._id);
    expect(data[0]?.reviewMessage).toBe('Lovely fabric.');
    const details = await api.products.details(product._id);
    expect(details.data.averageReview).toBe(averageReview(data));
    await expect(
      api.reviews.add({
        productId: product._id,
        userId: shopper.id,
        userName: shopper.userName,
        reviewMessage: 'Again',
        reviewValue: 4,
      }),
    ).rejects.toMatchObject({ status: 409, message: SERVER_MESSAGES.reviews.duplicate });
  });

  it('validates the rating and the message', async () => {
    const base = {
      productId: fixtures.products[0]?._id ?? '',
      userId: shopper.id,
      userName: shopper.userName,
    };
    await expect(
      api.reviews.add({ ...base, reviewMessage: 'ok', reviewValue: 6 }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Invalid reviewValue: Too big: expected number to be <=5',
    });
    await expect(
      api.reviews.add({ ...base, reviewMessage: '  ', reviewValue: 3 }),
    ).rejects.toMatchObject({ status: 400, message: 'Invalid reviewMessage: is required' });
  });
});
