import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from './ui/json-ld.tsx';
import { BaseStylesContext } from './ui/base-styles.tsx';
import baseStyles from './app.css?inline';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * The host's nonce of this response's Content-Security-Policy (decision 0024): React Router's inline scripts
     * (hydration data, module loading, scroll restoration) and React's own carry it, so no 'unsafe-inline' is needed.
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
 * server as React's bootstrap script (with the nonce), so none of it is in the browser's bundle.
 */
const CONSENT_DEFAULTS =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
  `gtag('consent','default',${DENIED},wait_for_update:500});` +
  "try{var c=JSON.parse(localStorage.getItem('claims')||'{}').cookiesAccepted;" +
  `if(c&&c.value===true)gtag('consent','update',${GRANTED}})}catch(e){}`;

/**
 * React Router's default server entry for Node, with the host's CSP nonce on every inline script it writes, streamed
 * from the shell on (the host sends personal pages as they come and keeps guest pages whole) and stopped when the
 * request is aborted. Node streams, as the default: with React's web-stream renderer the category page served a quarter of the pages per
 * second (bench:ssr, SSR/static ratio 0.013 against 0.058).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers wait for all content; browsers get the shell first (the host streams the pages it does not keep).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <BaseStylesContext value={baseStyles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </BaseStylesContext>
      </NonceContext>,
      {
        nonce,
        bootstrapScriptContent: CONSENT_DEFAULTS,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; shell errors are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
    // The client went away (the host aborts the request): stop rendering a page nobody will read.
    request.signal.addEventListener('abort', () => abort(), { once: true });
  });
}
