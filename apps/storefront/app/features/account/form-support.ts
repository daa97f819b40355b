import { type FormEvent, useState } from 'react';
import { isApiError } from '@hemma/api-client';
import type { ValidationIssue } from '@hemma/commerce';
import type { MessageKey, Translate } from '~/i18n/translate.ts';
import { issueText } from '~/lib/validation-text.ts';

export type Errors = Record<string, string>;

/** The first SPEC §5 message of each field, in the shopper's language. */
export function fieldErrors(t: Translate, issues: ValidationIssue[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.field] ??= issueText(t, issue);
  return errors;
}

/**
 * The API's account messages (apps/api use-cases/account) in the shopper's language. The English catalogue keeps the
 * SPEC §8 texts word for word; a message not listed here is shown as the server wrote it.
 */
const SERVER_MESSAGES: Record<string, MessageKey> = {
  'A customer with the same email already exists in an associated website.': 'account.duplicateEmail',
  'You did not sign in correctly or your account is temporarily disabled.': 'account.loginFailed',
  "The password doesn't match this account. Verify the password and try again.": 'account.wrongPassword',
  'Enter your current password to change your e-mail address.': 'account.currentPasswordRequired',
  'The current password is wrong.': 'account.currentPasswordWrong',
  'The link to choose a new password is not valid or has expired. Please ask for a new one.':
    'account.resetLinkInvalid',
};
/** 'Too many failed login attempts. Please try again in N minute(s).' */
const THROTTLED = /^Too many failed login attempts\. Please try again in (\d+) minutes?\.$/;

/**
 * What to say when a call failed: the server's own text (SPEC §8, e.g. a wrong password or a taken e-mail, the
 * latter in the shopper's language), the login requirement, or that the shop could not be reached.
 */
export function failureText(t: Translate, error: unknown): string {
  if (error instanceof Error && error.name === 'NotLoggedInError') return t('account.loginRequired');
  if (!isApiError(error)) return t('account.networkError');
  const key = SERVER_MESSAGES[error.message];
  if (key) return t(key);
  const throttled = THROTTLED.exec(error.message);
  if (throttled) return t('account.throttled', { minutes: throttled[1]! });
  return error.message;
}

/** The value of a named input of a submitted form. */
export function formValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** Focuses the first invalid field, so that keyboard and screen-reader users land on the problem. */
export function focusFirstError(form: HTMLFormElement): void {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** What a submitted form amounts to: a reason it cannot be sent now, or its field errors and the call to make. */
export type Submission = { blocked: string } | { errors: Errors; send: () => Promise<unknown> };

/**
 * The submit cycle every account form shares: check the fields (focus the first error), else send once with the
 * button disabled, and show the server's answer when the call fails.
 */
export function useAccountForm(t: Translate, prepare: (form: HTMLFormElement) => Submission) {
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const submission = prepare(form);
    if ('blocked' in submission) return setFailure(submission.blocked);
    setErrors(submission.errors);
    if (Object.keys(submission.errors).length > 0) return void setTimeout(() => focusFirstError(form));
    setBusy(true);
    submission
      .send()
      .catch((error: unknown) => setFailure(failureText(t, error)))
      .finally(() => setBusy(false));
  }

  return { errors, failure, busy, onSubmit };
}
