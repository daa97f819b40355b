import type { AdminOrderDto } from '@hemma/contract';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { formatKronor } from '../../../../lib/trade-format.ts';

/** The order's lines: product, sku (and its parent's), chosen options, quantity, price and row total. */
export function OrderLines({ order }: { order: AdminOrderDto }) {
  const { t, locale } = useI18n();
  const { totals } = order;
  const money = (kronor: number) => formatKronor(kronor, locale, order.currency);
  const rows: [string, number][] = [
    [t('orders.totals.subtotal'), totals.subtotal_incl_tax],
    ...(totals.discount_amount !== 0
      ? ([
          [
            order.coupon_code
              ? t('orders.totals.discountCode', { code: order.coupon_code })
              : t('orders.totals.discount'),
            totals.discount_amount,
          ],
        ] as [string, number][])
      : []),
    [t('orders.totals.shipping'), totals.shipping_incl_tax],
    ...(totals.payment_incl_tax !== 0
      ? ([[t('orders.totals.payment'), totals.payment_incl_tax]] as [string, number][])
      : []),
  ];
  return (
    <section className="panel" aria-labelledby="order-lines">
      <h2 id="order-lines">{t('orders.lines', { count: order.items_qty })}</h2>
      <div className="table-frame card-table" role="region" aria-labelledby="order-lines" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col">{t('orders.qty')}</th>
              <th scope="col" className="amount">
                {t('orders.price')}
              </th>
              <th scope="col" className="amount">
                {t('orders.rowTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  <span className="cell-title">{line.name}</span>
                  <span className="cell-detail">
                    {t('orders.sku')}: {line.sku}
                    {line.parent_sku && line.parent_sku !== line.sku ? ` (${line.parent_sku})` : ''}
                  </span>
                  {line.options.map((option) => (
                    <span key={option.label} className="cell-detail">
                      {option.label}: {option.value}
                    </span>
                  ))}
                </th>
                <td className="nowrap" data-label={t('orders.qty')}>
                  {line.qty}
                </td>
                <td className="nowrap amount" data-label={t('orders.price')}>
                  {money(line.price_incl_tax)}
                </td>
                <td className="nowrap amount" data-label={t('orders.rowTotal')}>
                  {money(line.row_total_incl_tax)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="totals">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
        <div className="totals-grand">
          <dt>{t('orders.totals.grand')}</dt>
          <dd>{money(totals.grand_total)}</dd>
        </div>
        <div className="totals-tax">
          <dt>
            {t('orders.totals.tax')}
            {/* The VAT of the delivery country (decision 0056): "(19 %, DE)". */}
            {totals.vat_rates && totals.vat_rates.length > 0
              ? ` (${totals.vat_rates.join(' % / ')} %, ${totals.country_id ?? 'SE'})`
              : ''}
          </dt>
          <dd>{money(totals.tax_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
