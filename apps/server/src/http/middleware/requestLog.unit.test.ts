import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RequestEntry } from '../../requestLine';
import { applyAnswerHeaders, startAnswerHeaders } from '../answerHeaders';
import type { AppDeps, AppEnv } from '../env';
import { requestLog } from './requestLog';

function app(userId?: string) {
  const entries: RequestEntry[] = [];
  const hono = new Hono<AppEnv>();
  hono.use('*', async (c, next) => {
    c.set('deps', { logRequest: (entry) => entries.push(entry) } as Pick<
      AppDeps,
      'logRequest'
    > as AppDeps);
    c.set('user', null);
    startAnswerHeaders(c, {});
    await next();
    applyAnswerHeaders(c);
  });
  hono.use('*', requestLog());
  hono.use('*', async (c, next) => {
    if (userId) c.set('user', { id: userId, userName: 'A', email: 'a@example.test', role: 'user' });
    await next();
  });
  hono.get('/here', (c) => c.json({ ok: true }));
  return { hono, entries };
}

describe('requestLog', () => {
  it('logs each request once, under the id its answer carries', async () => {
    const { hono, entries } = app();
    const res = await hono.request('/here?q=1');
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
});
