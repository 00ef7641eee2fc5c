import type { HttpHandler } from 'msw';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { NO_CACHE_HEADERS } from '../../core/auth';
import { publicUser, SHOPPER_ROLE } from '../../demo-data/users';
import {
  emailBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  verifyOtpBody,
} from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { jsonBody } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore } from '../store';

/** The code every mock verification mail carries: the mocks send no real e-mail. */
export const MOCK_OTP = '123456';
/** A reset token the mocks always accept (for the demo shopper, or whoever asked last). */
export const MOCK_RESET_TOKEN = 'valid-token';

const MESSAGES = SERVER_MESSAGES.auth;
const MAIL = SERVER_MESSAGES.mail;

// The mails keep to the server's wording; they leave out how long a code or link lasts, since
// the mocks never expire either.
function sendOtp(store: MockStore, to: string, userName: string) {
  store.sendMail({
    to,
    subject: MAIL.otpSubject(MOCK_OTP),
    text: `${MAIL.greeting(userName)}\n\n${MAIL.otpIntro} ${MOCK_OTP}.\n`,
    html: `<p>${escapeHtml(MAIL.greeting(userName))}</p><p>${MAIL.otpIntro} <b>${MOCK_OTP}</b>.</p>`,
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function authHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('auth', '/register'), async ({ request, store }) => {
      const body = await jsonBody(request, registerBody);
      const existing = store.findUserByEmail(body.email);
      if (existing?.verified) fail(409, MESSAGES.userExists);
      if (existing) {
        // An unfinished sign-up may be restarted: whoever verifies the e-mail owns the account.
        Object.assign(existing, { userName: body.userName, password: body.password });
      } else {
        store.users.push({
          id: store.newId(),
          ...body,
          role: SHOPPER_ROLE,
          verified: false,
          joinedAt: store.now(),
        });
      }
      sendOtp(store, body.email, body.userName);
      return ok({ success: true, message: MESSAGES.registered }, 201);
    }),

    route.post(endpoint('auth', '/login'), async ({ request, store }) => {
      const body = await jsonBody(request, loginBody);
      const user = store.findUserByEmail(body.email);
      if (!user || user.password !== body.password) fail(401, MESSAGES.badCredentials);
      if (!user.verified) fail(403, MESSAGES.unverified);
      if (user.block) fail(403, MESSAGES.blocked);
      store.sessionUserId = user.id;
      return ok({ success: true, message: MESSAGES.loggedIn, user: publicUser(user) });
    }),

    route.post(endpoint('auth', '/logout'), ({ store }) => {
      store.signOut();
      return ok({ success: true, message: MESSAGES.loggedOut });
    }),

    route.get(endpoint('auth', '/check-auth'), ({ store }) => {
      const user = authorize(store);
      const response = ok({
        success: true,
        message: MESSAGES.authenticated,
        user: publicUser(user),
      });
      for (const [name, value] of Object.entries(NO_CACHE_HEADERS)) {
        response.headers.set(name, value);
      }
      return response;
    }),

    route.post(endpoint('auth', '/verify-otp'), async ({ request, store }) => {
      const body = await jsonBody(request, verifyOtpBody);
      const user = store.findUserByEmail(body.email);
      if (!user) fail(400, MESSAGES.otpExpired);
      if (user.verified) fail(400, MESSAGES.alreadyVerified);
      if (body.otp !== MOCK_OTP) fail(400, MESSAGES.otpInvalid);
      user.verified = true;
      return ok({ success: true, message: MESSAGES.verified });
    }),

    route.post(endpoint('auth', '/resend-otp'), async ({ request, store }) => {
      const body = await jsonBody(request, emailBody);
      const user = store.findUserByEmail(body.email);
      // The same answer whether or not the account exists, so the form cannot probe for one.
      if (user && !user.verified) sendOtp(store, user.email, user.userName);
      return ok({ success: true, message: MESSAGES.otpResent });
    }),

    route.post(endpoint('auth', '/forgot-password'), async ({ request, store }) => {
      const body = await jsonBody(request, emailBody);
      const user = store.findUserByEmail(body.email);
      if (user) {
        const token = `reset-${store.newId()}`;
        store.resetTokens.set(token, user.id);
        store.passwordResetUserId = user.id;
        const link = `/auth/reset-password?token=${encodeURIComponent(token)}`;
        store.sendMail({
          to: user.email,
          subject: MAIL.resetSubject,
          text: `${MAIL.greeting(user.userName)}\n\n${MAIL.resetTitle}:\n${link}\n`,
          html: `<p>${escapeHtml(MAIL.greeting(user.userName))}</p><p><a href="${escapeHtml(link)}">${MAIL.resetButton}</a></p>`,
        });
      }
      return ok({ success: true, message: MESSAGES.resetLinkSent });
    }),

    route.post(endpoint('auth', '/reset-password'), async ({ request, store }) => {
      const body = await jsonBody(request, resetPasswordBody);
      const userId =
        body.token === MOCK_RESET_TOKEN
          ? store.passwordResetUserId
          : store.resetTokens.get(body.token);
      const user = store.users.find((candidate) => candidate.id === userId);
      if (!user) fail(400, MESSAGES.resetInvalid);
      store.resetTokens.delete(body.token);
      user.password = body.newPassword;
      // Following the e-mailed link proves the address.
      user.verified = true;
      return ok({ success: true, message: MESSAGES.resetDone });
    }),
  ];
}
