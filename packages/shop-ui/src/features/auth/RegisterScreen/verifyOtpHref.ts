import { DEFAULT_ROUTES, type RouteMap, withQuery, withReturnPath } from '../../../navigation';

/**
 * Where registration continues: the OTP page, told which address the code went to and, when
 * given, where to go once signed in.
 */
export function verifyOtpHref(
  email: string,
  routes: RouteMap = DEFAULT_ROUTES,
  returnTo?: string | null,
): string {
  return withReturnPath(withQuery(routes.verifyOtp, { email }), returnTo, routes);
}
