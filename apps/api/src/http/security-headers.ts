import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The security headers of every answer of the host (decision 0024): one hook on the root instance adds them to
 * whatever is sent — API JSON, images, static files, pages, errors and 404s — and each kind of page asks for its
 * Content-Security-Policy here, so that every policy of the shop is written in this file.
 *
 * Scripts run only from the shop's own origin or with this response's nonce (never 'unsafe-inline'); style elements
 * likewise; style attributes are allowed (`style-src-attr 'unsafe-inline'`) because the pages render a few computed
 * ones (colour swatches, rating bars, compare columns) and shop owners' rich text may carry them: an attribute can
 * restyle an element but cannot run code or load anything the other directives refuse.
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

/** Hash sources of every inline `<script>` and `<style>` of a fixed HTML page. */
export function inlineHashes(html: string): Required<Pick<PageSources, 'scriptHashes' | 'styleHashes'>> {
  const bodies = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map(
      (match) => match[1]!,
    );
  return { scriptHashes: bodies('script').map(sha256Source), styleHashes: bodies('style').map(sha256Source) };
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
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    for (const [name, value] of Object.entries(COMMON)) reply.header(name, value);
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader(CSP))
      reply.header(CSP, isScript(reply.getHeader('content-type')) ? SCRIPT_POLICY : RESOURCE_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
