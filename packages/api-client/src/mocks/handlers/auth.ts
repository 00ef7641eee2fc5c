import type { HttpHandler } from 'msw';
import { passwordError, resendOtpError } from '../../contract';
import { readJson, requireString } from '../body';
import { publicUser, SHOPPER_ROLE } from '../fixtures/users';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';

/** The one OTP code the mocks accept: no e-mail is ever sent. */
export const MOCK_OTP = '123456';
/** The one password-reset token the mocks accept. */
export const MOCK_RESET_TOKEN = 'valid-token';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requireEmail(body: Record<string, unknown>): string {
  const email = requireString(body, 'email').toLowerCase();
  if (!EMAIL_PATTERN.test(email)) fail(400, 'Please enter a valid email address');
  return email;
}

export function authHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('auth', '/register'), async ({ request, store }) => {
      const body = await readJson(request);
      const userName = requireString(body, 'userName');
      const email = requireEmail(body);
      const password = typeof body.password === 'string' ? body.password : '';
      const problem = passwordError(password);
      if (problem) fail(400, problem);
      if (store.findUserByEmail(email)) {
        fail(409, 'User already exists with the same email! Please try again');
      }
      store.users.push({
        id: store.newId(),
        userName,
        email,
        password,
        role: SHOPPER_ROLE,
        verified: false,
      });
      return ok({ success: true, message: 'Registration successful' }, 201);
    }),

    route.post(endpoint('auth', '/verify-otp'), async ({ request, store }) => {
      const body = await readJson(request);
      const email = requireEmail(body);
      const otp = typeof body.otp === 'string' ? body.otp.trim() : '';
      const user = store.findUserByEmail(email) ?? fail(404, 'User not found');
      if (user.verified) return ok({ success: true, message: 'Email is already verified' });
      if (otp !== MOCK_OTP) fail(400, 'Invalid OTP');
      user.verified = true;
      return ok({ success: true, message: 'Email verified successfully' });
    }),

    route.post(endpoint('auth', '/resend-otp'), async ({ request, store }) => {
      const body = await readJson(request);
      const problem = resendOtpError(typeof body.email === 'string' ? body.email : '');
      if (problem) fail(400, problem);
      const user = store.findUserByEmail(requireEmail(body)) ?? fail(404, 'User not found');
      if (user.verified) fail(400, 'Email is already verified');
      return ok({ success: true, message: 'A new OTP has been sent to your email' });
    }),

    route.post(endpoint('auth', '/login'), async ({ request, store }) => {
      const body = await readJson(request);
      const email = typeof body.email === 'string' ? body.email : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const user = store.findUserByEmail(email);
      if (!user || user.password !== password) fail(401, 'Incorrect email or password');
      if (!user.verified) fail(403, 'Please verify your email before logging in');
      store.sessionUserId = user.id;
      return ok({ success: true, message: 'Logged in successfully', user: publicUser(user) });
    }),

    route.post(endpoint('auth', '/logout'), ({ store }) => {
      store.signOut();
      return ok({ success: true, message: 'Logged out successfully!' });
    }),

    route.get(endpoint('auth', '/check-auth'), ({ store }) => {
      const user = authorize(store);
      return ok({ success: true, message: 'Authenticated user!', user: publicUser(user) });
    }),

    route.post(endpoint('auth', '/forgot-password'), async ({ request, store }) => {
      const email = requireEmail(await readJson(request));
      const user = store.findUserByEmail(email);
      if (user) store.passwordResetUserId = user.id;
      // The same answer either way, so the form cannot be used to probe for accounts.
      return ok({
        success: true,
        message: 'If an account exists for this email, a password reset link has been sent.',
      });
    }),

    route.post(endpoint('auth', '/reset-password'), async ({ request, store }) => {
      const body = await readJson(request);
      if (body.token !== MOCK_RESET_TOKEN) fail(400, 'Invalid or expired reset link');
      const password = typeof body.newPassword === 'string' ? body.newPassword : '';
      const problem = passwordError(password);
      if (problem) fail(400, problem);
      const user =
        store.users.find((candidate) => candidate.id === store.passwordResetUserId) ??
        fail(400, 'Invalid or expired reset link');
      user.password = password;
      return ok({ success: true, message: 'Password has been reset successfully' });
    }),
  ];
}
