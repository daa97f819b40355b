import { type RefObject, useLayoutEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Whether the shopper changed a control of the server's HTML before React hydrated it: its state is no longer the
 * one it was rendered with (React sets a control's default state from its props and leaves the shopper's value alone
 * when it hydrates it). A radio button that was left for another is not counted: the chosen one is.
 */
export function changedBeforeHydration(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked);
  return control.value !== control.defaultValue;
}

function controlsOf(root: HTMLElement): Control[] {
  if (
    root instanceof HTMLInputElement ||
    root instanceof HTMLSelectElement ||
    root instanceof HTMLTextAreaElement
  )
    return [root];
  return [...root.querySelectorAll<Control>('input, select, textarea')];
}

/**
 * What a shopper typed or chose before the page was hydrated reaches the component that owns it (decision 0047).
 * React 19 keeps such a value on screen when it hydrates the control but tells no component, so a controlled control
 * would go on rendering its first value: the product page would show "Fårskinnsdyna" ticked and price the bench without
 * it. Put the returned ref on a control or on an element around several; when it mounts, `apply` gets that element if
 * any control in it differs from what was rendered, and reads the shopper's choice from it. Runs in the layout phase,
 * so the state is right before the browser paints again and before anything the shopper does next; in a render
 * that hydrated nothing the controls are as rendered, and nothing happens.
 */
export function useEarlyInput<T extends HTMLElement>(apply: (root: T) => void): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const applyOnMount = useRef(apply);
  useLayoutEffect(() => {
    const root = ref.current;
    if (root && controlsOf(root).some(changedBeforeHydration)) applyOnMount.current(root);
  }, []);
  return ref;
}

/** The values chosen among the controls named `name` inside `root`: the ticked boxes or radio button, or the select's. */
export function chosenIn(root: HTMLElement, name: string): string[] {
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`),
  ].flatMap((control) =>
    control instanceof HTMLSelectElement
      ? [...control.selectedOptions].map((option) => option.value).filter(Boolean)
      : control.type === 'checkbox' || control.type === 'radio'
        ? control.checked
          ? [control.value]
          : []
        : [control.value],
  );
}
