import { useId, useRef, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';

/**
 * Choosing a catalogue file, then a dry run or the import itself. A missing file is said at the field (and focused),
 * as the form kit says a missing value; what the API refuses is said by the page.
 */
export function ImportForm({
  busy,
  onStart,
}: {
  busy: boolean;
  onStart: (file: File, dryRun: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const start = (dryRun: boolean) => {
    const file = input.current?.files?.[0];
    if (!file) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    onStart(file, dryRun);
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.upload')}</h2>
      <form className="form" noValidate onSubmit={(event) => (event.preventDefault(), start(false))}>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('import.file')}</label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-invalid={missing || undefined}
            aria-describedby={`${id}-hint${missing ? ` ${id}-error` : ''}`}
            onChange={() => setMissing(false)}
          />
          <p id={`${id}-hint`} className="field-hint">
            {t('import.fileHint')}
          </p>
          {missing && (
            <p id={`${id}-error`} className="field-error">
              {t('import.fileMissing')}
            </p>
          )}
        </div>
        <p className="field-hint">{t('import.dryRunHint')}</p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('import.start')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => start(true)}>
            {t('import.dryRun')}
          </button>
        </div>
      </form>
    </section>
  );
}
