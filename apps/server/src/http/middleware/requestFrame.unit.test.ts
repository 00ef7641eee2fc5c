import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RequestEntry } from '../../requestLine';
import type { AppDeps, AppEnv } from '../env';
import { requestFrame } from './requestFrame';

function app(userId?: string) {
  const entries: RequestEntry[] = [];
  const deps = { logRequest: (entry) => entries.push(entry) } as Pick<AppDeps, 'logRequest'>;
  const hono = new Hono<AppEnv>();
  hono.use('*', requestFrame(deps as AppDeps));
  hono.use('*', async (c, next) => {
    if (userId) c.set('user', { id: userId, userName: 'A', email: 'a@example.test', role: 'user' });
    await next();
  });
  hono.get('/here', (c) => c.json({ deps: c.get('deps') === deps }));
  hono.get('/shell', (c) =>
    c.text('page', 200, { 'Referrer-Policy': 'strict-origin-when-cross-origin' }),
  );
  return { hono, entries };
}

describe('requestFrame', () => {
  it('logs each request once, under the id its answer carries', async () => {
    const { hono, entries } = app();
    const res = await hono.request('/here?q=1');
    expect(await res.json()).toEqual({ deps: true });
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ method: 'GET', path: '/here', status: 200, userId: undefined });
    expect(entry?.requestId).toBe(res.headers.get('x-request-id'));
    expect(entry?.ms).toBeGreaterThanOrEqual(0);
  });

  it('names the signed-in user and the status of a miss', async () => {
    const { hono, entries } = app('u-7');
    await hono.request('/nowhere', { method: 'POST' });
    expect(entries).toEqual([
      expect.objectContaining({ method: 'POST', status: 404, userId: 'u-7' }),
    ]);
  });

  it('gives every answer its security headers, which a route may replace', async () => {
    const { hono } = app();
    const api = await hono.request('/here');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await hono.request('/shell');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
