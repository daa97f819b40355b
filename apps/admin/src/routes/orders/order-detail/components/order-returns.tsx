import type { AdminOrderDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useReturns } from '../../../../hooks/api/returns.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { formatKronor } from '../../../../lib/trade-format.ts';

/** The order's returns and their credit notes (decision 0054); the steps are taken in "Returer". */
export function OrderReturns({ order }: { order: AdminOrderDto }) {
  const { t, locale } = useI18n();
  const returns = useReturns({ order_id: order.id });
  const items = returns.data?.items ?? [];
  const money = (kronor: number) => formatKronor(kronor, locale, order.currency);
  return (
    <section className="panel" aria-labelledby="order-returns-title" data-testid="order-returns">
      <h2 id="order-returns-title">{t('returns.forOrder')}</h2>
      {items.length === 0 ? (
        <p className="field-hint">{t('returns.noneForOrder')}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/returns?status=${item.status}`}>
                {t('returns.heading', { number: item.return_number })}
              </Link>
              {' · '}
              {t(`returns.status.${item.status}`)}
              {' · '}
              {item.lines.map((l) => `${l.qty} × ${l.name}`).join(', ')}
              {item.credit_note && (
                <>
                  <br />
                  {t('returns.creditNote', {
                    number: item.credit_note.number,
                    total: money(item.credit_note.total),
                    tax: money(item.credit_note.tax),
                  })}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
