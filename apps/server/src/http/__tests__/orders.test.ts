import {
  COD_FEE,
  colourImage,
  defaultColour,
  type Product,
  STOCK,
  sizesForColour,
  toMinorUnits,
  unitPrice,
} from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSignature } from '../../payments/signature';
import { type Client, createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 12 });
});
afterAll(() => t.close());

async function product(id: string): Promise<Product> {
  return (await t.client().get(`/api/shop/products/get/${id}`)).body.data;
}

/**
 * A product on sale and a size of which at least `min` are left in the colour a line without
 * one gets (the first colour with that size in stock); `stock` is that colour's.
 */
async function pick(
  min = 3,
): Promise<{ product: Product; size: string; colour: string; stock: number }> {
  for (const id of t.seeded.productIds) {
    const p = await product(id);
    for (const { size } of p.sizes) {
      const colour = defaultColour(p, size);
      const stock = sizesForColour(p, colour)?.find((s) => s.size === size)?.stock ?? 0;
      if (p.salePrice > 0 && stock >= min) return { product: p, size, colour, stock };
    }
  }
  throw new Error('no product on sale in the seed');
}

async function shopperWithAddress() {
  const s = await t.newShopper('Buyer');
  const address = await t.addAddress(s.client, s.user.id);
  return { ...s, address };
}

function orderBody(
  userId: string,
  addressId: string,
  items: Array<{ productId: string; selectedSize: string; quantity: number }>,
  paymentMethod: 'cod' | 'online' = 'cod',
) {
  return {
    userId,
    cartId: 'whatever',
    cartItems: items.map((item) => ({ ...item, title: 'x', image: 'x', price: 1 })),
    addressInfo: { addressId, address: 'x', city: 'x', pincode: 'x', phone: 'x', notes: 'x' },
    paymentMethod,
    totalAmount: 1,
    orderStatus: 'delivered',
    paymentStatus: 'paid',
  };
}

describe('cart', () => {
  it('adds, merges, updates and deletes lines with stock checks', async () => {
    const { client, user } = await t.newShopper('Carter');
    const { product: p, size, colour, stock } = await pick(3);
    const add = await client.post('/api/shop/cart/add', {
      userId: user.id,
      productId: p._id,
      quantity: 1,
      selectedSize: size,
    });
    expect(add.status).toBe(200);
    expect(add.body.data.items).toEqual([
      {
        productId: p._id,
        title: p.title,
        // The line is in the colour it got, and shows that colour.
        image: colourImage(p, colour),
        price: p.price,
        salePrice: p.salePrice,
        quantity: 1,
        selectedSize: size,
        selectedColour: colour,
      },
    ]);
    expect(add.body.data._id).toBeTruthy();
    const again = await client.post('/api/shop/cart/add', {
      userId: user.id,
      productId: p._id,
      quantity: 1,
      selectedSize: size,
    });
    expect(again.body.data.items[0].quantity).toBe(2);

    const tooMany = await client.post('/api/shop/cart/add', {
      userId: user.id,
      productId: p._id,
      quantity: stock,
      selectedSize: size,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(STOCK.onlyAvailableForSize(stock, size));
    const beyond = await client.post('/api/shop/cart/add', {
      userId: user.id,
      productId: p._id,
      quantity: stock + 1,
      selectedSize: size,
    });
    expect(beyond.body.message).toBe(STOCK.notEnoughForSize(size));

    const update = await client.put('/api/shop/cart/update', {
      userId: user.id,
      productId: p._id,
      quantity: 3,
      selectedSize: size,
    });
    expect(update.status).toBe(200);
    expect(update.body.data.items[0].quantity).toBe(3);
    const overUpdate = await client.put('/api/shop/cart/update', {
      userId: user.id,
      productId: p._id,
      quantity: stock + 1,
      selectedSize: size,
    });
    expect(overUpdate.status).toBe(400);
    expect(overUpdate.body.message).toBe(STOCK.cartLimitForSize(stock, size));

    const get = await client.get(`/api/shop/cart/get/${user.id}`);
    expect(get.body.data.items).toHaveLength(1);
    const del = await client.delete(
      `/api/shop/cart/delete/${user.id}/${p._id}/${encodeURIComponent(size)}`,
    );
    expect(del.status).toBe(200);
    expect(del.body.data.items).toEqual([]);
    expect(
      (await client.delete(`/api/shop/cart/delete/${user.id}/${p._id}/${encodeURIComponent(size)}`))
        .status,
    ).toBe(404);
  });

  it('refuses unknown products and sizes', async () => {
    const { client, user } = await t.newShopper('Carter');
    const { product: p } = await pick();
    expect(
      (
        await client.post('/api/shop/cart/add', {
          userId: user.id,
          productId: 'nope',
          quantity: 1,
          selectedSize: 'M',
        })
      ).status,
    ).toBe(404);
    const badSize = await client.post('/api/shop/cart/add', {
      userId: user.id,
      productId: p._id,
      quantity: 1,
      selectedSize: 'XXXL',
    });
    expect(badSize.status).toBe(400);
  });
});

describe('cash orders', () => {
  it('prices from the catalogue, ignores tampered prices, totals and statuses', async () => {
    const { client, user, address } = await shopperWithAddress();
    const { product: p, size } = await pick(3);
    await client.post('/api/shop/cart/add', {
      userId: user.id,
      productId: p._id,
      quantity: 2,
      selectedSize: size,
    });
    const before = await product(p._id);
    const res = await client.post(
      '/api/shop/order/create',
      orderBody(user.id, address._id, [{ productId: p._id, selectedSize: size, quantity: 2 }]),
    );
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.orderId).toBeTruthy();
    expect(res.body.razorpayOrderId).toBeUndefined();

    const details = await client.get(`/api/shop/order/details/${res.body.orderId}`);
    const order = details.body.data;
    expect(order.totalAmount).toBe(unitPrice(p) * 2 + COD_FEE);
    expect(order.cashHandlingFee).toBe(COD_FEE);
    expect(order.cartItems[0]).toMatchObject({
      productId: p._id,
      title: p.title,
      price: unitPrice(p),
      quantity: 2,
      selectedSize: size,
    });
    expect(order.orderStatus).toBe('pending');
    expect(order.paymentStatus).toBe('pending');
    expect(order.paymentMethod).toBe('cod');
    expect(order.addressInfo).toMatchObject({
      addressId: address._id,
      address: '1 Test Street',
      city: 'Pune',
    });
    expect(order.providerOrderId).toBeUndefined();

    const after = await product(p._id);
    expect(after.sizes.find((s) => s.size === size)?.stock).toBe(
      (before.sizes.find((s) => s.size === size)?.stock ?? 0) - 2,
    );
    expect(after.totalStock).toBe(before.totalStock - 2);
    expect(after.salesCount).toBe(before.salesCount + 2);
    expect((await client.get(`/api/shop/cart/get/${user.id}`)).body.data.items).toEqual([]);

    const list = await client.get(`/api/shop/order/list/${user.id}`);
    expect(list.body.data.map((o: { _id: string }) => o._id)).toEqual([res.body.orderId]);
  });

  it("refuses an address that is not the shopper's own and an empty cart", async () => {
    const a = await shopperWithAddress();
    const b = await shopperWithAddress();
    const { product: p, size } = await pick();
    const foreign = await a.client.post(
      '/api/shop/order/create',
      orderBody(a.user.id, b.address._id, [{ productId: p._id, selectedSize: size, quantity: 1 }]),
    );
    expect(foreign.status).toBe(400);
    const empty = await a.client.post('/api/shop/order/create', {
      ...orderBody(a.user.id, a.address._id, []),
      cartItems: [],
    });
    expect(empty.status).toBe(400);
  });

  it('20 concurrent orders for the last 5 units create exactly 5 orders and stock ends at 0', async () => {
    const admin = await t.admin();
    const created = await admin.client.post('/api/admin/products/add', {
      image: 'https://img.example/x.png',
      title: 'Limited Tee',
      description: 'Only five made',
      category: 'men',
      brand: 'nike',
      price: 999,
      salePrice: 0,
      totalStock: 5,
      sizes: [{ size: 'M', stock: 5 }],
    });
    const productId = created.body.data._id as string;
    // Twenty shoppers: one shopper's identical orders would be refused as repeated submits.
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopperWithAddress()));
    const attempts = buyers.map((b) => {
      return b.client.post(
        '/api/shop/order/create',
        orderBody(b.user.id, b.address._id, [{ productId, selectedSize: 'M', quantity: 1 }]),
      );
    });
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const after = await product(productId);
    expect(after.sizes[0]?.stock).toBe(0);
    expect(after.totalStock).toBe(0);
    expect(after.salesCount).toBe(5);
    const orders = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE cart_items @> $1::jsonb`,
      [JSON.stringify([{ productId }])],
    );
    expect(orders[0]?.n).toBe(5);
  });

  it('rejecting an order puts its units back; un-rejecting takes them again', async () => {
    const { client, user, address } = await shopperWithAddress();
    const { product: p, size } = await pick(2);
    const stockOf = async () =>
      (await product(p._id)).sizes.find((s) => s.size === size)?.stock ?? -1;
    const start = await stockOf();
    const res = await client.post(
      '/api/shop/order/create',
      orderBody(user.id, address._id, [{ productId: p._id, selectedSize: size, quantity: 1 }]),
    );
    expect(await stockOf()).toBe(start - 1);
    const admin = await t.admin();
    await admin.client.put(`/api/admin/orders/update/${res.body.orderId}`, {
      orderStatus: 'rejected',
    });
    expect(await stockOf()).toBe(start);
    await admin.client.put(`/api/admin/orders/update/${res.body.orderId}`, {
      orderStatus: 'confirmed',
    });
    expect(await stockOf()).toBe(start - 1);
  });
});

describe('online orders and capture', () => {
  async function onlineOrder(buyer: Awaited<ReturnType<typeof shopperWithAddress>>, quantity = 1) {
    const { product: p, size } = await pick(2);
    await buyer.client.post('/api/shop/cart/add', {
      userId: buyer.user.id,
      productId: p._id,
      quantity,
      selectedSize: size,
    });
    const res = await buyer.client.post(
      '/api/shop/order/create',
      orderBody(
        buyer.user.id,
        buyer.address._id,
        [{ productId: p._id, selectedSize: size, quantity }],
        'online',
      ),
    );
    return { res, p };
  }

  async function pay(c: Client, razorpayOrderId: string) {
    return (await c.post('/api/payments/test/pay', { order_id: razorpayOrderId })).body as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
  }

  it('creates a provider order in paise and captures a genuine payment once', async () => {
    const buyer = await shopperWithAddress();
    const { res, p } = await onlineOrder(buyer);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      currency: 'INR',
      amount: toMinorUnits(unitPrice(p)),
    });
    expect(res.body.razorpayOrderId).toMatch(/^order_test_/);
    // The cart stays until the payment is verified.
    expect(
      (await buyer.client.get(`/api/shop/cart/get/${buyer.user.id}`)).body.data.items,
    ).toHaveLength(1);

    const ids = await pay(buyer.client, res.body.razorpayOrderId);
    expect(ids.razorpay_signature).toBe(
      paymentSignature(
        ids.razorpay_order_id,
        ids.razorpay_payment_id,
        'atelier-test-payment-secret',
      ),
    );
    const capture = await buyer.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { orderId: res.body.orderId },
    });
    expect(capture.status).toBe(200);
    expect(capture.body.data).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentId: ids.razorpay_payment_id,
    });
    expect((await buyer.client.get(`/api/shop/cart/get/${buyer.user.id}`)).body.data.items).toEqual(
      [],
    );

    const again = await buyer.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { orderId: res.body.orderId },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.paymentId).toBe(ids.razorpay_payment_id);
    const second = await pay(buyer.client, res.body.razorpayOrderId);
    const double = await buyer.client.post('/api/shop/order/capture', {
      ...second,
      orderData: { orderId: res.body.orderId },
    });
    expect(double.status).toBe(409);
  });

  it("refuses forged signatures, another order's payment, and someone else's order", async () => {
    const buyer = await shopperWithAddress();
    const { res } = await onlineOrder(buyer);
    const { res: other } = await onlineOrder(buyer, 2);
    const ids = await pay(buyer.client, res.body.razorpayOrderId);
    const forged = await buyer.client.post('/api/shop/order/capture', {
      ...ids,
      razorpay_signature: 'a'.repeat(64),
      orderData: { orderId: res.body.orderId },
    });
    expect(forged.status).toBe(400);
    const swapped = await buyer.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { orderId: other.body.orderId },
    });
    expect(swapped.status).toBe(400);
    const stranger = await t.newShopper('Stranger');
    const foreign = await stranger.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { orderId: res.body.orderId },
    });
    expect(foreign.status).toBe(404);
    const detail = await buyer.client.get(`/api/shop/order/details/${res.body.orderId}`);
    expect(detail.body.data.paymentStatus).toBe('pending');
  });

  it('undoes the order when the provider is down', async () => {
    const failing = t.variant({
      payments: {
        name: 'razorpay',
        keyId: 'rzp_test_x',
        createOrder: () => Promise.reject(new Error('network down')),
        refund: () => Promise.reject(new Error('network down')),
        verifyPayment: () => false,
        verifyWebhook: () => false,
        parseWebhook: () => null,
      },
    });
    const s = await failing.newShopper('Unlucky');
    const address = await failing.addAddress(s.client, s.user.id);
    const { product: p, size } = await pick(2);
    const res = await s.client.post(
      '/api/shop/order/create',
      orderBody(
        s.user.id,
        address._id,
        [{ productId: p._id, selectedSize: size, quantity: 1 }],
        'online',
      ),
    );
    expect(res.status).toBe(502);
    expect(res.body.success).toBe(false);
    const after = await product(p._id);
    expect(after.sizes).toEqual(p.sizes);
    expect(after.salesCount).toBe(p.salesCount);
    expect((await s.client.get(`/api/shop/order/list/${s.user.id}`)).body.data).toEqual([]);
  });
});

describe('order visibility', () => {
  it('a shopper sees only their own orders; the admin sees all', async () => {
    const a = await shopperWithAddress();
    const b = await shopperWithAddress();
    const { product: p, size } = await pick();
    const res = await a.client.post(
      '/api/shop/order/create',
      orderBody(a.user.id, a.address._id, [{ productId: p._id, selectedSize: size, quantity: 1 }]),
    );
    const orderId = res.body.orderId as string;
    expect((await b.client.get(`/api/shop/order/details/${orderId}`)).status).toBe(404);
    expect((await b.client.get(`/api/shop/order/list/${a.user.id}`)).status).toBe(403);
    expect((await b.client.get(`/api/shop/order/list/${b.user.id}`)).body.data).toEqual([]);
    const admin = await t.admin();
    const all = await admin.client.get('/api/admin/orders/get');
    expect(all.body.data.some((o: { _id: string }) => o._id === orderId)).toBe(true);
    const details = await admin.client.get(`/api/admin/orders/details/${orderId}`);
    expect(details.body.data._id).toBe(orderId);
    const update = await admin.client.put(`/api/admin/orders/update/${orderId}`, {
      orderStatus: 'inShipping',
    });
    expect(update.body).toEqual({ success: true, message: expect.any(String) });
    expect((await a.client.get(`/api/shop/order/details/${orderId}`)).body.data.orderStatus).toBe(
      'inShipping',
    );
    expect(
      (await admin.client.put(`/api/admin/orders/update/${orderId}`, { orderStatus: 'shipped' }))
        .status,
    ).toBe(400);
    expect(
      (await admin.client.put('/api/admin/orders/update/missing', { orderStatus: 'pending' }))
        .status,
    ).toBe(404);
  });
});
