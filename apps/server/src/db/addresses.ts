import type { Address, AddressFields } from '@atelier/api-client';
import type { Queryable } from './database';
import { newId } from './ids';
import { lockUser } from './users';

interface AddressRow extends AddressFields {
  id: string;
  user_id: string;
}

const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  userId: row.user_id,
  address: row.address,
  city: row.city,
  pincode: row.pincode,
  phone: row.phone,
  notes: row.notes,
});

export async function listAddresses(db: Queryable, userId: string): Promise<Address[]> {
  const rows = await db.query<AddressRow>(
    'SELECT * FROM addresses WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows.map(toAddress);
}

export async function findAddress(
  db: Queryable,
  userId: string,
  addressId: string,
): Promise<Address | null> {
  const [row] = await db.query<AddressRow>(
    'SELECT * FROM addresses WHERE id = $1 AND user_id = $2',
    [addressId, userId],
  );
  return row ? toAddress(row) : null;
}

/** Serialises adds of one user so two at once cannot both pass the three-address limit. */
export async function lockUserAddresses(db: Queryable, userId: string): Promise<number> {
  await lockUser(db, userId);
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM addresses WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

export async function insertAddress(
  db: Queryable,
  userId: string,
  fields: AddressFields,
): Promise<Address> {
  const [row] = await db.query<AddressRow>(
    `INSERT INTO addresses (id, user_id, address, city, pincode, phone, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [newId(), userId, fields.address, fields.city, fields.pincode, fields.phone, fields.notes],
  );
  if (!row) throw new Error('address insert returned nothing');
  return toAddress(row);
}

export async function updateAddress(
  db: Queryable,
  userId: string,
  addressId: string,
  fields: AddressFields,
): Promise<Address | null> {
  const [row] = await db.query<AddressRow>(
    `UPDATE addresses SET address = $3, city = $4, pincode = $5, phone = $6, notes = $7
      WHERE id = $1 AND user_id = $2 RETURNING *`,
    [addressId, userId, fields.address, fields.city, fields.pincode, fields.phone, fields.notes],
  );
  return row ? toAddress(row) : null;
}

export async function deleteAddress(db: Queryable, userId: string, addressId: string) {
  const rows = await db.query('DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING id', [
    addressId,
    userId,
  ]);
  return rows.length > 0;
}
