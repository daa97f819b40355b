import { WEBHOOK_EVENTS, type WebhookEvent } from '@hemma/contract';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * The events as checkboxes, named as the API names them (a receiver's developer reads the same names), each with what
 * raises it in the owner's words.
 */
export function EventChoices({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly WebhookEvent[];
  onChange(events: WebhookEvent[]): void;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  const toggle = (event: WebhookEvent, on: boolean) =>
    onChange(WEBHOOK_EVENTS.filter((e) => (e === event ? on : chosen.includes(e))));
  return (
    <fieldset className="field webhook-events" aria-describedby="webhook-events-hint">
      <legend>{t('webhooks.events')}</legend>
      <p className="field-hint" id="webhook-events-hint">
        {t('webhooks.eventsHint')}
      </p>
      <div className="webhook-event-grid">
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="field-checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(event)}
              onChange={(e) => toggle(event, e.target.checked)}
            />
            <span className="webhook-event-name">
              <code>{event}</code>
              <span className="field-hint">{t(`webhooks.on.${event}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
