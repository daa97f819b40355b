import { createHash } from 'node:crypto';
import { expect } from 'vitest';

/** The directives of a Content-Security-Policy header, each with its sources. */
export function directives(header: string | null): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

/**
 * The text of each inline `<script>` a browser runs (no `src`, not a JSON data block such as JSON-LD) and of each
 * `<style>` element of a page, as the HTML parser reads raw text: up to the first end tag.
 */
export function inlineTexts(html: string): { scripts: string[]; styles: string[] } {
  const texts = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi'))]
      .filter(
        ([, attributes = '']) =>
          !/\ssrc=/.test(attributes) && !/\stype="application\/[\w+]*json"/.test(attributes),
      )
      .map((match) => match[2]!);
  return { scripts: texts('script'), styles: texts('style') };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A page sent to many (the page cache's): its policy honours no nonce, whatever the HTML carries, and allows each of
 * its inline scripts and style elements by the hash of its text (decisions 0024, 0031).
 */
export function expectAllowedByHash(html: string, header: string | null): void {
  const csp = directives(header);
  const scriptSources = csp.get('script-src')!;
  const styleSources = csp.get('style-src')!;
  for (const source of [...csp.values()].flat()) expect(source).not.toMatch(/^'nonce-/);
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(styleSources).not.toContain("'unsafe-inline'");
  const { scripts, styles } = inlineTexts(html);
  // The hydration data, the module loader, scroll restoration, React's helpers, the consent defaults, held submits.
  expect(scripts.length).toBeGreaterThan(5);
  expect(styles.length).toBeGreaterThan(0);
  for (const text of scripts) expect(scriptSources, text.slice(0, 80)).toContain(sha256(text));
  for (const text of styles) expect(styleSources, text.slice(0, 80)).toContain(sha256(text));
}
