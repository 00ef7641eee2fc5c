import { describe, expect, it } from 'vitest';
import { chooseEncoding, negotiateEncoding } from './negotiateEncoding';

const CASES: Array<[string, 'br' | 'gzip' | null]> = [
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0.5, br;q=0.8', 'br'],
  ['br;q=0.1, gzip;q=0.9', 'gzip'],
  ['BR;Q=0.1, GZip;q=0.9', 'gzip'],
  ['*', 'br'],
  ['*;q=0', null],
  ['*, br;q=0', 'gzip'],
  ['identity', null],
  ['identity;q=0', null],
  ['identity;q=0, gzip', 'gzip'],
  ['br;q=0, gzip;q=0', null],
  ['gzip;q=1, br;q=1', 'br'],
  ['deflate', null],
];

describe('negotiateEncoding', () => {
  it('chooses as the header says, asked once or again in any order', () => {
    for (let round = 0; round < 3; round += 1) {
      const order = round === 1 ? [...CASES].reverse() : CASES;
      for (const [header, expected] of order) {
        expect(negotiateEncoding(header), header).toBe(expected);
        expect(chooseEncoding(header), header).toBe(expected);
      }
    }
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
  });

  it('stays right past the number of values it remembers', () => {
    for (let i = 0; i < 300; i += 1) {
      const brFirst = i % 2 === 0;
      const header = brFirst ? `br;q=0.${(i % 9) + 1}, x-${i}` : `gzip, br;q=0, x-${i}`;
      expect(negotiateEncoding(header), header).toBe(brFirst ? 'br' : 'gzip');
    }
    for (const [header, expected] of CASES)
      expect(negotiateEncoding(header), header).toBe(expected);
  });
});
