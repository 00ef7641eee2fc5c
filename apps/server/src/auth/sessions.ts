import type { Queryable } from '../db/database';
import type { UserRecord } from '../db/users';
import { addMs, type Clock } from './clock';
import { randomToken, sha256 } from './tokens';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'atelier_session';

export type SessionUser = Pick<UserRecord, 'id' | 'userName' | 'email' | 'role'>;

/** Starts a fresh session (a new id at every login) and returns the token for the cookie. */
export async function createSession(db: Queryable, userId: string, clock: Clock): Promise<string> {
  const token = randomToken();
  const now = clock();
  await db.query(
    'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), userId, now, addMs(now, SESSION_TTL_MS)],
  );
  return token;
}

export async function findSessionUser(
  db: Queryable,
  token: string,
  clock: Clock,
): Promise<SessionUser | null> {
  const [row] = await db.query<{ id: string; user_name: string; email: string; role: string }>(
    `SELECT u.id, u.user_name, u.email, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND s.expires_at > $2 AND u.verified AND u.blocked_at IS NULL`,
    [sha256(token), clock()],
  );
  return row ? { id: row.id, userName: row.user_name, email: row.email, role: row.role } : null;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [sha256(token)]);
}

/** Ends every session of a user except the one making the request, if any. */
export async function deleteOtherSessions(
  db: Queryable,
  userId: string,
  keepToken: string | null,
): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [
    userId,
    keepToken ? sha256(keepToken) : '',
  ]);
}
