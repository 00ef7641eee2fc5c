import { describe, expect, it } from 'vitest';
import { CONFIRMATIONS, type Product, STOCK, sizesForColour } from '../../contract';
import { fixtures } from '../fixtures';
import { useMockServer } from '../testing';

const { shopper } = fixtures.users;

function productWhere(test: (product: Product) => boolean): Product {
  const product = fixtures.products.find(test);
  if (!product) throw new Error('no fixture product matches');
  return product;
}

const plenty = productWhere((p) => p.sizes.every((size) => size.stock >= 4));
const partlySoldOut = productWhere(
  (p) => p.sizes.some((size) => size.stock === 0) && p.sizes.some((size) => size.stock > 2),
);

describe('cart handlers', () => {
  const { api, store } = useMockServer({ signedInAs: 'shopper' });

  it("returns the shopper's seeded cart with product details", async () => {
    const { data } = await api.cart.get(shopper.id);
    expect(data.userId).toBe(shopper.id);
    expect(data.items.length).toBeGreaterThanOrEqual(2);
    const [item] = data.items;
    const product = fixtures.products.find((entry) => entry._id === item?.productId);
    expect(item).toMatchObject({ title: product?.title, price: product?.price });
  });

  it('adds an item and merges repeat adds of the same size', async () => {
    const size = plenty.sizes[0]?.size ?? '';
    const body = { userId: shopper.id, productId: plenty._id, quantity: 1, selectedSize: size };
    const first = await api.cart.add(body);
    expect(first.message).toBe(CONFIRMATIONS.addedToCart);
    const second = await api.cart.add(body);
    const line = second.data.items.filter((item) => item.productId === plenty._id);
    expect(line).toEqual([expect.objectContaining({ quantity: 2, selectedSize: size })]);
  });

  it('enforces the stock of the chosen size in the chosen colour', async () => {
    const colour = partlySoldOut.colours?.find((entry) => entry.sizes.some((s) => s.stock > 2));
    const size = colour?.sizes.find((entry) => entry.stock > 2);
    const soldOut = colour?.sizes.find((entry) => entry.stock === 0);
    if (!colour || !size || !soldOut) throw new Error('fixture shape');
    const add = (selectedSize: string, quantity: number) =>
      api.cart.add({
        userId: shopper.id,
        productId: partlySoldOut._id,
        quantity,
        selectedSize,
        selectedColour: colour.name,
      });
    await expect(add(soldOut.size, 1)).rejects.toMatchObject({
      status: 400,
      message: STOCK.notEnoughForSize(soldOut.size),
    });
    await add(size.size, size.stock - 1);
    await expect(add(size.size, 2)).rejects.toMatchObject({
      status: 400,
      message: STOCK.onlyAvailableForSize(size.stock, size.size),
    });
  });

  it('updates quantities within stock and deletes lines', async () => {
    const { data } = await api.cart.get(shopper.id);
    const item = data.items[0];
    if (!item) throw new Error('empty cart');
    const product = store.findProduct(item.productId);
    const sizes = product && sizesForColour(product, item.selectedColour);
    const stock = sizes?.find((s) => s.size === item.selectedSize)?.stock ?? 0;
    const ref = {
      userId: shopper.id,
      productId: item.productId,
      selectedSize: item.selectedSize,
      selectedColour: item.selectedColour,
    };
    await expect(api.cart.update({ ...ref, quantity: stock + 1 })).rejects.toMatchObject({
      message: STOCK.cartLimitForSize(stock, item.selectedSize),
    });
    const updated = await api.cart.update({ ...ref, quantity: 1 });
    expect(updated.message).toBe(CONFIRMATIONS.cartUpdated);
    const removed = await api.cart.remove(ref);
    expect(removed.message).toBe(CONFIRMATIONS.cartDeleted);
    expect(removed.data.items).toHaveLength(data.items.length - 1);
    await expect(api.cart.remove(ref)).rejects.toMatchObject({ status: 404 });
  });

  it('rejects malformed add bodies with 400', async () => {
    const base = { userId: shopper.id, productId: plenty._id, selectedSize: 'M' };
    await expect(api.cart.add({ ...base, quantity: 0 })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid quantity: must be at least 1',
    });
    await expect(
      api.cart.add({ ...base, quantity: 1, selectedSize: 'XXXL' }),
    ).rejects.toMatchObject({ status: 400, message: STOCK.notEnoughForSize('XXXL') });
    await expect(
      api.cart.add({ ...base, productId: 'missing', quantity: 1 }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
