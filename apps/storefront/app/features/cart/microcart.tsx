import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { CloseIcon } from '~/ui/icons.tsx';
import { CartLines } from './cart-lines.tsx';
import { CartTotals } from './cart-totals.tsx';
import { trackCartEvent } from '~/lib/cart/analytics.ts';
import { dispatchCart, getCart, useCart } from '~/lib/cart/cart-store.ts';
import { syncCart } from '~/lib/cart/cart-sync.ts';
import styles from './microcart.module.css';

/** SPEC §2 microcart: a 700 px sidebar over an overlay, with the lines, totals and the way on to checkout. */
export default function Microcart() {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const open = useCart((c) => c.isMicrocartOpen);
  const items = useCart((c) => c.cartItems);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => dispatchCart({ type: 'TOGGLE_MICROCART', open: false });

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    trackCartEvent('open', getCart().cartItems);
    void syncCart().catch((error: unknown) => console.warn('Cart sync failed:', error));
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      trackCartEvent('close', getCart().cartItems);
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={styles.overlay} onClick={close}>
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="microcart-title"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.head}>
          <h2 id="microcart-title">{t('cart.title')}</h2>
          <button type="button" className={styles.close} onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
        </div>
        {items.length === 0 ? (
          <p className={styles.empty}>{t('cart.empty')}</p>
        ) : (
          <>
            <CartLines items={items} compact onNavigate={close} />
            <CartTotals />
            <div className={styles.actions}>
              <Link to={localized('/checkout/cart')} className="button button-secondary" onClick={close}>
                {t('cart.viewCart')}
              </Link>
              <Link to={localized('/checkout')} className="button" onClick={close}>
                {t('cart.goToCheckout')}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
