import { DEFAULT_ROUTES, type RouteMap, withQuery } from '../../../navigation';

/** Where registration continues: the OTP page, told which address the code went to. */
export function verifyOtpHref(
  email: string,
  routes: Pick<RouteMap, 'verifyOtp'> = DEFAULT_ROUTES,
): string {
  return withQuery(routes.verifyOtp, { email });
}
