import { isApiError } from '@hemma/api-client';
import { data, useLocation, useSearchParams } from 'react-router';
import {
  NewsletterLinkPage,
  type NewsletterLinkResult,
} from '~/features/newsletter/newsletter-link-page.tsx';
import { linkFailureMessage, linkKindOf } from '~/features/newsletter/newsletter-outcome.ts';
import { translate } from '~/i18n/translate.ts';
import { loaderEnv } from '~/lib/api.server.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/newsletter-link';

/** The page's button posts the mail's token here; the server confirms or unsubscribes through the API. */
export async function action(args: Route.ActionArgs) {
  const { api, url } = loaderEnv(args);
  const kind = linkKindOf(url.pathname);
  const token = String((await args.request.formData()).get('token') ?? '').trim();
  const refused = (status: number | null) =>
    data({ ok: false, message: linkFailureMessage(kind, status) } satisfies NewsletterLinkResult, {
      status: status !== null && status < 500 ? status : 503,
    });
  if (!token) return refused(kind === 'confirm' ? 404 : 400);
  try {
    if (kind === 'confirm') {
      const confirmed = await api.confirmNewsletter(token);
      return {
        ok: true,
        email: confirmed.email,
        couponMailed: confirmed.coupon_mailed,
      } satisfies NewsletterLinkResult;
    }
    const left = await api.unsubscribeNewsletterWithToken(token);
    return { ok: true, email: left.email, couponMailed: false } satisfies NewsletterLinkResult;
  } catch (error) {
    if (isApiError(error)) return refused(error.status);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta(
    translate(
      i18nFromMatches(matches).messages,
      linkKindOf(location.pathname) === 'confirm'
        ? 'newsletterOptIn.confirmTitle'
        : 'newsletterOptIn.unsubscribeTitle',
    ),
  ),
  { name: 'robots', content: 'noindex' },
];

/** `/newsletter/confirm?token=…` and `/newsletter/unsubscribe?token=…`: where the newsletter's mails link to. */
export default function NewsletterLink({ actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <NewsletterLinkPage
      kind={linkKindOf(pathname)}
      token={params.get('token') ?? ''}
      result={actionData as NewsletterLinkResult | undefined}
    />
  );
}
