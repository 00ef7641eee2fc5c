import { SERVER_MESSAGES } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../test/endpoints';
import { createTestServer, PUBLIC_URL, type TestServer } from '../../test/harness';
import { startS3 } from '../../test/s3';

let t: TestServer;
let s3: Awaited<ReturnType<typeof startS3>>;
let stored: ReturnType<TestServer['variant']>;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestServer({ products: 1 });
  stored = t.variant({ env: s3.env });
});
afterAll(async () => {
  await s3.stop();
  await t.close();
});

async function upload(server: typeof stored) {
  const { client } = await server.login('admin@atelier.test', 'Admin1234');
  const form = new FormData();
  form.append('my_file', new Blob([PNG_1X1], { type: 'image/png' }), 'dot.png');
  return client.post('/api/admin/products/image-upload', form);
}

describe('uploads in S3-compatible object storage', () => {
  it('keeps the re-encoded image in the bucket and serves it from there', async () => {
    const res = await upload(stored);
    expect(res.status).toBe(200);
    const name = (res.body.result.url as string).slice(`${PUBLIC_URL}/uploads/`.length);
    expect(name).toMatch(/\.webp$/);
    const inBucket = await stored.deps.uploads.get(name);
    expect(
      Buffer.from(inBucket ?? [])
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    const served = await stored.client().get(`/uploads/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A server on local disk has no such file: the bucket is where it lives.
    expect((await t.client().get(`/uploads/${name}`)).status).toBe(404);
    expect((await stored.client().get(`/uploads/${crypto.randomUUID()}.webp`)).status).toBe(404);
  });

  it('answers 502 with a clear message when the storage cannot be reached', async () => {
    const unreachable = t.variant({
      env: { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' },
    });
    const res = await upload(unreachable);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      message: SERVER_MESSAGES.uploads.storageUnavailable,
    });
    const read = await unreachable.client().get(`/uploads/${crypto.randomUUID()}.webp`);
    expect(read.status).toBe(502);
  });
});
