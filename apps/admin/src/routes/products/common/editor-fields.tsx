import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FormIssue } from '../../../ui/form/form-errors.ts';
import { useIssueText } from '../../../ui/form/use-issue-text.ts';
import { keyOfApiMessage } from './api-messages.ts';
import type { ProductEditor } from './use-product-editor.ts';

const TYPED = {
  amount: 'product.invalid.amount',
  whole: 'product.invalid.whole',
  decimal: 'product.invalid.decimal',
} as const;

/** Words a problem of the product form: its own number checks, the API refusals it knows, else the shared rules. */
export function useProductIssueText(): (issue: FormIssue) => string {
  const { t } = useI18n();
  const shared = useIssueText();
  return (issue) => {
    if (issue.text && issue.text in TYPED) return t(TYPED[issue.text as keyof typeof TYPED]);
    const known = issue.text ? keyOfApiMessage(issue.text) : null;
    return known ? t(known) : shared(issue);
  };
}

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled field of the editor at `path`: its hint and its problem tied to the control (aria-describedby), the
 * control drawn by `children` with those attributes.
 */
export function EditorField({
  editor,
  path,
  label,
  hint,
  className,
  children,
}: {
  editor: ProductEditor;
  path: string;
  label: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const issueText = useProductIssueText();
  const id = editor.fieldId(path);
  const issue = editor.issueOf(path);
  const describedBy = [issue ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const control = {
    id,
    'aria-invalid': issue ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(control)}
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
    </div>
  );
}

/** A text input bound to a string value of the form. */
export function TextInput({
  editor,
  path,
  label,
  hint,
  value,
  onChange,
  inputMode,
  type = 'text',
  className,
  placeholder,
}: {
  editor: ProductEditor;
  path: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'numeric';
  type?: 'text' | 'date';
  className?: string;
  /** What applies while the field is empty (the EUR price converted from the SEK one, decision 0057). */
  placeholder?: string;
}) {
  return (
    <EditorField editor={editor} path={path} label={label} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </EditorField>
  );
}

/** A checkbox with its label after it. */
export function Checkbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field field-checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
