import { type RefObject, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchHref } from './search-query.ts';

/**
 * The header's search box, taken over once the panel is loaded: what is typed, and whether the panel is open.
 * Typing or focusing a box with text opens it; leaving the box and panel, submitting the form (the results page,
 * inside the app) or any navigation closes it. The box says whether its popup is open (aria-expanded).
 */
export function useSearchBox(searchBox: RefObject<HTMLInputElement | null>, searchPath: string) {
  const navigate = useNavigate();
  const location = useLocation();
  // Mounted on the first focus: whatever is already typed counts.
  const [query, setQuery] = useState(() => searchBox.current?.value ?? '');
  const [open, setOpen] = useState(() => query.trim().length > 0);
  const [locationKey, setLocationKey] = useState(location.key);

  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    const input = searchBox.current;
    const area = input?.form?.parentElement;
    if (!input || !area) return;
    const onInput = () => {
      setQuery(input.value);
      setOpen(input.value.trim().length > 0);
    };
    const onFocus = () => setOpen(input.value.trim().length > 0);
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      setOpen(false);
      const q = input.value.trim();
      void navigate(q ? searchHref(searchPath, q) : searchPath);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !area.contains(next)) setOpen(false);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.form?.addEventListener('submit', onSubmit);
    area.addEventListener('focusout', onFocusOut);
    // Whatever was typed between the first render and these listeners (a fast typist, a slow phone) counts too.
    const sync = requestAnimationFrame(() => document.activeElement === input && onInput());
    return () => {
      cancelAnimationFrame(sync);
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.form?.removeEventListener('submit', onSubmit);
      area.removeEventListener('focusout', onFocusOut);
    };
  }, [searchBox, navigate, searchPath]);

  useEffect(() => {
    const input = searchBox.current;
    input?.setAttribute('aria-expanded', String(open));
    return () => input?.setAttribute('aria-expanded', 'false');
  }, [searchBox, open]);

  return { query, open, setOpen };
}
