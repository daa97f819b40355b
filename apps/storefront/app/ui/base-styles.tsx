import { useContext } from 'react';
import { NonceContext } from './json-ld.tsx';

// The base styles (design tokens, element defaults, .container, .button, .rich-text): the server has their text;
// the browser bundle never carries it (the condition is false there and the import is dropped).
const serverText = import.meta.env.SSR ? (await import('../app.css?inline')).default : '';

/**
 * The shop's base styles, inlined in every page's head before its one style sheet (decision 0037): they are first
 * in the cascade, so a component's CSS module wins a tie with them wherever the component is loaded, as route and
 * on-use styles always did. In the browser the element keeps the text the server wrote (read back while hydrating,
 * never sent twice).
 */
export function BaseStyles() {
  const nonce = useContext(NonceContext);
  const text = import.meta.env.SSR
    ? serverText
    : (document.getElementById(BASE_STYLES_ID)?.textContent ?? '');
  return (
    <style
      id={BASE_STYLES_ID}
      nonce={nonce}
      // The browser hides a nonce from the DOM after parsing; hydration must not compare it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

const BASE_STYLES_ID = 'base-styles';
