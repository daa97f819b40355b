import { Link, useParams } from 'react-router';
import { useOrder } from '../../../hooks/api/orders.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryView } from '../../../ui/states.tsx';
import '../../../ui/styles/trade.css';
import { OrderStatusBadge } from '../../../ui/trade/order-status.tsx';
import { EditOrder } from './components/edit-order.tsx';
import { EditRefundBanner } from './components/edit-refund-banner.tsx';
import { OrderActions } from './components/order-actions.tsx';
import { OrderFacts } from './components/order-facts.tsx';
import { PaymentActions } from './components/payment-actions.tsx';
import { OrderLines } from './components/order-lines.tsx';
import { OrderTimeline } from './components/order-timeline.tsx';
import { OrderReturns } from './components/order-returns.tsx';
import { ShipLines } from './components/ship-lines.tsx';

/** One order: what may happen next, its lines and totals, customer, payment, addresses and timeline. */
export default function OrderDetailPage() {
  const { t, dateTime } = useI18n();
  const id = Number(useParams().id);
  const order = useOrder(id);
  return (
    <QueryView query={order}>
      {(order) => (
        <>
          <PageHeader
            title={t('orders.heading', { number: order.increment_id })}
            description={
              <>
                <OrderStatusBadge status={order.status} />{' '}
                {t('orders.placedAt', { time: dateTime(order.created_at) })}
              </>
            }
            actions={
              <>
                <Link to="/orders" className="button">
                  {t('orders.backToList')}
                </Link>
                <Link to={`/audit?entity_type=order&entity_id=${order.id}`} className="button">
                  {t('staff.history')}
                </Link>
              </>
            }
          />
          <EditRefundBanner order={order} />
          <OrderActions order={order} />
          <PaymentActions order={order} />
          <OrderLines order={order} />
          <ShipLines order={order} />
          <EditOrder order={order} />
          <OrderFacts order={order} />
          <OrderReturns order={order} />
          <OrderTimeline order={order} />
        </>
      )}
    </QueryView>
  );
}
