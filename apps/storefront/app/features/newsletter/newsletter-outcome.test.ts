import { describe, expect, it } from 'vitest';
import { linkFailureMessage, linkKindOf, subscribeFailureMessage } from './newsletter-outcome.ts';

describe('subscribeFailureMessage', () => {
  it.each([
    [400, 'validation.email'],
    [429, 'newsletterOptIn.throttled'],
    [500, 'newsletterOptIn.failed'],
    [null, 'newsletterOptIn.failed'],
  ] as const)('when the API answers %s, then it says %s', (status, key) => {
    expect(subscribeFailureMessage(status)).toBe(key);
  });
});

describe('linkFailureMessage', () => {
  it.each([
    ['confirm', 404, 'newsletterOptIn.linkInvalid'],
    ['confirm', 400, 'newsletterOptIn.linkInvalid'],
    ['confirm', 409, 'newsletterOptIn.linkUsed'],
    ['confirm', 410, 'newsletterOptIn.linkExpired'],
    ['confirm', 503, 'newsletterOptIn.failed'],
    ['confirm', null, 'newsletterOptIn.failed'],
    ['unsubscribe', 400, 'newsletterOptIn.unsubscribeInvalid'],
    ['unsubscribe', 500, 'newsletterOptIn.failed'],
  ] as const)('when a %s link is answered %s, then it says %s', (kind, status, key) => {
    expect(linkFailureMessage(kind, status)).toBe(key);
  });
});

describe('linkKindOf', () => {
  it.each([
    ['/newsletter/confirm', 'confirm'],
    ['/de/newsletter/confirm', 'confirm'],
    ['/newsletter/unsubscribe', 'unsubscribe'],
    ['/it/newsletter/unsubscribe/', 'unsubscribe'],
  ] as const)('takes %s for the %s page', (path, kind) => {
    expect(linkKindOf(path)).toBe(kind);
  });
});
