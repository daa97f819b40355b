import type { Paging } from './pagination.tsx';

/** Paging links for a list of `total` items, `perPage` per page, keeping the other query parameters. */
export function createPaging(url: URL, total: number, perPage: number, page: number): Paging {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const href = (target: number) => {
    const params = new URLSearchParams(url.search);
    params.delete('lang');
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `${url.pathname}?${query}` : url.pathname;
  };
  return {
    page,
    pages,
    prevHref: page > 1 ? href(Math.min(page - 1, pages)) : null,
    nextHref: page < pages ? href(page + 1) : null,
  };
}
