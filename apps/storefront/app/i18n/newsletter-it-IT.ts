import type { NewsletterMessages } from './newsletter-sv-SE.ts';

/** Italian copy of the newsletter's double opt-in. */
export const newsletterItIT: NewsletterMessages = {
  'newsletterOptIn.checkInbox':
    'Grazie! Controlla la tua casella di posta: se {email} non è già iscritto, gli abbiamo inviato un link di conferma. Il codice sconto del 10 % arriva dopo la conferma.',
  'newsletterOptIn.throttled': 'Troppe iscrizioni dalla tua rete in questo momento. Riprova tra poco.',
  'newsletterOptIn.confirmTitle': "Conferma l'iscrizione",
  'newsletterOptIn.confirmIntro':
    'Fai clic sul pulsante per confermare che vuoi ricevere la newsletter di Hemma.',
  'newsletterOptIn.confirmButton': "Conferma l'iscrizione",
  'newsletterOptIn.confirmed': 'Grazie! {email} è ora iscritto alla nostra newsletter.',
  'newsletterOptIn.codeMailed':
    'Il tuo codice sconto personale del 10 % sta arrivando nella tua casella di posta.',
  'newsletterOptIn.linkUsed':
    'Questo link è già stato usato: l’indirizzo è già iscritto alla nostra newsletter.',
  'newsletterOptIn.linkExpired': 'Questo link è scaduto. Iscriviti di nuovo e te ne invieremo uno nuovo.',
  'newsletterOptIn.linkInvalid':
    'Questo link non è (più) valido. Iscriviti di nuovo e te ne invieremo uno nuovo.',
  'newsletterOptIn.signUpAgain': "Vai all'iscrizione",
  'newsletterOptIn.unsubscribeTitle': "Annulla l'iscrizione",
  'newsletterOptIn.unsubscribeIntro': 'Fai clic sul pulsante per non ricevere più la newsletter di Hemma.',
  'newsletterOptIn.unsubscribeButton': "Annulla l'iscrizione",
  'newsletterOptIn.unsubscribed': '{email} non riceverà più la nostra newsletter.',
  'newsletterOptIn.unsubscribeInvalid':
    'Questo link per annullare l’iscrizione non è valido. Usa il link in una delle nostre newsletter, oppure accedi e annulla l’iscrizione in Il mio account.',
  'newsletterOptIn.failed': 'Qualcosa è andato storto. Riprova tra poco.',
};
