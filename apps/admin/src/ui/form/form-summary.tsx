import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { Form } from './use-form.ts';
import { useIssueText } from './use-issue-text.ts';

type Values = Record<string, string | boolean>;

/**
 * The top of a form after a refused submit: what the API said about the form as a whole, and a link to each field
 * that needs fixing. It takes the focus, so the problems are read out and the links lead on.
 */
export function FormSummary<V extends Values>({ form }: { form: Form<V> }) {
  const { t } = useI18n();
  const issueText = useIssueText();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.refusals > 0) summary.current?.focus();
  }, [form.refusals]);
  if (form.issues.length === 0) return null;
  const general = form.issues.filter((issue) => issue.field === null);
  const fields = form.issues.filter((issue) => issue.field !== null);
  return (
    <div className="form-summary" role="alert" tabIndex={-1} ref={summary}>
      {general.map((issue, index) => (
        <p key={index} className="form-summary-general">
          {issueText(issue)}
        </p>
      ))}
      {fields.length > 0 && (
        <>
          <p className="form-summary-title">{t('validation.fixErrors')}</p>
          <ul>
            {fields.map((issue) => (
              <li key={issue.field}>
                <a
                  href={`#${form.fieldId(issue.field!)}`}
                  // Focus the field without a history entry for the fragment.
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(form.fieldId(issue.field!))?.focus();
                  }}
                >
                  {form.labels[issue.field as keyof V & string] ?? issue.field}: {issueText(issue)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
