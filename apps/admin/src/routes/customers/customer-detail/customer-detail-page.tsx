import type { AdminCustomerDto } from '@hemma/contract';
import { Link, useParams } from 'react-router';
import { useCustomer } from '../../../hooks/api/customers.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { formatKronor } from '../../../lib/trade-format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryView } from '../../../ui/states.tsx';
import '../../../ui/styles/trade.css';
import { useGroupName } from '../../../ui/trade/customer-group.ts';
import { OrderStatusBadge } from '../../../ui/trade/order-status.tsx';
import { CustomerGroupForm } from './components/customer-group-form.tsx';

/** One customer: profile, group (changeable), loyalty points, address book and latest orders. */
export default function CustomerDetailPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  return (
    <QueryView query={customer}>
      {(data) => <CustomerDetail key={data.customer.updated_at} data={data} />}
    </QueryView>
  );
}

function CustomerDetail({ data }: { data: AdminCustomerDto }) {
  const { t, locale, dateTime } = useI18n();
  const groupName = useGroupName();
  const { customer, loyalty } = data;
  const name = `${customer.firstname} ${customer.lastname}`.trim();
  return (
    <>
      <PageHeader
        title={name}
        description={customer.email}
        actions={
          <>
            <Link to="/customers" className="button">
              {t('customers.backToList')}
            </Link>
            <Link to={`/audit?entity_type=customer&entity_id=${customer.id}`} className="button">
              {t('staff.history')}
            </Link>
          </>
        }
      />
      <div className="panel-grid">
        <section className="panel" aria-labelledby="customer-profile">
          <h2 id="customer-profile">{t('customers.profile')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('customers.group')}</dt>
              <dd>{groupName(data.group?.code ?? null, customer.group_id)}</dd>
            </div>
            <div>
              <dt>{t('customers.since')}</dt>
              <dd>{dateTime(customer.created_at)}</dd>
            </div>
            <div>
              <dt>{t('customers.orders')}</dt>
              <dd>{data.orders_count}</dd>
            </div>
            <div>
              <dt>{t('customers.totalSpent')}</dt>
              <dd>
                {formatKronor(data.total_spent, locale)}
                {data.total_spent_eur > 0 && <> · {formatKronor(data.total_spent_eur, locale, 'EUR')}</>}
              </dd>
            </div>
            <div>
              <dt>{t('customers.card')}</dt>
              <dd>{loyalty.card_number}</dd>
            </div>
            <div>
              <dt>{t('customers.points')}</dt>
              <dd>{loyalty.points_balance}</dd>
            </div>
          </dl>
        </section>
        <CustomerGroupForm data={data} />
      </div>
      <section className="panel" aria-labelledby="customer-orders">
        <h2 id="customer-orders">{t('customers.latestOrders', { count: data.orders_count })}</h2>
        {data.orders.length === 0 ? (
          <p>{t('customers.noOrders')}</p>
        ) : (
          <>
            <div className="table-frame" role="region" aria-labelledby="customer-orders" tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.number')}</th>
                    <th scope="col">{t('orders.placed')}</th>
                    <th scope="col">{t('field.status')}</th>
                    <th scope="col" className="amount">
                      {t('orders.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <Link to={`/orders/${order.id}`}>{order.increment_id}</Link>
                      </th>
                      <td className="nowrap">{dateTime(order.created_at)}</td>
                      <td>
                        <OrderStatusBadge status={order.status} />
                      </td>
                      <td className="nowrap amount">
                        {formatKronor(order.grand_total, locale, order.currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="panel-footer">
              <Link to={`/orders?q=${encodeURIComponent(customer.email)}`}>{t('customers.allOrders')}</Link>
            </p>
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{t('customers.addresses')}</h2>
        {customer.addresses.length === 0 ? (
          <p>{t('customers.noAddresses')}</p>
        ) : (
          <ul className="address-list">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <address>
                  {address.company && (
                    <>
                      {address.company}
                      <br />
                    </>
                  )}
                  {address.firstname} {address.lastname}
                  {address.street.map((line) => (
                    <span key={line}>
                      <br />
                      {line}
                    </span>
                  ))}
                  <br />
                  {address.postcode} {address.city}
                  {address.telephone && (
                    <>
                      <br />
                      {address.telephone}
                    </>
                  )}
                </address>
                {(address.default_shipping || address.default_billing) && (
                  <p className="address-defaults">
                    {[
                      address.default_shipping ? t('customers.defaultShipping') : '',
                      address.default_billing ? t('customers.defaultBilling') : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
