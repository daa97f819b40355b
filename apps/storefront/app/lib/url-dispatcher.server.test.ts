import { ApiError, type ApiClient } from '@hemma/api-client';
import { DEFAULT_STORE_VIEW } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { mapPath } from './url-dispatcher.server.ts';

const notFound = () => Promise.reject(new ApiError(404, 'not found', 'x'));

/** An API that maps `vardagsrum/soffor` and knows the CMS page `var-historia`. */
const api = {
  mapUrl: (path: string) =>
    path === 'vardagsrum/soffor'
      ? Promise.resolve({ _type: 'category', _source: { slug: 'soffor' } })
      : notFound(),
  getCmsPage: (identifier: string) =>
    identifier === 'var-historia' ? Promise.resolve({ identifier }) : notFound(),
} as unknown as ApiClient;

describe('mapPath (SPEC §2 URL dispatcher)', () => {
  it('dispatches catalogue paths through url/map and one-segment paths to CMS pages', async () => {
    expect(await mapPath(api, 'vardagsrum/soffor', DEFAULT_STORE_VIEW)).toEqual({
      type: 'category',
      key: 'soffor',
      routeName: 'urldispatcher-vardagsrum/soffor',
    });
    expect(await mapPath(api, 'var-historia', DEFAULT_STORE_VIEW)).toEqual({
      type: 'cms',
      key: 'var-historia',
      routeName: 'urldispatcher-var-historia',
    });
    expect(await mapPath(api, 'finns-inte', DEFAULT_STORE_VIEW)).toBeNull();
    expect(await mapPath(api, 'a/var-historia', DEFAULT_STORE_VIEW)).toBeNull();
  });
});
