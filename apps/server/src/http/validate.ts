import { bodyProblem, requestProblem } from '@atelier/api-client/schemas';
import type { Context } from 'hono';
import type { z } from 'zod';
import { REQUEST } from '../messages';
import { HttpError } from './errors';

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
  const problem = bodyProblem(raw);
  if (problem) throw new HttpError(400, problem);
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
  if (!result.success) throw new HttpError(400, requestProblem(result.error));
  return result.data;
}
