import { type BundleSelection, isSingleChoice } from '@hemma/commerce';
import { useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { bundleChoice } from './bundle-choice.ts';
import type { BundleOptionView } from './bundle-view.ts';
import { Choices } from './option-choices.tsx';
import { chosenIn, useEarlyInput } from '~/lib/early-input.ts';
import type { ProductChoice } from './product-choice.ts';
import styles from './product-options.module.css';

/** A bundle's options: radio and select choose one part, checkbox and multi several; quantities where allowed. */
export default function BundleOptions({
  options,
  initial,
  pick,
  onPick,
}: {
  options: BundleOptionView[];
  initial: BundleSelection;
  pick: ProductChoice;
  onPick: (pick: ProductChoice) => void;
}) {
  const { t, price } = useI18n();
  const [selection, setSelection] = useState(initial);
  const onChange = (next: BundleSelection) => {
    setSelection(next);
    onPick({ ...pick, ...bundleChoice(options, next, pick.stock) });
  };
  // What the shopper chose before the page was hydrated (lib/early-input.ts): the parts, and their quantities.
  const early = useEarlyInput<HTMLDivElement>((root) =>
    onChange(
      Object.fromEntries(
        options.map(({ option_id: id, product_links: links }) => {
          const ids = chosenIn(root, `bundle-${id}`);
          const quantity = (link: (typeof links)[number]) =>
            Math.max(
              1,
              Number(chosenIn(root, qtyName(id, link.id))[0]) || selection[id]?.[link.id] || link.qty,
            );
          return [
            id,
            Object.fromEntries(
              links.filter((l) => ids.includes(String(l.id))).map((l) => [l.id, quantity(l)]),
            ),
          ];
        }),
      ),
    ),
  );
  const fields = options.map(({ option_id: id, title, type, required, product_links: links }) => {
    const chosen = selection[id] ?? {};
    const set = (next: Record<number, number>) => onChange({ ...selection, [id]: next });
    return (
      <Choices
        key={id}
        name={`bundle-${id}`}
        title={title}
        type={type === 'select' ? 'select' : isSingleChoice(type) ? 'radio' : 'checkbox'}
        optional={!required}
        chosen={Object.keys(chosen)}
        choices={links.map((link) => ({
          id: String(link.id),
          label: link.inStock ? link.name : `${link.name} – ${t('product.outOfStock')}`,
          extra: `${link.qty > 1 && !link.can_change_qty ? `${link.qty} × ` : ''}${price(link.product?.final_price_incl_tax ?? 0)}`,
        }))}
        onChange={(ids) =>
          set(
            Object.fromEntries(
              links.filter((l) => ids.includes(String(l.id))).map((l) => [l.id, chosen[l.id] ?? l.qty]),
            ),
          )
        }
      >
        {links
          .filter((link) => link.can_change_qty && chosen[link.id])
          .map((link) => (
            <label key={link.id} className={styles.qty}>
              {t('product.quantityOf', { name: link.name })}
              <input
                type="number"
                name={qtyName(id, link.id)}
                min={1}
                max={99}
                value={chosen[link.id]}
                onChange={(event) =>
                  set({ ...chosen, [link.id]: Math.max(1, Number(event.target.value) || 1) })
                }
              />
            </label>
          ))}
      </Choices>
    );
  });
  return (
    <div ref={early} className={styles.choices}>
      {fields}
    </div>
  );
}

const qtyName = (option: number, link: number) => `bundle-${option}-qty-${link}`;
