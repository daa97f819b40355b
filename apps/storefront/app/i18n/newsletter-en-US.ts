import type { NewsletterMessages } from './newsletter-sv-SE.ts';

/** English copy of the newsletter's double opt-in. */
export const newsletterEnUS: NewsletterMessages = {
  'newsletterOptIn.checkInbox':
    'Thank you! Check your inbox: unless {email} is subscribed already, we have sent it a link to confirm. The 10 % discount code follows once you have confirmed.',
  'newsletterOptIn.throttled': 'Too many sign-ups from your network right now. Please try again in a while.',
  'newsletterOptIn.confirmTitle': 'Confirm your subscription',
  'newsletterOptIn.confirmIntro': "Click the button to confirm that you want Hemma's newsletter.",
  'newsletterOptIn.confirmButton': 'Confirm the subscription',
  'newsletterOptIn.confirmed': 'Thank you! {email} is now subscribed to our newsletter.',
  'newsletterOptIn.codeMailed': 'Your personal 10 % discount code is on its way to your inbox.',
  'newsletterOptIn.linkUsed': 'This link has been used already: the address is subscribed to our newsletter.',
  'newsletterOptIn.linkExpired': 'This link has expired. Sign up again and we will send you a new one.',
  'newsletterOptIn.linkInvalid':
    'This link is not valid (any more). Sign up again and we will send you a new one.',
  'newsletterOptIn.signUpAgain': 'Go to the sign-up',
  'newsletterOptIn.unsubscribeTitle': 'Unsubscribe',
  'newsletterOptIn.unsubscribeIntro': "Click the button to stop receiving Hemma's newsletter.",
  'newsletterOptIn.unsubscribeButton': 'Unsubscribe',
  'newsletterOptIn.unsubscribed': '{email} will no longer receive our newsletter.',
  'newsletterOptIn.unsubscribeInvalid':
    'This unsubscribe link is not valid. Use the link in one of our newsletters, or log in and unsubscribe in My account.',
  'newsletterOptIn.failed': 'Something went wrong. Please try again in a while.',
};
