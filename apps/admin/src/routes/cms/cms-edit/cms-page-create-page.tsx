import { useI18n } from '../../../i18n/i18n.tsx';
import { CmsEntryFrame } from '../common/cms-entry-page.tsx';
import { CmsPageForm } from '../common/cms-page-form.tsx';

export default function CmsPageCreatePage() {
  const { t } = useI18n();
  return (
    <CmsEntryFrame kind="pages" entry={null} title={t('cms.newPage')}>
      <CmsPageForm page={null} />
    </CmsEntryFrame>
  );
}
