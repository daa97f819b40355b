import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useReturns } from '../../../hooks/api/returns.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx';
import '../../../ui/styles/trade.css';
import { ReturnCard } from './components/return-card.tsx';
import { ReturnSettingsForm } from './components/return-settings-form.tsx';
import { useStaff } from '../../../session/staff-context.tsx';

const VIEWS = ['requested', 'approved', 'received', 'refunded', 'rejected', 'all'] as const;
type View = (typeof VIEWS)[number];

/** "Returer" (decision 0054): the returns waiting for an answer first (`?status=`), one card each with its steps. */
export default function ReturnQueuePage() {
  const { t } = useI18n();
  const staff = useStaff();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') ?? 'requested';
  const view: View = (VIEWS as readonly string[]).includes(asked) ? (asked as View) : 'requested';
  const list = useReturns(view === 'all' ? {} : { status: view });
  const items = list.data?.items;
  return (
    <>
      <PageHeader title={t('returns.title')} description={t('returns.description')} />
      {staff.role === 'owner' && <ReturnSettingsForm />}
      <div className="list-toolbar">
        <div className="list-filters">
          <div className="field">
            <label htmlFor={selectId}>{t('returns.show')}</label>
            <select
              id={selectId}
              value={view}
              onChange={(event) => setParams({ status: event.target.value })}
            >
              {VIEWS.map((status) => (
                <option key={status} value={status}>
                  {t(`returns.view.${status}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {list.error && !items ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !items ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState title={t(view === 'requested' ? 'returns.nothingWaiting' : 'list.empty')} />
      ) : (
        <div className="review-list" aria-busy={list.isPlaceholderData || undefined}>
          {items.map((item) => (
            <ReturnCard key={`${item.id}-${item.status}`} item={item} />
          ))}
        </div>
      )}
    </>
  );
}
