import { isNotFound } from '@hemma/api-client';
import { data } from 'react-router';

/** Runs an API call; a 404 from the API becomes the 404 page (HTTP 404), anything else is rethrown. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) throw notFound();
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
