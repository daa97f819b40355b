import { describe, expect, it } from 'vitest';
import { modulesAfterFirstPaint } from './modules-after-paint.server.ts';

const MODULE =
  'import "/assets/a.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.js");';
const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/a.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="N1"/><link rel="stylesheet" href="/s.css"/></head>' +
  `<body><img fetchpriority="high" src="/img/x.webp"/><script nonce="N1" type="module" async>${MODULE}</script>` +
  '<!--$s--><script nonce="N1">window.x=1;</script></body></html>';

/** The argument the loader is called with, as written in the page. */
function literalOf(html: string): string {
  const literal = /\)\(("(?:[^"\\]|\\.)*")\)<\/script>/.exec(html)?.[1];
  if (!literal) throw new Error('no loader call in the page');
  return literal;
}
/** The same, read back as JavaScript reads it. */
const codeOf = (html: string) => JSON.parse(literalOf(html)) as string;

describe('modulesAfterFirstPaint (decision 0044)', () => {
  it('writes the preloads with a rel no browser fetches, and nothing else about the links', () => {
    const html = modulesAfterFirstPaint(PAGE);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<link rel="hemma-modulepreload" href="[^"]+" nonce="N1"\/>/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/s.css"/>');
  });

  it('puts a classic script with the nonce in place of the module script, holding its text unchanged', () => {
    const html = modulesAfterFirstPaint(PAGE);
    expect(html).not.toContain('type="module"');
    expect(html.match(/<script/g)).toHaveLength(PAGE.match(/<script/g)!.length);
    expect(html).toMatch(
      /<img fetchpriority="high" src="\/img\/x.webp"\/><script nonce="N1">\(function\(code\)/,
    );
    expect(codeOf(html)).toBe(MODULE);
    expect(html).toContain('<!--$s--><script nonce="N1">window.x=1;</script></body></html>');
  });

  it('writes no "<" of the module text into the page, so none of it can open a comment or a script', () => {
    const tricky = 'const a = "<!-- <script> x";\nimport("/assets/entry.js");';
    const html = modulesAfterFirstPaint(PAGE.replace(MODULE, tricky));
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(literalOf(html)).not.toContain('<');
    expect(codeOf(html)).toBe(tricky);
  });

  it('leaves a document without a module script as it is', () => {
    const plain = '<html><body><p>Offline</p></body></html>';
    expect(modulesAfterFirstPaint(plain)).toBe(plain);
  });

  it('writes a loader that parses as JavaScript', () => {
    const html = modulesAfterFirstPaint(PAGE);
    const script = /<script nonce="N1">(\(function[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(() => new Function(script)).not.toThrow();
  });
});
