/** Where registration continues: the OTP page, told which address the code went to. */
export function verifyOtpHref(email: string): string {
  return `/auth/verify-otp?email=${encodeURIComponent(email)}`;
}
