import { isApiError } from '@hemma/api-client/admin';
import type { AdminProductDto } from '@hemma/contract';
import { useSaveProduct, useSetStock } from '../../../../hooks/api/products.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import type { FormIssue } from '../../../../ui/form/form-errors.ts';
import { useNotify } from '../../../../ui/notices.tsx';
import { ProductEditorForm } from '../../common/product-editor.tsx';
import { formOfProduct } from '../../common/product-form.ts';
import { stockEdits } from '../../common/product-input.ts';
import { useProductEditor } from '../../common/use-product-editor.ts';
import { PriceHistoryPanel } from './price-history-panel.tsx';

/**
 * Saves the product as a whole (PUT with the `updated_at` read: a product saved by someone else since is refused),
 * then each changed stock level with the qty read (orders placed since are not overwritten), then shows the product
 * as it now is.
 */
export function EditForm({
  product,
  reload,
}: {
  product: AdminProductDto;
  reload: () => Promise<AdminProductDto | undefined>;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveProduct(product.id);
  const setStock = useSetStock();
  const editor = useProductEditor(formOfProduct(product), async (input, form, reset) => {
    const saved = await save.mutateAsync({ ...input, updated_at: form.updated_at ?? product.updated_at });
    const problems: FormIssue[] = [];
    for (const edit of stockEdits(form)) {
      try {
        await setStock.mutateAsync({ id: edit.id, input: edit.input });
      } catch (error) {
        if (!isApiError(error) || error.status >= 500) throw error;
        problems.push({ field: edit.field, text: error.message });
      }
    }
    reset(formOfProduct((await reload()) ?? saved));
    if (problems.length === 0) notify(t('product.saved', { name: saved.name }));
    return problems;
  });
  const reloadForm = async () => {
    const latest = await reload();
    if (latest) editor.reset(formOfProduct(latest));
  };
  return (
    <ProductEditorForm
      editor={editor}
      submitLabel={t('action.save')}
      onReload={() => void reloadForm()}
      aside={<PriceHistoryPanel productId={product.id} />}
    />
  );
}
