import type { CustomOption } from '@hemma/api-client';
import type { CustomOptionInput } from '@hemma/commerce';
import { useLayoutEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { customOptionsChoice } from './custom-options-choice.ts';
import { Choices } from './option-choices.tsx';
import { chosenIn, useEarlyInput } from '~/lib/early-input.ts';
import type { OptionsChoice } from './product-choice.ts';
import styles from './product-options.module.css';

/** The product's custom options (radio, checkbox, select, drop_down, field), each value with its price addition. */
export default function CustomOptions({
  options,
  initial,
  onPick,
}: {
  options: CustomOption[];
  initial: CustomOptionInput;
  onPick: (pick: OptionsChoice) => void;
}) {
  const { t, price } = useI18n();
  const [input, setInput] = useState(initial);
  const onChange = (next: CustomOptionInput) => {
    setInput(next);
    onPick(customOptionsChoice(options, next));
  };
  // From now on the page prices variants with these options through this module's rules. Before the line below, whose
  // layout effect then applies what the shopper chose before the page was hydrated (read from the controls).
  useLayoutEffect(() => onPick(customOptionsChoice(options, initial)), [options, initial, onPick]);
  const early = useEarlyInput<HTMLDivElement>((root) =>
    onChange(
      Object.fromEntries(
        options.map((option) => {
          const chosen = chosenIn(root, `option-${option.option_id}`);
          return [option.option_id, option.type === 'checkbox' ? chosen : chosen[0]];
        }),
      ),
    ),
  );
  const addition = (value: { price_type: string | null; price: number | null }) =>
    value.price ? `+${value.price_type === 'percent' ? `${value.price} %` : price(value.price)}` : '';

  const fields = options.map((option) => {
    const id = option.option_id;
    const entry = input[id];
    const set = (value: string | string[]) => onChange({ ...input, [id]: value });
    if (option.type === 'field')
      return (
        <label key={id} className={styles.group}>
          <span>
            {option.is_require ? option.title : `${option.title} (${t('product.optional')})`}{' '}
            {addition(option)}
          </span>
          <input
            name={`option-${id}`}
            value={typeof entry === 'string' ? entry : ''}
            maxLength={option.max_characters ?? undefined}
            onChange={(event) => set(event.target.value)}
          />
          {option.max_characters && (
            <small>{t('product.maxCharacters', { count: option.max_characters })}</small>
          )}
        </label>
      );
    return (
      <Choices
        key={id}
        name={`option-${id}`}
        title={option.title}
        type={option.type === 'radio' || option.type === 'checkbox' ? option.type : 'select'}
        optional={!option.is_require}
        chosen={typeof entry === 'string' ? [entry] : (entry ?? [])}
        choices={option.values.map((value) => ({
          id: String(value.option_type_id),
          label: value.title,
          extra: addition(value),
        }))}
        onChange={set}
      />
    );
  });
  return (
    <div ref={early} className={styles.choices}>
      {fields}
    </div>
  );
}
