import { ApiError } from '@hemma/api-client';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n/catalogues.server.ts';
import { translate } from '~/i18n/translate.ts';
import { failureText } from './form-support.ts';

const t = ((key, params) => translate(messagesFor('sv-SE'), key, params)) as Parameters<
  typeof failureText
>[0];
const refused = (message: string, status = 400) => new ApiError(status, message, 'user/login');

describe('failureText', () => {
  it("says the API's account messages in the shopper's language", () => {
    expect(
      failureText(t, refused('You did not sign in correctly or your account is temporarily disabled.', 401)),
    ).toBe('Du loggade inte in korrekt, eller så är ditt konto tillfälligt spärrat.');
    expect(
      failureText(t, refused('A customer with the same email already exists in an associated website.')),
    ).toBe(messagesFor('sv-SE')['account.duplicateEmail']);
    expect(
      failureText(t, refused('Too many failed login attempts. Please try again in 15 minutes.', 429)),
    ).toBe('För många misslyckade inloggningsförsök. Försök igen om 15 min.');
  });

  it('shows an unknown server text as it is, and says so when the shop could not be reached', () => {
    expect(failureText(t, refused('Something new'))).toBe('Something new');
    expect(failureText(t, new TypeError('Failed to fetch'))).toBe(
      messagesFor('sv-SE')['account.networkError'],
    );
  });
});
