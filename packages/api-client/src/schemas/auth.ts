import { z } from 'zod';
import { FIELD_PROBLEMS } from '../contract';
import { email, otp, password, text } from './fields';

export const registerBody = z.object({ userName: text(50), email, password });
export const loginBody = z.object({
  email,
  // Compared with the account's, not held to the rules for new passwords.
  password: z.string().min(1, FIELD_PROBLEMS.required).max(128, FIELD_PROBLEMS.tooLong),
});
export const verifyOtpBody = z.object({ email, otp });
/** Resend-OTP and forgot-password. */
export const emailBody = z.object({ email });
export const resetPasswordBody = z.object({ token: text(200), newPassword: password });
