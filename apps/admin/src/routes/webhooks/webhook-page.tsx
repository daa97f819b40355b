import type { WebhookEndpointDto, WebhookEvent } from '@hemma/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from '../../hooks/api/webhooks.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { EventChoices } from './event-choices.tsx';

/** The endpoint's events and whether it is active; deleting it asks first. */
function EndpointForm({ hook }: { hook: WebhookEndpointDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const update = useUpdateWebhook(hook.id);
  const remove = useDeleteWebhook();
  const [events, setEvents] = useState<WebhookEvent[]>(hook.events);
  const [active, setActive] = useState(hook.active);
  const [error, setError] = useState<string | undefined>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) return setError(t('webhooks.eventsHint'));
    try {
      await update.mutateAsync({ events, active });
      setError(undefined);
      notify(t('webhooks.saved'));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const drop = async () => {
    const ok = await confirm({
      title: t('webhooks.confirmDelete.title'),
      text: t('webhooks.confirmDelete.text', { url: hook.url }),
      confirmLabel: t('webhooks.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(hook.id);
      notify(t('webhooks.deleted'));
      await navigate('/settings/webhooks');
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), 'error');
    }
  };
  return (
    <section className="panel">
      <form className="form" noValidate onSubmit={(e) => void save(e)}>
        <label className="field field-checkbox">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          {t('webhooks.activeLabel')}
        </label>
        <EventChoices chosen={events} onChange={setEvents} error={error} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={update.isPending}>
            {t('webhooks.save')}
          </button>
          <button type="button" className="button button-danger" onClick={() => void drop()}>
            {t('webhooks.delete')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** One endpoint: its settings and its delivery log. */
export default function WebhookPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const webhooks = useWebhooks();
  const back = (
    <Link to="/settings/webhooks" className="button">
      {t('webhooks.back')}
    </Link>
  );
  return (
    <QueryView query={webhooks}>
      {(list) => {
        const hook = list.find((h) => h.id === id);
        if (!hook)
          return (
            <>
              <PageHeader title={t('webhooks.title')} />
              <EmptyState title={t('webhooks.notFound')}>{back}</EmptyState>
            </>
          );
        return (
          <>
            <PageHeader
              title={t('webhooks.title')}
              description={<code className="webhook-url">{hook.url}</code>}
              actions={back}
            />
            <EndpointForm key={hook.updated_at} hook={hook} />
            <DeliveryLog endpointId={hook.id} />
          </>
        );
      }}
    </QueryView>
  );
}
