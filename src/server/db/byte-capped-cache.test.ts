import { describe, expect, it } from 'vitest';
import { byteCappedCache } from './byte-capped-cache';

const weigh = (value: string, key: string) => value.length + key.length;

describe('a byte-capped cache', () => {
  it('holds at most its bytes, however many entries that is, dropping the least recently used', () => {
    const cache = byteCappedCache<string>(100, weigh);
    for (let i = 0; i < 10; i += 1) cache.set(`k${i}`, 'x'.repeat(18)); // 20 bytes each
    expect(cache.size()).toEqual({ entries: 5, bytes: 100 });
    expect(cache.get('k4')).toBeUndefined();
    expect(cache.get('k5')).toBe('x'.repeat(18));
    cache.set('big', 'y'.repeat(37)); // 40 bytes: the two least recently used go (k6, k7)
    expect(cache.size()).toEqual({ entries: 4, bytes: 100 });
    expect(['k5', 'k6', 'k7', 'k8', 'k9', 'big'].map((key) => cache.get(key) !== undefined)).toEqual([true, false, false, true, true, true]);
  });

  it('weighs tiny entries by their keys too, so many of them are bounded', () => {
    const cache = byteCappedCache<string>(1000, weigh);
    for (let i = 0; i < 100_000; i += 1) cache.set(`learner-${i}:1`, '');
    expect(cache.size().bytes).toBeLessThanOrEqual(1000);
    expect(cache.size().entries).toBeLessThan(100);
  });

  it('keeps no value larger than the cap, and replacing a key reweighs it', () => {
    const cache = byteCappedCache<string>(10, weigh);
    cache.set('a', 'x'.repeat(5));
    cache.set('b', 'x'.repeat(20));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 1, bytes: 6 });
    cache.set('a', 'x');
    expect(cache.size()).toEqual({ entries: 1, bytes: 2 });
    cache.set('a', 'x'.repeat(30));
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
    expect(byteCappedCache<string>(0, weigh).size()).toEqual({ entries: 0, bytes: 0 });
  });
});
