import { describe, expect, it } from 'vitest';
import { createPaging } from './paging.ts';

const url = (s: string) => new URL(s, 'http://shop.test');

describe('createPaging', () => {
  it('when on the first of three pages, then there is only a next link', () => {
    expect(createPaging(url('/c/soffor'), 120, 50, 1)).toEqual({
      page: 1,
      pages: 3,
      prevHref: null,
      nextHref: '/c/soffor?page=2',
    });
  });

  it('when on page 2, then prev drops the page parameter and next keeps other parameters', () => {
    const paging = createPaging(url('/c/soffor?page=2&sort=latest'), 120, 50, 2);
    expect(paging.prevHref).toBe('/c/soffor?sort=latest');
    expect(paging.nextHref).toBe('/c/soffor?page=3&sort=latest');
  });

  it('when on the last page, then there is no next link', () => {
    expect(createPaging(url('/c/soffor?page=3'), 120, 50, 3).nextHref).toBeNull();
  });

  it('when the list is empty, then there is one page and no links', () => {
    expect(createPaging(url('/b/x'), 0, 50, 1)).toEqual({
      page: 1,
      pages: 1,
      prevHref: null,
      nextHref: null,
    });
  });

  it('when the page is past the end, then prev leads back to the last page', () => {
    expect(createPaging(url('/c/a?page=9'), 120, 50, 9).prevHref).toBe('/c/a?page=3');
  });
});
