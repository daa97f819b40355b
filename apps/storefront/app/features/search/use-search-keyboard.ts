import { type KeyboardEvent, type RefObject, useEffect } from 'react';

/**
 * The keys of the search combobox: while the panel is open, Escape in the box closes it and keeps the typed term
 * (a search box clears itself on Escape otherwise), ArrowDown moves into the panel's first link. Escape inside the
 * panel, or its close button, closes it and gives the focus back to the box.
 */
export function useSearchKeyboard(
  searchBox: RefObject<HTMLInputElement | null>,
  panel: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    const input = searchBox.current;
    if (!input) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (input.getAttribute('aria-expanded') !== 'true') return;
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === 'ArrowDown') {
        const first = panel.current?.querySelector<HTMLElement>('a[href]');
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [searchBox, panel, setOpen]);

  const close = () => {
    setOpen(false);
    searchBox.current?.focus();
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return { close, onPanelKeyDown };
}
