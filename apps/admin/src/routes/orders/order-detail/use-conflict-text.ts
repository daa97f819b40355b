import { isApiError } from '@hemma/api-client/admin';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useOrderStatusName } from '../../../ui/trade/order-status.tsx';
import { parseOrderConflict } from './order-conflict.ts';

/**
 * Words a failed status change: a 409's reason in the staff user's language (the order moved on, or the step is
 * not allowed from where it is), a 400's as the API gave it, anything else as "try again".
 */
export function useStatusErrorText(): (error: unknown) => string {
  const { t, locale } = useI18n();
  const statusName = useOrderStatusName();
  // Inside a sentence the status is a word among others: "en order som är skickad".
  const name = (status: string) => statusName(status).toLocaleLowerCase(locale);
  return (error) => {
    // Stripe refused or could not be reached (decision 0050): nothing changed, and its own words say why.
    if (isApiError(error) && error.status === 502 && error.message.startsWith('Stripe '))
      return t('orders.stripeRefused', { reason: error.message });
    if (!isApiError(error) || error.status >= 500 || error.status === 0) return t('validation.unavailable');
    if (error.status !== 409) return error.message;
    const conflict = parseOrderConflict(error.message);
    switch (conflict.kind) {
      case 'already':
        return t('orders.conflict.already', { to: name(conflict.to) });
      case 'notCancellable':
        return t('orders.conflict.notCancellable', { from: name(conflict.from) });
      case 'final':
        return t('orders.conflict.final', { from: name(conflict.from) });
      case 'backwards':
        return t('orders.conflict.backwards', { from: name(conflict.from), to: name(conflict.to) });
      case 'nothingToShip':
        return t('orders.conflict.nothingToShip');
      case 'shipFirst':
        return t('orders.conflict.shipFirst', { from: name(conflict.from) });
      case 'processFirst':
        return t('orders.conflict.processFirst', { from: name(conflict.from), to: name(conflict.to) });
      case 'byLines':
        return t('orders.conflict.byLines');
      case 'stale':
        return t('orders.conflict.stale');
      case 'notEditable':
        return t('orders.conflict.notEditable', { from: name(conflict.from) });
      case 'lineShipped':
        return t('orders.conflict.lineShipped', { line: conflict.line });
      case 'belowShipped':
        return t('orders.conflict.belowShipped', { line: conflict.line, shipped: conflict.shipped });
      case 'addressShipped':
        return t('orders.conflict.addressShipped');
      case 'other':
        return conflict.text;
    }
  };
}
