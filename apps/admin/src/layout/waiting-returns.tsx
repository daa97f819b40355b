import { useWaitingReturns } from '../hooks/api/returns.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** The menu's count of returns waiting for an answer beside "Returer" (decision 0054); nothing when none wait. */
export function WaitingReturns() {
  const { t } = useI18n();
  const waiting = useWaitingReturns(true);
  if (!waiting.data) return null;
  return (
    <span className="badge badge-attention nav-count" data-testid="returns-waiting">
      <span aria-hidden="true">{waiting.data}</span>
      <span className="visually-hidden">{t('nav.waiting', { count: waiting.data })}</span>
    </span>
  );
}
