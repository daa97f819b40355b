import { describe, expect, it } from 'vitest';
import { shuffled } from './product-lists.server.ts';

describe('shuffled (the home page popular list)', () => {
  const items = Array.from({ length: 256 }, (_, i) => i);

  it('when the seed is the same, then the order is the same (one page per day for every shopper)', () => {
    expect(shuffled(items, 20_000)).toEqual(shuffled(items, 20_000));
  });

  it('when the day changes, then the first eight change too', () => {
    expect(shuffled(items, 20_000).slice(0, 8)).not.toEqual(shuffled(items, 20_001).slice(0, 8));
  });

  it('keeps every item exactly once and leaves the input alone', () => {
    const result = shuffled(items, 7);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
    expect(result).not.toEqual(items);
    expect(items[0]).toBe(0);
  });
});
