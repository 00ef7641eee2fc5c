import { isValidPassword, OTP_LENGTH } from '../contract';
import { FIELD_PROBLEMS, SERVER_MESSAGES } from '../contract/serverMessages';
import { fail } from './respond';

/**
 * Request checks that answer exactly as the reference server's schemas do: the first failing
 * field, in the order the server's schema lists them, as `Invalid <field>: <problem>`.
 */

export type JsonObject = Record<string, unknown>;
/** Reads one value at `path` (e.g. `cartItems.0.quantity`), or fails the request. */
export type Rule<T> = (value: unknown, path: string) => T;

const { common } = SERVER_MESSAGES;

export function invalid(path: string, problem: string): never {
  fail(400, path ? common.invalidField(path, problem) : problem);
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function received(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The JSON object body, with the server's answers for a wrong content type or broken JSON. */
export async function readJson(request: Request): Promise<JsonObject> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    fail(415, common.jsonContentType);
  }
  let parsed: unknown;
  try {
    parsed = await request.json();
  } catch {
    fail(400, common.invalidJson);
  }
  if (!isObject(parsed)) invalid('', FIELD_PROBLEMS.expected('object', received(parsed)));
  return parsed;
}

/** Checks each field in order, so the first problem reported is the server's first problem. */
export function readFields<T extends Record<string, unknown>>(
  source: JsonObject,
  rules: { [K in keyof T]: Rule<T[K]> },
  prefix = '',
): T {
  const out = {} as T;
  for (const key of Object.keys(rules) as Array<keyof T & string>) {
    out[key] = rules[key](source[key], prefix + key);
  }
  return out;
}

const string: Rule<string> = (value, path) =>
  typeof value === 'string'
    ? value
    : invalid(path, FIELD_PROBLEMS.expected('string', received(value)));

/** Text of at most `max` characters, trimmed unless `trim` is false; blank is refused unless optional. */
export const text =
  (max: number, { required = true, trim = true } = {}): Rule<string> =>
  (value, path) => {
    const raw = string(value, path);
    const checked = trim ? raw.trim() : raw;
    if (required && !checked) invalid(path, FIELD_PROBLEMS.required);
    if (checked.length > max) invalid(path, FIELD_PROBLEMS.tooLong);
    return checked;
  };

/** Ids are opaque text of 1 to 64 characters. */
export const id: Rule<string> = text(64);
export const sizeLabel: Rule<string> = text(20);

export const optional =
  <T>(rule: Rule<T>): Rule<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : rule(value, path);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email: Rule<string> = (value, path) => {
  const normalised = string(value, path).trim().toLowerCase();
  if (!EMAIL.test(normalised) || normalised.length > 254) invalid(path, FIELD_PROBLEMS.email);
  return normalised;
};

export const password: Rule<string> = (value, path) => {
  const raw = string(value, path);
  if (raw.length > 128) invalid(path, FIELD_PROBLEMS.tooLong);
  if (!isValidPassword(raw)) invalid(path, FIELD_PROBLEMS.password);
  return raw;
};

const OTP = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const otp: Rule<string> = (value, path) => {
  const code = string(value, path).trim();
  if (!OTP.test(code)) invalid(path, FIELD_PROBLEMS.otp);
  return code;
};

export const oneOf =
  <T extends string>(allowed: readonly T[]): Rule<T> =>
  (value, path) =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as T)
      : invalid(path, FIELD_PROBLEMS.oneOf(allowed));

/** Forms send numbers as typed text, so numeric strings count as numbers. */
const numeric: Rule<number> = (value, path) => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return invalid(path, FIELD_PROBLEMS.invalidInput);
};

export const money: Rule<number> = (value, path) => {
  const amount = numeric(value, path);
  if (amount < 0) invalid(path, FIELD_PROBLEMS.notNegative);
  if (amount > 10_000_000) invalid(path, FIELD_PROBLEMS.atMost(10_000_000));
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    invalid(path, FIELD_PROBLEMS.twoDecimals);
  }
  return amount;
};

const wholeNumber =
  (min: number, max: number, belowMin: string): Rule<number> =>
  (value, path) => {
    const n = numeric(value, path);
    if (!Number.isInteger(n)) invalid(path, FIELD_PROBLEMS.wholeNumber);
    if (n < min) invalid(path, belowMin);
    if (n > max) invalid(path, FIELD_PROBLEMS.atMost(max));
    return n;
  };

export const stock: Rule<number> = wholeNumber(0, 1_000_000, FIELD_PROBLEMS.notNegative);
export const quantity: Rule<number> = wholeNumber(1, 1000, FIELD_PROBLEMS.atLeastOne);

/** A star rating: a JSON number (not text), whole, 1 to 5. */
export const rating: Rule<number> = (value, path) => {
  if (typeof value !== 'number') invalid(path, FIELD_PROBLEMS.expected('number', received(value)));
  if (!Number.isInteger(value)) invalid(path, FIELD_PROBLEMS.wholeNumber);
  if (value < 1) invalid(path, FIELD_PROBLEMS.atLeast(1));
  if (value > 5) invalid(path, FIELD_PROBLEMS.atMost(5));
  return value;
};

export const object: Rule<JsonObject> = (value, path) =>
  isObject(value) ? value : invalid(path, FIELD_PROBLEMS.expected('object', received(value)));

export const list: Rule<unknown[]> = (value, path) =>
  Array.isArray(value) ? value : invalid(path, FIELD_PROBLEMS.expected('array', received(value)));

/**
 * An image the shop can show: an http(s) URL or a path on the server, like the server's rule;
 * the mocks also take the `data:image/...` URLs their own upload hands out.
 */
export const imageRef: Rule<string> = (value, path) => {
  const ref = text(2048)(value, path);
  const served = /^https?:\/\/[^\s]+$/i.test(ref) || /^\/(uploads|media)\/[\w./-]+$/.test(ref);
  if (!served && !/^data:image\//.test(ref)) invalid(path, FIELD_PROBLEMS.httpUrl);
  return ref;
};
