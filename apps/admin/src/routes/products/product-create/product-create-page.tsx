import { PRODUCT_TYPES, type ProductType } from '@hemma/commerce';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateProduct } from '../../../hooks/api/products.ts';
import { useProductChoices } from '../../../hooks/api/product-choices.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryView } from '../../../ui/states.tsx';
import { ProductEditorForm } from '../common/product-editor.tsx';
import { newProductForm } from '../common/product-form.ts';
import { useProductEditor } from '../common/use-product-editor.ts';

const isType = (value: string | null): value is ProductType =>
  (PRODUCT_TYPES as readonly string[]).includes(value ?? '');

/** A new product: first its type (`?type=`), then the editor; saved, it opens as a saved product. */
export default function ProductCreatePage() {
  const { t } = useI18n();
  const type = useSearchParams()[0].get('type');
  const choices = useProductChoices();
  if (!isType(type))
    return (
      <>
        <PageHeader title={t('product.new')} description={t('product.chooseTypeHelp')} />
        <nav className="panel" aria-label={t('product.chooseType')}>
          <ul className="type-list">
            {PRODUCT_TYPES.map((value) => (
              <li key={value}>
                <Link to={`/products/new?type=${value}`} className="button">
                  {t(`product.type.${value}`)}
                </Link>
                <span className="field-hint"> {t(`product.typeHelp.${value}`)}</span>
              </li>
            ))}
          </ul>
        </nav>
      </>
    );
  return (
    <QueryView query={choices}>
      {(loaded) => <CreateForm key={type} type={type} taxClassId={loaded.tax_classes[0]?.id ?? null} />}
    </QueryView>
  );
}

function CreateForm({ type, taxClassId }: { type: ProductType; taxClassId: number | null }) {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateProduct();
  const editor = useProductEditor(newProductForm(type, taxClassId), async (input) => {
    const saved = await create.mutateAsync(input);
    notify(t('product.created', { name: saved.name }));
    await navigate(`/products/${saved.id}`);
  });
  return (
    <>
      <PageHeader
        title={t('product.newOfType', { type: t(`product.type.${type}`) })}
        actions={
          <Link to="/products" className="button">
            {t('product.backToList')}
          </Link>
        }
      />
      <ProductEditorForm editor={editor} submitLabel={t('product.create')} />
    </>
  );
}
