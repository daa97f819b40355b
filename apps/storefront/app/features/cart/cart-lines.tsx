import { imageUrl, productPath, validateQuantity, type ValidationIssue } from '@hemma/commerce';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import type { MessageKey } from '~/i18n/translate.ts';
import { useStoreView } from '~/lib/store-view.ts';
import { issueText } from '~/lib/validation-text.ts';
import { changeQuantity, removeFromCart } from './add-to-cart.ts';
import type { ClientCartItem } from '~/lib/cart/cart-state.ts';
import { useCartPricedIn } from '~/lib/cart/cart-currency.ts';
import styles from './cart-lines.module.css';

function itemHref(item: ClientCartItem, store: ReturnType<typeof useStoreView>): string {
  return item.parentSku
    ? productPath({ sku: item.parentSku, slug: item.slug, type_id: 'configurable' }, store, item.sku)
    : productPath({ sku: item.sku, slug: item.slug, type_id: item.product_type }, store);
}

function QuantityField({ item }: { item: ClientCartItem }) {
  const { t } = useI18n();
  const [value, setValue] = useState(String(item.qty));
  const [error, setError] = useState<ValidationIssue | null>(null);
  const id = `qty-${item.sku}-${item.checksum ?? ''}`;
  const commit = () => {
    const issue = validateQuantity(value.trim() === '' ? NaN : Number(value));
    if (issue) return setError(issue);
    setError(null);
    const qty = Number(value);
    if (qty !== item.qty) void changeQuantity(item, qty);
  };
  return (
    <div className={styles.qty}>
      <label htmlFor={id}>{t('cart.qty')}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), commit())}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {issueText(t, error)}
        </p>
      )}
    </div>
  );
}

const CartEdit = lazy(() => import('./cart-edit.tsx').then((m) => ({ default: m.CartEdit })));

/** A configurable line can change its variant in place (cart edit mode). */
function EditToggle({ item }: { item: ClientCartItem }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className={styles.remove} onClick={() => setOpen(true)}>
        {t('cart.edit')}
        <span className="visually-hidden"> {item.name}</span>
      </button>
    );
  return (
    <Suspense fallback={null}>
      <CartEdit item={item} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

/** The cart's lines: thumbnail (210×300), name, chosen options, price, quantity and removal (asked first). */
export function CartLines({
  items,
  compact = false,
  onNavigate,
}: {
  items: ClientCartItem[];
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { t, price: format, currency } = useI18n();
  // A cart last priced in another store view's currency shows no amounts until it is repriced (decision 0035).
  const current = useCartPricedIn(currency);
  const price = (amount: number) => (current ? format(amount) : '…');
  const store = useStoreView();
  return (
    <ul className={`${styles.lines} ${compact ? styles.compact : ''}`}>
      {items.map((item) => (
        <li key={`${item.sku}-${item.checksum ?? ''}`} className={styles.line}>
          {item.image ? (
            <img
              className={styles.thumb}
              src={imageUrl(item.image, 'cart')}
              width={105}
              height={150}
              alt=""
              loading="lazy"
            />
          ) : (
            <span className={styles.thumb} />
          )}
          <div className={styles.body}>
            <Link to={itemHref(item, store)} className={styles.name} onClick={onNavigate}>
              {item.name}
            </Link>
            {item.options.length > 0 && (
              <dl className={styles.options}>
                {item.options.map((option) => (
                  <div key={option.label}>
                    <dt>{option.label}:</dt> <dd>{option.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {item.errors &&
              Object.values(item.errors).map((message) => (
                <p key={message} className={styles.error} role="alert">
                  {/* Known conditions are message keys; the server's own refusals arrive as text. */}
                  {message.startsWith('cart.') ? t(message as MessageKey) : message}
                </p>
              ))}
            {item.info?.['stock'] && (
              <p className={styles.info} role="status">
                {t(item.info['stock'] as MessageKey)}
              </p>
            )}
            <div className={styles.row}>
              <QuantityField key={item.qty} item={item} />
              <p className={styles.price}>
                {price(item.price_incl_tax * item.qty)}
                <span className={styles.unit}>
                  {t('cart.unitPrice', { price: price(item.price_incl_tax) })}
                </span>
              </p>
            </div>
            {item.product_type === 'configurable' && item.parentSku && <EditToggle item={item} />}
            <button
              type="button"
              className={styles.remove}
              onClick={() => {
                // SPEC §9: ask before removing a product.
                if (window.confirm(t('cart.confirmRemove', { name: item.name }))) void removeFromCart(item);
              }}
            >
              {t('cart.remove')}
              <span className="visually-hidden"> {item.name}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
