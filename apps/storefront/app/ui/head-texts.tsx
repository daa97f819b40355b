import { createContext, useContext } from 'react';
import { NonceContext } from './json-ld.tsx';

/**
 * Texts that entry.server.tsx inlines in every page's head and the browser bundle never carries: the base styles
 * (app.css: design tokens, element defaults, .container, .button, .rich-text) and the listener that holds a form sent
 * before the page is hydrated.
 */
export interface HeadTexts {
  baseStyles: string;
  heldSubmits: string;
}
export const HeadTextsContext = createContext<HeadTexts>({ baseStyles: '', heldSubmits: '' });

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

/** Holds a form sent before the page is hydrated, for lib/held-submits.ts to send again (entry.server.tsx). */
export function HeldSubmits() {
  return <ServerText tag="script" id="held-submits" text={(texts) => texts.heldSubmits} />;
}

/**
 * The shop's base styles, inlined in every page's head before its one style sheet (decision 0037): they are first
 * in the cascade, so a component's CSS module wins a tie with them wherever the component is loaded, as route and
 * on-use styles always did.
 */
export function BaseStyles() {
  return <ServerText tag="style" id="base-styles" text={(texts) => texts.baseStyles} />;
}
