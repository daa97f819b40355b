import { type AdminProductDto, mayManageArea } from '@hemma/contract';
import { Link, useParams } from 'react-router';
import { useProduct } from '../../../hooks/api/products.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useStaff } from '../../../session/staff-context.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryView } from '../../../ui/states.tsx';
import { StoreTranslations } from '../../../ui/translations/store-translations.tsx';
import { DeleteButton } from './components/delete-button.tsx';
import { EditForm } from './components/edit-form.tsx';

/**
 * One product in the editor, with its price history; the storefront and the audit log one click away, deleting
 * apart at the end (a danger zone, with its confirmation).
 */
export default function ProductEditPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const product = useProduct(id);
  // The change log is the owner's screen (the catalogue role would meet its 403 page).
  const mayReadLog = mayManageArea(useStaff().role, 'owner');
  const reload = async (): Promise<AdminProductDto | undefined> => (await product.refetch()).data;
  return (
    <QueryView query={product}>
      {(loaded) => (
        <div className="product-page">
          <PageHeader
            title={loaded.name}
            description={`${t(`product.type.${loaded.type_id}`)} · ${loaded.sku}`}
            actions={
              <>
                <a
                  href={`/p/${encodeURIComponent(loaded.sku)}/${loaded.url_key}`}
                  className="button"
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('product.viewInShop')}
                </a>
                {mayReadLog && (
                  <Link to={`/audit?entity_type=product&entity_id=${loaded.id}`} className="button">
                    {t('product.history')}
                  </Link>
                )}
                <Link to="/products" className="button">
                  {t('product.backToList')}
                </Link>
              </>
            }
          />
          <EditForm product={loaded} reload={reload} />
          <StoreTranslations entity="product" entityKey={String(loaded.id)} />
          <section className="panel danger-zone" aria-labelledby="product-danger-title">
            <h2 id="product-danger-title">{t('product.dangerZone')}</h2>
            <p>{t('product.dangerZoneHelp')}</p>
            <DeleteButton product={loaded} />
          </section>
        </div>
      )}
    </QueryView>
  );
}
