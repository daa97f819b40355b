import { ServerErrorPage } from '~/features/layout/error-page.tsx';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import { MINIMAL_LAYOUT } from '~/lib/layout.ts';
import type { Route } from './+types/error';

/** SPEC §2 `/error`: the error page in the minimal layout (no header, no footer, nothing that needs the shop). */
export const handle = MINIMAL_LAYOUT;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'error.server.title')),
  { name: 'robots', content: 'noindex' },
];

export default function ErrorRoute() {
  return <ServerErrorPage />;
}
