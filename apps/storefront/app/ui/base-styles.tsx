import { createContext, useContext } from 'react';
import { NonceContext } from './json-ld.tsx';

/**
 * The text of the base styles (app.css: design tokens, element defaults, .container, .button, .rich-text), which
 * entry.server.tsx provides: the browser bundle never carries it.
 */
export const BaseStylesContext = createContext('');

/**
 * The shop's base styles, inlined in every page's head before its one style sheet (decision 0037): they are first
 * in the cascade, so a component's CSS module wins a tie with them wherever the component is loaded, as route and
 * on-use styles always did. In the browser the element keeps the text and the nonce the server wrote (read back,
 * never sent twice): should React ever create the element anew (a page that failed to hydrate is rendered again in
 * the browser), the policy still allows it.
 */
export function BaseStyles() {
  const serverNonce = useContext(NonceContext);
  const serverText = useContext(BaseStylesContext);
  const written = import.meta.env.SSR ? null : document.getElementById(BASE_STYLES_ID);
  const text = import.meta.env.SSR ? serverText : (written?.textContent ?? '');
  const nonce = import.meta.env.SSR
    ? serverNonce
    : written instanceof HTMLStyleElement
      ? written.nonce
      : undefined;
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
