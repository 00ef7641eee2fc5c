import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswer } from './errors';
import { rememberedQuery } from './rememberedQuery';

const schema = z.object({ n: z.string().regex(/^\d+$/).transform(Number) });

function app(max?: number) {
  let built = 0;
  const read = rememberedQuery(
    schema,
    (q) => {
      built += 1;
      return { n: q.n, list: [q.n] };
    },
    max,
  );
  const seen: object[] = [];
  const hono = new Hono();
  hono.get('/', (c) => {
    const q = read(c);
    seen.push(q);
    return c.json(q);
  });
  hono.onError((error, c) => c.json({ message: errorAnswer(error)?.message }, 400));
  return { hono, seen, built: () => built };
}

describe('rememberedQuery', () => {
  it('checks and builds a query string once, and hands out the same frozen result', async () => {
    const { hono, seen, built } = app();
    expect(await (await hono.request('/?n=7')).json()).toEqual({ n: 7, list: [7] });
    expect(await (await hono.request('/?n=7')).json()).toEqual({ n: 7, list: [7] });
    expect(await (await hono.request('/?n=8')).json()).toEqual({ n: 8, list: [8] });
    expect(built()).toBe(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(Object.isFrozen(seen[0])).toBe(true);
  });

  it('refuses a bad query every time, never remembering it', async () => {
    const { hono, built } = app();
    for (let i = 0; i < 3; i += 1) {
      const response = await hono.request('/?n=x');
      expect(response.status).toBe(400);
    }
    expect((await hono.request('/?n=1')).status).toBe(200);
    expect(built()).toBe(1);
  });

  it('remembers a bounded number of query strings', async () => {
    const { hono, built } = app(2);
    for (const n of [1, 2, 3, 1]) await hono.request(`/?n=${n}`);
    // The third string started the memory over, so the first was built again.
    expect(built()).toBe(4);
  });
});
