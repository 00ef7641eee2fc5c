import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '../../contract';
import { fixtures } from '../fixtures';
import { useMockServer } from '../testing';
import { MOCK_OTP, MOCK_RESET_TOKEN } from './auth';

const MESSAGES = SERVER_MESSAGES.auth;

const { shopper, admin } = fixtures.users;

describe('auth handlers', () => {
  const { api, store } = useMockServer();

  it('logs in, reports the session and logs out', async () => {
    const login = await api.auth.login({ email: shopper.email, password: shopper.password });
    expect(login).toEqual({
      success: true,
      message: MESSAGES.loggedIn,
      user: { id: shopper.id, userName: shopper.userName, email: shopper.email, role: 'user' },
    });
    await expect(api.auth.checkAuth()).resolves.toMatchObject({ user: { id: shopper.id } });
    await api.auth.logout();
    await expect(api.auth.checkAuth()).rejects.toMatchObject({ status: 401 });
  });

  it('logs the admin in with the admin role', async () => {
    const login = await api.auth.login({ email: admin.email, password: admin.password });
    expect(login.user.role).toBe('admin');
  });

  it('refuses wrong credentials with 401', async () => {
    await expect(
      api.auth.login({ email: shopper.email, password: 'Wrong1234' }),
    ).rejects.toMatchObject({ status: 401, message: MESSAGES.badCredentials });
    await expect(
      api.auth.login({ email: 'nobody@atelier.test', password: 'Whatever1' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(store.currentUser()).toBeNull();
  });

  it('registers, verifies the OTP and then allows login', async () => {
    const account = { userName: 'Tara', email: 'tara@atelier.test', password: 'Tara12345' };
    await expect(api.auth.register(account)).resolves.toMatchObject({ success: true });
    await expect(api.auth.login(account)).rejects.toMatchObject({ status: 403 });
    await expect(api.auth.resendOtp({ email: account.email })).resolves.toMatchObject({
      success: true,
    });
    await expect(api.auth.verifyOtp({ email: account.email, otp: '000000' })).rejects.toMatchObject(
      { status: 400, message: MESSAGES.otpInvalid },
    );
    await api.auth.verifyOtp({ email: account.email, otp: MOCK_OTP });
    await expect(api.auth.login(account)).resolves.toMatchObject({ success: true });
  });

  it('rejects a taken e-mail and a weak password', async () => {
    await expect(
      api.auth.register({ userName: 'Again', email: shopper.email, password: 'Another123' }),
    ).rejects.toMatchObject({
      status: 409,
      message: MESSAGES.userExists,
    });
    await expect(
      api.auth.register({ userName: 'Weak', email: 'weak@atelier.test', password: 'short' }),
    ).rejects.toMatchObject({ status: 400, message: `Invalid password: ${VALIDATION.password}` });
  });

  it('answers forgot-password the same whether or not the account exists', async () => {
    const known = await api.auth.forgotPassword({ email: shopper.email });
    const unknown = await api.auth.forgotPassword({ email: 'ghost@atelier.test' });
    expect(unknown).toEqual(known);
  });

  it('resets the password with the valid token only', async () => {
    await expect(
      api.auth.resetPassword({ token: 'expired', newPassword: 'Fresh12345' }),
    ).rejects.toMatchObject({ status: 400, message: MESSAGES.resetInvalid });
    await expect(
      api.auth.resetPassword({ token: MOCK_RESET_TOKEN, newPassword: 'nodigits' }),
    ).rejects.toMatchObject({
      status: 400,
      message: `Invalid newPassword: ${VALIDATION.password}`,
    });
    await api.auth.forgotPassword({ email: shopper.email });
    await api.auth.resetPassword({ token: MOCK_RESET_TOKEN, newPassword: 'Fresh12345' });
    await expect(
      api.auth.login({ email: shopper.email, password: 'Fresh12345' }),
    ).resolves.toMatchObject({ success: true });
  });

  it('answers a malformed body with 400 instead of throwing', async () => {
    const response = await fetch('http://api.test/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.common.invalidJson,
    });
  });

  it('mails the verification code and the reset link to the dev mailbox', async () => {
    await api.auth.register({
      userName: 'Mira',
      email: 'Mira@Atelier.test',
      password: 'Mira12345',
    });
    await api.auth.forgotPassword({ email: shopper.email });
    const [otpMail] = store.mailbox.filter((mail) => mail.to === 'mira@atelier.test');
    expect(otpMail?.text).toContain(MOCK_OTP);
    const [resetMail] = store.mailbox.filter((mail) => mail.to === shopper.email);
    const token = /token=([^\s&]+)/.exec(resetMail?.text ?? '')?.[1] ?? '';
    await api.auth.resetPassword({ token: decodeURIComponent(token), newPassword: 'Mailed123' });
    await expect(
      api.auth.resetPassword({ token: decodeURIComponent(token), newPassword: 'Again1234' }),
    ).rejects.toMatchObject({ status: 400, message: MESSAGES.resetInvalid });
    await expect(
      api.auth.login({ email: shopper.email, password: 'Mailed123' }),
    ).resolves.toMatchObject({ success: true });
  });
});
