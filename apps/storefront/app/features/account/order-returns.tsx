import type { OrderReturnsDto } from '@hemma/api-client';
import { formatSek } from '@hemma/commerce';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { failureText } from './form-support.ts';
import { returnsApi, withAccess, type ShopperAccess } from './returns-api.ts';
import styles from './returns.module.css';

type Chosen = Record<number, { qty: number; reason: string }>;

/**
 * An order's returns in its details (decision 0054): the window, each return's state (with the shop's reason for a
 * rejection and the credit note once refunded), and "Returnera": per line a quantity up to what is left of what has
 * shipped and a reason. Of a partially shipped order, the lines not shipped yet are named (their window starts later).
 */
export function OrderReturns({
  orderNumber,
  currency,
  access,
}: {
  orderNumber: string;
  currency: string;
  access: ShopperAccess;
}) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<OrderReturnsDto | null>(null);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Chosen>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const price = (amount: number) => formatSek(amount, locale, currency);

  const load = useCallback(
    () =>
      withAccess(access, (a) => returnsApi().returns(orderNumber, a))
        .then(setState)
        .catch((error: unknown) => setMessage({ text: failureText(t, error), error: true })),
    [access, orderNumber, t],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (!state) return null;
  const returnable = state.lines.filter((line) => line.returnable > 0);
  // A partially shipped order (decision 0054, addendum): what has not shipped is named, and cannot be returned yet.
  const waiting = state.lines.filter((line) => line.shipped < line.ordered);
  const closes = state.window.closes_at
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(
        new Date(state.window.closes_at),
      )
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(chosen)
      .filter(([, c]) => c.qty > 0)
      .map(([id, c]) => ({ item_id: Number(id), qty: c.qty, reason: c.reason.trim() }));
    if (lines.length === 0 || lines.some((l) => l.reason === '')) {
      setMessage({ text: t('returns.chooseLine'), error: true });
      return;
    }
    setBusy(true);
    withAccess(access, (a) => returnsApi().requestReturn(orderNumber, a, { lines }))
      .then((done) => {
        setMessage({ text: t('returns.sent', { number: done.return_number }), error: false });
        setOpen(false);
        setChosen({});
        return load();
      })
      .catch((error: unknown) =>
        setMessage({ text: t('returns.failed', { message: failureText(t, error) }), error: true }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <section className={styles.returns} data-testid="order-returns">
      {state.returns.length > 0 && (
        <>
          <h3>{t('returns.title')}</h3>
          <ul className={styles.returnList}>
            {state.returns.map((r) => (
              <li key={r.return_number} data-testid="return-entry">
                <strong>{r.return_number}</strong> – {t(`returns.status.${r.status}`)}
                <br />
                {r.lines.map((l) => t('returns.item', { qty: l.qty, name: l.name })).join(', ')}
                {r.rejection_reason && (
                  <>
                    <br />
                    {t('returns.rejectedReason', { reason: r.rejection_reason })}
                  </>
                )}
                {r.credit_note && (
                  <>
                    <br />
                    {t('returns.creditNote', {
                      number: r.credit_note.number,
                      total: price(r.credit_note.total),
                      tax: price(r.credit_note.tax),
                    })}
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? undefined : styles.muted}>
          {message.text}
        </p>
      )}
      {state.window.open && waiting.length > 0 && (
        <>
          <p className={styles.muted}>{t('returns.windowPartial', { days: state.window.days })}</p>
          <ul className={styles.waiting} data-testid="returns-not-shipped">
            {waiting.map((line) => (
              <li key={line.item_id}>
                {t('returns.notShipped', { qty: line.ordered - line.shipped, name: line.name })}
              </li>
            ))}
          </ul>
        </>
      )}
      {!state.window.open ? (
        <p className={styles.muted}>{closes ? t('returns.windowClosed') : t('returns.notYet')}</p>
      ) : returnable.length === 0 ? (
        <p className={styles.muted}>
          {t(waiting.length > 0 ? 'returns.shippedReturned' : 'returns.nothingLeft')}
        </p>
      ) : (
        <>
          {closes && (
            <p className={styles.muted}>{t('returns.window', { days: state.window.days, date: closes })}</p>
          )}
          {!open ? (
            <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
              {t('returns.open')}
            </button>
          ) : (
            <form className={styles.form} onSubmit={submit} noValidate>
              {returnable.map((line) => {
                const current = chosen[line.item_id] ?? { qty: 0, reason: '' };
                const set = (change: Partial<typeof current>) =>
                  setChosen({ ...chosen, [line.item_id]: { ...current, ...change } });
                return (
                  <fieldset key={line.item_id} className={styles.line} aria-label={line.name}>
                    <strong>{line.name}</strong>
                    <label className={styles.field}>
                      {t('returns.qty')}
                      <select value={current.qty} onChange={(e) => set({ qty: Number(e.target.value) })}>
                        {Array.from({ length: line.returnable + 1 }, (_, n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className={`${styles.field} ${styles.reason}`}>
                      {t('returns.reason')}
                      <input
                        value={current.reason}
                        maxLength={500}
                        onChange={(e) => set({ reason: e.target.value })}
                      />
                    </label>
                  </fieldset>
                );
              })}
              <div className={styles.actions}>
                <button type="submit" className="button" disabled={busy}>
                  {t('returns.submit')}
                </button>
                <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
                  {t('returns.cancel')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
