import type { User } from '@atelier/api-client';
import type { Queryable } from './database';

export interface UserRecord {
  id: string;
  userName: string;
  email: string;
  role: string;
  verified: boolean;
  passwordHash: string;
  /** Blocked by an admin (extension 'admin-customers'): no sign-in, no session. */
  blocked: boolean;
}

interface UserRow {
  id: string;
  user_name: string;
  email: string;
  role: string;
  verified: boolean;
  password_hash: string;
  blocked_at: Date | string | null;
}

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  userName: row.user_name,
  email: row.email,
  role: row.role,
  verified: row.verified,
  passwordHash: row.password_hash,
  blocked: row.blocked_at !== null,
});

/** The user as responses show it: never the hash or the verification flag. */
export const publicUser = (user: Pick<UserRecord, 'id' | 'userName' | 'email' | 'role'>): User => ({
  id: user.id,
  userName: user.userName,
  email: user.email,
  role: user.role,
});

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [
    normalizeEmail(email),
  ]);
  return row ? toRecord(row) : null;
}

export async function insertUser(
  db: Queryable,
  user: Omit<UserRecord, 'email' | 'blocked'> & { email: string },
): Promise<void> {
  await db.query(
    `INSERT INTO users (id, user_name, email, password_hash, role, verified)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      user.id,
      user.userName,
      normalizeEmail(user.email),
      user.passwordHash,
      user.role,
      user.verified,
    ],
  );
}

/** Serialises work on one user's data (addresses, orders) across connections and servers. */
export async function lockUser(db: Queryable, id: string): Promise<void> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
}

export async function markVerified(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE users SET verified = true WHERE id = $1', [id]);
}

export async function setPasswordHash(db: Queryable, id: string, hash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, hash]);
}

export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return row?.n ?? 0;
}
