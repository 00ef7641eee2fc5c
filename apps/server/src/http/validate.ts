import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, zodMessage } from './errors';

/** Reads a JSON body and checks it against a schema; any problem is a 4xx, never a 500. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
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
