import { describe, expect, it } from 'vitest';
import { ratingText } from './review-markup.tsx';

describe('ratingText', () => {
  it('writes a rating with the decimal sign of the language', () => {
    expect(ratingText(4.5, 'sv-SE')).toBe('4,5');
    expect(ratingText(4.5, 'en-US')).toBe('4.5');
    expect(ratingText(4, 'sv-SE')).toBe('4');
    expect(ratingText(4.333, 'sv-SE')).toBe('4,3');
  });
});
