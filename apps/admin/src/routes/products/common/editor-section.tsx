import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ProductEditor } from './use-product-editor.ts';

/**
 * A section of the product editor that folds: a region named by its heading, the heading the fold's summary. A
 * refused save opens every section that holds a problem, so the summary's links land on a field in view.
 */
export function EditorSection({
  editor,
  name,
  title,
  fieldPath,
  defaultOpen = true,
  children,
}: {
  editor: ProductEditor;
  /** The section's part of its heading's id (`general` → `{editor.id}-general-title`). */
  name: string;
  title: string;
  /** The form path a problem of the whole section points at (`images`): the section takes the focus. */
  fieldPath?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const body = useRef<HTMLDetailsElement>(null);
  const titleId = `${editor.id}-${name}-title`;
  useEffect(() => {
    if (editor.refusals > 0 && body.current?.querySelector('[aria-invalid="true"], .field-error'))
      setOpen(true);
  }, [editor.refusals]);
  return (
    <section
      className="panel editor-section"
      aria-labelledby={titleId}
      id={fieldPath ? editor.fieldId(fieldPath) : undefined}
      tabIndex={fieldPath ? -1 : undefined}
    >
      <details ref={body} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <h2 id={titleId}>{title}</h2>
        </summary>
        <div className="editor-section-body">{children}</div>
      </details>
    </section>
  );
}
