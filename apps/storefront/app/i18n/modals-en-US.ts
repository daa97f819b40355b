import type { modalsSvSE } from './modals-sv-SE.ts';

/** English copy of the SPEC §2 modals. */
export const modalsEnUS: { readonly [K in keyof typeof modalsSvSE]: string } = {
  'modals.close': 'Close',
  'modals.authChoice': 'Log in or create an account',
  'modals.backToLogin': 'Back to log in',
  'modals.sessionExpiredTitle': 'Log in again',
  'modals.sessionExpired': 'Your session has expired. Log in again or create an account.',
  'modals.newsletterOpen': 'Sign up for the newsletter',
  'modals.notImplementedTitle': 'Coming soon',
  'modals.notImplemented': 'This feature is not implemented yet.',
  'modals.orderConfirmationTitle': 'Confirm your order',
  'modals.orderConfirmationText': 'Orders you placed while offline are waiting to be sent: {count}.',
  'modals.orderConfirmationOrder': '{date}, {name}: {count} items',
  'modals.notNow': 'Not now',
};
