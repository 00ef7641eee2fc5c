import { AUTH, VALIDATION } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_TTL_MS } from '../../auth/otp';
import { RESET_TOKEN_TTL_MS } from '../../auth/resetTokens';
import { DEMO_SHOPPER } from '../../seed/seed';
import { type Client, createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 2 });
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `new${++counter}-${Date.now()}@example.test`;

async function otpFor(email: string): Promise<string> {
  const mail = (await t.mails(email))[0];
  const code = /code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no OTP mail for ${email}`);
  return code;
}

async function resetTokenFor(email: string): Promise<string> {
  const mail = (await t.mails(email)).find((m) => m.subject.includes('Reset'));
  const token = /reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return decodeURIComponent(token);
}

async function register(c: Client, email: string, password = 'Secret123') {
  return c.post('/api/auth/register', { userName: 'Nia', email, password });
}

describe('register and verify', () => {
  it('registers, mails a 6-digit code, refuses sign-in until verified, then signs in', async () => {
    const c = t.client();
    const email = uniqueEmail();
    const res = await register(c, email);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: AUTH.registerSuccess });
    expect(await otpFor(email)).toMatch(/^\d{6}$/);

    const early = await c.post('/api/auth/login', { email, password: 'Secret123' });
    expect(early.status).toBe(403);
    expect(early.body.success).toBe(false);

    const verify = await c.post('/api/auth/verify-otp', { email, otp: await otpFor(email) });
    expect(verify.status).toBe(200);
    expect(verify.body.success).toBe(true);

    const login = await c.post('/api/auth/login', { email, password: 'Secret123' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email, userName: 'Nia', role: 'user' });
    expect(Object.keys(login.body.user).sort()).toEqual(['email', 'id', 'role', 'userName']);
  });

  it('stores the code hashed, never in clear', async () => {
    const email = uniqueEmail();
    await register(t.client(), email);
    const code = await otpFor(email);
    const rows = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM email_otps o JOIN users u ON u.id = o.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('rejects a duplicate verified e-mail and weak passwords', async () => {
    const dup = await register(t.client(), DEMO_SHOPPER.email);
    expect(dup.status).toBe(409);
    const weak = await register(t.client(), uniqueEmail(), 'abcdefgh');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(VALIDATION.password);
  });

  it('a code is single use', async () => {
    const c = t.client();
    const email = uniqueEmail();
    await register(c, email);
    const code = await otpFor(email);
    expect((await c.post('/api/auth/verify-otp', { email, otp: code })).status).toBe(200);
    const again = await c.post('/api/auth/verify-otp', { email, otp: code });
    expect(again.status).toBe(400);
  });

  it('a code expires after 10 minutes', async () => {
    const c = t.client();
    const email = uniqueEmail();
    await register(c, email);
    const code = await otpFor(email);
    t.advance(OTP_TTL_MS + 1000);
    const res = await c.post('/api/auth/verify-otp', { email, otp: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it('five wrong codes burn the code, even the right one fails afterwards', async () => {
    const c = t.client();
    const email = uniqueEmail();
    await register(c, email);
    const code = await otpFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await c.post('/api/auth/verify-otp', { email, otp: wrong })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await c.post('/api/auth/verify-otp', { email, otp: code });
    expect(right.status).toBe(429);
  });

  it('resend is rate-limited and issues a fresh code that replaces the old one', async () => {
    const c = t.client();
    const email = uniqueEmail();
    await register(c, email);
    const first = await otpFor(email);
    const tooSoon = await c.post('/api/auth/resend-otp', { email });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBeTruthy();
    t.advance(61_000);
    const resent = await c.post('/api/auth/resend-otp', { email });
    expect(resent.status).toBe(200);
    const second = await otpFor(email);
    if (second !== first) {
      expect((await c.post('/api/auth/verify-otp', { email, otp: first })).status).toBe(400);
    }
    expect((await c.post('/api/auth/verify-otp', { email, otp: second })).status).toBe(200);
  });

  it('resend answers the same for unknown addresses', async () => {
    const res = await t.client().post('/api/auth/resend-otp', { email: uniqueEmail() });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe('login, session and logout', () => {
  it('sets an HttpOnly SameSite=Lax cookie, a new session id each login', async () => {
    const c = t.client();
    const first = await c.post('/api/auth/login', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    });
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const idBefore = [...c.cookies.values()][0];
    await c.post('/api/auth/login', { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    const idAfter = [...c.cookies.values()][0];
    expect(idAfter).toBeTruthy();
    expect(idAfter).not.toBe(idBefore);
  });

  it('check-auth reflects the session and is not cacheable', async () => {
    const guest = await t.client().get('/api/auth/check-auth');
    expect(guest.status).toBe(401);
    expect(guest.body.success).toBe(false);
    const { client } = await t.shopper();
    const me = await client.get('/api/auth/check-auth');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(DEMO_SHOPPER.email);
    expect(me.headers.get('cache-control')).toContain('no-store');
  });

  it('logout ends the session on the server, not just the cookie', async () => {
    const { client } = await t.shopper();
    const stolen = new Map(client.cookies);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    const replay = t.client();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect((await replay.get('/api/auth/check-auth')).status).toBe(401);
  });

  it('wrong e-mail and wrong password get one message, then a rate limit', async () => {
    const c = t.client();
    const unknown = await c.post('/api/auth/login', {
      email: uniqueEmail(),
      password: 'Nope12345',
    });
    const wrong = await c.post('/api/auth/login', {
      email: DEMO_SHOPPER.email,
      password: 'Nope12345',
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
    for (let i = 0; i < 4; i += 1) {
      await c.post('/api/auth/login', { email: DEMO_SHOPPER.email, password: 'Nope12345' });
    }
    const limited = await c.post('/api/auth/login', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    });
    expect(limited.status).toBe(429);
    t.advance(16 * 60_000);
    const ok = await c.post('/api/auth/login', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    });
    expect(ok.status).toBe(200);
  });

  it('sessions expire', async () => {
    const { client } = await t.shopper();
    t.advance(8 * 24 * 60 * 60_000);
    expect((await client.get('/api/auth/check-auth')).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  async function freshUser() {
    const c = t.client();
    const email = uniqueEmail();
    await register(c, email, 'Original1');
    await c.post('/api/auth/verify-otp', { email, otp: await otpFor(email) });
    return email;
  }

  it('answers the same whether or not the address exists', async () => {
    const email = await freshUser();
    const known = await t.client().post('/api/auth/forgot-password', { email });
    const unknown = await t.client().post('/api/auth/forgot-password', { email: uniqueEmail() });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(await resetTokenFor(email)).toMatch(/^[\w-]{43}$/);
    const mail = (await t.mails(email))[0];
    expect(mail?.text).toContain('http://shop.test/auth/reset-password?token=');
  });

  it('resets once, ends other sessions, and the new password works', async () => {
    const email = await freshUser();
    const other = t.client();
    await other.post('/api/auth/login', { email, password: 'Original1' });
    await t.client().post('/api/auth/forgot-password', { email });
    const token = await resetTokenFor(email);
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets');
    expect(rows.every((row) => row.token_hash !== token)).toBe(true);

    const reset = await t
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'Changed99' });
    expect(reset.status).toBe(200);
    expect((await other.get('/api/auth/check-auth')).status).toBe(401);
    const reuse = await t
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'Another99' });
    expect(reuse.status).toBe(400);
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'Original1' })).status,
    ).toBe(401);
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'Changed99' })).status,
    ).toBe(200);
  });

  it('a reset link expires after 30 minutes', async () => {
    const email = await freshUser();
    await t.client().post('/api/auth/forgot-password', { email });
    const token = await resetTokenFor(email);
    t.advance(RESET_TOKEN_TTL_MS + 1000);
    const res = await t
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'Changed99' });
    expect(res.status).toBe(400);
  });

  it('rejects unknown tokens and weak new passwords', async () => {
    const bogus = await t.client().post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      newPassword: 'Changed99',
    });
    expect(bogus.status).toBe(400);
    const weak = await t
      .client()
      .post('/api/auth/reset-password', { token: 'abc', newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(VALIDATION.password);
  });
});
