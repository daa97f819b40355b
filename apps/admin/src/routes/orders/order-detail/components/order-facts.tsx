import type { ReactNode } from 'react';
import type { AddressDto, AdminOrderDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { usePaymentName } from '../../../../ui/trade/order-status.tsx';
import { formatKronor } from '../../../../lib/trade-format.ts';
import { TrackingNumber } from './tracking-number.tsx';

function Address({ address }: { address: AddressDto }) {
  return (
    <address>
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.firstname} {address.lastname}
      {address.street.filter(Boolean).map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {address.postcode} {address.city}
      {address.country_id !== 'SE' && (
        <>
          <br />
          {address.country_id}
        </>
      )}
      {address.telephone && (
        <>
          <br />
          {address.telephone}
        </>
      )}
    </address>
  );
}

/** The payment at Stripe (decision 0050): its id with a link to Stripe's dashboard, and a dispute when there is one. */
function StripeFacts({
  provider,
  currency,
}: {
  provider: NonNullable<AdminOrderDto['payment_provider']>;
  currency: AdminOrderDto['currency'];
}) {
  const { t, locale } = useI18n();
  return (
    <>
      <div>
        <dt>
          {t('orders.stripePayment')}
          {provider.test_mode && <span className="badge"> {t('orders.testMode')}</span>}
        </dt>
        <dd style={{ overflowWrap: 'anywhere' }}>
          {provider.dashboard_url ? (
            <a href={provider.dashboard_url} target="_blank" rel="noreferrer noopener">
              {provider.payment_id} ({t('orders.openInStripe')})
            </a>
          ) : (
            '–'
          )}
        </dd>
      </div>
      {provider.dispute && (
        <div>
          <dt>{t('orders.dispute')}</dt>
          <dd role="alert">
            {t('orders.disputeText', {
              amount: formatKronor(provider.dispute.amount, locale, currency),
              reason: provider.dispute.reason,
              status: provider.dispute.status,
            })}
          </dd>
        </div>
      )}
    </>
  );
}

/** Who ordered, where it goes and how it is paid and delivered: the facts a packer and a bookkeeper need. */
export function OrderFacts({ order }: { order: AdminOrderDto }) {
  const { t, locale } = useI18n();
  const payment = usePaymentName();
  const fact = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="panel-grid">
      <section className="panel" aria-labelledby="order-customer">
        <h2 id="order-customer">{t('orders.customer')}</h2>
        <dl className="facts">
          {fact(
            t('field.name'),
            order.customer_id ? (
              <Link to={`/customers/${order.customer_id}`}>{order.customer_name}</Link>
            ) : (
              <>
                {order.customer_name} <span className="muted">({t('orders.guest')})</span>
              </>
            ),
          )}
          {fact(t('field.email'), <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>)}
        </dl>
      </section>
      <section className="panel" aria-labelledby="order-payment">
        <h2 id="order-payment">{t('orders.paymentAndDelivery')}</h2>
        <dl className="facts">
          {fact(
            t('orders.paymentMethod'),
            `${payment.method(order.payment_method, order.payment_title)}${order.card_last4 ? ` (•••• ${order.card_last4})` : ''}`,
          )}
          {fact(t('orders.paymentStatus'), payment.status(order.payment_status))}
          {order.amount_due > 0 && (
            <div data-testid="order-amount-due">
              <dt>{t('orders.amountDue')}</dt>
              <dd role="status">
                <strong>{formatKronor(order.amount_due, locale, order.currency)}</strong>{' '}
                <span className="muted">{t('orders.amountDueHint')}</span>
              </dd>
            </div>
          )}
          {order.payment_provider && (
            <StripeFacts provider={order.payment_provider} currency={order.currency} />
          )}
          {fact(t('orders.shippingMethod'), order.shipping_title ?? t('orders.noShipping'))}
          {order.delivery_date && fact(t('orders.deliveryDay'), order.delivery_date)}
          {order.pickup_point &&
            fact(
              t('orders.pickupPoint'),
              <>
                {order.pickup_point.name}
                <br />
                {order.pickup_point.street}, {order.pickup_point.postcode} {order.pickup_point.city}
              </>,
            )}
          {order.carrier && fact(t('orders.carrier'), order.carrier)}
          {order.tracking_number &&
            fact(
              t('orders.trackingNumber'),
              <TrackingNumber number={order.tracking_number} url={order.tracking_url} />,
            )}
          {order.coupon_code && fact(t('orders.coupon'), order.coupon_code)}
        </dl>
      </section>
      <section className="panel" aria-labelledby="order-shipping-address">
        <h2 id="order-shipping-address">{t('orders.shippingAddress')}</h2>
        {order.shipping_address ? (
          <Address address={order.shipping_address} />
        ) : (
          <p>{t('orders.noShippingAddress')}</p>
        )}
      </section>
      <section className="panel" aria-labelledby="order-billing-address">
        <h2 id="order-billing-address">{t('orders.billingAddress')}</h2>
        <Address address={order.billing_address} />
      </section>
    </div>
  );
}
