/**
 * The sandbox payment provider's page, shown in the checkout's iframe. It stands in for a real provider's hosted
 * page: it takes a card, asks the provider API, and tells the shop's page the outcome with postMessage. Its style and
 * script carry the response's CSP nonce (security-headers.ts).
 */
export function paymentProviderPage(session: { id: string; amount: number; nonce: string }): string {
  const amount = new Intl.NumberFormat('sv-SE', {
    style: 'currency',
    currency: 'SEK',
    maximumFractionDigits: 2,
  }).format(session.amount);
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hemma Pay (testläge)</title>
<style nonce="${session.nonce}">
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d1d1b;background:#fff}
form{display:grid;gap:.75rem;padding:1rem;max-width:26rem}
label{display:grid;gap:.25rem;font-size:.875rem;font-weight:600}
input{min-height:40px;padding:.4rem .6rem;border:1px solid #cfc8bb;border-radius:2px;font:inherit}
button{min-height:44px;border:0;border-radius:2px;background:#2f5443;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}.note{margin:0;color:#65625b;font-size:.8125rem}
#result{margin:0;font-weight:600}
</style></head><body>
<form id="pay" novalidate>
<p class="note">Hemma Pay – testläge. Kortet 4242 4242 4242 4242 godkänns, 4000 0000 0000 0002 nekas.</p>
<p>Att betala: <strong>${amount}</strong></p>
<label>Kortnummer<input name="card_number" inputmode="numeric" autocomplete="cc-number" required></label>
<div class="row"><label>Giltigt till (MM/ÅÅ)<input name="expiry" autocomplete="cc-exp" required></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label></div>
<button type="submit">Betala ${amount}</button>
<p id="result" role="status"></p>
</form>
<script nonce="${session.nonce}">
const id = ${JSON.stringify(session.id)};
const tell = (status) => parent.postMessage({ source: 'hemma-payment-provider', session_id: id, status }, location.origin);
tell('ready');
document.getElementById('pay').addEventListener('submit', async (event) => {
  event.preventDefault();
  const result = document.getElementById('result');
  const response = await fetch('/api/ext/payment-provider/sessions/' + id + '/pay', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card_number: event.target.card_number.value }),
  });
  const body = await response.json();
  if (!response.ok) { result.textContent = response.status === 400 ? 'Kontrollera kortnumret.' : body.result; return; }
  result.textContent = body.result.status === 'paid' ? 'Betalningen är godkänd.' : 'Kortet nekades.';
  tell(body.result.status);
});
</script></body></html>`;
}
