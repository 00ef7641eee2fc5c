import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@atelier/api-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPasswordHasher } from '../../auth/passwords';
import { type Database, openDatabase } from '../../db/database';
import { newId } from '../../db/ids';
import { insertUser } from '../../db/users';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../../seed/seed';
import { Client } from '../../test/harness';
import { type Instance, startInstance } from '../../test/instances';
import { TEMPLATE_DATABASE } from '../../test/pgGlobalSetup';

// Two server processes start, seed and answer real HTTP: seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let a: Instance;
let b: Instance;
let db: Database;
let dataDir: string;
const name = `inst_${newId().replaceAll('-', '')}`;
const base = inject('atelierPostgres');

async function maintenance(sql: string) {
  const client = new pg.Client({ connectionString: `${base}postgres` });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  await maintenance(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-instances-'));
  const env = { DATABASE_URL: `${base}${name}`, DATA_DIR: dataDir, PAYMENT_PROVIDER: 'test' };
  // The first one seeds the empty database; the second finds it filled.
  a = await startInstance({ ...env, SEED: 'true' });
  b = await startInstance({ ...env, SEED: 'false' });
  db = await openDatabase({ databaseUrl: `${base}${name}` });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.close();
  await maintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

const on = (instance: Instance) => new Client((request) => fetch(request), instance.url);

/** A client of `instance` carrying the cookies another client received. */
function sameBrowser(from: Client, instance: Instance): Client {
  const client = on(instance);
  for (const [key, value] of from.cookies) client.cookies.set(key, value);
  return client;
}

// Stored hashes carry their own cost, so a cheap one made here verifies on the servers.
const hasher = createPasswordHasher({ N: 1024, r: 8, p: 1 });

async function shopper(): Promise<{ email: string; password: string }> {
  const email = `i-${newId().slice(0, 8)}@example.test`;
  const password = 'Passw0rd1';
  await insertUser(db, {
    id: newId(),
    userName: 'Instance Shopper',
    email,
    passwordHash: await hasher.hash(password),
    role: 'user',
    verified: true,
  });
  return { email, password };
}

async function login(instance: Instance, email: string, password: string) {
  const client = on(instance);
  const res = await client.post('/api/auth/login', { email, password });
  return { client, res };
}

describe('two server instances on one PostgreSQL behave as one', () => {
  it('a session made on one works on the other', async () => {
    const { client, res } = await login(a, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect(res.status).toBe(200);
    const me = await sameBrowser(client, b).get('/api/auth/check-auth');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(DEMO_SHOPPER.email);
    await sameBrowser(client, b).post('/api/auth/logout');
    expect((await client.get('/api/auth/check-auth')).status).toBe(401);
  });

  it('a sign-in limit reached on one holds on the other', async () => {
    const user = await shopper();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(a, user.email, 'Wrong1234')).res.status).toBe(401);
    }
    const onB = await login(b, user.email, user.password);
    expect(onB.res.status).toBe(429);
    expect(Number(onB.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("an admin's product edit on one is in the other's listing at once", async () => {
    const listing = async () =>
      (await on(b).get('/api/shop/products/get?sortBy=title-atoz')).body.data as Product[];
    const before = await listing();
    await listing(); // now cached on B
    const target = before[0] as Product;
    const admin = await login(a, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const title = `Edited ${newId().slice(0, 6)}`;
    const { _id, sizes: _sizes, averageReview: _r, salesCount: _s, ...fields } = target;
    const edit = await admin.client.put(`/api/admin/products/edit/${_id}`, { ...fields, title });
    expect(edit.status).toBe(200);
    expect((await listing()).find((p) => p._id === _id)?.title).toBe(title);
  });

  it("an admin's stock change on one is in the other's facet counts at once, whatever the filters", async () => {
    const sizeCount = async (filters: string) => {
      const { body } = await on(b).get(`/api/shop/products/facets?${filters}`);
      const sizes = body.data.size as Array<{ value: string; count: number }>;
      return sizes.find((entry) => entry.value === 'Q7')?.count ?? 0;
    };
    // B builds its facet index for this catalogue version; each later filter is a new answer.
    expect(await sizeCount('')).toBe(0);
    const admin = await login(a, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const created = await admin.client.post('/api/admin/products/add', {
      image: 'https://img.example/q7.png',
      title: 'Q7 Tee',
      description: 'An odd size',
      category: 'men',
      brand: 'nike',
      price: 999,
      salePrice: 0,
      totalStock: 3,
      sizes: [{ size: 'Q7', stock: 3 }],
    });
    const product = created.body.data as Product;
    expect(await sizeCount('category=men')).toBe(1);
    const sizeId = product.sizes[0]?._id;
    await admin.client.put(`/api/admin/products/${product._id}/sizes/${sizeId}`, { stock: 0 });
    expect(await sizeCount('brand=nike')).toBe(0);
  });

  it('20 checkouts split across both for the last 5 units sell exactly 5', async () => {
    const admin = await login(a, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const created = await admin.client.post('/api/admin/products/add', {
      image: 'https://img.example/last.png',
      title: 'Last Five Tee',
      description: 'Only five left',
      category: 'men',
      brand: 'nike',
      price: 999,
      salePrice: 0,
      totalStock: 5,
      sizes: [{ size: 'M', stock: 5 }],
    });
    const productId = created.body.data._id as string;
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const instance = i % 2 === 0 ? a : b;
        const user = await shopper();
        const { client, res } = await login(instance, user.email, user.password);
        const address = await client.post('/api/shop/address/add', {
          userId: res.body.user.id,
          address: '1 Scale Street',
          city: 'Pune',
          pincode: '411001',
          phone: '9999999999',
          notes: '-',
        });
        return { client, userId: res.body.user.id as string, addressId: address.body.data._id };
      }),
    );
    const results = await Promise.all(
      buyers.map((buyer) =>
        buyer.client.post('/api/shop/order/create', {
          userId: buyer.userId,
          cartItems: [{ productId, selectedSize: 'M', quantity: 1 }],
          addressInfo: { addressId: buyer.addressId },
          paymentMethod: 'cod',
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const product = (await on(b).get(`/api/shop/products/get/${productId}`)).body.data as Product;
    expect(product.sizes[0]?.stock).toBe(0);
    expect(product.salesCount).toBe(5);
  });
});
