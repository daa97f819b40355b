import { STATIC_PAGES, staticPagePath } from '@hemma/commerce';
import { loadCmsPage } from '~/features/cms/cms.server.ts';
import { CmsPageView } from '~/features/cms/cms-page-view.tsx';
import { loaderEnv } from '~/lib/api.server.ts';
import { publicMeta } from '~/lib/meta.ts';
import { pageHead } from '~/lib/seo.server.ts';
import type { Route } from './+types/cms-page';

/** `/i/:slug`: any CMS page by identifier, shown with the static-page view. */
export async function loader(args: Route.LoaderArgs) {
  const { api, store } = loaderEnv(args);
  const page = await loadCmsPage(api, args.params.slug);
  const pages = STATIC_PAGES.map((id) => ({ identifier: id, href: staticPagePath(id, store) }));
  return {
    page,
    pages,
    head: pageHead(args.request, {
      title: page.metaTitle,
      description: page.metaDescription,
      type: 'article',
    }),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? publicMeta(args.loaderData, args.loaderData.page.metaTitle, args.loaderData.page.metaDescription)
    : [];

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page, pages } = loaderData;
  return <CmsPageView title={page.title} content={page.content} pages={pages} current={page.identifier} />;
}
