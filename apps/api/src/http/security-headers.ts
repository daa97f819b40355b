import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The security headers of every answer of the host (decision 0024): one hook on the root instance adds them to
 * whatever is sent — API JSON, images, static files, pages, errors and 404s — and each kind of page asks for its
 * Content-Security-Policy here, so that every policy of the shop is written in this file.
 *
 * Scripts run only from the shop's own origin or with this response's nonce (never 'unsafe-inline'), or by hash where
 * one page is sent to many (fixed pages, the pages the host's page cache keeps); style elements likewise; style
 * attributes are allowed (`style-src-attr 'unsafe-inline'`) because the pages render a few computed ones (colour
 * swatches, rating bars, compare columns) and shop owners' rich text may carry them: an attribute can restyle an
 * element but cannot run code or load anything the other directives refuse.
 */

const CSP = 'content-security-policy';

/** Headers every answer carries, whatever it is. */
const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Browsers remember HTTPS for a year once they were told over HTTPS (never over plain HTTP, RFC 6797 §7.2). */
const HSTS = 'max-age=31536000';

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/** Anything that is not a page (JSON, images, files, errors): it may load nothing and be framed by no one. */
const RESOURCE_POLICY = policy({ 'default-src': "'none'", 'frame-ancestors': "'none'" });

/**
 * A script file: a page's own CSP governs the modules it loads, but a service worker (and any worker) runs under the
 * CSP of its script's answer, and the storefront's worker fetches pages, API answers and images of the shop.
 */
const SCRIPT_POLICY = policy({
  'default-src': "'self'",
  'object-src': "'none'",
  'frame-ancestors': "'none'",
});

export type PageKind = 'storefront' | 'admin' | 'payment-provider' | 'docs' | 'static';

export interface PageSources {
  /** This response's nonce, for the inline scripts and style elements the page writes. */
  nonce?: string;
  /** 'sha256-…' sources of a fixed page's inline scripts and styles. */
  scriptHashes?: string[];
  styleHashes?: string[];
}

const quoted = (sources: PageSources, kind: 'script' | 'style') => [
  ...(sources.nonce ? [`'nonce-${sources.nonce}'`] : []),
  ...((kind === 'script' ? sources.scriptHashes : sources.styleHashes) ?? []).map((hash) => `'${hash}'`),
];

/** The Content-Security-Policy of a page of `kind`. */
export function pagePolicy(kind: PageKind, sources: PageSources = {}): string {
  const scripts = quoted(sources, 'script');
  const styles = quoted(sources, 'style');
  switch (kind) {
    // The React Router pages: the app's modules, React Router's inline hydration scripts (nonce), product images,
    // the sandbox payment page in an iframe, the service worker and the web app manifest — all from the shop.
    case 'storefront':
    case 'admin':
      return policy({
        'default-src': "'self'",
        'script-src': ["'self'", ...scripts].join(' '),
        'style-src': ["'self'", ...styles].join(' '),
        'style-src-attr': "'unsafe-inline'",
        // data: for the small SVG icons in the style sheets; blob: for the back office's upload previews.
        'img-src': kind === 'admin' ? "'self' data: blob:" : "'self' data:",
        'font-src': "'self'",
        'connect-src': "'self'",
        'frame-src': kind === 'storefront' ? "'self'" : "'none'",
        'worker-src': kind === 'storefront' ? "'self'" : "'none'",
        'manifest-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
    // The sandbox provider's card form: shown in the checkout's iframe, so only the shop itself may frame it.
    case 'payment-provider':
      return policy({
        'default-src': "'none'",
        'script-src': scripts.join(' ') || "'none'",
        'style-src': styles.join(' ') || "'none'",
        'connect-src': "'self'",
        'img-src': "'self'",
        'base-uri': "'none'",
        'form-action': "'self'",
        'frame-ancestors': "'self'",
      });
    // Fixed pages: /api/docs (a style element, no script) and the offline page (its style and redirect script).
    case 'docs':
    case 'static':
      return policy({
        'default-src': "'none'",
        'script-src': scripts.join(' ') || "'none'",
        'style-src': styles.join(' ') || "'none'",
        'img-src': "'self'",
        'base-uri': "'none'",
        'form-action': "'none'",
        'frame-ancestors': "'none'",
      });
  }
}

/** A fresh nonce for one response (128 random bits). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The CSP source of an inline script's or style's exact text. */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

export type InlineHashes = Required<Pick<PageSources, 'scriptHashes' | 'styleHashes'>>;

interface InlineElement {
  tag: 'script' | 'style';
  attributes: string;
  /** The text as the browser checks it against the policy: the parser turns CR LF and lone CRs into LF. */
  text: string;
}

/** An attribute's value in a start tag's attribute text (double-, single- or unquoted), or null. */
function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/**
 * Scripts a browser runs, and so checks against `script-src`: classic (no type, or a JavaScript MIME type), module,
 * import map, speculation rules. Any other type (`application/ld+json`) is a data block: never run, never checked.
 */
function runsAsScript(attributes: string): boolean {
  const type = attribute(attributes, 'type')?.trim().toLowerCase();
  return (
    !type ||
    /^(module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript))$/.test(
      type,
    )
  );
}

/**
 * The inline `<script>` (run as script, not loaded by `src`) and `<style>` elements of an HTML document, in order.
 * Their text is raw text to the HTML parser: it runs to the first end tag of the element's name, whatever it holds.
 */
function inlineElements(html: string): InlineElement[] {
  const elements: InlineElement[] = [];
  for (const match of html.matchAll(/<(script|style)(?=[\s/>])([^>]*)>([\s\S]*?)<\/\1(?=[\s/>])/gi)) {
    const tag = match[1]!.toLowerCase() as InlineElement['tag'];
    const attributes = match[2]!;
    if (tag === 'script' && (attribute(attributes, 'src') !== null || !runsAsScript(attributes))) continue;
    elements.push({ tag, attributes, text: match[3]!.replace(/\r\n?/g, '\n') });
  }
  return elements;
}

function hashesOf(elements: InlineElement[]): InlineHashes {
  const of = (tag: InlineElement['tag']) => [
    ...new Set(
      elements.filter((element) => element.tag === tag).map((element) => sha256Source(element.text)),
    ),
  ];
  return { scriptHashes: of('script'), styleHashes: of('style') };
}

/** Hash sources of every inline `<script>` and `<style>` of a fixed HTML page. */
export function inlineHashes(html: string): InlineHashes {
  return hashesOf(inlineElements(html));
}

/**
 * Hash sources of the inline scripts and style elements a render wrote, for a page sent to many (the host's page
 * cache, decision 0031): its policy allows exactly these, by hash, instead of the render's nonce, which every copy
 * would share. Only elements carrying the render's nonce are counted. Text that reached the page from elsewhere (a
 * shop owner's rich text, a review) was written before the render began and cannot know its nonce, so a script in it
 * is refused under the hashes as it was under the nonce.
 */
export function renderedInlineHashes(html: string, nonce: string): InlineHashes {
  return hashesOf(inlineElements(html).filter((element) => attribute(element.attributes, 'nonce') === nonce));
}

/** Sets the policy of a page on its answer (the hook keeps it) and, for frameable pages, the matching old header. */
export function usePagePolicy(reply: FastifyReply, kind: PageKind, sources: PageSources = {}): void {
  reply.header(CSP, pagePolicy(kind, sources));
  if (kind === 'payment-provider') reply.header('x-frame-options', 'SAMEORIGIN');
}

const isScript = (type: unknown) =>
  typeof type === 'string' && /^(text|application)\/(java|ecma)script\b/i.test(type);

/**
 * Adds the headers to every answer of `app` and the instances registered in it afterwards: call it on the root
 * instance before anything else is registered. HSTS only for requests that came over HTTPS (after the proxies the
 * host trusts, `request.protocol`).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per answer (issue 32).
  app.addHook(
    'onSend',
    (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, value: unknown) => void,
    ) => {
      for (const name in COMMON) reply.header(name, COMMON[name]);
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
      if (!reply.hasHeader(CSP))
        reply.header(CSP, isScript(reply.getHeader('content-type')) ? SCRIPT_POLICY : RESOURCE_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done(null, payload);
    },
  );
}

/**
 * The same headers on an answer written without Fastify's hooks (a prepared answer, `http-caching.ts`): `headers`
 * are the answer's own, completed in place as the hook above completes a reply's.
 */
export function completeSecurityHeaders(headers: Record<string, unknown>, https: boolean): void {
  Object.assign(headers, COMMON);
  headers['x-frame-options'] ??= 'DENY';
  headers[CSP] ??= isScript(headers['content-type']) ? SCRIPT_POLICY : RESOURCE_POLICY;
  if (https) headers['strict-transport-security'] = HSTS;
}

/** The security headers an answer gets after its own, as a header list (`securityHeaderList`). */
export interface SecurityHeaderList {
  /** Names and values, in turn, as `writeHead` takes them. */
  readonly pairs: readonly string[];
  /** The headers of the list: an answer's own header of one of these names is replaced, so left out. */
  readonly names: ReadonlySet<string>;
}

const lists: (SecurityHeaderList | undefined)[] = [];

/**
 * The headers `completeSecurityHeaders` gives an answer with these own headers, as a list to write after them: the
 * same few lists serve every answer (issue 32: a reused answer's headers are not worked out again per request). Its
 * own frame rule or policy, when it has one, stays, as the hook keeps them.
 */
export function securityHeaderList(
  own: Readonly<Record<string, unknown>>,
  contentType: unknown,
  https: boolean,
): SecurityHeaderList {
  const framed = own['x-frame-options'] !== undefined;
  const policed = own[CSP] !== undefined;
  const script = isScript(contentType);
  const index = (framed ? 8 : 0) + (policed ? 4 : 0) + (script ? 2 : 0) + (https ? 1 : 0);
  let list = lists[index];
  if (!list) {
    // What the rules above add to an answer with just these, less what it had.
    const given: Record<string, unknown> = { 'content-type': contentType };
    if (framed) given['x-frame-options'] = own['x-frame-options'];
    if (policed) given[CSP] = own[CSP];
    const headers = { ...given };
    completeSecurityHeaders(headers, https);
    const pairs: string[] = [];
    for (const name in headers) if (!(name in given)) pairs.push(name, String(headers[name]));
    list = { pairs, names: new Set(pairs.filter((_, i) => i % 2 === 0)) };
    lists[index] = list;
  }
  return list;
}
