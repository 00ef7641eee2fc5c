import type { OrderStatus, PaymentMethod } from '@atelier/api-client';
import type { PasswordHasher } from '../auth/passwords';
import { insertAddress } from '../db/addresses';
import { ensureCart } from '../db/carts';
import type { Database, Queryable } from '../db/database';
import { insertFeature } from '../db/features';
import { newId } from '../db/ids';
import type { ImageResolver } from '../db/media';
import { setProviderOrderId } from '../db/orders';
import { insertProducts, type ProductWrite } from '../db/productWrites';
import { insertReview } from '../db/reviews';
import { countUsers, insertUser } from '../db/users';
import { BANNER_COUNT } from '../media/garments';
import {
  changeOrderStatus,
  placeOrder,
  settlePayment,
  toAddressInfo,
} from '../services/orderRules';
import { generateProduct, prng } from './catalogue';

/** Stored paths stay as they are: the seed shows nothing to anyone. */
const img: ImageResolver = (stored) => stored;

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
    const start = Date.now();
    for (let i = 0; i < BANNER_COUNT; i += 1) {
      // Explicit times keep the banners in order.
      await insertFeature(tx, `/media/banners/banner-${i}.svg`, img, new Date(start + i));
    }
    const list = catalogue(productCount);
    const productIds = await insertProducts(tx, list);
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
  const addressInfo = toAddressInfo(address);
  const cartId = await ensureCart(tx, shopperId);
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
      await setProviderOrderId(tx, order._id, `order_seed_${order._id.slice(0, 8)}`);
      await settlePayment(tx, order, `pay_seed_${order._id.slice(0, 8)}`, date);
    }
    if (entry.status !== 'pending') {
      await changeOrderStatus(tx, order._id, entry.status, date, img);
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
      userName: DEMO_SHOPPER.userName,
      reviewMessage: message,
      reviewValue: value,
    });
  }
}
