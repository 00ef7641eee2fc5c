import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  applyAnswerHeaders,
  completeAnswer,
  isCompleteAnswer,
  setAnswerHeader,
  startAnswerHeaders,
  varyAnswer,
} from './answerHeaders';
import type { AppEnv } from './env';

function app() {
  const hono = new Hono<AppEnv>();
  hono.use('*', async (c, next) => {
    startAnswerHeaders(c, {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    await next();
    applyAnswerHeaders(c);
  });
  hono.use('*', async (c, next) => {
    setAnswerHeader(c, 'x-request-id', 'id-1');
    varyAnswer(c, 'Accept-Encoding');
    varyAnswer(c, 'Origin');
    await next();
  });
  hono.get('/complete', (c) =>
    completeAnswer(c, new TextEncoder().encode('{}'), 200, {
      'content-type': 'application/json',
      etag: '"a"',
    }),
  );
  hono.get('/usual', (c) => c.json({ ok: true }, 200, { 'Referrer-Policy': 'same-origin' }));
  hono.get('/fails', () => {
    throw new Error('boom');
  });
  hono.onError((_error, c) => c.json({ ok: false }, 500));
  return hono;
}

const expected = {
  'referrer-policy': 'no-referrer',
  vary: 'Accept-Encoding, Origin',
  'x-content-type-options': 'nosniff',
  'x-request-id': 'id-1',
};

describe('answer headers', () => {
  it('a complete answer carries the gathered headers and its own', async () => {
    const response = await app().request('/complete');
    expect(Object.fromEntries(response.headers)).toEqual({
      ...expected,
      'content-type': 'application/json',
      etag: '"a"',
    });
    expect(await response.text()).toBe('{}');
  });

  it('an answer built the usual way gets them afterwards; its own value wins', async () => {
    const response = await app().request('/usual');
    expect(Object.fromEntries(response.headers)).toEqual({
      ...expected,
      'content-type': 'application/json',
      'referrer-policy': 'same-origin',
    });
    const failed = await app().request('/fails');
    expect(failed.status).toBe(500);
    expect(Object.fromEntries(failed.headers)).toEqual({
      ...expected,
      'content-type': 'application/json',
    });
  });

  it('outside the app middleware, answers and headers go the usual way', async () => {
    const hono = new Hono<AppEnv>();
    hono.get('/', (c) => {
      setAnswerHeader(c, 'x-request-id', 'id-2');
      varyAnswer(c, 'Origin');
      const response = completeAnswer(c, null, 304, { etag: '"b"' });
      expect(isCompleteAnswer(response)).toBe(false);
      return response;
    });
    const response = await hono.request('/');
    expect(response.status).toBe(304);
    expect(Object.fromEntries(response.headers)).toEqual({
      etag: '"b"',
      vary: 'Origin',
      'x-request-id': 'id-2',
    });
  });
});
