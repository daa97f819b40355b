import type { StaticPageIdentifier } from '@hemma/commerce';

/** A CMS page's texts in one store view (the fields store_view_texts holds for a page, decision 0029). */
export interface PageTexts {
  title: string;
  content_heading: string;
  meta_description: string;
  content: string;
}

/** The pages every store view has its own version of (issue 33); about-us and size-guide are in store-texts.ts. */
export type OwnPage = Exclude<StaticPageIdentifier, 'about-us' | 'size-guide'>;
