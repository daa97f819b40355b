import { type ProductDto, createApiClient } from '@hemma/api-client';
import {
  SHOP_VARIANT_RULES,
  chooseVariant,
  optionValueStates,
  selectionOf,
  storeViewFromPath,
} from '@hemma/commerce';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { notify } from '~/lib/notifications.ts';
import { addToCart, changeQuantity, removeFromCart } from './add-to-cart.ts';
import type { ClientCartItem } from '~/lib/cart/cart-state.ts';
import styles from './cart-lines.module.css';

/**
 * SPEC §3/§4 cart edit mode for a configurable line: open (load the product), set the attributes (the filters) and
 * the quantity, close. Saving replaces the line with the chosen variant, keeping the quantity.
 */
export function CartEdit({ item, onClose }: { item: ClientCartItem; onClose: () => void }) {
  const { t } = useI18n();
  const [product, setProduct] = useState<ProductDto | null>(null);
  const [selection, setSelection] = useState<Record<string, string>>({});
  const [qty, setQty] = useState(item.qty);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const api = createApiClient({
      baseUrl: '',
      storeCode: storeViewFromPath(window.location.pathname).storeCode,
    });
    let live = true;
    void api
      .getProduct(item.parentSku ?? item.sku)
      .then((loaded) => {
        if (!live) return;
        setProduct(loaded);
        const current = loaded.configurable_children?.find((c) => c.sku === item.sku) ?? null;
        setSelection(selectionOf(loaded, current));
      })
      .catch(() => notify({ type: 'error', message: 'checkout.stepFailed' }));
    return () => {
      live = false;
    };
  }, [item.parentSku, item.sku]);

  if (!product) return <p role="status">{t('cart.loading')}</p>;
  const states = optionValueStates(product, selection);
  const { variant } = chooseVariant(product, { attributes: selection }, SHOP_VARIANT_RULES);

  async function save() {
    if (!variant || !product) return;
    setSaving(true);
    if (variant.sku === item.sku) {
      if (qty !== item.qty) await changeQuantity(item, qty);
    } else {
      await removeFromCart(item, { silent: true });
      await addToCart([
        {
          sku: variant.sku,
          parentSku: product.sku,
          name: product.name,
          qty,
          product_type: 'configurable',
          product_option: null,
          price_incl_tax: variant.final_price_incl_tax,
          image: variant.image ?? item.image,
          slug: product.slug,
          options: (product.configurable_options ?? []).flatMap((option) => {
            const label = option.values.find(
              (v) => String(v.value_index) === selection[option.attribute_code],
            )?.label;
            return label ? [{ label: option.label, value: label }] : [];
          }),
        },
      ]);
    }
    setSaving(false);
    onClose();
  }

  return (
    <div className={styles.edit} role="group" aria-label={t('cart.editLine', { name: item.name })}>
      {(product.configurable_options ?? []).map((option) => (
        <label key={option.attribute_code} className={styles.qty}>
          {option.label}
          <select
            value={selection[option.attribute_code] ?? ''}
            onChange={(event) => setSelection({ ...selection, [option.attribute_code]: event.target.value })}
          >
            {option.values.map((value) => (
              <option
                key={value.value_index}
                value={String(value.value_index)}
                disabled={states[option.attribute_code]?.[String(value.value_index)] === 'unavailable'}
              >
                {value.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className={styles.qty}>
        {t('cart.qty')}
        <input
          type="number"
          min={1}
          step={1}
          value={qty}
          onChange={(e) => setQty(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
        />
      </label>
      <div className={styles.editActions}>
        <button type="button" className="button" disabled={!variant || saving} onClick={() => void save()}>
          {t('cart.saveEdit')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('cart.cancelEdit')}
        </button>
      </div>
    </div>
  );
}
