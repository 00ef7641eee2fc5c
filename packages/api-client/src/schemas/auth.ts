import { z } from 'zod';
import { FIELD_PROBLEMS } from '../contract';
import { email, otp, password, text } from './fields';

export const registerBody = z.object({ userName: text(50), email, password });
/** A password compared with the account's, not held to the rules for new passwords. */
const currentPassword = z.string().min(1, FIELD_PROBLEMS.required).max(128, FIELD_PROBLEMS.tooLong);

export const loginBody = z.object({ email, password: currentPassword });
export const verifyOtpBody = z.object({ email, otp });
/** Resend-OTP and forgot-password. */
export const emailBody = z.object({ email });
export const resetPasswordBody = z.object({ token: text(200), newPassword: password });
/** A signed-in admin's password change (an extension). */
export const adminPasswordBody = z.object({ currentPassword, newPassword: password });
