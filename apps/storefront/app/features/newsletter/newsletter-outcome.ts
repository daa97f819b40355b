import type { MessageKey } from '~/i18n/translate.ts';

/** The two pages a newsletter mail links to (decision 0014, addendum): confirming a sign-up, and unsubscribing. */
export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

/** What a sign-up that the API refused says, by its status: a bad address, too many sign-ups, or anything else. */
export function subscribeFailureMessage(status: number | null): MessageKey {
  if (status === 400) return 'validation.email';
  if (status === 429) return 'newsletterOptIn.throttled';
  return 'newsletterOptIn.failed';
}

/**
 * What a link the API refused says, by its status: a confirmation link unknown (404), used (409) or expired (410); an
 * unsubscribe link that is not one (400). Anything else (the shop is unreachable) may work on a second try.
 */
export function linkFailureMessage(kind: NewsletterLinkKind, status: number | null): MessageKey {
  if (kind === 'unsubscribe')
    return status === 400 ? 'newsletterOptIn.unsubscribeInvalid' : 'newsletterOptIn.failed';
  if (status === 404 || status === 400) return 'newsletterOptIn.linkInvalid';
  if (status === 409) return 'newsletterOptIn.linkUsed';
  if (status === 410) return 'newsletterOptIn.linkExpired';
  return 'newsletterOptIn.failed';
}

/** The kind of link page a path is: `/newsletter/confirm` or `/de/newsletter/unsubscribe` and so on. */
export function linkKindOf(pathname: string): NewsletterLinkKind {
  return /\/unsubscribe\/?$/.test(pathname) ? 'unsubscribe' : 'confirm';
}
