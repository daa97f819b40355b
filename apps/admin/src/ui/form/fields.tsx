import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { Form } from './use-form.ts';
import { useIssueText } from './use-issue-text.ts';

type Values = Record<string, string | boolean>;

interface FieldProps<V extends Values, K extends keyof V & string> {
  form: Form<V>;
  name: K;
  hint?: string;
}

/** The label, hint and message of a field, tied to its control (aria-describedby, aria-invalid). */
export function useField<V extends Values>(form: Form<V>, name: keyof V & string, hint?: string) {
  const issueText = useIssueText();
  const id = form.fieldId(name);
  const issue = form.issueOf(name);
  const describedBy = [issue ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    id,
    label: form.labels[name],
    control: {
      id,
      name,
      'aria-invalid': issue ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
    after: (
      <>
        {hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
        {issue && (
          <p id={`${id}-error`} className="field-error">
            {issueText(issue)}
          </p>
        )}
      </>
    ),
  };
}

export function TextField<V extends Values, K extends keyof V & string>({
  form,
  name,
  hint,
  ...input
}: FieldProps<V, K> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value'>) {
  const field = useField(form, name, hint);
  return (
    <div className="field">
      <label htmlFor={field.id}>{field.label}</label>
      <input
        {...input}
        {...field.control}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.set(name, event.target.value as V[K])}
      />
      {field.after}
    </div>
  );
}

export function SelectField<V extends Values, K extends keyof V & string>({
  form,
  name,
  hint,
  options,
  ...select
}: FieldProps<V, K> & {
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'value'>) {
  const field = useField(form, name, hint);
  return (
    <div className="field">
      <label htmlFor={field.id}>{field.label}</label>
      <select
        {...select}
        {...field.control}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.set(name, event.target.value as V[K])}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {field.after}
    </div>
  );
}

export function CheckboxField<V extends Values, K extends keyof V & string>({
  form,
  name,
  hint,
}: FieldProps<V, K>) {
  const field = useField(form, name, hint);
  return (
    <div className="field field-checkbox">
      <input
        type="checkbox"
        {...field.control}
        checked={Boolean(form.values[name])}
        onChange={(event) => form.set(name, event.target.checked as V[K])}
      />
      <label htmlFor={field.id}>{field.label}</label>
      {field.after}
    </div>
  );
}

/** The buttons row under a form. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="form-actions">{children}</div>;
}
