import type autocannon from 'autocannon';
import type { PasswordHasher } from '../auth/passwords';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import { insertUser } from '../db/users';

const PASSWORD = 'Bench1234';

export interface Shopper {
  cookie: string;
  userId: string;
  addressId: string;
}

export type OrderLine = { product_id: string; size: string };

/** Verified shoppers written straight to the database; returns their e-mails. */
export function createShoppers(db: Queryable, hasher: PasswordHasher, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `bench-${i}-${newId().slice(0, 6)}@example.test`;
      await insertUser(db, {
        id: newId(),
        userName: `Bench ${i}`,
        email,
        passwordHash: await hasher.hash(PASSWORD),
        role: 'user',
        verified: true,
      });
      return email;
    }),
  );
}

/** Lines to order: up to 2,000 product sizes. */
export const orderLines = (db: Queryable) =>
  db.query<OrderLine>('SELECT product_id, size FROM product_sizes ORDER BY product_id LIMIT 2000');

/** Signs each shopper in through the server and gives them a saved address. */
export async function signIn(base: string, emails: readonly string[]): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (const email of emails) {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { user } = (await login.json()) as { user: { id: string } };
    const address = await fetch(`${base}/api/shop/address/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        userId: user.id,
        address: '1 Bench Road',
        city: 'Pune',
        pincode: '411001',
        phone: '9000000000',
        notes: '-',
      }),
    });
    const { data } = (await address.json()) as { data: { _id: string } };
    shoppers.push({ cookie, userId: user.id, addressId: data._id });
  }
  return shoppers;
}

/**
 * One cash order per request, from the shoppers in turn, each for the next line: many shoppers,
 * as a shop has, since one shopper's checkouts run one at a time.
 */
export function orderRequests(shoppers: readonly Shopper[], lines: readonly OrderLine[]) {
  let next = 0;
  return (request: autocannon.Request) => {
    const n = next++;
    const shopper = shoppers[n % shoppers.length] as Shopper;
    const line = lines[n % lines.length];
    return {
      ...request,
      headers: { 'content-type': 'application/json', cookie: shopper.cookie },
      body: JSON.stringify({
        userId: shopper.userId,
        cartItems: [{ productId: line?.product_id, selectedSize: line?.size, quantity: 1 }],
        addressInfo: { addressId: shopper.addressId },
        paymentMethod: 'cod',
      }),
    };
  };
}
