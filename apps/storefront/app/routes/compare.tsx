import { CompareView } from '~/features/lists/compare-view.tsx';
import { useList } from '~/features/lists/list-store.ts';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import { useStoreView } from '~/lib/store-view.ts';
import { useCompareTable } from './list-products.ts';
import type { Route } from './+types/compare';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'lists.compareTitle')),
  { name: 'robots', content: 'noindex' },
];

/** Client-rendered: the compare list lives in local storage (and, for a customer, on the account). */
export default function Compare() {
  return <CompareView table={useCompareTable(useList('compare'), useStoreView())} />;
}
