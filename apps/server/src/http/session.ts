import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../auth/sessions';
import type { AppEnv } from './env';

/** Resolves the session cookie to a user once per request; routes read `c.get('user')`. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { auth } = c.get('deps').services;
    const token = getCookie(c, SESSION_COOKIE) ?? null;
    // A cookie that is not one of our tokens is not worth a database round trip.
    const plausible = token !== null && /^[A-Za-z0-9_-]{43}$/.test(token);
    const user = plausible ? await auth.sessionUser(token) : null;
    c.set('user', user);
    c.set('sessionToken', user ? token : null);
    await next();
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
