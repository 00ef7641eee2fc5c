import { NO_CACHE_HEADERS } from '@atelier/api-client';
import {
  emailBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  verifyOtpBody,
} from '@atelier/api-client/schemas';
import { type Context, Hono } from 'hono';
import { AUTH_MESSAGES as M } from '../../messages';
import { currentUser } from '../access';
import { clientIp } from '../clientIp';
import type { AppEnv } from '../env';
import { clearSessionCookie, setSessionCookie } from '../session';
import { jsonBody } from '../validate';

export function authRoutes() {
  const app = new Hono<AppEnv>();
  const ip = (c: Context<AppEnv>) => clientIp(c, c.get('deps').config.trustProxy);

  app.post('/register', async (c) => {
    const body = await jsonBody(c, registerBody);
    await c.get('deps').services.auth.register(body, ip(c));
    return c.json({ success: true, message: M.registered }, 201);
  });

  app.post('/login', async (c) => {
    const body = await jsonBody(c, loginBody);
    const { user, token } = await c
      .get('deps')
      .services.auth.login(body, ip(c), c.get('sessionToken'));
    setSessionCookie(c, token);
    return c.json({ success: true, message: M.loggedIn, user });
  });

  app.post('/logout', async (c) => {
    const token = c.get('sessionToken');
    if (token) await c.get('deps').services.auth.logout(token);
    clearSessionCookie(c);
    return c.json({ success: true, message: M.loggedOut });
  });

  app.get('/check-auth', (c) => {
    for (const [name, value] of Object.entries(NO_CACHE_HEADERS)) c.header(name, value);
    // The session user holds exactly the public fields: id, userName, email, role.
    return c.json({ success: true, message: M.authenticated, user: currentUser(c) });
  });

  app.post('/verify-otp', async (c) => {
    await c.get('deps').services.auth.verifyOtp(await jsonBody(c, verifyOtpBody));
    return c.json({ success: true, message: M.verified });
  });

  app.post('/resend-otp', async (c) => {
    const body = await jsonBody(c, emailBody);
    await c.get('deps').services.auth.resendOtp(body.email);
    return c.json({ success: true, message: M.otpResent });
  });

  app.post('/forgot-password', async (c) => {
    const body = await jsonBody(c, emailBody);
    await c.get('deps').services.auth.forgotPassword(body.email);
    return c.json({ success: true, message: M.forgot });
  });

  app.post('/reset-password', async (c) => {
    const body = await jsonBody(c, resetPasswordBody);
    await c.get('deps').services.auth.resetPassword(body, ip(c), c.get('sessionToken'));
    return c.json({ success: true, message: M.resetDone });
  });

  return app;
}
