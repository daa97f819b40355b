import type { CustomOption } from '@hemma/api-client';
import {
  type CustomOptionInput,
  chosenOptionValues,
  customOptionDelta,
  fromSek,
  missingRequiredOptions,
  toSek,
} from '@hemma/commerce';
import type { OptionsChoice } from './product-choice.ts';

/** The custom options' share of the choice (SPEC §5 option price rules). */
export function customOptionsChoice(options: CustomOption[], input: CustomOptionInput): OptionsChoice {
  const values = chosenOptionValues(options, input);
  const add = (sek: number) => toSek(fromSek(sek) + customOptionDelta(fromSek(sek), values));
  const missing = missingRequiredOptions(options, input)[0];
  return {
    input,
    price: (base) => ({
      final: add(base.final),
      original: base.original === null ? null : add(base.original),
    }),
    reason: missing ? { key: 'product.chooseOption', name: missing } : null,
  };
}
