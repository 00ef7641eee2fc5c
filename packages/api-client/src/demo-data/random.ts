/**
 * Seeded randomness so fixtures and ids come out identical on every run: stories, snapshots
 * and tests can rely on them.
 */

export type Random = () => number;

/** mulberry32: tiny, fast and good enough for fixture data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}

function hex(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += Math.floor(random() * 16).toString(16);
  return out;
}

/**
 * Mongo-looking ids (24 hex characters): a fixed "timestamp" prefix, random middle and a
 * counter, so they sort in creation order like real ObjectIds do.
 */
export function createIdFactory(seed: number, prefix: string): () => string {
  const random = createRandom(seed);
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix.padEnd(8, '0').slice(0, 8)}${hex(random, 10)}${counter.toString(16).padStart(6, '0')}`;
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Payment-provider style ids such as `order_Nf3k...` or `pay_Q8x...`. */
export function providerId(random: Random, prefix: 'order' | 'pay'): string {
  let out = '';
  for (let i = 0; i < 14; i += 1) out += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)];
  return `${prefix}_${out}`;
}
