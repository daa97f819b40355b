import type { WebhookCreatedDto, WebhookEvent } from '@hemma/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useCreateWebhook, useWebhooks } from '../../hooks/api/webhooks.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { EventChoices } from './event-choices.tsx';

/** The secret of a new endpoint, shown once with a copy button. */
function SecretOnce({ created, onDone }: { created: WebhookCreatedDto; onDone(): void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(created.secret);
    notify(t('webhooks.copied'));
  };
  return (
    <section className="panel webhook-secret" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title">{t('webhooks.secretTitle')}</h2>
      <p>{t('webhooks.secretText')}</p>
      <p>
        <code className="webhook-secret-value" data-testid="webhook-secret">
          {created.secret}
        </code>
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('webhooks.copy')}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('webhooks.secretDone')}
        </button>
      </div>
    </section>
  );
}

function CreateForm({ onCreated }: { onCreated(created: WebhookCreatedDto): void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) return setErrors({ events: t('webhooks.eventsHint') });
    try {
      const created = await create.mutateAsync({ url: url.trim(), events });
      setErrors({});
      setUrl('https://');
      setEvents([]);
      notify(t('webhooks.created'));
      onCreated(created);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setErrors(/^events/.test(message) ? { events: message } : { url: message });
    }
  };
  return (
    <section className="panel" aria-labelledby="webhook-new-title">
      <h2 id="webhook-new-title">{t('webhooks.new')}</h2>
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor="webhook-url">{t('webhooks.url')}</label>
          <input
            id="webhook-url"
            type="url"
            inputMode="url"
            autoComplete="off"
            value={url}
            aria-invalid={errors.url ? true : undefined}
            aria-describedby="webhook-url-hint"
            onChange={(e) => setUrl(e.target.value)}
          />
          <p className="field-hint" id="webhook-url-hint">
            {t('webhooks.urlHint')}
          </p>
          {errors.url && (
            <p className="field-error" role="alert">
              {errors.url}
            </p>
          )}
        </div>
        <EventChoices chosen={events} onChange={setEvents} error={errors.events} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {t('webhooks.create')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Inställningar → Webhooks: the endpoints, and a new one (its secret shown once). */
export default function WebhooksPage() {
  const { t, dateTime } = useI18n();
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<WebhookCreatedDto | null>(null);
  return (
    <>
      <PageHeader title={t('webhooks.title')} description={t('webhooks.description')} />
      {created && <SecretOnce created={created} onDone={() => setCreated(null)} />}
      <QueryView query={webhooks}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('webhooks.none')} />
          ) : (
            <ul className="webhook-list">
              {list.map((hook) => (
                <li key={hook.id} className="panel webhook-item">
                  <Link
                    to={`/settings/webhooks/${hook.id}`}
                    aria-label={t('webhooks.open', { url: hook.url })}
                  >
                    <code className="webhook-url">{hook.url}</code>
                  </Link>
                  <span className={hook.active ? 'badge badge-ok' : 'badge'}>
                    {t(hook.active ? 'webhooks.active' : 'webhooks.inactive')}
                  </span>
                  <span>{t('webhooks.eventCount', { count: hook.events.length })}</span>
                  <span className="cell-detail">{dateTime(hook.created_at)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <CreateForm onCreated={setCreated} />
    </>
  );
}
