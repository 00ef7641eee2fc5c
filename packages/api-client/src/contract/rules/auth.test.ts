import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import {
  isAdmin,
  isValidPassword,
  otpError,
  passwordError,
  resendOtpError,
  resetPasswordError,
} from './auth';

describe('password rule', () => {
  it.each([
    ['abcdefg1', true],
    ['1234567a', true],
    ['Passw0rdLonger', true],
    ['abcdef1', false], // 7 characters
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['abcdef1!', false], // symbol
    ['abcd efg1', false], // space
    ['', false],
  ])('%j is valid: %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
    expect(passwordError(password)).toBe(valid ? null : VALIDATION.password);
  });

  it('uses the exact spec message', () => {
    expect(passwordError('short')).toBe(
      'Password must be at least 8 characters and include letters and numbers.',
    );
  });
});

describe('reset form', () => {
  it('checks the password rule before the match', () => {
    expect(resetPasswordError({ newPassword: 'short', confirmPassword: 'other' })).toBe(
      VALIDATION.password,
    );
  });
  it('requires the confirmation to match', () => {
    expect(resetPasswordError({ newPassword: 'abcdefg1', confirmPassword: 'abcdefg2' })).toBe(
      'Passwords do not match',
    );
  });
  it('passes a valid matching pair', () => {
    expect(resetPasswordError({ newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' })).toBeNull();
  });
});

describe('OTP', () => {
  it.each(['123456', '000000'])('accepts %s', (otp) => expect(otpError(otp)).toBeNull());
  it.each(['12345', '1234567', '12345a', ' 123456', ''])('rejects %j', (otp) =>
    expect(otpError(otp)).toBe('OTP must be 6 digits'),
  );
  it('needs an e-mail to resend', () => {
    expect(resendOtpError('  ')).toBe('Please enter your email first');
    expect(resendOtpError('a@b.co')).toBeNull();
  });
});

describe('roles', () => {
  it('only role admin is an admin', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
