import { isApiError, type OrderHistoryEntryDto } from '@hemma/api-client';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { Field } from '~/ui/field.tsx';
import { failureText, formValue } from './form-support.ts';
import { OrderDetail, STATUS_KEYS } from './order-history.tsx';
import { returnsApi, type ShopperAccess } from './returns-api.ts';
import styles from './account.module.css';

/** Where the open order's access is kept for the browser tab's session (sessionStorage: gone when the tab closes). */
const KEPT_ACCESS = 'hemma.order-status';

interface KeptAccess {
  number: string;
  token: string;
}

function readKept(): KeptAccess | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEPT_ACCESS) ?? 'null') as KeptAccess | null;
    return kept && typeof kept.number === 'string' && typeof kept.token === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function keep(kept: KeptAccess | null) {
  try {
    if (kept) window.sessionStorage.setItem(KEPT_ACCESS, JSON.stringify(kept));
    else window.sessionStorage.removeItem(KEPT_ACCESS);
  } catch {
    // Storage refused (private mode, full): the order stays open until the page is left.
  }
}

/**
 * The guest order page (decision 0054): the order number (filled in from the shipping mail's link) and the order's
 * e-mail open the order's details — the same component as My Account's — with a 30-minute access to that order.
 */
export function GuestOrder({ orderNumber }: { orderNumber: string }) {
  const { t } = useI18n();
  const [opened, setOpened] = useState<{ order: OrderHistoryEntryDto; token: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const access = useMemo<ShopperAccess | null>(
    () => (opened ? { kind: 'guest', token: opened.token } : null),
    [opened],
  );

  // A reload (or a page of the shop and back) opens the order again with the access kept for this tab (decision
  // 0060); an access the server no longer takes (30 minutes passed) is forgotten and the form is shown.
  useEffect(() => {
    const kept = readKept();
    // A link to another order (the shipping mail's ?order=) asks for that one.
    if (!kept || (orderNumber && orderNumber !== kept.number)) return;
    let live = true;
    returnsApi()
      .order(kept.number, { guestAccess: kept.token })
      .then((order) => live && setOpened({ order, token: kept.token }))
      .catch(() => keep(null));
    return () => {
      live = false;
    };
  }, [orderNumber]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const number = formValue(form, 'order-number').trim();
    const email = formValue(form, 'order-email').trim();
    if (!number || !email) {
      setFailure(t('orderStatus.notFound'));
      return;
    }
    setBusy(true);
    setFailure(null);
    returnsApi()
      .openOrder(number, email)
      .then((answer) => {
        keep({ number: answer.order.increment_id, token: answer.token });
        setOpened({ order: answer.order, token: answer.token });
      })
      .catch((error: unknown) =>
        setFailure(
          isApiError(error) && error.status === 404
            ? t('orderStatus.notFound')
            : isApiError(error) && error.status === 429
              ? t('orderStatus.throttled')
              : failureText(t, error),
        ),
      )
      .finally(() => setBusy(false));
  };

  if (opened && access)
    return (
      <div data-testid="guest-order">
        <h2>{opened.order.increment_id}</h2>
        <p data-testid="guest-order-status">
          {t('account.orderStatus')}:{' '}
          {STATUS_KEYS[opened.order.status] ? t(STATUS_KEYS[opened.order.status]!) : opened.order.status}
        </p>
        {notice && (
          <p className={styles.muted} role="status">
            {notice}
          </p>
        )}
        <OrderDetail
          order={opened.order}
          access={access}
          onCancelled={(order) => {
            setOpened({ order, token: opened.token });
            setNotice(t('account.cancelDone'));
          }}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            keep(null);
            setOpened(null);
            setNotice(null);
          }}
        >
          {t('orderStatus.another')}
        </button>
      </div>
    );
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p>{t('orderStatus.intro')}</p>
      <Field
        id="order-number"
        label={t('orderStatus.number')}
        defaultValue={orderNumber}
        autoComplete="off"
        required
      />
      <Field id="order-email" label={t('orderStatus.email')} type="email" autoComplete="email" required />
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t('orderStatus.submit')}
      </button>
    </form>
  );
}
