import { type CmsPageDto, createApiClient } from '@hemma/api-client';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { useStoreView } from '~/lib/store-view.ts';
import styles from './terms-modal.module.css';

/**
 * SPEC §2 terms and conditions modal, opened from the checkout's terms checkbox: the store view's `terms` CMS page
 * (the page `/terms` shows), read when the modal opens so that the checkout stays where the shopper is.
 */
export default function TermsModal() {
  const { t } = useI18n();
  const store = useStoreView();
  const [page, setPage] = useState<CmsPageDto | 'failed' | null>(null);
  useEffect(() => {
    createApiClient({ baseUrl: '', storeCode: store.storeCode })
      .getCmsPage('terms')
      .then(setPage)
      .catch(() => setPage('failed'));
  }, [store.storeCode]);
  return (
    <>
      <h2 id="modal-title">
        {page && page !== 'failed' ? page.content_heading || page.title : t('page.terms')}
      </h2>
      {page === null && <p role="status">{t('account.loading')}</p>}
      {page === 'failed' && <p role="alert">{t('account.networkError')}</p>}
      {page && page !== 'failed' && (
        <div className={`rich-text ${styles.content}`} dangerouslySetInnerHTML={{ __html: page.content }} />
      )}
    </>
  );
}
