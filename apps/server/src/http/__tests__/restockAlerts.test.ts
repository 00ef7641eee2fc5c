import { SERVER_MESSAGES } from '@atelier/api-client';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';

/**
 * Extension restock-alerts on the reference server: what the contract suite cannot see (links
 * stored only as digests, one mail per alert however often stock moves, every place that
 * writes stock, colours, the link pages' headers).
 */
const M = SERVER_MESSAGES.restockAlerts;

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 3 });
});
afterAll(() => t.close());

let counter = 0;
const guestEmail = () => `guest${++counter}-${Date.now()}@example.test`;

interface Sized {
  _id: string;
  title: string;
  sizes: Array<{ _id: string; size: string; stock: number }>;
  colours?: Array<{ name: string; sizes: Array<{ size: string; stock: number }> }>;
}

const tee = (title: string) => ({
  image: 'https://example.test/a.jpg',
  title,
  description: 'Soft cotton.',
  category: 'men',
  brand: 'nike',
  price: 900,
  salePrice: 0,
  totalStock: 0,
});

/** A product with size M sold out (its other sizes in stock). */
async function soldOutM(title: string): Promise<Sized> {
  const { client } = await t.admin();
  const res = await client.post('/api/admin/products/add', {
    ...tee(title),
    sizes: [
      { size: 'S', stock: 4 },
      { size: 'M', stock: 0 },
    ],
  });
  expect(res.status).toBe(201);
  return res.body.data as Sized;
}

const sizeId = (product: Sized, size: string) =>
  product.sizes.find((entry) => entry.size === size)?._id ?? '';

const linkIn = (text: string, page: 'confirm' | 'unsubscribe') =>
  new RegExp(`http://api\\.test/api/shop/restock-alerts/${page}\\?token=[\\w-]+`).exec(text)?.[0];

async function restockM(product: Sized, stock = 5) {
  const { client } = await t.admin();
  const res = await client.put(`/api/admin/products/${product._id}/sizes/${sizeId(product, 'M')}`, {
    stock,
  });
  expect(res.status).toBe(200);
}

describe('restock alerts on the reference server', () => {
  it('keeps only digests of the links, and the confirmation link turns a guest alert on', async () => {
    const product = await soldOutM('Digest Tee');
    const email = guestEmail();
    const res = await t
      .client()
      .post('/api/shop/restock-alerts', { productId: product._id, size: 'M', email });
    expect(res.status).toBe(201);
    const [mail] = await t.mails(email);
    const confirm = linkIn(mail?.text ?? '', 'confirm') ?? '';
    const token = new URL(confirm).searchParams.get('token') ?? '';
    expect(token).toHaveLength(43);
    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM restock_alerts');
    expect(JSON.stringify(rows)).not.toContain(token);

    const path = confirm.replace('http://api.test', '');
    const status = async () =>
      (
        await t.db.query<{ status: string }>('SELECT status FROM restock_alerts WHERE email = $1', [
          email,
        ])
      )[0]?.status;
    // Opening the link (as a mail scanner does) only shows the button.
    const opened = await t.client().get(path);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain(M.confirmText('M'));
    expect(opened.text).toContain('<form method="post">');
    expect(opened.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(await status()).toBe('pending');

    const page = await t.client().post(path, undefined, { origin: 'http://api.test' });
    expect(page.status).toBe(200);
    expect(page.text).toContain(M.confirmedTitle);
    expect(page.text).toContain(M.subscribed('M'));
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await status()).toBe('active');
  });

  it('ends the alerts only when the unsubscribe page is pressed or a mail client posts one click', async () => {
    const product = await soldOutM('Unsubscribe Tee');
    const { client, user } = await t.newShopper('Leaving');
    await client.post('/api/shop/restock-alerts', { productId: product._id, size: 'M' });
    await restockM(product, 2);
    const [mail] = await t.mails(user.email);
    const path = (linkIn(mail?.text ?? '', 'unsubscribe') ?? '').replace('http://api.test', '');
    await restockM(product, 0);
    await client.post('/api/shop/restock-alerts', { productId: product._id, size: 'M' });
    const open = async () =>
      (await client.get(`/api/shop/restock-alerts?productId=${product._id}`)).body.data.length;

    const opened = await t.client().get(path);
    expect(opened.text).toContain(M.unsubscribeText);
    expect(await open()).toBe(1);
    const oneClick = await t.client().post(path, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain(M.unsubscribedText);
    expect(await open()).toBe(0);
  });

  it('mails each alert once, however often the size is restocked', async () => {
    const product = await soldOutM('Once Tee');
    const { client, user } = await t.newShopper('Once');
    expect(
      (await client.post('/api/shop/restock-alerts', { productId: product._id, size: 'M' })).status,
    ).toBe(201);
    await restockM(product, 5);
    await restockM(product, 0);
    await restockM(product, 7);
    const mails = (await t.mails(user.email)).filter(
      (mail) => mail.subject === SERVER_MESSAGES.mail.restockBackSubject('Once Tee'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`http://shop.test/shop/product/once-tee-${product._id}`);
  });

  it('a product edit and a CSV import that restock mail the waiting shoppers', async () => {
    const edited = await soldOutM('Edited Tee');
    const imported = await soldOutM('Imported Tee');
    const { client, user } = await t.newShopper('Importer');
    for (const product of [edited, imported]) {
      await client.post('/api/shop/restock-alerts', { productId: product._id, size: 'M' });
    }
    const { client: admin } = await t.admin();
    const edit = await admin.put(`/api/admin/products/edit/${edited._id}`, {
      ...tee('Edited Tee'),
      sizes: edited.sizes.map((size) => ({ ...size, stock: 3 })),
    });
    expect(edit.status).toBe(200);

    const exported = await admin.get('/api/admin/products/export');
    const records = Papa.parse<Record<string, string>>(exported.text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const row = records.find((record) => record.id === imported._id);
    expect(row).toBeDefined();
    const file = Papa.unparse([{ ...row, sizes: 'S:4|M:2' }]);
    const applied = await admin.request('POST', '/api/admin/products/import?mode=apply', file, {
      'content-type': 'text/csv',
    });
    expect(applied.status, applied.text).toBe(200);

    const subjects = (await t.mails(user.email)).map((mail) => mail.subject);
    expect(subjects).toContain(SERVER_MESSAGES.mail.restockBackSubject('Edited Tee'));
    expect(subjects).toContain(SERVER_MESSAGES.mail.restockBackSubject('Imported Tee'));
  });

  it('an alert on a colour waits for that colour, not for the size in another one', async () => {
    const { client: admin } = await t.admin();
    const made = await admin.post('/api/admin/products/add', {
      image: 'https://example.test/a.jpg',
      title: 'Colour Tee',
      description: 'Two colours.',
      category: 'women',
      brand: 'zara',
      price: 500,
      salePrice: 0,
      totalStock: 0,
      sizes: [{ size: 'M', stock: 2 }],
      colours: [
        { name: 'Navy', swatch: '#1f3a5f', sizes: [{ size: 'M', stock: 0 }] },
        { name: 'Sand', swatch: '#d8c3a5', sizes: [{ size: 'M', stock: 2 }] },
      ],
    });
    expect(made.status, made.text).toBe(201);
    const product = made.body.data as Sized;
    const { client, user } = await t.newShopper('Colourful');
    const missing = await client.post('/api/shop/restock-alerts', {
      productId: product._id,
      size: 'M',
    });
    expect(missing.body.message).toBe('Invalid colour: is required');
    const inStock = await client.post('/api/shop/restock-alerts', {
      productId: product._id,
      size: 'M',
      colour: 'Sand',
    });
    expect([inStock.status, inStock.body.message]).toEqual([409, M.inStock('M in Sand')]);
    const res = await client.post('/api/shop/restock-alerts', {
      productId: product._id,
      size: 'M',
      colour: 'Navy',
    });
    expect([res.status, res.body.message]).toEqual([201, M.subscribed('M in Navy')]);
    const mSize = sizeId(product, 'M');
    const sand = await admin.put(`/api/admin/products/${product._id}/sizes/${mSize}`, {
      stock: 6,
      colour: 'Sand',
    });
    expect(sand.status).toBe(200);
    expect(await t.mails(user.email)).toHaveLength(0);
    await admin.put(`/api/admin/products/${product._id}/sizes/${mSize}`, {
      stock: 1,
      colour: 'Navy',
    });
    const [mail] = await t.mails(user.email);
    expect(mail?.text).toContain('Colour Tee in M in Navy is back in stock');
  });

  it('refuses a guest who presses Notify me too often', async () => {
    const product = await soldOutM('Busy Tee');
    const email = guestEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t
        .client()
        .post('/api/shop/restock-alerts', { productId: product._id, size: 'M', email });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.message).toBe(M.tooMany);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
