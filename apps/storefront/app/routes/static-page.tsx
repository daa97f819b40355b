import { STATIC_PAGES, type StaticPageIdentifier, staticPagePath } from '@hemma/commerce';
import { loadCmsPage } from '~/features/cms/cms.server.ts';
import { CmsPageView } from '~/features/cms/cms-page-view.tsx';
import { ContactForm } from '~/features/cms/contact-form.tsx';
import { loaderEnv } from '~/lib/api.server.ts';
import { publicMeta } from '~/lib/meta.ts';
import { pageHead } from '~/lib/seo.server.ts';
import { notFound } from '~/lib/not-found.server.ts';
import type { Route } from './+types/static-page';

function isStaticPage(value: string): value is StaticPageIdentifier {
  return (STATIC_PAGES as readonly string[]).includes(value);
}

/** One module for every static info page (/about-us, /delivery, ...): the CMS page of the same identifier. */
export async function loader(args: Route.LoaderArgs) {
  const { api, store, url } = loaderEnv(args);
  const identifier = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!isStaticPage(identifier)) throw notFound();
  const page = await loadCmsPage(api, identifier);
  const pages = STATIC_PAGES.map((id) => ({ identifier: id, href: staticPagePath(id, store) }));
  return {
    page,
    pages,
    current: identifier,
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

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page, pages, current } = loaderData;
  return (
    <CmsPageView title={page.title} content={page.content} pages={pages} current={current}>
      {current === 'contact' && <ContactForm />}
    </CmsPageView>
  );
}
