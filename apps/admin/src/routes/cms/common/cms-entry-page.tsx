import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { type CmsKind, useDeleteCmsEntry } from '../../../hooks/api/cms.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** The frame of a CMS page's or block's editor: its title, the way back, a link to the shop, delete. */
export function CmsEntryFrame({
  kind,
  entry,
  title,
  view,
  children,
}: {
  kind: CmsKind;
  entry: { id: number; title: string; updated_at: string } | null;
  title: string;
  view?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const remove = useDeleteCmsEntry(kind);
  const confirm = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  const deleteEntry = async () => {
    if (!entry) return;
    const ok = await confirm({
      title: t('cms.confirmDelete.title'),
      text: t('cms.confirmDelete.text', { name: entry.title }),
      confirmLabel: t('action.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: entry.id, updatedAt: entry.updated_at });
      notify(t('cms.deleted', { name: entry.title }));
      void navigate(`/cms/${kind}`);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Link to={`/cms/${kind}`} className="button">
              {t(kind === 'pages' ? 'cms.backToPages' : 'cms.backToBlocks')}
            </Link>
            {view && (
              <a href={view} className="button" target="_blank" rel="noreferrer">
                {t('cms.view')}
              </a>
            )}
            {entry && (
              <button type="button" className="button button-danger" onClick={() => void deleteEntry()}>
                {t('action.delete')}
              </button>
            )}
          </>
        }
      />
      {children}
    </>
  );
}
