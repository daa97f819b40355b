import { describe, expect, it } from 'vitest';
import { addBanner, bannersSchema, moveBanner, removeBanner, toBanners, toValues } from './banner-values.ts';

const banner = (title: string) => ({
  image: 'banners/hero-1.webp',
  eyebrow: 'Nyheter',
  title,
  text: 'Text',
  cta: 'Se mer',
  category: 'soffor',
});
const titles = (values: Record<string, string>) => toBanners(values).map((b) => b.title);

describe('the banners form values', () => {
  const values = toValues([banner('A'), banner('B'), banner('C')]);

  it('reads back the banners it was made of', () => {
    expect(toBanners(values)).toEqual([banner('A'), banner('B'), banner('C')]);
  });

  it('moves a banner one place and keeps the list when it is at the edge', () => {
    expect(titles(moveBanner(values, 2, -1))).toEqual(['A', 'C', 'B']);
    expect(titles(moveBanner(values, 0, 1))).toEqual(['B', 'A', 'C']);
    expect(titles(moveBanner(values, 0, -1))).toEqual(['A', 'B', 'C']);
    expect(titles(moveBanner(values, 2, 1))).toEqual(['A', 'B', 'C']);
  });

  it('removes a banner and renumbers the rest, so no old field is left behind', () => {
    const left = removeBanner(values, 0);
    expect(titles(left)).toEqual(['B', 'C']);
    expect(Object.keys(left).some((key) => key.startsWith('banners.2.'))).toBe(false);
  });

  it('adds an empty banner at the end, which the schema then asks to fill in by its field names', () => {
    const more = addBanner(values);
    expect(titles(more)).toEqual(['A', 'B', 'C', '']);
    const result = bannersSchema(4).safeParse(more);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'banners.3.category',
      'banners.3.cta',
      'banners.3.image',
      'banners.3.title',
    ]);
  });
});
