import { Link, useLocation } from 'react-router';

/**
 * React Router learns the routes of the links on a page from the server while online (lazy route discovery), and asks
 * again on every navigation to a path with parameters it has not learnt that way — the page a shopper opened as a
 * document included. Offline that question fails and a Back to a product page shows the error page. A hidden link to
 * the page itself puts its path among the page's links, so it is learnt while the shop is reachable.
 */
export function CurrentPathDiscovery() {
  const { pathname } = useLocation();
  return <Link to={pathname} hidden tabIndex={-1} aria-hidden="true" discover="render" />;
}
