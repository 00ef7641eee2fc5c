import type { Context, MiddlewareHandler, Next } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../auth/sessions';
import type { AppEnv } from './env';

/** Resolves the session cookie to a user once per request; routes read `c.get('user')`. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  const signedIn = async (c: Context<AppEnv>, next: Next, token: string) => {
    const user = await c.get('deps').services.auth.sessionUser(token);
    c.set('user', user);
    c.set('sessionToken', user ? token : null);
    await next();
  };
  // Without a session, no promise of its own (most reads of the shop are a guest's).
  return (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    // A cookie that is not one of our tokens is not worth a database round trip.
    if (token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token)) return signedIn(c, next, token);
    return next();
  };
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').config.env === 'production',
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    secure: c.get('deps').config.env === 'production',
  });
}
