import { SERVER_MESSAGES, VALIDATION } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../auth/admins';
import { createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 1 });
});
afterAll(() => t.close());

let counter = 0;
async function newAdmin() {
  const email = `owner${++counter}@shop.example`;
  await createAdmin(t.db, t.deps.hasher, { email, password: 'Owner1234', userName: 'Owner' });
  return email;
}

const change = (client: Awaited<ReturnType<TestServer['login']>>['client'], body: object) =>
  client.request('PUT', '/api/admin/account/password', body);

describe('an admin changes their password', () => {
  it('with the current one: the new one works, the old one not, and other sessions end', async () => {
    const email = await newAdmin();
    const here = await t.login(email, 'Owner1234');
    const elsewhere = await t.login(email, 'Owner1234');
    const res = await change(here.client, {
      currentPassword: 'Owner1234',
      newPassword: 'Fresh5678',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: SERVER_MESSAGES.adminAccount.passwordChanged,
    });
    expect((await here.client.get('/api/auth/check-auth')).status).toBe(200);
    expect((await elsewhere.client.get('/api/auth/check-auth')).status).toBe(401);
    const old = await t.client().post('/api/auth/login', { email, password: 'Owner1234' });
    expect(old.status).toBe(401);
    const fresh = await t.client().post('/api/auth/login', { email, password: 'Fresh5678' });
    expect(fresh.status).toBe(200);
  });

  it('refuses a wrong current password, and slows down guessing like sign-in does', async () => {
    const email = await newAdmin();
    const { client } = await t.login(email, 'Owner1234');
    const wrong = () => change(client, { currentPassword: 'Guess1234', newPassword: 'Fresh5678' });
    const first = await wrong();
    expect(first.status).toBe(400);
    expect(first.body).toEqual({
      success: false,
      message: SERVER_MESSAGES.adminAccount.currentPasswordWrong,
    });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await wrong()).status);
    expect(statuses.at(-1)).toBe(429);
    // Nothing changed (signing in from here waits as well now: the same throttle).
    const [row] = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    expect(await t.deps.hasher.verify('Owner1234', row?.password_hash ?? '')).toBe(true);
  });

  it("holds the new password to the shop's rule", async () => {
    const email = await newAdmin();
    const { client } = await t.login(email, 'Owner1234');
    const res = await change(client, { currentPassword: 'Owner1234', newPassword: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Invalid newPassword: ${VALIDATION.password}`);
  });

  it('is for admins only', async () => {
    const { client } = await t.shopper();
    const res = await change(client, { currentPassword: 'Shopper123', newPassword: 'Fresh5678' });
    expect(res.status).toBe(403);
    expect((await change(t.client(), {})).status).toBe(401);
  });
});
