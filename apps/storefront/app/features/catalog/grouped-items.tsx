import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { Price } from '~/ui/price.tsx';
import { groupedChoice } from './grouped-choice.ts';
import type { GroupedItemView } from './grouped-view.ts';
import type { PriceView } from './price-view.ts';
import type { ProductChoice } from './product-choice.ts';
import { StockLabel } from './stock-label.tsx';
import { useEarlyInput } from '~/lib/early-input.ts';
import styles from './product-options.module.css';

/** A grouped product's items, each with its own price and a quantity (sold-out items cannot be chosen). */
export default function GroupedItems({
  items,
  price,
  pick,
  onPick,
}: {
  items: GroupedItemView[];
  /** The group's own price, shown while nothing is chosen. */
  price: PriceView;
  pick: ProductChoice;
  onPick: (pick: ProductChoice) => void;
}) {
  const { t } = useI18n();
  const [quantities, setQuantities] = useState(() => items.map((item) => item.qty));
  const onChange = (next: number[]) => {
    setQuantities(next);
    onPick({ ...pick, ...groupedChoice(items, next, price) });
  };
  // Quantities typed before the page was hydrated (lib/early-input.ts).
  const early = useEarlyInput<HTMLUListElement>((list) =>
    onChange(
      [...list.querySelectorAll('input')].map((input) => Math.max(0, Math.floor(Number(input.value)) || 0)),
    ),
  );
  return (
    <ul ref={early} className={styles.items} aria-label={t('product.groupedItems')}>
      {items.map((item, i) => (
        <li key={item.sku}>
          {item.thumb && <img src={item.thumb} width={48} height={72} alt="" loading="lazy" />}
          <div>
            {item.href ? <Link to={item.href}>{item.name}</Link> : item.name}
            <Price final={item.price.final} original={item.price.original} />
            <StockLabel stock={item.stock} />
          </div>
          <input
            type="number"
            min={0}
            max={99}
            aria-label={t('product.quantityOf', { name: item.name })}
            value={quantities[i] ?? 0}
            disabled={item.stock === 'out_of_stock'}
            onChange={(event) =>
              onChange(
                quantities.map((q, j) =>
                  j === i ? Math.max(0, Math.floor(Number(event.target.value)) || 0) : q,
                ),
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
