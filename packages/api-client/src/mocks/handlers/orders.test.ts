import { describe, expect, it } from 'vitest';
import { CHECKOUT, COD_FEE, type CreateOrderPayload, toMinorUnits } from '../../contract';
import { fixtures } from '../fixtures';
import { useMockServer } from '../testing';

const { shopper } = fixtures.users;

describe('order handlers', () => {
  const { api, store } = useMockServer({ signedInAs: 'shopper' });

  async function checkoutPayload(
    paymentMethod: CreateOrderPayload['paymentMethod'],
  ): Promise<CreateOrderPayload> {
    const cart = (await api.cart.get(shopper.id)).data;
    const address = (await api.addresses.get(shopper.id)).data[0];
    if (!address) throw new Error('no address');
    const { _id: addressId, userId: _owner, ...fields } = address;
    return {
      userId: shopper.id,
      cartId: cart._id,
      cartItems: cart.items.map(({ salePrice: _sale, ...item }) => item),
      addressInfo: { addressId, ...fields },
      paymentMethod,
      // Deliberately wrong: the server must price the order itself.
      totalAmount: 1,
    };
  }

  function expectedTotal(payload: CreateOrderPayload, fee: number): number {
    return (
      payload.cartItems.reduce((sum, item) => {
        const product = store.findProduct(item.productId);
        const price = product && product.salePrice > 0 ? product.salePrice : (product?.price ?? 0);
        return sum + price * item.quantity;
      }, 0) + fee
    );
  }

  it('prices a cod order itself, adds the fee and fulfils it at once', async () => {
    const payload = await checkoutPayload('cod');
    const total = expectedTotal(payload, COD_FEE);
    const line = payload.cartItems[0];
    const product = store.findProduct(line?.productId ?? '');
    const stockBefore = product?.sizes.find((s) => s.size === line?.selectedSize)?.stock ?? 0;
    const salesBefore = product?.salesCount ?? 0;

    const created = await api.orders.create(payload);
    expect(created).toMatchObject({
      success: true,
      amount: toMinorUnits(total),
      currency: 'INR',
    });
    expect(created.orderId).toMatch(/^[0-9a-f]{24}$/);

    const { data: order } = await api.orders.details(created.orderId);
    expect(order).toMatchObject({
      totalAmount: total,
      cashHandlingFee: COD_FEE,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
    });
    expect(product?.sizes.find((s) => s.size === line?.selectedSize)?.stock).toBe(
      stockBefore - (line?.quantity ?? 0),
    );
    expect(product?.salesCount).toBe(salesBefore + (line?.quantity ?? 0));
    expect(product?.totalStock).toBe(product?.sizes.reduce((sum, s) => sum + s.stock, 0));
    expect((await api.cart.get(shopper.id)).data.items).toEqual([]);
    expect((await api.orders.list(shopper.id)).data[0]?._id).toBe(created.orderId);
  });

  it('waits for the capture before confirming an online order', async () => {
    const payload = await checkoutPayload('online');
    const created = await api.orders.create(payload);
    expect(created.amount).toBe(toMinorUnits(expectedTotal(payload, 0)));
    expect(created.razorpayOrderId).toMatch(/^order_/);
    expect((await api.cart.get(shopper.id)).data.items.length).toBe(payload.cartItems.length);

    const capture = {
      razorpay_payment_id: 'pay_TEST123',
      razorpay_signature: 'sig',
      orderData: { orderId: created.orderId },
    };
    await expect(
      api.orders.capture({ ...capture, razorpay_order_id: 'order_forged' }),
    ).rejects.toMatchObject({ status: 400 });
    const captured = await api.orders.capture({
      ...capture,
      razorpay_order_id: created.razorpayOrderId ?? '',
    });
    expect(captured.data).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      paymentId: 'pay_TEST123',
      cashHandlingFee: 0,
    });
    expect((await api.cart.get(shopper.id)).data.items).toEqual([]);
  });

  it('refuses orders without items, without an address or beyond stock', async () => {
    const payload = await checkoutPayload('cod');
    await expect(api.orders.create({ ...payload, cartItems: [] })).rejects.toMatchObject({
      message: CHECKOUT.emptyCart,
    });
    await expect(
      api.orders.create({ ...payload, addressInfo: { ...payload.addressInfo, city: ' ' } }),
    ).rejects.toMatchObject({ message: CHECKOUT.noAddress });
    const [first, ...rest] = payload.cartItems;
    if (!first) throw new Error('empty cart');
    await expect(
      api.orders.create({ ...payload, cartItems: [{ ...first, quantity: 10_000 }, ...rest] }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^Only \d+ left of/) });
  });

  it("lists only the shopper's orders, newest first", async () => {
    const { data } = await api.orders.list(shopper.id);
    expect(data.length).toBe(fixtures.orders.filter((o) => o.userId === shopper.id).length);
    expect(data.every((order) => order.userId === shopper.id)).toBe(true);
    const dates = data.map((order) => order.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
