import { isValidPassword, VALIDATION } from '@atelier/api-client';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import { findUserByEmail, insertUser } from '../db/users';
import type { PasswordHasher } from './passwords';

export interface NewAdmin {
  email: string;
  password: string;
  userName: string;
}

/**
 * Creates a verified admin account, unless one with this e-mail exists: then nothing changes
 * (its password neither), so running it again, or on every start, is harmless. The password
 * follows the shop's rule, as every other password does.
 */
export async function createAdmin(
  db: Queryable,
  hasher: PasswordHasher,
  admin: NewAdmin,
): Promise<'created' | 'exists'> {
  if (!isValidPassword(admin.password)) throw new Error(VALIDATION.password);
  if (await findUserByEmail(db, admin.email)) return 'exists';
  await insertUser(db, {
    id: newId(),
    userName: admin.userName,
    email: admin.email,
    passwordHash: await hasher.hash(admin.password),
    role: 'admin',
    verified: true,
  });
  return 'created';
}
