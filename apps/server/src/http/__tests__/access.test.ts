import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, buildFixture, call, ENDPOINTS, type Fixture } from '../../test/endpoints';
import { createTestServer, type TestServer } from '../../test/harness';

type Actor = 'guest' | 'a' | 'b' | 'admin';
type Expectation = 'allowed' | 401 | 403 | 404;

const RULES: Record<Access, Record<Actor, Expectation>> = {
  public: { guest: 'allowed', a: 'allowed', b: 'allowed', admin: 'allowed' },
  session: { guest: 401, a: 'allowed', b: 'allowed', admin: 'allowed' },
  owner: { guest: 401, a: 'allowed', b: 403, admin: 403 },
  'owner-404': { guest: 401, a: 'allowed', b: 404, admin: 404 },
  'owner-or-admin-404': { guest: 401, a: 'allowed', b: 404, admin: 'allowed' },
  admin: { guest: 401, a: 403, b: 403, admin: 'allowed' },
};

// Denied actors go first so an allowed call that changes data cannot hide a denial.
const ORDER: Actor[] = ['guest', 'b', 'a', 'admin'];

let t: TestServer;
let fixture: Fixture;
let sessions: Awaited<ReturnType<typeof buildFixture>>['sessions'];
beforeAll(async () => {
  t = await createTestServer({ products: 4 });
  ({ fixture, sessions } = await buildFixture(t));
});
afterAll(() => t.close());

describe('authorization matrix: guest, shopper A, shopper B, admin × every endpoint', () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const rule = RULES[endpoint.access];
      const actors = [...ORDER].sort(
        (x, y) => Number(rule[x] === 'allowed') - Number(rule[y] === 'allowed'),
      );
      const seen: Record<string, number> = {};
      for (const actor of actors) {
        const res = await call(await sessions[actor](), endpoint, fixture);
        seen[actor] = res.status;
        const expected = rule[actor];
        expect(res.status, `${actor} → ${res.text.slice(0, 200)}`).toBeLessThan(500);
        if (expected === 'allowed') {
          expect([401, 403], `${actor} was refused`).not.toContain(res.status);
          if (endpoint.access !== 'public')
            expect(res.status, `${actor}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
        } else {
          expect(res.status, `${actor}: ${res.text.slice(0, 200)}`).toBe(expected);
          expect(res.body).toEqual({ success: false, message: expect.any(String) });
        }
      }
    },
  );

  it("a 403 for another shopper's data says the same as for an id that does not exist", async () => {
    const b = await sessions.b();
    const existing = await b.get(`/api/shop/cart/get/${fixture.a.id}`);
    const missing = await b.get('/api/shop/cart/get/00000000-0000-0000-0000-000000000000');
    expect(existing.status).toBe(403);
    expect(existing.body).toEqual(missing.body);
  });
});
