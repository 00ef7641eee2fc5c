import type { DemoSeed } from '@atelier/api-client/demo-data';
import type { Queryable } from './database';
import { newId } from './ids';

/**
 * Writes the shared demo data as it is, ids included, so the shop the server seeds and the one
 * the mock backend starts from are the same shop. Rows go in a few hundred per statement.
 */

type Value = string | number | boolean | Date | null;

async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly Value[][],
): Promise<void> {
  // PostgreSQL takes at most 65,535 parameters in one statement.
  const batch = Math.floor(60_000 / columns.length);
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const values = slice.map(
      (_, row) =>
        `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    );
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
      slice.flat(),
    );
  }
}

export interface SeedUser {
  id: string;
  userName: string;
  email: string;
  passwordHash: string;
  role: string;
  verified: boolean;
}

export function insertUsers(db: Queryable, users: readonly SeedUser[]): Promise<void> {
  return insertRows(
    db,
    'users',
    ['id', 'user_name', 'email', 'password_hash', 'role', 'verified'],
    users.map((u) => [
      u.id,
      u.userName,
      u.email.trim().toLowerCase(),
      u.passwordHash,
      u.role,
      u.verified,
    ]),
  );
}

/** Extension size-guides: one per category. */
export function insertSizeGuides(db: Queryable, guides: DemoSeed['sizeGuides']): Promise<void> {
  return insertRows(
    db,
    'size_guides',
    ['category', 'measurements', 'rows'],
    guides.map((guide) => [
      guide.category,
      JSON.stringify(guide.measurements),
      JSON.stringify(guide.rows),
    ]),
  );
}

/** Homepage banners in the seed's order (their creation times keep it). */
export function insertFeatureImages(
  db: Queryable,
  images: DemoSeed['featureImages'],
  start: Date,
): Promise<void> {
  return insertRows(
    db,
    'feature_images',
    ['id', 'image', 'created_at'],
    images.map((image, index) => [image._id, image.image, new Date(start.getTime() + index)]),
  );
}

/** Addresses, carts, wishlists, reviews and orders of the demo shoppers. */
export async function insertDemoActivity(
  db: Queryable,
  seed: Pick<DemoSeed, 'addresses' | 'carts' | 'wishlists' | 'reviews' | 'orders'>,
  start: Date,
): Promise<void> {
  // Creation times a millisecond apart keep every list in the seed's order.
  const at = (index: number) => new Date(start.getTime() + index);
  await insertRows(
    db,
    'addresses',
    ['id', 'user_id', 'address', 'city', 'pincode', 'phone', 'notes', 'created_at'],
    seed.addresses.map((a, i) => [
      a._id,
      a.userId,
      a.address,
      a.city,
      a.pincode,
      a.phone,
      a.notes,
      at(i),
    ]),
  );
  await insertRows(
    db,
    'carts',
    ['id', 'user_id'],
    seed.carts.map((cart) => [cart._id, cart.userId]),
  );
  await insertRows(
    db,
    'cart_items',
    ['cart_id', 'product_id', 'selected_size', 'selected_colour', 'quantity', 'added_at'],
    seed.carts.flatMap((cart) =>
      cart.items.map((line, i) => [
        cart._id,
        line.productId,
        line.selectedSize,
        line.selectedColour ?? '',
        line.quantity,
        at(i),
      ]),
    ),
  );
  await insertRows(
    db,
    'wishlist_items',
    ['user_id', 'product_id', 'added_at'],
    seed.wishlists.flatMap((list) =>
      list.productIds.map((productId, i) => [list.userId, productId, at(i)]),
    ),
  );
  await insertRows(
    db,
    'reviews',
    [
      'id',
      'product_id',
      'user_id',
      'user_name',
      'review_message',
      'review_value',
      'fit',
      'created_at',
    ],
    seed.reviews.map((r) => [
      r._id ?? newId(),
      r.productId,
      r.userId,
      r.userName,
      r.reviewMessage,
      r.reviewValue,
      r.fit ?? null,
      r.createdAt ? new Date(r.createdAt) : start,
    ]),
  );
  await insertRows(
    db,
    'orders',
    [
      'id',
      'user_id',
      'cart_id',
      'cart_items',
      'address_info',
      'order_status',
      'payment_method',
      'payment_status',
      'payment_id',
      'total_amount',
      'cash_handling_fee',
      'order_date',
      'order_update_date',
    ],
    seed.orders.map((o) => [
      o._id,
      o.userId,
      o.cartId,
      JSON.stringify(o.cartItems),
      JSON.stringify(o.addressInfo),
      o.orderStatus,
      o.paymentMethod,
      o.paymentStatus,
      o.paymentId,
      o.totalAmount,
      o.cashHandlingFee,
      new Date(o.orderDate),
      new Date(o.orderUpdateDate ?? o.orderDate),
    ]),
  );
}
