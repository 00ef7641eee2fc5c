import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST } from '../../messages';
import { createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer({ products: 1 });
});
afterAll(() => t.close());

describe('health checks', () => {
  it('liveness answers while the process runs; readiness once the database answers', async () => {
    const client = t.client();
    expect((await client.get('/api/health')).status).toBe(200);
    const ready = await client.get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, message: REQUEST.healthy });
  });

  it('readiness answers 503 while the database does not, liveness still 200', async () => {
    const query = t.db.query;
    t.db.query = () => Promise.reject(new Error('connect ECONNREFUSED'));
    try {
      const ready = await t.client().get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ success: false, message: REQUEST.databaseUnavailable });
      expect((await t.client().get('/api/health')).status).toBe(200);
    } finally {
      t.db.query = query;
    }
  });
});
