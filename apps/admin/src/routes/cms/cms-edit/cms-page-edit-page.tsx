import { cmsPagePath } from '@hemma/commerce';
import { useParams } from 'react-router';
import { useCmsPage } from '../../../hooks/api/cms.ts';
import { QueryView } from '../../../ui/states.tsx';
import { CmsEntryFrame } from '../common/cms-entry-page.tsx';
import { CmsPageForm } from '../common/cms-page-form.tsx';

/** One CMS page's editor (a missing one: the 404 state). */
export default function CmsPageEditPage() {
  const page = useCmsPage(Number(useParams().id));
  return (
    <QueryView query={page}>
      {(found) => (
        <CmsEntryFrame kind="pages" entry={found} title={found.title} view={cmsPagePath(found)}>
          <CmsPageForm key={found.updated_at} page={found} />
        </CmsEntryFrame>
      )}
    </QueryView>
  );
}
