import type { ReactNode } from 'react';
import { FormActions } from './fields.tsx';
import { FormSummary } from './form-summary.tsx';
import type { Form } from './use-form.ts';

type Values = Record<string, string | boolean>;

/**
 * A form as a panel of an editor (a screen may have several: details, password …): its heading, the summary of
 * problems, the fields, and the submit button (disabled while sending) with any other actions beside it.
 */
export function FormSection<V extends Values>({
  form,
  title,
  submitLabel,
  actions,
  children,
}: {
  form: Form<V>;
  /** Without a title the page's own heading names the form. */
  title?: string;
  submitLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${form.id}-title`;
  return (
    <section className="panel" aria-labelledby={title ? titleId : undefined}>
      {title && <h2 id={titleId}>{title}</h2>}
      <form className="form" noValidate onSubmit={form.handleSubmit}>
        <FormSummary form={form} />
        {children}
        <FormActions>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {submitLabel}
          </button>
          {actions}
        </FormActions>
      </form>
    </section>
  );
}
