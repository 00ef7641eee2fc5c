import { addMs, type Clock } from '../auth/clock';
import { issueOtp, OTP_TTL_MS, otpResendWait } from '../auth/otp';
import { issueResetToken, RESET_TOKEN_TTL_MS } from '../auth/resetTokens';
import { sha256 } from '../auth/tokens';
import type { Queryable } from '../db/database';
import { lockUser } from '../db/users';
import type { MailOutbox } from '../mail/outbox';

const minutes = (ms: number) => Math.round(ms / 60_000);

interface Recipient {
  id: string;
  email: string;
  userName: string;
}

/**
 * Issues a sign-up code and queues its mail in the caller's transaction, unless a code went out
 * less than a minute ago. The once-a-minute limit therefore counts mails that are queued, and a
 * queued mail is delivered even if the mail server is down right now. The user's row is locked
 * so two requests at once issue one code.
 */
export async function queueOtpMail(
  tx: Queryable,
  mail: MailOutbox,
  clock: Clock,
  user: Recipient,
): Promise<boolean> {
  await lockUser(tx, user.id);
  if ((await otpResendWait(tx, user.id, clock)) > 0) return false;
  const { code, issuedAt } = await issueOtp(tx, user.id, clock);
  await mail.enqueue(tx, {
    key: `otp:${user.id}:${issuedAt.getTime()}`,
    to: user.email,
    template: 'otp',
    data: { userName: user.userName, code, validMinutes: minutes(OTP_TTL_MS) },
    expiresAt: addMs(issuedAt, OTP_TTL_MS),
  });
  return true;
}

/** Issues a reset token (retiring earlier ones) and queues the link's mail in the caller's transaction. */
export async function queueResetMail(
  tx: Queryable,
  mail: MailOutbox,
  clock: Clock,
  user: Recipient,
  shellUrl: string,
): Promise<void> {
  const token = await issueResetToken(tx, user.id, clock);
  await mail.enqueue(tx, {
    key: `reset:${sha256(token).slice(0, 32)}`,
    to: user.email,
    template: 'reset',
    data: {
      userName: user.userName,
      link: `${shellUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
      validMinutes: minutes(RESET_TOKEN_TTL_MS),
    },
    expiresAt: addMs(clock(), RESET_TOKEN_TTL_MS),
  });
}
