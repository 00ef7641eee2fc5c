import type { RouteMap } from './routes';
import { withQuery } from './routes';

/** The query parameter that carries where to go back to after signing in. */
export const RETURN_PARAM = 'redirect';

// Any origin that cannot be a real one: a path resolved against it keeps it only if it is a path.
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * `value` as a path on this site (pathname, query and hash), or null when it is anything else:
 * another origin ('//evil.example', 'https://…', '/\evil.example'), a script URL, a relative
 * path, or one of `exclude` (the sign-in pages themselves, which would only loop).
 */
export function safeReturnPath(
  value: string | null | undefined,
  exclude: readonly string[] = [],
): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and whitespace are never part of a path we produced.
  if ([...value].some((char) => char <= ' ' || char === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments can turn '/..//evil.example' into '//evil.example', another origin as an href.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  if (exclude.some((path) => url.pathname === path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The pages a return path must not point at: signing in again would only come back here. */
export function authPaths(
  routes: Pick<RouteMap, 'login' | 'register' | 'verifyOtp' | 'forgotPassword' | 'resetPassword'>,
): string[] {
  return [
    routes.login,
    routes.register,
    routes.verifyOtp,
    routes.forgotPassword,
    routes.resetPassword,
  ];
}

/** A sign-in page (login, register) that brings the person back to `returnTo` afterwards. */
export function withReturnPath(
  path: string,
  returnTo: string | null | undefined,
  routes: Parameters<typeof authPaths>[0],
): string {
  const safe = safeReturnPath(returnTo, authPaths(routes));
  return safe ? withQuery(path, { [RETURN_PARAM]: safe }) : path;
}
