import { useParams } from 'react-router';
import { useCmsBlock } from '../../../hooks/api/cms.ts';
import { QueryView } from '../../../ui/states.tsx';
import { CmsBlockForm } from '../common/cms-block-form.tsx';
import { CmsEntryFrame } from '../common/cms-entry-page.tsx';

/** One CMS block's editor (a missing one: the 404 state). */
export default function CmsBlockEditPage() {
  const block = useCmsBlock(Number(useParams().id));
  return (
    <QueryView query={block}>
      {(found) => (
        <CmsEntryFrame kind="blocks" entry={found} title={found.title}>
          <CmsBlockForm key={found.updated_at} block={found} />
        </CmsEntryFrame>
      )}
    </QueryView>
  );
}
