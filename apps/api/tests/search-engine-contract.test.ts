import { describe } from 'vitest';
import { createSearchEngine } from '../src/use-cases/search/search-engine.ts';
import { searchEngineContract } from './support/search-engine-contract.ts';
import { useTestApi } from './support/test-api.ts';

// Decision 0030: the contract every engine behind CatalogueSearchEngine passes, here the in-process index.
describe('the in-process search engine keeps the search contract', () => {
  const api = useTestApi();
  let engine: ReturnType<typeof createSearchEngine> | undefined;
  searchEngineContract(() => {
    engine ??= createSearchEngine(api.handle.db);
    return { engine, db: api.handle.db };
  });
});
