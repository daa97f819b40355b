import { isApiError } from '@hemma/api-client';
import { isValidEmail } from '@hemma/commerce';
import { data } from 'react-router';
import { NewsletterForm } from '~/features/newsletter/newsletter-form.tsx';
import { subscribeFailureMessage } from '~/features/newsletter/newsletter-outcome.ts';
import styles from '~/features/newsletter/newsletter.module.css';
import { useI18n } from '~/i18n/i18n.tsx';
import { translate } from '~/i18n/translate.ts';
import { loaderEnv } from '~/lib/api.server.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/newsletter';

/**
 * The sign-up form posts here; the server calls the API, which mails a confirmation link (double opt-in). The answer
 * is the same for every address, so the page can only say "check your inbox" — the code comes by mail.
 */
export async function action(args: Route.ActionArgs) {
  const { api } = loaderEnv(args);
  const form = await args.request.formData();
  const email = String(form.get('email') ?? '').trim();
  const refused = (status: number) =>
    data({ ok: false as const, email, message: subscribeFailureMessage(status) }, { status });
  if (!isValidEmail(email)) return refused(400);
  try {
    await api.subscribeNewsletter(email);
    return { ok: true as const, email };
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 429)) return refused(error.status);
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
        <p role="status">{t('newsletterOptIn.checkInbox', { email: actionData.email })}</p>
      ) : (
        <>
          <p>{t('newsletter.pitch')}</p>
          <NewsletterForm email={actionData?.email} error={actionData ? t(actionData.message) : null} />
        </>
      )}
    </div>
  );
}
