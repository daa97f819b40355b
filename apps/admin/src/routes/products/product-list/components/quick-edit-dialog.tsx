import { type FormEvent, useState } from 'react';
import { isApiError } from '@hemma/api-client/admin';
import type { AdminProductListItem } from '@hemma/contract';
import { useSetPrice, useSetStock } from '../../../../hooks/api/products.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import { useNotify } from '../../../../ui/notices.tsx';
import { keyOfApiMessage } from '../../common/api-messages.ts';
import { kronorText, parseKronor, parseWhole } from '../../common/form-values.ts';

/**
 * Changes a product's price and stock level from the list: only what changed is sent, the price through the price
 * call (recorded in the price history), the stock with the qty the list showed (orders since make it a 409).
 */
export function QuickEditDialog({
  product,
  onClose,
}: {
  product: AdminProductListItem;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const setPrice = useSetPrice();
  const setStock = useSetStock();
  const [price, setPriceText] = useState(kronorText(product.price));
  const [qty, setQty] = useState(String(product.qty));
  const [problem, setProblem] = useState<{ field: 'price' | 'qty' | null; text: string } | null>(null);
  const busy = setPrice.isPending || setStock.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const newPrice = parseKronor(price);
    const newQty = parseWhole(qty);
    if (newPrice === null || Number.isNaN(newPrice))
      return setProblem({ field: 'price', text: t('product.invalid.amount') });
    if (newQty === null || Number.isNaN(newQty))
      return setProblem({ field: 'qty', text: t('product.invalid.whole') });
    setProblem(null);
    try {
      if (newPrice !== product.price)
        await setPrice.mutateAsync({
          id: product.id,
          input: { price: newPrice, updated_at: product.updated_at },
        });
      if (newQty !== product.qty)
        await setStock.mutateAsync({ id: product.id, input: { qty: newQty, expected_qty: product.qty } });
      notify(t('product.quickSaved', { name: product.name }));
      onClose();
    } catch (error) {
      const known = isApiError(error) ? keyOfApiMessage(error.message) : null;
      setProblem({
        field: null,
        text: known
          ? t(known)
          : isApiError(error) && error.status < 500
            ? error.message
            : t('validation.unavailable'),
      });
    }
  };

  const field = (name: 'price' | 'qty', label: string, value: string, set: (v: string) => void) => (
    <div className="field">
      <label htmlFor={`quick-${name}`}>{label}</label>
      <input
        id={`quick-${name}`}
        inputMode={name === 'price' ? 'decimal' : 'numeric'}
        value={value}
        aria-invalid={problem?.field === name || undefined}
        aria-describedby={problem?.field === name ? 'quick-problem' : undefined}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  );
  return (
    <Dialog open title={t('product.quickTitle', { name: product.name })} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {field('price', t('product.price'), price, setPriceText)}
        {field('qty', t('product.qty'), qty, setQty)}
        {problem && (
          <p id="quick-problem" role="alert" className="field-error">
            {problem.text}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('action.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('action.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
