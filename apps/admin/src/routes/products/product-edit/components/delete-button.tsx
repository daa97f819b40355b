import { isApiError } from '@hemma/api-client/admin';
import type { AdminProductDto } from '@hemma/contract';
import { useNavigate } from 'react-router';
import { useDeleteProduct } from '../../../../hooks/api/products.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useConfirm } from '../../../../ui/confirm.tsx';
import { useNotify } from '../../../../ui/notices.tsx';
import { keyOfApiMessage } from '../../common/api-messages.ts';

/**
 * Deletes the product after a confirmation, with the `updated_at` read. The API keeps a product that orders name
 * or another product uses (409): its reason is said, and disabling is the way out.
 */
export function DeleteButton({ product }: { product: AdminProductDto }) {
  const { t } = useI18n();
  const confirm = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  const run = async () => {
    const confirmed = await confirm({
      title: t('product.delete.title', { name: product.name }),
      text: t('product.delete.text'),
      confirmLabel: t('product.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: product.id, updatedAt: product.updated_at });
      notify(t('product.deleted', { name: product.name }));
      await navigate('/products');
    } catch (error) {
      const known = isApiError(error) ? keyOfApiMessage(error.message) : null;
      notify(
        known
          ? t(known)
          : isApiError(error) && error.status < 500
            ? error.message
            : t('validation.unavailable'),
        'error',
      );
    }
  };
  return (
    <button
      type="button"
      className="button button-danger"
      disabled={remove.isPending}
      onClick={() => void run()}
    >
      {t('product.delete')}
    </button>
  );
}
