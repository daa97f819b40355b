import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Issue 33's check that a shopper of /en, /de or /it reads no Swedish word: the journeys through the checkout
 * (tests/checkout-italy.spec.ts) and the footer's pages (tests/cms-pages-languages.spec.ts) share it.
 */

/** Swedish words a shopper of another language saw before issue 33, and the sofa's Swedish name. */
const SWEDISH_WORDS: RegExp[] = [
  /Frakt/i,
  /Varukorg/i,
  /Kassa\b/,
  /Leverans/i,
  /veckor/,
  /Betala/i,
  /\bmoms\b/i,
  /Fri frakt/i,
  /Soffa/,
  /4-sits/,
  /dagar\b/,
  /Faktura\b/,
  // Swedish prose (a description, a page text): its small words, none of which English or Italian has, as whole
  // words (letters, not ASCII: "Enbär", a product line, holds no "är").
  /(?<!\p{L})(och|för|som|med|eller|är|ditt|inte)(?!\p{L})/u,
];

/** Kronor: /en sells in SEK (decision 0035), so "17,495 kr" is English there; /it and /de never show them. */
const KRONOR = /\bkr\b/;

/** The Swedish words found in a text (kronor too, unless the store view sells in them), each with its line. */
export function swedishIn(text: string, options: { kronor?: boolean } = {}): string[] {
  const words = options.kronor ? SWEDISH_WORDS : [...SWEDISH_WORDS, KRONOR];
  return text
    .split('\n')
    .filter((line) => words.some((word) => word.test(line)))
    .map((line) => line.trim());
}

/**
 * The page's visible text. Reviews are left out: they are shoppers' own words in the language they wrote them in
 * (the demo shop's reviewers wrote Swedish), not the shop's.
 */
async function pageText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('script, style, template, [hidden], .rv-item').forEach((el) => el.remove());
    return clone.innerText;
  });
}

export async function expectNoSwedish(page: Page, where: string): Promise<void> {
  const kronor = new URL(page.url()).pathname.startsWith('/en');
  expect(swedishIn(await pageText(page), { kronor }), `${where} (${page.url()})`).toEqual([]);
}
