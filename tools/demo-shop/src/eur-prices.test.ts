import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate/catalog.ts';
import { translateProductName } from './generate/translate-names.ts';
import { seedEurPrices } from './eur-prices.ts';
import { jobSvg } from './images/render.ts';

describe('the gift cards in /de and /it (issue 33)', () => {
  const catalog = generateCatalog();
  const products = catalog.rows.products;
  seedEurPrices(products);
  const giftCards = products.filter((p) => p.name.startsWith('Presentkort'));

  it('sells each at an EUR price of its own and names it by that amount, not in kronor', () => {
    expect(giftCards.length).toBeGreaterThan(0);
    for (const card of giftCards) {
      expect(card.price_eur, card.sku).toEqual(expect.any(Number));
      // A face value in whole euros, written "50 €" in German and Italian alike.
      const euros = Number(card.price_eur) / 100;
      expect(Number.isInteger(euros), card.sku).toBe(true);
      for (const language of [1, 2] as const) {
        const name = translateProductName(card.name, language) ?? '';
        expect(name, card.sku).not.toMatch(/\bkr\b/);
        expect(name, card.sku).toMatch(new RegExp(` ${euros} €$`));
      }
    }
  });

  it('show a picture without words or an amount, the same in every store view', () => {
    const pictures = giftCards.map((card) => card.image);
    const jobs = catalog.productJobs.filter((job) => pictures.includes(job.file));
    expect(jobs.length).toBeGreaterThanOrEqual(giftCards.length);
    for (const job of jobs) {
      const svg = jobSvg(job);
      expect(svg, job.file).not.toMatch(/Presentkort|\bkr\b|\d+ ?€/);
      expect(svg, job.file).toContain('HEMMA');
    }
  });
});
