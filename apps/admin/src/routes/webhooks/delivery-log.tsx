import { useResendDelivery, useTestWebhook, useWebhookDeliveries } from '../../hooks/api/webhooks.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { DeliveryStatus } from './delivery-status.tsx';

/** An endpoint's deliveries, newest first: status, answer code, time, attempts; "Skicka igen" and "Skicka test". */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const { t, dateTime } = useI18n();
  const notify = useNotify();
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  const test = useTestWebhook(endpointId);
  const failure = (error: unknown) => notify(error instanceof Error ? error.message : String(error), 'error');
  const sendTest = async () => {
    try {
      const outcome = await test.mutateAsync();
      if (outcome.status === 'delivered')
        notify(t('webhooks.testSent', { code: outcome.response_code ?? '' }));
      else
        notify(
          t('webhooks.testFailed', {
            reason: `${outcome.response_code ?? ''} ${outcome.response_excerpt ?? ''}`.trim(),
          }),
          'error',
        );
    } catch (error) {
      failure(error);
    }
  };
  const sendAgain = async (id: number) => {
    try {
      await resend.mutateAsync(id);
      notify(t('webhooks.resent'));
    } catch (error) {
      failure(error);
    }
  };
  return (
    <section className="panel" aria-labelledby="webhook-log-title">
      <div className="webhook-log-header">
        <h2 id="webhook-log-title">{t('webhooks.log')}</h2>
        <button type="button" className="button" disabled={test.isPending} onClick={() => void sendTest()}>
          {t('webhooks.sendTest')}
        </button>
      </div>
      <QueryView query={deliveries}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={t('webhooks.logEmpty')} />
          ) : (
            <div
              className="table-frame card-table"
              role="region"
              aria-labelledby="webhook-log-title"
              tabIndex={0}
            >
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('webhooks.event')}</th>
                    <th scope="col">{t('webhooks.status')}</th>
                    <th scope="col">{t('webhooks.code')}</th>
                    <th scope="col">{t('webhooks.time')}</th>
                    <th scope="col">{t('webhooks.attempts')}</th>
                    <th scope="col">{t('webhooks.answer')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('webhooks.resend')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} data-testid="webhook-delivery">
                      <th scope="row" data-label={t('webhooks.event')}>
                        <code>{row.event_type}</code>
                      </th>
                      <td data-label={t('webhooks.status')}>
                        <DeliveryStatus row={row} />
                      </td>
                      <td data-label={t('webhooks.code')}>{row.response_code ?? '–'}</td>
                      <td data-label={t('webhooks.time')} className="nowrap">
                        {dateTime(row.last_attempt_at ?? row.created_at)}
                      </td>
                      <td data-label={t('webhooks.attempts')}>{row.attempts}</td>
                      <td data-label={t('webhooks.answer')} className="webhook-excerpt">
                        {row.response_excerpt ?? ''}
                      </td>
                      <td>
                        {row.status !== 'pending' && (
                          <button
                            type="button"
                            className="button"
                            disabled={resend.isPending}
                            onClick={() => void sendAgain(row.id)}
                          >
                            {t('webhooks.resend')}
                          </button>
                        )}
                      </td>
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
