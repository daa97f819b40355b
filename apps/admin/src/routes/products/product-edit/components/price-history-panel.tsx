import { formatSek } from '@hemma/commerce';
import { usePriceHistory } from '../../../../hooks/api/products.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { priceReasonText } from '../../../../ui/catalogue/catalogue-words.ts';
import { QueryView } from '../../../../ui/states.tsx';

/** Every recorded price of the product, newest first: what the "lowest price in 30 days" is taken from. */
export function PriceHistoryPanel({ productId }: { productId: number }) {
  const { t, dateTime } = useI18n();
  const history = usePriceHistory(productId);
  return (
    <section className="panel" aria-labelledby="price-history-title">
      <h2 id="price-history-title">{t('product.priceHistory')}</h2>
      <p className="field-hint">{t('product.priceHistoryHint')}</p>
      <QueryView query={history}>
        {(entries) =>
          entries.length === 0 ? (
            <p>{t('product.noPriceHistory')}</p>
          ) : (
            <div className="table-frame" role="region" aria-labelledby="price-history-title" tabIndex={0}>
              <table className="history-table">
                <caption className="visually-hidden">{t('product.priceHistory')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('product.historyFrom')}</th>
                    <th scope="col">{t('product.historyPaid')}</th>
                    <th scope="col">{t('product.price')}</th>
                    <th scope="col">{t('product.specialPrice')}</th>
                    <th scope="col">{t('product.historyReason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...entries].reverse().map((entry, index) => (
                    <tr key={`${entry.recorded_at}-${index}`}>
                      <th scope="row">{dateTime(entry.recorded_at)}</th>
                      <td>{formatSek(entry.final_price)}</td>
                      <td>{formatSek(entry.regular_price)}</td>
                      <td>{entry.special_price === null ? '–' : formatSek(entry.special_price)}</td>
                      <td>{priceReasonText(entry.reason, t)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
