import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the response being rendered (entry.server.tsx provides it; in the browser there is none). A
 * JSON-LD data block is not run as a script, but it carries the nonce like every script element the page writes
 * (decision 0024), so that a policy or a tool that looks at script elements finds none without it.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** Serialised for a <script> element: no "</script>" or HTML comment can be formed. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A schema.org JSON-LD block (already serialised text, or an object). */
export function JsonLd({ data }: { data: string | object }) {
  const nonce = useContext(NonceContext);
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides a nonce from the DOM after parsing; hydration must not compare it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: typeof data === 'string' ? data : jsonLdText(data) }}
    />
  );
}
