import { optionValueStates } from '@hemma/commerce';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import type { ConfigurableView } from './configurable-view.ts';
import type { ProductChoice } from './product-choice.ts';
import { variantChoice } from './variant-choice.ts';
import { chosenIn, useEarlyInput } from '~/lib/early-input.ts';
import styles from './product-options.module.css';

/**
 * One radio group per configurable option: colour swatches (swatch_value) or size chips. Values that are sold
 * out or do not exist with the other choices stay choosable but are marked (struck through, and said so).
 * A complete choice puts the child's URL in the address bar (replace: Back leaves the product).
 */
export default function ConfigurableOptions({
  product,
  onPick,
}: {
  product: ConfigurableView;
  onPick: (pick: ProductChoice) => void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [selection, setSelection] = useState(product.selection);
  const states = optionValueStates(product, selection);
  const select = (next: Record<string, string>) => {
    const pick = variantChoice(product, next);
    setSelection(next);
    onPick(pick);
    if (pick.href) void navigate(pick.href, { replace: true, preventScrollReset: true });
  };
  const choose = (code: string, value: string) => select({ ...selection, [code]: value });
  // What the shopper chose before the page was hydrated (lib/early-input.ts).
  const early = useEarlyInput<HTMLDivElement>((root) => {
    const next = { ...selection };
    for (const { attribute_code: code } of product.configurable_options) {
      const chosen = chosenIn(root, code)[0];
      if (chosen) next[code] = chosen;
    }
    select(next);
  });

  const groups = product.configurable_options.map(({ attribute_code: code, label, values }) => (
    <fieldset key={code} className={styles.group}>
      <legend>
        {label}: <span>{values.find((v) => String(v.value_index) === selection[code])?.label}</span>
      </legend>
      <div>
        {values.map(({ value_index, label: name, swatch_value: swatch }) => {
          const value = String(value_index);
          const state = states[code]?.[value];
          return (
            <label
              key={value}
              className={`${styles.chip} ${swatch ? styles.swatch : ''}`}
              data-state={state}
              title={swatch ? name : undefined}
            >
              <input
                type="radio"
                name={code}
                value={value}
                checked={selection[code] === value}
                onChange={() => choose(code, value)}
              />
              {swatch && <span style={{ background: swatch }} aria-hidden="true" />}
              <span className={swatch ? 'visually-hidden' : undefined}>
                {name}
                {state !== 'available' && (
                  <span className="visually-hidden">
                    {' '}
                    ({t(state === 'out_of_stock' ? 'product.outOfStock' : 'product.notAvailable')})
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  ));
  return (
    <div ref={early} className={styles.choices}>
      {groups}
    </div>
  );
}
