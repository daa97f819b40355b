import { STORE_VIEWS } from '@hemma/commerce';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useBanners } from '../../hooks/api/banners.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryView } from '../../ui/states.tsx';
import { BannersForm } from './banners-form.tsx';

const STORE_CODES = STORE_VIEWS.map((view) => view.storeCode);

/** The home page's banners per store view (`?store=de`); a view without its own shows the default store's. */
export default function BannersPage() {
  const { t } = useI18n();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('store') ?? 'default';
  const storeCode = STORE_CODES.includes(requested) ? requested : 'default';
  const banners = useBanners(storeCode);
  return (
    <>
      <PageHeader title={t('banner.pageTitle')} description={t('banner.description')} />
      <div className="list-toolbar">
        <div className="field">
          <label htmlFor={selectId}>{t('banner.store')}</label>
          <select
            id={selectId}
            value={storeCode}
            onChange={(event) =>
              setParams(event.target.value === 'default' ? {} : { store: event.target.value })
            }
          >
            {STORE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(code === 'default' ? 'banner.store.default' : 'banner.store.other', { code })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView query={banners}>
        {(current) => (
          <BannersForm key={`${storeCode}-${current.updated_at}`} storeCode={storeCode} current={current} />
        )}
      </QueryView>
    </>
  );
}
