import type { ShopLocale } from '@hemma/commerce';
import { CARD_TEXTS, CREDIT_TEXTS, type CardTexts, type CreditTexts } from './provider-page-texts.ts';

/**
 * The form each sandbox provider's page shows, and its script (run after the page's shared `call`, `show`, `tell`
 * and `providerSide`, which addresses the provider's side with the page's key). Test values are printed on the page,
 * as test systems do.
 */
export interface MethodForm {
  title: string;
  /** Said when the provider refuses what was typed (a 400). */
  invalid: string;
  html: string;
  script: string;
}

const card = (amount: string, text: CardTexts): MethodForm => ({
  title: text.title,
  invalid: text.invalid,
  html: `<form id="pay" novalidate>
<p class="note">${text.testCards}</p>
<p>{toPay}: <strong>${amount}</strong></p>
<label>${text.number}<input name="card_number" inputmode="numeric" autocomplete="cc-number" aria-describedby="card-error" required></label>
<p id="card-error" class="field-error" role="alert" hidden></p>
<div class="row"><label>${text.expiry}<input name="expiry" autocomplete="cc-exp" required></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label></div>
<button type="submit">${text.pay} ${amount}</button>
</form>
<section id="challenge" hidden aria-labelledby="challenge-title">
<h2 id="challenge-title">${text.challengeTitle}</h2>
<p class="note">${text.challengeNote.replace('{amount}', amount)}</p>
<button type="button" id="complete">${text.approve}</button>
<button type="button" id="fail" class="secondary">${text.cancel}</button>
</section>`,
  script: `document.getElementById('pay').addEventListener('submit', async (event) => {
  event.preventDefault();
  const session = await call('pay', { card_number: event.target.card_number.value });
  if (session && session.next_action === 'challenge') {
    event.target.hidden = true;
    document.getElementById('challenge').hidden = false;
  }
});
document.getElementById('complete').addEventListener('click', () => call('challenge', { result: 'complete' }));
document.getElementById('fail').addEventListener('click', () => call('challenge', { result: 'fail' }));`,
});

/**
 * On a computer (a wide page) Swish's QR code comes first: the shopper scans it with the Swish app, which reads the
 * payment request's token (decision 0033); the number form stays below it and is all a phone shows.
 */
const swish = (amount: string, qrSvg: string | null): MethodForm => ({
  title: 'Swish',
  invalid: 'Ange ett svenskt mobilnummer, till exempel 070-123 45 67.',
  html: `${
    qrSvg
      ? `<section id="qr" class="wide" aria-labelledby="qr-title">
<h2 id="qr-title">Skanna QR-koden med Swish-appen</h2>
<p>Öppna Swish på din telefon, välj Skanna QR-kod och godkänn betalningen på ${amount}.</p>
<div class="qr" role="img" aria-label="QR-kod för Swish-betalningen">${qrSvg}</div>
<p class="note">Testläge: här står knapparna för det du gör i appen.</p>
<div class="row"><button type="button" data-answer="approve">Godkänn efter skanning</button>
<button type="button" data-answer="decline" class="secondary">Avbryt efter skanning</button></div>
<p class="note">Eller betala med ditt mobilnummer:</p>
</section>`
      : ''
  }<form id="request" novalidate>
<p>{toPay}: <strong>${amount}</strong></p>
<label>Mobilnummer<input name="payer_alias" type="tel" inputmode="tel" autocomplete="tel" placeholder="070-123 45 67" aria-describedby="swish-error" required></label>
<p id="swish-error" class="field-error" role="alert" hidden></p>
<button type="submit">Betala med Swish</button>
</form>
<section id="app" hidden aria-labelledby="app-title">
<h2 id="app-title">Öppna Swish-appen</h2>
<p>Godkänn betalningen på ${amount} i Swish-appen på din telefon. Förfrågan gäller i 3 minuter.</p>
<p class="note">Testläge: här står knapparna för det du gör i appen.</p>
<button type="button" data-answer="approve">Godkänn i Swish-appen</button>
<button type="button" data-answer="decline" class="secondary">Avbryt i Swish-appen</button>
</section>`,
  script: `let polling = null;
function poll() {
  if (polling) return;
  polling = setInterval(async () => {
    const response = await fetch(providerSide(''));
    if (!response.ok) return;
    const session = show((await response.json()).result);
    if (session.status !== 'pending') clearInterval(polling);
  }, 2000);
}
document.getElementById('request').addEventListener('submit', async (event) => {
  event.preventDefault();
  const session = await call('swish', { payer_alias: event.target.payer_alias.value });
  if (session && session.next_action === 'open_app') {
    event.target.hidden = true;
    const qr = document.getElementById('qr');
    if (qr) qr.hidden = true;
    document.getElementById('app').hidden = false;
    poll();
  }
});
document.querySelectorAll('[data-answer]').forEach((button) =>
  button.addEventListener('click', () => call('swish-app', { answer: button.dataset.answer })));
if (document.getElementById('qr')) poll();`,
});

const credit = (amount: string, text: CreditTexts): MethodForm => ({
  title: text.title,
  invalid: text.invalid,
  html: `<form id="credit" novalidate>
<p class="note">${text.testNumbers}</p>
<p>{toPay}: <strong>${amount}</strong></p>
<label>${text.personalNumber}<input name="personal_number" inputmode="numeric" placeholder="${text.placeholder}" aria-describedby="credit-error" required></label>
<p id="credit-error" class="field-error" role="alert" hidden></p>
<label>${text.option}<select name="option"><option value="invoice">${text.invoice}</option>
<option value="part_payment">${text.partPayment}</option></select></label>
<button type="submit">${text.submit}</button>
</form>`,
  script: `document.getElementById('credit').addEventListener('submit', async (event) => {
  event.preventDefault();
  await call('credit', { personal_number: event.target.personal_number.value, option: event.target.option.value });
});`,
});

/**
 * The method's form in the shopper's language (provider-page-texts.ts); `{toPay}` is left for the page to fill.
 * Swish's is Swedish in every language: it is a Swedish method, for Swedish mobile numbers.
 */
export function methodForm(
  method: string,
  amount: string,
  qrSvg: string | null = null,
  locale: ShopLocale = 'sv-SE',
): MethodForm {
  if (method === 'swish') return swish(amount, qrSvg);
  if (method === 'partpayment') return credit(amount, CREDIT_TEXTS[locale]);
  return card(amount, CARD_TEXTS[locale]);
}
