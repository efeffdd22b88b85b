import { describe, expect, it } from 'vitest';
import { percentile } from './stats';

describe('percentile', () => {
  it('reports the nearest-rank percentiles and the maximum of a small run', () => {
    const samples = [5, 1, 4, 2, 3];
    expect(percentile(samples, 50)).toBe(3);
    expect(percentile(samples, 99)).toBe(5);
    expect(percentile(samples, 100)).toBe(5);
    expect(percentile([], 99)).toBe(0);
  });

  it('reports on a run of a million samples, far past what spreading into Math.max allows', () => {
    const samples = Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1_000_000);
    expect(() => Math.max(...samples)).toThrow(RangeError);
    expect(percentile(samples, 100)).toBe(999_999);
    expect(percentile(samples, 50)).toBe(499_999);
  });
});
