import type { FastifyInstance } from 'fastify';
import { paymentSessionParams, providerPageQuery } from '@hemma/contract';
import { AppError } from '../errors.ts';
import { formatSek, type ShopLocale } from '@hemma/commerce';
import QRCode from 'qrcode';
import { requirePageKey } from '../use-cases/payment/page-key.ts';
import { currentSession, present, swishToken } from '../use-cases/payment/payments.ts';
import type { PaymentContext } from '../use-cases/payment/payment-context.ts';
import { methodForm } from './provider-page-forms.ts';
import { PAGE_TEXTS } from './provider-page-texts.ts';
import { createNonce, usePagePolicy } from './security-headers.ts';
import { parseInput } from './validation.ts';

/**
 * The sandbox providers' hosted pages, shown in the checkout's iframe: they stand in for a card PSP's page (with its
 * 3-D Secure challenge), Swish's (a number to send the request to, or a QR code on a computer) and an invoice
 * provider's (personnummer and the credit decision). They call the provider's side, and tell the shop's page the
 * outcome with postMessage. Style and script carry the response's CSP nonce (security-headers.ts).
 */
function page(session: {
  id: string;
  /** The page's key (page-key.ts): its calls to the provider's side send it. */
  pageKey: string;
  amount: number;
  currency: string;
  method: string;
  nonce: string;
  qrSvg: string | null;
  locale: ShopLocale;
}): string {
  // As the shop writes amounts in the shopper's language: "1 595,50 kr", "1.529,00 €" (@hemma/commerce).
  const amount = formatSek(session.amount, session.locale, session.currency);
  const form = methodForm(session.method, amount, session.qrSvg, session.locale);
  const text = PAGE_TEXTS[session.locale];
  return `<!doctype html>
<html lang="${session.locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${form.title}</title>
<style nonce="${session.nonce}">
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d1d1b;background:#fff;overflow-wrap:anywhere}
form,section{display:grid;grid-template-columns:minmax(0,1fr);gap:.75rem;padding:1rem;max-width:26rem}
label{display:grid;grid-template-columns:minmax(0,1fr);gap:.25rem;font-size:.875rem;font-weight:600}
input,select{width:100%;min-width:0;min-height:40px;padding:.4rem .6rem;border:1px solid #cfc8bb;border-radius:2px;font:inherit}
button{min-height:44px;border:0;border-radius:2px;background:#2f5443;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#2f5443;border:1px solid #2f5443}
.row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));align-items:end;gap:.75rem}.note{margin:0;color:#65625b;font-size:.8125rem}
.field-error{margin:0;color:#a3261c;font-size:.875rem;font-weight:600}
.badge{display:inline-block;padding:0 .4rem;border:1px solid #a65d00;color:#a65d00;border-radius:2px;font-size:.75rem}
[hidden]{display:none!important}#result{margin:0;padding:0 1rem;font-weight:600}.top{padding:1rem 1rem 0}svg{width:10rem;height:10rem}
h2{margin:0;font-size:1.0625rem}.qr svg{display:block;width:11rem;height:11rem;max-width:100%}.wide{display:none}
@media (min-width:30rem){.wide{display:grid}}
</style></head><body>
<p class="note top"><span class="badge">${text.testMode}</span> ${form.title} – ${text.noMoney}</p>
${form.html.replace('{toPay}', text.toPay)}
<p id="result" role="status"></p>
<script nonce="${session.nonce}">
const id = ${JSON.stringify(session.id)};
const key = ${JSON.stringify(session.pageKey)};
const providerSide = (path) => '/api/ext/payment-provider/sessions/' + id + path + '?key=' + key;
const tell = (status) => parent.postMessage({ source: 'hemma-payment-provider', session_id: id, status }, location.origin);
const result = document.getElementById('result');
const INVALID = ${JSON.stringify(form.invalid)};
const MESSAGES = ${JSON.stringify(text.outcome)};
async function call(action, body) {
  const response = await fetch(providerSide('/' + action), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const answer = await response.json();
  const form = document.querySelector('form:not([hidden])');
  const field = form && form.querySelector('input');
  const fieldError = form && form.querySelector('.field-error');
  if (fieldError) { fieldError.hidden = true; field.removeAttribute('aria-invalid'); }
  if (!response.ok && response.status === 400 && fieldError) {
    // Said by the field it is about, as the shop's own forms do.
    fieldError.textContent = INVALID;
    fieldError.hidden = false;
    field.setAttribute('aria-invalid', 'true');
    field.focus();
    return null;
  }
  if (!response.ok) { result.textContent = response.status === 400 ? INVALID : answer.result; return null; }
  return show(answer.result);
}
// The checkout's frame takes the page's height, so nothing (a button) is hidden below its edge on a phone.
new ResizeObserver(() =>
  parent.postMessage({ source: 'hemma-payment-provider', session_id: id, status: 'height',
    height: document.documentElement.scrollHeight }, location.origin)).observe(document.body);
function show(session) {
  if (session.status === 'pending') return session;
  result.textContent = MESSAGES[session.status] || MESSAGES[session.error_code] || ${JSON.stringify(text.failed)};
  document.querySelectorAll('form,section').forEach((el) => { el.hidden = true; });
  tell(session.status);
  return session;
}
tell('ready');
${form.script}
</script></body></html>`;
}

/**
 * The QR code a computer shows for a Swish payment (decision 0033): Swish's QR format for a payment request token is
 * `D` and the token; the app that scans it opens that request. Drawn here as SVG (no image request, no third party).
 */
async function swishQrCode(token: string | null): Promise<string | null> {
  if (!token) return null;
  return QRCode.toString(`D${token}`, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export function registerProviderPage(app: FastifyInstance, context: PaymentContext): void {
  app.get<{ Params: { id: string } }>('/payment-provider/:id', async (request, reply) => {
    const { id } = parseInput(paymentSessionParams, request.params, 'path');
    const { key, lang } = parseInput(providerPageQuery, request.query ?? {}, 'query');
    requirePageKey(context.secret, id, key);
    const row = await currentSession(context, id);
    const session = present(context, row);
    if (session.status !== 'pending')
      throw new AppError(409, `Payment session ${id} is already ${session.status}`);
    const nonce = createNonce();
    usePagePolicy(reply, 'payment-provider', { nonce });
    const qrSvg = await swishQrCode(swishToken(row));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page({
          id,
          pageKey: key,
          amount: session.amount,
          currency: session.currency,
          method: session.method,
          nonce,
          qrSvg,
          // The checkout names the shopper's language; a page opened without it is Swedish, as the shop is.
          locale: lang ?? 'sv-SE',
        }),
      );
  });
}
