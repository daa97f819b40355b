import { describe, expect, it } from 'vitest';
import { allMessages, allMessagesLoaded, messagesVersion, setPageMessages } from './all-messages.ts';
import { messagesFor, pageMessagesFor } from './catalogues.server.ts';
import { needsAllMessages, pageKind } from './page-messages.ts';
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

describe("the catalogue pages' parts", () => {
  const part = pageMessagesFor('sv-SE');
  const list = pageMessagesFor('sv-SE', pageKind('/c/soffor'));
  const product = pageMessagesFor('sv-SE', pageKind('/p/SOF-1/soffa'));

  it.each([
    ['/', 'home'],
    ['/pwa.html', 'home'],
    ['/de', 'home'],
    ['/c/soffor', 'list'],
    ['/b/hemma', 'list'],
    ['/search', 'list'],
    ['/en/p/SOF-1/soffa/SOF-1-BLA', 'product'],
    ['/i/om-oss', 'content'],
    ['/it/delivery', 'content'],
    ['/vardagsrum/soffor', 'any'],
  ])('when the shopper opens %s, then it is a %s page', (path, kind) => expect(pageKind(path)).toBe(kind));

  it('when a catalogue page renders, then it has the header, tile, list and product texts but not the checkout', () => {
    expect(part['site.name']).toBe('Hemma');
    expect(part['product.addToCart']).toBe(svSE['product.addToCart']);
    expect(part['list.loadMore']).toBe(svSE['list.loadMore']);
    expect(part['checkout.title']).toBeUndefined();
    expect(part['account.password']).toBeUndefined();
  });

  it('when a category page renders, then it has the tiles’ texts but not the product page’s', () => {
    expect(list['list.loadMore']).toBe(svSE['list.loadMore']);
    expect(list['product.sale']).toBe(svSE['product.sale']);
    expect(list['search.placeholder']).toBe(svSE['search.placeholder']);
    expect(list['product.addToCart']).toBeUndefined();
    expect(list['reviews.write']).toBeUndefined();
  });

  it('when a product page renders, then it has its texts but not the filters’', () => {
    expect(product['product.addToCart']).toBe(svSE['product.addToCart']);
    expect(product['reviews.write']).toBe(svSE['reviews.write']);
    expect(product['filter.price']).toBeUndefined();
  });

  it('the form messages come with the rest of the language, not with a page', () => {
    expect(part['validation.required']).toBeUndefined();
  });

  it('is less than half of the catalogue, and a kind’s part less than a third', () => {
    const whole = JSON.stringify(messagesFor('sv-SE')).length;
    expect(JSON.stringify(part).length).toBeLessThan(whole / 2);
    expect(JSON.stringify(list).length).toBeLessThan(whole / 3);
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
    expect(translate(part, 'validation.required')).toBe(messagesFor('sv-SE')['validation.required']);
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
