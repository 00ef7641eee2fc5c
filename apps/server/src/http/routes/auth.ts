import { AUTH, NO_CACHE_HEADERS } from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import { consumeOtp, issueOtp, otpResendWait } from '../../auth/otp';
import { consumeResetToken, issueResetToken } from '../../auth/resetTokens';
import { createSession, deleteOtherSessions, deleteSession } from '../../auth/sessions';
import { newId } from '../../db/ids';
import {
  findUserByEmail,
  insertUser,
  markVerified,
  publicUser,
  setPasswordHash,
  updateUnverifiedUser,
} from '../../db/users';
import { otpMail, resetMail } from '../../mail/templates';
import { currentUser } from '../access';
import { clientIp } from '../clientIp';
import type { AppDeps, AppEnv } from '../env';
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from '../errors';
import { email, otp, password } from '../schemas';
import { clearSessionCookie, setSessionCookie } from '../session';
import { jsonBody } from '../validate';

const registerBody = z.object({
  userName: z.string().trim().min(1, 'is required').max(50, 'is too long'),
  email,
  password,
});
const loginBody = z.object({ email, password: z.string().min(1, 'is required').max(128) });
const verifyBody = z.object({ email, otp });
const emailBody = z.object({ email });
const resetBody = z.object({
  token: z.string().trim().min(1, 'is required').max(200),
  newPassword: password,
});

export const MESSAGES = {
  userExists: 'User already exists with the same email! Please try again',
  badCredentials: 'Invalid email or password',
  unverified: 'Please verify your email before signing in.',
  tooManyLogins: 'Too many failed sign-in attempts. Please try again later.',
  loggedOut: 'Logged out successfully!',
  verified: 'Email verified successfully. You can now sign in.',
  alreadyVerified: 'This email is already verified. Please sign in.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'The code has expired or was already used. Please request a new one.',
  otpExhausted: 'Too many incorrect attempts. Please request a new code.',
  otpResent: 'If that account is awaiting verification, a new code has been sent to the email.',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  forgot: 'If an account exists for that email, a password reset link has been sent.',
  resetInvalid: 'The password reset link is invalid or has expired.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  mailFailed: 'We could not send the e-mail right now. Please try again shortly.',
} as const;

async function sendOrFail(deps: AppDeps, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.logger.error({ err: error }, 'mail delivery failed');
    throw new HttpError(502, MESSAGES.mailFailed);
  }
}

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/register', async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c, registerBody);
    const passwordHash = await deps.hasher.hash(body.password);
    const existing = await findUserByEmail(deps.db, body.email);
    if (existing?.verified) throw conflict(MESSAGES.userExists);
    let userId: string;
    if (existing) {
      // An unfinished sign-up may be restarted: whoever verifies the e-mail owns the account.
      userId = existing.id;
      await updateUnverifiedUser(deps.db, userId, { userName: body.userName, passwordHash });
      if ((await otpResendWait(deps.db, userId, deps.clock)) > 0) {
        return c.json({ success: true, message: AUTH.registerSuccess }, 201);
      }
    } else {
      userId = newId();
      await insertUser(deps.db, {
        id: userId,
        userName: body.userName,
        email: body.email,
        passwordHash,
        role: 'user',
        verified: false,
      });
    }
    const code = await issueOtp(deps.db, userId, deps.clock);
    await sendOrFail(deps, () => deps.mailer.send(otpMail(body.email, body.userName, code)));
    return c.json({ success: true, message: AUTH.registerSuccess }, 201);
  });

  app.post('/login', async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c, loginBody);
    const ip = clientIp(c);
    const { loginByEmail, loginByIp } = deps.limiters;
    if (loginByEmail.isLimited(body.email) || loginByIp.isLimited(ip)) {
      const wait = Math.max(loginByEmail.retryAfter(body.email), loginByIp.retryAfter(ip));
      throw tooManyRequests(MESSAGES.tooManyLogins, wait);
    }
    const user = await findUserByEmail(deps.db, body.email);
    // An unknown e-mail still costs one hash, so timing cannot tell the two failures apart.
    const valid = user
      ? await deps.hasher.verify(body.password, user.passwordHash)
      : await deps.hasher.verify(body.password, await deps.hasher.decoy).then(() => false);
    if (!user || !valid) {
      loginByEmail.hit(body.email);
      loginByIp.hit(ip);
      throw unauthorized(MESSAGES.badCredentials);
    }
    if (!user.verified) throw new HttpError(403, MESSAGES.unverified);
    loginByEmail.reset(body.email);
    const previous = c.get('sessionToken');
    if (previous) await deleteSession(deps.db, previous);
    setSessionCookie(c, await createSession(deps.db, user.id, deps.clock));
    return c.json({ success: true, message: AUTH.loginSuccess, user: publicUser(user) });
  });

  app.post('/logout', async (c) => {
    const token = c.get('sessionToken');
    if (token) await deleteSession(c.get('deps').db, token);
    clearSessionCookie(c);
    return c.json({ success: true, message: MESSAGES.loggedOut });
  });

  app.get('/check-auth', (c) => {
    for (const [name, value] of Object.entries(NO_CACHE_HEADERS)) c.header(name, value);
    const user = currentUser(c);
    return c.json({ success: true, message: 'Authenticated user!', user: publicUser(user) });
  });

  app.post('/verify-otp', async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c, verifyBody);
    const user = await findUserByEmail(deps.db, body.email);
    if (!user) throw badRequest(MESSAGES.otpExpired);
    if (user.verified) throw badRequest(MESSAGES.alreadyVerified);
    // The attempt count must be committed even when the code is wrong, so the outcome is
    // returned from the transaction and turned into an error only afterwards.
    const outcome = await deps.db.transaction(async (tx) => {
      const result = await consumeOtp(tx, user.id, body.otp, deps.clock);
      if (result === 'ok') await markVerified(tx, user.id);
      return result;
    });
    if (outcome === 'invalid') throw badRequest(MESSAGES.otpInvalid);
    if (outcome === 'exhausted') throw new HttpError(429, MESSAGES.otpExhausted);
    if (outcome !== 'ok') throw badRequest(MESSAGES.otpExpired);
    return c.json({ success: true, message: MESSAGES.verified });
  });

  app.post('/resend-otp', async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c, emailBody);
    const user = await findUserByEmail(deps.db, body.email);
    if (user && !user.verified) {
      const wait = await otpResendWait(deps.db, user.id, deps.clock);
      if (wait > 0) throw tooManyRequests(MESSAGES.resendWait(wait), wait);
      const code = await issueOtp(deps.db, user.id, deps.clock);
      await sendOrFail(deps, () => deps.mailer.send(otpMail(user.email, user.userName, code)));
    }
    return c.json({ success: true, message: MESSAGES.otpResent });
  });

  app.post('/forgot-password', async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c, emailBody);
    const user = await findUserByEmail(deps.db, body.email);
    const flooding = deps.limiters.forgotByEmail.hit(body.email);
    if (user && !flooding) {
      const token = await issueResetToken(deps.db, user.id, deps.clock);
      const link = `${deps.config.shellUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
      // Not awaited: a slow mail server must not reveal, by timing, that the account exists.
      deps.mailer.send(resetMail(user.email, user.userName, link)).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'reset mail delivery failed');
      });
    }
    return c.json({ success: true, message: MESSAGES.forgot });
  });

  app.post('/reset-password', async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c, resetBody);
    const passwordHash = await deps.hasher.hash(body.newPassword);
    const keep = c.get('sessionToken');
    const done = await deps.db.transaction(async (tx) => {
      const userId = await consumeResetToken(tx, body.token, deps.clock);
      if (!userId) return false;
      await setPasswordHash(tx, userId, passwordHash);
      // Following the e-mailed link proves the address, so an unverified account becomes verified.
      await markVerified(tx, userId);
      await deleteOtherSessions(tx, userId, keep);
      await tx.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);
      return true;
    });
    if (!done) throw badRequest(MESSAGES.resetInvalid);
    return c.json({ success: true, message: MESSAGES.resetDone });
  });

  return app;
}
