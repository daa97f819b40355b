import { DEFAULT_STORE_VIEW, FALLBACK_STORE_CODE, STORE_VIEWS, translationChain } from '@hemma/commerce';
import type { FilterPostings } from './filter-postings.ts';
import type { SourceOption } from './search-source.ts';
import { foldSwedish, words } from './text.ts';

/**
 * The words of attribute option labels one store view's search matches (decision 0058, addendum 2): the Swedish
 * labels and, beyond the default store, each label as the store view shows it (its translation, else the English
 * one: the owner's, else the option's `default_label`, decision 0061). A word names facet slots, not documents: the
 * documents are those the filter postings already list for the option (`postings.bySlot`), so "grau" costs a few
 * hundred words to scan and no document lists of its own.
 */
export interface OptionWords {
  words: string[];
  /** Per word, the facet slots (one per option) of the options whose label carries it. */
  slots: Int32Array[];
}

/** The facet slot of an option id, or -1 when no listed product has the option. */
function slotOf(optionId: number, postings: FilterPostings, optionAttributeOf: Int32Array): number {
  const attribute = optionAttributeOf[optionId] ?? 0;
  const range = attribute === 0 ? undefined : postings.attributeSlots.get(attribute);
  if (!range) return -1;
  let low = range.start;
  let high = range.end - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = postings.slotValue[middle]!;
    if (value === optionId) return middle;
    if (value < optionId) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The label a store view shows along its chain, leaving out the Swedish one (added for every store view). */
function shownLabel(option: SourceOption, chain: readonly string[]): string | undefined {
  for (const code of chain) {
    const text = option.texts?.[code] ?? (code === FALLBACK_STORE_CODE ? option.default_label : undefined);
    if (text !== undefined && text.trim() !== '') return text;
  }
  return undefined;
}

/** Per store code (the default store's: Swedish only), the option label words and their facet slots. */
export function buildOptionWords(
  options: readonly SourceOption[],
  postings: FilterPostings,
  optionAttributeOf: Int32Array,
): Map<string, OptionWords> {
  const slotted = options
    .map((option) => ({ option, slot: slotOf(option.id, postings, optionAttributeOf) }))
    .filter((o) => o.slot >= 0);
  const result = new Map<string, OptionWords>();
  for (const view of STORE_VIEWS) {
    const chain = translationChain(view.storeCode).filter((c) => c !== DEFAULT_STORE_VIEW.storeCode);
    const byWord = new Map<string, Set<number>>();
    for (const { option, slot } of slotted) {
      const shown = chain.length > 0 ? shownLabel(option, chain) : undefined;
      for (const label of shown === undefined ? [option.label] : [option.label, shown])
        for (const word of words(foldSwedish(label))) {
          const slots = byWord.get(word);
          if (slots) slots.add(slot);
          else byWord.set(word, new Set([slot]));
        }
    }
    result.set(view.storeCode, {
      words: [...byWord.keys()],
      slots: [...byWord.values()].map((slots) => Int32Array.from(slots)),
    });
  }
  return result;
}
