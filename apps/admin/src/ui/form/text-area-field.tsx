import type { TextareaHTMLAttributes } from 'react';
import { useField } from './fields.tsx';
import type { Form } from './use-form.ts';

type Values = Record<string, string | boolean>;

/** A multi-line text field (descriptions, page content), labelled and described like the other fields. */
export function TextAreaField<V extends Values, K extends keyof V & string>({
  form,
  name,
  hint,
  ...textarea
}: { form: Form<V>; name: K; hint?: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'form' | 'name' | 'value'
>) {
  const field = useField(form, name, hint);
  return (
    <div className="field">
      <label htmlFor={field.id}>{field.label}</label>
      <textarea
        {...textarea}
        {...field.control}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.set(name, event.target.value as V[K])}
      />
      {field.after}
    </div>
  );
}
