import { isApiError } from '@hemma/api-client';
import { data } from 'react-router';

/**
 * Whether the API refused to find what a URL names: not found (404), or a key it will not look up at all (400, e.g.
 * a NUL character in `/p/%00/%00`). Either way the URL names no page: the shopper gets the 404 page, not the 500 one.
 */
export function isRefusedLookup(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** Runs an API call; a lookup the API refuses (404, 400) becomes the 404 page (HTTP 404), anything else is rethrown. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isRefusedLookup(error)) throw notFound();
    throw error;
  }
}

export function notFound() {
  return data(null, { status: 404 });
}

/** `?page=` as a positive integer; anything else is page 1. */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}
