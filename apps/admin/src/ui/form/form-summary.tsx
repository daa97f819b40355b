import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { FormIssue } from './form-errors.ts';
import type { Form } from './use-form.ts';
import { useIssueText } from './use-issue-text.ts';

type Values = Record<string, string | boolean>;

export interface IssueSummaryProps {
  issues: readonly FormIssue[];
  /** Counts refused submits: each one moves the focus to the summary again. */
  refusals: number;
  fieldId(field: string): string;
  fieldLabel(field: string): string;
  issueText(issue: FormIssue): string;
}

/**
 * The top of a form after a refused submit: what the API said about the form as a whole, and a link to each field
 * that needs fixing. It takes the focus, so the problems are read out and the links lead on.
 */
export function IssueSummary({ issues, refusals, fieldId, fieldLabel, issueText }: IssueSummaryProps) {
  const { t } = useI18n();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);
  if (issues.length === 0) return null;
  const general = issues.filter((issue) => issue.field === null);
  const fields = issues.filter((issue): issue is FormIssue & { field: string } => issue.field !== null);
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
                  href={`#${fieldId(issue.field)}`}
                  // Focus the field without a history entry for the fragment.
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(issue.field))?.focus();
                  }}
                >
                  {fieldLabel(issue.field)}: {issueText(issue)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The summary of a form built with useForm: its fields named by the form's labels. */
export function FormSummary<V extends Values>({ form }: { form: Form<V> }) {
  const issueText = useIssueText();
  return (
    <IssueSummary
      issues={form.issues}
      refusals={form.refusals}
      fieldId={form.fieldId}
      fieldLabel={(field) => form.labels[field as keyof V & string] ?? field}
      issueText={issueText}
    />
  );
}
