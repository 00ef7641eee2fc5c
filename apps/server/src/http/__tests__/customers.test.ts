import { SERVER_MESSAGES } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 1 });
});
afterAll(() => t.close());

const block = (admin: Awaited<ReturnType<TestServer['admin']>>, id: string) =>
  admin.client.post(`/api/admin/customers/block/${id}`, { reason: 'Abusive messages' });

// What both backends do is in the contract suite; here, what only a server with real sessions shows.
describe('blocking a shopper (extension admin-customers)', () => {
  it('ends every session for good: unblocking lets them sign in again, not revive old ones', async () => {
    const shopper = await t.newShopper('Blocked');
    const elsewhere = await t.login(shopper.user.email, shopper.password);
    const admin = await t.admin();
    expect((await block(admin, shopper.user.id)).status).toBe(200);
    const [left] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
      [shopper.user.id],
    );
    expect(left?.n).toBe(0);
    expect(
      (await admin.client.post(`/api/admin/customers/unblock/${shopper.user.id}`)).status,
    ).toBe(200);
    expect((await shopper.client.get('/api/auth/check-auth')).status).toBe(401);
    expect((await elsewhere.client.get('/api/auth/check-auth')).status).toBe(401);
    await t.login(shopper.user.email, shopper.password);
  });

  it('refuses the sign-in only to someone who knows the password', async () => {
    const shopper = await t.newShopper('Guarded');
    await block(await t.admin(), shopper.user.id);
    const wrong = await t.client().post('/api/auth/login', {
      email: shopper.user.email,
      password: 'Wrong1234',
    });
    expect(wrong.body.message).toBe(SERVER_MESSAGES.auth.badCredentials);
    const right = await t.client().post('/api/auth/login', {
      email: shopper.user.email,
      password: shopper.password,
    });
    expect(right.status).toBe(403);
    expect(right.body.message).toBe(SERVER_MESSAGES.auth.blocked);
  });

  it('a session made just before the block cannot order after it', async () => {
    const shopper = await t.newShopper('Racing');
    // As if a sign-in had committed its session after the block's transaction deleted the others.
    await t.db.query('UPDATE users SET blocked_at = now() WHERE id = $1', [shopper.user.id]);
    const order = await shopper.client.post('/api/shop/order/create', {});
    expect(order.status).toBe(401);
  });
});
