import type { AdminArea } from '@hemma/contract';

/** What a route says about itself: the area whose roles may open it (none: every staff user). */
export interface RouteHandle {
  area?: AdminArea;
}

/** The area of the deepest matched route that names one. */
export function areaOf(matches: readonly { handle: unknown }[]): AdminArea {
  let area: AdminArea = 'any';
  for (const match of matches) area = (match.handle as RouteHandle | undefined)?.area ?? area;
  return area;
}
