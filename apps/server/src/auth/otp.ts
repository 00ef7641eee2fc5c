import type { Queryable } from '../db/database';
import { addMs, type Clock } from './clock';
import { randomOtp, safeEqualHex, sha256 } from './tokens';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** How long a user waits before another code may be sent. */
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;

// The user id salts the digest so equal codes of two users never share a stored value.
const digest = (userId: string, code: string) => sha256(`${userId}:${code}`);

interface OtpRow {
  code_hash: string;
  expires_at: Date;
  attempts: number;
  sent_at: Date;
}

/** Seconds the user must still wait before a new code, 0 when one may be sent now. */
export async function otpResendWait(db: Queryable, userId: string, clock: Clock): Promise<number> {
  const [row] = await db.query<OtpRow>('SELECT sent_at FROM email_otps WHERE user_id = $1', [
    userId,
  ]);
  if (!row) return 0;
  const wait = new Date(row.sent_at).getTime() + OTP_RESEND_INTERVAL_MS - clock().getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/** Issues a new code, replacing any earlier one, and returns it for the e-mail. */
export async function issueOtp(
  db: Queryable,
  userId: string,
  clock: Clock,
): Promise<{ code: string; issuedAt: Date }> {
  const code = randomOtp();
  const now = clock();
  await db.query(
    `INSERT INTO email_otps (user_id, code_hash, expires_at, attempts, sent_at)
     VALUES ($1, $2, $3, 0, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
           attempts = 0, sent_at = EXCLUDED.sent_at`,
    [userId, digest(userId, code), addMs(now, OTP_TTL_MS), now],
  );
  return { code, issuedAt: now };
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'exhausted' | 'missing';

/**
 * Checks a code once. A wrong code costs an attempt; the fifth wrong one, an expired code or a
 * used one leaves nothing to guess against. Runs in the caller's transaction so attempts
 * cannot race.
 */
export async function consumeOtp(
  tx: Queryable,
  userId: string,
  code: string,
  clock: Clock,
): Promise<OtpCheck> {
  const [row] = await tx.query<OtpRow>(
    'SELECT code_hash, expires_at, attempts FROM email_otps WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  if (!row) return 'missing';
  if (new Date(row.expires_at).getTime() <= clock().getTime()) return 'expired';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'exhausted';
  if (safeEqualHex(row.code_hash, digest(userId, code))) {
    await tx.query('DELETE FROM email_otps WHERE user_id = $1', [userId]);
    return 'ok';
  }
  await tx.query('UPDATE email_otps SET attempts = attempts + 1 WHERE user_id = $1', [userId]);
  return row.attempts + 1 >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'invalid';
}
