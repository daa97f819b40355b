import { useId, useState } from 'react';
import type { AdminReturnDto } from '@hemma/contract';
import { isApiError, type ReturnAction } from '@hemma/api-client/admin';
import { useReturnStep } from '../../../../hooks/api/returns.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { formatKronor } from '../../../../lib/trade-format.ts';
import { useNotify } from '../../../../ui/notices.tsx';

const BADGE: Record<string, string> = {
  requested: 'badge badge-attention',
  approved: 'badge',
  received: 'badge badge-attention',
  refunded: 'badge badge-ok',
  rejected: 'badge badge-muted',
};

/**
 * One return in the queue: its order, customer, lines and reasons, and the steps its state allows — approve or
 * reject (with the reason the customer sees), receive (ticking the lines that go back to stock), refund (with or
 * without the shipping). Once refunded, its credit note.
 */
export function ReturnCard({ item }: { item: AdminReturnDto }) {
  const { t, locale, dateTime } = useI18n();
  const notify = useNotify();
  const step = useReturnStep();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState<Set<number>>(() => new Set(item.lines.map((l) => l.item_id)));
  const [shipping, setShipping] = useState(false);
  const money = (kronor: number) => formatKronor(kronor, locale, item.credit_note?.currency ?? 'SEK');
  const may = new Set(item.next_actions);
  const titleId = `${ids}-title`;

  const act = async (action: ReturnAction) => {
    try {
      const done = await step.mutateAsync({
        id: item.id,
        action,
        input:
          action === 'reject'
            ? { reason }
            : action === 'receive'
              ? { restock_item_ids: [...restock] }
              : action === 'refund'
                ? { refund_shipping: shipping }
                : {},
      });
      notify(t('returns.done', { number: done.return_number, status: t(`returns.status.${done.status}`) }));
    } catch (error) {
      notify(t('returns.failed', { message: isApiError(error) ? error.message : String(error) }), 'error');
    }
  };

  return (
    <article className="review-card" aria-labelledby={titleId} data-testid="return-card">
      <header className="review-card-header">
        <h2 id={titleId}>{t('returns.heading', { number: item.return_number })}</h2>
        <span className={BADGE[item.status] ?? 'badge'}>{t(`returns.status.${item.status}`)}</span>
      </header>
      <p className="review-meta">
        <a href={`orders/${item.order_id}`}>{t('returns.order', { number: item.order_number })}</a> ·{' '}
        {t('returns.meta', {
          name: item.customer_name,
          email: item.customer_email,
          payment: item.payment_title,
          time: dateTime(item.created_at),
        })}
      </p>
      <ul className="return-lines">
        {item.lines.map((line) => (
          <li key={line.item_id}>
            {may.has('receive') ? (
              <label>
                <input
                  type="checkbox"
                  checked={restock.has(line.item_id)}
                  onChange={(event) => {
                    const next = new Set(restock);
                    if (event.target.checked) next.add(line.item_id);
                    else next.delete(line.item_id);
                    setRestock(next);
                  }}
                />{' '}
                {line.qty} × {line.name} ({line.sku})
              </label>
            ) : (
              <>
                {line.qty} × {line.name} ({line.sku})
                {line.restocked !== null &&
                  ` · ${t(line.restocked ? 'returns.restocked' : 'returns.notRestocked')}`}
              </>
            )}
            <br />
            <span className="field-hint">{t('returns.reason', { reason: line.reason })}</span>
          </li>
        ))}
      </ul>
      {item.rejection_reason && <p>{t('returns.rejectedBecause', { reason: item.rejection_reason })}</p>}
      {item.credit_note && (
        <p data-testid="credit-note">
          {t('returns.creditNote', {
            number: item.credit_note.number,
            total: money(item.credit_note.total),
            tax: money(item.credit_note.tax),
          })}
        </p>
      )}
      {may.has('receive') && <p className="field-hint">{t('returns.restockHint')}</p>}
      {may.has('reject') && (
        <div className="field">
          <label htmlFor={`${ids}-reason`}>{t('returns.rejectReason')}</label>
          <input
            id={`${ids}-reason`}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      )}
      {may.has('refund') && (
        <>
          <div className="field field-checkbox">
            <label>
              <input type="checkbox" checked={shipping} onChange={(e) => setShipping(e.target.checked)} />{' '}
              {t('returns.withShipping')}
            </label>
          </div>
          <p>
            {t('returns.refundAmount', {
              amount: money(shipping ? item.refund_preview.with_shipping : item.refund_preview.lines),
            })}
          </p>
          {item.refund_method === null && ['invoice', 'cashondelivery'].includes(item.payment_method) && (
            <p className="field-hint">{t('returns.manualHint')}</p>
          )}
        </>
      )}
      <div className="action-row">
        {may.has('approve') && (
          <button
            type="button"
            className="button button-primary"
            disabled={step.isPending}
            onClick={() => void act('approve')}
          >
            {t('returns.approve')}
          </button>
        )}
        {may.has('reject') && (
          <button
            type="button"
            className="button button-danger-outline"
            disabled={step.isPending || reason.trim() === ''}
            onClick={() => void act('reject')}
          >
            {t('returns.reject')}
          </button>
        )}
        {may.has('receive') && (
          <button
            type="button"
            className="button button-primary"
            disabled={step.isPending}
            onClick={() => void act('receive')}
          >
            {t('returns.receive')}
          </button>
        )}
        {may.has('refund') && (
          <button
            type="button"
            className="button button-primary"
            disabled={step.isPending}
            onClick={() => void act('refund')}
          >
            {t('returns.refund')}
          </button>
        )}
      </div>
    </article>
  );
}
