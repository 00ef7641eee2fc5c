import type { Product } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { renderInvoice } from './documents';
import { pdfText } from './pdfText';

/** A seller as an operator configures one; the shop's own server has none of it set. */
const SELLER_ENV = {
  SELLER_NAME: 'Atelier Retail Pvt Ltd',
  SELLER_ADDRESS: '4 Linking Road, Mumbai 400050',
  SELLER_TAX_NUMBER: '27AAECA1234F1Z5',
};

let t: TestServer;
let shop: ReturnType<TestServer['variant']>;
let product: Product;
beforeAll(async () => {
  t = await createTestServer({ products: 2 });
  shop = t.variant({ env: SELLER_ENV });
  const { client } = await t.admin();
  product = (
    await client.post('/api/admin/products/add', {
      image: 'https://img.example/x.png',
      title: 'Linen Kurta',
      description: 'Soft',
      category: 'men',
      brand: 'zara',
      price: 1200,
      salePrice: 999.5,
      totalStock: 0,
      sizes: [{ size: 'XL', stock: 20 }],
    })
  ).body.data;
});
afterAll(() => t.close());

/** Signs in through the API and keeps the session cookie, for downloads read as bytes. */
async function session(email: string, password: string) {
  const login = await shop.app.fetch(
    new Request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return (path: string) =>
    shop.app.fetch(new Request(`http://localhost${path}`, { headers: { cookie } }));
}

async function codOrder() {
  const s = await t.newShopper('Ravi');
  const { _id: addressId } = await t.addAddress(s.client, s.user.id);
  const created = await s.client.post('/api/shop/order/create', {
    userId: s.user.id,
    cartItems: [{ productId: product._id, selectedSize: 'XL', quantity: 3 }],
    addressInfo: { addressId },
    paymentMethod: 'cod',
  });
  return { get: await session(s.user.email, s.password), orderId: created.body.orderId as string };
}

const text = async (response: Response) => pdfText(new Uint8Array(await response.arrayBuffer()));

describe('the tax invoice', () => {
  it('names the seller, the order, each item with size, quantity and price, the fee and the total', async () => {
    const o = await codOrder();
    const res = await o.get(`/api/shop/order/invoice/${o.orderId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${o.orderId.slice(-8)}.pdf"`,
    );
    const lines = await text(res);
    for (const expected of [
      'Tax Invoice',
      'Atelier Retail Pvt Ltd',
      '4 Linking Road, Mumbai 400050',
      'GSTIN: 27AAECA1234F1Z5',
      `Order ID: ${o.orderId}`,
      `Invoice number: INV-${o.orderId.slice(-8).toUpperCase()}`,
      'Linen Kurta',
      'XL',
      '3',
      '₹999.50',
      '₹2,998.50',
      'Cash Handling Fee',
      '₹60.00',
      'Total',
      '₹3,058.50',
      'Payment: Cash on delivery (pending)',
      '1 Test Street',
    ]) {
      expect(lines, expected).toContain(expected);
    }
  });

  it('is refused to another shopper (as a missing order) and given to an admin', async () => {
    const o = await codOrder();
    const other = await t.newShopper('Other');
    const theirs = await session(other.user.email, other.password);
    expect((await theirs(`/api/shop/order/invoice/${o.orderId}`)).status).toBe(404);
    const admin = await session('admin@atelier.test', 'Admin1234');
    expect((await admin(`/api/admin/orders/invoice/${o.orderId}`)).status).toBe(200);
    const slip = await text(await admin(`/api/admin/orders/packing-slip/${o.orderId}`));
    expect(slip).toEqual(expect.arrayContaining(['Packing Slip', 'Linen Kurta', 'XL', '3']));
    expect(slip.join(' ')).not.toContain('₹');
    // The packing slip is the back office's alone.
    expect((await o.get(`/api/admin/orders/packing-slip/${o.orderId}`)).status).toBe(403);
  });
});

describe('a long order', () => {
  it('keeps every line on the invoice', async () => {
    const order = {
      _id: 'o'.repeat(24),
      userId: 'u',
      cartId: 'c',
      cartItems: Array.from({ length: 20 }, (_, i) => ({
        productId: `p${i}`,
        title: `Item ${i}`,
        image: '',
        price: 100 + i,
        quantity: 1,
        selectedSize: 'M',
      })),
      addressInfo: { addressId: 'a', address: 'x', city: 'y', pincode: '1', phone: '2', notes: '' },
      orderStatus: 'pending' as const,
      paymentMethod: 'online' as const,
      paymentStatus: 'paid',
      paymentId: 'pay',
      totalAmount: 2190,
      cashHandlingFee: 0,
      orderDate: new Date(0).toISOString(),
    };
    const lines = await pdfText(await renderInvoice(order, { name: 'Atelier' }));
    expect(lines).toContain('Item 19');
    expect(lines).toContain('₹2,190.00');
  });
});
