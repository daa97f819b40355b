import { notFound } from '~/lib/not-found.server.ts';

/** Any other path: the root error boundary renders the 404 page with HTTP status 404. */
export function loader(): never {
  throw notFound();
}

export default function NotFound() {
  return null;
}
