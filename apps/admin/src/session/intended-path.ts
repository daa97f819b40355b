/**
 * Where to go after logging in: the address the staff user wanted before the login page, if it is one of ours.
 * Anything else (another site, `//host`, the login page itself) leads to the dashboard.
 */
export function intendedPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/login' || next.startsWith('/login?')) return '/';
  return next;
}

/** The login page's address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}
