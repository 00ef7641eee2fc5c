import type { Context } from 'hono';
import type { z } from 'zod';
import { boundedMemo } from './boundedMemo';
import { query } from './validate';

/** Distinct query strings remembered per route; past this the memory starts over. */
const REMEMBERED = 256;

/**
 * A route's query checked against `schema` and made into what the route works with (`build`),
 * remembered by the request's exact query string: the same string always checks and builds the
 * same, and a listing is asked the same few queries over and over, where checking them cost a
 * cached answer a fifth of its time. A query that fails the check is never remembered, so it is
 * checked (and refused) every time.
 *
 * What `build` returns is shared by every request with that query string, so it is frozen.
 */
export function rememberedQuery<S extends z.ZodType, T extends object>(
  schema: S,
  build: (checked: z.output<S>) => T,
  max = REMEMBERED,
): (c: Context) => T {
  const remember = boundedMemo<string, T>(max);
  return (c) => {
    const url = c.req.url;
    const at = url.indexOf('?');
    const raw = at === -1 ? '' : url.slice(at + 1);
    return remember(raw, () => Object.freeze(build(query(c, schema))) as T);
  };
}
