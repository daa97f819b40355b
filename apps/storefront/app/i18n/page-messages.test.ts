import { describe, expect, it } from 'vitest';
import { allMessages, allMessagesLoaded, messagesVersion, setPageMessages } from './all-messages.ts';
import { messagesFor, pageMessagesFor } from './catalogues.server.ts';
import { needsAllMessages } from './page-messages.ts';
import { svSE } from './sv-SE.ts';
import { translate } from './translate.ts';

describe('which pages carry the whole catalogue', () => {
  it.each([
    '/checkout',
    '/checkout/cart',
    '/de/checkout',
    '/en/my-account',
    '/login',
    '/it/wishlist',
    '/compare',
  ])('when the shopper opens %s (rendered from their own state in the browser), then all of it', (path) =>
    expect(needsAllMessages(path)).toBe(true),
  );

  it.each([
    '/',
    '/de',
    '/c/soffor',
    '/p/SOF-1/soffa',
    '/search',
    '/b/hemma',
    '/i/om-oss',
    '/en/c/soffor',
    '/vardagsrum',
  ])('when the shopper opens the catalogue page %s, then only its part', (path) =>
    expect(needsAllMessages(path)).toBe(false),
  );
});

describe("the catalogue pages' part", () => {
  const part = pageMessagesFor('sv-SE');

  it('when a catalogue page renders, then it has the header, tile, list and product texts but not the checkout', () => {
    expect(part['site.name']).toBe('Hemma');
    expect(part['product.addToCart']).toBe(svSE['product.addToCart']);
    expect(part['list.loadMore']).toBe(svSE['list.loadMore']);
    expect(part['validation.required']).toBe(messagesFor('sv-SE')['validation.required']);
    expect(part['checkout.title']).toBeUndefined();
    expect(part['account.password']).toBeUndefined();
  });

  it('is less than half of the catalogue', () => {
    expect(JSON.stringify(part).length).toBeLessThan(JSON.stringify(messagesFor('sv-SE')).length / 2);
  });

  it('when the server renders a key outside the part, then it still renders its text', () => {
    expect(translate(part, 'checkout.title')).toBe(svSE['checkout.title']);
  });

  it('when the language differs, then the part is that language', () => {
    expect(pageMessagesFor('de-DE')['nav.openMenu']).not.toBe(part['nav.openMenu']);
  });
});

describe('the whole catalogue in the browser', () => {
  it('when a page has only its part, then keys outside it read as keys until the language module has loaded', async () => {
    const part = { 'site.name': 'Hemma' };
    setPageMessages('sv-SE', part, false);
    expect(allMessagesLoaded()).toBe(false);
    const before = messagesVersion();
    expect(translate(part, 'checkout.title')).toBe('checkout.title');
    await allMessages();
    expect(allMessagesLoaded()).toBe(true);
    expect(translate(part, 'checkout.title')).toBe(svSE['checkout.title']);
    // What rendered the key renders again.
    expect(messagesVersion()).toBe(before + 1);
  });

  it('when every text a page rendered was in its part, then nothing renders again', async () => {
    const part = { 'site.name': 'Hemma' };
    setPageMessages('en-US', part, false);
    const before = messagesVersion();
    expect(translate(part, 'site.name')).toBe('Hemma');
    await allMessages();
    expect(translate(part, 'checkout.title')).toBe('Checkout');
    expect(messagesVersion()).toBe(before);
  });

  it('when the page carries the whole catalogue, then nothing is loaded', () => {
    const whole = { ...messagesFor('en-US') };
    setPageMessages('en-US', whole, true);
    expect(allMessagesLoaded()).toBe(true);
  });
});
