import type { ReturnsMessages } from './returns-sv-SE.ts';

/** Italian copy of returns and the guest order page (decision 0054). */
export const returnsItIT: ReturnsMessages = {
  'returns.title': 'Resi',
  'returns.open': 'Restituisci',
  'returns.window': 'Diritto di recesso di {days} giorni – restituisci entro il {date}.',
  'returns.windowClosed': 'Il periodo di reso per questo ordine è scaduto.',
  'returns.notYet': "Puoi restituire la merce quando l'ordine è stato spedito.",
  'returns.nothingLeft': "Tutto l'ordine è già stato restituito.",
  'returns.windowPartial':
    "Una parte dell'ordine è stata spedita: puoi restituire ciò che è già stato spedito. Il diritto di recesso di {days} giorni decorre dalla consegna dell'ultima parte.",
  'returns.notShipped': '{qty} × {name} non è ancora stato spedito.',
  'returns.shippedReturned': 'Tutto ciò che è stato spedito è già stato restituito.',
  'returns.qty': 'Quantità da restituire',
  'returns.reason': 'Motivo',
  'returns.submit': 'Invia la richiesta di reso',
  'returns.cancel': 'Annulla',
  'returns.chooseLine': 'Scegli almeno un articolo e scrivi un motivo.',
  'returns.sent': 'La richiesta di reso {number} è stata inviata. Le istruzioni arrivano via e-mail.',
  'returns.failed': 'Non è stato possibile inviare il reso: {message}',
  'returns.status.requested': 'Richiesto',
  'returns.status.approved': 'Approvato – rispedisci la merce',
  'returns.status.rejected': 'Rifiutato',
  'returns.status.received': 'Ricevuto',
  'returns.status.refunded': 'Rimborsato',
  'returns.item': '{qty} × {name}',
  'returns.rejectedReason': 'Motivo: {reason}',
  'returns.creditNote': 'Nota di credito {number}: {total} (di cui IVA {tax})',
  'orderStatus.title': 'Il tuo ordine',
  'orderStatus.intro':
    "Inserisci numero d'ordine e indirizzo e-mail per vedere l'ordine e restituire la merce.",
  'orderStatus.number': "Numero d'ordine",
  'orderStatus.email': 'Indirizzo e-mail',
  'orderStatus.submit': "Mostra l'ordine",
  'orderStatus.notFound': 'Non troviamo nessun ordine con questo numero e questo indirizzo e-mail.',
  'orderStatus.throttled': 'Troppi tentativi. Attendi un momento e riprova.',
  'orderStatus.another': 'Mostra un altro ordine',
  'orderStatus.expired':
    "L'accesso all'ordine è scaduto. Inserisci di nuovo il tuo indirizzo e-mail per aprirlo.",
  'balance.due': 'Da pagare',
  'balance.pay': 'Paga la differenza',
  'balance.intro': "Abbiamo modificato l'ordine {number}. Restano da pagare {amount}.",
  'balance.paid': "Grazie! La differenza per l'ordine {number} è stata pagata.",
  'balance.cancelled': "L'ordine {number} è stato annullato: non c'è nulla da pagare.",
  'balance.processing':
    "Grazie! Il pagamento della differenza per l'ordine {number} è in elaborazione. Questa pagina mostra quando è concluso: non devi pagare di nuovo.",
  'balance.notFound': "Questo link non funziona. Controlla di aver copiato l'intero link dall'e-mail.",
};
