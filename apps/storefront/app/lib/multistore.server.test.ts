import { describe, expect, it } from 'vitest';
import { multistoreRedirect, parseStoreHosts } from './multistore.server.ts';

const hosts = parseStoreHosts('de.hemma.test=de, it.hemma.test=it, xx.hemma.test=fr');
const request = (url: string) => new Request(url, { headers: { host: new URL(url).host } });

describe('multistore mode', () => {
  it('keeps only hosts of known store views', () => {
    expect([...hosts]).toEqual([
      ['de.hemma.test', 'de'],
      ['it.hemma.test', 'it'],
    ]);
  });

  it.each([
    ['http://de.hemma.test/c/soffor?sort=latest', '/de/c/soffor?sort=latest'],
    ['http://de.hemma.test/it/c/soffor', '/de/c/soffor'],
    ['http://it.hemma.test:8080/', '/it'],
  ])('when the host names another store view than %s, then the page reloads at %s', (url, target) => {
    expect(multistoreRedirect(request(url), hosts)).toBe(target);
  });

  it.each(['http://de.hemma.test/de/c/soffor', 'http://shop.hemma.test/it/c/soffor'])(
    'when host and route agree (or the host is not listed), then %s stays',
    (url) => {
      expect(multistoreRedirect(request(url), hosts)).toBeNull();
    },
  );

  it('is off without configuration', () => {
    expect(multistoreRedirect(request('http://de.hemma.test/c/soffor'), new Map())).toBeNull();
  });
});
