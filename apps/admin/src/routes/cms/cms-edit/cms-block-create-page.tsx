import { useI18n } from '../../../i18n/i18n.tsx';
import { CmsBlockForm } from '../common/cms-block-form.tsx';
import { CmsEntryFrame } from '../common/cms-entry-page.tsx';

export default function CmsBlockCreatePage() {
  const { t } = useI18n();
  return (
    <CmsEntryFrame kind="blocks" entry={null} title={t('cms.newBlock')}>
      <CmsBlockForm block={null} />
    </CmsEntryFrame>
  );
}
