import { describe, expect, it } from 'vitest';
import {
  lowestPriceInWindow,
  omnibusLowestPrice,
  omnibusWindow,
  reductionStart,
  type PriceHistoryPoint,
} from './omnibus.ts';

const now = new Date('2026-11-21T12:00:00Z');
const at = (iso: string, finalPrice: number, specialPrice: number | null = null): PriceHistoryPoint => ({
  recordedAt: iso,
  finalPrice,
  specialPrice,
});

// Regular 1 000 kr since August, a short 850 kr campaign in October, 800 kr sale from 1 November.
const history = [
  at('2026-08-01T00:00:00.000Z', 100000),
  at('2026-10-10T00:00:00.000Z', 85000, 85000),
  at('2026-10-15T00:00:00.000Z', 100000),
  at('2026-11-01T00:00:00.000Z', 80000, 80000),
];

describe('lowestPriceInWindow', () => {
  const w = (since: string, until: string) => [new Date(since), new Date(until)] as const;
  it.each<[string, PriceHistoryPoint[], readonly [Date, Date], number | null]>([
    [
      'price in force when the window opens counts',
      history,
      w('2026-09-01T00:00:00Z', '2026-10-01T00:00:00Z'),
      100000,
    ],
    [
      'a campaign inside the window is the lowest',
      history,
      w('2026-10-02T00:00:00Z', '2026-11-01T00:00:00Z'),
      85000,
    ],
    [
      'the change at the end of the window (the reduction itself) is excluded',
      history,
      w('2026-10-16T00:00:00Z', '2026-11-01T00:00:00Z'),
      100000,
    ],
    [
      'a change exactly at the window start counts',
      history,
      w('2026-10-10T00:00:00Z', '2026-10-12T00:00:00Z'),
      85000,
    ],
    ['no history before the window end', history, w('2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z'), null],
    ['empty history', [], w('2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'), null],
    [
      'history starting inside the window (new product)',
      [at('2026-10-20T00:00:00.000Z', 50000)],
      w('2026-10-02T00:00:00Z', '2026-11-01T00:00:00Z'),
      50000,
    ],
    ['unordered history', [...history].reverse(), w('2026-10-02T00:00:00Z', '2026-11-01T00:00:00Z'), 85000],
  ])('%s', (_name, points, [since, until], expected) => {
    expect(lowestPriceInWindow(points, since, until)).toBe(expected);
  });
});

describe('reductionStart', () => {
  it.each<
    [string, { specialPrice: number | null; specialFromDate: string | null }, PriceHistoryPoint[], string]
  >([
    [
      'the special price start date',
      { specialPrice: 80000, specialFromDate: '2026-11-01T00:00:00.000Z' },
      history,
      '2026-11-01T00:00:00.000Z',
    ],
    [
      'no start date: when the history shows the special price taking effect',
      { specialPrice: 80000, specialFromDate: null },
      history,
      '2026-11-01T00:00:00.000Z',
    ],
    [
      'no start date: the oldest of the trailing rows at that special price',
      { specialPrice: 80000, specialFromDate: null },
      [...history, at('2026-11-05T00:00:00.000Z', 80000, 80000)],
      '2026-11-01T00:00:00.000Z',
    ],
    [
      'no start date and no matching history: now',
      { specialPrice: 70000, specialFromDate: null },
      history,
      now.toISOString(),
    ],
    ['no special price: now', { specialPrice: null, specialFromDate: null }, history, now.toISOString()],
    [
      'future history rows are ignored',
      { specialPrice: 80000, specialFromDate: null },
      [at('2026-12-01T00:00:00.000Z', 80000, 80000)],
      now.toISOString(),
    ],
  ])('%s', (_name, current, points, expected) => {
    expect(reductionStart(current, points, now).toISOString()).toBe(expected);
  });
});

describe('omnibusLowestPrice', () => {
  it('takes the 30 days before the reduction', () => {
    const result = omnibusLowestPrice({ specialPrice: 80000, specialFromDate: null }, history, now);
    expect(result).toEqual({
      lowest: 85000,
      since: new Date('2026-10-02T00:00:00.000Z'),
      until: new Date('2026-11-01T00:00:00.000Z'),
    });
  });

  it('ignores a campaign older than 30 days', () => {
    const result = omnibusLowestPrice(
      { specialPrice: 80000, specialFromDate: '2026-11-20T00:00:00.000Z' },
      history.slice(0, 3),
      now,
    );
    expect(result.lowest).toBe(100000);
  });

  it('windows are 30 days long by default', () => {
    const { since, until } = omnibusWindow(new Date('2026-03-31T00:00:00Z'));
    expect(until.getTime() - since.getTime()).toBe(30 * 86_400_000);
  });
});
