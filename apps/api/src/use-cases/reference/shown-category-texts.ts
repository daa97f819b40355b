import { shownTexts } from '../../modules/store-texts/store-text-repository.ts';
import type { ReferenceData } from './catalog-context.ts';

/** A category's texts as the store view shows them: its own, else the English ones (decision 0058). */
export function shownCategoryTexts(
  reference: Pick<ReferenceData, 'categoryTexts'>,
  id: number,
  storeCode: string | undefined,
): Record<string, string> | undefined {
  const byStore = Object.fromEntries(
    [...reference.categoryTexts].map(([code, texts]) => [code, texts.get(id)]),
  );
  return shownTexts(byStore, storeCode);
}
