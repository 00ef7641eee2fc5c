import { isAdmin } from '@atelier/api-client';
import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser } from '../auth/sessions';
import type { AppEnv } from './env';
import { forbidden, unauthorized } from './errors';

/** Access rules, written once: every route states which one it needs. */

export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** Any signed-in user. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};

/** 401 without a session, 403 for a signed-in non-admin. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdmin(currentUser(c))) throw forbidden();
  await next();
};

/**
 * A userId named in a path or body must be the session's own. The same 403 answers whether or
 * not that other user exists, so nothing is revealed.
 */
export function assertSelf(c: Context<AppEnv>, userId: string): SessionUser {
  const user = currentUser(c);
  if (user.id !== userId) throw forbidden();
  return user;
}
