import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import type { User } from '../entities';
import { VALIDATION } from '../messages';
import type { ResetPasswordForm } from '../payloads';

const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN_LENGTH},}$`,
);
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** At least 8 characters, letters and digits only, at least one of each. */
export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

/** The message to show for a password, or null when it passes. */
export function passwordError(password: string): string | null {
  return isValidPassword(password) ? null : VALIDATION.password;
}

/** Checks a reset form before any request: the password rule first, then the match. */
export function resetPasswordError(form: ResetPasswordForm): string | null {
  return (
    passwordError(form.newPassword) ??
    (form.newPassword === form.confirmPassword ? null : VALIDATION.passwordsMismatch)
  );
}

export function otpError(otp: string): string | null {
  return OTP_PATTERN.test(otp) ? null : VALIDATION.otp;
}

export function resendOtpError(email: string): string | null {
  return email.trim() ? null : VALIDATION.resendNeedsEmail;
}

export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}
