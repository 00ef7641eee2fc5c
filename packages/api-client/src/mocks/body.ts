import { fail } from './respond';

/** Parsed JSON object bodies; anything else is a malformed request. */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function readJson(request: Request): Promise<JsonObject> {
  let parsed: unknown;
  try {
    parsed = await request.json();
  } catch {
    fail(400, 'Request body must be valid JSON');
  }
  if (!isObject(parsed)) fail(400, 'Request body must be a JSON object');
  return parsed;
}

/** A string that is not blank once trimmed; returned trimmed. */
export function requireString(body: JsonObject, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || !value.trim()) fail(400, `${key} is required`);
  return value.trim();
}

export function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(400, `${key} must be a string`);
  return value.trim();
}

interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
}

/** Admin forms send numbers as typed text, so numeric strings are accepted too. */
export function requireNumber(body: JsonObject, key: string, rule: NumberRule = {}): number {
  const raw = body[key];
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && raw.trim()
        ? Number(raw)
        : Number.NaN;
  if (!Number.isFinite(value)) fail(400, `${key} must be a number`);
  if (rule.integer && !Number.isInteger(value)) fail(400, `${key} must be a whole number`);
  if (rule.min !== undefined && value < rule.min) fail(400, `${key} must be at least ${rule.min}`);
  if (rule.max !== undefined && value > rule.max) fail(400, `${key} must be at most ${rule.max}`);
  return value;
}

export function requireObject(body: JsonObject, key: string): JsonObject {
  const value = body[key];
  if (!isObject(value)) fail(400, `${key} must be an object`);
  return value;
}

export function requireArray(body: JsonObject, key: string): unknown[] {
  const value = body[key];
  if (!Array.isArray(value)) fail(400, `${key} must be a list`);
  return value;
}

export function requireOneOf<T extends string>(
  body: JsonObject,
  key: string,
  allowed: readonly T[],
): T {
  const value = body[key];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    fail(400, `${key} must be one of: ${allowed.join(', ')}`);
  }
  return value as T;
}
