import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n/catalogues.server.ts';
import { translate } from '~/i18n/translate.ts';
import { validateReview } from './review-form.ts';

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate(messagesFor('sv-SE'), key, params);
const good = { rating: '4', nickname: 'Anna', title: 'Skön', detail: 'Mjuk och stadig.' };

describe('review form checks', () => {
  it('when every field is filled within its limits, then there is nothing to say', () => {
    expect(validateReview(good, t)).toEqual({});
  });

  it('when the form is sent empty, then each field says in Swedish what is missing', () => {
    expect(validateReview({ rating: '', nickname: ' ', title: '', detail: '\n' }, t)).toEqual({
      rating: 'Välj ett betyg från 1 till 5 stjärnor.',
      nickname: 'Skriv ditt namn.',
      title: 'Skriv en rubrik.',
      detail: 'Skriv din recension.',
    });
  });

  it.each(['0', '6', '3.5', 'x'])('when the rating is %s, then it asks for 1–5 stars', (rating) => {
    expect(validateReview({ ...good, rating }, t).rating).toBe('Välj ett betyg från 1 till 5 stjärnor.');
  });

  it('when a text is too short or too long, then it says the limit (counted in characters)', () => {
    expect(validateReview({ ...good, nickname: 'Å' }, t).nickname).toBe('Namnet måste ha minst 2 bokstäver.');
    expect(validateReview({ ...good, title: 'ö'.repeat(121) }, t).title).toBe('Högst 120 tecken (nu 121).');
    expect(validateReview({ ...good, title: '😀'.repeat(120) }, t)).toEqual({});
  });
});
