import { isApiError } from '@hemma/api-client';
import { useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import type { MessageKey } from '~/i18n/translate.ts';
import { notify } from '~/lib/notifications.ts';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import { getCart, useCart } from '~/lib/cart/cart-store.ts';
import { useCartPricedIn } from '~/lib/cart/cart-currency.ts';
import { applyTotals, syncCart } from '~/lib/cart/cart-sync.ts';
import styles from './cart-totals.module.css';

const SEGMENT_LABELS: Record<string, MessageKey> = {
  subtotal: 'totals.subtotal',
  discount: 'totals.discount',
  shipping: 'totals.shipping',
  payment: 'totals.payment',
  tax: 'totals.tax',
  grand_total: 'totals.grandTotal',
};

/** The server's totals segments (SPEC §3 platformTotalSegments); shown once the cart has synced. */
export function CartTotals({ withCoupon = false }: { withCoupon?: boolean }) {
  const { t, price: format, currency } = useI18n();
  const current = useCartPricedIn(currency);
  const price = (amount: number) => (current ? format(amount) : '…');
  const totals = useCart((c) => c.platformTotals);
  const items = useCart((c) => c.cartItems);
  const estimate = items.reduce((sum, item) => sum + item.price_incl_tax * item.qty, 0);
  return (
    <div className={styles.totals}>
      {withCoupon && <CouponForm />}
      <dl className={styles.segments}>
        {totals && totals.items.length > 0 ? (
          totals.total_segments
            .filter((s) => s.code !== 'tax')
            .map((segment) => (
              <div key={segment.code} className={segment.code === 'grand_total' ? styles.grand : undefined}>
                <dt>
                  {t(SEGMENT_LABELS[segment.code] ?? 'totals.subtotal', { code: totals.coupon_code ?? '' })}
                  {segment.code === 'shipping' && ` (${segment.title})`}
                  {segment.code === 'discount' && totals.coupon_description && (
                    <span className={styles.couponText}>{totals.coupon_description}</span>
                  )}
                </dt>
                <dd>{price(segment.value)}</dd>
              </div>
            ))
        ) : (
          <div className={styles.grand}>
            <dt>{t('totals.subtotal')}</dt>
            <dd>{price(estimate)}</dd>
          </div>
        )}
      </dl>
      {totals && totals.items.length > 0 && (
        <p className={styles.vat}>{t('totals.vatIncluded', { amount: price(totals.tax_amount) })}</p>
      )}
    </div>
  );
}

function CouponForm() {
  const { t } = useI18n();
  const coupon = useCart((c) => c.coupon);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(t('validation.required'));
    setBusy(true);
    try {
      // SPEC §5: a coupon needs a connected cart.
      await syncCart();
      const token = getCart().cartServerToken;
      if (!token) throw new Error('no cart');
      applyTotals((await checkoutApi().applyCoupon(token, code.trim())).totals);
      setError(null);
      setCode('');
      notify({ type: 'success', message: 'coupon.applied' });
    } catch (failure) {
      setError(isApiError(failure) && failure.status === 400 ? t('coupon.incorrect') : t('coupon.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    const token = getCart().cartServerToken;
    if (!token) return;
    applyTotals((await checkoutApi().deleteCoupon(token)).totals);
  }

  if (coupon)
    return (
      <p className={styles.coupon}>
        {t('coupon.active', { code: coupon.code })}{' '}
        <button type="button" className={styles.link} onClick={() => void remove()}>
          {t('coupon.remove')}
        </button>
      </p>
    );
  return (
    <form className={styles.couponForm} onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor="coupon-code">{t('coupon.label')}</label>
      <div>
        <input
          id="coupon-code"
          value={code}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? 'coupon-error' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button button-secondary" disabled={busy}>
          {t('coupon.apply')}
        </button>
      </div>
      {error && (
        <p id="coupon-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
