import type { z } from 'zod';
import { SERVER_MESSAGES } from '../contract/serverMessages';
import { bodyProblem, requestProblem } from '../schemas';
import { fail } from './respond';

const { common } = SERVER_MESSAGES;

/**
 * `value` checked against one of the API's request schemas (`@atelier/api-client/schemas`, the
 * reference server's own), or the request fails with the server's answer for its first problem.
 */
export function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) fail(400, requestProblem(result.error));
  return result.data;
}

/**
 * The JSON body checked against `schema`, with the server's answers for a wrong content type,
 * broken JSON, a NUL character (which the server's database cannot store) or deep nesting.
 */
export async function jsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    fail(415, common.jsonContentType);
  }
  let parsed: unknown;
  try {
    parsed = await request.json();
  } catch {
    fail(400, common.invalidJson);
  }
  const problem = bodyProblem(parsed);
  if (problem) fail(400, problem);
  return checked(schema, parsed);
}

/** The path's parameters named by `schema`, checked as the server checks them. */
export function pathParams<S extends z.ZodObject>(
  schema: S,
  param: (name: string) => string,
): z.output<S> {
  const values = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, param(name)]));
  return checked(schema, values);
}
