import { describe, expect, it } from 'vitest';
import {
  completeSecurityHeaders,
  inlineHashes,
  pagePolicy,
  renderedInlineHashes,
  securityHeaderList,
  sha256Source,
} from './security-headers.ts';

const NONCE = 'R3nd3rN0nce+/AAAAAAAAA==';

describe('the hashes a kept page is allowed by (decisions 0024, 0031)', () => {
  it.each([
    ['a classic script', `<script nonce="${NONCE}">run()</script>`, ['run()'], []],
    [
      'a module and an import map',
      `<script nonce="${NONCE}" type="module" async="">import "/a.js";</script><script type="importmap" nonce="${NONCE}">{"imports":{}}</script>`,
      ['import "/a.js";', '{"imports":{}}'],
      [],
    ],
    [
      'a style element',
      `<style id="base-styles" nonce="${NONCE}">:root{--c:#fff}</style>`,
      [],
      [':root{--c:#fff}'],
    ],
    [
      'a JSON-LD data block: never run, not allowed',
      `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Thing"}</script>`,
      [],
      [],
    ],
    [
      'a script file: allowed as the shop’s own',
      `<script nonce="${NONCE}" src="/assets/a.js"></script>`,
      [],
      [],
    ],
    [
      'an element without the render’s nonce (written into the page from elsewhere)',
      '<script>steal()</script><style>a{}</style><script nonce="guessed">x()</script>',
      [],
      [],
    ],
    [
      'the same text twice: one hash',
      `<script nonce="${NONCE}">$RC("B:1")</script><script nonce="${NONCE}">$RC("B:1")</script>`,
      ['$RC("B:1")'],
      [],
    ],
    [
      'line breaks as the parser gives them (CR LF → LF)',
      `<script nonce="${NONCE}">a()\r\nb()\rc()</script>`,
      ['a()\nb()\nc()'],
      [],
    ],
    ['upper case and an end tag with a space', `<SCRIPT NONCE="${NONCE}">up()</SCRIPT ><p>`, ['up()'], []],
  ])('%s', (_name, html, scripts, styles) => {
    expect(renderedInlineHashes(html, NONCE)).toEqual({
      scriptHashes: scripts.map(sha256Source),
      styleHashes: styles.map(sha256Source),
    });
  });

  it('a script opened by text from elsewhere swallows the render’s next one, as a browser reads it: none allowed', () => {
    // The browser runs one script here, `inject()<script nonce=…>ok()`: allowing `ok()` would not allow it.
    const html = `<div><script>inject()<script nonce="${NONCE}">ok()</script></div>`;
    expect(renderedInlineHashes(html, NONCE)).toEqual({ scriptHashes: [], styleHashes: [] });
  });

  it('a storefront policy with hashes names no nonce and no unsafe-inline', () => {
    const sources = renderedInlineHashes(
      `<script nonce="${NONCE}">run()</script><style nonce="${NONCE}">a{}</style>`,
      NONCE,
    );
    const directives = new Map(
      pagePolicy('storefront', sources)
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual(["'self'", `'${sha256Source('run()')}'`]);
    expect(directives.get('style-src')).toEqual(["'self'", `'${sha256Source('a{}')}'`]);
  });

  it('a fixed page: every inline script and style, whoever wrote it', () => {
    expect(inlineHashes('<style>b{}</style><script>go()</script><script src="/x.js"></script>')).toEqual({
      scriptHashes: [sha256Source('go()')],
      styleHashes: [sha256Source('b{}')],
    });
  });
});

describe('the security headers of an answer written without the hook (issue 32)', () => {
  /** An answer's own headers followed by the list, each name once: the list's replace the answer's own. */
  const written = (own: Record<string, string>, https: boolean) => {
    const list = securityHeaderList(own, own['content-type'], https);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(own)) if (!list.names.has(name)) headers[name] = value;
    for (let i = 0; i < list.pairs.length; i += 2) headers[list.pairs[i]!] = list.pairs[i + 1]!;
    return headers;
  };

  it.each([
    ['a JSON answer', { 'content-type': 'application/json; charset=utf-8', etag: 'W/"a"' }],
    ['a script', { 'content-type': 'text/javascript' }],
    [
      'a page with its own policy and frame rule',
      {
        'content-type': 'text/html',
        'content-security-policy': "default-src 'self'",
        'x-frame-options': 'SAMEORIGIN',
      },
    ],
    [
      'an answer that names a header the rules set',
      {
        'content-type': 'application/json',
        'x-content-type-options': 'sniff',
        'strict-transport-security': 'max-age=1',
      },
    ],
  ])(
    '%s: the same headers as completing them in place, over HTTP and HTTPS',
    (_, own: Record<string, string>) => {
      for (const https of [false, true]) {
        const completed: Record<string, unknown> = { ...own };
        completeSecurityHeaders(completed, https);
        expect(written(own, https)).toEqual(completed);
      }
    },
  );

  it('is the same list for answers of the same kind', () => {
    const json = { 'content-type': 'application/json' };
    expect(securityHeaderList({ ...json, etag: 'W/"a"' }, json['content-type'], false)).toBe(
      securityHeaderList({ ...json, etag: 'W/"b"' }, json['content-type'], false),
    );
  });
});
