import type { User } from '@atelier/api-client';
import { createLoginThrottle, type ThrottleRule } from '../auth/loginThrottle';
import { consumeOtp, otpResendWait } from '../auth/otp';
import { createRateLimiter } from '../auth/rateLimiter';
import { consumeResetToken, resetTokenUser, retireResetTokens } from '../auth/resetTokens';
import {
  createSession,
  deleteOtherSessions,
  deleteSession,
  findSessionUser,
} from '../auth/sessions';
import { isUniqueViolation } from '../db/database';
import { newId } from '../db/ids';
import {
  findUserByEmail,
  insertUser,
  markVerified,
  publicUser,
  setPasswordHash,
} from '../db/users';
import { ADMIN_ACCOUNT, AUTH_MESSAGES as M } from '../messages';
import { queueOtpMail, queueResetMail } from './authMails';
import type { ServiceContext } from './context';
import { conflict, forbidden, invalid, ServiceError, tooMany } from './errors';

const MINUTE = 60_000;

/**
 * Sign-in throttles: an account from one address slows down after 5 failures, an address after
 * 30 (spraying many accounts), an account from everywhere after 10 but only up to 30 seconds, so
 * failures from elsewhere can slow its owner a little and never lock them out.
 */
const LOGIN_THROTTLES = {
  pair: { free: 5, baseMs: 1000, maxMs: 15 * MINUTE, forgetMs: 15 * MINUTE },
  address: { free: 30, baseMs: 1000, maxMs: 15 * MINUTE, forgetMs: 15 * MINUTE },
  account: { free: 10, baseMs: 1000, maxMs: 30_000, forgetMs: 15 * MINUTE },
} satisfies Record<string, ThrottleRule>;

/** Attempts per window that may cost a password hash or an e-mail. */
const AUTH_LIMITS = {
  registerPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  resetPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  resetMailsPerAccount: { limit: 3, windowMs: 15 * MINUTE },
};

export function createAuthService(ctx: ServiceContext) {
  const { db, clock, hasher, mail, settings } = ctx;
  const throttle = createLoginThrottle(db, clock);
  const limits = {
    register: createRateLimiter(db, 'register', AUTH_LIMITS.registerPerAddress, clock),
    reset: createRateLimiter(db, 'reset', AUTH_LIMITS.resetPerAddress, clock),
    resetMails: createRateLimiter(db, 'forgot', AUTH_LIMITS.resetMailsPerAccount, clock),
  };

  /** Queues a new code unless one went out less than a minute ago; delivery starts at once. */
  async function sendCode(user: { id: string; email: string; userName: string }) {
    if (await db.transaction((tx) => queueOtpMail(tx, mail, clock, user))) mail.kick();
  }

  const throttleKeys = (email: string, address: string) => [
    { key: `pair:${email}|${address}`, rule: LOGIN_THROTTLES.pair },
    { key: `account:${email}`, rule: LOGIN_THROTTLES.account },
    { key: `address:${address}`, rule: LOGIN_THROTTLES.address },
  ];

  return {
    /**
     * Starts a sign-up. An address awaiting verification keeps the name and password it was
     * registered with; a second registration only sends its owner a fresh code, so nobody can
     * take over a sign-up they did not start. Everything cheap is checked before hashing.
     */
    async register(input: { userName: string; email: string; password: string }, address: string) {
      const wait = await limits.register.hit(address);
      if (wait) throw tooMany(M.tooManyRegistrations, wait);
      const existing = await findUserByEmail(db, input.email);
      if (existing?.verified) throw conflict(M.userExists);
      if (existing) return sendCode(existing);
      const user = { id: newId(), userName: input.userName, email: input.email };
      const passwordHash = await hasher.hash(input.password);
      try {
        // The account and its code's mail are committed together, or neither is.
        await db.transaction(async (tx) => {
          await insertUser(tx, { ...user, passwordHash, role: 'user', verified: false });
          await queueOtpMail(tx, mail, clock, user);
        });
      } catch (error) {
        // Two sign-ups for one address at once: the first one stands.
        if (isUniqueViolation(error)) return;
        throw error;
      }
      mail.kick();
    },

    /** Returns the user and a new session token; `previous` is ended. */
    async login(
      input: { email: string; password: string },
      address: string,
      previous: string | null,
    ): Promise<{ user: User; token: string }> {
      const keys = throttleKeys(input.email, address);
      const wait = await throttle.wait(keys);
      if (wait) throw tooMany(M.tooManyLogins, wait);
      const user = await findUserByEmail(db, input.email);
      // An unknown e-mail still costs one hash, so timing cannot tell the two failures apart.
      const valid = user
        ? await hasher.verify(input.password, user.passwordHash)
        : await hasher.verify(input.password, await hasher.decoy).then(() => false);
      if (!user || !valid) {
        await throttle.fail(keys);
        throw new ServiceError('unauthenticated', M.badCredentials);
      }
      if (!user.verified) throw forbidden(M.unverified);
      // Only someone who knows the password learns that the account is blocked.
      if (user.blocked) throw forbidden(M.blocked);
      // The address keeps its count: one good password must not reset a spraying address.
      await throttle.clear(keys.slice(0, 2));
      if (previous) await deleteSession(db, previous);
      return { user: publicUser(user), token: await createSession(db, user.id, clock) };
    },

    logout: (token: string) => deleteSession(db, token),

    sessionUser: (token: string) => findSessionUser(db, token, clock),

    async verifyOtp(input: { email: string; otp: string }) {
      const user = await findUserByEmail(db, input.email);
      if (!user) throw invalid(M.otpExpired);
      if (user.verified) throw invalid(M.alreadyVerified);
      // The attempt count must be committed even when the code is wrong, so the outcome is
      // returned from the transaction and turned into an error only afterwards.
      const outcome = await db.transaction(async (tx) => {
        const result = await consumeOtp(tx, user.id, input.otp, clock);
        if (result === 'ok') await markVerified(tx, user.id);
        return result;
      });
      if (outcome === 'invalid') throw invalid(M.otpInvalid);
      if (outcome === 'exhausted') throw new ServiceError('too-many', M.otpExhausted);
      if (outcome !== 'ok') throw invalid(M.otpExpired);
    },

    async resendOtp(email: string) {
      const user = await findUserByEmail(db, email);
      if (!user || user.verified) return;
      const wait = await otpResendWait(db, user.id, clock);
      if (wait > 0) throw tooMany(M.resendWait(wait), wait);
      await sendCode(user);
    },

    async forgotPassword(email: string) {
      const user = await findUserByEmail(db, email);
      const flooding = (await limits.resetMails.hit(email)) > 0;
      if (!user || flooding) return;
      // Only queued here: a slow mail server must not reveal, by timing, that the account exists.
      await db.transaction((tx) => queueResetMail(tx, mail, clock, user, settings.shellUrl));
      mail.kick();
    },

    /** Sets a new password from an e-mailed token; the token is checked before any hashing. */
    async resetPassword(
      input: { token: string; newPassword: string },
      address: string,
      keep: string | null,
    ) {
      const wait = await limits.reset.hit(address);
      if (wait) throw tooMany(M.tooManyResets, wait);
      if (!(await resetTokenUser(db, input.token, clock))) throw invalid(M.resetInvalid);
      const passwordHash = await hasher.hash(input.newPassword);
      const done = await db.transaction(async (tx) => {
        const userId = await consumeResetToken(tx, input.token, clock);
        if (!userId) return false;
        await setPasswordHash(tx, userId, passwordHash);
        // Following the e-mailed link proves the address, so an unverified account becomes verified.
        await markVerified(tx, userId);
        await deleteOtherSessions(tx, userId, keep);
        await retireResetTokens(tx, userId);
        return true;
      });
      if (!done) throw invalid(M.resetInvalid);
    },

    /**
     * A signed-in user sets a new password, proving the current one. Wrong guesses count as
     * failed sign-ins (a stolen session must not become a way to guess the password), and every
     * other session of the account ends, as after a reset.
     */
    async changePassword(
      user: { id: string; email: string },
      input: { currentPassword: string; newPassword: string },
      address: string,
      keep: string,
    ) {
      const keys = throttleKeys(user.email, address);
      const wait = await throttle.wait(keys);
      if (wait) throw tooMany(M.tooManyLogins, wait);
      const record = await findUserByEmail(db, user.email);
      if (!record || !(await hasher.verify(input.currentPassword, record.passwordHash))) {
        await throttle.fail(keys);
        throw invalid(ADMIN_ACCOUNT.currentPasswordWrong);
      }
      await throttle.clear(keys.slice(0, 2));
      const passwordHash = await hasher.hash(input.newPassword);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, record.id, passwordHash);
        await deleteOtherSessions(tx, record.id, keep);
        await retireResetTokens(tx, record.id);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
