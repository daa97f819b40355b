import type { ShopLocale } from '@hemma/commerce';

/**
 * The sandbox providers' pages in the shopper's language (issue 33: a German shopper paying by card read "Kortnummer",
 * "Betala" and "testläge"), as a real provider's page is. Swish is a Swedish method: its form stays Swedish, its
 * frame (the test-mode note, the outcome) does not.
 */
export interface PageTexts {
  testMode: string;
  noMoney: string;
  toPay: string;
  outcome: Record<string, string>;
  failed: string;
}

export interface CardTexts {
  title: string;
  invalid: string;
  testCards: string;
  number: string;
  expiry: string;
  pay: string;
  challengeTitle: string;
  challengeNote: string;
  approve: string;
  cancel: string;
}

export interface CreditTexts {
  title: string;
  invalid: string;
  testNumbers: string;
  personalNumber: string;
  placeholder: string;
  option: string;
  invoice: string;
  partPayment: string;
  submit: string;
}

const CARDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const CHALLENGE = '4000 0000 0000 3220';

export const PAGE_TEXTS: Record<ShopLocale, PageTexts> = {
  'sv-SE': {
    testMode: 'testläge',
    noMoney: 'inga pengar dras.',
    toPay: 'Att betala',
    outcome: {
      paid: 'Betalningen är godkänd.',
      authorized: 'Krediten är beviljad: du betalar enligt fakturan.',
      card_declined: 'Kortet nekades.',
      insufficient_funds: 'Kortet nekades: otillräckligt saldo.',
      authentication_failed: 'Verifieringen misslyckades. Inget drogs från kortet.',
      RF07: 'Betalningen avbröts i Swish.',
      TM01: 'Swish-betalningen tog för lång tid och avbröts.',
      credit_refused:
        'Tyvärr kan vi inte erbjuda faktura eller delbetalning den här gången. Välj ett annat betalsätt.',
    },
    failed: 'Betalningen gick inte igenom.',
  },
  'en-US': {
    testMode: 'test mode',
    noMoney: 'no money is taken.',
    toPay: 'To pay',
    outcome: {
      paid: 'The payment is approved.',
      authorized: 'The credit is granted: you pay as the invoice says.',
      card_declined: 'The card was declined.',
      insufficient_funds: 'The card was declined: insufficient funds.',
      authentication_failed: 'The verification failed. Nothing was charged to the card.',
      RF07: 'The payment was cancelled in Swish.',
      TM01: 'The Swish payment took too long and was cancelled.',
      credit_refused:
        'Sorry, we cannot offer invoice or part payment this time. Please choose another method.',
    },
    failed: 'The payment did not go through.',
  },
  'de-DE': {
    testMode: 'Testmodus',
    noMoney: 'es wird kein Geld abgebucht.',
    toPay: 'Zu zahlen',
    outcome: {
      paid: 'Die Zahlung ist genehmigt.',
      authorized: 'Der Kredit ist genehmigt: Sie zahlen gemäß Rechnung.',
      card_declined: 'Die Karte wurde abgelehnt.',
      insufficient_funds: 'Die Karte wurde abgelehnt: Deckung nicht ausreichend.',
      authentication_failed: 'Die Verifizierung ist fehlgeschlagen. Die Karte wurde nicht belastet.',
      RF07: 'Die Zahlung wurde in Swish abgebrochen.',
      TM01: 'Die Swish-Zahlung hat zu lange gedauert und wurde abgebrochen.',
      credit_refused:
        'Leider können wir Ihnen diesmal keinen Rechnungs- oder Ratenkauf anbieten. Bitte wählen Sie eine andere Zahlungsart.',
    },
    failed: 'Die Zahlung ist nicht durchgegangen.',
  },
  'it-IT': {
    testMode: 'modalità di prova',
    noMoney: 'nessun addebito.',
    toPay: 'Da pagare',
    outcome: {
      paid: 'Il pagamento è stato approvato.',
      authorized: 'Il credito è stato concesso: pagherai secondo la fattura.',
      card_declined: 'La carta è stata rifiutata.',
      insufficient_funds: 'La carta è stata rifiutata: fondi insufficienti.',
      authentication_failed: 'La verifica non è riuscita. Nessun addebito sulla carta.',
      RF07: 'Il pagamento è stato annullato in Swish.',
      TM01: 'Il pagamento Swish ha richiesto troppo tempo ed è stato annullato.',
      credit_refused:
        'Purtroppo questa volta non possiamo offrirti la fattura o il pagamento rateale. Scegli un altro metodo di pagamento.',
    },
    failed: 'Il pagamento non è andato a buon fine.',
  },
};

export const CARD_TEXTS: Record<ShopLocale, CardTexts> = {
  'sv-SE': {
    title: 'Hemma Pay kort',
    invalid: 'Kontrollera kortnumret.',
    testCards: `Kort ${CARDS} godkänns, ${DECLINED} nekas, ${CHALLENGE} kräver verifiering (3-D Secure).`,
    number: 'Kortnummer',
    expiry: 'Giltigt till (MM/ÅÅ)',
    pay: 'Betala',
    challengeTitle: 'Verifiera köpet hos din bank',
    challengeNote: 'Testbanken frågar om du godkänner köpet på {amount}.',
    approve: 'Godkänn köpet',
    cancel: 'Avbryt verifieringen',
  },
  'en-US': {
    title: 'Hemma Pay card',
    invalid: 'Check the card number.',
    testCards: `Card ${CARDS} is approved, ${DECLINED} declined, ${CHALLENGE} asks for verification (3-D Secure).`,
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    pay: 'Pay',
    challengeTitle: 'Verify the purchase with your bank',
    challengeNote: 'The test bank asks whether you approve the purchase of {amount}.',
    approve: 'Approve the purchase',
    cancel: 'Cancel the verification',
  },
  'de-DE': {
    title: 'Hemma Pay Karte',
    invalid: 'Bitte prüfen Sie die Kartennummer.',
    testCards: `Karte ${CARDS} wird angenommen, ${DECLINED} abgelehnt, ${CHALLENGE} verlangt eine Verifizierung (3-D Secure).`,
    number: 'Kartennummer',
    expiry: 'Gültig bis (MM/JJ)',
    pay: 'Bezahlen',
    challengeTitle: 'Bestätigen Sie den Kauf bei Ihrer Bank',
    challengeNote: 'Die Testbank fragt, ob Sie den Kauf über {amount} genehmigen.',
    approve: 'Kauf genehmigen',
    cancel: 'Verifizierung abbrechen',
  },
  'it-IT': {
    title: 'Hemma Pay carta',
    invalid: 'Controlla il numero della carta.',
    testCards: `La carta ${CARDS} viene accettata, ${DECLINED} rifiutata, ${CHALLENGE} richiede la verifica (3-D Secure).`,
    number: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    pay: 'Paga',
    challengeTitle: 'Conferma l’acquisto con la tua banca',
    challengeNote: 'La banca di prova chiede se approvi l’acquisto di {amount}.',
    approve: 'Approva l’acquisto',
    cancel: 'Annulla la verifica',
  },
};

export const CREDIT_TEXTS: Record<ShopLocale, CreditTexts> = {
  'sv-SE': {
    title: 'Hemma Finans faktura/delbetalning',
    invalid: 'Kontrollera personnumret (ÅÅÅÅMMDD-NNNN).',
    testNumbers: 'Personnummer 19121212-1212 beviljas, 19700101-0003 nekas (liksom den som är under 18 år).',
    personalNumber: 'Personnummer',
    placeholder: 'ÅÅÅÅMMDD-NNNN',
    option: 'Betalsätt',
    invoice: 'Faktura, 30 dagar',
    partPayment: 'Delbetalning, 12 månader',
    submit: 'Fortsätt',
  },
  'en-US': {
    title: 'Hemma Finance invoice/part payment',
    invalid: 'Check the identity number (YYYYMMDD-NNNN).',
    testNumbers: 'Identity number 19121212-1212 is granted, 19700101-0003 refused (as is anyone under 18).',
    personalNumber: 'Identity number',
    placeholder: 'YYYYMMDD-NNNN',
    option: 'Payment option',
    invoice: 'Invoice, 30 days',
    partPayment: 'Part payment, 12 months',
    submit: 'Continue',
  },
  'de-DE': {
    title: 'Hemma Finanz Rechnung/Ratenzahlung',
    invalid: 'Bitte prüfen Sie die Identifikationsnummer (JJJJMMTT-NNNN).',
    testNumbers:
      'Identifikationsnummer 19121212-1212 wird genehmigt, 19700101-0003 abgelehnt (ebenso wer unter 18 ist).',
    personalNumber: 'Identifikationsnummer',
    placeholder: 'JJJJMMTT-NNNN',
    option: 'Zahlungsart',
    invoice: 'Rechnung, 30 Tage',
    partPayment: 'Ratenzahlung, 12 Monate',
    submit: 'Weiter',
  },
  'it-IT': {
    title: 'Hemma Finanza fattura/pagamento rateale',
    invalid: 'Controlla il codice identificativo (AAAAMMGG-NNNN).',
    testNumbers:
      'Il codice 19121212-1212 viene accettato, 19700101-0003 rifiutato (come chi ha meno di 18 anni).',
    personalNumber: 'Codice identificativo',
    placeholder: 'AAAAMMGG-NNNN',
    option: 'Modalità di pagamento',
    invoice: 'Fattura, 30 giorni',
    partPayment: 'Pagamento rateale, 12 mesi',
    submit: 'Continua',
  },
};
