import { type OrderStatus, type PaymentMethod, unitPrice } from '@atelier/api-client';
import type { PasswordHasher } from '../auth/passwords';
import { BANNER_COUNT } from '../media/garments';
import { insertAddress } from './addresses';
import { generateProduct, prng } from './catalogue';
import type { Database, Queryable } from './database';
import { newId } from './ids';
import { identityImages } from './imageIdentity';
import { markPaid, placeOrder, updateOrderStatus } from './orders';
import { insertProduct, type ProductWrite } from './products';
import { insertReview } from './reviews';
import { countUsers, insertUser } from './users';

export const DEMO_ADMIN = {
  email: 'admin@atelier.test',
  password: 'Admin1234',
  userName: 'Atelier Admin',
};
export const DEMO_SHOPPER = {
  email: 'shopper@atelier.test',
  password: 'Shopper123',
  userName: 'Asha Shopper',
};

export interface SeedOptions {
  /** How many products; the demo shop has 36, the benchmark 10,000. */
  products?: number;
  /** Demo orders, reviews and an address for the demo shopper. */
  activity?: boolean;
  /** Skip when users exist (first start only). */
  onlyIfEmpty?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  productIds: string[];
  adminId?: string;
  shopperId?: string;
}

async function insertProductsBulk(db: Queryable, products: ProductWrite[]): Promise<string[]> {
  const ids: string[] = [];
  const BATCH = 250;
  for (let start = 0; start < products.length; start += BATCH) {
    const batch = products.slice(start, start + BATCH);
    const productValues: unknown[] = [];
    const sizeValues: unknown[] = [];
    const productRows: string[] = [];
    const sizeRows: string[] = [];
    for (const product of batch) {
      const id = newId();
      ids.push(id);
      const base = productValues.length;
      productRows.push(`(${Array.from({ length: 10 }, (_, i) => `$${base + i + 1}`).join(', ')})`);
      productValues.push(
        id,
        product.image,
        product.title,
        product.description,
        product.category,
        product.brand,
        product.price,
        product.salePrice,
        unitPrice(product),
        product.totalStock,
      );
      product.sizes.forEach((size, position) => {
        const b = sizeValues.length;
        sizeRows.push(`($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5})`);
        sizeValues.push(newId(), id, size.size, size.stock, position);
      });
    }
    await db.query(
      `INSERT INTO products (id, image, title, description, category, brand, price, sale_price, unit_price, total_stock)
       VALUES ${productRows.join(', ')}`,
      productValues as string[],
    );
    if (sizeRows.length) {
      await db.query(
        `INSERT INTO product_sizes (id, product_id, size, stock, position) VALUES ${sizeRows.join(', ')}`,
        sizeValues as string[],
      );
    }
  }
  return ids;
}

/** The generated catalogue: every few products one is low on stock and one is sold out. */
export function catalogue(count: number): ProductWrite[] {
  const random = prng(20240611);
  return Array.from({ length: count }, (_, i) =>
    generateProduct(i, random, i % 12 === 5 ? 'low' : i % 17 === 9 ? 'out' : 'normal'),
  );
}

/**
 * Fills an empty shop: catalogue, homepage banners, the demo admin and shopper, and (for the
 * demo) orders in several statuses, reviews and an address.
 */
export async function seed(
  db: Database,
  hasher: PasswordHasher,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const { products: productCount = 36, activity = true, onlyIfEmpty = true } = options;
  if (onlyIfEmpty && (await countUsers(db)) > 0) return { seeded: false, productIds: [] };
  const [adminHash, shopperHash] = await Promise.all([
    hasher.hash(DEMO_ADMIN.password),
    hasher.hash(DEMO_SHOPPER.password),
  ]);
  return db.transaction(async (tx) => {
    const adminId = newId();
    const shopperId = newId();
    await insertUser(tx, {
      id: adminId,
      ...DEMO_ADMIN,
      passwordHash: adminHash,
      role: 'admin',
      verified: true,
    });
    await insertUser(tx, {
      id: shopperId,
      ...DEMO_SHOPPER,
      passwordHash: shopperHash,
      role: 'user',
      verified: true,
    });
    for (let i = 0; i < BANNER_COUNT; i += 1) {
      // Explicit times keep the banners in order; one transaction would give them one timestamp.
      await tx.query('INSERT INTO feature_images (id, image, created_at) VALUES ($1, $2, $3)', [
        newId(),
        `/media/banners/banner-${i}.svg`,
        new Date(Date.now() + i),
      ]);
    }
    const list = catalogue(productCount);
    const productIds =
      productCount <= 100
        ? await (async () => {
            const ids: string[] = [];
            for (const product of list) ids.push(await insertProduct(tx, product));
            return ids;
          })()
        : await insertProductsBulk(tx, list);
    if (activity) await seedActivity(tx, shopperId, productIds, list);
    return { seeded: true, productIds, adminId, shopperId };
  });
}

async function seedActivity(
  tx: Queryable,
  shopperId: string,
  productIds: string[],
  list: ProductWrite[],
) {
  const address = await insertAddress(tx, shopperId, {
    address: '221 Residency Road, Flat 4B',
    city: 'Bengaluru',
    pincode: '560025',
    phone: '9876543210',
    notes: 'Ring the bell twice',
  });
  const addressInfo = {
    addressId: address._id,
    address: address.address,
    city: address.city,
    pincode: address.pincode,
    phone: address.phone,
    notes: address.notes,
  };
  const cartId = newId();
  await tx.query('INSERT INTO carts (id, user_id) VALUES ($1, $2)', [cartId, shopperId]);
  const plan: Array<{
    status: OrderStatus;
    method: PaymentMethod;
    daysAgo: number;
    picks: number[];
  }> = [
    { status: 'delivered', method: 'online', daysAgo: 40, picks: [0, 4] },
    { status: 'inShipping', method: 'cod', daysAgo: 6, picks: [2] },
    { status: 'confirmed', method: 'online', daysAgo: 3, picks: [8, 13] },
    { status: 'pending', method: 'cod', daysAgo: 1, picks: [6] },
    { status: 'rejected', method: 'cod', daysAgo: 12, picks: [10] },
  ];
  const img = identityImages;
  for (const entry of plan) {
    const date = new Date(Date.now() - entry.daysAgo * 86_400_000);
    const lines = entry.picks.flatMap((pick) => {
      const product = list[pick];
      const id = productIds[pick];
      const size = product?.sizes.find((s) => s.stock > 2);
      return product && id && size
        ? [{ productId: id, selectedSize: size.size, quantity: 1 + (pick % 2) }]
        : [];
    });
    if (!lines.length) continue;
    const order = await placeOrder(
      tx,
      {
        userId: shopperId,
        cartId,
        lines,
        address: addressInfo,
        paymentMethod: entry.method,
        now: date,
      },
      img,
    );
    if (entry.method === 'online') {
      await tx.query('UPDATE orders SET provider_order_id = $2 WHERE id = $1', [
        order._id,
        `order_seed_${order._id.slice(0, 8)}`,
      ]);
      await markPaid(tx, order._id, `pay_seed_${order._id.slice(0, 8)}`, date);
    }
    if (entry.status !== 'pending') {
      await updateOrderStatus(tx, order._id, entry.status, date);
    }
  }
  const reviews: Array<[number, number, string]> = [
    [0, 5, 'Fits perfectly and the fabric feels great.'],
    [4, 4, 'Good quality, runs slightly large.'],
    [2, 5, 'Exactly like the picture. Will buy again!'],
  ];
  for (const [pick, value, message] of reviews) {
    const productId = productIds[pick];
    if (!productId) continue;
    await insertReview(tx, {
      productId,
      userId: shopperId,
      userName: 'Asha Shopper',
      reviewMessage: message,
      reviewValue: value,
    });
  }
}
