import { describe, expect, it } from 'vitest';
import { ByteCache } from './byteCache';

const keys = (cache: ByteCache<string, number>, all: string[]) =>
  all.filter((key) => cache.get(key) !== undefined);

describe('ByteCache', () => {
  it('drops the least recently used entry when over the entry count', () => {
    const cache = new ByteCache<string, number>(3, 1000);
    cache.set('a', 1, 1);
    cache.set('b', 2, 1);
    cache.set('c', 3, 1);
    cache.get('a');
    cache.set('d', 4, 1);
    expect(keys(cache, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    expect(cache.size).toBe(3);
  });

  it('drops entries until the bytes fit, keeping the one just set', () => {
    const cache = new ByteCache<string, number>(10, 100);
    cache.set('a', 1, 40);
    cache.set('b', 2, 40);
    cache.get('a');
    cache.get('b');
    cache.set('c', 3, 90);
    expect(keys(cache, ['a', 'b', 'c'])).toEqual(['c']);
    expect(cache.bytes).toBe(90);
  });

  it('drops a used entry once it has gone a whole sweep unused', () => {
    const cache = new ByteCache<string, number>(2, 1000);
    cache.set('a', 1, 1);
    cache.set('b', 2, 1);
    cache.get('a');
    cache.set('c', 3, 1); // b goes: a was used, and is moved behind c
    cache.set('d', 4, 1); // c goes
    cache.set('e', 5, 1); // a goes: unused since its second chance
    expect(keys(cache, ['a', 'b', 'c', 'd', 'e'])).toEqual(['d', 'e']);
  });

  it('keeps nothing larger than the byte bound, and counts a replaced entry once', () => {
    const cache = new ByteCache<string, number>(10, 100);
    cache.set('big', 1, 101);
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 1, 60);
    cache.set('a', 2, 30);
    expect(cache.get('a')).toBe(2);
    expect(cache.bytes).toBe(30);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });
});
