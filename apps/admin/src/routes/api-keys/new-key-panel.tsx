import type { ApiKeyCreatedDto } from '@hemma/contract';
import { useI18n } from '../../i18n/i18n.tsx';
import { useNotify } from '../../ui/notices.tsx';

/** The key just made, shown this once with a copy button and the warning that it is never shown again. */
export function NewKeyPanel({ created, onDone }: { created: ApiKeyCreatedDto; onDone(): void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      notify(t('apiKeys.copied'));
    } catch {
      notify(t('apiKeys.copyFailed'), 'error');
    }
  };
  return (
    <section className="panel new-api-key" aria-labelledby="new-api-key-title">
      <h2 id="new-api-key-title">{t('apiKeys.created.title', { name: created.name })}</h2>
      <p className="key-warning" role="alert">
        {t('apiKeys.created.warning')}
      </p>
      <div className="field">
        <label htmlFor="new-api-key">{t('apiKeys.created.label')}</label>
        <input
          id="new-api-key"
          className="api-key-value"
          readOnly
          value={created.key}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p className="field-hint">
        {t('apiKeys.created.usage')}{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer">
          {t('apiKeys.docs')}
        </a>
      </p>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {t('apiKeys.copy')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('apiKeys.done')}
        </button>
      </div>
    </section>
  );
}
