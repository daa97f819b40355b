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
  // What the walk of issue 33 found after the cart was German: the category's and product's <title> and snippet
  // ("Vardagsrum | Hemma"), a Swedish colour word in a product line's name ("Couchtisch Kornblå groß"), and the
  // sandbox card page ("testläge", "Kortnummer", "Giltigt till", "inga pengar dras").
  /(?<!\p{L})(Vardagsrum|Soffor|Sovrum|Matplats)(?!\p{L})/u,
  /(blå|grön|grå)(?!\p{L})/iu,
  /(?<!\p{L})(Vit|Svart)(?!\p{L})/u,
  /testläge|Kortnummer|Giltigt till|pengar/i,
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
 * What the page says to a shopper, a screen reader and a search engine: its visible text, its <title>, its meta
 * description and social titles, and its images' alt texts and controls' aria-labels and titles. Only what the page
 * marks as Swedish (`lang="sv"`) is left out: a review's title and text, shoppers' own words in the language they
 * wrote them in (decision 0058, addendum 2). The rest of a review — its stars, its byline, the "Written in Swedish"
 * label — is the shop's and is read.
 */
async function pageText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('script, style, template, [hidden], [lang|="sv"]').forEach((el) => el.remove());
    const meta = [
      ...document.head.querySelectorAll(
        'meta[name="description"], meta[property^="og:"]:not([property="og:url"])',
      ),
    ].map((m) => m.getAttribute('content') ?? '');
    const labels = [...clone.querySelectorAll('[alt], [aria-label], [title], [placeholder]')].flatMap((el) =>
      ['alt', 'aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.title, ...meta, clone.innerText, ...labels].join('\n');
  });
}

export async function expectNoSwedish(page: Page, where: string): Promise<void> {
  const kronor = new URL(page.url()).pathname.startsWith('/en');
  expect(swedishIn(await pageText(page), { kronor }), `${where} (${page.url()})`).toEqual([]);
}

/**
 * Follows a link of the page's main part (its exact text, or a pattern) to the page headed `heading`, and reads that
 * page for Swedish words: a step of the done-when journeys from a category to a product.
 */
export async function followAndRead(page: Page, link: string | RegExp, heading: string): Promise<void> {
  const name = typeof link === 'string' ? { name: link, exact: true } : { name: link };
  await page.locator('main').getByRole('link', name).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expectNoSwedish(page, `the page "${heading}"`);
}
