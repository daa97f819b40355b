import { Link, useNavigate, useParams } from 'react-router';
import { useBrands, useDeleteBrand } from '../../../hooks/api/brands.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryView } from '../../../ui/states.tsx';
import { StoreTranslations } from '../../../ui/translations/store-translations.tsx';
import { BrandForm } from '../common/brand-form.tsx';

/** One brand: its details, its description's translations, and deleting it when no product has it. */
export default function BrandEditPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const brands = useBrands();
  const remove = useDeleteBrand();
  const confirm = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <QueryView query={brands}>
      {(list) => {
        const brand = list.find((b) => b.id === id);
        if (!brand)
          return (
            <>
              <PageHeader title={t('error.notFound.title')} />
              <EmptyState title={t('brand.notFound')}>
                <Link to="/brands" className="button">
                  {t('brand.backToList')}
                </Link>
              </EmptyState>
            </>
          );
        const deleteBrand = async () => {
          const ok = await confirm({
            title: t('brand.confirmDelete.title'),
            text: t('brand.confirmDelete.text', { name: brand.name }),
            confirmLabel: t('action.delete'),
            danger: true,
          });
          if (!ok) return;
          try {
            await remove.mutateAsync(brand.id);
            notify(t('brand.deleted', { name: brand.name }));
            void navigate('/brands');
          } catch (error) {
            notify(error instanceof Error ? error.message : String(error), 'error');
          }
        };
        return (
          <>
            <PageHeader
              title={brand.name}
              description={t('brand.summary', { slug: brand.slug, count: brand.product_count })}
              actions={
                <>
                  <Link to="/brands" className="button">
                    {t('brand.backToList')}
                  </Link>
                  <button type="button" className="button button-danger" onClick={() => void deleteBrand()}>
                    {t('action.delete')}
                  </button>
                </>
              }
            />
            <BrandForm
              key={JSON.stringify([brand.name, brand.slug, brand.description, brand.logo])}
              brand={brand}
            />
            {brand.description && <StoreTranslations entity="brand" entityKey={String(brand.id)} />}
          </>
        );
      }}
    </QueryView>
  );
}
