import type { NewsletterMessages } from './newsletter-sv-SE.ts';

/** German copy of the newsletter's double opt-in. */
export const newsletterDeDE: NewsletterMessages = {
  'newsletterOptIn.checkInbox':
    'Vielen Dank! Schauen Sie in Ihr Postfach: Falls {email} noch nicht angemeldet ist, haben wir einen Bestätigungslink dorthin geschickt. Den Rabattcode über 10 % erhalten Sie nach der Bestätigung.',
  'newsletterOptIn.throttled':
    'Zu viele Anmeldungen aus Ihrem Netzwerk. Bitte versuchen Sie es später noch einmal.',
  'newsletterOptIn.confirmTitle': 'Abonnement bestätigen',
  'newsletterOptIn.confirmIntro':
    'Klicken Sie auf die Schaltfläche, um zu bestätigen, dass Sie den Hemma-Newsletter erhalten möchten.',
  'newsletterOptIn.confirmButton': 'Abonnement bestätigen',
  'newsletterOptIn.confirmed': 'Vielen Dank! {email} hat unseren Newsletter jetzt abonniert.',
  'newsletterOptIn.codeMailed': 'Ihr persönlicher Rabattcode über 10 % ist auf dem Weg in Ihr Postfach.',
  'newsletterOptIn.linkUsed':
    'Dieser Link wurde bereits verwendet: Die Adresse hat unseren Newsletter schon abonniert.',
  'newsletterOptIn.linkExpired':
    'Dieser Link ist abgelaufen. Melden Sie sich erneut an, dann senden wir Ihnen einen neuen.',
  'newsletterOptIn.linkInvalid':
    'Dieser Link ist nicht (mehr) gültig. Melden Sie sich erneut an, dann senden wir Ihnen einen neuen.',
  'newsletterOptIn.signUpAgain': 'Zur Anmeldung',
  'newsletterOptIn.unsubscribeTitle': 'Newsletter abbestellen',
  'newsletterOptIn.unsubscribeIntro':
    'Klicken Sie auf die Schaltfläche, um den Hemma-Newsletter nicht mehr zu erhalten.',
  'newsletterOptIn.unsubscribeButton': 'Abbestellen',
  'newsletterOptIn.unsubscribed': '{email} erhält unseren Newsletter nicht mehr.',
  'newsletterOptIn.unsubscribeInvalid':
    'Dieser Abmeldelink ist ungültig. Verwenden Sie den Link aus einem unserer Newsletter, oder melden Sie sich an und bestellen Sie ihn unter „Mein Konto“ ab.',
  'newsletterOptIn.failed': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.',
};
