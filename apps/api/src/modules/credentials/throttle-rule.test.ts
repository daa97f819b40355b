import { describe, expect, it } from 'vitest';
import { nextTryAt, type ThrottleRule } from './throttle-rule.ts';

const WINDOW = 15 * 60_000;
const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const pair: ThrottleRule = { scope: 'account-address', subject: 'a@b.se 10.0.0.1', limit: 5, delayAfter: 3 };
const account: ThrottleRule = { scope: 'account', subject: 'a@b.se', limit: 3 };

describe('nextTryAt: when a login attempt is allowed', () => {
  it.each([
    ['no failures', [pair], [[]], null],
    ['two failures, below the delay', [pair], [[ago(0), ago(1000)]], null],
    ['three failures: 1 s after the latest', [pair], [[ago(0), ago(10), ago(20)]], NOW + 1000],
    ['four failures: 2 s after the latest', [pair], [[ago(500), ago(600), ago(700), ago(800)]], NOW + 1500],
    ['a delay that has run out', [pair], [[ago(5000), ago(6000), ago(7000)]], null],
    [
      'at the limit: when the oldest of the limit leaves the window',
      [account],
      [[ago(60_000), ago(120_000), ago(180_000)]],
      NOW - 180_000 + WINDOW,
    ],
    [
      'the later of two counters',
      [pair, account],
      [
        [ago(0), ago(1), ago(2)],
        [ago(60_000), ago(120_000), ago(180_000)],
      ],
      NOW - 180_000 + WINDOW,
    ],
  ] as const)('%s', (_, rules, recent, expected) => {
    expect(nextTryAt(rules, recent, NOW, WINDOW)).toBe(expected);
  });

  it('doubles the delay with each failure, up to the window', () => {
    const failures = (n: number) => Array.from({ length: n }, () => ago(0));
    const rule = { ...pair, limit: 100 };
    expect(nextTryAt([rule], [failures(5)], NOW, WINDOW)).toBe(NOW + 4000);
    expect(nextTryAt([rule], [failures(30)], NOW, WINDOW)).toBe(NOW + WINDOW);
  });
});
