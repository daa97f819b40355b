import './runtime/preact-options.ts';
import { renderToStringAsync } from 'preact-render-to-string';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { NonceContext } from './ui/json-ld.tsx';
import { HeadTextsContext } from './ui/head-texts.tsx';
import baseStyles from './app.css?inline';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * The host's nonce of this response's Content-Security-Policy (decision 0024): React Router's inline scripts
     * (hydration data, module loading, scroll restoration) and ours carry it, so no 'unsafe-inline' is needed.
     */
    nonce?: string;
  }
}

export const streamTimeout = 5_000;

const DENIED =
  "{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'";
const GRANTED = DENIED.replace(/denied/g, 'granted');
/**
 * Google Consent Mode v2 defaults, before any other script of the page: everything denied until the shopper accepts
 * (ui/consent-banner.tsx); a choice kept as the SPEC's claim is applied at once (decision 0028). Written by the
 * server into the head (ui/head-texts.tsx, with the nonce), so none of it is in the browser's bundle.
 */
const CONSENT_DEFAULTS =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
  `gtag('consent','default',${DENIED},wait_for_update:500});` +
  "try{var c=JSON.parse(localStorage.getItem('claims')||'{}').cookiesAccepted;" +
  `if(c&&c.value===true)gtag('consent','update',${GRANTED}})}catch(e){}`;

/**
 * A form marked `data-replay-submit` that is sent before its page is hydrated (the product page's "Lägg i
 * varukorgen", tapped while the page's code is still on its way) is held, not posted: the browser would post it to
 * the page, which takes nothing (backToThePage below), and the tap would be lost. Its handler, once hydrated, calls
 * `preventDefault` before this listener sees the event; a form it did not handle waits in `hemmaSubmits`, marked busy,
 * and runtime/early-input.ts sends it again when the form is hydrated. Written into the head like the consent
 * defaults, so that it listens before the first tap can come.
 */
const EARLY_SUBMITS =
  'window.hemmaSubmits=[];addEventListener("submit",function(e){var q=window.hemmaSubmits,f=e.target;' +
  'if(!q||e.defaultPrevented||!f.hasAttribute("data-replay-submit"))return;e.preventDefault();' +
  'f.setAttribute("aria-busy","true");' +
  'if(!q.some(function(s){return s.form===f}))q.push({form:f,submitter:e.submitter})})';

const HEAD_TEXTS = { baseStyles, consentDefaults: CONSENT_DEFAULTS, earlySubmits: EARLY_SUBMITS };

/**
 * React Router writes its hydration data through a Suspense boundary beside the document (`<ServerRouter>`); Preact
 * renders that after `</html>`, where a browser moves it into the body as it parses. Moved there before sending, the
 * document is valid HTML, and the same as the browser will hydrate.
 */
function insideBody(html: string): string {
  const end = html.lastIndexOf('</body></html>');
  if (end < 0) return html;
  const after = html.slice(end + '</body></html>'.length);
  return after ? `${html.slice(0, end)}${after}</body></html>` : html;
}

/**
 * The page's modules are preloaded at low priority: the document, the style sheet and the LCP image (`fetchPriority`
 * high) take the bandwidth first, and the scripts, which render nothing the shopper sees (the page is the server's
 * HTML until it is hydrated), follow. React Router writes the links without a priority, and a preload at the default
 * (high) shares a slow connection with what is painted first.
 */
function lowPriorityModules(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * A form posted to a page that takes none: "Lägg i varukorgen" from a browser without JavaScript (with it, a tap
 * before the page's code arrived is held, EARLY_SUBMITS above), or a robot. The shopper is sent back to the page
 * (303) instead of an error page rendered without the shop's texts (React Router runs no loader for it).
 */
function backToThePage(request: Request): Response {
  const url = new URL(request.url);
  return new Response(null, { status: 303, headers: { Location: url.pathname + url.search } });
}

/**
 * React Router's errors are logged as it logs them, but for the form posted to a page that takes none: that is the
 * 405 `backToThePage` answers, not a fault of the shop, and it would put a stack in the log for every such tap.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 405 && request.method.toUpperCase() !== 'GET') return;
  const internal = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(internal ?? error);
}

/**
 * The server entry: the page is rendered to one string (Preact, decision 0040) with the host's CSP nonce on every
 * inline script React Router writes. The host compresses it and keeps guest pages whole. A request whose client went
 * away before the render is not rendered at all.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD' || request.signal.aborted)
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  if (responseStatusCode === 405 && request.method.toUpperCase() !== 'GET') return backToThePage(request);
  const nonce = loadContext.nonce;
  const html = await renderToStringAsync(
    <NonceContext value={nonce}>
      <HeadTextsContext value={HEAD_TEXTS}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </HeadTextsContext>
    </NonceContext>,
  );
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(`<!DOCTYPE html>${lowPriorityModules(insideBody(html))}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
