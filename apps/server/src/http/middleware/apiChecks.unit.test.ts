import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { errorHandler } from '../errors';
import { apiChecks } from './apiChecks';

/** A server at https://shop.test behind a proxy that ends TLS: requests reach it as http. */
function app() {
  const hono = new Hono<AppEnv>();
  hono.use(
    '*',
    apiChecks({
      origins: ['https://admin.test'],
      selfOrigin: 'https://shop.test',
      methods: ['GET', 'POST'],
      headers: ['Content-Type'],
      maxAge: 600,
      jsonLimit: 1024,
      ownLimit: [],
    }),
  );
  hono.post('/write', (c) => c.text('done'));
  hono.onError(errorHandler(pino({ level: 'silent' })));
  return hono;
}

const post = (origin: string) =>
  app().request('http://shop.test/write', { method: 'POST', headers: { origin } });

describe('apiChecks', () => {
  it("takes writes from the server's public origin, a client origin and the request's own", async () => {
    expect((await post('https://shop.test')).status).toBe(200);
    expect((await post('https://admin.test')).status).toBe(200);
    expect((await post('http://shop.test')).status).toBe(200);
  });

  it('refuses a write from any other origin', async () => {
    expect((await post('https://evil.test')).status).toBe(403);
  });
});
