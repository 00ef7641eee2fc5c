import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../messages';
import { DEMO_SHOPPER } from '../../seed/seed';
import { type Client, createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
/** The same shop behind one trusted reverse proxy: X-Forwarded-For names the client. */
let proxied: ReturnType<TestServer['variant']>;
beforeAll(async () => {
  t = await createTestServer({ products: 2 });
  proxied = t.variant({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `abuse${++counter}-${Date.now()}@example.test`;
const from = (address: string) => ({ 'x-forwarded-for': address });

async function latestCode(email: string): Promise<string> {
  const code = /code is (\d{6})/.exec((await t.mails(email))[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no OTP mail for ${email}`);
  return code;
}

const login = (c: Client, email: string, password: string, address?: string) =>
  c.post('/api/auth/login', { email, password }, address ? from(address) : {});

describe('pending sign-up takeover', () => {
  it('a second registration for an unverified address changes neither its password nor its name', async () => {
    const email = uniqueEmail();
    const owner = await t
      .client()
      .post('/api/auth/register', { userName: 'Owner', email, password: 'Owner1234' });
    expect(owner.status).toBe(201);
    const attacker = await t
      .client()
      .post('/api/auth/register', { userName: 'Mallory', email, password: 'Mallory99' });
    // The same answer as any registration, so the address's state is not revealed.
    expect(attacker.status).toBe(201);
    expect(attacker.body).toEqual(owner.body);

    const c = t.client();
    expect(
      (await c.post('/api/auth/verify-otp', { email, otp: await latestCode(email) })).status,
    ).toBe(200);
    expect((await login(t.client(), email, 'Mallory99')).status).toBe(401);
    const signedIn = await login(t.client(), email, 'Owner1234');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.userName).toBe('Owner');
  });
});

describe('sign-in throttling', () => {
  it('slows one address on one account with growing delays', async () => {
    const { user, password } = await t.newShopper('Target');
    const c = proxied.client();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(c, user.email, 'Wrong1234', '203.0.113.5')).status).toBe(401);
    }
    const waits: string[] = [];
    for (const delay of [1, 2, 4]) {
      const blocked = await login(c, user.email, password, '203.0.113.5');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(AUTH_MESSAGES.tooManyLogins);
      waits.push(blocked.headers.get('retry-after') ?? '');
      proxied.advance(delay * 1000 + 50);
      expect((await login(c, user.email, 'Wrong1234', '203.0.113.5')).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4']);
  });

  it("an attacker's failures from one address never lock the owner out elsewhere", async () => {
    const { user, password } = await t.newShopper('Owner');
    for (let i = 0; i < 8; i += 1) {
      await login(proxied.client(), user.email, 'Wrong1234', '198.51.100.66');
    }
    const owner = await login(proxied.client(), user.email, password, '192.0.2.10');
    expect(owner.status).toBe(200);
  });

  it('failures spread over many addresses slow the account by seconds, not a lock', async () => {
    const { user, password } = await t.newShopper('Spread');
    for (let i = 0; i < 14; i += 1) {
      await login(proxied.client(), user.email, 'Wrong1234', `198.51.100.${i + 1}`);
    }
    const owner = await login(proxied.client(), user.email, password, '192.0.2.20');
    expect(owner.status).toBe(429);
    const wait = Number(owner.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    proxied.advance(wait * 1000 + 50);
    expect((await login(proxied.client(), user.email, password, '192.0.2.20')).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const { user, password } = await t.newShopper('Spoofer');
    for (let i = 0; i < 5; i += 1) {
      await login(t.client(), user.email, 'Wrong1234', `10.9.8.${i}`);
    }
    // A made-up address does not start a fresh count: the socket's address is what counts.
    const spoofed = await login(t.client(), user.email, password, '10.9.8.200');
    expect(spoofed.status).toBe(429);
  });
});

describe('unauthenticated routes that cost a password hash', () => {
  it('register and reset-password look up before hashing', async () => {
    const hash = vi.spyOn(t.deps.hasher, 'hash');
    try {
      const taken = await t.client().post('/api/auth/register', {
        userName: 'Dup',
        email: DEMO_SHOPPER.email,
        password: 'Whatever1',
      });
      expect(taken.status).toBe(409);
      const bogus = await t
        .client()
        .post('/api/auth/reset-password', { token: 'y'.repeat(43), newPassword: 'Changed99' });
      expect(bogus.status).toBe(400);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  it('rate-limits sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await proxied
        .client()
        .post(
          '/api/auth/register',
          { userName: 'Bulk', email: uniqueEmail(), password: 'Bulk12345' },
          from('203.0.113.77'),
        );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toBe(AUTH_MESSAGES.tooManyRegistrations);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    const elsewhere = await proxied
      .client()
      .post(
        '/api/auth/register',
        { userName: 'Other', email: uniqueEmail(), password: 'Bulk12345' },
        from('203.0.113.78'),
      );
    expect(elsewhere.status).toBe(201);
  });

  it('rate-limits password resets per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await proxied
        .client()
        .post(
          '/api/auth/reset-password',
          { token: `bogus-token-${i}`, newPassword: 'Changed99' },
          from('203.0.113.99'),
        );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('NUL bytes', () => {
  it('in a path or a JSON body are refused with 400, not a database error', async () => {
    const search = await t.client().get('/api/shop/search/hood%00ie');
    expect(search.status).toBe(400);
    expect(search.body.success).toBe(false);
    const { client, user } = await t.newShopper('Nul');
    const review = await client.post('/api/shop/review/add', {
      productId: t.seeded.productIds[0],
      userId: user.id,
      reviewMessage: 'nice\u0000shirt',
      reviewValue: 4,
    });
    expect(review.status).toBe(400);
    const address = await client.post('/api/shop/address/add', {
      userId: user.id,
      address: '1 Road\u0000',
      city: 'Pune',
      pincode: '411001',
      phone: '9999999999',
      notes: 'x',
    });
    expect(address.status).toBe(400);
    expect(address.body.success).toBe(false);
  });
});
