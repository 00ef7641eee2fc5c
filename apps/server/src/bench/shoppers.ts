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

/** A size in stock, with a colour that has it when the product has colours. */
export type OrderLine = { product_id: string; size: string; colour: string | null };

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

/**
 * A million of every size in every colour, so a load test's orders measure the write path
 * rather than run out halfway; a size's stock stays the sum over its colours.
 */
export async function plentifulStock(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE products SET colours = (
        SELECT jsonb_agg(jsonb_set(colour, '{sizes}', coalesce((
                 SELECT jsonb_agg(jsonb_set(cell, '{stock}', '1000000'::jsonb))
                   FROM jsonb_array_elements(colour->'sizes') cell), '[]'::jsonb)))
          FROM jsonb_array_elements(colours) colour)
      WHERE jsonb_array_length(colours) > 0`,
  );
  await db.query(
    `UPDATE product_sizes s SET stock = 1000000 * coalesce((
        SELECT nullif(jsonb_array_length(p.colours), 0) FROM products p WHERE p.id = s.product_id), 1)`,
  );
}

/**
 * Lines to order: up to 2,000 sizes in stock, each with a colour holding it where the product
 * has colours (an order without one is refused, as a sold-out size is).
 */
export const orderLines = (db: Queryable) =>
  db.query<OrderLine>(
    `SELECT s.product_id, s.size,
            (SELECT colour->>'name'
               FROM jsonb_array_elements(p.colours) colour,
                    jsonb_array_elements(colour->'sizes') cell
              WHERE cell->>'size' = s.size AND (cell->>'stock')::int > 0
              LIMIT 1) AS colour
       FROM product_sizes s JOIN products p ON p.id = s.product_id
      WHERE s.stock > 0
      ORDER BY s.product_id, s.size
      LIMIT 2000`,
  );

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
        cartItems: [
          {
            productId: line?.product_id,
            selectedSize: line?.size,
            ...(line?.colour ? { selectedColour: line.colour } : {}),
            quantity: 1,
          },
        ],
        addressInfo: { addressId: shopper.addressId },
        paymentMethod: 'cod',
      }),
    };
  };
}
