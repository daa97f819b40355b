import { NAME_MIN_LENGTH } from '@hemma/commerce';
import type { MessageKey, Translate } from '~/i18n/translate.ts';

/** The API's limits (engagement-schemas.ts REVIEW_LIMITS), in characters as a person counts them. */
export const REVIEW_LIMITS = { nickname: 60, title: 120, detail: 4000 } as const;

export interface ReviewFields {
  rating: string;
  nickname: string;
  title: string;
  detail: string;
}

export type ReviewErrors = Partial<Record<keyof ReviewFields, string>>;

const REQUIRED: Record<keyof typeof REVIEW_LIMITS, MessageKey> = {
  nickname: 'reviews.nicknameRequired',
  title: 'reviews.titleRequired',
  detail: 'reviews.detailRequired',
};

/** The review form's checks before sending, with one clear message per field (the server checks the same). */
export function validateReview(fields: ReviewFields, t: Translate): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!/^[1-5]$/.test(fields.rating)) errors.rating = t('reviews.ratingRequired');
  for (const field of ['nickname', 'title', 'detail'] as const) {
    const length = [...fields[field].trim()].length;
    if (length === 0) errors[field] = t(REQUIRED[field]);
    else if (field === 'nickname' && length < NAME_MIN_LENGTH)
      errors[field] = t('validation.nameMinLength', { min: NAME_MIN_LENGTH });
    else if (length > REVIEW_LIMITS[field])
      errors[field] = t('reviews.tooLong', { max: REVIEW_LIMITS[field], length });
  }
  return errors;
}
