import type { consentSvSE } from './consent-sv-SE.ts';

export const consentEnUS: Record<keyof typeof consentSvSE, string> = {
  'consent.title': 'Cookies at Hemma',
  'consent.text':
    'We would like to use cookies for statistics and to show relevant offers. Cookies needed for the cart and logging in are always used.',
  'consent.readMore': 'Read more in our privacy policy',
  'consent.accept': 'Accept all',
  'consent.reject': 'Necessary only',
};
