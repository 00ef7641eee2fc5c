import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { createGate } from './gate';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** One of OWASP's equivalent scrypt minimums (32 MiB); tests pass a cheaper N to stay fast. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** A stored hash to compare against when the user does not exist, so timing reveals nothing. */
  readonly decoy: Promise<string>;
}

export interface HashingLimits {
  /** Derivations running at once (each takes a libuv thread and 32 MiB). */
  concurrent: number;
  /** Derivations waiting for a turn; more are refused as "busy". */
  queued: number;
}

const DEFAULT_HASHING: HashingLimits = { concurrent: 2, queued: 64 };

/**
 * Stored as `scrypt$N$r$p$salt$key` so the cost can be raised later without breaking old
 * hashes. Every derivation passes one gate, so concurrent sign-ups, resets and logins share a
 * bounded amount of CPU.
 */
export function createPasswordHasher(
  params: ScryptParams = DEFAULT_SCRYPT,
  limits: HashingLimits = DEFAULT_HASHING,
): PasswordHasher {
  const gate = createGate(limits.concurrent, limits.queued);
  const gated = (password: string, salt: Buffer, p: ScryptParams) =>
    gate.run(() => derive(password, salt, p));
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await gated(password, salt, params);
    return [
      'scrypt',
      params.N,
      params.r,
      params.p,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  };
  let decoy: Promise<string> | undefined;
  return {
    hash,
    async verify(password, stored) {
      const [scheme, n, r, p, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64');
      const actual = await gated(password, Buffer.from(salt, 'base64'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    get decoy() {
      decoy ??= hash(randomBytes(12).toString('hex'));
      return decoy;
    },
  };
}
