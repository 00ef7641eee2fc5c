import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestServer, type TestServer } from '../../test/harness';
import { type CertificateFiles, writeLocalCertificate } from '../../test/localCertificate';
import { type Listening, listen } from '../listen';

let t: TestServer;
let served: Listening;
let dir: string;
let tls: CertificateFiles;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'atelier-tls-'));
  tls = await writeLocalCertificate(dir);
  t = await createTestServer({ products: 3 });
  served = await listen(t.app.fetch, { host: '127.0.0.1', port: 0, tls });
});
afterAll(async () => {
  await served?.close();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
}

/** One request on an HTTP/2 session; resolves with the answer and the protocol ALPN chose. */
function http2Request(
  headers: Record<string, string>,
  body?: string,
): Promise<Answer & { protocol: string | undefined }> {
  return new Promise((resolve, reject) => {
    const session = connect(served.url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request(headers);
    let text = '';
    let answer: Omit<Answer, 'text'> = { status: 0, headers: {} };
    stream.setEncoding('utf8');
    stream.on('response', (h) => {
      answer = { status: Number(h[':status']), headers: h };
    });
    stream.on('data', (chunk: string) => {
      text += chunk;
    });
    stream.on('error', reject);
    stream.on('end', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ ...answer, text, protocol });
    });
    stream.end(body);
  });
}

describe('the server over HTTPS (TLS_CERT_FILE and TLS_KEY_FILE)', () => {
  it('answers the API over HTTP/2', async () => {
    const answer = await http2Request({ ':path': '/api/shop/products/get' });
    expect(served.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ success: true });
    expect(JSON.parse(answer.text).data).toHaveLength(3);
  });

  it('still answers clients without HTTP/2 over HTTP/1.1', async () => {
    const answer = await new Promise<Answer & { version: string }>((resolve, reject) => {
      const req = httpsRequest(
        `${served.url}/api/shop/products/get`,
        { rejectUnauthorized: false },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              version: res.httpVersion,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.version).toBe('1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data).toHaveLength(3);
  });

  it('refuses an oversize body over HTTP/2 with its message, and keeps serving', async () => {
    const body = JSON.stringify({ email: 'x@example.test', pad: 'x'.repeat(300_000) });
    const refused = await http2Request(
      {
        ':method': 'POST',
        ':path': '/api/auth/forgot-password',
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text).message).toMatch(/too large/i);
    const next = await http2Request({ ':path': '/api/shop/products/get' });
    expect(next.status).toBe(200);
  });
});

describe('TLS settings', () => {
  it('need both files, and say so when one is missing', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem' })).toThrow(
      'TLS_CERT_FILE and TLS_KEY_FILE: set both, or neither',
    );
    expect(() => loadConfig({ TLS_KEY_FILE: 'key.pem' })).toThrow(/set both, or neither/);
  });

  it('make the default public URL https', () => {
    const config = loadConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem', PORT: '8443' });
    expect(config.publicUrl).toBe('https://localhost:8443');
    expect(config.tls).toEqual({
      certFile: path.resolve('cert.pem'),
      keyFile: path.resolve('key.pem'),
    });
    expect(loadConfig({}).tls).toBeUndefined();
  });
});

describe('listen', () => {
  it('fails with the reason when the port is taken', async () => {
    const port = Number(new URL(served.url).port);
    await expect(listen(t.app.fetch, { host: '127.0.0.1', port })).rejects.toThrow(/EADDRINUSE/);
  });
});
