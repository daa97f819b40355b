import { type RefObject, useLayoutEffect } from 'react';

export type NoticePlace = 'bottom' | 'top' | 'away';

const EDGE = 16;

/** The field the shopper is filling in, if any (buttons, checkboxes and radios are not filled in). */
function focusedField(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return active;
  if (active instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(active.type))
    return active;
  return null;
}

/**
 * Where the notice stack may sit without covering the field being filled in (issue: on a phone the notice hid the
 * checkout's fields): at the bottom as usual; at the top while a field is focused in the lower part of the screen;
 * out of sight while neither edge leaves the field free (a tall stack on a short screen).
 */
export function placeFor(field: DOMRect | null, stackHeight: number, viewportHeight: number): NoticePlace {
  if (!field) return 'bottom';
  const free = (top: number) => top + stackHeight <= field.top || top >= field.bottom;
  if (free(viewportHeight - EDGE - stackHeight)) return 'bottom';
  if (free(EDGE)) return 'top';
  return 'away';
}

/**
 * Keeps the stack's place (its data-place attribute) in step with focus, scrolling, the on-screen keyboard (visual
 * viewport) and the stack's own height. Written to the element directly: a move is a style change, not a render.
 */
export function useNoticePlace(stack: RefObject<HTMLElement | null>, count: number): void {
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element) return;
    const place = () => {
      const viewport = window.visualViewport?.height ?? window.innerHeight;
      const field = focusedField()?.getBoundingClientRect() ?? null;
      element.setAttribute('data-place', placeFor(field, element.getBoundingClientRect().height, viewport));
    };
    const later = () => setTimeout(place, 0);
    place();
    document.addEventListener('focusin', place);
    document.addEventListener('focusout', later);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    window.visualViewport?.addEventListener('resize', place);
    return () => {
      document.removeEventListener('focusin', place);
      document.removeEventListener('focusout', later);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      window.visualViewport?.removeEventListener('resize', place);
    };
  }, [stack, count]);
}
