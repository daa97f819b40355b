import { isApiError } from '@hemma/api-client';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { pluralKey } from '~/i18n/translate.ts';
import { Field } from '~/ui/field.tsx';
import fieldStyles from '~/ui/field.module.css';
import { reviewApi } from './review-api.ts';
import { REVIEW_LIMITS, type ReviewErrors, type ReviewFields, validateReview } from './review-form.ts';
import styles from './review-modal.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * SPEC §2 review modal: rating (radio stars), name, title and review. Checked here first, then sent with the user
 * token when logged in; the server's message shows when it refuses. A review waits for moderation unless the shop
 * publishes at once — then the page reloads its reviews and the new one appears.
 */
export default function ReviewModal({
  sku,
  productName,
  nickname,
}: {
  sku: string;
  productName: string;
  nickname: string;
}) {
  const { t, locale } = useI18n();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<'pending' | 'approved' | null>(null);

  if (sent)
    return (
      <>
        <h2 id="modal-title">{t('reviews.formTitle')}</h2>
        <p role="status" className={styles.thanks}>
          {t(sent === 'approved' ? 'reviews.thanksApproved' : 'reviews.thanksPending')}
        </p>
        <form method="dialog">
          <button className="button">{t('modals.close')}</button>
        </form>
      </>
    );

  return (
    <>
      <h2 id="modal-title">{t('reviews.formTitle')}</h2>
      {productName && <p className={styles.intro}>{t('reviews.formIntro', { product: productName })}</p>}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          const value = (name: string) => String(data.get(name) ?? '');
          const fields: ReviewFields = {
            rating: value('rating'),
            nickname: value('review-nickname'),
            title: value('review-title'),
            detail: value('review-detail'),
          };
          const found = validateReview(fields, t);
          setErrors(found);
          setFailure(null);
          if (Object.keys(found).length > 0)
            return void setTimeout(() =>
              form
                .querySelector<HTMLElement>(
                  'fieldset[aria-invalid] input, [aria-invalid="true"]:not(fieldset)',
                )
                ?.focus(),
            );
          setBusy(true);
          reviewApi()
            .create({
              sku,
              rating: Number(fields.rating),
              nickname: fields.nickname.trim(),
              title: fields.title.trim(),
              detail: fields.detail.trim(),
            })
            .then((review) => {
              const approved = review.status === 'approved';
              setSent(approved ? 'approved' : 'pending');
              if (approved) void revalidator.revalidate();
            })
            .catch((error: unknown) =>
              setFailure(isApiError(error) ? error.message : t('reviews.networkError')),
            )
            .finally(() => setBusy(false));
        }}
      >
        <fieldset
          className={styles.rating}
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? 'review-rating-error' : undefined}
        >
          <legend>{t('reviews.rating')}</legend>
          <div className={styles.stars}>
            {STARS.map((stars) => (
              <span key={stars}>
                <input type="radio" id={`review-rating-${stars}`} name="rating" value={stars} />
                <label htmlFor={`review-rating-${stars}`}>
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">
                    {t(pluralKey(locale, 'reviews.ratingOption', stars), { count: stars })}
                  </span>
                </label>
              </span>
            ))}
          </div>
          {errors.rating && (
            <p id="review-rating-error" className={fieldStyles.error}>
              {errors.rating}
            </p>
          )}
        </fieldset>
        <Field
          id="review-nickname"
          label={t('reviews.nickname')}
          autoComplete="given-name"
          defaultValue={nickname}
          maxLength={REVIEW_LIMITS.nickname}
          required
          error={errors.nickname}
        />
        <Field
          id="review-title"
          label={t('reviews.summaryTitle')}
          maxLength={REVIEW_LIMITS.title}
          required
          error={errors.title}
        />
        <div className={fieldStyles.field}>
          <label htmlFor="review-detail">{t('reviews.detail')}</label>
          <textarea
            id="review-detail"
            name="review-detail"
            rows={5}
            maxLength={REVIEW_LIMITS.detail}
            required
            aria-invalid={Boolean(errors.detail)}
            aria-describedby={errors.detail ? 'review-detail-error' : undefined}
          />
          {errors.detail && (
            <p id="review-detail-error" className={fieldStyles.error}>
              {errors.detail}
            </p>
          )}
        </div>
        {failure && (
          <p className={fieldStyles.error} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t('reviews.send')}
        </button>
      </form>
    </>
  );
}
