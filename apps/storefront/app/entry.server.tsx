import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { NonceContext } from './ui/json-ld.tsx';
import { HeadTextsContext } from './ui/head-texts.tsx';
import { type DocumentOutcome, streamDocument } from './lib/stream-document.server.ts';
import baseStyles from './app.css?inline';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * The host's nonce of this response's Content-Security-Policy (decision 0024): React's inline scripts and React
     * Router's (hydration data, module loading, scroll restoration) carry it, so no 'unsafe-inline' is needed.
     */
    nonce?: string;
    /**
     * Filled in by the render of a document: `whole` says, once the document has been read to its end, whether every part
     * of it was rendered (false when the render was stopped or a part failed, its place left for the browser to
     * render). The page cache keeps only whole documents (decision 0031).
     */
    document?: DocumentOutcome;
  }
}

export const streamTimeout = 5_000;

const DENIED =
  "{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'";
const GRANTED = DENIED.replace(/denied/g, 'granted');
/**
 * Google Consent Mode v2 defaults, before any script of the page's code runs: everything denied until the shopper
 * accepts (ui/consent-banner.tsx); a choice kept as the SPEC's claim is applied at once (decision 0028). Written by
 * React as its bootstrap script (with the nonce), so none of it is in the browser's bundle.
 */
const CONSENT_DEFAULTS =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
  `gtag('consent','default',${DENIED},wait_for_update:500});` +
  "try{var c=JSON.parse(localStorage.getItem('claims')||'{}').cookiesAccepted;" +
  `if(c&&c.value===true)gtag('consent','update',${GRANTED}})}catch(e){}`;

/**
 * A form marked `data-replay-submit` that is sent before the page's code has arrived (the product page's "Lägg i
 * varukorgen" tapped while the scripts are on their way, a login sent at once) is held, not posted: the browser would
 * post it to the page, which takes nothing (backToThePage below), and the tap would be lost. It is marked busy, kept once however often it
 * is tapped, and sent again once the page is hydrated (lib/held-submits.ts). From the moment React is on the page its
 * handler calls `preventDefault` before this listener sees the event, and `hemmaSubmits` is null. Written into the
 * head, so that it listens before the first tap can come.
 */
const HELD_SUBMITS =
  'window.hemmaSubmits=[];addEventListener("submit",function(e){var q=window.hemmaSubmits,f=e.target;' +
  'if(!q||e.defaultPrevented||!f.hasAttribute("data-replay-submit"))return;e.preventDefault();' +
  'f.setAttribute("aria-busy","true");' +
  'if(!q.some(function(s){return s.form===f}))q.push({form:f,submitter:e.submitter})})';

const HEAD_TEXTS = { baseStyles, heldSubmits: HELD_SUBMITS };

/**
 * A form posted to a page that takes none: "Lägg i varukorgen" from a browser without JavaScript (with it, a tap
 * before the page's code arrived is held, HELD_SUBMITS above), or a robot. The shopper is sent back to the page
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
 * The server entry: React 19 streams the document (decision 0047) with the host's CSP nonce on every inline script,
 * its own and React Router's. Browsers get it from the shell on (the host streams what it does not keep and keeps
 * guest pages whole); crawlers once all of it is ready. The render stops when the client goes away or after
 * `streamTimeout`, and says in `loadContext.document` whether the document came out whole.
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

  const userAgent = request.headers.get('user-agent');
  const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);
  const { body, outcome } = await streamDocument(
    <NonceContext value={nonce}>
      <HeadTextsContext value={HEAD_TEXTS}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </HeadTextsContext>
    </NonceContext>,
    {
      nonce,
      bootstrapScriptContent: CONSENT_DEFAULTS,
      waitForAll,
      signal: request.signal,
      timeoutMs: streamTimeout + 1000,
      onError: (error) => console.error(error),
      // The host reads it once the document has been read to its end (it keeps only whole documents).
      outcome: loadContext.document,
    },
  );
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(createReadableStreamFromReadable(body), {
    headers: responseHeaders,
    // A crawler's document is sent once all of it is ready: a part that failed is a server error.
    status: waitForAll && !outcome.whole ? 500 : responseStatusCode,
  });
}
