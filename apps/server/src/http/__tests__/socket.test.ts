import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let server: ReturnType<typeof serve>;
let port = 0;
beforeAll(async () => {
  t = await createTestServer({ products: 1 });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/**
 * Sends raw bytes on one kept-alive socket and reads until the server closes it, or until
 * `enough` says the answers are all in (then the socket is still open and this side closes it).
 */
function exchange(
  chunks: string[],
  enough: (text: string) => boolean = () => false,
): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (data) => {
      text += data.toString('latin1');
      if (enough(text)) {
        socket.removeAllListeners('close');
        socket.destroy();
        resolve({ text, closedByServer: false });
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the rest of the body is still being written.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => resolve({ text, closedByServer: true }));
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

describe('oversize bodies over a real socket', () => {
  it('answer 413 and close the connection, so no leftover body is read as a request', async () => {
    const body = JSON.stringify({ email: 'x@example.test', pad: 'x'.repeat(300_000) });
    const first = [
      'POST /api/auth/forgot-password HTTP/1.1',
      'Host: 127.0.0.1',
      'Connection: keep-alive',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n');
    const second = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    const { text, closedByServer } = await exchange([first, body, second]);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(closedByServer).toBe(true);
    // Nothing else was answered on that socket: no 400 for a body fragment taken as a request.
    expect(text.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 413']);
  });

  it('a body that grows over the limit without a declared length is refused the same way', async () => {
    const head = [
      'POST /api/auth/forgot-password HTTP/1.1',
      'Host: 127.0.0.1',
      'Connection: keep-alive',
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n');
    const piece = 'x'.repeat(64 * 1024);
    const chunk = `${piece.length.toString(16)}\r\n${piece}\r\n`;
    const { text, closedByServer } = await exchange([head, chunk, chunk, chunk, chunk, chunk]);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedByServer).toBe(true);
  });

  it('keeps the connection open after a normal request', async () => {
    const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    const twoAnswers = (text: string) => (text.match(/HTTP\/1\.1 200/g) ?? []).length === 2;
    const { text, closedByServer } = await exchange([request, request], twoAnswers);
    expect(twoAnswers(text)).toBe(true);
    expect(closedByServer).toBe(false);
  });
});
