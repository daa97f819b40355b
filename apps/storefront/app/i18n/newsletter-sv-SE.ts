/**
 * Swedish copy of the newsletter's double opt-in (decision 0014, addendum): the answer to a sign-up, the pages the
 * mails link to. Not in the `newsletter` group, which every catalogue page carries: only the pages that show these
 * texts load them (page-messages.ts).
 */
export const newsletterSvSE = {
  'newsletterOptIn.checkInbox':
    'Tack! Titta i din inkorg: om {email} inte redan prenumererar har vi skickat ett mejl med en länk för att bekräfta. Rabattkoden på 10 % kommer när du har bekräftat.',
  'newsletterOptIn.throttled': 'För många anmälningar från ditt nätverk just nu. Försök igen om en stund.',
  'newsletterOptIn.confirmTitle': 'Bekräfta prenumerationen',
  'newsletterOptIn.confirmIntro': 'Klicka på knappen för att bekräfta att du vill få Hemmas nyhetsbrev.',
  'newsletterOptIn.confirmButton': 'Bekräfta prenumerationen',
  'newsletterOptIn.confirmed': 'Tack! {email} prenumererar nu på vårt nyhetsbrev.',
  'newsletterOptIn.codeMailed': 'Din personliga rabattkod på 10 % är på väg till din inkorg.',
  'newsletterOptIn.linkUsed': 'Länken har redan använts: adressen prenumererar redan på vårt nyhetsbrev.',
  'newsletterOptIn.linkExpired': 'Länken har gått ut. Anmäl dig igen, så skickar vi en ny.',
  'newsletterOptIn.linkInvalid': 'Länken är inte giltig (längre). Anmäl dig igen, så skickar vi en ny.',
  'newsletterOptIn.signUpAgain': 'Till anmälan',
  'newsletterOptIn.unsubscribeTitle': 'Avsluta prenumerationen',
  'newsletterOptIn.unsubscribeIntro': 'Klicka på knappen för att sluta få Hemmas nyhetsbrev.',
  'newsletterOptIn.unsubscribeButton': 'Avsluta prenumerationen',
  'newsletterOptIn.unsubscribed': '{email} får inte längre vårt nyhetsbrev.',
  'newsletterOptIn.unsubscribeInvalid':
    'Länken för att avsluta prenumerationen är inte giltig. Använd länken i ett av våra nyhetsbrev, eller logga in och avsluta prenumerationen under Mina sidor.',
  'newsletterOptIn.failed': 'Något gick fel. Försök igen om en stund.',
};

export type NewsletterMessages = { readonly [K in keyof typeof newsletterSvSE]: string };
