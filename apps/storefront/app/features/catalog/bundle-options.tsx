import { type BundleSelection, bundlePrice, isSingleChoice, toSek } from '@hemma/commerce';
import { useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { Choices } from './option-choices.tsx';
import type { StockState } from './price-view.ts';
import type { BundleOptionView } from './product-page.ts';
import type { Pick } from './product-picks.ts';
import styles from './product-options.module.css';

/** A bundle costs the sum of its chosen parts; a required option without a part, or a sold-out part, blocks. */
export function bundlePick(options: BundleOptionView[], selection: BundleSelection, stock: StockState) {
  const missing = options.find((o) => o.required && !Object.keys(selection[o.option_id] ?? {}).length);
  const partSoldOut = options.some((o) =>
    o.product_links.some((l) => !l.inStock && selection[o.option_id]?.[l.id]),
  );
  return {
    bundleSelection: selection,
    price: { final: toSek(bundlePrice(options, selection).priceInclTax), original: null },
    reason:
      (stock === 'out_of_stock' ? { key: 'product.soldOut' } : null) ??
      (missing
        ? { key: 'product.chooseOption', name: missing.title }
        : partSoldOut
          ? { key: 'product.partSoldOut' }
          : null),
  } satisfies Partial<Pick>;
}

/** A bundle's options: radio and select choose one part, checkbox and multi several; quantities where allowed. */
export default function BundleOptions({
  options,
  initial,
  pick,
  onPick,
}: {
  options: BundleOptionView[];
  initial: BundleSelection;
  pick: Pick;
  onPick: (pick: Pick) => void;
}) {
  const { t, price } = useI18n();
  const [selection, setSelection] = useState(initial);
  const onChange = (next: BundleSelection) => {
    setSelection(next);
    onPick({ ...pick, ...bundlePick(options, next, pick.stock) });
  };
  return options.map(({ option_id: id, title, type, required, product_links: links }) => {
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
}
