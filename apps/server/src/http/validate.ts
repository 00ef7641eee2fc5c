import type { Context } from 'hono';
import type { z } from 'zod';
import { REQUEST } from '../messages';
import { HttpError, zodMessage } from './errors';

/**
 * The deepest a request body may nest (the root object is level 1). The shop's own deepest is
 * 3 (an order's lines); the rest is room for what clients add. JSON.parse takes any depth, but
 * walking or hashing a deeper body recursively would overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Finds what the database or the services cannot take in a parsed body: a NUL character in a
 * string or key (PostgreSQL refuses 0x00), or nesting beyond MAX_JSON_DEPTH. Walks with a list
 * of its own rather than by recursion, so no body can exhaust the stack.
 */
function unacceptable(root: unknown): 'nul' | 'deep' | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
    } else if (value && typeof value === 'object') {
      if (depth > MAX_JSON_DEPTH) return 'deep';
      for (const [key, entry] of Object.entries(value)) {
        if (key.includes('\u0000')) return 'nul';
        pending.push({ value: entry, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Reads a JSON body and checks it against a schema; any problem is a 4xx, never a 500. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, REQUEST.jsonOnly);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HttpError(400, REQUEST.badJson);
  }
  const problem = unacceptable(raw);
  if (problem === 'nul') throw new HttpError(400, REQUEST.nul);
  if (problem === 'deep') throw new HttpError(400, REQUEST.tooDeep(MAX_JSON_DEPTH));
  return check(schema, raw);
}

export function params<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.param());
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.query());
}

function check<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new HttpError(400, zodMessage(result.error));
  return result.data;
}
