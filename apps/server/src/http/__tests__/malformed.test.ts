import { MAX_JSON_DEPTH } from '@atelier/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST } from '../../messages';
import { buildFixture, ENDPOINTS, type Endpoint, type Fixture } from '../../test/endpoints';
import {
  type Client,
  createTestServer,
  type JsonResponse,
  type TestServer,
} from '../../test/harness';

let t: TestServer;
let fixture: Fixture;
let sessions: Awaited<ReturnType<typeof buildFixture>>['sessions'];
beforeAll(async () => {
  t = await createTestServer({ products: 4 });
  ({ fixture, sessions } = await buildFixture(t));
});
afterAll(() => t.close());

/** The caller the endpoint allows, so validation, not access control, is what answers. */
function allowedActor(endpoint: Endpoint): Promise<Client> {
  if (endpoint.access === 'admin') return sessions.admin();
  if (endpoint.access === 'public') return sessions.guest();
  return sessions.a();
}

// Fields the server documents as ignored: any value is acceptable there.
const IGNORED = new Set(['totalAmount']);
// Capture's orderData may be any object: without an orderId the provider order id finds the order.
const ANY_OBJECT = new Set(['orderData']);

function expectCleanClientError(res: JsonResponse, label: string) {
  expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
  expect(res.body, label).toEqual({ success: false, message: expect.any(String) });
  expect(res.text, label).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|SELECT |INSERT /);
}

const withBodies = ENDPOINTS.filter((endpoint) => endpoint.body);

describe('malformed bodies on every endpoint give a clean 4xx', () => {
  it.each(withBodies.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const client = await allowedActor(endpoint);
      const path = endpoint.path(fixture);
      const valid = endpoint.body?.(fixture) as Record<string, unknown>;
      const send = (raw: string, type = 'application/json') =>
        client.request(endpoint.method, path, raw, { 'content-type': type });

      expectCleanClientError(await send('{"broken":'), 'invalid JSON');
      expectCleanClientError(await send('[]'), 'array body');
      expectCleanClientError(await send('null'), 'null body');
      expectCleanClientError(await send('"text"'), 'string body');
      expectCleanClientError(await send('{}'), 'empty object');
      expectCleanClientError(await send(JSON.stringify(valid), 'text/plain'), 'wrong content type');
      expectCleanClientError(
        await send(JSON.stringify({ ...valid, pad: 'x'.repeat(300_000) })),
        'oversized',
      );
      for (const key of Object.keys(valid)) {
        if (IGNORED.has(key)) continue;
        for (const bad of [{ nested: true }, ['list'], 'x'.repeat(6000), -1.5]) {
          if (ANY_OBJECT.has(key) && !Array.isArray(bad) && typeof bad === 'object') continue;
          const body = { ...valid, [key]: bad };
          const res = await send(JSON.stringify(body));
          // A few fields accept any string up to a length (the OTP e-mail, the token): those give
          // a 4xx for a reason other than the type, which is still a clean refusal.
          expectCleanClientError(res, `${key}=${JSON.stringify(bad).slice(0, 20)}`);
        }
      }
    },
  );
});

describe('deeply nested JSON on every endpoint gives a clean 400, never a 500', () => {
  /** `[[[ ... ]]]`, `depth` levels deep. */
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const writes = ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');

  it.each(writes.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const client = await allowedActor(endpoint);
      const path = endpoint.path(fixture);
      const send = (raw: string) =>
        client.request(endpoint.method, path, raw, { 'content-type': 'application/json' });
      // 100,000 levels: far past any recursion's stack, still under the body limit.
      const whole = await send(`{"deep":${nested(100_000)}}`);
      const bodies = [whole];
      if (endpoint.body) {
        expect(whole.status, whole.text).toBe(400);
        expect(whole.body).toEqual({ success: false, message: REQUEST.tooDeep(MAX_JSON_DEPTH) });
        const valid = endpoint.body(fixture) as Record<string, unknown>;
        for (const key of Object.keys(valid)) {
          const deepField = JSON.stringify({ ...valid, [key]: '__DEEP__' }).replace(
            '"__DEEP__"',
            nested(5_000),
          );
          bodies.push(await send(deepField));
        }
        // Just past the limit is refused as well; just within it is judged by the schema.
        bodies.push(await send(`{"deep":${nested(MAX_JSON_DEPTH)}}`));
        bodies.push(await send(`{"deep":${nested(MAX_JSON_DEPTH - 1)}}`));
      }
      for (const res of bodies) {
        expect(res.status, `${endpoint.name}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        expect(res.body?.success, res.text.slice(0, 200)).toBeTypeOf('boolean');
      }
    },
  );
});

describe('malformed paths and queries', () => {
  // Tests are collected before the fixture exists; a stand-in tells which paths carry ids.
  const uuid = '00000000-0000-4000-8000-000000000000';
  const standIn = {
    a: { id: uuid, addressId: uuid, codOrderId: uuid, onlineOrderId: uuid, capture: {} },
    b: { id: uuid },
    product: { _id: uuid, sizes: [{ _id: uuid, size: 'M', stock: 1 }] },
    size: 'M',
    spareProductId: uuid,
    spareSizeId: uuid,
    featureId: uuid,
    loginEmail: 'x@example.test',
  } as unknown as Fixture;
  const withIds = ENDPOINTS.filter((endpoint) => endpoint.path(standIn).includes(uuid));

  it.each(withIds.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s with an absurd id',
    async (_name, endpoint) => {
      const client = await allowedActor(endpoint);
      const path = endpoint
        .path(fixture)
        .replace(
          /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{24}\b/g,
          'x'.repeat(300),
        );
      const res = await client.request(endpoint.method, path, endpoint.body?.(fixture));
      expectCleanClientError(res, path.slice(0, 60));
    },
  );

  it('bad listing queries, unknown routes and methods', async () => {
    const c = t.client();
    expectCleanClientError(await c.get('/api/shop/products/get?sortBy=%00'), 'sortBy');
    expectCleanClientError(
      await c.get(`/api/shop/products/get?brand=${'a,'.repeat(400)}`),
      'brand list',
    );
    expectCleanClientError(await c.get('/api/nope'), 'unknown route');
    expectCleanClientError(await c.request('PATCH', '/api/shop/products/get'), 'unknown method');
    expectCleanClientError(await c.get('/uploads/../../etc/passwd'), 'traversal');
    expectCleanClientError(await c.get('/media/garments/robot-ffffff.svg'), 'unknown garment');
  });
});
