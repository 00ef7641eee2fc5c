import { describe, expect, it } from 'vitest';
import {
  buildCapturePayload,
  buildOrderData,
  CHECKOUT,
  COD_FEE,
  type CreateOrderPayload,
  SERVER_MESSAGES,
  STOCK,
  sizesForColour,
  toMinorUnits,
} from '../../contract';
import type { ApiClient } from '../../core/client';
import { fixtures } from '../fixtures';
import type { MockStore } from '../store';
import { useMockServer } from '../testing';

const { shopper } = fixtures.users;
const MESSAGES = SERVER_MESSAGES.orders;

async function checkoutOrder(
  api: ApiClient,
  paymentMethod: CreateOrderPayload['paymentMethod'],
): Promise<CreateOrderPayload> {
  const cart = (await api.cart.get(shopper.id)).data;
  const address = (await api.addresses.get(shopper.id)).data[0];
  if (!address) throw new Error('no address');
  // Deliberately wrong total: the backend prices the order itself.
  return {
    ...buildOrderData({ userId: shopper.id, cart, address, paymentMethod }),
    totalAmount: 1,
  };
}

function expectedTotal(store: MockStore, payload: CreateOrderPayload, fee: number): number {
  return (
    payload.cartItems.reduce((sum, item) => {
      const product = store.findProduct(item.productId);
      const price = product && product.salePrice > 0 ? product.salePrice : (product?.price ?? 0);
      return sum + price * item.quantity;
    }, 0) + fee
  );
}

/** What the test provider's window hands back when the shopper pays. */
async function pay(providerOrderId: string) {
  const response = await fetch('http://api.test/api/payments/test/pay', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: providerOrderId }),
  });
  return (await response.json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

describe('order handlers', () => {
  const { api, store } = useMockServer({ signedInAs: 'shopper' });

  it('prices a cod order itself, adds the fee, takes the stock and empties the cart', async () => {
    const payload = await checkoutOrder(api, 'cod');
    const total = expectedTotal(store, payload, COD_FEE);
    const line = payload.cartItems[0];
    const product = store.findProduct(line?.productId ?? '');
    const stockBefore = product?.sizes.find((s) => s.size === line?.selectedSize)?.stock ?? 0;
    const salesBefore = product?.salesCount ?? 0;

    const created = await api.orders.create(payload);
    expect(created).toEqual({
      success: true,
      orderId: expect.stringMatching(/^[0-9a-f]{24}$/),
      message: MESSAGES.created,
    });

    const { data: order } = await api.orders.details(created.orderId ?? '');
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

  it('keeps the cart until an online order is captured, then confirms it', async () => {
    const payload = await checkoutOrder(api, 'online');
    const created = await api.orders.create(payload);
    expect(created.amount).toBe(toMinorUnits(expectedTotal(store, payload, 0)));
    expect(created.razorpayOrderId).toMatch(/^order_test_[0-9a-f]{16}$/);
    expect((await api.cart.get(shopper.id)).data.items.length).toBe(payload.cartItems.length);

    const payment = await pay(created.razorpayOrderId ?? '');
    const capture = buildCapturePayload(payment, payload, created);
    await expect(
      api.orders.capture({ ...capture, razorpay_order_id: 'order_test_0000000000000000' }),
    ).rejects.toMatchObject({ status: 400, message: CHECKOUT.verificationFailed });
    const captured = await api.orders.capture(capture);
    expect(captured).toMatchObject({ message: MESSAGES.captured });
    expect(captured.data).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      paymentId: payment.razorpay_payment_id,
      cashHandlingFee: 0,
    });
    expect((await api.cart.get(shopper.id)).data.items).toEqual([]);
    // The same capture again is answered, a different payment for it refused.
    await expect(api.orders.capture(capture)).resolves.toMatchObject({ success: true });
    await expect(
      api.orders.capture({ ...capture, razorpay_payment_id: 'pay_test_ffffffffffffffff' }),
    ).rejects.toMatchObject({ status: 409, message: MESSAGES.alreadyPaid });
  });

  it('finds the order by the provider order id when orderData has no orderId', async () => {
    const payload = await checkoutOrder(api, 'online');
    const created = await api.orders.create(payload);
    const payment = await pay(created.razorpayOrderId ?? '');
    const captured = await api.orders.capture({ ...payment, orderData: payload });
    expect(captured.data._id).toBe(created.orderId);
  });

  it('refuses orders without items, without a saved address or beyond stock', async () => {
    const payload = await checkoutOrder(api, 'cod');
    await expect(api.orders.create({ ...payload, cartItems: [] })).rejects.toMatchObject({
      status: 400,
      message: `Invalid cartItems: ${CHECKOUT.emptyCart}`,
    });
    await expect(
      api.orders.create({
        ...payload,
        addressInfo: { ...payload.addressInfo, addressId: '65b2a7c1ffffffffffffffff' },
      }),
    ).rejects.toMatchObject({ status: 400, message: CHECKOUT.noAddress });
    const [first, ...rest] = payload.cartItems;
    if (!first) throw new Error('empty cart');
    const product = store.findProduct(first.productId);
    const sizes = product && sizesForColour(product, first.selectedColour);
    const stock = sizes?.find((s) => s.size === first.selectedSize)?.stock ?? 0;
    await expect(
      api.orders.create({ ...payload, cartItems: [{ ...first, quantity: 1000 }, ...rest] }),
    ).rejects.toMatchObject({
      status: 409,
      message: STOCK.onlyAvailableForSize(stock, first.selectedSize),
    });
  });

  it('answers a repeated Idempotency-Key with the first answer and places one order', async () => {
    const payload = await checkoutOrder(api, 'cod');
    const before = store.orders.length;
    const first = await api.orders.create(payload, { idempotencyKey: 'attempt-1' });
    const again = await api.orders.create(payload, { idempotencyKey: 'attempt-1' });
    expect(again).toEqual(first);
    expect(store.orders.length).toBe(before + 1);
    await expect(
      api.orders.create({ ...payload, paymentMethod: 'online' }, { idempotencyKey: 'attempt-1' }),
    ).rejects.toMatchObject({ status: 409, message: MESSAGES.idempotencyConflict });
  });

  it("lists only the shopper's orders, newest first", async () => {
    const { data } = await api.orders.list(shopper.id);
    expect(data.length).toBe(fixtures.orders.filter((o) => o.userId === shopper.id).length);
    expect(data.every((order) => order.userId === shopper.id)).toBe(true);
    const dates = data.map((order) => order.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('a backend that creates online orders only at capture', () => {
  const { api, store } = useMockServer({ signedInAs: 'shopper', onlineOrders: 'atCapture' });

  it('answers create without an orderId and makes the order from orderData', async () => {
    const payload = await checkoutOrder(api, 'online');
    const before = store.orders.length;
    const created = await api.orders.create(payload);
    expect(created.orderId).toBeUndefined();
    expect(created).toMatchObject({ razorpayOrderId: expect.any(String), currency: 'INR' });
    expect(store.orders.length).toBe(before);

    const payment = await pay(created.razorpayOrderId ?? '');
    const captured = await api.orders.capture(buildCapturePayload(payment, payload, created));
    expect(captured.data).toMatchObject({
      userId: shopper.id,
      paymentMethod: 'online',
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      // Lines are merged and ordered by product and size, as the server stores them.
      cartItems: expect.arrayContaining(
        payload.cartItems.map(({ productId, quantity, selectedSize }) =>
          expect.objectContaining({ productId, quantity, selectedSize }),
        ),
      ),
    });
    expect(store.orders.length).toBe(before + 1);
    expect((await api.cart.get(shopper.id)).data.items).toEqual([]);
  });
});

describe('a backend that answers empty lists with 404', () => {
  const { api } = useMockServer({ signedInAs: 'shopper', seed: 'empty', emptyLists: 'notFound' });

  it('reads as an empty list on the client', async () => {
    const raw = await fetch(`http://api.test/api/shop/order/list/${shopper.id}`);
    expect(raw.status).toBe(404);
    await expect(api.orders.list(shopper.id)).resolves.toEqual({ success: true, data: [] });
    await expect(api.cart.get(shopper.id)).resolves.toMatchObject({ data: { items: [] } });
    await expect(api.wishlist.get(shopper.id)).resolves.toEqual({ success: true, data: [] });
  });
});
