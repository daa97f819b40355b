import { createContext, useContext } from 'react';
import { NonceContext } from './json-ld.tsx';

/**
 * Texts that entry.server.tsx inlines in every page's head and the browser bundle never carries: the base styles
 * (app.css: design tokens, element defaults, .container, .button, .rich-text), the consent defaults (decision 0028) and
 * the listener that holds a form sent before it is hydrated.
 */
export interface HeadTexts {
  baseStyles: string;
  consentDefaults: string;
  earlySubmits: string;
}
export const HeadTextsContext = createContext<HeadTexts>({
  baseStyles: '',
  consentDefaults: '',
  earlySubmits: '',
});

/**
 * An inline element of the head whose text only the server has. In the browser it keeps the text and the nonce the
 * server wrote (read back, never sent twice): hydration finds the same element, and should it ever be created anew
 * (a page that failed to hydrate is rendered again in the browser) the policy still allows it.
 */
function ServerText({
  tag,
  id,
  text,
}: {
  tag: 'style' | 'script';
  id: string;
  text: (texts: HeadTexts) => string;
}) {
  const serverNonce = useContext(NonceContext);
  const texts = useContext(HeadTextsContext);
  const written = import.meta.env.SSR ? null : document.getElementById(id);
  const Tag = tag;
  return (
    <Tag
      id={id}
      nonce={import.meta.env.SSR ? serverNonce : ((written as HTMLElement | null)?.nonce ?? undefined)}
      // The browser hides a nonce from the DOM after parsing; hydration must not compare it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? text(texts) : (written?.textContent ?? '') }}
    />
  );
}

/**
 * Google Consent Mode's defaults (decision 0028), before any other script of the page: first in the head, so that
 * every later script finds them.
 */
export function ConsentDefaults() {
  return <ServerText tag="script" id="consent-defaults" text={(texts) => texts.consentDefaults} />;
}

/** Holds a form sent before its page is hydrated, for runtime/early-input.ts to send again (entry.server.tsx). */
export function EarlySubmits() {
  return <ServerText tag="script" id="early-submits" text={(texts) => texts.earlySubmits} />;
}

/**
 * The shop's base styles, inlined in every page's head before its one style sheet (decision 0037): they are first
 * in the cascade, so a component's CSS module wins a tie with them wherever the component is loaded, as route and
 * on-use styles always did.
 */
export function BaseStyles() {
  return <ServerText tag="style" id="base-styles" text={(texts) => texts.baseStyles} />;
}
