import type { ApiClient } from '@hemma/api-client';
import { orNotFound } from '~/lib/not-found.server.ts';

/** A CMS page as the static-page view shows it. The content is trusted HTML written by the shop. */
export async function loadCmsPage(api: ApiClient, identifier: string) {
  const page = await orNotFound(() => api.getCmsPage(identifier));
  return {
    identifier: page.identifier,
    title: page.content_heading || page.title,
    metaTitle: page.meta_title || page.title,
    metaDescription: page.meta_description,
    content: page.content,
  };
}

export type CmsPageData = Awaited<ReturnType<typeof loadCmsPage>>;
