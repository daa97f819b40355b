import { isApiError, type GuestOrderAccessDto, type OrderHistoryEntryDto } from '@hemma/api-client';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { Field } from '~/ui/field.tsx';
import { failureText, formValue } from './form-support.ts';
import { OrderDetail, STATUS_KEYS } from './order-history.tsx';
import { keep, keptOf, readKept, reopen, useAccessRenewal, type KeptAccess } from './guest-access.ts';
import { returnsApi, type ShopperAccess } from './returns-api.ts';
import styles from './account.module.css';

/**
 * The guest order page (decision 0054): the order number (filled in from the shipping mail's link) and the order's
 * e-mail open the order's details — the same component as My Account's — with an access to that order, renewed
 * while the page is open; the mail's link (`access`) opens it without the e-mail (`link`, then `onLinkUsed`).
 */
export function GuestOrder({
  orderNumber,
  link,
  onLinkUsed,
}: {
  orderNumber: string;
  link: string;
  onLinkUsed: () => void;
}) {
  const { t } = useI18n();
  const [order, setOrder] = useState<OrderHistoryEntryDto | null>(null);
  const [kept, setKept] = useState<KeptAccess | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The order's components read the newest token through one access object, so a renewal reloads nothing.
  const token = useRef('');
  // The last order opened: its number fills the form again once its access has lapsed.
  const [lastNumber, setLastNumber] = useState(orderNumber);
  const openNumber = order?.increment_id;
  const access = useMemo<ShopperAccess | null>(
    () =>
      openNumber
        ? {
            kind: 'guest',
            get token() {
              return token.current;
            },
          }
        : null,
    [openNumber],
  );

  const show = useCallback((answer: GuestOrderAccessDto, mailLink?: string) => {
    const next = keptOf(answer, mailLink);
    token.current = next.token;
    setLastNumber(next.number);
    keep(next);
    setKept(next);
    setOrder(answer.order);
    setFailure(null);
  }, []);
  const lose = useCallback(() => {
    token.current = '';
    keep(null);
    setKept(null);
    setOrder(null);
    setFailure(t('orderStatus.expired'));
  }, [t]);
  useAccessRenewal(kept, (answer) => show(answer, kept?.link), lose);

  // The mail's link opens its order; else a reload (or a page of the shop and back) opens the order again with the
  // access kept for this tab (decision 0060), renewed — or, once lapsed, from the mail's link it came by.
  useEffect(() => {
    let live = true;
    if (link) {
      returnsApi()
        .openLink(link)
        .then((answer) => live && show(answer, link))
        .catch(() => live && setFailure(t('orderStatus.expired')))
        .finally(onLinkUsed);
      return () => {
        live = false;
      };
    }
    // Opened already (the link just used, or the form): nothing to reopen.
    if (token.current) return;
    const stored = readKept();
    // A link to another order (the shipping mail's ?order=) asks for that one.
    if (!stored || (orderNumber && orderNumber !== stored.number)) return;
    reopen(stored)
      .then((answer) => {
        if (!live) return;
        if (answer) show(answer, stored.link);
        else {
          setLastNumber(stored.number);
          lose();
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Only when the page is opened (or its link or number changes), not after each renewal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link, orderNumber]);

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
      .then((answer) => show(answer))
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

  if (order && access)
    return (
      <div data-testid="guest-order">
        <h2>{order.increment_id}</h2>
        <p data-testid="guest-order-status">
          {t('account.orderStatus')}:{' '}
          {STATUS_KEYS[order.status] ? t(STATUS_KEYS[order.status]!) : order.status}
        </p>
        {notice && (
          <p className={styles.muted} role="status">
            {notice}
          </p>
        )}
        <OrderDetail
          order={order}
          access={access}
          onCancelled={(cancelled) => {
            setOrder(cancelled);
            setNotice(t('account.cancelDone'));
          }}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            token.current = '';
            keep(null);
            setKept(null);
            setOrder(null);
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
        defaultValue={orderNumber || lastNumber}
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
