import type { WebhookDeliveryDto } from '@hemma/contract';
import { useI18n } from '../../i18n/i18n.tsx';

const BADGE: Record<WebhookDeliveryDto['status'], string> = {
  delivered: 'badge badge-ok',
  pending: 'badge',
  failed: 'badge badge-failed',
};

/** A delivery's status; one that waits for its next attempt says when that is (decision 0052's backoff). */
export function DeliveryStatus({ row }: { row: WebhookDeliveryDto }) {
  const { t, dateTime } = useI18n();
  return (
    <>
      <span className={BADGE[row.status]}>{t(`webhooks.status.${row.status}`)}</span>
      {row.status === 'pending' && row.next_attempt_at && (
        <span className="field-hint webhook-next-attempt">
          {t('webhooks.nextAttempt', { time: dateTime(row.next_attempt_at) })}
        </span>
      )}
    </>
  );
}
