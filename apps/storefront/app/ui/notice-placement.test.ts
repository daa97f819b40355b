import { describe, expect, it } from 'vitest';
import { placeFor } from './notice-placement.ts';

const rect = (top: number, height: number) => ({ top, bottom: top + height }) as DOMRect;

describe('placeFor', () => {
  it('stays at the bottom without a focused field or when the field is above the stack', () => {
    expect(placeFor(null, 120, 700)).toBe('bottom');
    expect(placeFor(rect(100, 44), 120, 700)).toBe('bottom');
  });

  it('moves to the top when the field being filled in is where the stack would be', () => {
    expect(placeFor(rect(600, 44), 120, 700)).toBe('top');
  });

  it('goes out of sight when neither edge leaves the field free', () => {
    expect(placeFor(rect(100, 44), 500, 600)).toBe('away');
  });
});
