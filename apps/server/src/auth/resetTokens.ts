import type { Queryable } from '../db/database';
import { addMs, type Clock } from './clock';
import { randomToken, sha256 } from './tokens';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Issues a reset token, retiring the user's earlier ones, and returns it for the link. */
export async function issueResetToken(
  db: Queryable,
  userId: string,
  clock: Clock,
): Promise<string> {
  const token = randomToken();
  await retireResetTokens(db, userId);
  await db.query(
    'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
    [sha256(token), userId, addMs(clock(), RESET_TOKEN_TTL_MS)],
  );
  return token;
}

/** Marks the token used and returns its user, or null when it is unknown, used or expired. */
export async function consumeResetToken(
  tx: Queryable,
  token: string,
  clock: Clock,
): Promise<string | null> {
  const now = clock();
  const [row] = await tx.query<{ user_id: string }>(
    `UPDATE password_resets SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id`,
    [sha256(token), now],
  );
  return row?.user_id ?? null;
}

/** Ends every reset link of a user (a new one was issued, or the password was just reset). */
export async function retireResetTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);
}

/** The user a live token belongs to, without using it: lets a bogus token fail before hashing. */
export async function resetTokenUser(
  db: Queryable,
  token: string,
  clock: Clock,
): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [sha256(token), clock()],
  );
  return row?.user_id ?? null;
}
