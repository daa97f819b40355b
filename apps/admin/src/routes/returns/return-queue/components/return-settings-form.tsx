import { type FormEvent, useId, useState } from 'react';
import type { ReturnSettingsDto } from '@hemma/contract';
import { isApiError } from '@hemma/api-client/admin';
import { useReturnSettings, useSaveReturnSettings } from '../../../../hooks/api/returns.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useNotify } from '../../../../ui/notices.tsx';

/** The owner's return settings (decision 0054): the window in days (14–365) and the address goods are sent back to. */
export function ReturnSettingsForm() {
  const settings = useReturnSettings(true);
  if (!settings.data) return null;
  return <SettingsForm key={settings.data.updated_at ?? 'default'} saved={settings.data} />;
}

function SettingsForm({ saved }: { saved: ReturnSettingsDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveReturnSettings();
  const ids = useId();
  const [days, setDays] = useState(String(saved.return_window_days));
  const [address, setAddress] = useState(saved.return_address);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days);
    if (!Number.isInteger(value) || value < 14 || value > 365) {
      setProblem(t('returns.settings.daysRule'));
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ return_window_days: value, return_address: address });
      notify(t('returns.settings.saved'));
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <details className="panel">
      <summary>{t('returns.settings.title', { days: saved.return_window_days })}</summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-days`}>{t('returns.settings.days')}</label>
          <input
            id={`${ids}-days`}
            type="number"
            min={14}
            max={365}
            value={days}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setDays(event.target.value)}
          />
          <p className="field-hint">{t('returns.settings.daysHint')}</p>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-address`}>{t('returns.settings.address')}</label>
          <textarea
            id={`${ids}-address`}
            rows={3}
            maxLength={500}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        </div>
        {problem && <p role="alert">{problem}</p>}
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('returns.settings.save')}
        </button>
      </form>
    </details>
  );
}
