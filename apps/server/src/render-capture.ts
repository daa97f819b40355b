import type { FetchLike } from '@hemma/api-client';
import { SURROGATE_KEY } from '@hemma/api';

/** What the API said while one page was rendered: the surrogate keys of its answers, and whether one failed. */
export interface RenderCapture {
  tags: Set<string>;
  failed: boolean;
}

export function createRenderCapture(): RenderCapture {
  return { tags: new Set(), failed: false };
}

/**
 * A fetch for the API client of one page render that reports each answer's surrogate keys to that render's capture
 * (decision 0031). The capture is handed to the render's own client rather than found through an
 * AsyncLocalStorage: once one has run, every promise of the process costs more (issue 32).
 */
export function taggingFetch(inner: FetchLike, capture: RenderCapture): FetchLike {
  return async (input, init) => {
    const response = await inner(input, init);
    for (const tag of (response.headers.get(SURROGATE_KEY) ?? '').split(' ')) if (tag) capture.tags.add(tag);
    if (response.status >= 500) capture.failed = true;
    return response;
  };
}
