import { isApiError } from '@hemma/api-client';
import { isValidEmail } from '@hemma/commerce';
import { data } from 'react-router';
import { NewsletterForm } from '~/features/newsletter/newsletter-form.tsx';
import styles from '~/features/newsletter/newsletter.module.css';
import { useI18n } from '~/i18n/i18n.tsx';
import { translate } from '~/i18n/translate.ts';
import { loaderEnv } from '~/lib/api.server.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/newsletter';

/** The sign-up form posts here; the server calls the API and answers with the confirmation (and the code). */
export async function action(args: Route.ActionArgs) {
  const { api } = loaderEnv(args);
  const form = await args.request.formData();
  const email = String(form.get('email') ?? '').trim();
  if (!isValidEmail(email)) return data({ ok: false as const, email }, { status: 400 });
  try {
    const subscription = await api.subscribeNewsletter(email);
    return { ok: true as const, email, coupon: subscription.coupon_code, changed: subscription.changed };
  } catch (error) {
    if (isApiError(error) && error.status === 400)
      return data({ ok: false as const, email }, { status: 400 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'newsletter.title')),
  { name: 'robots', content: 'noindex' },
];

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className={`container ${styles.result}`}>
      <h1>{t('newsletter.title')}</h1>
      {actionData?.ok ? (
        <>
          <p role="status">
            {actionData.coupon
              ? t('newsletter.welcome', { email: actionData.email })
              : t(actionData.changed ? 'newsletter.subscribedAgain' : 'newsletter.alreadySubscribed')}
          </p>
          {actionData.coupon && (
            <>
              <p>{t('newsletter.yourCode')}</p>
              <p className={styles.code}>{actionData.coupon}</p>
            </>
          )}
        </>
      ) : (
        <>
          <p>{t('newsletter.pitch')}</p>
          <NewsletterForm email={actionData?.email} error={actionData ? t('validation.email') : null} />
        </>
      )}
    </div>
  );
}
